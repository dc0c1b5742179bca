/** Pickup regions and airports with their counters (spec §1: counter staff only hand over cards). */
import { sentenceGap } from '@/domain/locale'

import { AGE_RULE, CARD_RULE } from './i18n'
import { rich } from './lexical'
import type { L, SeedDoc } from './store'

export const REGIONS: SeedDoc<'pickup-regions'>[] = [
  {
    key: 'north',
    shared: () => ({ sortOrder: 10 }),
    text: {
      'zh-TW': { name: '北部地區' },
      'zh-CN': { name: '北部地区' },
      en: { name: 'Northern Taiwan' },
      ja: { name: '台湾北部' },
      ko: { name: '대만 북부' },
      vi: { name: 'Miền Bắc Đài Loan' },
    },
  },
  {
    key: 'central',
    shared: () => ({ sortOrder: 20 }),
    text: {
      'zh-TW': { name: '中部地區' },
      'zh-CN': { name: '中部地区' },
      en: { name: 'Central Taiwan' },
      ja: { name: '台湾中部' },
      ko: { name: '대만 중부' },
      vi: { name: 'Miền Trung Đài Loan' },
    },
  },
  {
    key: 'south',
    shared: () => ({ sortOrder: 30 }),
    text: {
      'zh-TW': { name: '南部地區' },
      'zh-CN': { name: '南部地区' },
      en: { name: 'Southern Taiwan' },
      ja: { name: '台湾南部' },
      ko: { name: '대만 남부' },
      vi: { name: 'Miền Nam Đài Loan' },
    },
  },
]

type CounterText = { name: string; terminal: string; location: string; notes: string }

/** The note every counter shows: what to bring. */
const BRING: L<string> = {
  'zh-TW': '請攜帶護照及第二證件（如駕照、身分證或健保卡）與訂單 QR Code。櫃檯僅提供取卡服務，不現場販售。',
  'zh-CN': '请携带护照及第二证件（如驾照、身份证）与订单二维码。柜台仅提供取卡服务，不现场销售。',
  en: 'Bring your passport, a second ID (e.g. driving licence or national ID card) and your order QR code. The counter hands over pre-ordered cards only and does not sell on site.',
  ja: 'パスポートと2点目の身分証明書（運転免許証・IDカードなど）、予約のQRコードをご用意ください。カウンターでは受け取りのみで、その場での販売は行っておりません。',
  ko: '여권과 제2 신분증(운전면허증, 주민등록증 등), 주문 QR 코드를 지참해 주세요. 카운터에서는 예약 상품 수령만 가능하며 현장 판매는 하지 않습니다.',
  vi: 'Vui lòng mang theo hộ chiếu, giấy tờ tùy thân thứ hai (bằng lái xe, CCCD…) và mã QR đơn hàng. Quầy chỉ giao thẻ đã đặt trước, không bán trực tiếp.',
}

const counters = (rows: L<Omit<CounterText, 'notes'> & { extra?: string }>[]) =>
  Object.fromEntries(
    (Object.keys(BRING) as (keyof typeof BRING)[]).map((locale) => [
      locale,
      rows.map((row) => {
        const { extra, ...text } = row[locale]
        return { ...text, notes: extra ? `${BRING[locale]}${sentenceGap(locale)}${extra}` : BRING[locale] }
      }),
    ]),
  ) as L<CounterText[]>

