/**
 * The admin's own words in the staff member's language: menu groups, collection names, field names and
 * status values, in one place (applied to every collection and global by `withAdminLabels`, so collection
 * files keep their English labels as the source and are not each edited for translations). Payload picks a
 * label object's entry by the admin language (en, zh-TW, zh, ja, ko, vi; English when one is missing).
 * Entries are [en, zh-TW, ja, zh (simplified)].
 */
import type { CollectionConfig, Field, GlobalConfig } from 'payload'

type Words = readonly [en: string, zhTw: string, ja: string, zh: string]
export type LabelObject = { en: string; 'zh-TW': string; ja: string; zh: string }

export const label = ([en, zhTw, ja, zh]: Words): LabelObject => ({ en, 'zh-TW': zhTw, ja, zh })

export const GROUPS: Record<string, Words> = {
  Catalog: ['Catalog', '商品目錄', '商品カタログ', '商品目录'],
  Pickup: ['Pickup', '取件', '受け取り', '取件'],
  Content: ['Content', '網站內容', 'コンテンツ', '网站内容'],
  Orders: ['Orders', '訂單', '注文', '订单'],
  Customers: ['Customers', '顧客', '顧客', '顾客'],
  Administration: ['Administration', '管理', '管理', '管理'],
  Messaging: ['Messaging', '通知訊息', 'メッセージ', '通知消息'],
  System: ['System', '系統', 'システム', '系统'],
}

/** [singular, plural] per collection slug. */
export const COLLECTIONS: Record<string, readonly [Words, Words]> = {
  'product-categories': [['Product category', '商品分類', '商品カテゴリー', '商品分类'], ['Product categories', '商品分類', '商品カテゴリー', '商品分类']],
  products: [['Product', '商品', '商品', '商品'], ['Products', '商品', '商品', '商品']],
  activities: [['Ticket / activity', '票券／活動', 'チケット／アクティビティ', '票券／活动'], ['Tickets & activities', '票券與活動', 'チケットとアクティビティ', '票券与活动']],
  'observation-slot-rules': [['Observation-deck slot rule', '觀景台時段規則', '展望台の時間帯ルール', '观景台时段规则'], ['Observation-deck slot rules', '觀景台時段規則', '展望台の時間帯ルール', '观景台时段规则']],
  'pickup-regions': [['Pickup region', '取件地區', '受け取り地域', '取件地区'], ['Pickup regions', '取件地區', '受け取り地域', '取件地区']],
  airports: [['Airport', '機場', '空港', '机场'], ['Airports', '機場', '空港', '机场']],
  banners: [['Banner', '橫幅', 'バナー', '横幅'], ['Banners', '橫幅', 'バナー', '横幅']],
  news: [['News item', '最新消息', 'ニュース', '最新消息'], ['News', '最新消息', 'ニュース', '最新消息']],
  guides: [['Guide', '使用指南', 'ガイド', '使用指南'], ['Guides', '使用指南', 'ガイド', '使用指南']],
  'faq-categories': [['FAQ category', '常見問題分類', 'よくある質問のカテゴリー', '常见问题分类'], ['FAQ categories', '常見問題分類', 'よくある質問のカテゴリー', '常见问题分类']],
  faqs: [['FAQ', '常見問題', 'よくある質問', '常见问题'], ['FAQs', '常見問題', 'よくある質問', '常见问题']],
  reviews: [['Review', '評價', 'レビュー', '评价'], ['Reviews', '評價', 'レビュー', '评价']],
  pages: [['Page', '頁面', 'ページ', '页面'], ['Legal & info pages', '條款與資訊頁', '規約・案内ページ', '条款与信息页']],
  media: [['Media', '媒體檔案', 'メディア', '媒体文件'], ['Media', '媒體檔案', 'メディア', '媒体文件']],
  'device-models': [['Device model', '支援機型', '対応機種', '支持机型'], ['Device models', '支援機型', '対応機種', '支持机型']],
  orders: [['Order', '訂單', '注文', '订单'], ['Orders', '訂單', '注文', '订单']],
  'order-events': [['Order event', '訂單紀錄', '注文履歴', '订单记录'], ['Order events', '訂單紀錄', '注文履歴', '订单记录']],
  payments: [['Payment', '付款', '支払い', '付款'], ['Payments', '付款', '支払い', '付款']],
  'esim-codes': [['eSIM activation code', 'eSIM 啟用碼', 'eSIM アクティベーションコード', 'eSIM 激活码'], ['eSIM inventory', 'eSIM 庫存', 'eSIM 在庫', 'eSIM 库存']],
  'stock-alerts': [['eSIM stock alert', 'eSIM 庫存警示', 'eSIM 在庫アラート', 'eSIM 库存警示'], ['eSIM stock alerts', 'eSIM 庫存警示', 'eSIM 在庫アラート', 'eSIM 库存警示']],
  'promo-codes': [['Promo code', '優惠碼', 'プロモーションコード', '优惠码'], ['Promo codes', '優惠碼', 'プロモーションコード', '优惠码']],
  'serial-numbers': [['Serial number', '兌換序號', 'シリアル番号', '兑换序号'], ['Serial numbers', '兌換序號', 'シリアル番号', '兑换序号']],
  'slot-reservations': [['Slot reservation', '時段保留', '時間帯の予約枠', '时段保留'], ['Slot reservations', '時段保留', '時間帯の予約枠', '时段保留']],
  members: [['Member', '會員', '会員', '会员'], ['Members', '會員', '会員', '会员']],
  staff: [['Staff member', '員工', 'スタッフ', '员工'], ['Staff', '員工', 'スタッフ', '员工']],
  outbox: [['Outbox message', '寄件匣訊息', '送信トレイのメッセージ', '发件箱消息'], ['Outbox', '寄件匣', '送信トレイ', '发件箱']],
  'verification-codes': [['Verification code', '驗證碼', '認証コード', '验证码'], ['Verification codes', '驗證碼', '認証コード', '验证码']],
  'rate-limit-hits': [['Rate limit hit', '頻率限制紀錄', 'レート制限の記録', '频率限制记录'], ['Rate limit hits', '頻率限制紀錄', 'レート制限の記録', '频率限制记录']],
  'support-messages': [['Support message', '客服訊息', 'サポートメッセージ', '客服消息'], ['Support messages', '客服訊息', 'サポートメッセージ', '客服消息']],
  'survey-answers': [['Survey answer', '問卷回覆', 'アンケート回答', '问卷回复'], ['Survey answers', '問卷回覆', 'アンケート回答', '问卷回复']],
  'kyc-applications': [['KYC application', '實名認證申請', '本人確認の申請', '实名认证申请'], ['KYC applications', '實名認證申請', '本人確認の申請', '实名认证申请']],
  'kyc-documents': [['KYC document', '實名認證文件', '本人確認書類', '实名认证文件'], ['KYC documents', '實名認證文件', '本人確認書類', '实名认证文件']],
}

