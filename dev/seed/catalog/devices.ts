/**
 * The "will it work on my phone?" list (collection device-models): current iPhone, Pixel and Galaxy
 * models, newest first within each brand, with the older or cheaper ones that take no eSIM, so the
 * checker can say no. Staff keep it current in /admin.
 */
import type { L, SeedDoc } from './store'

type Entry = [model: string, esim: boolean, note?: L<string>]

/**
 * Galaxy S20–S22 take an eSIM only in some regions: the ones sold in Korea (model numbers ending in N) have none, as
 * Korean eSIM service began with later models. The note says how to tell on the phone itself.
 */
const NOT_KOREAN_MODEL: L<string> = {
  'zh-TW': '韓國販售的機型（型號結尾為 N）不支援 eSIM。請到「設定 › 連線 › SIM 卡管理員」確認是否有「新增 eSIM」。',
  'zh-CN': '韩国销售的机型（型号以 N 结尾）不支持 eSIM。请在“设置 › 连接 › SIM 卡管理器”中查看是否有“添加 eSIM”。',
  en: 'Models sold in Korea (model number ending in N) have no eSIM. Check Settings › Connections › SIM manager for “Add eSIM”.',
  ja: '韓国で販売されたモデル（型番の末尾がN）はeSIMに対応していません。「設定 › 接続 › SIMマネージャー」に「eSIMを追加」があるかご確認ください。',
  ko: '한국 출시 모델(모델명이 N으로 끝남)은 eSIM을 지원하지 않습니다. ‘설정 › 연결 › SIM 카드 관리자’에 ‘eSIM 추가’가 있는지 확인해 주세요.',
  vi: 'Máy bán tại Hàn Quốc (số model kết thúc bằng N) không hỗ trợ eSIM. Hãy xem trong Cài đặt › Kết nối › Trình quản lý SIM có mục “Thêm eSIM” hay không.',
}

/**
 * iPhones sold in mainland China (and the larger Hong Kong and Macau models) have two physical SIM slots and no eSIM,
 * up to the iPhone 16 family. The note says how to tell on the phone itself (a mainland traveller was told "yes").
 */
const NOT_CHINA_MODEL: L<string> = {
  'zh-TW': '中國大陸販售的機型（及部分港澳機型）為雙實體 SIM 卡槽，不支援 eSIM。請到「設定 › 一般 › 關於本機」確認是否有「數位 SIM 卡」或 EID。',
  'zh-CN': '中国大陆销售的国行机型（及部分港澳版机型）为双实体 SIM 卡槽，不支持 eSIM。请在“设置 › 通用 › 关于本机”中查看是否有“数字 SIM 卡”或 EID。',
  en: 'Models sold in mainland China (and some Hong Kong and Macau models) have two physical SIM slots and no eSIM. Check Settings › General › About for “Digital SIM” or an EID.',
  ja: '中国本土で販売されたモデル（および一部の香港・マカオモデル）はSIMカードスロットが2つで、eSIMには対応していません。「設定 › 一般 › 情報」に「デジタルSIM」またはEIDがあるかご確認ください。',
  ko: '중국 본토에서 판매된 모델(및 일부 홍콩·마카오 모델)은 유심 슬롯이 2개이며 eSIM을 지원하지 않습니다. ‘설정 › 일반 › 정보’에 ‘디지털 SIM’ 또는 EID가 있는지 확인해 주세요.',
  vi: 'Máy bán tại Trung Quốc đại lục (và một số máy bán tại Hồng Kông, Ma Cao) có hai khe SIM vật lý và không hỗ trợ eSIM. Hãy xem trong Cài đặt › Cài đặt chung › Giới thiệu có mục “SIM kỹ thuật số” hoặc EID hay không.',
}