const TPE_COUNTERS = counters([
  {
    'zh-TW': { name: '第一航廈入境大廳服務櫃檯', terminal: '第一航廈', location: '入境大廳，海關出口右側' },
    'zh-CN': { name: '第一航站楼入境大厅服务柜台', terminal: '第一航站楼', location: '入境大厅，海关出口右侧' },
    en: { name: 'Terminal 1 Arrival Hall counter', terminal: 'Terminal 1', location: 'Arrival hall, to the right of the customs exit' },
    ja: { name: '第1ターミナル到着ロビーカウンター', terminal: '第1ターミナル', location: '到着ロビー、税関出口を出て右側' },
    ko: { name: '제1터미널 입국장 카운터', terminal: '제1터미널', location: '입국장, 세관 출구 오른쪽' },
    vi: { name: 'Quầy sảnh đến Nhà ga 1', terminal: 'Nhà ga 1', location: 'Sảnh đến, bên phải lối ra hải quan' },
  },
  {
    'zh-TW': { name: '第二航廈入境大廳服務櫃檯', terminal: '第二航廈', location: '入境大廳南側，旅客服務台旁', extra: '深夜航班旅客亦可取卡（全年無休）。' },
    'zh-CN': { name: '第二航站楼入境大厅服务柜台', terminal: '第二航站楼', location: '入境大厅南侧，旅客服务台旁', extra: '深夜航班旅客也可取卡（全年无休）。' },
    en: { name: 'Terminal 2 Arrival Hall counter', terminal: 'Terminal 2', location: 'South side of the arrival hall, next to the information desk', extra: 'Open around the clock, every day of the year.' },
    ja: { name: '第2ターミナル到着ロビーカウンター', terminal: '第2ターミナル', location: '到着ロビー南側、インフォメーションカウンター横', extra: '深夜便でも受け取り可能です（年中無休）。' },
    ko: { name: '제2터미널 입국장 카운터', terminal: '제2터미널', location: '입국장 남쪽, 안내 데스크 옆', extra: '심야 항공편 승객도 수령 가능합니다(연중무휴).' },
    vi: { name: 'Quầy sảnh đến Nhà ga 2', terminal: 'Nhà ga 2', location: 'Phía nam sảnh đến, cạnh quầy thông tin', extra: 'Mở cửa 24/24, tất cả các ngày trong năm.' },
  },
  {
    'zh-TW': { name: '第二航廈出境大廳服務櫃檯', terminal: '第二航廈', location: '出境大廳 3 樓，12 號報到櫃檯對面', extra: '適合出發前領取回程或轉機用的卡片。' },
    'zh-CN': { name: '第二航站楼出境大厅服务柜台', terminal: '第二航站楼', location: '出境大厅 3 楼，12 号值机柜台对面', extra: '适合出发前领取回程或转机使用的卡片。' },
    en: { name: 'Terminal 2 Departure Hall counter', terminal: 'Terminal 2', location: 'Departure hall, 3F, opposite check-in row 12', extra: 'Handy for collecting a card before a connecting trip.' },
    ja: { name: '第2ターミナル出発ロビーカウンター', terminal: '第2ターミナル', location: '出発ロビー3階、12番チェックインカウンター向かい', extra: '乗り継ぎ前の受け取りにも便利です。' },
    ko: { name: '제2터미널 출국장 카운터', terminal: '제2터미널', location: '출국장 3층, 12번 체크인 카운터 맞은편', extra: '환승 전 수령에도 편리합니다.' },
    vi: { name: 'Quầy sảnh đi Nhà ga 2', terminal: 'Nhà ga 2', location: 'Sảnh đi tầng 3, đối diện quầy làm thủ tục số 12', extra: 'Thuận tiện để nhận thẻ trước chuyến bay nối chuyến.' },
  },
])

const TSA_COUNTERS = counters([
  {
    'zh-TW': { name: '松山機場第一航廈入境大廳櫃檯', terminal: '第一航廈（國際線）', location: '國際線入境大廳，出口左側' },
    'zh-CN': { name: '松山机场第一航站楼入境大厅柜台', terminal: '第一航站楼（国际线）', location: '国际线入境大厅，出口左侧' },
    en: { name: 'Songshan Terminal 1 Arrival Hall counter', terminal: 'Terminal 1 (international)', location: 'International arrival hall, to the left of the exit' },
    ja: { name: '松山空港第1ターミナル到着ロビーカウンター', terminal: '第1ターミナル（国際線）', location: '国際線到着ロビー、出口を出て左側' },
    ko: { name: '쑹산공항 제1터미널 입국장 카운터', terminal: '제1터미널(국제선)', location: '국제선 입국장, 출구 왼쪽' },
    vi: { name: 'Quầy sảnh đến Nhà ga 1 Tùng Sơn', terminal: 'Nhà ga 1 (quốc tế)', location: 'Sảnh đến quốc tế, bên trái lối ra' },
  },
])

