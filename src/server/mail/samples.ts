/**
 * Sample data for previewing templates (staff preview at /api/emailTemplate, and tests). The first
 * variant of each kind is the default. Values include characters that must be escaped in HTML.
 */
import type { Locale } from '@/domain/locale'

import type { MailDataByKind, MailKind } from './types'

type Samples = { [K in MailKind]: Record<string, MailDataByKind[K]> }

export const MAIL_SAMPLES: Samples = {
  newMember: {
    newAccount: { email: 'traveller@example.com', name: 'CHEN Mei <Lin>', password: 'k7Qm2x9a' },
    existingAccount: { email: 'traveller@example.com', name: 'CHEN Mei <Lin>', existingAccount: true, orderNumber: 'TW20261203-0042' },
  },
  verificationCode: {
    orderContact: { code: '482913', purpose: 'orderContact' },
    passwordReset: { code: '305177', purpose: 'passwordReset' },
    emailChange: { code: '716204', purpose: 'emailChange' },
    orderLookup: { code: '730541', purpose: 'orderLookup' },
  },
  orderReceived: {
    pickup: {
      orderNumber: 'TW20261203-0042',
      name: 'CHEN Mei <Lin>',
      itemName: '5G Unlimited Data SIM & Calls',
      planLabel: '5 days · unlimited data',
      quantity: 2,
      pickup: { date: '2026-12-03', time: '14:30', place: 'Taoyuan Airport T1 · Arrival hall counter' },
      subtotalTwd: 1200,
      discountTwd: 100,
      totalTwd: 1100,
      promoCode: 'WELCOME100',
    },
    visit: {
      orderNumber: 'TW20261203-0043',
      itemName: 'Taipei 101 Observatory ticket',
      quantity: 3,
      visit: { date: '2026-12-04', timeSlot: '10:30' },
      subtotalTwd: 1800,
      discountTwd: 0,
      totalTwd: 1800,
    },
    rail: {
      orderNumber: 'TW20261203-0044',
      itemName: 'Airport MRT ticket',
      planLabel: 'Round trip',
      quantity: 1,
      subtotalTwd: 300,
      discountTwd: 0,
      totalTwd: 300,
    },
  },
  delivered: {
    esim: {
      delivery: 'esim',
      orderNumber: 'TW261203-7K3QXM',
      orderKey: 'sampleKey_0123456789AB',
      name: 'CHEN Mei <Lin>',
      itemName: '5G Unlimited Data eSIM',
      planLabel: '5 days · unlimited data',
      quantity: 1,
      esims: [{ lpa: 'LPA:1$smdp.example.com$K2-1ABCDE-7XYZ9Q', smdpAddress: 'smdp.example.com', matchingId: 'K2-1ABCDE-7XYZ9Q' }],
    },
    voucher: {
      delivery: 'voucher',
      orderNumber: 'TW261203-8M4RYN',
      orderKey: 'sampleKey_0123456789AB',
      name: 'CHEN Mei <Lin>',
      itemName: '5G Unlimited Data SIM & Calls',
      planLabel: '5 days · unlimited data',
      quantity: 2,
      pickup: { date: '2026-12-03', time: '14:30', place: 'Taoyuan Airport T1 · Arrival hall counter' },
      cardHolders: [
        { card: 1, name: 'CHEN Mei <Lin>' },
        { card: 2, name: 'LIN Yu-Ting' },
      ],
      guardianRequired: true,
    },
    tickets: {
      delivery: 'tickets',
      orderNumber: 'TW261203-9P5SZQ',
      orderKey: 'sampleKey_0123456789AB',
      itemName: 'Airport MRT ticket',
      planLabel: 'Round trip',
      quantity: 1,
      tickets: [
        { index: 1, total: 2, leg: 'outbound' },
        { index: 2, total: 2, leg: 'return' },
      ],
    },
  },
  stockAlert: {
    empty: { alert: 'empty', productId: 3, productName: '5G Unlimited Data eSIM <Taiwan>', available: 0, threshold: 20, waitingOrders: 2 },
    lowStock: { alert: 'lowStock', productId: 3, productName: '5G Unlimited Data eSIM', available: 19, threshold: 20 },
  },
  orderCancelled: {
    unpaid: { orderNumber: 'TW20261203-0044', name: 'CHEN Mei <Lin>', itemName: '5G Unlimited Data SIM & Calls', reason: 'unpaid' },
    member: { orderNumber: 'TW20261203-0045', itemName: 'Taipei 101 Observatory ticket', reason: 'member' },
    staff: { orderNumber: 'TW20261203-0046', itemName: 'Airport MRT round trip', reason: 'staff' },
  },
  orderRefunded: {
    withFee: { orderNumber: 'TW20261203-0047', name: 'CHEN Mei <Lin>', itemName: '5G Unlimited Data SIM & Calls', paidTwd: 1100, feeTwd: 30, refundedTwd: 1070 },
  },
  topUpApplied: {
    applied: {
      orderNumber: 'TW20261203-0051',
      esimOrderNumber: 'TW20261203-0044',
      esimOrderKey: 'AbCdEfGhIjKlMnOpQrStUv',
      name: 'CHEN Mei <Lin>',
      itemName: '5G Unlimited Data eSIM',
      planLabel: '+3 GB, 7 more days',
      amountTwd: 150,
    },
  },
  chargeReversed: {
    alreadyPaid: { orderNumber: 'TW20261203-0048', name: 'CHEN Mei <Lin>', itemName: '5G Unlimited Data eSIM', amountTwd: 450, cardLast4: '1111', reason: 'alreadyPaid' },
    cancelled: { orderNumber: 'TW20261203-0049', itemName: 'Taipei 101 Observatory ticket', amountTwd: 600, reason: 'cancelled' },
    notUsable: { orderNumber: 'TW20261203-0050', itemName: 'Airport MRT round trip', amountTwd: 300, cardLast4: '4242', reason: 'notUsable' },
  },
  paid: {
    memberCarrier: {
      orderNumber: 'TW20261203-0042',
      name: 'CHEN Mei <Lin>',
      itemName: '5G Unlimited Data SIM & Calls',
      planLabel: '5 days · unlimited data',
      quantity: 2,
      totalTwd: 1100,
      paidOn: '2026-12-01',
      paymentMethod: 'linePay',
      invoice: { number: 'AB12345678', date: '2026-12-01', randomNumber: '0427', type: 'memberCarrier' },
    },
    mobileBarcode: {
      orderNumber: 'TW20261203-0043',
      itemName: 'Taipei 101 Observatory ticket',
      quantity: 3,
      totalTwd: 1800,
      invoice: { number: 'AB12345679', date: '2026-12-02', randomNumber: '9031', type: 'mobileBarcode', mobileBarcode: '/AB+C-12' },
    },
    company: {
      orderNumber: 'TW20261203-0044',
      itemName: 'Airport MRT ticket',
      planLabel: 'Round trip',
      quantity: 1,
      totalTwd: 300,
      invoice: { number: 'AB12345680', date: '2026-12-02', randomNumber: '5512', type: 'company', taxId: '22099131', companyTitle: 'Formosa <Travel> & Co.' },
    },
    donation: {
      orderNumber: 'TW20261203-0045',
      itemName: '4G eSIM 3 days',
      quantity: 1,
      totalTwd: 350,
      invoice: { number: 'AB12345681', date: '2026-12-03', randomNumber: '0008', type: 'donation', loveCode: '919' },
    },
    nonResident: {
      orderNumber: 'TW20261203-0046',
      itemName: '5G Unlimited Data SIM & Calls',
      quantity: 1,
      totalTwd: 550,
      invoice: { number: 'AB12345682', date: '2026-12-03', randomNumber: '7770', type: 'nonResident' },
    },
  },
  emailChanged: {
    default: { newEmail: 'new.traveller@example.com', changedOn: '2026-12-03' },
  },
  supportReceived: {
    member: { reference: 'S000042', hours: { days: 'daily', opensAt: '09:00', closesAt: '23:00' }, content: 'My eSIM shows "No service" in Taipei <after 2 days>. What should I do?\nOrder TW20261203-0042.' },
    visitor: { reference: 'S000043', hours: { days: 'daily', opensAt: '09:00', closesAt: '23:00' } },
  },
  orderContactChanged: {
    email: { orderNumber: 'TW20261203-0051', name: 'CHEN Mei <Lin>', itemName: 'Taipei 101 Observatory ticket', newEmail: 'n•••••••r@example.com', changedOn: '2026-12-03' },
    phone: { orderNumber: 'TW20261203-0052', itemName: '5G Unlimited Data SIM & Calls', newPhone: '+886•••••5678', changedOn: '2026-12-03' },
  },
}

