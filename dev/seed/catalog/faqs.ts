/** FAQ categories and questions (one unpublished). Answers are rich text. */
import { CARD_RULE, INVOICE_OPTION } from './i18n'
import { rich, type Outline } from './lexical'
import type { L, SeedDoc } from './store'

export const FAQ_CATEGORIES: SeedDoc<'faq-categories'>[] = [
  {
    key: 'ordering',
    shared: () => ({ sortOrder: 10 }),
    text: { 'zh-TW': { name: '訂購問題' }, 'zh-CN': { name: '订购问题' }, en: { name: 'Ordering' }, ja: { name: 'ご注文について' }, ko: { name: '주문' }, vi: { name: 'Đặt hàng' } },
  },
  {
    key: 'pickup',
    shared: () => ({ sortOrder: 20 }),
    text: { 'zh-TW': { name: '機場取卡' }, 'zh-CN': { name: '机场取卡' }, en: { name: 'Airport pickup' }, ja: { name: '空港での受け取り' }, ko: { name: '공항 수령' }, vi: { name: 'Nhận thẻ tại sân bay' } },
  },
  {
    key: 'esim',
    shared: () => ({ sortOrder: 30 }),
    text: { 'zh-TW': { name: 'eSIM' }, 'zh-CN': { name: 'eSIM' }, en: { name: 'eSIM' }, ja: { name: 'eSIM' }, ko: { name: 'eSIM' }, vi: { name: 'eSIM' } },
  },
  {
    key: 'payment',
    shared: () => ({ sortOrder: 40 }),
    text: {
      'zh-TW': { name: '付款與發票' },
      'zh-CN': { name: '付款与发票' },
      en: { name: 'Payment & invoices' },
      ja: { name: 'お支払い・領収書' },
      ko: { name: '결제 및 영수증' },
      vi: { name: 'Thanh toán & hóa đơn' },
    },
  },
]

type QA = { q: string; a: Outline }
type FaqSheet = { key: string; category: string; sortOrder: number; published?: boolean; text: L<QA> }