const RMQ_COUNTERS = counters([
  {
    'zh-TW': { name: '臺中機場國際線入境大廳櫃檯', terminal: '國際航廈', location: '入境大廳，旅遊服務中心旁', extra: '依航班時刻調整服務時間，最後航班抵達後 30 分鐘結束。' },
    'zh-CN': { name: '台中机场国际线入境大厅柜台', terminal: '国际航站楼', location: '入境大厅，旅游服务中心旁', extra: '服务时间依航班调整，末班航班抵达后 30 分钟结束。' },
    en: { name: 'Taichung International Arrival Hall counter', terminal: 'International terminal', location: 'Arrival hall, next to the tourist information centre', extra: 'Hours follow the flight schedule and end 30 minutes after the last arrival.' },
    ja: { name: '台中空港国際線到着ロビーカウンター', terminal: '国際線ターミナル', location: '到着ロビー、観光案内所横', extra: '営業時間はフライトスケジュールにより変動し、最終便到着の30分後に終了します。' },
    ko: { name: '타이중공항 국제선 입국장 카운터', terminal: '국제선 터미널', location: '입국장, 관광 안내 센터 옆', extra: '운영 시간은 항공편 일정에 따라 달라지며 마지막 항공편 도착 30분 후 종료됩니다.' },
    vi: { name: 'Quầy sảnh đến Nhà ga quốc tế Đài Trung', terminal: 'Nhà ga quốc tế', location: 'Sảnh đến, cạnh trung tâm thông tin du lịch', extra: 'Giờ mở cửa theo lịch bay, đóng cửa 30 phút sau chuyến bay đến cuối cùng.' },
  },
])

const KHH_COUNTERS = counters([
  {
    'zh-TW': { name: '高雄機場國際線入境大廳櫃檯', terminal: '國際航廈', location: '入境大廳 1 樓，外幣兌換處旁' },
    'zh-CN': { name: '高雄机场国际线入境大厅柜台', terminal: '国际航站楼', location: '入境大厅 1 楼，外币兑换处旁' },
    en: { name: 'Kaohsiung International Arrival Hall counter', terminal: 'International terminal', location: 'Arrival hall, 1F, next to the currency exchange' },
    ja: { name: '高雄空港国際線到着ロビーカウンター', terminal: '国際線ターミナル', location: '到着ロビー1階、両替所横' },
    ko: { name: '가오슝공항 국제선 입국장 카운터', terminal: '국제선 터미널', location: '입국장 1층, 환전소 옆' },
    vi: { name: 'Quầy sảnh đến Nhà ga quốc tế Cao Hùng', terminal: 'Nhà ga quốc tế', location: 'Sảnh đến tầng 1, cạnh quầy đổi ngoại tệ' },
  },
])

const airportNotes = (text: L<{ title: string; body: string; tips: string[] }>) =>
  Object.fromEntries(
    Object.entries(text).map(([locale, t]) => [
      locale,
      rich([
        ['h3', t.title],
        ['p', t.body],
        ['ul', t.tips],
      ]),
    ]),
  ) as L<ReturnType<typeof rich>>

const COMMON_TIPS: L<string[]> = {
  'zh-TW': ['取卡時請出示訂單 QR Code 或訂單編號。', CARD_RULE['zh-TW'], AGE_RULE['zh-TW']],
  'zh-CN': ['取卡时请出示订单二维码或订单编号。', CARD_RULE['zh-CN'], AGE_RULE['zh-CN']],
  en: ['Show your order QR code or order number at the counter.', CARD_RULE.en, AGE_RULE.en],
  ja: ['受け取りの際は予約のQRコードまたは注文番号をご提示ください。', CARD_RULE.ja, AGE_RULE.ja],
  ko: ['수령 시 주문 QR 코드 또는 주문 번호를 보여 주세요.', CARD_RULE.ko, AGE_RULE.ko],
  vi: ['Xuất trình mã QR hoặc mã đơn hàng tại quầy.', CARD_RULE.vi, AGE_RULE.vi],
}

const withTips = (text: L<{ title: string; body: string }>) =>
  airportNotes(
    Object.fromEntries(Object.entries(text).map(([l, t]) => [l, { ...t, tips: COMMON_TIPS[l as keyof typeof COMMON_TIPS] }])) as L<{
      title: string
      body: string
      tips: string[]
    }>,
  )

const TPE_NOTES = withTips({
  'zh-TW': { title: '取卡須知', body: '桃園機場第一、第二航廈皆設有服務櫃檯，第二航廈入境櫃檯 24 小時營業。請依您抵達的航廈選擇取卡地點；航廈之間可搭乘免費電車往返，約 5 分鐘。' },
  'zh-CN': { title: '取卡须知', body: '桃园机场第一、第二航站楼均设有服务柜台，第二航站楼入境柜台 24 小时营业。请根据抵达的航站楼选择取卡地点；两座航站楼之间可乘坐免费电车往返，约 5 分钟。' },
  en: { title: 'Before you pick up', body: 'We have counters in both terminals of Taoyuan Airport; the Terminal 2 arrival counter is open 24 hours. Choose the terminal you land at. The free Skytrain links the terminals in about five minutes.' },
  ja: { title: '受け取りの前に', body: '桃園空港は第1・第2ターミナルの両方にカウンターがあり、第2ターミナル到着ロビーは24時間営業です。到着ターミナルに合わせて受け取るカウンターをお選びください。ターミナル間は無料のスカイトレインで約5分です。' },
  ko: { title: '수령 전 안내', body: '타오위안공항 제1·제2터미널 모두 카운터가 있으며, 제2터미널 입국장 카운터는 24시간 운영합니다. 도착 터미널에 맞춰 수령 장소를 선택하세요. 터미널 간에는 무료 스카이트레인으로 약 5분 거리입니다.' },
  vi: { title: 'Lưu ý khi nhận thẻ', body: 'Sân bay Đào Viên có quầy ở cả Nhà ga 1 và Nhà ga 2; quầy sảnh đến Nhà ga 2 mở cửa 24 giờ. Hãy chọn nhà ga bạn hạ cánh. Tàu điện Skytrain miễn phí nối hai nhà ga trong khoảng 5 phút.' },
})