export function sampleVariants(kind: MailKind): string[] {
  return Object.keys(MAIL_SAMPLES[kind])
}

/**
 * The sample texts a real mail would carry in its reader's language (product and plan names, the pickup place, what a
 * traveller writes), keyed by the English sample above. Names, codes and addresses stay as they are. Terms follow
 * messages/glossary.ts.
 */
const SAMPLE_TEXT: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  'zh-TW': {
    '5G Unlimited Data SIM & Calls': '5G 吃到飽上網＆通話 SIM 卡',
    '5 days · unlimited data': '5 天 · 上網吃到飽',
    'Taoyuan Airport T1 · Arrival hall counter': '桃園機場第一航廈 · 入境大廳櫃檯',
    'Taipei 101 Observatory ticket': '台北 101 觀景台門票',
    'Airport MRT ticket': '機場捷運車票',
    'Round trip': '來回票',
    '5G Unlimited Data eSIM': '5G 吃到飽 eSIM',
    '5G Unlimited Data eSIM <Taiwan>': '5G 吃到飽 eSIM <台灣>',
    'Airport MRT round trip': '機場捷運來回票',
    '4G eSIM 3 days': '4G eSIM 3 天',
    'Formosa <Travel> & Co.': '福爾摩沙 <旅遊> & 貿易股份有限公司',
    'My eSIM shows "No service" in Taipei <after 2 days>. What should I do?\nOrder TW20261203-0042.':
      '我的 eSIM 在台北顯示「無服務」<已經 2 天>，該怎麼辦？\n訂單 TW20261203-0042。',
  },
  'zh-CN': {
    '5G Unlimited Data SIM & Calls': '5G 无限流量上网＆通话 SIM 卡',
    '5 days · unlimited data': '5 天 · 无限流量',
    'Taoyuan Airport T1 · Arrival hall counter': '桃园机场第一航站楼 · 入境大厅柜台',
    'Taipei 101 Observatory ticket': '台北 101 观景台门票',
    'Airport MRT ticket': '机场捷运车票',
    'Round trip': '往返票',
    '5G Unlimited Data eSIM': '5G 无限流量 eSIM',
    '5G Unlimited Data eSIM <Taiwan>': '5G 无限流量 eSIM <台湾>',
    'Airport MRT round trip': '机场捷运往返票',
    '4G eSIM 3 days': '4G eSIM 3 天',
    'Formosa <Travel> & Co.': '福尔摩沙 <旅游> & 贸易股份有限公司',
    'My eSIM shows "No service" in Taipei <after 2 days>. What should I do?\nOrder TW20261203-0042.':
      '我的 eSIM 在台北显示“无服务”<已经 2 天>，该怎么办？\n订单 TW20261203-0042。',
  },
  ja: {
    '5G Unlimited Data SIM & Calls': '5G無制限データ＆通話SIMカード',
    '5 days · unlimited data': '5日間 · データ無制限',
    'Taoyuan Airport T1 · Arrival hall counter': '桃園空港 第1ターミナル · 到着ロビーカウンター',
    'Taipei 101 Observatory ticket': '台北101展望台チケット',
    'Airport MRT ticket': '空港MRT乗車券',
    'Round trip': '往復',
    '5G Unlimited Data eSIM': '5G無制限データeSIM',
    '5G Unlimited Data eSIM <Taiwan>': '5G無制限データeSIM <台湾>',
    'Airport MRT round trip': '空港MRT乗車券（往復）',
    '4G eSIM 3 days': '4G eSIM 3日間',
    'My eSIM shows "No service" in Taipei <after 2 days>. What should I do?\nOrder TW20261203-0042.':
      '台北でeSIMが「圏外」と表示されます <2日前から>。どうすればよいですか？\n注文番号TW20261203-0042。',
  },
  ko: {
    '5G Unlimited Data SIM & Calls': '5G 무제한 데이터 & 통화 유심',
    '5 days · unlimited data': '5일 · 데이터 무제한',
    'Taoyuan Airport T1 · Arrival hall counter': '타오위안 공항 제1터미널 · 입국장 카운터',
    'Taipei 101 Observatory ticket': '타이베이 101 전망대 입장권',
    'Airport MRT ticket': '공항 MRT 승차권',
    'Round trip': '왕복',
    '5G Unlimited Data eSIM': '5G 무제한 데이터 eSIM',
    '5G Unlimited Data eSIM <Taiwan>': '5G 무제한 데이터 eSIM <대만>',
    'Airport MRT round trip': '공항 MRT 승차권(왕복)',
    '4G eSIM 3 days': '4G eSIM 3일',
    'My eSIM shows "No service" in Taipei <after 2 days>. What should I do?\nOrder TW20261203-0042.':
      '타이베이에서 eSIM에 “서비스 없음”이 표시됩니다 <2일째>. 어떻게 해야 하나요?\n주문 TW20261203-0042.',
  },
  vi: {
    '5G Unlimited Data SIM & Calls': 'SIM 5G dữ liệu không giới hạn & gọi điện',
    '5 days · unlimited data': '5 ngày · dữ liệu không giới hạn',
    'Taoyuan Airport T1 · Arrival hall counter': 'Sân bay Đào Viên, Nhà ga 1 · Quầy sảnh đến',
    'Taipei 101 Observatory ticket': 'Vé đài quan sát Taipei 101',
    'Airport MRT ticket': 'Vé MRT sân bay',
    'Round trip': 'Khứ hồi',
    '5G Unlimited Data eSIM': 'eSIM 5G dữ liệu không giới hạn',
    '5G Unlimited Data eSIM <Taiwan>': 'eSIM 5G dữ liệu không giới hạn <Đài Loan>',
    'Airport MRT round trip': 'Vé MRT sân bay khứ hồi',
    '4G eSIM 3 days': 'eSIM 4G 3 ngày',
    'My eSIM shows "No service" in Taipei <after 2 days>. What should I do?\nOrder TW20261203-0042.':
      'eSIM của tôi báo "Không có dịch vụ" ở Đài Bắc <đã 2 ngày>. Tôi nên làm gì?\nĐơn hàng TW20261203-0042.',
  },
}

/** `value` with every sample text in it replaced by its `locale` version (objects and arrays copied, never changed). */
function localizeSample<T>(value: T, texts: Record<string, string>): T {
  if (typeof value === 'string') return (texts[value] ?? value) as T
  if (Array.isArray(value)) return value.map((v) => localizeSample(v, texts)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localizeSample(v, texts)])) as T
  }
  return value
}

/**
 * The sample data of `kind` (its first variant unless `variant` names another), with its product names, plans, places
 * and messages in `locale` (English when none is given); undefined for an unknown variant.
 */
export function sampleData<K extends MailKind>(kind: K, variant?: string, locale?: Locale): MailDataByKind[K] | undefined {
  const samples = MAIL_SAMPLES[kind] as Record<string, MailDataByKind[K]>
  const data = samples[variant ?? sampleVariants(kind)[0]!]
  return data && locale && locale !== 'en' ? localizeSample(data, SAMPLE_TEXT[locale]) : data
}
