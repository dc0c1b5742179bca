/** Latest news, dated relative to the first seeding (one item unpublished). */
import type { Locale } from '@/domain/locale'

import { metaDescription, metaTitle } from './i18n'
import { rich, type Outline } from './lexical'
import type { L, SeedDoc } from './store'

type Story = { title: string; summary: string; body: Outline }

type NewsSheet = { key: string; daysAgo: number; image: string; published?: boolean; story: L<Story> }

const SHEETS: NewsSheet[] = [
  {
    key: 'price-update',
    daysAgo: 9,
    image: 'banner-5g-unlimited',
    story: {
      'zh-TW': {
        title: '5G 吃到飽上網卡新價格上路，3 天只要 NT$300',
        summary: '即日起 5G 吃到飽上網卡全面調降售價，7 天方案 NT$500，15 天方案 NT$1,000。',
        body: [
          ['p', '感謝旅客長期支持！即日起「台灣 5G 吃到飽上網卡」全面調整售價，5G 吃到飽 eSIM 也同步優惠。'],
          ['h3', '新價格一覽'],
          ['ul', ['3 天：NT$300', '5 天：NT$450', '7 天：NT$500', '10 天：NT$700', '15 天：NT$1,000']],
          ['p', '已付款的訂單將維持原方案內容；如有疑問，歡迎以電子郵件或聯絡表單與客服聯繫。'],
        ],
      },
      'zh-CN': {
        title: '5G 无限流量上网卡新价格上线，3 天只要 NT$300',
        summary: '即日起 5G 无限流量上网卡全面下调售价，7 天套餐 NT$500，15 天套餐 NT$1,000。',
        body: [
          ['p', '感谢旅客长期支持！即日起“台湾 5G 无限流量上网卡”全面调整售价，5G 无限流量 eSIM 也同步优惠。'],
          ['h3', '新价格一览'],
          ['ul', ['3 天：NT$300', '5 天：NT$450', '7 天：NT$500', '10 天：NT$700', '15 天：NT$1,000']],
          ['p', '已付款的订单将维持原套餐内容；如有疑问，欢迎通过电子邮件或联系表单与客服联系。'],
        ],
      },
      en: {
        title: 'New lower prices for the 5G Unlimited SIM: 3 days for NT$300',
        summary: 'The 5G Unlimited SIM now costs less across the board: NT$500 for 7 days and NT$1,000 for 15 days.',
        body: [
          ['p', 'Thank you for travelling with us! From today the Taiwan 5G Unlimited SIM is cheaper on every plan, and the 5G Unlimited eSIM gets the same treatment.'],
          ['h3', 'New prices'],
          ['ul', ['3 days: NT$300', '5 days: NT$450', '7 days: NT$500', '10 days: NT$700', '15 days: NT$1,000']],
          ['p', 'Orders already paid keep their plan. Questions? Our customer service is happy to help.'],
        ],
      },
      ja: {
        title: '5G無制限SIMが新価格に。3日間NT$300から',
        summary: '本日より5G無制限SIMの全プランを値下げ。7日間NT$500、15日間NT$1,000です。',
        body: [
          ['p', 'いつもご利用いただきありがとうございます。本日より「台湾5G無制限SIMカード」の全プランを値下げし、5G無制限eSIMも同様にお得になりました。'],
          ['h3', '新価格一覧'],
          ['ul', ['3日間：NT$300', '5日間：NT$450', '7日間：NT$500', '10日間：NT$700', '15日間：NT$1,000']],
          ['p', '決済済みのご注文は元のプラン内容のままご利用いただけます。ご不明な点はカスタマーサービスまでお問い合わせください。'],
        ],
      },
      ko: {
        title: '5G 무제한 유심 가격 인하, 3일 NT$300',
        summary: '오늘부터 5G 무제한 유심 전 요금제 가격이 내려갑니다. 7일 NT$500, 15일 NT$1,000.',
        body: [
          ['p', '늘 이용해 주셔서 감사합니다! 오늘부터 ‘대만 5G 무제한 유심’ 전 요금제 가격을 인하하며, 5G 무제한 eSIM도 함께 할인됩니다.'],
          ['h3', '새 가격'],
          ['ul', ['3일: NT$300', '5일: NT$450', '7일: NT$500', '10일: NT$700', '15일: NT$1,000']],
          ['p', '이미 결제한 주문은 기존 요금제가 그대로 유지됩니다. 궁금한 점은 고객센터로 문의해 주세요.'],
        ],
      },
      vi: {
        title: 'SIM 5G không giới hạn giảm giá: 3 ngày chỉ 300 NT$',
        summary: 'Từ hôm nay SIM 5G không giới hạn giảm giá mọi gói: 7 ngày 500 NT$, 15 ngày 1.000 NT$.',
        body: [
          ['p', 'Cảm ơn bạn đã luôn đồng hành! Từ hôm nay SIM 5G Đài Loan không giới hạn giảm giá ở tất cả các gói, eSIM 5G không giới hạn cũng được ưu đãi tương tự.'],
          ['h3', 'Bảng giá mới'],
          ['ul', ['3 ngày: 300 NT$', '5 ngày: 450 NT$', '7 ngày: 500 NT$', '10 ngày: 700 NT$', '15 ngày: 1.000 NT$']],
          ['p', 'Các đơn đã thanh toán giữ nguyên gói đã mua. Có thắc mắc, hãy liên hệ bộ phận chăm sóc khách hàng.'],
        ],
      },
    },
  },
  {
    key: 't2-24h',
    daysAgo: 38,
    image: 'airport-counter',
    story: {
      'zh-TW': {
        title: '桃園機場第二航廈入境櫃檯改為 24 小時服務',
        summary: '深夜、清晨抵台也能取卡！第二航廈入境大廳櫃檯即日起全年無休、24 小時服務。',
        body: [
          ['p', '為服務搭乘紅眼航班的旅客，桃園機場第二航廈入境大廳服務櫃檯自即日起延長為 24 小時營業。'],
          ['ul', ['第一航廈入境大廳：06:00–23:30', '第二航廈入境大廳：24 小時', '第二航廈出境大廳：07:00–21:00']],
          ['p', '下單時請選擇抵達的航廈作為取卡地點。取卡時請攜帶護照、第二證件與訂單 QR Code。'],
        ],
      },
      'zh-CN': {
        title: '桃园机场第二航站楼入境柜台改为 24 小时服务',
        summary: '深夜、清晨抵台也能取卡！第二航站楼入境大厅柜台即日起全年无休、24 小时服务。',
        body: [
          ['p', '为服务乘坐红眼航班的旅客，桃园机场第二航站楼入境大厅服务柜台自即日起延长为 24 小时营业。'],
          ['ul', ['第一航站楼入境大厅：06:00–23:30', '第二航站楼入境大厅：24 小时', '第二航站楼出境大厅：07:00–21:00']],
          ['p', '下单时请选择抵达的航站楼作为取卡地点。取卡时请携带护照、第二证件与订单二维码。'],
        ],
      },
      en: {
        title: 'Taoyuan Terminal 2 arrival counter now open 24 hours',
        summary: 'Landing late at night or at dawn? The Terminal 2 arrival hall counter is now open around the clock, every day.',
        body: [
          ['p', 'For travellers on red-eye flights, our counter in the Terminal 2 arrival hall at Taoyuan Airport is now open 24 hours a day.'],
          ['ul', ['Terminal 1 arrival hall: 06:00–23:30', 'Terminal 2 arrival hall: 24 hours', 'Terminal 2 departure hall: 07:00–21:00']],
          ['p', 'When you order, choose the terminal you land at as your pickup location, and bring your passport, a second ID and the order QR code.'],
        ],
      },
      ja: {
        title: '桃園空港第2ターミナル到着カウンターが24時間営業に',
        summary: '深夜・早朝の到着でも受け取れます。第2ターミナル到着ロビーのカウンターは本日より年中無休・24時間営業です。',
        body: [
          ['p', '深夜便をご利用のお客様のため、桃園空港第2ターミナル到着ロビーのカウンターを本日より24時間営業といたしました。'],
          ['ul', ['第1ターミナル到着ロビー：06:00〜23:30', '第2ターミナル到着ロビー：24時間', '第2ターミナル出発ロビー：07:00〜21:00']],
          ['p', 'ご注文の際は到着ターミナルを受取場所としてお選びください。受け取りにはパスポート、2点目の身分証明書、予約QRコードが必要です。'],
        ],
      },
      ko: {
        title: '타오위안공항 제2터미널 입국장 카운터 24시간 운영',
        summary: '심야·새벽 도착도 수령 가능! 제2터미널 입국장 카운터가 오늘부터 연중무휴 24시간 운영합니다.',
        body: [
          ['p', '심야 항공편 이용객을 위해 타오위안공항 제2터미널 입국장 카운터를 오늘부터 24시간 운영합니다.'],
          ['ul', ['제1터미널 입국장: 06:00~23:30', '제2터미널 입국장: 24시간', '제2터미널 출국장: 07:00~21:00']],
          ['p', '주문 시 도착 터미널을 수령 장소로 선택하시고, 여권과 제2 신분증, 주문 QR 코드를 지참해 주세요.'],
        ],
      },
      vi: {
        title: 'Quầy sảnh đến Nhà ga 2 Đào Viên mở cửa 24 giờ',
        summary: 'Hạ cánh lúc nửa đêm hay rạng sáng? Quầy sảnh đến Nhà ga 2 nay mở cửa 24/24, tất cả các ngày.',
        body: [
          ['p', 'Để phục vụ khách đi chuyến bay đêm, quầy của chúng tôi tại sảnh đến Nhà ga 2 sân bay Đào Viên nay mở cửa 24 giờ mỗi ngày.'],
          ['ul', ['Sảnh đến Nhà ga 1: 06:00–23:30', 'Sảnh đến Nhà ga 2: 24 giờ', 'Sảnh đi Nhà ga 2: 07:00–21:00']],
          ['p', 'Khi đặt hàng, hãy chọn nhà ga bạn hạ cánh làm nơi nhận thẻ và mang theo hộ chiếu, giấy tờ thứ hai cùng mã QR đơn hàng.'],
        ],
      },
    },
  },
  {
    key: 'esim-guide',
    daysAgo: 67,
    image: 'product-5g-esim',
    story: {
      'zh-TW': {
        title: 'eSIM 安裝圖文教學上線，iPhone 與 Android 都適用',
        summary: '第一次使用 eSIM？新版教學一步步帶您完成安裝與開通，並整理常見問題。',
        body: [
          ['p', '越來越多旅客選擇 eSIM。我們重新整理了安裝教學，涵蓋 iPhone、Google Pixel 與三星手機的設定畫面。'],
          ['h3', '安裝前請確認'],
          ['ul', ['手機支援 eSIM 且已解除電信鎖', '安裝時連上穩定的 Wi‑Fi', 'QR Code 僅能安裝一次，請勿刪除已安裝的 eSIM']],
          ['p', [{ link: '/guide', text: '前往使用教學' }, '，或在購物流程中隨時查看。']],
        ],
      },
      'zh-CN': {
        title: 'eSIM 安装图文教程上线，iPhone 与 Android 都适用',
        summary: '第一次使用 eSIM？新版教程一步步带您完成安装与开通，并整理常见问题。',
        body: [
          ['p', '越来越多旅客选择 eSIM。我们重新整理了安装教程，涵盖 iPhone、Google Pixel 与三星手机的设置画面。'],
          ['h3', '安装前请确认'],
          ['ul', ['手机支持 eSIM 且已解锁', '安装时连接稳定的 Wi‑Fi', '二维码仅能安装一次，请勿删除已安装的 eSIM']],
          ['p', [{ link: '/guide', text: '查看使用教程' }, '，或在购物流程中随时查看。']],
        ],
      },
      en: {
        title: 'New step-by-step eSIM guide for iPhone and Android',
        summary: 'First time with an eSIM? Our new guide walks you through installation and activation, with answers to common questions.',
        body: [
          ['p', 'More and more travellers choose eSIM, so we rewrote our installation guide with screens for iPhone, Google Pixel and Samsung phones.'],
          ['h3', 'Before you install'],
          ['ul', ['Your phone supports eSIM and is carrier-unlocked', 'You are on a stable Wi-Fi connection', 'A QR code can be installed only once, so do not delete the installed eSIM']],
          ['p', [{ link: '/guide', text: 'Open the usage guides' }, ', or find them at any step of checkout.']],
        ],
      },
      ja: {
        title: 'eSIM設定ガイドを公開しました（iPhone・Android対応）',
        summary: '初めてのeSIMでも安心。新しいガイドで設定から開通までを順を追ってご案内し、よくある質問もまとめました。',
        body: [
          ['p', 'eSIMを選ぶお客様が増えています。iPhone、Google Pixel、Samsungの設定画面を使って、設定ガイドを全面的に書き直しました。'],
          ['h3', '設定の前にご確認ください'],
          ['ul', ['端末がeSIMに対応し、SIMロックが解除されていること', '安定したWi-Fiに接続していること', 'QRコードのインストールは1回限り。設定済みのeSIMは削除しないでください']],
          ['p', [{ link: '/guide', text: 'ご利用ガイドを見る' }, '（ご購入手続き中もいつでも確認できます）。']],
        ],
      },
      ko: {
        title: 'eSIM 설치 가이드 공개(iPhone·Android)',
        summary: 'eSIM이 처음이신가요? 새 가이드로 설치부터 개통까지 단계별로 안내하고 자주 묻는 질문도 정리했습니다.',
        body: [
          ['p', 'eSIM을 선택하는 여행객이 늘고 있습니다. iPhone, Google Pixel, 삼성 휴대폰 화면으로 설치 가이드를 새로 정리했습니다.'],
          ['h3', '설치 전 확인 사항'],
          ['ul', ['휴대폰이 eSIM을 지원하고 컨트리락이 해제되어 있을 것', '안정적인 Wi-Fi에 연결되어 있을 것', 'QR 코드는 한 번만 설치할 수 있으니 설치한 eSIM을 삭제하지 말 것']],
          ['p', [{ link: '/guide', text: '이용 가이드 보기' }, '(주문 과정 중에도 언제든 확인할 수 있습니다).']],
        ],
      },
      vi: {
        title: 'Ra mắt hướng dẫn cài eSIM từng bước cho iPhone và Android',
        summary: 'Lần đầu dùng eSIM? Hướng dẫn mới giúp bạn cài đặt và kích hoạt từng bước, kèm giải đáp thắc mắc thường gặp.',
        body: [
          ['p', 'Ngày càng nhiều du khách chọn eSIM, vì vậy chúng tôi đã viết lại hướng dẫn cài đặt với hình ảnh cho iPhone, Google Pixel và Samsung.'],
          ['h3', 'Trước khi cài đặt'],
          ['ul', ['Điện thoại hỗ trợ eSIM và đã mở khóa mạng', 'Đang kết nối Wi-Fi ổn định', 'Mỗi mã QR chỉ cài được một lần, đừng xóa eSIM đã cài']],
          ['p', [{ link: '/guide', text: 'Xem hướng dẫn sử dụng' }, ', hoặc mở bất cứ lúc nào trong khi đặt hàng.']],
        ],
      },
    },
  },
  {
    key: 'typhoon',
    daysAgo: 103,
    image: 'airport-terminal',
    story: {
      'zh-TW': {
        title: '颱風期間機場取卡與退改服務說明',
        summary: '颱風影響航班時，櫃檯服務時間可能調整；航班取消者可免手續費改期或取消。',
        body: [
          ['p', '颱風季節航班異動頻繁，為保障旅客權益，說明如下：'],
          ['ul', ['機場櫃檯將配合機場營運調整服務時間，最新資訊請見本站公告。', '因颱風導致航班取消或延誤超過 24 小時，未取卡訂單可免手續費改期或取消。', 'eSIM 尚未安裝者，可申請延後開通日期。']],
          ['p', '請保留航空公司的航班異動證明，並以電子郵件或聯絡表單向客服提出申請。'],
        ],
      },
      'zh-CN': {
        title: '台风期间机场取卡与退改服务说明',
        summary: '台风影响航班时，柜台服务时间可能调整；航班取消者可免手续费改期或取消。',
        body: [
          ['p', '台风季节航班变动频繁，为保障旅客权益，说明如下：'],
          ['ul', ['机场柜台将配合机场运营调整服务时间，最新信息请见本站公告。', '因台风导致航班取消或延误超过 24 小时，未取卡订单可免手续费改期或取消。', '尚未安装的 eSIM 可申请推迟开通日期。']],
          ['p', '请保留航空公司的航班变动证明，并通过电子邮件或联系表单向客服提出申请。'],
        ],
      },
      en: {
        title: 'Typhoon season: airport pickup, changes and cancellations',
        summary: 'Counter hours may change when a typhoon disrupts flights; if your flight is cancelled you can rebook or cancel free of charge.',
        body: [
          ['p', 'Flights change often during typhoon season. To protect travellers:'],
          ['ul', ['Counter hours follow airport operations; check our announcements for the latest.', 'If a typhoon cancels your flight or delays it by more than 24 hours, orders not yet picked up can be rebooked or cancelled without the fee.', 'eSIMs not yet installed can have their start date moved.']],
          ['p', "Keep the airline's notice of the flight change and contact customer service."],
        ],
      },
      ja: {
        title: '台風時の空港受け取り・変更・キャンセルについて',
        summary: '台風で航空便に影響がある場合、カウンターの営業時間が変わることがあります。欠航の場合は手数料なしで日程変更またはキャンセルが可能です。',
        body: [
          ['p', '台風シーズンはフライトの変更が多くなります。お客様保護のため、以下のとおり対応いたします。'],
          ['ul', ['空港カウンターは空港の運用に合わせて営業時間を調整します。最新情報はお知らせをご確認ください。', '台風による欠航、または24時間以上の遅延の場合、未受け取りのご注文は手数料なしで日程変更・キャンセルできます。', '未設定のeSIMは開通日の延期を申請できます。']],
          ['p', '航空会社からのフライト変更の通知を保管のうえ、カスタマーサービスにお申し込みください。'],
        ],
      },
      ko: {
        title: '태풍 기간 공항 수령 및 변경·취소 안내',
        summary: '태풍으로 항공편에 영향이 있으면 카운터 운영 시간이 바뀔 수 있으며, 결항 시 수수료 없이 변경 또는 취소할 수 있습니다.',
        body: [
          ['p', '태풍 시즌에는 항공편 변경이 잦습니다. 여행객 보호를 위해 다음과 같이 안내합니다.'],
          ['ul', ['공항 카운터는 공항 운영에 맞춰 운영 시간을 조정하며, 최신 정보는 공지사항을 확인해 주세요.', '태풍으로 항공편이 결항되거나 24시간 이상 지연되면 미수령 주문은 수수료 없이 날짜 변경 또는 취소할 수 있습니다.', '아직 설치하지 않은 eSIM은 개통일 연기를 신청할 수 있습니다.']],
          ['p', '항공사의 항공편 변경 안내를 보관하시고 고객센터로 신청해 주세요.'],
        ],
      },
      vi: {
        title: 'Mùa bão: nhận thẻ tại sân bay, đổi và hủy đơn',
        summary: 'Giờ mở quầy có thể thay đổi khi bão ảnh hưởng chuyến bay; nếu chuyến bay bị hủy, bạn được đổi ngày hoặc hủy miễn phí.',
        body: [
          ['p', 'Mùa bão chuyến bay thường xuyên thay đổi. Để bảo vệ quyền lợi du khách:'],
          ['ul', ['Giờ mở quầy theo hoạt động của sân bay; xem thông báo mới nhất trên trang.', 'Nếu bão làm hủy chuyến hoặc trễ hơn 24 giờ, đơn chưa nhận thẻ được đổi ngày hoặc hủy miễn phí.', 'eSIM chưa cài đặt có thể xin dời ngày bắt đầu.']],
          ['p', 'Vui lòng giữ thông báo thay đổi chuyến bay của hãng và liên hệ bộ phận chăm sóc khách hàng.'],
        ],
      },
    },
  },
  {
    key: 'taichung',
    daysAgo: 146,
    image: 'airport-terminal',
    story: {
      'zh-TW': {
        title: '新據點：臺中國際機場取卡櫃檯開幕',
        summary: '中部旅客好消息！臺中國際機場入境大廳取卡櫃檯正式啟用，5G 與 4G 上網卡皆可領取。',
        body: [
          ['p', '繼桃園、松山、高雄之後，我們在臺中國際機場設立第四個取卡據點，服務往返日韓、東南亞航線的旅客。'],
          ['ul', ['地點：國際航廈入境大廳，旅遊服務中心旁', '服務時間：08:00–21:00，依航班時刻調整', '可取商品：5G 吃到飽上網卡、4G 吃到飽上網卡']],
        ],
      },
      'zh-CN': {
        title: '新网点：台中国际机场取卡柜台开业',
        summary: '中部旅客好消息！台中国际机场入境大厅取卡柜台正式启用，5G 与 4G 上网卡均可领取。',
        body: [
          ['p', '继桃园、松山、高雄之后，我们在台中国际机场设立第四个取卡网点，服务往返日韩、东南亚航线的旅客。'],
          ['ul', ['地点：国际航站楼入境大厅，旅游服务中心旁', '服务时间：08:00–21:00，依航班时刻调整', '可取商品：5G 无限流量上网卡、4G 无限流量上网卡']],
        ],
      },
      en: {
        title: 'Now open: our pickup counter at Taichung International Airport',
        summary: 'Good news for central Taiwan: our counter in the Taichung arrival hall is open, stocking both 5G and 4G SIM cards.',
        body: [
          ['p', 'After Taoyuan, Songshan and Kaohsiung, Taichung International Airport is our fourth pickup location, serving flights to and from Japan, Korea and Southeast Asia.'],
          ['ul', ['Where: international terminal arrival hall, next to the tourist information centre', 'Hours: 08:00–21:00, following the flight schedule', 'Available: Taiwan 5G Unlimited SIM and Taiwan 4G Unlimited SIM']],
        ],
      },
      ja: {
        title: '台中国際空港に受取カウンターがオープン',
        summary: '台湾中部の皆様に朗報です。台中国際空港の到着ロビーにカウンターを開設し、5G・4GのSIMカードを受け取れるようになりました。',
        body: [
          ['p', '桃園・松山・高雄に続き、4か所目の受取拠点を台中国際空港に開設しました。日本・韓国・東南アジア路線をご利用のお客様にご利用いただけます。'],
          ['ul', ['場所：国際線ターミナル到着ロビー、観光案内所横', '営業時間：08:00〜21:00（フライトにより変動）', '受取可能な商品：台湾5G無制限SIMカード、台湾4G無制限SIMカード']],
        ],
      },
      ko: {
        title: '타이중 국제공항 수령 카운터 오픈',
        summary: '중부 지역 여행객에게 반가운 소식! 타이중 국제공항 입국장에 카운터를 열어 5G·4G 유심을 모두 수령할 수 있습니다.',
        body: [
          ['p', '타오위안, 쑹산, 가오슝에 이어 타이중 국제공항에 네 번째 수령 거점을 열었습니다. 일본, 한국, 동남아 노선 이용객을 위한 카운터입니다.'],
          ['ul', ['위치: 국제선 터미널 입국장, 관광 안내 센터 옆', '운영 시간: 08:00~21:00(항공 일정에 따라 조정)', '수령 가능 상품: 대만 5G 무제한 유심, 대만 4G 무제한 유심']],
        ],
      },
      vi: {
        title: 'Khai trương quầy nhận thẻ tại sân bay quốc tế Đài Trung',
        summary: 'Tin vui cho miền Trung: quầy tại sảnh đến sân bay Đài Trung đã hoạt động, có sẵn cả SIM 5G và 4G.',
        body: [
          ['p', 'Sau Đào Viên, Tùng Sơn và Cao Hùng, sân bay quốc tế Đài Trung là điểm nhận thẻ thứ tư của chúng tôi, phục vụ các chuyến bay đi và đến Nhật Bản, Hàn Quốc và Đông Nam Á.'],
          ['ul', ['Địa điểm: sảnh đến nhà ga quốc tế, cạnh trung tâm thông tin du lịch', 'Giờ mở cửa: 08:00–21:00, theo lịch bay', 'Sản phẩm: SIM 5G Đài Loan không giới hạn, SIM 4G Đài Loan không giới hạn']],
        ],
      },
    },
  },
  {
    key: 'lunar-new-year-draft',
    daysAgo: 2,
    image: 'home-hero',
    published: false,
    story: {
      'zh-TW': {
        title: '農曆春節期間客服時間公告（草稿）',
        summary: '春節連假期間客服與機場櫃檯服務時間調整，詳細時間待確認。',
        body: [['p', '春節連假期間客服時間將另行公告，機場櫃檯照常營業。']],
      },
      'zh-CN': {
        title: '春节期间客服时间公告（草稿）',
        summary: '春节假期期间客服与机场柜台服务时间调整，详细时间待确认。',
        body: [['p', '春节假期期间客服时间将另行公告，机场柜台照常营业。']],
      },
      en: {
        title: 'Customer service hours over Lunar New Year (draft)',
        summary: 'Customer service and counter hours change over the Lunar New Year holiday; exact times to be confirmed.',
        body: [['p', 'Support hours for the holiday will be announced separately; airport counters stay open as usual.']],
      },
      ja: {
        title: '旧正月期間のカスタマーサービス営業時間（下書き）',
        summary: '旧正月の連休期間はカスタマーサービスとカウンターの営業時間が変わります。詳細は確認中です。',
        body: [['p', '連休期間のサポート時間は別途お知らせします。空港カウンターは通常どおり営業します。']],
      },
      ko: {
        title: '설 연휴 고객센터 운영 시간 안내(초안)',
        summary: '설 연휴 기간 고객센터와 카운터 운영 시간이 변경됩니다. 자세한 시간은 확인 중입니다.',
        body: [['p', '연휴 기간 고객센터 운영 시간은 별도로 공지하며, 공항 카운터는 정상 운영합니다.']],
      },
      vi: {
        title: 'Giờ chăm sóc khách hàng dịp Tết Nguyên đán (bản nháp)',
        summary: 'Giờ chăm sóc khách hàng và giờ mở quầy thay đổi trong kỳ nghỉ Tết; thời gian cụ thể sẽ được xác nhận.',
        body: [['p', 'Giờ hỗ trợ trong kỳ nghỉ sẽ được thông báo sau; các quầy sân bay vẫn hoạt động bình thường.']],
      },
    },
  },
]

const storyText = (story: L<Story>) =>
  Object.fromEntries(
    Object.entries(story).map(([locale, s]) => [
      locale,
      {
        title: s.title,
        summary: s.summary,
        content: rich(s.body),
        meta: { title: metaTitle(locale as Locale, s.title), description: metaDescription(locale as Locale, s.summary) },
      },
    ]),
  ) as L<{ title: string; summary: string; content: ReturnType<typeof rich>; meta: { title: string; description: string } }>

/** News items, dated `daysAgo` before `now` (at 10:00 Taipei time). */
export const news = (now: Date): SeedDoc<'news'>[] =>
  SHEETS.map((sheet) => {
    const date = new Date(now.getTime() - sheet.daysAgo * 86_400_000)
    date.setUTCHours(2, 0, 0, 0)
    return {
      key: sheet.key,
      shared: (refs) => ({
        publishedAt: date.toISOString(),
        coverImage: refs.id('media', sheet.image),
        _status: sheet.published === false ? ('draft' as const) : ('published' as const),
        meta: { image: refs.id('media', sheet.image) },
      }),
      text: storyText(sheet.story),
    }
  })

