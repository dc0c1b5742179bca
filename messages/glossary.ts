/**
 * The shop's glossary: for each concept, per locale, the ONE term to use and the variants it forbids. `avoid` entries
 * are matched case-sensitively as substrings of every message (messages/<locale>.json) and every seeded text
 * (dev/seed) of that locale, after the phrases in `allow` are taken out; `patterns` are regular expressions
 * (with the same `allow`). ICU arguments ({name}) count as a digit, tags (<terms>) are ignored. Checked by `npm run
 * check:messages` and the unit tests (src/domain/glossary.test.ts, dev/seed/glossary.test.ts). Reviews are the
 * visitors' own words and are not checked.
 *
 * A TypeScript module rather than a .json file: messages/*.json are the six locale catalogues, which must all have the
 * same keys.
 */
import type { Glossary } from "@/domain/glossary";

export const GLOSSARY: Glossary = {
  /** How every mail subject of a language begins (every kind alike; a subject says whose mail it is first). */
  mailSubjectPrefix: {
    "zh-TW": "【{siteName}】",
    "zh-CN": "【{siteName}】",
    en: "{siteName}: ",
    ja: "【{siteName}】",
    ko: "[{siteName}] ",
    vi: "{siteName}: ",
  },
  concepts: [
    {
      concept: "SIM card",
      terms: {
        "zh-TW": {
          use: "SIM 卡",
          avoid: ["SIM卡", "sim 卡", "電話卡"],
        },
        "zh-CN": {
          use: "SIM 卡",
          avoid: ["SIM卡", "sim 卡", "电话卡"],
        },
        en: {
          use: "SIM card",
          avoid: ["Sim card", "SIM-card", "simcard"],
        },
        ja: {
          use: "SIMカード（プリペイドSIMカード）",
          avoid: ["シムカード", "物理SIM", "物理 SIM", "預付"],
        },
        ko: {
          use: "유심",
          avoid: ["SIM 카드", "SIM카드", "심카드", "실물 SIM", "선불 SIM"],
          allow: ["SIM 카드 관리자"],
        },
        vi: {
          use: "SIM / thẻ SIM",
          avoid: ["SIM card", "sim card", "Sim card"],
        },
      },
    },
    {
      concept: "eSIM",
      terms: {
        "zh-TW": {
          use: "eSIM",
          avoid: ["ESIM", "e-SIM", "E-SIM", "eSim"],
        },
        "zh-CN": {
          use: "eSIM",
          avoid: ["ESIM", "e-SIM", "E-SIM", "eSim"],
        },
        en: {
          use: "eSIM",
          avoid: ["ESIM", "e-SIM", "E-SIM", "eSim"],
        },
        ja: {
          use: "eSIM",
          avoid: ["ESIM", "e-SIM", "E-SIM", "eSim", "イーシム"],
        },
        ko: {
          use: "eSIM",
          avoid: ["ESIM", "e-SIM", "E-SIM", "eSim", "이심"],
        },
        vi: {
          use: "eSIM",
          avoid: ["ESIM", "e-SIM", "E-SIM", "eSim"],
        },
      },
    },
    {
      concept: "pickup counter (取卡櫃檯)",
      terms: {
        "zh-TW": {
          use: "櫃檯; 取卡 (not 取件)",
          avoid: ["櫃台", "取件"],
        },
        "zh-CN": {
          use: "柜台; 取卡 (not 取件)",
          avoid: ["柜檯", "櫃", "取件"],
        },
        en: {
          use: "counter; pickup (noun), pick up (verb)",
          avoid: ["pick-up", "Pick-up", "service desk"],
        },
        ja: {
          use: "カウンター",
          avoid: ["受付窓口"],
        },
        ko: {
          use: "카운터",
          avoid: ["수령 데스크"],
        },
        vi: {
          use: "quầy",
          avoid: ["quầy lễ tân"],
        },
      },
    },
    {
      concept: "promo code",
      terms: {
        "zh-TW": {
          use: "優惠碼",
          avoid: ["折扣碼", "促銷碼", "優惠券", "優惠代碼"],
        },
        "zh-CN": {
          use: "优惠码",
          avoid: ["折扣码", "促销码", "优惠券", "优惠代码"],
        },
        en: {
          use: "promo code",
          avoid: [
            "coupon",
            "Coupon",
            "Promotional code",
            "promotional code",
            "discount code",
            "Discount code",
          ],
        },
        ja: {
          use: "クーポンコード",
          avoid: ["プロモーションコード", "プロモコード", "割引コード"],
        },
        ko: {
          use: "프로모션 코드",
          avoid: ["쿠폰", "할인 코드", "프로모 코드"],
        },
        vi: {
          use: "mã khuyến mãi",
          avoid: [
            "mã giảm giá",
            "Mã giảm giá",
            "phiếu giảm giá",
            "Phiếu giảm giá",
            "mã ưu đãi",
            "Mã ưu đãi",
          ],
        },
      },
    },
    {
      concept: "plan (of a SIM card)",
      terms: {
        "zh-TW": {
          use: "方案",
          avoid: ["規格", "套餐"],
          allow: ["規格說明", "商品規格"],
        },
        "zh-CN": {
          use: "套餐",
          avoid: ["规格", "方案"],
          allow: ["规格说明", "合作方案"],
        },
        en: {
          use: "plan",
          avoid: ["Specification", "specification"],
          allow: ["Specifications"],
        },
        ja: {
          use: "プラン",
          avoid: ["プラン（仕様）", "料金プラン（仕様）"],
        },
        ko: {
          use: "요금제",
          avoid: ["플랜", "사양)"],
        },
        vi: {
          use: "gói cước",
          avoid: ["quy cách"],
        },
      },
    },
    {
      concept: "top-up",
      terms: {
        "zh-TW": {
          use: "加值",
          avoid: ["充值", "儲值"],
        },
        "zh-CN": {
          use: "充值",
          avoid: ["储值", "加值"],
        },
        en: {
          use: "top up / top-up",
          avoid: ["recharge", "Recharge", "top-off"],
        },
        ja: {
          use: "チャージ",
          avoid: ["リチャージ", "トップアップ"],
        },
        ko: {
          use: "충전",
          avoid: ["탑업", "리차지"],
        },
        vi: {
          use: "nạp tiền",
          avoid: ["nạp thẻ", "Nạp thẻ"],
        },
      },
    },
    {
      concept: "e-invoice",
      terms: {
        "zh-TW": {
          use: "電子發票",
          avoid: ["電子收據"],
        },
        "zh-CN": {
          use: "电子发票",
          avoid: ["电子收据"],
        },
        en: {
          use: "e-invoice",
          avoid: ["E-Invoice", "e-Invoice", "eInvoice", "electronic receipt"],
        },
        ja: {
          use: "電子発票",
          avoid: ["電子インボイス", "電子レシート", "統一番号"],
        },
        ko: {
          use: "전자 영수증",
          avoid: ["전자영수증", "전자 세금계산서"],
        },
        vi: {
          use: "hóa đơn điện tử",
          avoid: ["biên lai điện tử"],
        },
      },
    },
    {
      // Issue 40 item 4: one name per option in FAQ, checkout, mails and admin (messages invoiceForm.types.*.label).
      // In English "carrier" is the phone company on a SIM shop, so the e-invoice word is not used there.
      concept: "e-invoice options (會員載具 / 手機條碼載具 / 公司 / 捐贈 / 來台旅客)",
      terms: {
        "zh-TW": {
          use: "會員載具；手機條碼載具；公司（統一編號）；捐贈發票；來台旅客：發票號碼以電子郵件寄送",
          avoid: ["載體", "無載具", "非台灣居民"],
        },
        "zh-CN": {
          use: "会员载具；手机条码载具；公司（统一编号）；捐赠发票；来台旅客：发票号码通过电子邮件发送",
          avoid: ["载体", "无载具", "非台湾居民"],
        },
        en: {
          use: "Save to my member account; Mobile barcode; Company (tax ID); Donate the invoice; Visitor: invoice number by e-mail",
          avoid: ["vehicle", "Non-Taiwan resident"],
          patterns: ["(?:[Mm]ember|[Bb]arcode|Taiwan|usual|another) carrier"],
        },
        ja: {
          use: "会員アカウントに保存；モバイルバーコード；法人（統一編号）；発票を寄付する；旅行者：発票番号をメールで受け取る",
          avoid: ["キャリア", "保存先の登録なし", "台湾非居住者"],
          allow: ["通信キャリア", "大手キャリア"],
        },
        ko: {
          use: "회원 계정에 저장; 모바일 바코드; 회사(사업자 등록번호); 영수증 기부; 여행자: 영수증 번호를 이메일로 받기",
          avoid: ["캐리어", "저장 수단 없음", "대만 비거주자"],
        },
        vi: {
          use: "Lưu vào tài khoản thành viên; Mã vạch di động; Công ty (mã số thuế); Quyên góp hóa đơn; Du khách: nhận số hóa đơn qua e-mail",
          avoid: ["vật mang hội viên", "Vật mang hội viên", "không có vật mang hóa đơn", "Người không cư trú"],
        },
      },
    },
    {
      concept: "TWD (the currency the shop charges in)",
      terms: {
        "zh-TW": {
          use: "新台幣（TWD）, NT$",
          avoid: ["新臺幣", "NTD"],
        },
        "zh-CN": {
          use: "新台币（TWD）, NT$",
          avoid: ["台币", "NTD"],
          allow: ["新台币"],
        },
        en: {
          use: "New Taiwan dollars (TWD), NT$",
          avoid: ["NTD", "Taiwan Dollar", "NT dollars"],
        },
        ja: {
          use: "台湾ドル（TWD）, NT$",
          avoid: ["新台湾ドル", "ニュー台湾ドル", "台湾元", "NTD"],
        },
        ko: {
          use: "대만 달러(TWD), NT$",
          avoid: [
            "신 대만 달러",
            "신대만 달러",
            "신 타이완 달러",
            "신타이완달러",
            "타이완 달러",
            "대만달러",
            "NTD",
          ],
        },
        vi: {
          use: "Đài tệ (TWD), NT$",
          avoid: ["Đô la Đài Loan", "Tân Đài tệ", "NTD"],
        },
      },
    },
    {
      concept: "privacy policy",
      terms: {
        "zh-TW": {
          use: "隱私權政策",
          avoid: ["隱私政策", "隱私條款", "隱私權聲明"],
        },
        "zh-CN": {
          use: "隐私政策",
          avoid: ["隐私权政策", "隐私条款", "隐私声明"],
        },
        en: {
          use: "Privacy policy",
          avoid: [
            "Privacy Policy",
            "privacy statement",
            "Privacy statement",
            "privacy notice",
            "Privacy notice",
          ],
        },
        ja: {
          use: "プライバシーポリシー",
          avoid: [
            "個人情報保護方針",
            "プライバシー ポリシー",
            "個人情報保護ポリシー",
          ],
        },
        ko: {
          use: "개인정보 처리방침",
          avoid: [
            "개인정보처리방침",
            "개인정보 보호정책",
            "개인정보보호정책",
            "개인정보 보호 정책",
          ],
        },
        vi: {
          use: "Chính sách bảo mật",
          avoid: ["quyền riêng tư", "Quyền riêng tư"],
        },
      },
    },
    {
      concept: "terms of service",
      terms: {
        "zh-TW": {
          use: "服務條款",
          avoid: ["使用條款", "服務協議", "會員條款"],
        },
        "zh-CN": {
          use: "服务条款",
          avoid: ["使用条款", "服务协议"],
        },
        en: {
          use: "Terms of service",
          avoid: [
            "Terms of Service",
            "Terms of use",
            "Terms of Use",
            "Terms and Conditions",
            "terms and conditions",
          ],
        },
        ja: {
          use: "利用規約",
          avoid: ["サービス規約", "利用条件", "ご利用規約"],
        },
        ko: {
          use: "이용약관",
          avoid: ["서비스 약관", "이용 약관"],
        },
        vi: {
          use: "Điều khoản dịch vụ",
          avoid: ["Điều khoản sử dụng", "điều khoản sử dụng"],
        },
      },
    },
    {
      concept: "serial number / redemption (序號兌換)",
      terms: {
        "zh-TW": {
          use: "序號、兌換",
          avoid: ["序列號", "兌換碼"],
        },
        "zh-CN": {
          use: "序列号、兑换",
          avoid: ["序号", "兑换码"],
        },
        en: {
          use: "serial number, redeem / redemption",
          avoid: [
            "serial code",
            "Serial code",
            "redemption code",
            "Redemption code",
            "redemption number",
            "Redemption number",
          ],
        },
        ja: {
          use: "シリアル番号、引き換え",
          avoid: ["シリアルコード", "引き換えコード", "引換コード"],
        },
        ko: {
          use: "시리얼 번호, 교환",
          avoid: ["시리얼 코드", "일련번호", "교환 코드"],
        },
        vi: {
          use: "mã sê-ri, đổi mã",
          avoid: [
            "mã serial",
            "Mã serial",
            "số sê-ri",
            "Số sê-ri",
            "số serial",
            "mã đổi thưởng",
          ],
        },
      },
    },
    {
      concept: "anti-fraud (notice)",
      terms: {
        "zh-TW": {
          use: "防詐騙",
          avoid: ["反詐騙", "防詐宣導"],
          allow: ["反詐騙諮詢專線"],
        },
        "zh-CN": {
          use: "防诈骗",
          avoid: ["反诈骗", "反诈"],
          allow: ["反诈骗咨询专线"],
        },
        en: {
          use: "Anti-fraud notice",
          avoid: ["Anti-scam", "anti-scam", "Fraud prevention notice"],
        },
        ja: {
          use: "詐欺防止",
          avoid: ["詐欺対策"],
        },
        ko: {
          use: "사기 예방",
          avoid: ["사기 방지 안내", "사기방지"],
        },
        vi: {
          use: "Cảnh báo lừa đảo",
          avoid: ["chống lừa đảo", "Chống lừa đảo"],
        },
      },
    },
    {
      concept: "Airport MRT ticket (Taoyuan Airport MRT)",
      terms: {
        "zh-TW": {
          use: "機場捷運車票",
          avoid: ["機場地鐵", "機場快線"],
        },
        "zh-CN": {
          use: "机场捷运车票",
          avoid: ["机场地铁", "机场快线"],
        },
        en: {
          use: "Airport MRT ticket",
          avoid: [
            "Airport rail",
            "airport rail",
            "Airport Metro",
            "airport metro",
            "Airport Express",
            "airport train",
          ],
        },
        ja: {
          use: "空港MRT乗車券",
          avoid: ["空港メトロ", "空港鉄道", "空港線"],
        },
        ko: {
          use: "공항 MRT 승차권",
          avoid: ["공항철도", "공항 철도", "공항 지하철"],
        },
        vi: {
          use: "vé MRT sân bay",
          avoid: [
            "tàu sân bay",
            "Tàu sân bay",
            "tàu điện sân bay",
            "Tàu điện sân bay",
          ],
        },
      },
    },
    {
      concept: "about us",
      terms: {
        "zh-TW": {
          use: "關於我們",
          avoid: ["關於本站"],
        },
        "zh-CN": {
          use: "关于我们",
          avoid: ["关于本站"],
        },
        en: {
          use: "About us",
          avoid: ["About Us"],
        },
        ja: {
          use: "会社概要",
          avoid: ["私たちについて", "当社について"],
        },
        ko: {
          use: "회사 소개",
          avoid: ["회사소개", "저희에 대해"],
        },
        vi: {
          use: "Về chúng tôi",
          avoid: ["Giới thiệu về chúng tôi"],
        },
      },
    },
    {
      concept: "latest news",
      terms: {
        "zh-TW": {
          use: "最新消息",
          avoid: ["最新公告"],
        },
        "zh-CN": {
          use: "最新消息",
          avoid: ["最新公告"],
        },
        en: {
          use: "Latest news",
          avoid: ["Latest News", "News & updates"],
        },
        ja: {
          use: "最新情報",
          avoid: ["最新ニュース"],
        },
        ko: {
          use: "최신 소식",
          avoid: ["최신 뉴스"],
        },
        vi: {
          use: "Tin mới nhất",
          avoid: ["Tin tức mới nhất", "tin tức mới nhất"],
        },
      },
    },
    {
      concept: "follow us (the social links)",
      terms: {
        "zh-TW": {
          use: "追蹤我們",
          avoid: ["關注我們"],
        },
      },
    },
    {
      concept: "languages of the support (six: two Chinese scripts, not \"Chinese\" as one of five)",
      terms: {
        "zh-TW": {
          use: "繁中、簡中、英、日、韓、越語",
          avoid: [],
          patterns: ["(?<![繁簡简])中、英、日"],
        },
        "zh-CN": {
          use: "繁中、简中、英、日、韩、越语",
          avoid: [],
          patterns: ["(?<![繁簡简])中、英、日"],
        },
        en: {
          use: "Traditional and Simplified Chinese, English, Japanese, Korean and Vietnamese",
          avoid: ["in Chinese, English"],
          allow: ["Audio guide in Chinese, English, Japanese and Korean"],
          patterns: ["^Chinese, English, Japanese, Korean and Vietnamese"],
        },
        ja: {
          use: "繁体字中国語・簡体字中国語・英語・日本語・韓国語・ベトナム語",
          avoid: [],
          patterns: ["(?<!字)中国語・英語・日本語・韓国語・ベトナム語"],
        },
        ko: {
          use: "중국어(번체·간체)·영어·일본어·한국어·베트남어",
          avoid: ["중국어·영어·일본어·한국어·베트남어"],
        },
        vi: {
          use: "tiếng Trung (phồn thể và giản thể), Anh, Nhật, Hàn và Việt",
          avoid: ["Trung, Anh, Nhật, Hàn và Việt"],
        },
      },
    },
    {
      concept: "a ticket for a deck or a train (no seats: tickets left, not seats)",
      terms: {
        en: {
          use: "3 tickets left",
          avoid: ["seat left", "seats left", "Seats left"],
        },
        ja: {
          use: "残り3枚",
          avoid: ["席"],
        },
      },
    },
    {
      concept: "words a customer reads when something fails (no developer-speak, no curt lines)",
      terms: {
        "zh-TW": {
          use: "網站暫時忙碌中，請稍候幾秒再試一次。",
          avoid: ["資料庫"],
        },
        "zh-CN": {
          use: "网站暂时繁忙，请稍等几秒再试。",
          avoid: ["数据库"],
        },
        en: {
          use: "We couldn't find that.",
          avoid: ["Data does not exist", "database"],
        },
        ja: {
          use: "ただいま混み合っています。; mail greeting: いつもご利用いただきありがとうございます。",
          avoid: ["データベース", "こんにちは"],
        },
        ko: {
          use: "이 메일은 발신 전용이므로 회신하실 수 없습니다.",
          avoid: ["데이터베이스", "회신하지 마세요"],
        },
        vi: {
          use: "Trang web đang tạm thời bận.",
          avoid: ["cơ sở dữ liệu"],
        },
      },
    },
    {
      concept: "amounts in TWD: written as the shop formats them (NT$2,000), not \"TWD 2,000\"",
      terms: {
        "zh-TW": { use: "NT$2,000", avoid: [], patterns: ["TWD ?[0-9]"] },
        "zh-CN": { use: "NT$2,000", avoid: [], patterns: ["TWD ?[0-9]"] },
        en: { use: "NT$2,000", avoid: [], patterns: ["TWD ?[0-9]"] },
        ja: { use: "NT$2,000", avoid: [], patterns: ["TWD ?[0-9]"] },
        ko: { use: "NT$2,000", avoid: [], patterns: ["TWD ?[0-9]"] },
        vi: { use: "2.000 NT$", avoid: [], patterns: ["TWD ?[0-9]"] },
      },
    },
    {
      concept: "Chinese punctuation: no space before a full-width bracket or after a full stop",
      terms: {
        "zh-TW": { use: "第一航廈（國際線）。深夜航班", avoid: [" （", "。 ", "， "] },
        "zh-CN": { use: "第一航站楼（国际线）。深夜航班", avoid: [" （", "。 ", "， "] },
      },
    },
    {
      concept: "mainland usage in zh-CN (no Taiwan terms)",
      terms: {
        "zh-CN": {
          use: "纸质、发送/邮寄、保存、购买方、全台湾、Android、如有不一致",
          avoid: ["纸本", "寄送", "储存", "买受人", "短差", "安卓", "歧义"],
          patterns: ["全台(?!湾)"],
        },
      },
    },
    {
      concept: "Japanese words that read wrong in a shop",
      terms: {
        ja: {
          use: "その場での販売、お支払い待ち、本人確認、来場日、空港受取場所 (the pickup page)",
          avoid: ["当日販売", "未払い", "実名登録", "入場日", "受け取り場所", "空港での受取場所"],
        },
      },
    },
    {
      concept: "Korean: eSIM is eSIM",
      terms: {
        ko: {
          use: "eSIM",
          avoid: ["가상 유심"],
        },
      },
    },
    {
      concept: "Vietnamese: the words of today's Vietnam and of the shop",
      terms: {
        vi: {
          use: "du khách (traveller), CCCD/thẻ căn cước, Tòa án địa phương, Vé còn lại (cập nhật trực tiếp), mục Địa điểm nhận thẻ tại sân bay (the menu's name)",
          avoid: ["Hành khách", "hành khách", "CMND", "Tòa án quận", "Chỗ trống trực tiếp", "mục Điểm nhận thẻ"],
          allow: ["Hành khách bay", "hành khách bay"],
        },
      },
    },
    {
      concept: "verification code",
      terms: {
        "zh-TW": {
          use: "驗證碼",
          avoid: ["認證碼", "確認碼", "校驗碼"],
        },
        "zh-CN": {
          use: "验证码",
          avoid: ["认证码", "确认码", "校验码"],
        },
        en: {
          use: "verification code",
          avoid: ["confirmation code", "Confirmation code", "OTP"],
        },
        ja: {
          use: "認証コード",
          avoid: ["確認コード", "検証コード", "ワンタイムパスワード"],
        },
        ko: {
          use: "인증 코드",
          avoid: ["인증번호", "인증 번호", "확인 코드"],
        },
        vi: {
          use: "mã xác minh",
          avoid: ["mã xác nhận", "Mã xác nhận", "mã xác thực", "Mã xác thực", "OTP"],
        },
      },
    },
    {
      concept: "order",
      terms: {
        "zh-TW": {
          use: "訂單",
          avoid: ["定單"],
        },
        "zh-CN": {
          use: "订单",
          avoid: ["定单"],
        },
        en: {
          use: "order",
          avoid: ["purchase order"],
        },
        ja: {
          use: "注文",
          avoid: ["オーダー"],
        },
        ko: {
          use: "주문",
          avoid: ["오더"],
        },
        vi: {
          use: "đơn hàng",
          avoid: ["đơn đặt hàng"],
        },
      },
    },
    {
      concept: "product (what the shop sells; the menu's \"all products\")",
      terms: {
        "zh-TW": {
          use: "商品（全部商品）",
          avoid: ["產品", "所有商品"],
        },
        "zh-CN": {
          use: "商品（全部商品）",
          avoid: ["产品", "所有商品"],
        },
      },
    },
    {
      concept: "Korean particles: chosen for the word, or the sentence rephrased (no hedged fallbacks)",
      terms: {
        ko: {
          use: "NT$340 결제가 완료되었습니다, {email} 주소로, {model} 기종은",
          avoid: ["이(가)", "은(는)", "을(를)", "와(과)", "(으)로"],
        },
      },
    },
    {
      concept: "mobile phone, Taiwan, company tax ID (Korean: one word each)",
      terms: {
        ko: {
          use: "휴대폰, 대만, 사업자 등록번호 (統一編號)",
          avoid: ["휴대전화", "타이완", "통일번호", "사업자 번호"],
        },
      },
    },
    {
      concept: "member / account / login (by e-mail)",
      terms: {
        "zh-TW": {
          use: "會員、帳號（以電子郵件登入）",
          avoid: ["帳號或密碼", "用戶名", "賬號", "賬戶", "账号"],
        },
        "zh-CN": {
          use: "会员、账号（以邮箱登录）",
          avoid: ["用户名或密码", "账号或密码", "帐号", "帐户", "帳號"],
        },
        en: {
          use: "member, account (log in with e-mail)",
          avoid: ["Username or", "username or", "user name"],
        },
        ja: {
          use: "会員、アカウント（メールアドレスでログイン）",
          avoid: ["ユーザー名または", "メンバー"],
        },
        ko: {
          use: "회원, 계정(이메일로 로그인)",
          avoid: ["아이디 또는", "멤버"],
        },
        vi: {
          use: "thành viên, tài khoản (đăng nhập bằng e-mail)",
          avoid: ["Tên đăng nhập hoặc", "hội viên", "Hội viên"],
        },
      },
    },
    {
      concept: "Taiwan time (the shop's clock, GMT+8)",
      terms: {
        "zh-TW": {
          use: "台灣時間",
          avoid: ["台北時間"],
        },
        "zh-CN": {
          use: "台湾时间",
          avoid: ["台北时间"],
        },
        en: {
          use: "Taiwan time",
          avoid: ["Taipei time"],
        },
        ja: {
          use: "台湾時間",
          avoid: ["台北時間"],
        },
        ko: {
          use: "대만 시간",
          avoid: ["타이베이 시간"],
        },
        vi: {
          use: "giờ Đài Loan",
          avoid: ["giờ Đài Bắc", "Giờ Đài Bắc"],
        },
      },
    },
    {
      concept: "order number (訂單編號)",
      terms: {
        "zh-TW": {
          use: "訂單編號",
          avoid: ["訂單號"],
        },
        "zh-CN": {
          use: "订单编号",
          avoid: ["订单号"],
        },
        en: {
          use: "order number",
          avoid: ["order no.", "Order No.", "order ID", "Order ID"],
        },
        ja: {
          use: "注文番号",
          avoid: ["オーダー番号", "受注番号"],
        },
        ko: {
          use: "주문 번호",
          avoid: ["주문번호"],
        },
        vi: {
          use: "mã đơn hàng",
          avoid: ["số đơn hàng"],
        },
      },
    },
    {
      // Sign-in without a password (WebAuthn, issue 41.2): the platforms' own word in each language.
      concept: "passkey",
      terms: {
        "zh-TW": { use: "通行密鑰", avoid: ["通行金鑰", "密碼金鑰", "通行密钥"] },
        "zh-CN": { use: "通行密钥", avoid: ["通行秘钥", "密码密钥", "通行密鑰"] },
        en: { use: "passkey", avoid: ["pass key", "Pass key", "pass-key"] },
        ja: { use: "パスキー", avoid: ["パス キー", "パスワードキー"] },
        ko: { use: "패스키", avoid: ["패스 키", "암호 키"] },
        vi: { use: "khóa truy cập", avoid: ["mã khóa", "Mã khóa", "passkey"] },
      },
    },
    {
      concept: "e-mail",
      terms: {
        "zh-TW": {
          use: "電子郵件、信箱",
          avoid: ["郵箱", "電郵"],
        },
        "zh-CN": {
          use: "电子邮件、邮箱",
          avoid: ["信箱", "电邮"],
        },
        en: {
          use: "e-mail",
          avoid: ["email", "Email", "E-Mail"],
        },
        ja: {
          use: "メール、メールアドレス",
          avoid: ["Eメール", "電子メール"],
        },
        ko: {
          use: "이메일",
          avoid: ["메일주소", "E-메일"],
        },
        vi: {
          use: "e-mail",
          avoid: ["email", "Email", "thư điện tử"],
        },
      },
    },
    {
      concept: "customer service",
      // How travellers are told to reach the shop: the admin's own words name the staff roles (admin, support).
      storefrontOnly: true,
      terms: {
        "zh-TW": {
          use: "客服（電子郵件與聯絡表單）",
          avoid: ["管理員", "線上客服"],
          allow: ["SIM 卡管理員"],
        },
        "zh-CN": {
          use: "客服（电子邮件与联系表单）",
          avoid: ["管理员", "在线客服"],
          allow: ["SIM 卡管理器"],
        },
        en: {
          use: "customer service (e-mail and the contact form)",
          avoid: ["administrator", "customer support team", "online customer service", "Online support", "online support", "live chat"],
        },
        ja: {
          use: "カスタマーサービス（メール・お問い合わせフォーム）",
          avoid: ["管理者", "カスタマーサポート", "オンラインサポート"],
        },
        ko: {
          use: "고객센터(이메일·문의 양식)",
          avoid: ["관리자에게", "고객 센터", "온라인 고객센터"],
        },
        vi: {
          use: "bộ phận chăm sóc khách hàng (e-mail và biểu mẫu liên hệ)",
          avoid: ["quản trị viên", "hỗ trợ trực tuyến"],
        },
      },
    },
    {
      // Issue 40 item 7: one name for the member area per language, the header's and the member centre's; its order
      // list is the menu's "order history" (guide 3 points to both by these labels).
      concept: "member area (會員中心) and its order list (歷史訂單)",
      terms: {
        "zh-TW": { use: "會員中心 › 歷史訂單", avoid: ["我的帳戶", "會員專區", "訂單紀錄", "我的訂單"] },
        "zh-CN": { use: "会员中心 › 历史订单", avoid: ["我的账户", "我的账号", "会员专区", "订单记录", "我的订单"] },
        en: { use: "My account › Order history", avoid: ["member centre", "Member centre", "member center", "Member center", "My orders"] },
        ja: { use: "マイページ › 注文履歴", avoid: ["マイアカウント", "会員ページ", "会員センター"] },
        ko: { use: "마이페이지 › 주문 내역", avoid: ["내 계정", "회원 센터", "내 주문"] },
        vi: { use: "Tài khoản của tôi › Lịch sử đơn hàng", avoid: ["Trung tâm thành viên", "trung tâm thành viên", "Đơn hàng của tôi"] },
      },
    },
    {
      // Activating a SIM card or eSIM (its service starts); the eSIM's code keeps its own name (啟用碼, 激活码, 활성화 코드).
      concept: "activation (開通)",
      terms: {
        "zh-TW": { use: "開通（代碼：啟用碼）", avoid: [], allow: ["正式啟用"], patterns: ["啟用(?!碼)"] },
        "zh-CN": { use: "开通（代码：激活码）", avoid: [], allow: ["正式启用"], patterns: ["激活(?!码)", "启用"] },
        en: { use: "activate, activation", avoid: ["enable the SIM", "switch on the SIM"] },
        ja: { use: "開通（コード：アクティベーションコード）", avoid: ["有効化", "アクティベート", "アクティベーション"], allow: ["アクティベーションコード"] },
        ko: { use: "개통(코드: 활성화 코드)", avoid: [], patterns: ["활성화(?! 코드)"] },
        vi: { use: "kích hoạt", avoid: ["khởi động thẻ"] },
      },
    },
    {
      // Issue 40 item 2: Taiwan's age of majority is 18 since 2023-01-01, the shop's minimum age: no guardian clause.
      concept: "age: 18 and over, no guardian clause (majority at 18)",
      terms: {
        "zh-TW": { use: "購買人及每位持卡人須年滿 18 歲", avoid: [], patterns: ["未滿 ?20 ?歲"] },
        "zh-CN": { use: "购买人及每位持卡人须年满 18 周岁", avoid: [], patterns: ["未满 ?20 ?周?岁"] },
        en: { use: "The buyer and every card holder must be 18 or older", avoid: [], patterns: ["under 20\\b"] },
        ja: { use: "18歳以上", avoid: ["20歳未満"] },
        ko: { use: "만 18세 이상", avoid: [], patterns: ["20세 미만"] },
        vi: { use: "từ 18 tuổi trở lên", avoid: ["dưới 20 tuổi"] },
      },
    },
    {
      // Issue 40 item 3: the card is used in Taiwan; a problem is reported within 48 hours of it, not "while abroad".
      concept: "the 48-hour report: in Taiwan, not abroad",
      terms: {
        "zh-TW": { use: "卡片或 eSIM 在台灣無法使用時，請於 48 小時內通知我們", avoid: [], patterns: ["(?:國外|境外|海外)[^。]{0,30}48 ?小時"] },
        "zh-CN": { use: "卡片或 eSIM 在台湾无法使用时，请在 48 小时内通知我们", avoid: [], patterns: ["(?:国外|境外|海外)[^。]{0,30}48 ?小时"] },
        en: { use: "If the card or eSIM stops working in Taiwan, tell us within 48 hours", avoid: ["while abroad", "Problems abroad"], patterns: ["abroad[^.]{0,80}48 hours"] },
        ja: { use: "台湾で使えなくなった場合は48時間以内に", avoid: [], patterns: ["海外[^。]{0,40}48時間"] },
        ko: { use: "대만에서 작동하지 않으면 48시간 이내에", avoid: [], patterns: ["해외[^.]{0,40}48시간"] },
        vi: { use: "ngừng hoạt động tại Đài Loan … trong vòng 48 giờ", avoid: [], patterns: ["nước ngoài[^.]{0,80}48 giờ"] },
      },
    },
    {
      // Issue 40 item 1: customer-service hours come from site settings (messages hours.*), never typed into a text.
      concept: "service hours: from site settings only",
      terms: Object.fromEntries(
        (["zh-TW", "zh-CN", "en", "ja", "ko", "vi"] as const).map((locale) => [
          locale,
          { use: "hours.customerService / hours.office (site settings)", avoid: [], patterns: ["\\d{2}:\\d{2} ?[–〜~-] ?\\d{2}:\\d{2} ?[（(]GMT"] },
        ]),
      ),
    },
    {
      concept: "toll-free number",
      terms: {
        "zh-TW": {
          use: "免付費電話",
          avoid: ["免費電話"],
        },
        "zh-CN": {
          use: "免费电话",
          avoid: ["免付费电话"],
        },
        en: {
          use: "Toll-free",
          avoid: ["Free call", "free call", "Freephone"],
        },
        ja: {
          use: "フリーダイヤル",
          avoid: ["無料電話"],
        },
        ko: {
          use: "무료 전화",
          avoid: ["수신자 부담"],
        },
        vi: {
          use: "Gọi miễn phí (từ Đài Loan)",
          avoid: ["Cuộc gọi miễn phí", "Số miễn cước"],
        },
      },
    },
    {
      concept: "given name (passport form)",
      terms: {
        "zh-TW": {
          use: "名字",
          avoid: [],
        },
        "zh-CN": {
          use: "名",
          avoid: [],
        },
        en: {
          use: "Given name(s)",
          avoid: ["First name", "first name"],
        },
        ja: {
          use: "名",
          avoid: ["ファーストネーム"],
        },
        ko: {
          use: "이름",
          avoid: ["퍼스트 네임"],
        },
        vi: {
          use: "Tên đệm và tên",
          avoid: ["Tên riêng"],
        },
      },
    },
    {
      concept: "price from (lowest plan price)",
      terms: {
        "zh-TW": {
          use: "NT$300 起",
          avoid: ["起 NT$", "起 $"],
        },
        "zh-CN": {
          use: "NT$300 起",
          avoid: ["起 NT$", "起 $"],
        },
        en: {
          use: "From NT$300",
          avoid: ["Starting at", "starting at"],
        },
        ja: {
          use: "NT$300〜",
          avoid: ["最安", "最低価格"],
          allow: ["最安値"],
        },
        ko: {
          use: "NT$300부터",
          avoid: ["최저 NT$", "최저가"],
        },
        vi: {
          use: "Từ 300 NT$ (amounts as the shop formats them: 1.300 NT$)",
          avoid: ["Chỉ từ", "chỉ từ"],
          patterns: ["NT\\$ ?\\d"],
        },
      },
    },
    {
      concept: "English spelling: British, like the dates (2 November 2026)",
      terms: {
        en: {
          use: "traveller, centre, favourite, cancelled, colour, licence (noun), programme, organise, dialling",
          avoid: [
            "traveler",
            "Traveler",
            "center",
            "Center",
            "favorite",
            "Favorite",
            "canceled",
            "Canceled",
            "color",
            "Color",
            "organize",
            "Organize",
            "dialing",
            "catalog ",
            "enroll",
          ],
        },
      },
    },
    {
      concept: "partner programmes (no internal jargon)",
      // Jargon to travellers; staff read the spec's partner types (B2C, BBC) in the admin.
      storefrontOnly: true,
      terms: {
        "zh-TW": {
          use: "企業兌換合作",
          avoid: ["BBC"],
        },
        "zh-CN": {
          use: "企业兑换合作",
          avoid: ["BBC"],
        },
        en: {
          use: "bulk redemption",
          avoid: ["BBC"],
        },
        ja: {
          use: "法人向け引き換え提携",
          avoid: ["BBC"],
        },
        ko: {
          use: "단체 교환 제휴",
          avoid: ["BBC"],
        },
        vi: {
          use: "hợp tác đổi mã",
          avoid: ["BBC"],
        },
      },
    },
    {
      concept: "Taiwan usage in zh-TW (no mainland terms)",
      terms: {
        "zh-TW": {
          use: "網路、資訊、簡訊、帳號、密碼、資料、啟用、QR Code、登入、支援、電信業者",
          avoid: [
            "網絡",
            "信息",
            "默認",
            "視頻",
            "軟件",
            "鏈接",
            "短信",
            "激活",
            "二維碼",
            "登錄",
            "運營商",
            "屏幕",
            "營銷",
            "質量",
            "臺灣",
          ],
        },
        "zh-CN": {
          use: "网络、信息、短信、账号、密码、数据、激活、二维码、登录、支持、运营商",
          avoid: [
            "網",
            "网路",
            "简讯",
            "登入",
            "启用码",
            "QR Code",
            "萤幕",
            "软体",
            "支援",
            "网际网路",
            "「",
            "」",
          ],
        },
      },
    },
    {
      concept:
        "Korean style: 합니다 for statements, ~나요?/~가요? for a customer's question, no Japanese/Chinese corner brackets, ~ for ranges, no space before a bracket",
      terms: {
        ko: {
          use: "-ㅂ니다/-습니다 for statements, -(해) 주세요 for requests, 언제 받을 수 있나요? for questions, quotation marks ‘ ’ / “ ”, 09:00~18:00, 대만 시간(GMT+8)",
          avoid: ["「", "」", "『", "』", "십시오", "니까?", " ("],
          // A date with its weekday as Intl (CLDR) writes it in Korean everywhere: 2026년 12월 3일 (목).
          allow: ["일 (월)", "일 (화)", "일 (수)", "일 (목)", "일 (금)", "일 (토)", "일 (일)"],
          patterns: ["(?<![세])요[.!]", "(?<![나가까어])요\\?", "[0-9]–[0-9]"],
        },
      },
    },
    {
      concept:
        "Japanese style: one wave dash, no spaces between Japanese and numbers or Latin letters, before （ or after 。",
      terms: {
        ja: {
          use: '〜 (U+301C) for ranges and "from"; 18歳, 6〜12文字, 09:00〜23:00, SIMカード, QRコード, 第1ターミナル（国際線）',
          avoid: ["～", " （", "。 "],
          allow: ["台湾トラベル SIM", " 様"],
          patterns: [
            "[0-9A-Za-z+)] [\\u3040-\\u30ff\\u4e00-\\u9fff]",
            "[\\u3040-\\u30ff\\u4e00-\\u9fff] [0-9A-Za-z(]",
            "[0-9][–~][0-9]",
          ],
        },
      },
    },
    {
      // Wallet names are brand names, written as the brands write them in every language (issue 41).
      concept: "LINE Pay (wallet)",
      terms: {
        "zh-TW": { use: "LINE Pay", avoid: ["Line Pay", "LinePay", "LINEPay", "LINE PAY", "Line pay"] },
        "zh-CN": { use: "LINE Pay", avoid: ["Line Pay", "LinePay", "LINEPay", "LINE PAY", "Line pay"] },
        en: { use: "LINE Pay", avoid: ["Line Pay", "LinePay", "LINEPay", "LINE PAY", "Line pay"] },
        ja: { use: "LINE Pay", avoid: ["Line Pay", "LinePay", "LINEPay", "LINE PAY", "Line pay"] },
        ko: { use: "LINE Pay", avoid: ["Line Pay", "LinePay", "LINEPay", "LINE PAY", "Line pay"] },
        vi: { use: "LINE Pay", avoid: ["Line Pay", "LinePay", "LINEPay", "LINE PAY", "Line pay"] },
      },
    },
    {
      concept: "JKO Pay (wallet): 街口支付 in Chinese, JKO Pay elsewhere",
      terms: {
        "zh-TW": { use: "街口支付", avoid: ["街口Pay", "街口 Pay", "街口付款", "JKO Pay"] },
        "zh-CN": { use: "街口支付", avoid: ["街口Pay", "街口 Pay", "街口付款", "JKO Pay"] },
        en: { use: "JKO Pay", avoid: ["JKOPay", "JKOPAY", "JkoPay", "Jko Pay", "JKO PAY"] },
        ja: { use: "JKO Pay", avoid: ["JKOPay", "JKOPAY", "JkoPay", "Jko Pay", "JKO PAY"] },
        ko: { use: "JKO Pay", avoid: ["JKOPay", "JKOPAY", "JkoPay", "Jko Pay", "JKO PAY"] },
        vi: { use: "JKO Pay", avoid: ["JKOPay", "JKOPAY", "JkoPay", "Jko Pay", "JKO PAY"] },
      },
    },
  ],
};
