/** The home page global and the indicative exchange rates. */
import type { Home } from '@/payload-types'

import { FEATURED_FAQS } from './faqs'
import { BRAND, byLocale, metaDescription } from './i18n'
import { rich } from './lexical'
import type { DeepPartial, L, Refs } from './store'

type Icon = NonNullable<Home['features']>[number]['icon']

const FEATURE_ICONS: Icon[] = ['signal', 'airport', 'esim', 'wallet', 'support']
const FEATURED_PRODUCTS = ['sim-5g-unlimited', 'esim-5g-unlimited', 'sim-4g-unlimited', 'sim-4g-data-calls']
const COOPERATION = [
  { image: 'home-hero', link: '/businessCooperation' },
  { image: 'activity-airport-mrt', link: '/travelActivities' },
  { image: 'banner-esim', link: '/businessCooperation' },
]

type HomeText = {
  heroTitle: string
  heroSubtitle: string
  features: { title: string; text: string }[]
  about: string[]
  process: { title: string; text: string }[]
  invoice: { title: string; body: string; steps: string[]; note: string }
  cooperation: { title: string; text: string }[]
}

const TEXT: L<HomeText> = {
  'zh-TW': {
    heroTitle: '抵達台灣，立即上網',
    heroSubtitle: '4G／5G 吃到飽上網卡與 eSIM，機場取卡或 QR Code 即刻寄送，六種語言貼心服務。',
    features: [
      { title: '5G 吃到飽不降速', text: '合作國內電信網路，全台人口覆蓋率逾 99%。' },
      { title: '四大機場取卡', text: '桃園、松山、臺中、高雄，桃園第二航廈 24 小時服務。' },
      { title: 'eSIM 即買即用', text: '付款後 QR Code 立即寄送，免排隊免換卡。' },
      { title: '價格透明', text: '新台幣結算，無隱藏費用，多幣別參考價一目了然。' },
      { title: '多語客服', text: '繁中、簡中、英、日、韓、越語客服。' },
    ],
    about: ['台灣旅遊 SIM 卡專為來台旅客打造，從訂購、取卡到使用都以您的語言提供協助。', '我們與台灣主要電信業者合作，讓您一落地就能導航、分享旅程、與家人視訊。'],
    process: [
      { title: '選擇商品', text: '依旅遊天數選擇實體卡或 eSIM 方案。' },
      { title: '下單付款', text: '填寫護照英文姓名，使用信用卡或行動支付付款。' },
      { title: '取卡或收 QR Code', text: '抵台後至機場櫃檯取卡，或於信箱收取 eSIM QR Code。' },
      { title: '開通上網', text: '插卡或安裝 eSIM 後首次連網即自動開通。' },
    ],
    invoice: {
      title: '發票捐贈，旅途也能做公益',
      body: '結帳時選擇「捐贈發票」，電子發票將直接捐給您指定的社福團體，中獎獎金也會由受贈單位用於公益。',
      steps: ['於結帳頁的發票類型選擇「捐贈」。', '輸入受贈單位的捐贈碼（愛心碼，3–7 位數字），或從常用社福團體中選擇。', '完成付款，發票即自動捐出，無須列印。'],
      note: '發票捐贈後無法更改為其他載具或統一編號。',
    },
    cooperation: [
      { title: '航空里程合作', text: '訂購時綁定合作夥伴里程卡，上網消費也能累積里程。' },
      { title: '機場捷運＋上網卡', text: '一次預訂機場捷運車票與上網卡，入境後輕鬆進城。' },
      { title: '旅行社與企業夥伴', text: '專屬優惠碼、兌換序號與報表，為您的客戶加值。' },
    ],
  },
  'zh-CN': {
    heroTitle: '抵达台湾，立即上网',
    heroSubtitle: '4G／5G 无限流量上网卡与 eSIM，机场取卡或二维码即时发送，六种语言贴心服务。',
    features: [
      { title: '5G 无限流量不降速', text: '合作台湾本地电信网络，全台湾人口覆盖率超过 99%。' },
      { title: '四大机场取卡', text: '桃园、松山、台中、高雄，桃园第二航站楼 24 小时服务。' },
      { title: 'eSIM 即买即用', text: '付款后二维码即时发送，免排队免换卡。' },
      { title: '价格透明', text: '新台币结算，无隐藏费用，多币种参考价一目了然。' },
      { title: '多语客服', text: '繁中、简中、英、日、韩、越语客服。' },
    ],
    about: ['台湾旅游 SIM 卡专为来台旅客打造，从订购、取卡到使用都用您的语言提供协助。', '我们与台湾主要电信运营商合作，让您一落地就能导航、分享旅程、与家人视频。'],
    process: [
      { title: '选择商品', text: '根据旅行天数选择实体卡或 eSIM 套餐。' },
      { title: '下单付款', text: '填写护照英文姓名，使用信用卡或移动支付付款。' },
      { title: '取卡或收二维码', text: '抵台后到机场柜台取卡，或在邮箱接收 eSIM 二维码。' },
      { title: '开通上网', text: '插卡或安装 eSIM 后首次联网即自动开通。' },
    ],
    invoice: {
      title: '捐赠发票，旅途中也能做公益',
      body: '结账时选择“捐赠发票”，电子发票将直接捐给您指定的社会福利团体，中奖奖金也会由受赠单位用于公益。',
      steps: ['在结账页的发票类型中选择“捐赠”。', '输入受赠单位的捐赠码（爱心码，3–7 位数字），或从常用公益团体中选择。', '完成付款，发票即自动捐出，无需打印。'],
      note: '发票捐赠后无法更改为其他载具或统一编号。',
    },
    cooperation: [
      { title: '航空里程合作', text: '订购时绑定合作伙伴里程卡，上网消费也能累积里程。' },
      { title: '机场捷运＋上网卡', text: '一次预订机场捷运车票与上网卡，入境后轻松进城。' },
      { title: '旅行社与企业伙伴', text: '专属优惠码、兑换序列号与报表，为您的客户增值。' },
    ],
  },
  en: {
    heroTitle: 'Land in Taiwan. Get online instantly.',
    heroSubtitle: '4G/5G unlimited SIM cards and eSIMs: pick up at the airport or get your QR code by e-mail, with support in six languages.',
    features: [
      { title: 'Unlimited 5G, no throttling', text: "On our partner's national network, covering over 99% of Taiwan's population." },
      { title: 'Pickup at four airports', text: 'Taoyuan, Songshan, Taichung and Kaohsiung; Taoyuan T2 is open 24 hours.' },
      { title: 'eSIM in minutes', text: 'Your QR code arrives right after payment: no queue, no SIM swap.' },
      { title: 'Transparent prices', text: 'Charged in NT$ with no hidden fees; see indicative prices in your currency.' },
      { title: 'Multilingual support', text: 'In Traditional and Simplified Chinese, English, Japanese, Korean and Vietnamese.' },
    ],
    about: ['Taiwan Travel SIM is made for visitors to Taiwan, with help in your language from ordering to pickup and beyond.', 'We work with a leading Taiwanese carrier so you can navigate, share your trip and video-call home the moment you land.'],
    process: [
      { title: 'Choose', text: 'Pick a SIM card or eSIM plan for the length of your trip.' },
      { title: 'Order & pay', text: 'Enter your name as on your passport and pay by card or mobile wallet.' },
      { title: 'Pick up or get your QR code', text: 'Collect your card at the airport counter, or find the eSIM QR code in your inbox.' },
      { title: 'Activate', text: 'Insert the card or install the eSIM: it activates on first connection.' },
    ],
    invoice: {
      title: 'Donate your e-invoice to charity',
      body: 'At checkout, choose to donate your e-invoice and it goes straight to the social-welfare organisation you pick; if it wins the invoice lottery, the prize supports their work.',
      steps: ['Choose Donation as the invoice type at checkout.', "Enter the organisation's donation code (3–7 digits) or pick one from the list.", 'Pay as usual: the invoice is donated automatically, nothing to print.'],
      note: 'A donated invoice cannot be changed to another invoice option or a company tax ID afterwards.',
    },
    cooperation: [
      { title: 'Earn airline miles', text: 'Link a partner mileage card when you order and earn miles on your data.' },
      { title: 'Airport MRT + SIM', text: 'Book your Airport MRT ticket together with your SIM and head into town with ease.' },
      { title: 'Travel agencies & businesses', text: 'Promo codes, serial numbers and reports that add value for your customers.' },
    ],
  },
  ja: {
    heroTitle: '台湾に着いたら、すぐネットへ',
    heroSubtitle: '4G／5G無制限SIMカードとeSIM。空港で受け取るか、QRコードをメールで即お届け。6言語でサポートします。',
    features: [
      { title: '5G使い放題・速度制限なし', text: '台湾大手キャリアのネットワークで、人口カバー率99%以上。' },
      { title: '4つの空港で受け取り', text: '桃園・松山・台中・高雄。桃園第2ターミナルは24時間営業。' },
      { title: 'eSIMならすぐ使える', text: '決済後すぐにQRコードをお届け。行列もSIMの差し替えも不要。' },
      { title: '明瞭な料金', text: '台湾ドル（TWD）決済で追加費用なし。各国通貨の目安価格も表示。' },
      { title: '多言語サポート', text: '繁体字中国語・簡体字中国語・英語・日本語・韓国語・ベトナム語で対応します。' },
    ],
    about: ['台湾トラベル SIMは台湾を訪れる旅行者のためのサービスです。ご注文から受け取り、ご利用まで、お客様の言語でサポートします。', '台湾大手通信キャリアと提携しているので、到着したその瞬間から地図アプリもSNSもビデオ通話も使えます。'],
    process: [
      { title: '商品を選ぶ', text: '旅行日数に合わせてSIMカードまたはeSIMのプランを選択します。' },
      { title: '注文・決済', text: 'パスポートと同じローマ字氏名を入力し、カードやモバイル決済でお支払いいただきます。' },
      { title: '受け取り／QRコード受信', text: '到着後に空港カウンターで受け取るか、メールでeSIMのQRコードを受け取ります。' },
      { title: '開通', text: 'SIMカードを挿すかeSIMを設定すれば、初回接続時に自動で開通します。' },
    ],
    invoice: {
      title: '電子発票を寄付して、旅先から社会貢献',
      body: 'お会計時に「発票を寄付」を選ぶと、電子発票（台湾のレシート）が指定の社会福祉団体に直接寄付されます。当選した場合の賞金も団体の活動に役立てられます。',
      steps: ['お会計ページで発票の種類から「寄付」を選択します。', '寄付先団体の寄付コード（愛心碼、3〜7桁の数字）を入力するか、一覧から選択します。', 'お支払いを完了すると自動で寄付され、印刷は不要です。'],
      note: '寄付した発票を、後から別の受け取り方法や統一編号に変更することはできません。',
    },
    cooperation: [
      { title: 'マイルがたまる', text: 'ご注文時に提携先のマイレージカードを登録すると、通信料金でもマイルがたまります。' },
      { title: '空港MRT＋SIM', text: '空港MRTの乗車券をSIMと一緒に予約して、到着後はスムーズに市内へ。' },
      { title: '旅行会社・法人の皆様へ', text: '専用クーポンコード、シリアル番号、レポートでお客様への価値を高めます。' },
    ],
  },
  ko: {
    heroTitle: '대만 도착과 동시에 인터넷 연결',
    heroSubtitle: '4G/5G 무제한 유심과 eSIM. 공항에서 수령하거나 QR 코드를 이메일로 바로 받고, 6개 언어로 지원받으세요.',
    features: [
      { title: '5G 무제한, 속도 제한 없음', text: '대만 대표 통신사 네트워크, 인구 커버리지 99% 이상.' },
      { title: '4개 공항에서 수령', text: '타오위안, 쑹산, 타이중, 가오슝. 타오위안 제2터미널은 24시간 운영.' },
      { title: '몇 분이면 eSIM 개통', text: '결제 즉시 QR 코드 발송, 대기도 유심 교체도 필요 없음.' },
      { title: '투명한 가격', text: '대만 달러 결제, 숨은 비용 없음. 내 통화 기준 참고 가격 표시.' },
      { title: '다국어 상담', text: '중국어(번체·간체)·영어·일본어·한국어·베트남어로 상담합니다.' },
    ],
    about: ['대만 여행 SIM은 대만을 찾는 여행객을 위해 만들었습니다. 주문부터 수령, 사용까지 고객님의 언어로 도와드립니다.', '대만 주요 통신사와 제휴해 도착하는 순간부터 길 찾기, 여행 공유, 가족과의 영상 통화가 가능합니다.'],
    process: [
      { title: '상품 선택', text: '여행 일정에 맞춰 실물 유심 또는 eSIM 요금제를 고르세요.' },
      { title: '주문 및 결제', text: '여권과 동일한 영문 이름을 입력하고 카드나 모바일 결제로 결제합니다.' },
      { title: '수령 또는 QR 코드 받기', text: '도착 후 공항 카운터에서 수령하거나 이메일로 eSIM QR 코드를 받습니다.' },
      { title: '개통', text: '유심을 넣거나 eSIM을 설치하면 첫 연결 시 자동으로 개통됩니다.' },
    ],
    invoice: {
      title: '전자 영수증 기부로 여행 중에도 나눔을',
      body: '결제 시 ‘영수증 기부’를 선택하면 대만 전자 영수증이 지정한 사회복지 단체에 바로 기부되며, 당첨금도 단체의 공익 활동에 쓰입니다.',
      steps: ['결제 페이지의 영수증 유형에서 ‘기부’를 선택합니다.', '기부 단체의 기부 코드(3~7자리 숫자)를 입력하거나 목록에서 선택합니다.', '결제를 마치면 자동으로 기부되며 출력할 필요가 없습니다.'],
      note: '기부한 영수증은 나중에 다른 발행 방식이나 사업자 등록번호로 변경할 수 없습니다.',
    },
    cooperation: [
      { title: '항공 마일리지 적립', text: '주문 시 제휴 마일리지 카드를 연결하면 데이터 구매로도 마일리지가 쌓입니다.' },
      { title: '공항 MRT + 유심', text: '공항 MRT 승차권과 유심을 함께 예약하고 도착 후 편하게 시내로 이동하세요.' },
      { title: '여행사 및 기업 파트너', text: '전용 프로모션 코드, 시리얼 번호, 보고서로 고객에게 더 큰 가치를 제공합니다.' },
    ],
  },
  vi: {
    heroTitle: 'Đến Đài Loan, lên mạng ngay',
    heroSubtitle: 'SIM và eSIM 4G/5G không giới hạn: nhận tại sân bay hoặc nhận mã QR qua e-mail, hỗ trợ bằng sáu ngôn ngữ.',
    features: [
      { title: '5G không giới hạn, không bóp băng thông', text: 'Dùng mạng của đối tác viễn thông quốc gia, phủ sóng hơn 99% dân số Đài Loan.' },
      { title: 'Nhận thẻ tại 4 sân bay', text: 'Đào Viên, Tùng Sơn, Đài Trung và Cao Hùng; Nhà ga 2 Đào Viên mở cửa 24 giờ.' },
      { title: 'eSIM chỉ trong vài phút', text: 'Mã QR gửi ngay sau khi thanh toán: không xếp hàng, không thay SIM.' },
      { title: 'Giá minh bạch', text: 'Thanh toán bằng Đài tệ, không phí ẩn; xem giá tham khảo theo tiền tệ của bạn.' },
      { title: 'Hỗ trợ đa ngôn ngữ', text: 'Bằng tiếng Trung (phồn thể và giản thể), Anh, Nhật, Hàn và Việt.' },
    ],
    about: ['SIM du lịch Đài Loan được tạo ra cho du khách đến Đài Loan, hỗ trợ bằng ngôn ngữ của bạn từ lúc đặt hàng đến khi nhận thẻ và sử dụng.', 'Chúng tôi hợp tác với nhà mạng hàng đầu Đài Loan để bạn có thể chỉ đường, chia sẻ chuyến đi và gọi video về nhà ngay khi hạ cánh.'],
    process: [
      { title: 'Chọn sản phẩm', text: 'Chọn gói SIM hoặc eSIM theo số ngày của chuyến đi.' },
      { title: 'Đặt hàng & thanh toán', text: 'Nhập họ tên như trên hộ chiếu và thanh toán bằng thẻ hoặc ví điện tử.' },
      { title: 'Nhận thẻ hoặc mã QR', text: 'Nhận thẻ tại quầy sân bay, hoặc nhận mã QR eSIM trong hộp thư.' },
      { title: 'Kích hoạt', text: 'Lắp SIM hoặc cài eSIM: tự động kích hoạt ở lần kết nối đầu tiên.' },
    ],
    invoice: {
      title: 'Quyên góp hóa đơn điện tử cho từ thiện',
      body: 'Khi thanh toán, chọn quyên góp hóa đơn điện tử và hóa đơn sẽ được chuyển thẳng cho tổ chức phúc lợi bạn chọn; nếu trúng xổ số hóa đơn, tiền thưởng dùng cho hoạt động từ thiện.',
      steps: ['Chọn loại hóa đơn Quyên góp ở trang thanh toán.', 'Nhập mã quyên góp của tổ chức (3–7 chữ số) hoặc chọn trong danh sách.', 'Thanh toán như bình thường: hóa đơn tự động được quyên góp, không cần in.'],
      note: 'Hóa đơn đã quyên góp không thể chuyển sang hình thức lưu trữ khác hay mã số thuế công ty.',
    },
    cooperation: [
      { title: 'Tích dặm bay', text: 'Liên kết thẻ dặm bay của đối tác khi đặt hàng để tích dặm khi mua data.' },
      { title: 'MRT sân bay + SIM', text: 'Đặt vé MRT sân bay cùng SIM để vào thành phố thật nhẹ nhàng.' },
      { title: 'Công ty du lịch & doanh nghiệp', text: 'Mã khuyến mãi, mã sê-ri và báo cáo giúp gia tăng giá trị cho khách hàng của bạn.' },
    ],
  },
}