const SHEETS: FaqSheet[] = [
  {
    key: 'how-many-cards',
    category: 'ordering',
    sortOrder: 10,
    text: {
      // One SIM card per passport: the rule in its one wording (CARD_RULE), then how the order form asks for each holder.
      'zh-TW': { q: '可以幫同行旅客一起買 SIM 卡嗎？', a: [['p', CARD_RULE['zh-TW']], ['p', '訂購時選好張數後，請為第 2 張起的每張卡填寫持卡人護照上的英文姓名及出生日期；第 1 張卡登記於您本人。每位持卡人須年滿 18 歲，並於取卡時親自出示護照。']] },
      'zh-CN': { q: '可以帮同行旅客一起买 SIM 卡吗？', a: [['p', CARD_RULE['zh-CN']], ['p', '下单时选好张数后，请为第 2 张起的每张卡填写持卡人护照上的英文姓名及出生日期；第 1 张卡登记在您本人名下。每位持卡人须年满 18 周岁，并在取卡时亲自出示护照。']] },
      en: { q: 'Can I buy SIM cards for my travel companions?', a: [['p', CARD_RULE.en], ['p', 'Choose how many cards you need, then give the holder of each card after the first: their name as in their passport and their date of birth (card 1 is yours). Every holder must be 18 or older and shows their own passport at the counter.']] },
      ja: { q: '同行者の分のSIMカードもまとめて購入できますか？', a: [['p', CARD_RULE.ja], ['p', 'ご注文時に枚数を選び、2枚目以降のカードごとに名義人のパスポートどおりの氏名と生年月日を入力してください（1枚目はご本人の名義です）。名義人は18歳以上で、受け取りの際はご本人のパスポートをご提示いただきます。']] },
      ko: { q: '일행의 유심도 함께 구매할 수 있나요?', a: [['p', CARD_RULE.ko], ['p', '주문할 때 수량을 고른 뒤 2번째 유심부터 유심마다 명의자의 여권상 이름과 생년월일을 입력해 주세요(1번째 유심은 본인 명의). 명의자는 만 18세 이상이어야 하며 수령 시 본인 여권을 제시해야 합니다.']] },
      vi: { q: 'Tôi có thể mua thẻ SIM cho bạn đồng hành không?', a: [['p', CARD_RULE.vi], ['p', 'Chọn số lượng thẻ, rồi nhập chủ thẻ cho mỗi thẻ từ thẻ thứ 2: họ tên như trên hộ chiếu và ngày sinh (thẻ 1 đứng tên bạn). Mỗi chủ thẻ phải từ 18 tuổi và tự xuất trình hộ chiếu của mình tại quầy.']] },
    },
  },
  {
    key: 'age',
    category: 'ordering',
    sortOrder: 20,
    text: {
      'zh-TW': { q: '未成年可以購買嗎？', a: [['p', '依台灣法律，18 歲即為成年：購買人及每位持卡人須年滿 18 歲，未滿 18 歲者無法購買。']] },
      'zh-CN': { q: '未成年人可以购买吗？', a: [['p', '台湾的成年年龄为 18 周岁：购买人及每位持卡人须年满 18 周岁，未满 18 周岁者无法购买。']] },
      en: { q: 'Can minors buy a card?', a: [['p', 'Adulthood in Taiwan starts at 18: the buyer and every card holder must be 18 or older, and nobody under 18 can buy.']] },
      ja: { q: '未成年でも購入できますか？', a: [['p', '台湾の成年年齢は18歳です。ご購入者と各カードの名義人は18歳以上の方に限り、18歳未満の方はご購入いただけません。']] },
      ko: { q: '미성년자도 구매할 수 있나요?', a: [['p', '대만의 성년 나이는 만 18세입니다. 구매자와 각 유심의 명의자는 만 18세 이상이어야 하며, 만 18세 미만은 구매할 수 없습니다.']] },
      vi: { q: 'Người chưa thành niên có mua được không?', a: [['p', 'Tại Đài Loan, tuổi thành niên là 18: người mua và mỗi chủ thẻ phải từ 18 tuổi trở lên; người dưới 18 tuổi không thể mua.']] },
    },
  },
  {
    key: 'validity',
    category: 'ordering',
    sortOrder: 30,
    text: {
      'zh-TW': { q: '使用天數怎麼計算？', a: [['p', '自開通（插卡或首次連網）當下起算，每 24 小時為一天。例如 5 天方案於 3 月 1 日 15:00 開通，可使用至 3 月 6 日 15:00。']] },
      'zh-CN': { q: '使用天数怎么计算？', a: [['p', '自开通（插卡或首次联网）时起算，每 24 小时为一天。例如 5 天套餐于 3 月 1 日 15:00 开通，可使用至 3 月 6 日 15:00。']] },
      en: { q: 'How are the days counted?', a: [['p', 'From activation (inserting the card or first connection), in 24-hour days. A 5-day plan activated on 1 March at 15:00 works until 6 March at 15:00.']] },
      ja: { q: '利用日数はどのように数えますか？', a: [['p', '開通（SIM挿入または初回接続）時から24時間を1日としてカウントします。例えば5日間プランを3月1日15:00に開通した場合、3月6日15:00までご利用いただけます。']] },
      ko: { q: '사용 기간은 어떻게 계산하나요?', a: [['p', '개통(유심 삽입 또는 최초 연결) 시점부터 24시간을 1일로 계산합니다. 예를 들어 5일 요금제를 3월 1일 15:00에 개통하면 3월 6일 15:00까지 사용할 수 있습니다.']] },
      vi: { q: 'Số ngày sử dụng được tính thế nào?', a: [['p', 'Tính từ lúc kích hoạt (lắp thẻ hoặc kết nối lần đầu), mỗi 24 giờ là một ngày. Ví dụ gói 5 ngày kích hoạt lúc 15:00 ngày 1/3 dùng được đến 15:00 ngày 6/3.']] },
    },
  },
  {
    key: 'pickup-documents',
    category: 'pickup',
    sortOrder: 40,
    text: {
      'zh-TW': { q: '取卡需要帶什麼？', a: [['p', '請攜帶：'], ['ul', ['護照正本', '第二證件（駕照、身分證等附照片證件）', '訂單 QR Code 或訂單編號']]] },
      'zh-CN': { q: '取卡需要带什么？', a: [['p', '请携带：'], ['ul', ['护照原件', '第二证件（驾照、身份证等带照片的证件）', '订单二维码或订单编号']]] },
      en: { q: 'What do I need to pick up my card?', a: [['p', 'Please bring:'], ['ul', ['Your passport (original)', 'A second photo ID (driving licence, national ID card, etc.)', 'Your order QR code or order number']]] },
      ja: { q: '受け取りには何が必要ですか？', a: [['p', '以下をお持ちください。'], ['ul', ['パスポート原本', '2点目の顔写真付き身分証明書（運転免許証など）', '予約のQRコードまたは注文番号']]] },
      ko: { q: '수령할 때 무엇이 필요한가요?', a: [['p', '다음을 지참해 주세요.'], ['ul', ['여권 원본', '제2 사진 신분증(운전면허증, 주민등록증 등)', '주문 QR 코드 또는 주문 번호']]] },
      vi: { q: 'Nhận thẻ cần mang theo gì?', a: [['p', 'Vui lòng mang theo:'], ['ul', ['Hộ chiếu bản gốc', 'Giấy tờ có ảnh thứ hai (bằng lái xe, CCCD…)', 'Mã QR hoặc mã đơn hàng']]] },
    },
  },
  {
    key: 'late-flight',
    category: 'pickup',
    sortOrder: 50,
    text: {
      'zh-TW': { q: '班機深夜抵達，櫃檯還有開嗎？', a: [['p', '桃園機場第二航廈入境櫃檯 24 小時服務；其他櫃檯的營業時間請見「機場取卡地點」。如班機延誤，請以電子郵件或聯絡表單告知客服。']] },
      'zh-CN': { q: '航班深夜抵达，柜台还开吗？', a: [['p', '桃园机场第二航站楼入境柜台 24 小时服务；其他柜台的营业时间请见“机场取卡地点”。如航班延误，请通过电子邮件或联系表单告知客服。']] },
      en: { q: 'My flight lands late at night. Will the counter be open?', a: [['p', 'The Terminal 2 arrival counter at Taoyuan is open 24 hours. See Airport pickup locations for the other counters. If your flight is delayed, let customer service know.']] },
      ja: { q: '深夜到着ですが、カウンターは開いていますか？', a: [['p', '桃園空港第2ターミナル到着カウンターは24時間営業です。その他のカウンターの営業時間は「空港受取場所」をご確認ください。フライトが遅延した場合はカスタマーサービスまでお知らせください。']] },
      ko: { q: '밤늦게 도착하는데 카운터가 열려 있나요?', a: [['p', '타오위안공항 제2터미널 입국장 카운터는 24시간 운영합니다. 다른 카운터의 운영 시간은 ‘공항 수령 장소’에서 확인하세요. 항공편이 지연되면 고객센터로 알려 주세요.']] },
      vi: { q: 'Chuyến bay của tôi đến lúc nửa đêm, quầy còn mở không?', a: [['p', 'Quầy sảnh đến Nhà ga 2 Đào Viên mở cửa 24 giờ. Giờ mở các quầy khác xem tại mục Địa điểm nhận thẻ tại sân bay. Nếu chuyến bay bị trễ, hãy báo cho bộ phận chăm sóc khách hàng.']] },
    },
  },
  {
    key: 'buy-at-counter',
    category: 'pickup',
    sortOrder: 60,
    text: {
      'zh-TW': { q: '可以直接在機場櫃檯購買嗎？', a: [['p', '櫃檯人員僅提供取卡服務，無法現場販售。請於抵台前在線上完成訂購，最快可選擇當天取卡。']] },
      'zh-CN': { q: '可以直接在机场柜台购买吗？', a: [['p', '柜台工作人员仅提供取卡服务，无法现场销售。请在抵台前在线完成订购，最快可选择当天取卡。']] },
      en: { q: 'Can I buy a card at the airport counter?', a: [['p', 'No: counter staff only hand over cards ordered online. Order before you arrive; same-day pickup is available.']] },
      ja: { q: '空港カウンターで直接購入できますか？', a: [['p', 'カウンターではオンラインで予約した商品のお渡しのみで、販売は行っていません。到着前にオンラインでご注文ください（当日受け取りも可能です）。']] },
      ko: { q: '공항 카운터에서 바로 살 수 있나요?', a: [['p', '카운터에서는 온라인 예약 상품의 수령만 가능하며 현장 판매는 하지 않습니다. 도착 전에 온라인으로 주문해 주세요(당일 수령 가능).']] },
      vi: { q: 'Có mua trực tiếp tại quầy sân bay được không?', a: [['p', 'Không: nhân viên quầy chỉ giao thẻ đã đặt trực tuyến. Hãy đặt trước khi đến, có thể chọn nhận ngay trong ngày.']] },
    },
  },
  {
    key: 'esim-compatible',
    category: 'esim',
    sortOrder: 70,
    text: {
      'zh-TW': { q: '我的手機支援 eSIM 嗎？', a: [['p', 'iPhone XS 以後機型、Google Pixel 3 以後機型及多數三星旗艦機支援 eSIM。可在撥號畫面輸入 *#06#，若出現 EID 即表示支援；手機也必須已解除電信鎖。']] },
      'zh-CN': { q: '我的手机支持 eSIM 吗？', a: [['p', 'iPhone XS 及以后机型、Google Pixel 3 及以后机型和多数三星旗舰机支持 eSIM。可在拨号界面输入 *#06#，若出现 EID 即表示支持；手机还必须是无锁版本。']] },
      en: { q: 'Does my phone support eSIM?', a: [['p', 'iPhone XS and later, Google Pixel 3 and later and most Samsung flagships support eSIM. Dial *#06#: if an EID appears, your phone supports it. It must also be carrier-unlocked.']] },
      ja: { q: '自分のスマホはeSIMに対応していますか？', a: [['p', 'iPhone XS以降、Google Pixel 3以降、Galaxyの主要機種の多くがeSIMに対応しています。電話アプリで*#06#を入力し、EIDが表示されれば対応端末です。SIMロックの解除も必要です。']] },
      ko: { q: '제 휴대폰이 eSIM을 지원하나요?', a: [['p', 'iPhone XS 이후 모델, Google Pixel 3 이후 모델, 대부분의 삼성 플래그십이 eSIM을 지원합니다. 전화 앱에서 *#06#을 눌러 EID가 표시되면 지원 기기입니다. 컨트리락도 해제되어 있어야 합니다.']] },
      vi: { q: 'Điện thoại của tôi có hỗ trợ eSIM không?', a: [['p', 'iPhone XS trở lên, Google Pixel 3 trở lên và hầu hết các dòng Samsung cao cấp đều hỗ trợ eSIM. Bấm *#06#: nếu hiện mã EID là máy hỗ trợ. Máy cũng phải được mở khóa mạng.']] },
    },
  },
  {
    key: 'esim-when-install',
    category: 'esim',
    sortOrder: 80,
    text: {
      'zh-TW': { q: '什麼時候安裝 eSIM 比較好？', a: [['p', '建議出發前在有 Wi‑Fi 的地方安裝，抵台後再開啟該線路。安裝本身不會開始計算天數，首次連上台灣網路時才會開通。']] },
      'zh-CN': { q: '什么时候安装 eSIM 比较好？', a: [['p', '建议出发前在有 Wi‑Fi 的地方安装，抵台后再开启该线路。安装本身不会开始计算天数，首次连上台湾网络时才会开通。']] },
      en: { q: 'When should I install the eSIM?', a: [['p', 'Install it before you fly, on Wi-Fi, and switch the line on after landing. Installing does not start the clock: the eSIM activates on its first connection in Taiwan.']] },
      ja: { q: 'eSIMはいつ設定すればよいですか？', a: [['p', '出発前にWi-Fi環境で設定し、台湾到着後に回線をオンにするのがおすすめです。設定しただけでは日数はカウントされず、台湾で初めて接続した時点で開通します。']] },
      ko: { q: 'eSIM은 언제 설치하면 좋은가요?', a: [['p', '출국 전 Wi-Fi 환경에서 설치하고 대만 도착 후 회선을 켜는 것을 권장합니다. 설치만으로는 기간이 시작되지 않으며, 대만에서 처음 연결될 때 개통됩니다.']] },
      vi: { q: 'Nên cài eSIM lúc nào?', a: [['p', 'Nên cài trước khi bay, khi có Wi-Fi, rồi bật đường truyền sau khi hạ cánh. Việc cài đặt không làm bắt đầu tính ngày: eSIM chỉ kích hoạt khi kết nối lần đầu tại Đài Loan.']] },
    },
  },
  {
    key: 'esim-deleted',
    category: 'esim',
    sortOrder: 90,
    text: {
      'zh-TW': { q: '不小心刪除了 eSIM 怎麼辦？', a: [['p', 'QR Code 僅能安裝一次，刪除後無法重新安裝，也不適用退款。請以電子郵件或聯絡表單聯繫客服，我們會協助確認是否能付費補發。']] },
      'zh-CN': { q: '不小心删除了 eSIM 怎么办？', a: [['p', '二维码仅能安装一次，删除后无法重新安装，也不适用退款。请通过电子邮件或联系表单联系客服，我们会协助确认是否可以付费补发。']] },
      en: { q: 'I deleted my eSIM by mistake. What now?', a: [['p', 'A QR code can be installed only once, so a deleted eSIM cannot be reinstalled and is not refundable. Contact customer service and we will check whether a paid replacement is possible.']] },
      ja: { q: '誤ってeSIMを削除してしまいました。', a: [['p', 'QRコードのインストールは1回限りのため、削除したeSIMは再設定できず、返金の対象にもなりません。カスタマーサービスにご連絡いただければ、有償での再発行が可能か確認いたします。']] },
      ko: { q: '실수로 eSIM을 삭제했습니다. 어떻게 해야 하나요?', a: [['p', 'QR 코드는 한 번만 설치할 수 있어 삭제한 eSIM은 다시 설치할 수 없으며 환불 대상도 아닙니다. 고객센터로 문의하시면 유료 재발급이 가능한지 확인해 드립니다.']] },
      vi: { q: 'Tôi lỡ xóa eSIM, phải làm sao?', a: [['p', 'Mỗi mã QR chỉ cài được một lần nên eSIM đã xóa không cài lại được và không được hoàn tiền. Hãy liên hệ bộ phận chăm sóc khách hàng, chúng tôi sẽ kiểm tra khả năng cấp lại có tính phí.']] },
    },
  },
  {
    key: 'payment-methods',
    category: 'payment',
    sortOrder: 100,
    text: {
      'zh-TW': { q: '可以用哪些方式付款？', a: [['p', '支援信用卡一次付清（Visa、Mastercard、JCB）、Apple Pay 與 Google Pay。所有交易以新台幣結算，其他幣別僅供參考，實際金額以發卡銀行匯率為準。']] },
      'zh-CN': { q: '可以用哪些方式付款？', a: [['p', '支持信用卡全额支付（Visa、Mastercard、JCB）、Apple Pay 与 Google Pay。所有交易以新台币结算，其他币种仅供参考，实际金额以发卡银行汇率为准。']] },
      en: { q: 'How can I pay?', a: [['p', 'Credit card in one payment (Visa, Mastercard, JCB), Apple Pay and Google Pay. All payments settle in New Taiwan dollars; other currencies are indicative, and your bank’s exchange rate applies.']] },
      ja: { q: '支払い方法は何がありますか？', a: [['p', 'クレジットカード一括払い（Visa・Mastercard・JCB）、Apple Pay、Google Payがご利用いただけます。決済はすべて台湾ドル（TWD）で行われ、その他の通貨表示は目安です。実際の請求額はカード会社の為替レートによります。']] },
      ko: { q: '어떤 결제 수단을 쓸 수 있나요?', a: [['p', '신용카드 일시불(Visa, Mastercard, JCB), Apple Pay, Google Pay를 지원합니다. 모든 결제는 대만 달러로 이루어지며 다른 통화 금액은 참고용이고, 실제 청구 금액은 카드사 환율을 따릅니다.']] },
      vi: { q: 'Có thể thanh toán bằng những cách nào?', a: [['p', 'Thẻ tín dụng trả một lần (Visa, Mastercard, JCB), Apple Pay và Google Pay. Mọi giao dịch thanh toán bằng Đài tệ; số tiền theo ngoại tệ khác chỉ để tham khảo, áp dụng tỷ giá của ngân hàng phát hành thẻ.']] },
    },
  },
  {
    key: 'e-invoice',
    category: 'payment',
    sortOrder: 110,
    text: {
      'zh-TW': { q: '如何開立發票？', a: [['p', '我們開立電子發票，可選擇：'], ['ul', [INVOICE_OPTION('zh-TW', 'memberCarrier'), `${INVOICE_OPTION('zh-TW', 'mobileBarcode')}（例如 /ABC.123）`, INVOICE_OPTION('zh-TW', 'company'), INVOICE_OPTION('zh-TW', 'donation'), INVOICE_OPTION('zh-TW', 'nonResident')]]] },
      'zh-CN': { q: '如何开具发票？', a: [['p', '我们开具台湾电子发票，可选择：'], ['ul', [INVOICE_OPTION('zh-CN', 'memberCarrier'), `${INVOICE_OPTION('zh-CN', 'mobileBarcode')}（例如 /ABC.123）`, INVOICE_OPTION('zh-CN', 'company'), INVOICE_OPTION('zh-CN', 'donation'), INVOICE_OPTION('zh-CN', 'nonResident')]]] },
      en: { q: 'How do invoices work?', a: [['p', 'We issue Taiwan e-invoices. You can choose:'], ['ul', [INVOICE_OPTION('en', 'memberCarrier'), `${INVOICE_OPTION('en', 'mobileBarcode')} (e.g. /ABC.123)`, INVOICE_OPTION('en', 'company'), INVOICE_OPTION('en', 'donation'), INVOICE_OPTION('en', 'nonResident')]]] },
      ja: { q: '領収書（発票）はどうなりますか？', a: [['p', '台湾の電子発票を発行します。以下から選べます。'], ['ul', [INVOICE_OPTION('ja', 'memberCarrier'), `${INVOICE_OPTION('ja', 'mobileBarcode')}（例：/ABC.123）`, INVOICE_OPTION('ja', 'company'), INVOICE_OPTION('ja', 'donation'), INVOICE_OPTION('ja', 'nonResident')]]] },
      ko: { q: '영수증은 어떻게 발행되나요?', a: [['p', '대만 전자 영수증을 발행하며 다음 중 선택할 수 있습니다.'], ['ul', [INVOICE_OPTION('ko', 'memberCarrier'), `${INVOICE_OPTION('ko', 'mobileBarcode')}(예: /ABC.123)`, INVOICE_OPTION('ko', 'company'), INVOICE_OPTION('ko', 'donation'), INVOICE_OPTION('ko', 'nonResident')]]] },
      vi: { q: 'Hóa đơn được xuất như thế nào?', a: [['p', 'Chúng tôi xuất hóa đơn điện tử Đài Loan, bạn có thể chọn:'], ['ul', [INVOICE_OPTION('vi', 'memberCarrier'), `${INVOICE_OPTION('vi', 'mobileBarcode')} (ví dụ /ABC.123)`, INVOICE_OPTION('vi', 'company'), INVOICE_OPTION('vi', 'donation'), INVOICE_OPTION('vi', 'nonResident')]]] },
    },
  },
  {
    key: 'coupon',
    category: 'payment',
    sortOrder: 120,
    text: {
      'zh-TW': { q: '優惠碼可以重複使用嗎？', a: [['p', '每組優惠碼限使用一次，且不可兌換現金；取消訂單時已使用的優惠碼恕不退還。']] },
      'zh-CN': { q: '优惠码可以重复使用吗？', a: [['p', '每个优惠码限使用一次，且不可兑换现金；取消订单时已使用的优惠码恕不退还。']] },
      en: { q: 'Can I use a promo code more than once?', a: [['p', 'Each promo code works once and cannot be exchanged for cash. A used code is not returned if you cancel the order.']] },
      ja: { q: 'クーポンコードは何度も使えますか？', a: [['p', 'クーポンコードは1回限り有効で、現金との交換はできません。ご注文をキャンセルした場合も、使用済みのコードは返却されません。']] },
      ko: { q: '프로모션 코드를 여러 번 쓸 수 있나요?', a: [['p', '프로모션 코드는 1회만 사용할 수 있으며 현금으로 교환할 수 없습니다. 주문을 취소해도 사용한 코드는 반환되지 않습니다.']] },
      vi: { q: 'Mã khuyến mãi có dùng lại được không?', a: [['p', 'Mỗi mã chỉ dùng một lần và không quy đổi thành tiền mặt. Mã đã dùng không được hoàn lại khi hủy đơn.']] },
    },
  },
  {
    key: 'draft-5g-coverage',
    category: 'ordering',
    sortOrder: 130,
    published: false,
    text: {
      'zh-TW': { q: '（草稿）離島也有 5G 嗎？', a: [['p', '待電信合作夥伴確認最新涵蓋範圍後更新。']] },
      'zh-CN': { q: '（草稿）离岛也有 5G 吗？', a: [['p', '待电信合作伙伴确认最新覆盖范围后更新。']] },
      en: { q: '(Draft) Is there 5G on the outlying islands?', a: [['p', 'To be updated once our partner confirms the latest coverage.']] },
      ja: { q: '（下書き）離島でも5Gは使えますか？', a: [['p', '通信パートナーに最新のエリアを確認後、更新予定です。']] },
      ko: { q: '(초안) 부속 섬에서도 5G를 쓸 수 있나요?', a: [['p', '통신 파트너가 최신 커버리지를 확인하면 업데이트할 예정입니다.']] },
      vi: { q: '(Bản nháp) Các đảo xa có 5G không?', a: [['p', 'Sẽ cập nhật khi đối tác viễn thông xác nhận vùng phủ sóng mới nhất.']] },
    },
  },
]

/** The FAQs the home page features. */
export const FEATURED_FAQS = ['how-many-cards', 'pickup-documents', 'esim-compatible', 'validity']

export const FAQS: SeedDoc<'faqs'>[] = SHEETS.map((sheet) => ({
  key: sheet.key,
  shared: (refs) => ({ category: refs.id('faq-categories', sheet.category), _status: sheet.published === false ? ('draft' as const) : ('published' as const), sortOrder: sheet.sortOrder }),
  text: Object.fromEntries(Object.entries(sheet.text).map(([locale, t]) => [locale, { question: t.q, answer: rich(t.a) }])) as L<{
    question: string
    answer: ReturnType<typeof rich>
  }>,
}))
