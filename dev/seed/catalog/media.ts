/** Demo images: generated artwork, uploaded once, found again by filename. Alt text in six languages. */
import 'server-only'

import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import type { Media } from '@/payload-types'
import { usesObjectStorage } from '@/server/storage'

import { renderArt, type ArtKind, type Palette } from './art'
import type { L, Refs, SeedDoc } from './store'

type Image = ArtKind & {
  /** Seed key; the file is `${key}.png`. */
  key: string
  size?: 'card' | 'wide'
  palette: Palette
  alt: L<string>
}

const RED: Palette = { from: '#e4002b', to: '#ff6b3d', accent: '#e4002b' }
const BLUE: Palette = { from: '#0b4fd6', to: '#38b6ff', accent: '#0b4fd6' }
const TEAL: Palette = { from: '#00897b', to: '#4dd0a8', accent: '#00897b' }
const PURPLE: Palette = { from: '#5b2bd9', to: '#b36bff', accent: '#5b2bd9' }
const NIGHT: Palette = { from: '#141a3a', to: '#4a2c7a', accent: '#ffd36b' }
const SKY: Palette = { from: '#5ab0ff', to: '#ffd3a5', accent: '#0b4fd6' }
const GREEN: Palette = { from: '#1b7f3b', to: '#8bd346', accent: '#1b7f3b' }

