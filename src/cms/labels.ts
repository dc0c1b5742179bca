/**
 * The admin's own words in the staff member's language: menu groups, collection names, field names, status values
 * and help texts, from messages/admin/labels/<locale>.json (the admin namespace, six languages, checked with the
 * storefront's messages by npm run check:messages), applied to every collection and global by `withAdminLabels`, so
 * collection files keep their English labels as the source and are not each edited for translations. Payload picks
 * a label object's entry by the admin language (en, zh-TW, zh, ja, ko, vi; English when one is missing).
 *
 * A name (or value) that means different things in different places is given with its place first: a field as
 * `<owner>.<name>`, where the owner is the enclosing named group/array/tab, or the collection/global slug at the
 * top level (`invoice.number`, `outbox.to`); an option as `<field name>.<value>` (`cardType.esim`, `icon.esim`).
 * The scoped entry wins over the plain one. Plain string labels written in the collection files (and Payload's
 * Title Case fallbacks) are replaced; label objects written there are kept. Order statuses and e-invoice options
 * are the storefront's words (messages orderStatus, invoiceForm.types).
 *
 * Help texts under fields and above lists (`admin.description`) are `descriptions` there, keyed by the exact
 * English text written in the collection or global file (the SEO plugin's too); the `en` entry is the English the
 * admin shows, and may read better than the key. Changing the text in a collection file means changing its key
 * (labels.test.ts fails on a description without an entry).
 */
import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { CURRENCIES } from '@/domain/currency'
import { isLocale, LOCALE_INFO, type Locale } from '@/domain/locale'
import { ORDER_STATUSES } from '@/domain/orderStatus'
import { ADMIN_LABELS, type AdminLabels } from '@/i18n/adminLabels'
import { MESSAGES } from '@/i18n/messages'
import { MAIL_KINDS } from '@/server/mail/types'

/** en, zh-TW, ja, zh (simplified), ko, vi: one label in the six admin languages. */
type Words = readonly [en: string, zhTw: string, ja: string, zh: string, ko: string, vi: string]
export type LabelObject = { en: string; 'zh-TW': string; ja: string; zh: string; ko: string; vi: string }

/** The shop locales in the order of `Words`. */
const WORD_LOCALES: readonly Locale[] = ['en', 'zh-TW', 'ja', 'zh-CN', 'ko', 'vi']

type Table = Exclude<keyof AdminLabels, 'collections'>

/** A word in all six admin languages, picked from each locale's messages. */
const wordsOf = <M>(messages: Record<Locale, M>, pick: (m: M) => string): Words => WORD_LOCALES.map((l) => pick(messages[l])) as unknown as Words

/** One table of messages/admin `labels` (fields, options …) as words by key. */
const tableOf = (name: Table): Record<string, Words> =>
  Object.fromEntries(Object.keys(ADMIN_LABELS['zh-TW'][name]).map((key) => [key, wordsOf(ADMIN_LABELS, (m) => (m[name] as Record<string, string>)[key]!)]))

export function label([en, zhTw, ja, zh, ko, vi]: Words): LabelObject {
  return { en, 'zh-TW': zhTw, ja, zh, ko, vi }
}

/** The e-invoice options named in the admin as the storefront names them (messages invoiceForm.types; issue 40 item 4). */
const INVOICE_OPTIONS = ['memberCarrier', 'mobileBarcode', 'nonResident'] as const

export const GROUPS = tableOf('groups')

/** [singular, plural] per collection slug. */
export const COLLECTIONS: Record<string, readonly [Words, Words]> = Object.fromEntries(
  Object.keys(ADMIN_LABELS['zh-TW'].collections).map((slug) => {
    const of = (n: 'singular' | 'plural') => wordsOf(ADMIN_LABELS, (m) => (m.collections as Record<string, { singular: string; plural: string }>)[slug]![n])
    return [slug, [of('singular'), of('plural')] as const]
  }),
)

export const GLOBALS = tableOf('globals')