const TSA_NOTES = withTips({
  'zh-TW': { title: '取卡須知', body: '松山機場櫃檯位於國際線第一航廈，國內線旅客請步行至第一航廈入境大廳取卡。機場緊鄰捷運文湖線「松山機場站」，出站即達。' },
  'zh-CN': { title: '取卡须知', body: '松山机场柜台位于国际线第一航站楼，国内线旅客请步行至第一航站楼入境大厅取卡。机场紧邻地铁文湖线“松山机场站”，出站即达。' },
  en: { title: 'Before you pick up', body: 'Our Songshan counter is in Terminal 1 (international). Domestic passengers can walk over to the Terminal 1 arrival hall. The MRT Wenhu Line stops right outside at Songshan Airport Station.' },
  ja: { title: '受け取りの前に', body: '松山空港のカウンターは国際線の第1ターミナルにあります。国内線をご利用の方は第1ターミナル到着ロビーまで徒歩でお越しください。MRT文湖線「松山機場駅」がすぐ目の前です。' },
  ko: { title: '수령 전 안내', body: '쑹산공항 카운터는 국제선 제1터미널에 있습니다. 국내선 이용객은 제1터미널 입국장으로 걸어오시면 됩니다. MRT 원후선 쑹산공항역과 바로 연결됩니다.' },
  vi: { title: 'Lưu ý khi nhận thẻ', body: 'Quầy tại Tùng Sơn nằm ở Nhà ga 1 (quốc tế). Hành khách bay nội địa có thể đi bộ sang sảnh đến Nhà ga 1. Ga MRT Songshan Airport (tuyến Văn Hồ) nằm ngay bên ngoài.' },
})

const RMQ_NOTES = withTips({
  'zh-TW': { title: '取卡須知', body: '臺中機場國際線航班較少，櫃檯服務時間會配合航班調整。若航班延誤，請以電子郵件或聯絡表單告知客服，我們會安排人員等候。' },
  'zh-CN': { title: '取卡须知', body: '台中机场国际航班较少，柜台服务时间会配合航班调整。若航班延误，请通过电子邮件或联系表单告知客服，我们会安排人员等候。' },
  en: { title: 'Before you pick up', body: 'Taichung has fewer international flights, so counter hours follow the schedule. If your flight is delayed, tell customer service and our staff will wait for you.' },
  ja: { title: '受け取りの前に', body: '台中空港は国際線の便数が少ないため、カウンターの営業時間はフライトに合わせて調整しています。遅延の場合はカスタマーサービスにお知らせいただければ、スタッフがお待ちします。' },
  ko: { title: '수령 전 안내', body: '타이중공항은 국제선 항공편이 적어 카운터 운영 시간이 항공 일정에 맞춰 조정됩니다. 항공편이 지연되면 고객센터로 알려 주세요. 직원이 기다리겠습니다.' },
  vi: { title: 'Lưu ý khi nhận thẻ', body: 'Đài Trung có ít chuyến bay quốc tế nên giờ mở quầy được điều chỉnh theo lịch bay. Nếu chuyến bay bị trễ, hãy báo cho bộ phận chăm sóc khách hàng, nhân viên sẽ chờ bạn.' },
})