export const IMAGES: Image[] = [
  {
    key: 'product-5g-unlimited-sim',
    kind: 'sim',
    label: '5G',
    palette: RED,
    alt: {
      'zh-TW': '台灣 5G 吃到飽上網卡，紅色 SIM 卡插圖',
      'zh-CN': '台湾 5G 无限流量上网卡，红色 SIM 卡插图',
      en: 'Taiwan 5G Unlimited SIM card illustration in red',
      ja: '台湾5G無制限SIMカードのイラスト（赤）',
      ko: '대만 5G 무제한 유심 일러스트(레드)',
      vi: 'Hình minh họa SIM 5G Đài Loan không giới hạn màu đỏ',
    },
  },
  {
    key: 'product-4g-unlimited-sim',
    kind: 'sim',
    label: '4G',
    palette: BLUE,
    alt: {
      'zh-TW': '台灣 4G 吃到飽上網卡，藍色 SIM 卡插圖',
      'zh-CN': '台湾 4G 无限流量上网卡，蓝色 SIM 卡插图',
      en: 'Taiwan 4G Unlimited SIM card illustration in blue',
      ja: '台湾4G無制限SIMカードのイラスト（青）',
      ko: '대만 4G 무제한 유심 일러스트(블루)',
      vi: 'Hình minh họa SIM 4G Đài Loan không giới hạn màu xanh dương',
    },
  },
  {
    key: 'product-4g-data-calls-sim',
    kind: 'sim',
    label: '4G',
    palette: TEAL,
    alt: {
      'zh-TW': '台灣 4G 上網＋通話卡，附台灣門號',
      'zh-CN': '台湾 4G 上网＋通话卡，附台湾本地号码',
      en: 'Taiwan 4G Data & Calls SIM card with a local number',
      ja: '台湾4Gデータ＋通話SIMカード（台湾の電話番号付き）',
      ko: '대만 현지 번호가 포함된 4G 데이터+통화 유심',
      vi: 'SIM 4G Đài Loan data + gọi thoại kèm số điện thoại địa phương',
    },
  },
  {
    key: 'product-5g-data-sim',
    kind: 'sim',
    label: '5G',
    palette: PURPLE,
    alt: {
      'zh-TW': '台灣 5G 高速流量卡，紫色 SIM 卡插圖',
      'zh-CN': '台湾 5G 高速流量卡，紫色 SIM 卡插图',
      en: 'Taiwan 5G Data SIM card illustration in purple',
      ja: '台湾5G高速データSIMカードのイラスト（紫）',
      ko: '대만 5G 데이터 유심 일러스트(퍼플)',
      vi: 'Hình minh họa SIM 5G Đài Loan theo dung lượng màu tím',
    },
  },
  {
    key: 'product-4g-long-stay-sim',
    kind: 'sim',
    label: '30D',
    palette: GREEN,
    alt: {
      'zh-TW': '台灣 4G 長期旅居上網卡，30 天方案',
      'zh-CN': '台湾 4G 长住上网卡，30 天套餐',
      en: 'Taiwan 4G Long-Stay SIM card for 30-day stays',
      ja: '台湾4GロングステイSIMカード（30日プラン）',
      ko: '대만 4G 장기 체류 유심(30일 요금제)',
      vi: 'SIM 4G Đài Loan lưu trú dài ngày, gói 30 ngày',
    },
  },
  {
    key: 'product-5g-esim',
    kind: 'esim',
    label: '5G eSIM',
    palette: RED,
    alt: {
      'zh-TW': '手機畫面顯示台灣 5G eSIM 的 QR Code',
      'zh-CN': '手机屏幕显示台湾 5G eSIM 的二维码',
      en: 'Phone screen showing the QR code of a Taiwan 5G eSIM',
      ja: '台湾5G eSIMのQRコードを表示したスマートフォン',
      ko: '대만 5G eSIM QR 코드가 표시된 휴대폰 화면',
      vi: 'Màn hình điện thoại hiển thị mã QR của eSIM 5G Đài Loan',
    },
  },
  {
    key: 'product-4g-esim',
    kind: 'esim',
    label: '4G eSIM',
    palette: BLUE,
    alt: {
      'zh-TW': '手機畫面顯示台灣 4G eSIM 的 QR Code',
      'zh-CN': '手机屏幕显示台湾 4G eSIM 的二维码',
      en: 'Phone screen showing the QR code of a Taiwan 4G eSIM',
      ja: '台湾4G eSIMのQRコードを表示したスマートフォン',
      ko: '대만 4G eSIM QR 코드가 표시된 휴대폰 화면',
      vi: 'Màn hình điện thoại hiển thị mã QR của eSIM 4G Đài Loan',
    },
  },
  {
    key: 'product-5g-data-esim',
    kind: 'esim',
    label: '5G DATA',
    palette: PURPLE,
    alt: {
      'zh-TW': '台灣 5G 高速流量 eSIM 的 QR Code 畫面',
      'zh-CN': '台湾 5G 高速流量 eSIM 的二维码画面',
      en: 'QR code screen of the Taiwan 5G Data eSIM',
      ja: '台湾5G高速データeSIMのQRコード画面',
      ko: '대만 5G 데이터 eSIM QR 코드 화면',
      vi: 'Màn hình mã QR của eSIM 5G Đài Loan theo dung lượng',
    },
  },
  {
    key: 'activity-airport-mrt',
    kind: 'train',
    palette: { from: '#4a148c', to: '#8e44ad', accent: '#7b1fa2' },
    alt: {
      'zh-TW': '桃園機場捷運列車插圖',
      'zh-CN': '桃园机场捷运列车插图',
      en: 'Illustration of a Taoyuan Airport MRT train',
      ja: '桃園空港MRTの車両イラスト',
      ko: '타오위안 공항 MRT 열차 일러스트',
      vi: 'Hình minh họa tàu MRT sân bay Đào Viên',
    },
  },
  {
    key: 'activity-observatory',
    kind: 'observatory',
    palette: NIGHT,
    alt: {
      'zh-TW': '夜晚從觀景台俯瞰台北市景',
      'zh-CN': '夜晚从观景台俯瞰台北市景',
      en: 'Night view of Taipei from the observation deck',
      ja: '展望台から見た台北の夜景',
      ko: '전망대에서 내려다본 타이베이 야경',
      vi: 'Toàn cảnh Đài Bắc về đêm nhìn từ đài quan sát',
    },
  },
  {
    key: 'banner-5g-unlimited',
    kind: 'skyline',
    size: 'wide',
    palette: { from: '#e4002b', to: '#ff9a3d', accent: '#ffffff' },
    alt: {
      'zh-TW': '台北天際線與飛機，宣傳 5G 吃到飽上網卡',
      'zh-CN': '台北天际线与飞机，宣传 5G 无限流量上网卡',
      en: 'Taipei skyline with a plane, promoting the 5G unlimited SIM',
      ja: '台北のスカイラインと飛行機、5G無制限SIMのバナー',
      ko: '타이베이 스카이라인과 비행기, 5G 무제한 유심 배너',
      vi: 'Đường chân trời Đài Bắc và máy bay, banner SIM 5G không giới hạn',
    },
  },
  {
    key: 'banner-esim',
    kind: 'esim',
    label: 'eSIM',
    size: 'wide',
    palette: BLUE,
    alt: {
      'zh-TW': '手機掃描 QR Code 安裝 eSIM 的橫幅',
      'zh-CN': '手机扫描二维码安装 eSIM 的横幅',
      en: 'Banner: install an eSIM by scanning a QR code',
      ja: 'QRコードを読み取ってeSIMを設定するバナー',
      ko: 'QR 코드를 스캔해 eSIM을 설치하는 배너',
      vi: 'Banner: quét mã QR để cài đặt eSIM',
    },
  },
  {
    key: 'banner-observatory',
    kind: 'observatory',
    size: 'wide',
    palette: NIGHT,
    alt: {
      'zh-TW': '台北夜景與觀景台門票橫幅',
      'zh-CN': '台北夜景与观景台门票横幅',
      en: 'Banner: Taipei at night, observation deck tickets',
      ja: '台北の夜景と展望台チケットのバナー',
      ko: '타이베이 야경과 전망대 입장권 배너',
      vi: 'Banner: Đài Bắc về đêm, vé đài quan sát',
    },
  },
  {
    key: 'airport-counter',
    kind: 'counter',
    palette: SKY,
    alt: {
      'zh-TW': '機場上網卡取卡櫃檯插圖',
      'zh-CN': '机场上网卡取卡柜台插图',
      en: 'Illustration of an airport SIM pickup counter',
      ja: '空港のSIMカード受取カウンターのイラスト',
      ko: '공항 유심 수령 카운터 일러스트',
      vi: 'Hình minh họa quầy nhận SIM tại sân bay',
    },
  },
  {
    key: 'airport-terminal',
    kind: 'airport',
    palette: SKY,
    alt: {
      'zh-TW': '機場航廈與起飛中的飛機',
      'zh-CN': '机场航站楼与起飞中的飞机',
      en: 'Airport terminal with a departing plane',
      ja: '空港ターミナルと離陸する飛行機',
      ko: '공항 터미널과 이륙하는 비행기',
      vi: 'Nhà ga sân bay và máy bay đang cất cánh',
    },
  },
  {
    key: 'home-hero',
    kind: 'skyline',
    size: 'wide',
    palette: { from: '#ff7a59', to: '#5b2bd9', accent: '#ffffff' },
    alt: {
      'zh-TW': '黃昏的台北天際線，旅客抵台即可上網',
      'zh-CN': '黄昏的台北天际线，旅客抵台即可上网',
      en: 'Taipei skyline at sunset: stay connected from the moment you land',
      ja: '夕暮れの台北スカイライン。到着した瞬間からネットにつながる',
      ko: '해 질 녘 타이베이 스카이라인, 도착하자마자 인터넷 연결',
      vi: 'Đường chân trời Đài Bắc lúc hoàng hôn: kết nối ngay khi hạ cánh',
    },
  },
]