export const GLOBALS: Record<string, Words> = {
  home: ['Home page', '首頁', 'ホームページ', '首页'],
  'site-settings': ['Site settings', '網站設定', 'サイト設定', '网站设置'],
  'exchange-rates': ['Exchange rates', '匯率', '為替レート', '汇率'],
  survey: ['Survey', '問卷', 'アンケート', '问卷'],
}

/** Field labels by field name (the same name means the same thing across collections). */
export const FIELDS: Record<string, Words> = {
  name: ['Name', '名稱', '名前', '名称'],
  title: ['Title', '標題', 'タイトル', '标题'],
  subtitle: ['Subtitle', '副標題', 'サブタイトル', '副标题'],
  summary: ['Summary', '摘要', '概要', '摘要'],
  description: ['Description', '說明', '説明', '说明'],
  content: ['Content', '內文', '本文', '正文'],
  intro: ['Introduction', '引言', '導入文', '引言'],
  question: ['Question', '問題', '質問', '问题'],
  answer: ['Answer', '解答', '回答', '解答'],
  category: ['Category', '分類', 'カテゴリー', '分类'],
  sortOrder: ['Sort order', '排序', '並び順', '排序'],
  published: ['Published', '已發布', '公開', '已发布'],
  publishedAt: ['Published at', '發布時間', '公開日時', '发布时间'],
  coverImage: ['Cover image', '封面圖片', 'カバー画像', '封面图片'],
  image: ['Image', '圖片', '画像', '图片'],
  images: ['Images', '圖片', '画像', '图片'],
  createdAt: ['Created at', '建立時間', '作成日時', '创建时间'],
  updatedAt: ['Updated at', '更新時間', '更新日時', '更新时间'],
  status: ['Status', '狀態', 'ステータス', '状态'],
  cardType: ['Card type', '卡片類型', 'カードの種類', '卡片类型'],
  network: ['Network', '網路', 'ネットワーク', '网络'],
  features: ['Features', '特色', '特長', '特色'],
  specifications: ['Specifications', '規格', '仕様', '规格'],
  plans: ['Plans', '方案', 'プラン', '方案'],
  days: ['Days', '天數', '日数', '天数'],
  dataAllowance: ['Data allowance', '數據用量', 'データ容量', '数据用量'],
  priceTwd: ['Price (NT$)', '價格（NT$）', '価格（NT$）', '价格（NT$）'],
  active: ['Active', '啟用', '有効', '启用'],
  note: ['Note', '備註', 'メモ', '备注'],
  notes: ['Notes', '備註', 'メモ', '备注'],
  pickupAirports: ['Pickup airports', '取件機場', '受け取り空港', '取件机场'],
  airport: ['Airport', '機場', '空港', '机场'],
  airports: ['Airports', '機場', '空港', '机场'],
  code: ['Code', '代碼', 'コード', '代码'],
  region: ['Region', '地區', '地域', '地区'],
  counters: ['Counters', '櫃台', 'カウンター', '柜台'],
  terminal: ['Terminal', '航廈', 'ターミナル', '航站楼'],
  location: ['Location', '位置', '場所', '位置'],
  opensAt: ['Opens at', '開始營業', '営業開始', '开始营业'],
  closesAt: ['Closes at', '結束營業', '営業終了', '结束营业'],
  link: ['Link', '連結', 'リンク', '链接'],
  slug: ['Page', '頁面', 'ページ', '页面'],
  lastUpdated: ['Last updated', '最後更新', '最終更新', '最后更新'],
  alt: ['Alternative text', '替代文字', '代替テキスト', '替代文字'],
  displayName: ['Display name', '顯示名稱', '表示名', '显示名称'],
  rating: ['Rating', '評分', '評価', '评分'],
  text: ['Text', '內容', 'テキスト', '内容'],
  language: ['Language', '語言', '言語', '语言'],
  product: ['Product', '商品', '商品', '商品'],
  products: ['Products', '商品', '商品', '商品'],
  member: ['Member', '會員', '会員', '会员'],
  approved: ['Approved', '已核准', '承認済み', '已批准'],
  approvedAt: ['Approved at', '核准時間', '承認日時', '批准时间'],
  reviewedAt: ['Reviewed at', '評價時間', 'レビュー日時', '评价时间'],
  orderNumber: ['Order number', '訂單編號', '注文番号', '订单编号'],
  itemName: ['Item', '品項', '商品名', '品项'],
  quantity: ['Quantity', '數量', '数量', '数量'],
  contactEmail: ['E-mail', '電子郵件', 'メールアドレス', '电子邮件'],
  contactPhone: ['Phone', '電話', '電話番号', '电话'],
  email: ['E-mail', '電子郵件', 'メールアドレス', '电子邮件'],
  phone: ['Phone', '電話', '電話番号', '电话'],
  surname: ['Surname', '姓', '姓', '姓'],
  givenName: ['Given name', '名', '名', '名'],
  totalTwd: ['Total (NT$)', '總計（NT$）', '合計（NT$）', '总计（NT$）'],
  subtotalTwd: ['Subtotal (NT$)', '小計（NT$）', '小計（NT$）', '小计（NT$）'],
  discountTwd: ['Discount (NT$)', '折扣（NT$）', '割引（NT$）', '折扣（NT$）'],
  amountTwd: ['Amount (NT$)', '金額（NT$）', '金額（NT$）', '金额（NT$）'],
  feeTwd: ['Fee (NT$)', '手續費（NT$）', '手数料（NT$）', '手续费（NT$）'],
  promoCode: ['Promo code', '優惠碼', 'プロモーションコード', '优惠码'],
  role: ['Role', '角色', '役割', '角色'],
  channel: ['Channel', '管道', 'チャネル', '渠道'],
  kind: ['Kind', '類型', '種類', '类型'],
  subject: ['Subject', '主旨', '件名', '主题'],
  error: ['Error', '錯誤', 'エラー', '错误'],
  sentAt: ['Sent at', '寄送時間', '送信日時', '发送时间'],
  lpa: ['Activation code (LPA)', '啟用碼（LPA）', 'アクティベーションコード（LPA）', '激活码（LPA）'],
  smdpAddress: ['SM-DP+ address', 'SM-DP+ 位址', 'SM-DP+ アドレス', 'SM-DP+ 地址'],
  matchingId: ['Matching ID', '比對 ID', 'マッチング ID', '匹配 ID'],
  assignedAt: ['Assigned at', '配發時間', '割り当て日時', '分配时间'],
  order: ['Order', '訂單', '注文', '订单'],
  missingLocales: ['Missing languages', '缺少的語言', '未入力の言語', '缺少的语言'],
  rates: ['Rates', '匯率', 'レート', '汇率'],
}

