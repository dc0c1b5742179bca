/**
 * Guides: type 1 purchase notes (in the header menu), type 2 usage guides, type 3 top-up instructions.
 */
import { AGE_RULE, CARD_RULE } from './i18n'
import { rich, type Outline } from './lexical'
import type { L, SeedDoc } from './store'

type GuideText = { name: string; summary: string; body: Outline }
type GuideSheet = { key: string; type: 1 | 2 | 3; sortOrder: number; text: L<GuideText> }

const SHEETS: GuideSheet[] = [
  {
    key: 'how-to-order',
    type: 1,
    sortOrder: 10,
    text: {
      'zh-TW': {
        name: '如何訂購',
        summary: '四個步驟完成訂購：選商品、填資料、付款、收確認信。',
        body: [
          ['h2', '訂購流程'],
          ['ol', ['在「全部商品」選擇上網卡或 eSIM，挑選天數方案。', '實體卡請選擇取卡日期、時間與機場；填寫與護照相同的英文姓名、電子信箱及含國碼的手機號碼。', '以信用卡、Apple Pay 或 Google Pay 付款，並選擇電子發票類型。', '付款成功後會收到訂單確認信；eSIM 的 QR Code 亦會一併寄出。']],
          ['h3', '小提醒'],
          ['ul', ['下單即自動成為會員，登入密碼會寄到您的信箱。', CARD_RULE['zh-TW'], AGE_RULE['zh-TW'], '付款以新台幣結算，其他幣別金額僅供參考。']],
        ],
      },
      'zh-CN': {
        name: '如何订购',
        summary: '四个步骤完成订购：选商品、填资料、付款、收确认邮件。',
        body: [
          ['h2', '订购流程'],
          ['ol', ['在“全部商品”中选择上网卡或 eSIM，挑选天数套餐。', '实体卡请选择取卡日期、时间与机场；填写与护照一致的英文姓名、电子邮箱及含国家代码的手机号码。', '使用信用卡、Apple Pay 或 Google Pay 付款，并选择电子发票类型。', '付款成功后会收到订单确认邮件；eSIM 的二维码也会一并发送。']],
          ['h3', '小提示'],
          ['ul', ['下单即自动成为会员，登录密码会发送到您的邮箱。', CARD_RULE['zh-CN'], AGE_RULE['zh-CN'], '付款以新台币结算，其他币种金额仅供参考。']],
        ],
      },
      en: {
        name: 'How to order',
        summary: 'Four steps: choose a product, fill in your details, pay, and get your confirmation e-mail.',
        body: [
          ['h2', 'Ordering step by step'],
          ['ol', ['Under All products, pick a SIM card or eSIM and choose how many days you need.', 'For a physical card, choose the pickup date, time and airport. Enter your name in English exactly as on your passport, your e-mail and your mobile number with country code.', 'Pay by credit card, Apple Pay or Google Pay, and choose your e-invoice type.', 'You receive an order confirmation by e-mail; for an eSIM, the QR code comes with it.']],
          ['h3', 'Good to know'],
          ['ul', ['Ordering makes you a member automatically; your login password is sent by e-mail.', CARD_RULE.en, AGE_RULE.en, 'Payment settles in New Taiwan dollars; amounts in other currencies are indicative only.']],
        ],
      },
      ja: {
        name: 'ご注文方法',
        summary: '商品選択、情報入力、お支払い、確認メールの受信の4ステップで完了します。',
        body: [
          ['h2', 'ご注文の流れ'],
          ['ol', ['「すべての商品」からSIMカードまたはeSIMを選び、日数プランを選択します。', 'SIMカードの場合は受取日・時間・空港を選び、パスポートと同じローマ字氏名、メールアドレス、国番号付きの携帯電話番号を入力します。', 'クレジットカード、Apple Pay、Google Payでお支払いのうえ、電子発票（レシート）の種類を選びます。', '決済が完了すると確認メールが届きます。eSIMの場合はQRコードも同時にお送りします。']],
          ['h3', 'ご注意'],
          ['ul', ['ご注文と同時に会員登録され、ログインパスワードをメールでお送りします。', CARD_RULE.ja, AGE_RULE.ja, 'お支払いは台湾ドル（TWD）で決済され、その他の通貨表示は目安です。']],
        ],
      },
      ko: {
        name: '주문 방법',
        summary: '상품 선택, 정보 입력, 결제, 확인 메일 수신의 4단계로 끝납니다.',
        body: [
          ['h2', '주문 절차'],
          ['ol', ['‘전체 상품’에서 유심 또는 eSIM을 고르고 사용 일수를 선택합니다.', '실물 유심은 수령 날짜, 시간, 공항을 선택하고 여권과 동일한 영문 이름, 이메일, 국가번호를 포함한 휴대폰 번호를 입력합니다.', '신용카드, Apple Pay, Google Pay로 결제하고 전자 영수증 유형을 선택합니다.', '결제가 완료되면 주문 확인 메일이 발송되며, eSIM은 QR 코드도 함께 보내 드립니다.']],
          ['h3', '알아 두세요'],
          ['ul', ['주문과 동시에 자동으로 회원 가입되며 로그인 비밀번호는 이메일로 발송됩니다.', CARD_RULE.ko, AGE_RULE.ko, '결제는 대만 달러로 이루어지며 다른 통화 금액은 참고용입니다.']],
        ],
      },
      vi: {
        name: 'Cách đặt hàng',
        summary: 'Bốn bước: chọn sản phẩm, điền thông tin, thanh toán và nhận e-mail xác nhận.',
        body: [
          ['h2', 'Các bước đặt hàng'],
          ['ol', ['Trong mục Tất cả sản phẩm, chọn SIM hoặc eSIM và số ngày cần dùng.', 'Với SIM vật lý, chọn ngày, giờ và sân bay nhận thẻ. Nhập họ tên tiếng Anh đúng như trên hộ chiếu, e-mail và số điện thoại có mã quốc gia.', 'Thanh toán bằng thẻ tín dụng, Apple Pay hoặc Google Pay và chọn loại hóa đơn điện tử.', 'Bạn sẽ nhận e-mail xác nhận đơn hàng; với eSIM, mã QR được gửi kèm.']],
          ['h3', 'Lưu ý'],
          ['ul', ['Đặt hàng là tự động trở thành thành viên; mật khẩu đăng nhập được gửi qua e-mail.', CARD_RULE.vi, AGE_RULE.vi, 'Thanh toán bằng Đài tệ; số tiền theo ngoại tệ khác chỉ mang tính tham khảo.']],
        ],
      },
    },
  },
  {
    key: 'pickup-documents',
    type: 1,
    sortOrder: 20,
    text: {
      'zh-TW': {
        name: '取卡應備證件',
        summary: '機場取卡請攜帶護照與第二證件；每張卡須由持卡人本人領取。',
        body: [
          ['h2', '取卡時請準備'],
          ['ul', ['有效護照（或入台證件）正本', '第二證件：駕照、身分證、健保卡、學生證等附照片證件（依國籍而異）', '訂單 QR Code 或訂單編號']],
          ['h3', '年齡與代領'],
          ['ul', [AGE_RULE['zh-TW'], '依電信法規實名登記，恕不接受他人代領。']],
          ['p', '櫃檯人員僅提供取卡服務，無法現場販售或更換方案。'],
        ],
      },
      'zh-CN': {
        name: '取卡所需证件',
        summary: '机场取卡请携带护照与第二证件；每张卡须由持卡人本人领取。',
        body: [
          ['h2', '取卡时请准备'],
          ['ul', ['有效护照（或入台证件）原件', '第二证件：驾照、身份证、学生证等带照片的证件（依国籍而异）', '订单二维码或订单编号']],
          ['h3', '年龄与代领'],
          ['ul', [AGE_RULE['zh-CN'], '根据电信法规实名登记，恕不接受他人代领。']],
          ['p', '柜台工作人员仅提供取卡服务，无法现场销售或更换套餐。'],
        ],
      },
      en: {
        name: 'Documents for pickup',
        summary: 'Bring your passport and a second ID to the airport counter; each card holder collects their own card.',
        body: [
          ['h2', 'What to bring'],
          ['ul', ['Your valid passport (or Taiwan entry permit), original', 'A second photo ID such as a driving licence, national ID card or student card (depends on nationality)', 'Your order QR code or order number']],
          ['h3', 'Age and collecting for others'],
          ['ul', [AGE_RULE.en, 'Telecom rules require real-name registration, so nobody can collect a card on your behalf.']],
          ['p', 'Counter staff only hand over cards; they cannot sell cards or change plans on site.'],
        ],
      },
      ja: {
        name: '受け取りに必要な書類',
        summary: '空港カウンターではパスポートと2点目の身分証明書が必要です。カードは名義人ご本人がお受け取りください。',
        body: [
          ['h2', '受け取り時にご用意いただくもの'],
          ['ul', ['有効なパスポート（または入台許可証）の原本', '2点目の顔写真付き身分証明書：運転免許証、マイナンバーカード、学生証など（国籍により異なります）', '予約のQRコードまたは注文番号']],
          ['h3', '年齢・代理受け取り'],
          ['ul', [AGE_RULE.ja, '通信法令に基づく本人確認のため、代理での受け取りはできません。']],
          ['p', 'カウンターでは受け取りのみを承っており、販売やプラン変更はできません。'],
        ],
      },
      ko: {
        name: '수령 시 필요 서류',
        summary: '공항 카운터에서는 여권과 제2 신분증이 필요하며, 유심은 명의자 본인이 직접 수령해야 합니다.',
        body: [
          ['h2', '수령 시 준비물'],
          ['ul', ['유효한 여권(또는 대만 입국 허가증) 원본', '제2 사진 신분증: 운전면허증, 주민등록증, 학생증 등(국적에 따라 다름)', '주문 QR 코드 또는 주문 번호']],
          ['h3', '연령 및 대리 수령'],
          ['ul', [AGE_RULE.ko, '통신 법규에 따른 실명 등록 때문에 대리 수령은 불가합니다.']],
          ['p', '카운터 직원은 수령 업무만 담당하며 현장 판매나 요금제 변경은 할 수 없습니다.'],
        ],
      },
      vi: {
        name: 'Giấy tờ khi nhận thẻ',
        summary: 'Mang hộ chiếu và một giấy tờ tùy thân thứ hai đến quầy sân bay; mỗi chủ thẻ tự nhận thẻ của mình.',
        body: [
          ['h2', 'Cần mang theo'],
          ['ul', ['Hộ chiếu còn hạn (hoặc giấy phép nhập cảnh Đài Loan), bản gốc', 'Giấy tờ có ảnh thứ hai như bằng lái xe, CCCD, thẻ sinh viên (tùy quốc tịch)', 'Mã QR hoặc mã đơn hàng']],
          ['h3', 'Độ tuổi và nhận hộ'],
          ['ul', [AGE_RULE.vi, 'Quy định viễn thông yêu cầu đăng ký chính chủ nên không thể nhận thẻ hộ.']],
          ['p', 'Nhân viên quầy chỉ giao thẻ, không bán thẻ hay đổi gói tại chỗ.'],
        ],
      },
    },
  },
  {
    key: 'cancellation-refund',
    type: 1,
    sortOrder: 30,
    text: {
      'zh-TW': {
        name: '取消與退款規定',
        summary: '付款後、取卡前取消酌收 NT$30 手續費；開通或使用後恕不退款。',
        body: [
          ['h2', '取消訂單'],
          ['ul', ['未付款訂單可隨時取消，不收任何費用。', '付款後、取卡（或 eSIM 安裝）前取消，每筆訂單酌收 NT$30 手續費，餘額原路退回。', '可於「會員中心 › 歷史訂單」自行取消，或以電子郵件或聯絡表單聯繫客服。']],
          ['h2', '無法退款的情形'],
          ['ul', ['SIM 卡或 eSIM 已開通或已使用。', '未依使用教學操作（例如刪除已安裝的 eSIM）導致無法使用。', '優惠碼為一次性使用，恕不退還。']],
          ['h2', '商品瑕疵'],
          ['p', '若收到錯誤或故障的商品，我們將無條件更換或退款，金額以購買價格為限。卡片或 eSIM 在台灣無法使用時，請於 48 小時內通知我們。'],
        ],
      },
      'zh-CN': {
        name: '取消与退款规定',
        summary: '付款后、取卡前取消收取 NT$30 手续费；开通或使用后恕不退款。',
        body: [
          ['h2', '取消订单'],
          ['ul', ['未付款订单可随时取消，不收取任何费用。', '付款后、取卡（或安装 eSIM）前取消，每笔订单收取 NT$30 手续费，余额原路退回。', '可在“会员中心 › 历史订单”自行取消，或通过电子邮件或联系表单联系客服。']],
          ['h2', '无法退款的情形'],
          ['ul', ['SIM 卡或 eSIM 已开通或已使用。', '未按使用教程操作（例如删除已安装的 eSIM）导致无法使用。', '优惠码为一次性使用，恕不退还。']],
          ['h2', '商品瑕疵'],
          ['p', '若收到错误或故障的商品，我们将无条件更换或退款，金额以购买价格为限。卡片或 eSIM 在台湾无法使用时，请在 48 小时内通知我们。'],
        ],
      },
      en: {
        name: 'Cancellation and refunds',
        summary: 'Cancelling after payment and before pickup costs NT$30; no refunds once a card is activated or used.',
        body: [
          ['h2', 'Cancelling an order'],
          ['ul', ['Unpaid orders can be cancelled at any time, free of charge.', 'After payment and before pickup (or eSIM installation), cancellation costs NT$30 per order; the rest is refunded to your original payment method.', 'Cancel under My account › Order history, or write to customer service by e-mail or the contact form.']],
          ['h2', 'When we cannot refund'],
          ['ul', ['The SIM card or eSIM has been activated or used.', 'It cannot be used because the usage guide was not followed (for example, an installed eSIM was deleted).', 'Promo codes are single-use and non-refundable.']],
          ['h2', 'Wrong or faulty items'],
          ['p', 'If you receive a wrong or faulty item, we exchange or refund it unconditionally, up to the purchase price. If the card or eSIM stops working in Taiwan, tell us within 48 hours.'],
        ],
      },
      ja: {
        name: 'キャンセル・返金について',
        summary: '決済後・受け取り前のキャンセルは手数料NT$30。開通・使用後の返金はできません。',
        body: [
          ['h2', 'ご注文のキャンセル'],
          ['ul', ['未決済のご注文はいつでも無料でキャンセルできます。', '決済後、受け取り（またはeSIMの設定）前のキャンセルは1件につきNT$30の手数料を差し引き、残額を元のお支払い方法に返金します。', '「マイページ › 注文履歴」からご自身でキャンセルするか、メールまたはお問い合わせフォームでカスタマーサービスにご連絡ください。']],
          ['h2', '返金できない場合'],
          ['ul', ['SIMカードまたはeSIMが開通済み・使用済みの場合', 'ご利用ガイドに従わなかったために利用できない場合（設定済みのeSIMを削除した場合など）', 'クーポンは1回限り有効で、払い戻しはできません']],
          ['h2', '商品の不備'],
          ['p', '誤った商品や不良品が届いた場合は、購入金額を上限として無条件で交換または返金いたします。SIMカードまたはeSIMが台湾で使えなくなった場合は、48時間以内にご連絡ください。'],
        ],
      },
      ko: {
        name: '취소 및 환불 규정',
        summary: '결제 후 수령 전 취소 시 NT$30 수수료가 부과되며, 개통 또는 사용 후에는 환불되지 않습니다.',
        body: [
          ['h2', '주문 취소'],
          ['ul', ['미결제 주문은 언제든 무료로 취소할 수 있습니다.', '결제 후 수령(또는 eSIM 설치) 전 취소 시 주문 건당 NT$30의 수수료를 제외하고 원래 결제 수단으로 환불됩니다.', '‘마이페이지 › 주문 내역’에서 직접 취소하거나 이메일 또는 문의 양식으로 고객센터에 문의해 주세요.']],
          ['h2', '환불이 불가한 경우'],
          ['ul', ['유심 또는 eSIM이 이미 개통되었거나 사용된 경우', '이용 가이드를 따르지 않아 사용할 수 없는 경우(설치한 eSIM 삭제 등)', '프로모션 코드는 1회용이며 환불되지 않습니다']],
          ['h2', '상품 하자'],
          ['p', '잘못된 상품이나 불량품을 받으신 경우 구매 금액 한도 내에서 무조건 교환 또는 환불해 드립니다. 대만에서 유심이나 eSIM이 작동하지 않으면 48시간 이내에 고객센터로 알려 주세요.'],
        ],
      },
      vi: {
        name: 'Hủy đơn và hoàn tiền',
        summary: 'Hủy sau khi thanh toán và trước khi nhận thẻ: phí 30 NT$; không hoàn tiền khi thẻ đã kích hoạt hoặc sử dụng.',
        body: [
          ['h2', 'Hủy đơn hàng'],
          ['ul', ['Đơn chưa thanh toán có thể hủy bất cứ lúc nào, miễn phí.', 'Sau khi thanh toán và trước khi nhận thẻ (hoặc cài eSIM), phí hủy là 30 NT$ mỗi đơn; phần còn lại hoàn về phương thức thanh toán ban đầu.', 'Tự hủy trong Tài khoản của tôi › Lịch sử đơn hàng, hoặc liên hệ bộ phận chăm sóc khách hàng qua e-mail hay biểu mẫu liên hệ.']],
          ['h2', 'Trường hợp không hoàn tiền'],
          ['ul', ['SIM hoặc eSIM đã được kích hoạt hoặc sử dụng.', 'Không dùng được do không làm theo hướng dẫn sử dụng (ví dụ: đã xóa eSIM sau khi cài).', 'Mã khuyến mãi chỉ dùng một lần và không được hoàn lại.']],
          ['h2', 'Sản phẩm sai hoặc lỗi'],
          ['p', 'Nếu nhận được sản phẩm sai hoặc bị lỗi, chúng tôi đổi hoặc hoàn tiền vô điều kiện, tối đa bằng giá mua. Nếu SIM hoặc eSIM ngừng hoạt động tại Đài Loan, vui lòng báo cho chúng tôi trong vòng 48 giờ.'],
        ],
      },
    },
  },
  {
    key: 'esim-install',
    type: 2,
    sortOrder: 40,
    text: {
      'zh-TW': {
        name: 'eSIM 安裝教學（iPhone／Android）',
        summary: '掃描 QR Code 三分鐘完成安裝，抵台後切換行動數據即可上網。',
        body: [
          ['h2', 'iPhone（iOS 17 以上）'],
          ['ol', ['連上 Wi‑Fi，開啟「設定 › 行動服務 › 加入 eSIM」。', '選擇「使用 QR Code」，掃描信件中的 QR Code。', '為新線路命名（例如「台灣」），預設號碼維持原本門號。', '抵台後到「行動數據」選擇「台灣」線路，並開啟「數據漫遊」。']],
          ['h2', 'Android（Pixel、Samsung 等）'],
          ['ol', ['連上 Wi‑Fi，開啟「設定 › 網路和網際網路 › SIM 卡 › 新增 eSIM」（Samsung：「連接 › SIM 卡管理員 › 新增 eSIM」）。', '掃描 QR Code 並確認下載。', '抵台後將行動數據切換到新 eSIM，並開啟漫遊。']],
          ['h3', '注意'],
          ['ul', ['QR Code 僅能安裝一次，安裝後請勿刪除 eSIM。', '若無法上網，請重新開機並確認 APN 為「internet」。']],
        ],
      },
      'zh-CN': {
        name: 'eSIM 安装教程（iPhone／Android）',
        summary: '扫描二维码三分钟完成安装，抵台后切换移动数据即可上网。',
        body: [
          ['h2', 'iPhone（iOS 17 及以上）'],
          ['ol', ['连接 Wi‑Fi，打开“设置 › 蜂窝网络 › 添加 eSIM”。', '选择“使用二维码”，扫描邮件中的二维码。', '为新线路命名（例如“台湾”），默认号码保持原有号码。', '抵台后在“蜂窝数据”中选择“台湾”线路，并开启“数据漫游”。']],
          ['h2', 'Android（Pixel、三星等）'],
          ['ol', ['连接 Wi‑Fi，打开“设置 › 网络和互联网 › SIM 卡 › 添加 eSIM”（三星：“连接 › SIM 卡管理器 › 添加 eSIM”）。', '扫描二维码并确认下载。', '抵台后将移动数据切换到新 eSIM，并开启漫游。']],
          ['h3', '注意'],
          ['ul', ['二维码仅能安装一次，安装后请勿删除 eSIM。', '若无法上网，请重启手机并确认 APN 为“internet”。']],
        ],
      },
      en: {
        name: 'Installing your eSIM (iPhone / Android)',
        summary: 'Scan the QR code and you are set up in three minutes; switch mobile data to the eSIM after landing.',
        body: [
          ['h2', 'iPhone (iOS 17 or later)'],
          ['ol', ['On Wi-Fi, open Settings › Mobile Service › Add eSIM.', 'Choose Use QR Code and scan the code from your e-mail.', 'Give the new line a label (e.g. "Taiwan") and keep your usual number as the default line.', 'After landing, choose the Taiwan line under Mobile Data and turn on Data Roaming.']],
          ['h2', 'Android (Pixel, Samsung and others)'],
          ['ol', ['On Wi-Fi, open Settings › Network & internet › SIMs › Add eSIM (Samsung: Connections › SIM manager › Add eSIM).', 'Scan the QR code and confirm the download.', 'After landing, switch mobile data to the new eSIM and turn on roaming.']],
          ['h3', 'Please note'],
          ['ul', ['A QR code can be installed only once: do not delete the eSIM after installing it.', 'No connection? Restart the phone and check that the APN is "internet".']],
        ],
      },
      ja: {
        name: 'eSIMの設定方法（iPhone／Android）',
        summary: 'QRコードを読み取るだけで約3分で設定完了。到着後にモバイルデータ通信をeSIMに切り替えるだけです。',
        body: [
          ['h2', 'iPhone（iOS 17以降）'],
          ['ol', ['Wi-Fiに接続し、「設定 › モバイル通信 › eSIMを追加」を開きます。', '「QRコードを使用」を選び、メールに記載のQRコードを読み取ります。', '新しい回線に名前（例：「台湾」）を付け、デフォルトの番号は普段の番号のままにします。', '到着後、「モバイルデータ通信」で「台湾」回線を選び、「データローミング」をオンにします。']],
          ['h2', 'Android（Pixel、Galaxyなど）'],
          ['ol', ['Wi-Fiに接続し、「設定 › ネットワークとインターネット › SIM › eSIMを追加」を開きます（Galaxy：「接続 › SIMマネージャー › eSIMを追加」）。', 'QRコードを読み取り、ダウンロードを確定します。', '到着後、モバイルデータを新しいeSIMに切り替え、ローミングをオンにします。']],
          ['h3', 'ご注意'],
          ['ul', ['QRコードのインストールは1回限りです。設定後にeSIMを削除しないでください。', 'つながらない場合は端末を再起動し、APNが「internet」になっているかご確認ください。']],
        ],
      },
      ko: {
        name: 'eSIM 설치 방법(iPhone/Android)',
        summary: 'QR 코드를 스캔하면 3분 만에 설치 완료. 도착 후 모바일 데이터를 eSIM으로 전환하면 됩니다.',
        body: [
          ['h2', 'iPhone(iOS 17 이상)'],
          ['ol', ['Wi-Fi에 연결한 뒤 ‘설정 › 셀룰러 › eSIM 추가’를 엽니다.', '‘QR 코드 사용’을 선택하고 이메일의 QR 코드를 스캔합니다.', '새 회선 이름(예: ‘대만’)을 정하고 기본 번호는 기존 번호로 유지합니다.', '도착 후 ‘셀룰러 데이터’에서 ‘대만’ 회선을 선택하고 ‘데이터 로밍’을 켭니다.']],
          ['h2', 'Android(Pixel, 삼성 등)'],
          ['ol', ['Wi-Fi에 연결한 뒤 ‘설정 › 네트워크 및 인터넷 › SIM › eSIM 추가’를 엽니다(삼성: ‘연결 › SIM 카드 관리자 › eSIM 추가’).', 'QR 코드를 스캔하고 다운로드를 확인합니다.', '도착 후 모바일 데이터를 새 eSIM으로 전환하고 로밍을 켭니다.']],
          ['h3', '유의 사항'],
          ['ul', ['QR 코드는 한 번만 설치할 수 있으니 설치 후 eSIM을 삭제하지 마세요.', '연결되지 않으면 휴대폰을 다시 시작하고 APN이 ‘internet’인지 확인하세요.']],
        ],
      },
      vi: {
        name: 'Cài đặt eSIM (iPhone / Android)',
        summary: 'Quét mã QR là xong trong ba phút; sau khi hạ cánh chỉ cần chuyển dữ liệu di động sang eSIM.',
        body: [
          ['h2', 'iPhone (iOS 17 trở lên)'],
          ['ol', ['Kết nối Wi-Fi, mở Cài đặt › Di động › Thêm eSIM.', 'Chọn Dùng mã QR và quét mã trong e-mail.', 'Đặt tên cho đường mới (ví dụ "Đài Loan"), giữ số quen thuộc làm số mặc định.', 'Sau khi hạ cánh, chọn đường "Đài Loan" trong Dữ liệu di động và bật Chuyển vùng dữ liệu.']],
          ['h2', 'Android (Pixel, Samsung…)'],
          ['ol', ['Kết nối Wi-Fi, mở Cài đặt › Mạng và Internet › SIM › Thêm eSIM (Samsung: Kết nối › Trình quản lý SIM › Thêm eSIM).', 'Quét mã QR và xác nhận tải xuống.', 'Sau khi hạ cánh, chuyển dữ liệu di động sang eSIM mới và bật chuyển vùng.']],
          ['h3', 'Lưu ý'],
          ['ul', ['Mỗi mã QR chỉ cài được một lần: đừng xóa eSIM sau khi cài.', 'Không vào được mạng? Khởi động lại máy và kiểm tra APN là "internet".']],
        ],
      },
    },
  },
  {
    key: 'apn-settings',
    type: 2,
    sortOrder: 50,
    text: {
      'zh-TW': {
        name: 'APN 設定與無法上網排除',
        summary: '插卡後沒有網路？檢查 APN、數據漫遊與飛航模式，多數問題一分鐘內解決。',
        body: [
          ['h2', 'APN 設定值'],
          ['ul', ['APN：internet', '使用者名稱、密碼：留白', 'MCC／MNC：依 SIM 卡自動帶入，請勿修改']],
          ['h3', 'iPhone'],
          ['p', '「設定 › 行動服務 › 行動數據網路」，在「行動數據」欄位的 APN 輸入 internet。'],
          ['h3', 'Android'],
          ['p', '「設定 › 網路和網際網路 › SIM 卡 › 存取點名稱」，新增 APN，名稱與 APN 皆填 internet 後儲存並選取。'],
          ['h2', '仍然無法上網？'],
          ['ol', ['開關飛航模式一次，或重新開機。', '確認行動數據已開啟；實體卡不需開啟「數據漫遊」，eSIM 則須開啟。', '手動選擇電信業者網路。', '仍無法使用請以電子郵件或聯絡表單聯繫客服，並提供訂單編號與手機型號。']],
        ],
      },
      'zh-CN': {
        name: 'APN 设置与无法上网排查',
        summary: '插卡后没有网络？检查 APN、数据漫游与飞行模式，多数问题一分钟内解决。',
        body: [
          ['h2', 'APN 设置值'],
          ['ul', ['APN：internet', '用户名、密码：留空', 'MCC／MNC：根据 SIM 卡自动带入，请勿修改']],
          ['h3', 'iPhone'],
          ['p', '“设置 › 蜂窝网络 › 蜂窝数据网络”，在“蜂窝数据”栏的 APN 中输入 internet。'],
          ['h3', 'Android'],
          ['p', '“设置 › 网络和互联网 › SIM 卡 › 接入点名称”，新建 APN，名称与 APN 均填 internet 后保存并选中。'],
          ['h2', '仍然无法上网？'],
          ['ol', ['开关一次飞行模式，或重启手机。', '确认移动数据已开启；实体卡旅客无需开启“数据漫游”，eSIM 旅客请开启。', '手动选择运营商网络。', '仍无法使用请通过电子邮件或联系表单联系客服，并提供订单编号与手机型号。']],
        ],
      },
      en: {
        name: 'APN settings and troubleshooting',
        summary: 'No data after inserting the SIM? Check the APN, data roaming and airplane mode: most issues are fixed in a minute.',
        body: [
          ['h2', 'APN values'],
          ['ul', ['APN: internet', 'Username and password: leave blank', 'MCC / MNC: filled in by the SIM, do not change']],
          ['h3', 'iPhone'],
          ['p', 'Go to Settings › Mobile Service › Mobile Data Network and enter internet as the APN under Mobile Data.'],
          ['h3', 'Android'],
          ['p', 'Go to Settings › Network & internet › SIMs › Access Point Names, add an APN with name and APN set to internet, save and select it.'],
          ['h2', 'Still offline?'],
          ['ol', ['Toggle airplane mode on and off, or restart the phone.', 'Check that mobile data is on. Physical SIM: data roaming is not needed. eSIM: turn data roaming on.', 'Select the network operator manually.', 'Still stuck? Contact customer service with your order number and phone model.']],
        ],
      },
      ja: {
        name: 'APN設定とつながらない時の対処法',
        summary: 'SIMを挿してもつながらない時は、APN、データローミング、機内モードを確認。ほとんどの問題は1分で解決します。',
        body: [
          ['h2', 'APN設定値'],
          ['ul', ['APN：internet', 'ユーザー名・パスワード：空欄', 'MCC／MNC：SIMから自動入力されるため変更不要']],
          ['h3', 'iPhone'],
          ['p', '「設定 › モバイル通信 › モバイルデータ通信ネットワーク」で、「モバイルデータ通信」のAPNにinternetと入力します。'],
          ['h3', 'Android'],
          ['p', '「設定 › ネットワークとインターネット › SIM › アクセスポイント名」でAPNを追加し、名前とAPNにinternetと入力して保存・選択します。'],
          ['h2', 'それでもつながらない場合'],
          ['ol', ['機内モードをオン・オフするか、端末を再起動します。', 'モバイルデータ通信がオンか確認します。SIMカードはデータローミング不要、eSIMはデータローミングをオンにしてください。', '通信事業者のネットワークを手動で選択します。', '解決しない場合は、注文番号と機種名を添えてカスタマーサービスにご連絡ください。']],
        ],
      },
      ko: {
        name: 'APN 설정 및 연결 문제 해결',
        summary: '유심을 넣어도 인터넷이 안 되나요? APN, 데이터 로밍, 비행기 모드를 확인하면 대부분 1분 안에 해결됩니다.',
        body: [
          ['h2', 'APN 설정값'],
          ['ul', ['APN: internet', '사용자 이름·비밀번호: 비워 둠', 'MCC/MNC: 유심에서 자동 입력되므로 변경하지 마세요']],
          ['h3', 'iPhone'],
          ['p', '‘설정 › 셀룰러 › 셀룰러 데이터 네트워크’에서 ‘셀룰러 데이터’의 APN에 internet을 입력합니다.'],
          ['h3', 'Android'],
          ['p', '‘설정 › 네트워크 및 인터넷 › SIM › 액세스 포인트 이름’에서 APN을 추가하고 이름과 APN에 internet을 입력한 뒤 저장하고 선택합니다.'],
          ['h2', '그래도 연결되지 않나요?'],
          ['ol', ['비행기 모드를 켰다 끄거나 휴대폰을 다시 시작합니다.', '모바일 데이터가 켜져 있는지 확인합니다. 실물 유심은 데이터 로밍이 필요 없고, eSIM은 데이터 로밍을 켜 주세요.', '통신사 네트워크를 수동으로 선택합니다.', '해결되지 않으면 주문 번호와 휴대폰 기종을 알려 주시고 고객센터로 문의하세요.']],
        ],
      },
      vi: {
        name: 'Cài đặt APN và khắc phục sự cố',
        summary: 'Lắp SIM mà không vào mạng? Kiểm tra APN, chuyển vùng dữ liệu và chế độ máy bay: hầu hết sự cố xử lý trong một phút.',
        body: [
          ['h2', 'Thông số APN'],
          ['ul', ['APN: internet', 'Tên người dùng, mật khẩu: để trống', 'MCC / MNC: SIM tự điền, không cần sửa']],
          ['h3', 'iPhone'],
          ['p', 'Vào Cài đặt › Di động › Mạng dữ liệu di động, nhập internet vào ô APN của mục Dữ liệu di động.'],
          ['h3', 'Android'],
          ['p', 'Vào Cài đặt › Mạng và Internet › SIM › Tên điểm truy cập, thêm APN với tên và APN là internet, lưu rồi chọn.'],
          ['h2', 'Vẫn không có mạng?'],
          ['ol', ['Bật rồi tắt chế độ máy bay, hoặc khởi động lại máy.', 'Kiểm tra dữ liệu di động đã bật. SIM vật lý: không cần chuyển vùng dữ liệu. eSIM: hãy bật chuyển vùng dữ liệu.', 'Chọn nhà mạng thủ công.', 'Vẫn chưa được? Hãy liên hệ bộ phận chăm sóc khách hàng, kèm mã đơn hàng và mẫu điện thoại.']],
        ],
      },
    },
  },
  {
    key: 'top-up',
    type: 3,
    sortOrder: 60,
    text: {
      'zh-TW': {
        name: '流量加值說明',
        summary: '流量型方案用完了？線上或超商都能加值，加值後立即生效。',
        body: [
          ['h2', '線上加值'],
          ['ol', ['在本站首頁點選「序號兌換」或「加值」。', '輸入 SIM 卡背面的 ICCID 後 8 碼（eSIM 請輸入訂單編號）。', '選擇加值容量：3GB NT$100、5GB NT$150、10GB NT$250。', '付款完成後約 5 分鐘內生效，並收到簡訊通知。']],
          ['h2', '超商加值'],
          ['p', '可至 7-ELEVEN ibon 或全家 FamiPort 選擇「電信加值」，輸入門號或 ICCID 後於櫃檯付款。'],
          ['h3', '注意'],
          ['ul', ['加值流量的有效期限與原方案相同，不延長使用天數。', '吃到飽方案無須加值。', '加值完成後恕不退款。']],
        ],
      },
      'zh-CN': {
        name: '流量充值说明',
        summary: '流量型套餐用完了？线上或便利店都能充值，充值后立即生效。',
        body: [
          ['h2', '在线充值'],
          ['ol', ['在本站首页点击“序列号兑换”或“充值”。', '输入 SIM 卡背面 ICCID 的后 8 位（eSIM 请输入订单编号）。', '选择充值流量：3GB NT$100、5GB NT$150、10GB NT$250。', '付款完成后约 5 分钟内生效，并收到短信通知。']],
          ['h2', '便利店充值'],
          ['p', '可到 7-ELEVEN ibon 或全家 FamiPort 选择“电信充值”，输入号码或 ICCID 后到柜台付款。'],
          ['h3', '注意'],
          ['ul', ['充值流量的有效期与原套餐相同，不延长使用天数。', '无限流量套餐无需充值。', '充值完成后恕不退款。']],
        ],
      },
      en: {
        name: 'Topping up data',
        summary: 'Used up your data bundle? Top up online or at a convenience store; it works straight away.',
        body: [
          ['h2', 'Top up online'],
          ['ol', ['On our home page, choose Serial number redemption or Top up.', 'Enter the last 8 digits of the ICCID on the back of your SIM card (for an eSIM, your order number).', 'Choose a top-up: 3 GB NT$100, 5 GB NT$150, 10 GB NT$250.', 'It takes effect within about 5 minutes of payment and you get a text message.']],
          ['h2', 'At a convenience store'],
          ['p', 'At a 7-Eleven ibon or FamilyMart FamiPort kiosk, choose Telecom top-up, enter your number or ICCID and pay at the till.'],
          ['h3', 'Please note'],
          ['ul', ['Top-up data expires with your original plan; it does not add days.', 'Unlimited plans never need a top-up.', 'Top-ups are non-refundable once applied.']],
        ],
      },
      ja: {
        name: 'データチャージの方法',
        summary: '容量プランを使い切ったら、オンラインまたはコンビニでチャージ。すぐに反映されます。',
        body: [
          ['h2', 'オンラインでチャージ'],
          ['ol', ['トップページの「シリアル番号引き換え」または「チャージ」を選びます。', 'SIMカード裏面のICCIDの下8桁（eSIMの場合は注文番号）を入力します。', 'チャージ容量を選びます：3GB NT$100、5GB NT$150、10GB NT$250。', '決済後約5分で反映され、SMSでお知らせします。']],
          ['h2', 'コンビニでチャージ'],
          ['p', 'セブン-イレブンのibonまたはファミリーマートのFamiPortで「通信チャージ」を選び、電話番号またはICCIDを入力してレジでお支払いください。'],
          ['h3', 'ご注意'],
          ['ul', ['チャージした容量の有効期限は元のプランと同じで、日数は延長されません。', '無制限プランはチャージ不要です。', 'チャージ完了後の返金はできません。']],
        ],
      },
      ko: {
        name: '데이터 충전 안내',
        summary: '용량형 요금제를 다 쓰셨나요? 온라인이나 편의점에서 충전하면 바로 적용됩니다.',
        body: [
          ['h2', '온라인 충전'],
          ['ol', ['홈페이지에서 ‘시리얼 번호 교환’ 또는 ‘충전’을 선택합니다.', '유심 뒷면 ICCID의 마지막 8자리(eSIM은 주문 번호)를 입력합니다.', '충전 용량을 선택합니다: 3GB NT$100, 5GB NT$150, 10GB NT$250.', '결제 후 약 5분 이내에 적용되며 문자로 안내해 드립니다.']],
          ['h2', '편의점 충전'],
          ['p', '세븐일레븐 ibon 또는 패밀리마트 FamiPort에서 ‘통신 충전’을 선택하고 전화번호나 ICCID를 입력한 뒤 계산대에서 결제하세요.'],
          ['h3', '유의 사항'],
          ['ul', ['충전한 데이터의 유효 기간은 기존 요금제와 같으며 사용 일수는 늘어나지 않습니다.', '무제한 요금제는 충전이 필요 없습니다.', '충전 완료 후에는 환불되지 않습니다.']],
        ],
      },
      vi: {
        name: 'Hướng dẫn nạp thêm data',
        summary: 'Hết data của gói? Nạp trực tuyến hoặc tại cửa hàng tiện lợi, có hiệu lực ngay.',
        body: [
          ['h2', 'Nạp trực tuyến'],
          ['ol', ['Trên trang chủ, chọn Đổi mã sê-ri hoặc Nạp thêm.', 'Nhập 8 số cuối ICCID ở mặt sau SIM (với eSIM, nhập mã đơn hàng).', 'Chọn gói nạp: 3 GB 100 NT$, 5 GB 150 NT$, 10 GB 250 NT$.', 'Có hiệu lực trong khoảng 5 phút sau khi thanh toán, kèm tin nhắn xác nhận.']],
          ['h2', 'Tại cửa hàng tiện lợi'],
          ['p', 'Tại máy ibon của 7-Eleven hoặc FamiPort của FamilyMart, chọn Nạp tiền viễn thông, nhập số điện thoại hoặc ICCID rồi thanh toán tại quầy.'],
          ['h3', 'Lưu ý'],
          ['ul', ['Data nạp thêm hết hạn cùng gói ban đầu, không cộng thêm ngày.', 'Gói không giới hạn không cần nạp thêm.', 'Đã nạp thì không hoàn tiền.']],
        ],
      },
    },
  },
]

export const GUIDES: SeedDoc<'guides'>[] = SHEETS.map((sheet) => ({
  key: sheet.key,
  shared: () => ({ type: sheet.type, _status: 'published' as const, sortOrder: sheet.sortOrder }),
  text: Object.fromEntries(
    Object.entries(sheet.text).map(([locale, t]) => [locale, { name: t.name, summary: t.summary, content: rich(t.body) }]),
  ) as L<{ name: string; summary: string; content: ReturnType<typeof rich> }>,
}))
