/**
 * Product categories and SIM / eSIM products. The tab texts (features, description, specifications)
 * are written per language from one product sheet, so every product states the same business rules
 * (spec §5, §9): one SIM card per passport (CARD_RULE), 18+ (AGE_RULE: Taiwan's age of majority since 2023), passport + second ID at
 * pickup, 24-hour days, NT$30 cancellation fee before pickup, no refund once activated.
 */
import type { Locale } from '@/domain/locale'

import { AGE_RULE, AIRPORT_SHORT, byLocale, CARD_RULE, gb, list, metaDescription, metaTitle, UNLIMITED, type AirportCode } from './i18n'
import { rich, type Block } from './lexical'
import type { L, SeedDoc } from './store'

export const CATEGORIES: SeedDoc<'product-categories'>[] = [
  {
    key: 'sim',
    shared: () => ({ sortOrder: 10 }),
    text: {
      'zh-TW': { name: '4G/5G 預付卡（機場取卡）', description: '抵台後於桃園、松山、臺中、高雄機場櫃檯領取實體 SIM 卡，插卡即用，吃到飽與流量型方案任您選。' },
      'zh-CN': { name: '4G/5G 预付卡（机场取卡）', description: '抵台后在桃园、松山、台中、高雄机场柜台领取实体 SIM 卡，插卡即用，无限流量与流量型套餐任您选。' },
      en: { name: '4G/5G prepaid SIM cards (airport pickup)', description: 'Collect a physical SIM card at our counters in Taoyuan, Songshan, Taichung or Kaohsiung airport. Insert it and go: unlimited and fixed-data plans.' },
      ja: { name: '4G/5GプリペイドSIM（空港受取）', description: '桃園・松山・台中・高雄の各空港カウンターで受け取れるSIMカード。差し込むだけですぐ使え、無制限プランとデータ容量プランから選べます。' },
      ko: { name: '4G/5G 선불 유심(공항 수령)', description: '타오위안·쑹산·타이중·가오슝 공항 카운터에서 수령하는 실물 유심입니다. 끼우기만 하면 바로 사용 가능하며 무제한 요금제와 데이터 요금제 중 선택할 수 있습니다.' },
      vi: { name: 'SIM trả trước 4G/5G (nhận tại sân bay)', description: 'Nhận SIM vật lý tại quầy ở sân bay Đào Viên, Tùng Sơn, Đài Trung hoặc Cao Hùng. Lắp vào là dùng, có gói không giới hạn và gói theo dung lượng.' },
    },
  },
  {
    key: 'esim',
    shared: () => ({ sortOrder: 20 }),
    text: {
      'zh-TW': { name: 'eSIM 虛擬卡', description: '免排隊、免換卡，付款後 QR Code 立即寄送至信箱，掃描安裝後抵台即可上網。' },
      'zh-CN': { name: 'eSIM 虚拟卡', description: '免排队、免换卡，付款后二维码即时发送至邮箱，扫码安装后抵台即可上网。' },
      en: { name: 'eSIM (virtual cards)', description: 'No queue and no SIM swap: your QR code arrives by e-mail right after payment. Scan it, install, and get online the moment you land.' },
      ja: { name: 'eSIM（バーチャルカード）', description: '受け取りもSIMの差し替えも不要。決済後すぐにQRコードがメールで届き、読み取って設定すれば到着後すぐにネットにつながります。' },
      ko: { name: 'eSIM', description: '줄 서거나 유심을 바꿀 필요가 없습니다. 결제 후 QR 코드가 바로 이메일로 발송되며, 스캔해 설치하면 도착 즉시 인터넷을 사용할 수 있습니다.' },
      vi: { name: 'eSIM (thẻ ảo)', description: 'Không xếp hàng, không cần thay SIM: mã QR được gửi qua e-mail ngay sau khi thanh toán. Quét mã, cài đặt và lên mạng ngay khi hạ cánh.' },
    },
  },
]

type Kind = 'unlimited' | 'data' | 'calls' | 'longStay'
type PlanNote = 'popular' | 'bestValue' | 'shortTrip'

/** The note shown beside a plan, by the plan's `note`. */
const PLAN_NOTES: Record<PlanNote, L<string>> = {
  popular: { 'zh-TW': '熱銷方案', 'zh-CN': '热销套餐', en: 'Most popular', ja: '人気No.1', ko: '인기 요금제', vi: 'Bán chạy nhất' },
  bestValue: { 'zh-TW': '最划算', 'zh-CN': '最划算', en: 'Best value', ja: 'いちばんお得', ko: '최고 가성비', vi: 'Tiết kiệm nhất' },
  shortTrip: { 'zh-TW': '短程旅遊首選', 'zh-CN': '短途旅行首选', en: 'Great for short trips', ja: '短期旅行におすすめ', ko: '짧은 여행에 추천', vi: 'Phù hợp chuyến đi ngắn' },
}

type Plan = { days: number; priceTwd: number; gb?: number; note?: PlanNote }

type ProductSheet = {
  key: string
  category: 'sim' | 'esim'
  cardType: 'physical' | 'esim'
  network: '5G' | '4G'
  kind: Kind
  images: string[]
  airports?: AirportCode[]
  plans: Plan[]
  /** eSIMs issued by the wholesaler per order (their plans name its packages), not imported codes. */
  esimSource?: 'esimAccess'
  sortOrder: number
  published?: boolean
  name: L<string>
  summary: L<string>
  /** The product's own opening paragraph. */
  intro: L<string>
}

type Ctx = { net: '5G' | '4G'; kind: Kind; esim: boolean; airports: string }