const BRANDS: [brand: string, base: number, models: Entry[]][] = [
  [
    'Apple',
    1000,
    [
      ['iPhone 17 Pro Max', true],
      ['iPhone 17 Pro', true],
      ['iPhone Air', true],
      ['iPhone 17', true],
      ['iPhone 16e', true, NOT_CHINA_MODEL],
      ['iPhone 16 Pro Max', true, NOT_CHINA_MODEL],
      ['iPhone 16 Pro', true, NOT_CHINA_MODEL],
      ['iPhone 16 Plus', true, NOT_CHINA_MODEL],
      ['iPhone 16', true, NOT_CHINA_MODEL],
      ['iPhone 15 Pro Max', true, NOT_CHINA_MODEL],
      ['iPhone 15 Pro', true, NOT_CHINA_MODEL],
      ['iPhone 15 Plus', true, NOT_CHINA_MODEL],
      ['iPhone 15', true, NOT_CHINA_MODEL],
      ['iPhone 14 Pro Max', true, NOT_CHINA_MODEL],
      ['iPhone 14 Pro', true, NOT_CHINA_MODEL],
      ['iPhone 14 Plus', true, NOT_CHINA_MODEL],
      ['iPhone 14', true, NOT_CHINA_MODEL],
      ['iPhone 13 Pro Max', true, NOT_CHINA_MODEL],
      ['iPhone 13 Pro', true, NOT_CHINA_MODEL],
      ['iPhone 13', true, NOT_CHINA_MODEL],
      ['iPhone 13 mini', true, NOT_CHINA_MODEL],
      ['iPhone SE (3rd generation)', true, NOT_CHINA_MODEL],
      ['iPhone 12 Pro Max', true, NOT_CHINA_MODEL],
      ['iPhone 12 Pro', true, NOT_CHINA_MODEL],
      ['iPhone 12', true, NOT_CHINA_MODEL],
      ['iPhone 12 mini', true, NOT_CHINA_MODEL],
      ['iPhone SE (2nd generation)', true, NOT_CHINA_MODEL],
      ['iPhone 11 Pro Max', true, NOT_CHINA_MODEL],
      ['iPhone 11 Pro', true, NOT_CHINA_MODEL],
      ['iPhone 11', true, NOT_CHINA_MODEL],
      ['iPhone XS Max', true, NOT_CHINA_MODEL],
      ['iPhone XS', true, NOT_CHINA_MODEL],
      ['iPhone XR', true, NOT_CHINA_MODEL],
      ['iPhone X', false],
      ['iPhone 8 Plus', false],
      ['iPhone 8', false],
    ],
  ],
  [
    'Google',
    2000,
    [
      ['Pixel 10 Pro Fold', true],
      ['Pixel 10 Pro XL', true],
      ['Pixel 10 Pro', true],
      ['Pixel 10', true],
      ['Pixel 9a', true],
      ['Pixel 9 Pro Fold', true],
      ['Pixel 9 Pro XL', true],
      ['Pixel 9 Pro', true],
      ['Pixel 9', true],
      ['Pixel 8a', true],
      ['Pixel 8 Pro', true],
      ['Pixel 8', true],
      ['Pixel Fold', true],
      ['Pixel 7a', true],
      ['Pixel 7 Pro', true],
      ['Pixel 7', true],
      ['Pixel 6a', true],
      ['Pixel 6 Pro', true],
      ['Pixel 6', true],
      ['Pixel 5a', true],
      ['Pixel 5', true],
      ['Pixel 4a', true],
      ['Pixel 4 XL', true],
      ['Pixel 4', true],
    ],
  ],
  [
    'Samsung',
    3000,
    [
      ['Galaxy S25 Ultra', true],
      ['Galaxy S25 Edge', true],
      ['Galaxy S25+', true],
      ['Galaxy S25', true],
      ['Galaxy Z Fold7', true],
      ['Galaxy Z Flip7', true],
      ['Galaxy S24 FE', true],
      ['Galaxy S24 Ultra', true],
      ['Galaxy S24+', true],
      ['Galaxy S24', true],
      ['Galaxy Z Fold6', true],
      ['Galaxy Z Flip6', true],
      ['Galaxy S23 FE', true],
      ['Galaxy S23 Ultra', true],
      ['Galaxy S23+', true],
      ['Galaxy S23', true],
      ['Galaxy Z Fold5', true],
      ['Galaxy Z Flip5', true],
      ['Galaxy S22 Ultra', true, NOT_KOREAN_MODEL],
      ['Galaxy S22+', true, NOT_KOREAN_MODEL],
      ['Galaxy S22', true, NOT_KOREAN_MODEL],
      ['Galaxy S21 Ultra', true, NOT_KOREAN_MODEL],
      ['Galaxy S21+', true, NOT_KOREAN_MODEL],
      ['Galaxy S21', true, NOT_KOREAN_MODEL],
      ['Galaxy S20', true, NOT_KOREAN_MODEL],
      ['Galaxy A56', true],
      ['Galaxy A55', true],
      ['Galaxy A54', true],
      ['Galaxy A35', true],
      ['Galaxy A25', false],
      ['Galaxy A16', false],
      ['Galaxy A15', false],
      ['Galaxy S10', false],
    ],
  ],
]

export const DEVICE_MODELS: SeedDoc<'device-models'>[] = BRANDS.flatMap(([brand, base, models]) =>
  models.map(([model, esim, note], i) => ({
    key: model,
    shared: () => ({ brand, model, esim, sortOrder: base + i }),
    ...(note ? { text: Object.fromEntries(Object.entries(note).map(([locale, text]) => [locale, { note: text }])) as L<{ note: string }> } : {}),
  })),
)