const ABOUT_TITLE: L<string> = { 'zh-TW': '關於我們', 'zh-CN': '关于我们', en: 'About us', ja: '会社概要', ko: '회사 소개', vi: 'Về chúng tôi' }

/** Fields the same in every language. */
export const homeShared = (refs: Refs): DeepPartial<Home> => ({
  heroImage: refs.id('media', 'home-hero'),
  features: FEATURE_ICONS.map((icon) => ({ icon })),
  featuredProducts: refs.ids('products', FEATURED_PRODUCTS),
  featuredFaqs: refs.ids('faqs', FEATURED_FAQS),
  productProcess: TEXT.en.process.map(() => ({})),
  cooperationActivities: COOPERATION.map((c) => ({ image: refs.id('media', c.image), link: c.link })),
  meta: { image: refs.id('media', 'home-hero') },
})

/** Localized fields per language. */
export const HOME_TEXT: L<DeepPartial<Home>> = byLocale((l) => {
  const t = TEXT[l]
  return {
    heroTitle: t.heroTitle,
    heroSubtitle: t.heroSubtitle,
    features: t.features,
    about: rich([['h2', ABOUT_TITLE[l]], ...t.about.map((p) => ['p', p] as const)]),
    productProcess: t.process,
    invoiceGive: rich([['h3', t.invoice.title], ['p', t.invoice.body], ['ol', t.invoice.steps], ['p', [{ i: t.invoice.note }]]]),
    cooperationActivities: t.cooperation,
    meta: { title: `${BRAND[l]} | ${t.heroTitle}`, description: metaDescription(l, t.heroSubtitle) },
  }
})

/** Units of each currency per 1 TWD (indicative). */
export const EXCHANGE_RATES = { CNY: 0.223, HKD: 0.241, USD: 0.031, JPY: 4.75, KRW: 43.5, VND: 815, SGD: 0.0415 }
