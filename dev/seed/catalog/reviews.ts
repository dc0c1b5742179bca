/**
 * Reviews in the reviewer's own language (not localized). Two belong to the demo member
 * (member@taiwan-sim.test) for different targets and months; two await approval.
 * Found again by their text.
 */
import type { SeedDoc } from './store'

type ReviewSheet = {
  key: string
  displayName: string
  rating: number
  language: 'zh-TW' | 'zh-CN' | 'en' | 'ja' | 'ko' | 'vi'
  title: string
  text: string
  product?: string
  activity?: string
  byDemoMember?: boolean
  daysAgo: number
  approved: boolean
}

const SHEETS: ReviewSheet[] = [
  {
    key: 'hanako-5g',
    displayName: 'Hanako S.',
    rating: 5,
    language: 'ja',
    title: '到着後すぐにつながりました',
    text: '桃園空港第2ターミナルのカウンターで5分ほどで受け取れました。台北市内はずっと5Gで、九份でも地図がサクサク動きました。パスポートと免許証を忘れずに！',
    product: 'sim-5g-unlimited',
    byDemoMember: true,
    daysAgo: 21,
    approved: true,
  },
  {
    key: 'hanako-observatory',
    displayName: 'Hanako S.',
    rating: 4,
    language: 'ja',
    title: '夜景がきれいでした',
    text: '20時の枠で予約しました。チケット売り場に並ばずに入れたのが良かったです。週末は展望台の中が少し混んでいたので星4つ。',
    activity: 'observatory',
    byDemoMember: true,
    daysAgo: 83,
    approved: true,
  },
  {
    key: 'minji-esim',
    displayName: 'Minji K.',
    rating: 5,
    language: 'ko',
    title: 'eSIM 설치 정말 쉬워요',
    text: '출국 전날 집에서 QR 코드로 설치하고 타오위안 도착하자마자 데이터 로밍만 켰더니 바로 연결됐어요. 5일 동안 속도 저하 없이 잘 썼습니다.',
    product: 'esim-5g-unlimited',
    daysAgo: 12,
    approved: true,
  },
  {
    key: 'wei-4g',
    displayName: 'Wei L.',
    rating: 5,
    language: 'zh-CN',
    title: '性价比很高',
    text: '在高雄机场取的卡，工作人员很热情。7 天 4G 无限流量，去垦丁和台南信号都很稳定，开热点给家人用也没问题。',
    product: 'sim-4g-unlimited',
    daysAgo: 34,
    approved: true,
  },
  {
    key: 'daniel-esim',
    displayName: 'Daniel M.',
    rating: 5,
    language: 'en',
    title: 'Worked the moment I landed',
    text: 'Bought the 30-day 4G eSIM for a work trip. The QR code arrived in two minutes, install took another three. Solid signal in Hsinchu and on the HSR. Will buy again.',
    product: 'esim-4g-unlimited',
    daysAgo: 48,
    approved: true,
  },
  {
    key: 'thu-calls',
    displayName: 'Thu T.',
    rating: 4,
    language: 'vi',
    title: 'Có số điện thoại rất tiện',
    text: 'Mình cần số Đài Loan để nhận mã OTP và gọi cho chủ homestay, gói data + gọi thoại rất hợp. Nhận thẻ ở Tùng Sơn nhanh gọn. Chỉ tiếc 10 GB hơi ít nếu xem video nhiều.',
    product: 'sim-4g-data-calls',
    daysAgo: 62,
    approved: true,
  },
  {
    key: 'karen-mrt',
    displayName: 'Karen C.',
    rating: 5,
    language: 'zh-TW',
    title: '機場捷運超方便',
    text: '和上網卡一起訂了來回票，入境後直接掃 QR Code 進站，35 分鐘就到台北車站。回程也不用再排隊買票，推薦！',
    activity: 'airport-mrt',
    daysAgo: 96,
    approved: true,
  },
  {
    key: 'emily-5g-data',
    displayName: 'Emily R.',
    rating: 4,
    language: 'en',
    title: 'Good value for a longer stay',
    text: 'The 20 GB plan lasted my whole 10-day trip since I used hotel Wi-Fi at night. Topping up online would have been easy too. Pickup at Kaohsiung was quick.',
    product: 'sim-5g-data',
    daysAgo: 131,
    approved: true,
  },
  {
    key: 'kenji-pending',
    displayName: 'Kenji T.',
    rating: 5,
    language: 'ja',
    title: '乗り継ぎに便利',
    text: '台北で1泊の乗り継ぎに3GBプランを使いました。安くて十分です。',
    product: 'esim-5g-data',
    daysAgo: 1,
    approved: false,
  },
  {
    key: 'tuan-pending',
    displayName: 'Tuấn N.',
    rating: 3,
    language: 'vi',
    title: 'Hơi chờ lâu ở quầy',
    text: 'SIM dùng tốt nhưng tối thứ Sáu ở Nhà ga 1 phải chờ khoảng 15 phút mới đến lượt.',
    product: 'sim-5g-unlimited',
    daysAgo: 2,
    approved: false,
  },
]

/** Reviews dated `daysAgo` before `now`. */
export const reviews = (now: Date): SeedDoc<'reviews'>[] =>
  SHEETS.map((sheet) => ({
    key: sheet.key,
    shared: (refs) => ({
      displayName: sheet.displayName,
      rating: sheet.rating,
      language: sheet.language,
      title: sheet.title,
      text: sheet.text,
      product: sheet.product ? refs.id('products', sheet.product) : null,
      activity: sheet.activity ? refs.id('activities', sheet.activity) : null,
      member: sheet.byDemoMember ? (refs.maybe('members', 'member') ?? null) : null,
      reviewedAt: new Date(now.getTime() - sheet.daysAgo * 86_400_000).toISOString(),
      approved: sheet.approved,
    }),
  }))