/** Option labels by value (statuses, kinds). */
export const OPTIONS: Record<string, Words> = {
  physical: ['Physical SIM', '實體 SIM 卡', '物理 SIM', '实体 SIM 卡'],
  esim: ['eSIM', 'eSIM', 'eSIM', 'eSIM'],
  unpaid: ['Unpaid', '未付款', '未払い', '未付款'],
  paid: ['Paid', '已付款', '支払い済み', '已付款'],
  pendingPickup: ['Awaiting pickup', '待取件', '受け取り待ち', '待取件'],
  delivered: ['Delivered', '已發送', '配信済み', '已发送'],
  pickedUp: ['Picked up', '已取件', '受け取り済み', '已取件'],
  redeemed: ['Redeemed', '已兌換', '引き換え済み', '已兑换'],
  cancelled: ['Cancelled', '已取消', 'キャンセル済み', '已取消'],
  refunded: ['Refunded', '已退款', '返金済み', '已退款'],
  pending: ['Pending', '處理中', '保留中', '处理中'],
  succeeded: ['Succeeded', '成功', '成功', '成功'],
  failed: ['Failed', '失敗', '失敗', '失败'],
  sent: ['Sent', '已寄出', '送信済み', '已发出'],
  available: ['Available', '可用', '利用可能', '可用'],
  assigned: ['Assigned', '已配發', '割り当て済み', '已分配'],
  submitted: ['Submitted', '已送出', '提出済み', '已提交'],
  approved: ['Approved', '已核准', '承認済み', '已批准'],
  rejected: ['Rejected', '已退回', '却下', '已驳回'],
  admin: ['Administrator', '管理員', '管理者', '管理员'],
  editor: ['Content editor', '內容編輯', 'コンテンツ編集者', '内容编辑'],
  support: ['Customer support', '客服', 'カスタマーサポート', '客服'],
  counter: ['Airport counter', '機場櫃台', '空港カウンター', '机场柜台'],
  mail: ['E-mail', '電子郵件', 'メール', '电子邮件'],
  sms: ['SMS', '簡訊', 'SMS', '短信'],
  new: ['New', '新訊息', '新規', '新消息'],
  inProgress: ['In progress', '處理中', '対応中', '处理中'],
  answered: ['Answered', '已回覆', '回答済み', '已回复'],
  closed: ['Closed', '已結案', '完了', '已结案'],
  unused: ['Unused', '未使用', '未使用', '未使用'],
  used: ['Used', '已使用', '使用済み', '已使用'],
  empty: ['Empty', '已售完', '在庫切れ', '已售完'],
  lowStock: ['Low stock', '庫存偏低', '在庫わずか', '库存偏低'],
}