/** Tab texts per language. */
const COPY: Record<Locale, (c: Ctx) => { features: Block[]; steps: string[]; notes: string[]; specs: string[] }> = {
  'zh-TW': (c) => ({
    features: [
      ['h3', '商品特色'],
      [
        'ul',
        [
          {
            unlimited: `${c.net} 高速上網吃到飽，不限量、不降速`,
            data: `${c.net} 高速流量，用完可隨時線上加值`,
            calls: '4G 高速上網，附台灣門號與 NT$100 通話費',
            longStay: '30 天長效期，遊學、出差、長住都適用',
          }[c.kind],
          '支援熱點分享，同行親友一起上網',
          '以 24 小時為一天計算，自開通當下起算',
          '使用國內電信合作夥伴網路，全台人口覆蓋率逾 99%',
          c.esim ? '免換卡，付款後 QR Code 立即寄送至信箱' : `可於${c.airports}櫃檯取卡`,
        ],
      ],
    ],
    steps: c.esim
      ? ['選擇天數方案並完成付款，QR Code 會寄到您的電子信箱。', '在 Wi‑Fi 環境下掃描 QR Code 安裝 eSIM，建議出發前完成。', '抵達台灣後將此 eSIM 設為行動數據線路，並開啟數據漫遊。', '連上網路即完成開通，使用天數自此起算。']
      : ['選擇方案、取卡日期與機場並完成付款。', '抵台後至櫃檯出示護照、第二證件與訂單 QR Code 領取 SIM 卡。', '關機後插入 SIM 卡再開機，系統會自動開通。', '看到訊號即可開始上網，使用天數自開通起算。'],
    notes: [
      ...(c.esim ? [] : [CARD_RULE['zh-TW']]),
      AGE_RULE['zh-TW'],
      c.esim ? '安裝前請確認手機已解除電信鎖並支援 eSIM；QR Code 僅能安裝一次。' : '取卡須出示護照及第二證件（如駕照、身分證），所需證件依國籍而異。',
      '付款後、取卡或開通前取消，每筆訂單酌收 NT$30 手續費；開通或使用後恕不退費。',
    ],
    specs: [
      `網路：${c.net === '5G' ? '5G（無 5G 訊號處自動切換 4G）' : '4G LTE'}`,
      `流量：${c.kind === 'unlimited' ? '無限流量，不降速' : c.kind === 'longStay' ? '依方案容量或無限流量' : '依方案容量，用完可加值'}`,
      '天數計算：自開通起每 24 小時為一天',
      '熱點分享：支援',
      `通話：${c.kind === 'calls' ? '附台灣門號，含 NT$100 通話費，可接聽來電' : '僅提供數據服務，無門號通話'}`,
      c.esim ? '卡片類型：eSIM 虛擬卡（需支援 eSIM 的解鎖手機）' : '卡片類型：三合一 SIM 卡（標準／Micro／Nano）',
      c.esim ? '交付方式：付款後以電子郵件寄送 QR Code' : `取卡地點：${c.airports}`,
      '開通方式：插卡或安裝後首次連網自動開通',
    ],
  }),
  'zh-CN': (c) => ({
    features: [
      ['h3', '商品特色'],
      [
        'ul',
        [
          {
            unlimited: `${c.net} 高速上网无限流量，不限量、不降速`,
            data: `${c.net} 高速流量，用完可随时在线充值`,
            calls: '4G 高速上网，附台湾本地号码与 NT$100 通话费',
            longStay: '30 天长有效期，游学、出差、长住都适用',
          }[c.kind],
          '支持热点分享，同行亲友一起上网',
          '以 24 小时为一天计算，自开通时起算',
          '使用台湾本地电信合作伙伴网络，全台湾人口覆盖率超过 99%',
          c.esim ? '无需换卡，付款后二维码即时发送至邮箱' : `可在${c.airports}柜台取卡`,
        ],
      ],
    ],
    steps: c.esim
      ? ['选择天数套餐并完成付款，二维码会发送到您的邮箱。', '在 Wi‑Fi 环境下扫描二维码安装 eSIM，建议出发前完成。', '抵达台湾后将此 eSIM 设为移动数据线路，并开启数据漫游。', '连上网络即完成开通，使用天数自此起算。']
      : ['选择套餐、取卡日期与机场并完成付款。', '抵台后到柜台出示护照、第二证件与订单二维码领取 SIM 卡。', '关机后插入 SIM 卡再开机，系统会自动开通。', '出现信号即可开始上网，使用天数自开通起算。'],
    notes: [
      ...(c.esim ? [] : [CARD_RULE['zh-CN']]),
      AGE_RULE['zh-CN'],
      c.esim ? '安装前请确认手机已解锁并支持 eSIM；二维码仅能安装一次。' : '取卡须出示护照及第二证件（如驾照、身份证），所需证件依国籍而异。',
      '付款后、取卡或开通前取消，每笔订单收取 NT$30 手续费；开通或使用后恕不退款。',
    ],
    specs: [
      `网络：${c.net === '5G' ? '5G（无 5G 信号处自动切换 4G）' : '4G LTE'}`,
      `流量：${c.kind === 'unlimited' ? '无限流量，不降速' : c.kind === 'longStay' ? '依套餐容量或无限流量' : '依套餐容量，用完可充值'}`,
      '天数计算：自开通起每 24 小时为一天',
      '热点分享：支持',
      `通话：${c.kind === 'calls' ? '附台湾本地号码，含 NT$100 通话费，可接听来电' : '仅提供数据服务，不含号码通话'}`,
      c.esim ? '卡片类型：eSIM 虚拟卡（需支持 eSIM 的无锁手机）' : '卡片类型：三合一 SIM 卡（标准／Micro／Nano）',
      c.esim ? '交付方式：付款后通过电子邮件发送二维码' : `取卡地点：${c.airports}`,
      '开通方式：插卡或安装后首次联网自动开通',
    ],
  }),
  en: (c) => ({
    features: [
      ['h3', 'Features'],
      [
        'ul',
        [
          {
            unlimited: `Truly unlimited ${c.net} data: no cap, no throttling`,
            data: `High-speed ${c.net} data; top up online any time`,
            calls: 'Fast 4G data plus a Taiwan number with NT$100 call credit',
            longStay: 'Valid for 30 days: ideal for study trips, business and long stays',
          }[c.kind],
          'Hotspot and tethering allowed: share with your travel companions',
          'Validity counted in 24-hour days from activation',
          "Runs on our partner's national network, covering over 99% of Taiwan's population",
          c.esim ? 'No SIM swap: your QR code arrives by e-mail right after payment' : `Pick up at ${c.airports}`,
        ],
      ],
    ],
    steps: c.esim
      ? ['Choose your plan and pay; the QR code is sent to your e-mail.', 'Scan the QR code on Wi-Fi to install the eSIM, ideally before you fly.', 'After landing, set this eSIM as your mobile data line and turn on data roaming.', 'It activates on first connection; your days start counting from then.']
      : ['Choose a plan, pickup date and airport, then pay.', 'After landing, show your passport, a second ID and the order QR code at the counter.', 'Switch your phone off, insert the SIM and switch it on again: it activates automatically.', 'Once you see signal you are online; your days count from activation.'],
    notes: [
      ...(c.esim ? [] : [CARD_RULE.en]),
      AGE_RULE.en,
      c.esim
        ? 'Make sure your phone is carrier-unlocked and eSIM-capable before you buy; a QR code can be installed only once.'
        : 'Bring your passport and a second ID (e.g. driving licence or national ID card) to pick up; accepted documents depend on nationality.',
      'Cancelling after payment but before pickup or activation costs NT$30 per order; no refunds once the card is activated or used.',
    ],
    specs: [
      `Network: ${c.net === '5G' ? '5G (falls back to 4G where 5G is unavailable)' : '4G LTE'}`,
      `Data: ${c.kind === 'unlimited' ? 'unlimited, no throttling' : c.kind === 'longStay' ? 'per plan, up to unlimited' : 'per plan; top-ups available'}`,
      'Validity: counted in 24-hour days from activation',
      'Hotspot: allowed',
      `Calls: ${c.kind === 'calls' ? 'Taiwan number with NT$100 call credit; incoming calls free' : 'data only, no phone number'}`,
      c.esim ? 'Card type: eSIM (requires an unlocked, eSIM-compatible phone)' : 'Card type: 3-in-1 SIM (standard / micro / nano)',
      c.esim ? 'Delivery: QR code by e-mail after payment' : `Pickup: ${c.airports}`,
      'Activation: automatic on first connection',
    ],
  }),
  ja: (c) => ({
    features: [
      ['h3', '特長'],
      [
        'ul',
        [
          {
            unlimited: `${c.net}高速データが使い放題。容量制限・速度制限なし`,
            data: `${c.net}の高速データ。使い切ってもオンラインでいつでもチャージ可能`,
            calls: '4G高速データに加え、台湾の電話番号とNT$100分の通話クレジット付き',
            longStay: '30日間の長期有効。留学・出張・長期滞在に最適',
          }[c.kind],
          'テザリング対応。同行者とシェアできます',
          'ご利用日数は開通時から24時間単位でカウント',
          '台湾大手通信キャリアのネットワークを利用、人口カバー率99%以上',
          c.esim ? 'SIMの差し替え不要。決済後すぐにQRコードをメールでお届け' : `${c.airports}のカウンターで受け取り`,
        ],
      ],
    ],
    steps: c.esim
      ? ['プランを選んで決済すると、QRコードがメールで届きます。', 'Wi-Fi環境でQRコードを読み取りeSIMを追加します（出発前がおすすめ）。', '台湾到着後、このeSIMをモバイルデータ通信の回線に設定し、データローミングをオンにします。', '接続した時点で開通し、ご利用日数のカウントが始まります。']
      : ['プラン・受取日・空港を選んで決済します。', '到着後、カウンターでパスポート・2点目の身分証明書・予約QRコードを提示して受け取ります。', '電源を切ってSIMを差し込み、再起動すると自動で開通します。', '電波が入ればすぐに利用できます。日数は開通時からカウントされます。'],
    notes: [
      ...(c.esim ? [] : [CARD_RULE.ja]),
      AGE_RULE.ja,
      c.esim
        ? 'ご購入前に端末がSIMロック解除済みでeSIMに対応していることをご確認ください。QRコードのインストールは1回限りです。'
        : '受け取りにはパスポートと2点目の身分証明書（運転免許証など）が必要です。必要書類は国籍により異なります。',
      '決済後、受け取り・開通前のキャンセルは1件につきNT$30の手数料がかかります。開通・使用後の返金はできません。',
    ],
    specs: [
      `通信方式：${c.net === '5G' ? '5G（5Gエリア外では自動で4Gに切り替え）' : '4G LTE'}`,
      `データ容量：${c.kind === 'unlimited' ? '無制限・速度制限なし' : c.kind === 'longStay' ? 'プランにより容量型または無制限' : 'プランの容量まで（チャージ可能）'}`,
      '利用日数：開通時から24時間を1日としてカウント',
      'テザリング：対応',
      `通話：${c.kind === 'calls' ? '台湾の電話番号付き、NT$100分の通話クレジット込み、着信無料' : 'データ通信専用（電話番号なし）'}`,
      c.esim ? 'カード種類：eSIM（SIMフリーかつeSIM対応端末が必要）' : 'カード種類：マルチSIM（標準／micro／nano）',
      c.esim ? 'お渡し方法：決済後にQRコードをメールで送付' : `受取場所：${c.airports}`,
      '開通方法：初回接続時に自動開通',
    ],
  }),
  ko: (c) => ({
    features: [
      ['h3', '특징'],
      [
        'ul',
        [
          {
            unlimited: `${c.net} 고속 데이터 완전 무제한, 속도 제한 없음`,
            data: `${c.net} 고속 데이터, 소진 후 온라인으로 언제든 충전 가능`,
            calls: '4G 고속 데이터와 대만 현지 번호, NT$100 통화 크레딧 포함',
            longStay: '30일 장기 사용 가능, 어학연수·출장·장기 체류에 적합',
          }[c.kind],
          '핫스팟(테더링) 지원, 일행과 함께 사용 가능',
          '사용 기간은 개통 시점부터 24시간 단위로 계산',
          '대만 대표 통신사 파트너 네트워크 이용, 인구 커버리지 99% 이상',
          c.esim ? '유심 교체 불필요, 결제 즉시 QR 코드를 이메일로 발송' : `${c.airports} 카운터에서 수령`,
        ],
      ],
    ],
    steps: c.esim
      ? ['요금제를 선택해 결제하면 QR 코드가 이메일로 발송됩니다.', 'Wi-Fi 환경에서 QR 코드를 스캔해 eSIM을 설치합니다(출국 전 설치 권장).', '대만 도착 후 이 eSIM을 모바일 데이터 회선으로 설정하고 데이터 로밍을 켭니다.', '처음 연결되는 순간 개통되며 사용 기간이 시작됩니다.']
      : ['요금제, 수령일, 공항을 선택하고 결제합니다.', '도착 후 카운터에서 여권, 제2 신분증, 주문 QR 코드를 보여 주고 유심을 받습니다.', '휴대폰 전원을 끄고 유심을 넣은 뒤 다시 켜면 자동으로 개통됩니다.', '신호가 잡히면 바로 사용할 수 있으며 기간은 개통 시점부터 계산됩니다.'],
    notes: [
      ...(c.esim ? [] : [CARD_RULE.ko]),
      AGE_RULE.ko,
      c.esim
        ? '구매 전 휴대폰이 컨트리락 해제 상태이며 eSIM을 지원하는지 확인해 주세요. QR 코드는 한 번만 설치할 수 있습니다.'
        : '수령 시 여권과 제2 신분증(운전면허증 등)이 필요하며, 필요한 서류는 국적에 따라 다릅니다.',
      '결제 후 수령·개통 전 취소 시 주문 건당 NT$30의 수수료가 부과되며, 개통 또는 사용 후에는 환불되지 않습니다.',
    ],
    specs: [
      `네트워크: ${c.net === '5G' ? '5G(5G 미지원 지역에서는 4G로 자동 전환)' : '4G LTE'}`,
      `데이터: ${c.kind === 'unlimited' ? '무제한, 속도 제한 없음' : c.kind === 'longStay' ? '요금제별 용량 또는 무제한' : '요금제별 용량, 충전 가능'}`,
      '사용 기간: 개통 시점부터 24시간을 1일로 계산',
      '핫스팟: 지원',
      `통화: ${c.kind === 'calls' ? '대만 현지 번호, NT$100 통화 크레딧 포함, 수신 무료' : '데이터 전용(전화번호 없음)'}`,
      c.esim ? '상품 유형: eSIM(컨트리락 해제된 eSIM 지원 기기 필요)' : '상품 유형: 3-in-1 유심(표준/마이크로/나노)',
      c.esim ? '발송 방법: 결제 후 이메일로 QR 코드 발송' : `수령 장소: ${c.airports}`,
      '개통 방법: 최초 연결 시 자동 개통',
    ],
  }),
  vi: (c) => ({
    features: [
      ['h3', 'Đặc điểm'],
      [
        'ul',
        [
          {
            unlimited: `Data ${c.net} tốc độ cao không giới hạn, không bóp băng thông`,
            data: `Data ${c.net} tốc độ cao, nạp thêm trực tuyến bất cứ lúc nào`,
            calls: 'Data 4G tốc độ cao kèm số Đài Loan và 100 NT$ tiền gọi',
            longStay: 'Hạn dùng 30 ngày, lý tưởng cho du học, công tác và lưu trú dài ngày',
          }[c.kind],
          'Hỗ trợ phát Wi-Fi (hotspot) để chia sẻ cùng bạn đồng hành',
          'Thời hạn tính theo ngày 24 giờ kể từ khi kích hoạt',
          'Sử dụng mạng của đối tác viễn thông quốc gia, phủ sóng hơn 99% dân số Đài Loan',
          c.esim ? 'Không cần thay SIM: mã QR được gửi qua e-mail ngay sau khi thanh toán' : `Nhận thẻ tại ${c.airports}`,
        ],
      ],
    ],
    steps: c.esim
      ? ['Chọn gói và thanh toán, mã QR sẽ được gửi đến e-mail của bạn.', 'Quét mã QR khi có Wi-Fi để cài eSIM, tốt nhất là trước khi bay.', 'Khi đến Đài Loan, chọn eSIM này làm đường dữ liệu di động và bật chuyển vùng dữ liệu.', 'eSIM kích hoạt ở lần kết nối đầu tiên, thời hạn bắt đầu tính từ lúc đó.']
      : ['Chọn gói, ngày nhận và sân bay rồi thanh toán.', 'Khi hạ cánh, xuất trình hộ chiếu, giấy tờ thứ hai và mã QR đơn hàng tại quầy.', 'Tắt máy, lắp SIM rồi bật lại: SIM tự động kích hoạt.', 'Có sóng là dùng được ngay; thời hạn tính từ lúc kích hoạt.'],
    notes: [
      ...(c.esim ? [] : [CARD_RULE.vi]),
      AGE_RULE.vi,
      c.esim
        ? 'Trước khi mua, hãy kiểm tra điện thoại đã mở khóa mạng và hỗ trợ eSIM; mỗi mã QR chỉ cài đặt được một lần.'
        : 'Khi nhận thẻ cần hộ chiếu và một giấy tờ tùy thân thứ hai (bằng lái xe, CCCD…); giấy tờ yêu cầu tùy theo quốc tịch.',
      'Hủy sau khi thanh toán nhưng trước khi nhận thẻ hoặc kích hoạt: phí 30 NT$ mỗi đơn; không hoàn tiền khi thẻ đã kích hoạt hoặc sử dụng.',
    ],
    specs: [
      `Mạng: ${c.net === '5G' ? '5G (tự chuyển sang 4G ở nơi chưa có 5G)' : '4G LTE'}`,
      `Dung lượng: ${c.kind === 'unlimited' ? 'không giới hạn, không bóp băng thông' : c.kind === 'longStay' ? 'theo gói, có gói không giới hạn' : 'theo gói, có thể nạp thêm'}`,
      'Thời hạn: tính theo ngày 24 giờ kể từ khi kích hoạt',
      'Phát Wi-Fi: có',
      `Gọi điện: ${c.kind === 'calls' ? 'số Đài Loan kèm 100 NT$ tiền gọi, nghe gọi đến miễn phí' : 'chỉ data, không có số điện thoại'}`,
      c.esim ? 'Loại thẻ: eSIM (cần điện thoại đã mở khóa, hỗ trợ eSIM)' : 'Loại thẻ: SIM 3 trong 1 (thường / micro / nano)',
      c.esim ? 'Giao hàng: mã QR gửi qua e-mail sau khi thanh toán' : `Nơi nhận: ${c.airports}`,
      'Kích hoạt: tự động ở lần kết nối đầu tiên',
    ],
  }),
}