const SIZES = { card: { width: 1200, height: 800 }, wide: { width: 1600, height: 640 } } as const

export const mediaFilename = (key: string) => `${key}.png`

export async function imageFile(image: Image) {
  const { width, height } = SIZES[image.size ?? 'card']
  const data = await renderArt({ ...image, width, height })
  return { data, mimetype: 'image/png', name: mediaFilename(image.key), size: data.length }
}

export const MEDIA: SeedDoc<'media'>[] = IMAGES.map((image) => ({
  key: image.key,
  match: mediaFilename(image.key),
  text: Object.fromEntries(Object.entries(image.alt).map(([locale, alt]) => [locale, { alt }])) as L<Pick<Media, 'alt'>>,
  file: () => imageFile(image),
}))

/**
 * Puts back the files of seeded images whose record exists but whose file is gone (e.g. after the
 * media folder was cleared): the artwork is rendered again and re-uploaded under the same name.
 * Returns how many files were restored.
 */
export async function restoreMissingFiles(payload: Payload, refs: Refs): Promise<number> {
  // Files in object storage (S3_BUCKET) are not on this machine's disk and are not lost with it.
  if (usesObjectStorage()) return 0
  const staticDir = path.resolve(String(payload.collections.media.config.upload.staticDir || 'media'))
  const missing = IMAGES.filter((image) => !existsSync(path.join(staticDir, mediaFilename(image.key))))
  let restored = 0
  for (const image of missing) {
    const id = refs.maybe('media', image.key)
    if (id === undefined) continue
    await payload.update({ collection: 'media', id, depth: 0, file: await imageFile(image), overwriteExistingFiles: true, data: {}, select: { filename: true } })
    restored++
  }
  return restored
}