const KHH_NOTES = withTips({
  'zh-TW': { title: '取卡須知', body: '高雄機場櫃檯位於國際航廈入境大廳。機場與高雄捷運紅線「高雄國際機場站」相連，取卡後即可搭捷運前往市區。' },
  'zh-CN': { title: '取卡须知', body: '高雄机场柜台位于国际航站楼入境大厅。机场与高雄地铁红线“高雄国际机场站”相连，取卡后即可乘地铁前往市区。' },
  en: { title: 'Before you pick up', body: 'Our Kaohsiung counter is in the international terminal arrival hall. The airport connects directly to Kaohsiung International Airport Station on the MRT Red Line, so you can head downtown right after pickup.' },
  ja: { title: '受け取りの前に', body: '高雄空港のカウンターは国際線ターミナル到着ロビーにあります。空港はMRTレッドライン「高雄国際機場駅」と直結しており、受け取り後すぐに市内へ移動できます。' },
  ko: { title: '수령 전 안내', body: '가오슝공항 카운터는 국제선 터미널 입국장에 있습니다. 공항은 MRT 레드라인 가오슝국제공항역과 바로 연결되어 수령 후 곧바로 시내로 이동할 수 있습니다.' },
  vi: { title: 'Lưu ý khi nhận thẻ', body: 'Quầy tại Cao Hùng nằm ở sảnh đến nhà ga quốc tế. Sân bay nối thẳng với ga Kaohsiung International Airport trên tuyến MRT Đỏ, bạn có thể vào trung tâm ngay sau khi nhận thẻ.' },
})

type AirportText = { name: string; counters: CounterText[]; notes: ReturnType<typeof rich> }

const airportText = (name: L<string>, rows: L<CounterText[]>, notes: L<ReturnType<typeof rich>>) =>
  Object.fromEntries(
    Object.keys(name).map((l) => [l, { name: name[l as keyof L<string>], counters: rows[l as keyof L<string>], notes: notes[l as keyof L<string>] }]),
  ) as L<AirportText>

export const AIRPORTS: SeedDoc<'airports'>[] = [
  {
    key: 'TPE',
    shared: (refs) => ({
      code: 'TPE',
      region: refs.id('pickup-regions', 'north'),
      image: refs.id('media', 'airport-counter'),
      sortOrder: 10,
      counters: [
        { opensAt: '06:00', closesAt: '23:30' },
        { opensAt: '00:00', closesAt: '23:59' },
        { opensAt: '07:00', closesAt: '21:00' },
      ],
    }),
    text: airportText(
      {
        'zh-TW': '桃園國際機場',
        'zh-CN': '桃园国际机场',
        en: 'Taoyuan International Airport',
        ja: '桃園国際空港',
        ko: '타오위안 국제공항',
        vi: 'Sân bay quốc tế Đào Viên',
      },
      TPE_COUNTERS,
      TPE_NOTES,
    ),
  },
  {
    key: 'TSA',
    shared: (refs) => ({
      code: 'TSA',
      region: refs.id('pickup-regions', 'north'),
      image: refs.id('media', 'airport-terminal'),
      sortOrder: 20,
      counters: [{ opensAt: '07:00', closesAt: '22:00' }],
    }),
    text: airportText(
      {
        'zh-TW': '臺北松山機場',
        'zh-CN': '台北松山机场',
        en: 'Taipei Songshan Airport',
        ja: '台北松山空港',
        ko: '타이베이 쑹산공항',
        vi: 'Sân bay Tùng Sơn Đài Bắc',
      },
      TSA_COUNTERS,
      TSA_NOTES,
    ),
  },
  {
    key: 'RMQ',
    shared: (refs) => ({
      code: 'RMQ',
      region: refs.id('pickup-regions', 'central'),
      image: refs.id('media', 'airport-terminal'),
      sortOrder: 30,
      counters: [{ opensAt: '08:00', closesAt: '21:00' }],
    }),
    text: airportText(
      {
        'zh-TW': '臺中國際機場',
        'zh-CN': '台中国际机场',
        en: 'Taichung International Airport',
        ja: '台中国際空港',
        ko: '타이중 국제공항',
        vi: 'Sân bay quốc tế Đài Trung',
      },
      RMQ_COUNTERS,
      RMQ_NOTES,
    ),
  },
  {
    key: 'KHH',
    shared: (refs) => ({
      code: 'KHH',
      region: refs.id('pickup-regions', 'south'),
      image: refs.id('media', 'airport-terminal'),
      sortOrder: 40,
      counters: [{ opensAt: '07:00', closesAt: '23:00' }],
    }),
    text: airportText(
      {
        'zh-TW': '高雄國際機場',
        'zh-CN': '高雄国际机场',
        en: 'Kaohsiung International Airport',
        ja: '高雄国際空港',
        ko: '가오슝 국제공항',
        vi: 'Sân bay quốc tế Cao Hùng',
      },
      KHH_COUNTERS,
      KHH_NOTES,
    ),
  },
]