const HEADINGS: L<{ how: string; notes: string; specs: string }> = {
  'zh-TW': { how: '使用流程', notes: '購買須知', specs: '規格說明' },
  'zh-CN': { how: '使用流程', notes: '购买须知', specs: '规格说明' },
  en: { how: 'How it works', notes: 'Good to know', specs: 'Specifications' },
  ja: { how: 'ご利用の流れ', notes: 'ご購入前の注意事項', specs: '仕様' },
  ko: { how: '이용 방법', notes: '구매 전 안내', specs: '상세 사양' },
  vi: { how: 'Cách sử dụng', notes: 'Lưu ý khi mua', specs: 'Thông số' },
}

function productText(sheet: ProductSheet) {
  return byLocale((locale) => {
    const ctx: Ctx = {
      net: sheet.network,
      kind: sheet.kind,
      esim: sheet.cardType === 'esim',
      airports: list(locale, (sheet.airports ?? []).map((code) => AIRPORT_SHORT[code][locale])),
    }
    const copy = COPY[locale](ctx)
    const h = HEADINGS[locale]
    return {
      name: sheet.name[locale],
      summary: sheet.summary[locale],
      features: rich(copy.features),
      description: rich([['p', sheet.intro[locale]], ['h3', h.how], ['ol', copy.steps], ['h3', h.notes], ['ul', copy.notes]]),
      specifications: rich([['h3', h.specs], ['ul', copy.specs]]),
      plans: sheet.plans.map((plan) => ({
        dataAllowance: plan.gb ? gb(locale, plan.gb) : UNLIMITED[locale],
        note: plan.note ? PLAN_NOTES[plan.note][locale] : null,
      })),
      meta: {
        title: metaTitle(locale, sheet.name[locale]),
        description: metaDescription(locale, sheet.summary[locale]),
      },
    }
  })
}