/** Field labels by field name (the same name means the same thing across collections), or by `<owner>.<name>`. */
export const FIELDS = tableOf('fields')

/** What one row of an array is called ("Add Plan", "Plan 01"), by the array's name; the plural is its field label. */
export const ROWS = tableOf('rows')

/** Tabs and collapsibles without a name, by their English label in the collection file. */
export const SECTIONS = tableOf('sections')

/** Option labels by value (statuses, kinds), or by `<field name>.<value>` where a value means different things. */
export const OPTIONS: Record<string, Words> = {
  ...tableOf('options'),
  // An order status has one word per language, the storefront's (messages orderStatus).
  ...Object.fromEntries(ORDER_STATUSES.map((status) => [status, wordsOf(MESSAGES, (m) => m.orderStatus[status])])),
  ...Object.fromEntries(INVOICE_OPTIONS.map((type) => [type, wordsOf(MESSAGES, (m) => m.invoiceForm.types[type].label)])),
}

/** [en, zh-TW, ja, zh, ko, vi] of a help text. */
type Sentence = Words

/** Mail kinds as the Outbox's description lists them (its key is built the same way). */
const mailKinds = MAIL_KINDS.join(', ')

/** Help texts by the English text written in the collection or global file (see the top of this file). */
export const DESCRIPTIONS: Record<string, Sentence> = {
  ...tableOf('descriptions'),
  // The Outbox collection's own description, built as src/cms/collections/Outbox/index.ts builds it
  ['Mail and SMS the shop sent (or failed to send), with one-time codes, passwords and reset links masked. ' +
  'Without SMTP_URL / SMS_PROVIDER=http nothing is delivered (development: the server log shows the text). ' +
  'Preview a template in any language while logged in here: open /api/emailTemplate?kind=orderReceived&lang=ja ' +
  `(kind: ${mailKinds}; lang: tw, cn, en, ja, ko, vi; optional &variant=…, &format=text or &format=sms), ` +
  'or POST /api/emailTemplate { "kind", "lang" } for { subject, html, text }.']: [
    'Every mail and SMS the shop sent or failed to send; one-time codes, passwords and reset links are masked. ' +
      'Nothing is delivered unless SMTP_URL (mail) or SMS_PROVIDER=http (SMS) is set; in development the server log shows the text. ' +
      'To preview a template in any language while logged in here, open /api/emailTemplate?kind=orderReceived&lang=ja ' +
      `(kind: ${mailKinds}; lang: tw, cn, en, ja, ko, vi; optionally &variant=…, &format=text or &format=sms), ` +
      'or POST { "kind", "lang" } to /api/emailTemplate to get { subject, html, text }.',
    '商店已寄出（或寄送失敗）的所有郵件與簡訊；一次性驗證碼、密碼與重設連結皆已遮蔽。' +
      '未設定 SMTP_URL（郵件）或 SMS_PROVIDER=http（簡訊）時不會實際寄出（開發環境可在伺服器記錄檔看到內容）。' +
      '登入後台時，開啟 /api/emailTemplate?kind=orderReceived&lang=ja 即可以任一語言預覽範本' +
      `（kind：${mailKinds}；lang：tw, cn, en, ja, ko, vi；可加 &variant=…、&format=text 或 &format=sms），` +
      '或以 POST /api/emailTemplate { "kind", "lang" } 取得 { subject, html, text }。',
    'ショップが送信した（または送信に失敗した）すべてのメールとSMSです。ワンタイムコード、パスワード、再設定リンクは伏せ字にしています。' +
      'SMTP_URL（メール）またはSMS_PROVIDER=http（SMS）が未設定の場合は配信されません（開発環境ではサーバーログに本文が出ます）。' +
      'ログイン中に「/api/emailTemplate?kind=orderReceived&lang=ja」を開くと、任意の言語でテンプレートをプレビューできます' +
      `（kind：${mailKinds}、lang：tw, cn, en, ja, ko, vi、任意で&variant=…、&format=textまたは&format=sms）。` +
      '「POST /api/emailTemplate { "kind", "lang" }」で「{ subject, html, text }」を取得することもできます。',
    '商店已发送（或发送失败）的所有邮件与短信；一次性验证码、密码与重置链接均已隐藏。' +
      '未设置 SMTP_URL（邮件）或 SMS_PROVIDER=http（短信）时不会实际发送（开发环境可在服务器日志中看到内容）。' +
      '登录后台后，打开 /api/emailTemplate?kind=orderReceived&lang=ja 即可以任意语言预览模板' +
      `（kind：${mailKinds}；lang：tw, cn, en, ja, ko, vi；可加 &variant=…、&format=text 或 &format=sms），` +
      '或通过 POST /api/emailTemplate { "kind", "lang" } 获取 { subject, html, text }。',
    '상점이 보낸(또는 발송에 실패한) 모든 이메일과 문자 메시지입니다. 일회용 코드, 비밀번호, 재설정 링크는 가려져 있습니다. ' +
      'SMTP_URL(이메일) 또는 SMS_PROVIDER=http(문자 메시지)를 설정하지 않으면 실제로 발송되지 않습니다(개발 환경에서는 서버 로그에 내용이 표시됩니다). ' +
      '로그인한 상태에서 다음 주소를 열면 원하는 언어로 템플릿을 미리 볼 수 있습니다: /api/emailTemplate?kind=orderReceived&lang=ja ' +
      `(kind: ${mailKinds}; lang: tw, cn, en, ja, ko, vi; 선택: &variant=…, &format=text 또는 &format=sms). ` +
      '다음 요청으로 { subject, html, text }를 받을 수도 있습니다: POST /api/emailTemplate { "kind", "lang" }',
    'Mọi e-mail và SMS cửa hàng đã gửi (hoặc gửi không thành công); mã dùng một lần, mật khẩu và liên kết đặt lại đều được che. ' +
      'Nếu chưa đặt SMTP_URL (e-mail) hoặc SMS_PROVIDER=http (SMS) thì không có gì được gửi đi (khi phát triển, nhật ký máy chủ hiện nội dung). ' +
      'Khi đang đăng nhập, mở /api/emailTemplate?kind=orderReceived&lang=ja để xem trước mẫu bằng bất kỳ ngôn ngữ nào ' +
      `(kind: ${mailKinds}; lang: tw, cn, en, ja, ko, vi; tùy chọn &variant=…, &format=text hoặc &format=sms), ` +
      'hoặc gửi POST /api/emailTemplate { "kind", "lang" } để nhận { subject, html, text }.',
  ],
  // One per rate, as src/cms/globals/ExchangeRates.ts writes them
  ...Object.fromEntries(
    CURRENCIES.filter((code) => code !== 'TWD').map((code): [string, Sentence] => [
      `${code} per 1 TWD`,
      [`How many ${code} 1 TWD buys`, `1 TWD 可兌換的 ${code} 金額`, `1 TWDあたりの${code}の額`, `1 TWD 可兑换的 ${code} 金额`, `1 TWD당 ${code} 금액`, `Số ${code} đổi được từ 1 TWD`],
    ]),
  ),
}