const isPlainLabel = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string'

function labelFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const f = { ...field } as Field & { name?: string; label?: unknown; fields?: Field[]; tabs?: { fields: Field[] }[]; options?: unknown[] }
    const words = f.name ? FIELDS[f.name] : undefined
    if (words && isPlainLabel(f.label) && f.type !== 'ui') (f as { label?: unknown }).label = label(words)
    if (Array.isArray(f.options))
      f.options = f.options.map((option) => {
        if (typeof option !== 'object' || option === null) return option
        const o = option as { label?: unknown; value: string }
        const words = OPTIONS[o.value]
        return words && (o.label === o.value || o.label === undefined) ? { ...o, label: label(words) } : o
      })
    if (Array.isArray(f.fields)) f.fields = labelFields(f.fields)
    if (Array.isArray(f.tabs)) f.tabs = f.tabs.map((tab) => ({ ...tab, fields: labelFields(tab.fields) }))
    return f as Field
  })
}

const groupOf = (group: unknown) => (typeof group === 'string' && GROUPS[group] ? label(GROUPS[group]) : group)

/** Adds the translated labels to a collection (its English words stay the source of the `en` entry). */
export function withAdminLabels(collection: CollectionConfig): CollectionConfig {
  const words = COLLECTIONS[collection.slug]
  return {
    ...collection,
    ...(words ? { labels: { singular: label(words[0]), plural: label(words[1]) } } : {}),
    admin: { ...collection.admin, group: groupOf(collection.admin?.group) as never },
    fields: labelFields(collection.fields),
  }
}

export function withGlobalLabels(global: GlobalConfig): GlobalConfig {
  const words = GLOBALS[global.slug]
  return {
    ...global,
    ...(words ? { label: label(words) } : {}),
    admin: { ...global.admin, group: groupOf(global.admin?.group) as never },
    fields: labelFields(global.fields),
  }
}