const SHEETS: ProductSheet[] = [
  {
    key: 'sim-5g-unlimited',
    category: 'sim',
    cardType: 'physical',
    network: '5G',
    kind: 'unlimited',
    images: ['product-5g-unlimited-sim', 'airport-counter'],
    airports: ['TPE', 'TSA', 'RMQ', 'KHH'],
    sortOrder: 10,
    plans: [
      { days: 3, priceTwd: 300, note: 'shortTrip' },
      { days: 5, priceTwd: 450 },
      { days: 7, priceTwd: 500, note: 'popular' },
      { days: 10, priceTwd: 700 },
      { days: 15, priceTwd: 1000, note: 'bestValue' },
    ],
    name: {
      'zh-TW': '台灣 5G 吃到飽上網卡',
      'zh-CN': '台湾 5G 无限流量上网卡',
      en: 'Taiwan 5G Unlimited SIM',
      ja: '台湾5G無制限SIMカード',
      ko: '대만 5G 무제한 유심',
      vi: 'SIM 5G Đài Loan không giới hạn',
    },
    summary: {
      'zh-TW': '5G 高速上網吃到飽，不限量不降速，四大機場櫃檯取卡，落地即可上網。',
      'zh-CN': '5G 高速上网无限流量，不限量不降速，四大机场柜台取卡，落地即可上网。',
      en: 'Unlimited 5G data with no throttling. Pick it up at any of four airports and get online as soon as you land.',
      ja: '5G高速データが使い放題、速度制限なし。4つの空港カウンターで受け取って、到着後すぐにネットにつながります。',
      ko: '속도 제한 없는 5G 무제한 데이터. 4개 공항 카운터에서 수령해 도착 즉시 인터넷을 사용하세요.',
      vi: 'Data 5G không giới hạn, không bóp băng thông. Nhận tại 4 sân bay và lên mạng ngay khi hạ cánh.',
    },
    intro: {
      'zh-TW': '我們最受歡迎的旅遊上網卡：台北市區、高鐵沿線與熱門景點皆有 5G 訊號，看影片、視訊通話、導航一次搞定。無論 3 天小旅行或半個月環島，都有適合的天數方案。',
      'zh-CN': '我们最受欢迎的旅游上网卡：台北市区、高铁沿线与热门景点都有 5G 信号，看视频、视频通话、导航一次搞定。无论 3 天短途旅行还是半个月环岛，都有合适的天数套餐。',
      en: 'Our best-selling travel SIM. 5G covers downtown Taipei, the high-speed rail corridor and the main sights, so streaming, video calls and maps just work. Whether you are here for a three-day city break or a two-week round-the-island trip, there is a plan for you.',
      ja: '当店でいちばん人気の旅行用SIMです。台北市内や新幹線沿線、主要観光地で5Gが使え、動画視聴もビデオ通話も地図アプリも快適。3日間の週末旅行から半月かけての台湾一周まで、日数に合わせてプランを選べます。',
      ko: '가장 인기 있는 여행용 유심입니다. 타이베이 시내, 고속철도 노선, 주요 관광지에서 5G를 사용할 수 있어 동영상, 영상 통화, 지도 앱 모두 쾌적합니다. 3일 짧은 여행부터 2주 일주 여행까지 일정에 맞는 요금제를 고르세요.',
      vi: 'Sản phẩm bán chạy nhất của chúng tôi. Sóng 5G phủ khắp trung tâm Đài Bắc, dọc tuyến đường sắt cao tốc và các điểm tham quan nổi tiếng, xem video, gọi video hay chỉ đường đều mượt mà. Dù đi 3 ngày hay vòng quanh đảo nửa tháng, bạn đều có gói phù hợp.',
    },
  },
  {
    key: 'sim-4g-unlimited',
    category: 'sim',
    cardType: 'physical',
    network: '4G',
    kind: 'unlimited',
    images: ['product-4g-unlimited-sim'],
    airports: ['TPE', 'RMQ', 'KHH'],
    sortOrder: 20,
    plans: [
      { days: 3, priceTwd: 250 },
      { days: 5, priceTwd: 350, note: 'popular' },
      { days: 7, priceTwd: 450 },
      { days: 10, priceTwd: 600 },
      { days: 30, priceTwd: 1000, note: 'bestValue' },
    ],
    name: {
      'zh-TW': '台灣 4G 吃到飽上網卡',
      'zh-CN': '台湾 4G 无限流量上网卡',
      en: 'Taiwan 4G Unlimited SIM',
      ja: '台湾4G無制限SIMカード',
      ko: '대만 4G 무제한 유심',
      vi: 'SIM 4G Đài Loan không giới hạn',
    },
    summary: {
      'zh-TW': '穩定的 4G 吃到飽，價格更實惠，適合日常上網、社群分享與導航。',
      'zh-CN': '稳定的 4G 无限流量，价格更实惠，适合日常上网、社交分享与导航。',
      en: 'Reliable unlimited 4G at a friendlier price: perfect for browsing, social media and maps.',
      ja: '安定の4G無制限をよりお手頃に。SNSや地図アプリなど普段使いに最適です。',
      ko: '안정적인 4G 무제한을 더 합리적인 가격에. SNS, 지도 등 일상적인 사용에 딱입니다.',
      vi: 'Data 4G không giới hạn ổn định với giá dễ chịu hơn: lướt web, mạng xã hội và bản đồ thoải mái.',
    },
    intro: {
      'zh-TW': '不一定需要 5G？這張 4G 吃到飽上網卡訊號穩定、全台覆蓋廣，從阿里山到墾丁都能順暢上網，是預算型旅客與背包客的最愛。',
      'zh-CN': '不一定需要 5G？这张 4G 无限流量上网卡信号稳定、全台湾覆盖广，从阿里山到垦丁都能顺畅上网，是预算型旅客与背包客的最爱。',
      en: "Don't need 5G? This unlimited 4G SIM has steady signal and wide coverage, from Alishan to Kenting. A favourite with budget travellers and backpackers.",
      ja: '5Gでなくても十分という方に。安定した電波と広いエリアで、阿里山から墾丁までスムーズにつながる4G無制限SIMです。節約派の旅行者やバックパッカーに人気です。',
      ko: '5G까지는 필요 없다면? 안정적인 신호와 넓은 커버리지로 아리산부터 컨딩까지 끊김 없이 연결되는 4G 무제한 유심입니다. 알뜰 여행자와 배낭여행객에게 인기입니다.',
      vi: 'Không cần 5G? SIM 4G không giới hạn này có sóng ổn định, phủ rộng từ A Lý Sơn đến Khẩn Đinh. Lựa chọn yêu thích của khách du lịch tiết kiệm và dân phượt.',
    },
  },
  {
    key: 'sim-4g-data-calls',
    category: 'sim',
    cardType: 'physical',
    network: '4G',
    kind: 'calls',
    images: ['product-4g-data-calls-sim'],
    airports: ['TPE', 'TSA'],
    sortOrder: 30,
    plans: [
      { days: 5, priceTwd: 300, gb: 5 },
      { days: 7, priceTwd: 400, gb: 10, note: 'popular' },
      { days: 10, priceTwd: 500, gb: 15 },
      { days: 15, priceTwd: 650, gb: 20 },
    ],
    name: {
      'zh-TW': '台灣 4G 上網＋通話卡',
      'zh-CN': '台湾 4G 上网＋通话卡',
      en: 'Taiwan 4G Data & Calls SIM',
      ja: '台湾4Gデータ＋通話SIMカード',
      ko: '대만 4G 데이터+통화 유심',
      vi: 'SIM 4G Đài Loan data + gọi thoại',
    },
    summary: {
      'zh-TW': '附台灣門號與 NT$100 通話費，訂餐廳、叫車、聯絡民宿都方便。',
      'zh-CN': '附台湾本地号码与 NT$100 通话费，订餐厅、叫车、联系民宿都方便。',
      en: 'Comes with a Taiwan phone number and NT$100 call credit: easy restaurant bookings, taxis and calls to your host.',
      ja: '台湾の電話番号とNT$100分の通話クレジット付き。レストランの予約やタクシー、宿への連絡に便利です。',
      ko: '대만 현지 번호와 NT$100 통화 크레딧 포함. 식당 예약, 택시 호출, 숙소 연락이 편리합니다.',
      vi: 'Kèm số điện thoại Đài Loan và 100 NT$ tiền gọi: đặt nhà hàng, gọi taxi, liên lạc chủ nhà dễ dàng.',
    },
    intro: {
      'zh-TW': '需要台灣門號收簡訊驗證、打電話預約餐廳？這張卡同時提供 4G 高速流量與本地門號，來電免費接聽，適合商務旅客與自由行。',
      'zh-CN': '需要台湾号码接收短信验证、打电话预约餐厅？这张卡同时提供 4G 高速流量与本地号码，来电免费接听，适合商务旅客与自由行。',
      en: 'Need a local number for SMS codes or to call a restaurant? This card gives you fast 4G data and a Taiwan number, with free incoming calls. Ideal for business travellers and independent trips.',
      ja: 'SMS認証やレストランへの電話に台湾の番号が必要な方に。4G高速データと台湾の電話番号がセットになり、着信は無料。出張や個人旅行に最適です。',
      ko: 'SMS 인증이나 식당 예약 전화에 현지 번호가 필요하신가요? 4G 고속 데이터와 대만 번호를 함께 제공하며 수신은 무료입니다. 출장과 자유여행에 안성맞춤입니다.',
      vi: 'Cần số địa phương để nhận mã SMS hay gọi đặt bàn? Thẻ này có cả data 4G tốc độ cao lẫn số Đài Loan, nghe gọi đến miễn phí. Lý tưởng cho khách công tác và du lịch tự túc.',
    },
  },
  {
    key: 'sim-5g-data',
    category: 'sim',
    cardType: 'physical',
    network: '5G',
    kind: 'data',
    images: ['product-5g-data-sim'],
    airports: ['TPE', 'TSA', 'KHH'],
    sortOrder: 40,
    plans: [
      { days: 5, priceTwd: 300, gb: 10 },
      { days: 10, priceTwd: 450, gb: 20, note: 'popular' },
      { days: 15, priceTwd: 600, gb: 30 },
      { days: 30, priceTwd: 900, gb: 50, note: 'bestValue' },
    ],
    name: {
      'zh-TW': '台灣 5G 高速流量卡',
      'zh-CN': '台湾 5G 高速流量卡',
      en: 'Taiwan 5G Data SIM (10–50 GB)',
      ja: '台湾5G高速データSIMカード（容量プラン）',
      ko: '대만 5G 데이터 유심(용량형)',
      vi: 'SIM 5G Đài Loan theo dung lượng',
    },
    summary: {
      'zh-TW': '10GB 到 50GB 的 5G 高速流量方案，用多少選多少，用完可線上加值。',
      'zh-CN': '10GB 到 50GB 的 5G 高速流量套餐，用多少选多少，用完可在线充值。',
      en: '5G data bundles from 10 GB to 50 GB: pay only for what you need and top up online if you run out.',
      ja: '10GB〜50GBの5G高速データプラン。必要な分だけ選べて、足りなくなればオンラインでチャージできます。',
      ko: '10GB~50GB 5G 고속 데이터 요금제. 필요한 만큼 선택하고 부족하면 온라인으로 충전하세요.',
      vi: 'Gói data 5G từ 10 GB đến 50 GB: dùng bao nhiêu chọn bấy nhiêu, hết thì nạp thêm trực tuyến.',
    },
    intro: {
      'zh-TW': '習慣在飯店連 Wi‑Fi、外出才用行動網路？選擇固定流量的 5G 方案更划算，容量用完也能在線上加值，不必再跑櫃檯。',
      'zh-CN': '习惯在酒店连 Wi‑Fi、外出才用移动网络？选择固定流量的 5G 套餐更划算，流量用完也能在线充值，不必再跑柜台。',
      en: 'Mostly on hotel Wi-Fi and only need mobile data when you are out? A fixed 5G data bundle costs less, and if you run out you can top up online without going back to the counter.',
      ja: 'ホテルではWi-Fi、外出時だけモバイル通信という方には容量プランがお得。使い切ってもオンラインでチャージでき、カウンターに戻る必要はありません。',
      ko: '숙소에서는 Wi-Fi를, 외출할 때만 모바일 데이터를 쓰신다면 용량형 5G 요금제가 더 경제적입니다. 다 쓰면 카운터에 갈 필요 없이 온라인으로 충전할 수 있습니다.',
      vi: 'Chủ yếu dùng Wi-Fi khách sạn, chỉ cần data khi ra ngoài? Gói 5G theo dung lượng sẽ rẻ hơn, hết data có thể nạp thêm trực tuyến mà không cần quay lại quầy.',
    },
  },
  {
    key: 'sim-4g-long-stay',
    category: 'sim',
    cardType: 'physical',
    network: '4G',
    kind: 'longStay',
    images: ['product-4g-long-stay-sim'],
    airports: ['TPE', 'KHH'],
    sortOrder: 50,
    plans: [
      { days: 30, priceTwd: 500, gb: 20 },
      { days: 30, priceTwd: 700, gb: 40, note: 'popular' },
      { days: 30, priceTwd: 1000, note: 'bestValue' },
    ],
    name: {
      'zh-TW': '台灣 4G 長期旅居上網卡（30 天）',
      'zh-CN': '台湾 4G 长住上网卡（30 天）',
      en: 'Taiwan 4G Long-Stay SIM (30 days)',
      ja: '台湾4GロングステイSIMカード（30日）',
      ko: '대만 4G 장기 체류 유심(30일)',
      vi: 'SIM 4G Đài Loan lưu trú dài ngày (30 ngày)',
    },
    summary: {
      'zh-TW': '一張卡用滿 30 天，遊學、打工度假、長期出差都適用。',
      'zh-CN': '一张卡用满 30 天，游学、打工度假、长期出差都适用。',
      en: 'A full 30 days of 4G on one card: for study trips, working holidays and long business stays.',
      ja: '1枚で30日間たっぷり使える4G。留学、ワーキングホリデー、長期出張に。',
      ko: '한 장으로 30일 내내 쓰는 4G. 어학연수, 워킹홀리데이, 장기 출장에 알맞습니다.',
      vi: 'Trọn 30 ngày 4G trên một thẻ: cho du học, working holiday và công tác dài ngày.',
    },
    intro: {
      'zh-TW': '在台灣停留半個月以上？長期方案以最划算的價格提供一整個月的 4G 網路，另有 30 天吃到飽可選，在辦好本地門號之前也能安心上網。',
      'zh-CN': '在台湾停留半个月以上？长期套餐以最划算的价格提供一整个月的 4G 网络，另有 30 天无限流量可选，在办好本地号码之前也能安心上网。',
      en: 'Staying two weeks or more? The long-stay plans give you a full month of 4G at the lowest daily price, with a 30-day unlimited option, so you stay connected until you get a local contract.',
      ja: '半月以上滞在する方に。1か月分の4Gを1日あたり最安値で提供し、30日間無制限プランも選べます。現地で回線契約をするまでのつなぎにも安心です。',
      ko: '보름 이상 머무르시나요? 장기 요금제는 한 달 치 4G를 가장 저렴한 일일 요금으로 제공하며 30일 무제한도 선택할 수 있어 현지 회선을 개통하기 전까지 든든합니다.',
      vi: 'Ở lại từ hai tuần trở lên? Gói dài ngày cho bạn cả tháng 4G với giá mỗi ngày rẻ nhất, có cả lựa chọn 30 ngày không giới hạn, yên tâm kết nối cho đến khi làm được thuê bao địa phương.',
    },
  },
  {
    key: 'esim-5g-unlimited',
    category: 'esim',
    cardType: 'esim',
    network: '5G',
    kind: 'unlimited',
    images: ['product-5g-esim'],
    sortOrder: 60,
    plans: [
      { days: 3, priceTwd: 290, note: 'shortTrip' },
      { days: 5, priceTwd: 430 },
      { days: 7, priceTwd: 480, note: 'popular' },
      { days: 10, priceTwd: 680 },
      { days: 15, priceTwd: 980, note: 'bestValue' },
    ],
    name: {
      'zh-TW': '台灣 5G 吃到飽 eSIM',
      'zh-CN': '台湾 5G 无限流量 eSIM',
      en: 'Taiwan 5G Unlimited eSIM',
      ja: '台湾5G無制限eSIM',
      ko: '대만 5G 무제한 eSIM',
      vi: 'eSIM 5G Đài Loan không giới hạn',
    },
    summary: {
      'zh-TW': '掃描 QR Code 即可安裝，5G 吃到飽不降速，免到櫃檯排隊。',
      'zh-CN': '扫描二维码即可安装，5G 无限流量不降速，无需到柜台排队。',
      en: 'Install by scanning a QR code. Unlimited 5G with no throttling, and no counter queue.',
      ja: 'QRコードを読み取るだけで設定完了。5G無制限・速度制限なしで、カウンターに並ぶ必要もありません。',
      ko: 'QR 코드 스캔으로 바로 설치. 속도 제한 없는 5G 무제한, 카운터에서 줄 설 필요가 없습니다.',
      vi: 'Cài đặt bằng cách quét mã QR. 5G không giới hạn, không bóp băng thông, không phải xếp hàng ở quầy.',
    },
    intro: {
      'zh-TW': '使用 iPhone XS 以後機型或支援 eSIM 的 Android 手機？選擇 eSIM，付款後幾分鐘內就會收到 QR Code，出發前在家安裝好，落地開啟就能上網，原本的門號也能同時保留。',
      'zh-CN': '使用 iPhone XS 及以后机型或支持 eSIM 的 Android 手机？选择 eSIM，付款后几分钟内就会收到二维码，出发前在家安装好，落地开启就能上网，原有号码也能同时保留。',
      en: 'Using an iPhone XS or later, or an eSIM-capable Android? Choose eSIM: the QR code reaches you within minutes of payment. Install it at home before you fly, switch it on when you land, and keep your own number active at the same time.',
      ja: 'iPhone XS以降やeSIM対応のAndroidをお使いならeSIMがおすすめ。決済後数分でQRコードが届くので、出発前に自宅で設定しておけば到着後すぐに使えます。普段の電話番号もそのまま併用できます。',
      ko: 'iPhone XS 이후 모델이나 eSIM 지원 Android 휴대폰을 쓰신다면 eSIM을 선택하세요. 결제 후 몇 분 안에 QR 코드가 도착하니 출국 전에 미리 설치해 두고 도착 후 켜기만 하면 됩니다. 기존 번호도 함께 유지됩니다.',
      vi: 'Dùng iPhone XS trở lên hoặc Android hỗ trợ eSIM? Hãy chọn eSIM: mã QR đến trong vài phút sau khi thanh toán. Cài sẵn ở nhà trước khi bay, bật lên khi hạ cánh, vẫn giữ được số điện thoại của bạn.',
    },
  },
  {
    key: 'esim-4g-unlimited',
    category: 'esim',
    cardType: 'esim',
    network: '4G',
    kind: 'unlimited',
    images: ['product-4g-esim'],
    sortOrder: 70,
    plans: [
      { days: 3, priceTwd: 240 },
      { days: 5, priceTwd: 340 },
      { days: 7, priceTwd: 430, note: 'popular' },
      { days: 10, priceTwd: 580 },
      { days: 30, priceTwd: 980, note: 'bestValue' },
    ],
    name: {
      'zh-TW': '台灣 4G 吃到飽 eSIM',
      'zh-CN': '台湾 4G 无限流量 eSIM',
      en: 'Taiwan 4G Unlimited eSIM',
      ja: '台湾4G無制限eSIM',
      ko: '대만 4G 무제한 eSIM',
      vi: 'eSIM 4G Đài Loan không giới hạn',
    },
    summary: {
      'zh-TW': '平價 4G 吃到飽 eSIM，付款後立即寄送，最長 30 天。',
      'zh-CN': '平价 4G 无限流量 eSIM，付款后即时发送，最长 30 天。',
      en: 'Budget-friendly unlimited 4G eSIM, delivered instantly after payment, for up to 30 days.',
      ja: 'お手頃な4G無制限eSIM。決済後すぐにお届け、最長30日間。',
      ko: '합리적인 가격의 4G 무제한 eSIM. 결제 즉시 발송, 최대 30일.',
      vi: 'eSIM 4G không giới hạn giá tốt, gửi ngay sau khi thanh toán, dùng đến 30 ngày.',
    },
    intro: {
      'zh-TW': '想要 eSIM 的便利又想省預算？4G 吃到飽 eSIM 覆蓋全台，從市區到山區都穩定，30 天方案更適合長住旅客。',
      'zh-CN': '想要 eSIM 的便利又想省预算？4G 无限流量 eSIM 覆盖全台湾，从市区到山区都稳定，30 天套餐更适合长住旅客。',
      en: 'Want the convenience of eSIM on a budget? The unlimited 4G eSIM covers all of Taiwan, from the cities to the mountains, and the 30-day plan suits longer stays.',
      ja: 'eSIMの手軽さを、もっとお手頃に。4G無制限eSIMは都市部から山間部まで台湾全土で安定してつながり、30日プランは長期滞在にもぴったりです。',
      ko: 'eSIM의 편리함을 더 알뜰하게. 4G 무제한 eSIM은 도시부터 산간 지역까지 대만 전역에서 안정적으로 연결되며 30일 요금제는 장기 체류에도 좋습니다.',
      vi: 'Muốn sự tiện lợi của eSIM mà vẫn tiết kiệm? eSIM 4G không giới hạn phủ sóng toàn Đài Loan, từ thành phố đến vùng núi, gói 30 ngày rất hợp cho lưu trú dài.',
    },
  },
  {
    key: 'esim-5g-data',
    category: 'esim',
    cardType: 'esim',
    esimSource: 'esimAccess',
    network: '5G',
    kind: 'data',
    images: ['product-5g-data-esim'],
    sortOrder: 80,
    plans: [
      { days: 3, priceTwd: 150, gb: 3, note: 'shortTrip' },
      { days: 7, priceTwd: 300, gb: 8, note: 'popular' },
      { days: 15, priceTwd: 500, gb: 15 },
      { days: 30, priceTwd: 650, gb: 20 },
    ],
    name: {
      'zh-TW': '台灣 5G 高速流量 eSIM',
      'zh-CN': '台湾 5G 高速流量 eSIM',
      en: 'Taiwan 5G Data eSIM (3–20 GB)',
      ja: '台湾5G高速データeSIM（容量プラン）',
      ko: '대만 5G 데이터 eSIM(용량형)',
      vi: 'eSIM 5G Đài Loan theo dung lượng',
    },
    summary: {
      'zh-TW': '輕量 5G 流量 eSIM，NT$150 起，轉機、短差或備用網路最適合。',
      'zh-CN': '轻量 5G 流量 eSIM，NT$150 起，转机、短途出差或备用网络最适合。',
      en: 'Light 5G data eSIM from NT$150: ideal for layovers, short business trips or as a backup line.',
      ja: 'NT$150からの少容量5G eSIM。乗り継ぎや短期出張、予備回線に最適です。',
      ko: 'NT$150부터 시작하는 소용량 5G eSIM. 환승, 짧은 출장, 예비 회선으로 제격입니다.',
      vi: 'eSIM data 5G dung lượng nhỏ từ 150 NT$: phù hợp khi quá cảnh, công tác ngắn ngày hoặc làm đường truyền dự phòng.',
    },
    intro: {
      'zh-TW': '只在台灣轉機或停留一兩天？3GB 方案足夠查地圖、傳訊息與叫車；需要更多流量時也能隨時在線上加值。',
      'zh-CN': '只在台湾转机或停留一两天？3GB 套餐足够查地图、发消息与叫车；需要更多流量时也能随时在线充值。',
      en: 'Just changing planes in Taiwan or staying a day or two? 3 GB is plenty for maps, messaging and ride-hailing, and you can top up online whenever you need more.',
      ja: '台湾での乗り継ぎや1〜2日の滞在なら、3GBプランで地図・メッセージ・配車アプリには十分。足りなければいつでもオンラインでチャージできます。',
      ko: '대만 환승이나 1~2일 체류라면 3GB 요금제로 지도, 메신저, 차량 호출에 충분합니다. 더 필요하면 언제든 온라인으로 충전하세요.',
      vi: 'Chỉ quá cảnh hoặc ở lại một hai ngày? 3 GB là đủ để xem bản đồ, nhắn tin và gọi xe, cần thêm thì nạp trực tuyến bất cứ lúc nào.',
    },
  },
  {
    key: 'sim-winter-promo-draft',
    category: 'sim',
    cardType: 'physical',
    network: '5G',
    kind: 'unlimited',
    images: ['product-5g-unlimited-sim'],
    airports: ['TPE'],
    sortOrder: 90,
    published: false,
    plans: [
      { days: 7, priceTwd: 399, note: 'popular' },
      { days: 15, priceTwd: 799 },
    ],
    name: {
      'zh-TW': '冬季限定優惠上網卡（草稿）',
      'zh-CN': '冬季限定优惠上网卡（草稿）',
      en: 'Winter promo SIM (draft)',
      ja: '冬季限定プロモSIM（下書き）',
      ko: '겨울 프로모션 유심(초안)',
      vi: 'SIM khuyến mãi mùa đông (bản nháp)',
    },
    summary: {
      'zh-TW': '尚未上架：冬季旅遊旺季限定的 5G 吃到飽優惠方案。',
      'zh-CN': '尚未上架：冬季旅游旺季限定的 5G 无限流量优惠套餐。',
      en: 'Not yet on sale: a limited 5G unlimited offer for the winter travel season.',
      ja: '未公開：冬の旅行シーズン限定の5G無制限キャンペーンプラン。',
      ko: '미공개: 겨울 여행 성수기 한정 5G 무제한 프로모션 요금제.',
      vi: 'Chưa mở bán: ưu đãi 5G không giới hạn dành riêng cho mùa du lịch đông.',
    },
    intro: {
      'zh-TW': '冬季限定方案，上架日期與價格以正式公告為準。',
      'zh-CN': '冬季限定套餐，上架日期与价格以正式公告为准。',
      en: 'Winter-only plans; launch date and prices will be confirmed in the official announcement.',
      ja: '冬季限定プランです。販売開始日と価格は正式発表をご確認ください。',
      ko: '겨울 한정 요금제입니다. 출시일과 가격은 공식 공지를 따릅니다.',
      vi: 'Gói chỉ có trong mùa đông; ngày mở bán và giá sẽ theo thông báo chính thức.',
    },
  },
]