/** A help text: translated when DESCRIPTIONS knows its English text, else as written (a function or label object is kept). */
const descriptionOf = (value: unknown): unknown => {
  const words = typeof value === 'string' ? DESCRIPTIONS[value] : undefined
  return words ? label(words) : value
}

const isPlainLabel = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string'

/** The entry for `key` in `owner` (`<owner>.<key>`), else the plain one. */
const lookup = (map: Record<string, Words>, owner: string | undefined, key: string): Words | undefined =>
  (owner !== undefined ? map[`${owner}.${key}`] : undefined) ?? map[key]

/** A language's own name with its code, as the missing-languages column shows it: the same in every admin language. */
const localeName = (value: string): string | undefined => (isLocale(value) ? `${LOCALE_INFO[value].label} (${value})` : undefined)

type Option = string | { label?: unknown; value: string }

function labelOption(option: Option, fieldName: string | undefined): Option {
  const o = typeof option === 'string' ? { value: option, label: undefined } : option
  if (!isPlainLabel(o.label)) return option
  const words = lookup(OPTIONS, fieldName, o.value)
  if (words) return { ...o, label: label(words) }
  const name = o.label === undefined || o.label === o.value ? localeName(o.value) : undefined
  return name ? { ...o, label: name } : option
}

/** A tab's or collapsible's label: translated when SECTIONS knows its English words, else as written. */
const sectionLabel = (value: unknown): unknown => {
  const words = typeof value === 'string' ? SECTIONS[value] : undefined
  return words ? label(words) : value
}