export const PRODUCT_KEYS = SHEETS.map((s) => s.key)

export const PRODUCTS: SeedDoc<'products'>[] = SHEETS.map((sheet) => ({
  key: sheet.key,
  shared: (refs) => ({
    category: refs.id('product-categories', sheet.category),
    cardType: sheet.cardType,
    network: sheet.network,
    images: refs.ids('media', sheet.images),
    ...(sheet.cardType === 'esim' ? { esimSource: sheet.esimSource ?? 'inventory' } : {}),
    plans: sheet.plans.map((plan) => ({
      days: plan.days,
      dataGb: plan.gb ?? null,
      priceTwd: plan.priceTwd,
      active: true,
      // The wholesaler's package of the plan (the local sandbox offers these; a real shop sets its own in /admin).
      ...(sheet.esimSource === 'esimAccess' ? { providerPackageCode: plan.gb ? `TW_${plan.gb}GB_${plan.days}D` : `TW_UL_${plan.days}D` } : {}),
    })),
    pickupAirports: sheet.airports ? refs.ids('airports', sheet.airports) : [],
    _status: sheet.published === false ? ('draft' as const) : ('published' as const),
    sortOrder: sheet.sortOrder,
    meta: { image: refs.id('media', sheet.images[0]!) },
  }),
  text: productText(sheet),
}))