type Labelled = {
  type: string
  name?: string
  label?: unknown
  labels?: { singular?: unknown; plural?: unknown }
  fields?: Field[]
  tabs?: { name?: string; label?: unknown; description?: unknown; fields: Field[] }[]
  options?: Option[]
  admin?: { description?: unknown }
}

/** Translates the fields' labels, help texts, options, array rows, tabs and collapsibles; `owner` is the enclosing named field or the slug. */
function labelFields(fields: Field[], owner: string): Field[] {
  return fields.map((field) => {
    const f = { ...field } as Labelled
    const words = f.name ? lookup(FIELDS, owner, f.name) : undefined
    if (words && isPlainLabel(f.label) && f.type !== 'ui') f.label = label(words)
    if (!f.name && f.label !== undefined) f.label = sectionLabel(f.label)
    if (typeof f.admin?.description === 'string') f.admin = { ...f.admin, description: descriptionOf(f.admin.description) }
    const row = f.type === 'array' && f.name ? lookup(ROWS, owner, f.name) : undefined
    if (row && isPlainLabel(f.labels?.singular) && isPlainLabel(f.labels?.plural))
      f.labels = { singular: label(row), plural: words ? label(words) : label(row) }
    if (Array.isArray(f.options)) f.options = f.options.map((option) => labelOption(option, f.name))
    const inner = f.name ?? owner
    if (Array.isArray(f.fields)) f.fields = labelFields(f.fields, inner)
    if (Array.isArray(f.tabs))
      f.tabs = f.tabs.map((tab) => ({
        ...tab,
        ...(tab.label === undefined ? {} : { label: sectionLabel(tab.label) }),
        ...(typeof tab.description === 'string' ? { description: descriptionOf(tab.description) } : {}),
        fields: labelFields(tab.fields, tab.name ?? owner),
      }))
    return f as Field
  })
}

const groupOf = (group: unknown) => (typeof group === 'string' && GROUPS[group] ? label(GROUPS[group]) : group)

/** Adds the translated labels and help texts to a collection (its English words stay the source of the `en` entry). */
export function withAdminLabels(collection: CollectionConfig): CollectionConfig {
  const words = COLLECTIONS[collection.slug]
  return {
    ...collection,
    ...(words ? { labels: { singular: label(words[0]), plural: label(words[1]) } } : {}),
    admin: { ...collection.admin, group: groupOf(collection.admin?.group) as never, description: descriptionOf(collection.admin?.description) as never },
    fields: labelFields(collection.fields, collection.slug),
  }
}

export function withGlobalLabels(global: GlobalConfig): GlobalConfig {
  const words = GLOBALS[global.slug]
  return {
    ...global,
    ...(words ? { label: label(words) } : {}),
    admin: { ...global.admin, group: groupOf(global.admin?.group) as never, description: descriptionOf(global.admin?.description) as never },
    fields: labelFields(global.fields, global.slug),
  }
}

/**
 * The SEO plugin's `fields` option: its `meta` group (title, description, image) is added after withAdminLabels
 * has run, so its fields are translated here, as the plugin hands them over.
 */
export const withSeoLabels = ({ defaultFields }: { defaultFields: Field[] }): Field[] => labelFields(defaultFields, 'meta')
