/**
 * Pure mail renderers: `renderMail(kind, locale, data)` → subject, HTML and plain text, with every
 * string from messages/*.json (namespace `mail`). Message texts contain no markup: values are
 * interpolated by next-intl and the finished string is HTML-escaped, so nothing from `data` (or a
 * translation) can inject markup. Layout is table-based with inline styles and no images, the shape
 * mail clients render reliably.
 */
import { createTranslator } from 'next-intl'
import type { z } from 'zod'

import { SHOP_TIME_ZONE } from '@/domain/dates'
import { localizedPath, type Locale } from '@/domain/locale'
import { formatMoney } from '@/domain/money'
import { CODE_TTL_MINUTES } from '@/domain/verificationCode'
import { MESSAGES } from '@/i18n/messages'
import { siteUrl } from '@/server/env'
import { logger } from '@/server/logger'

import {
  MASK,
  SECRET_FIELDS,
  newMemberDataSchema,
  orderCancelledDataSchema,
  orderReceivedDataSchema,
  orderRefundedDataSchema,
  paidDataSchema,
  verificationCodeDataSchema,
  type MailDataByKind,
  type MailKind,
  type RenderedMail,
  type VerificationCodeData,
} from './types'

export type RenderOptions = {
  /** Throw on a missing message instead of logging it (tests). */
  strict?: boolean
  /** Absolute site address for links; defaults to NEXT_PUBLIC_SITE_URL. */
  baseUrl?: string
  /** Replace secrets (generated password, one-time code) by •••••• — the copy kept of a real send. */
  maskSecrets?: boolean
}

type NewMember = z.output<typeof newMemberDataSchema>
type VerificationCode = z.output<typeof verificationCodeDataSchema>
type OrderReceived = z.output<typeof orderReceivedDataSchema>
type OrderCancelled = z.output<typeof orderCancelledDataSchema>
type OrderRefunded = z.output<typeof orderRefundedDataSchema>
type Paid = z.output<typeof paidDataSchema>

function masked<T extends Record<string, unknown>>(kind: MailKind, data: T, mask: boolean | undefined): T {
  if (!mask) return data
  const copy: Record<string, unknown> = { ...data }
  for (const field of SECRET_FIELDS[kind]) if (copy[field] !== undefined) copy[field] = MASK
  return copy as T
}

const COLORS = {
  primary: '#0a6e5c',
  primarySoft: '#e6f4f0',
  accent: '#e8590c',
  text: '#1d2a2f',
  muted: '#4f5f66',
  border: '#d5dfe2',
  bg: '#f6f8f8',
}
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,'PingFang TC','Microsoft JhengHei','Hiragino Sans','Malgun Gothic',sans-serif"

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function translator(locale: Locale, strict: boolean) {
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: 'mail',
    onError(error) {
      if (strict) throw error
      logger.error({ err: error, locale }, 'mail translation problem')
    },
  })
}
type MailT = ReturnType<typeof translator>

/** A Taipei calendar date (YYYY-MM-DD) in the mail's language, e.g. "2026年12月3日(木)". */
export function formatMailDate(isoDate: string, locale: Locale): string {
  const at = new Date(`${isoDate}T12:00:00+08:00`)
  return new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, dateStyle: 'full' }).format(at)
}

/** A Taipei wall-clock time (HH:mm) in the mail's language, e.g. "2:30 PM" in en. */
export function formatMailTime(isoDate: string, hhmm: string, locale: Locale): string {
  const at = new Date(`${isoDate}T${hhmm}:00+08:00`)
  return new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, timeStyle: 'short' }).format(at)
}

/** Absolute link to a storefront page in `locale` (prefix included). */
export function shopLink(locale: Locale, path: string, baseUrl = siteUrl()): string {
  return `${baseUrl.replace(/\/$/, '')}${localizedPath(locale, path)}`
}

// ---------------------------------------------------------------------------------------------------
// Building blocks. Each block knows its HTML and its plain-text form, so both bodies say the same.

type Block =
  | { type: 'paragraph'; text: string; muted?: boolean; strong?: boolean }
  | { type: 'rows'; rows: ReadonlyArray<readonly [label: string, value: string, emphasis?: Emphasis]> }
  | { type: 'code'; label: string; value: string }
  | { type: 'button'; label: string; href: string }
  | { type: 'notice'; text: string }

/** `strong`: the amount to pay; `secret`: a password to type, in a font where l/1 and O/0 differ. */
type Emphasis = 'strong' | 'secret'
const EMPHASIS_STYLE: Record<Emphasis, string> = {
  strong: 'font-weight:bold;font-size:17px;',
  secret: "font-weight:bold;font-size:17px;font-family:Menlo,Consolas,'Courier New',monospace;letter-spacing:1px;",
}

type Document = { locale: Locale; subject: string; title: string; greeting: string; blocks: Block[]; footer: string[] }

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'paragraph': {
      const color = block.muted ? COLORS.muted : COLORS.text
      const weight = block.strong ? 'font-weight:bold;' : ''
      return `<p style="margin:0 0 16px;color:${color};${weight}">${escapeHtml(block.text)}</p>`
    }
    case 'rows': {
      const rows = block.rows
        .map(
          ([label, value, emphasis]) =>
            `<tr><td style="padding:8px 12px 8px 0;border-bottom:1px solid ${COLORS.border};color:${COLORS.muted};vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td>` +
            `<td style="padding:8px 0;border-bottom:1px solid ${COLORS.border};color:${COLORS.text};vertical-align:top;text-align:right;word-break:break-word;${emphasis ? EMPHASIS_STYLE[emphasis] : ''}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">${rows}</table>`
    }
    case 'code':
      return (
        `<p style="margin:0 0 4px;color:${COLORS.muted};">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;font-size:30px;letter-spacing:6px;font-weight:bold;color:${COLORS.primary};font-family:Menlo,Consolas,monospace;">${escapeHtml(block.value)}</p>`
      )
    case 'button':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;"><tr><td style="border-radius:6px;background:${COLORS.primary};">` +
        `<a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>`
      )
    case 'notice':
      return `<p style="margin:0 0 16px;padding:12px 14px;border-left:4px solid ${COLORS.accent};background:#fff4ec;color:${COLORS.text};">${escapeHtml(block.text)}</p>`
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'notice':
      return block.text
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'code':
      return `${block.label}: ${block.value}`
    case 'button':
      return `${block.label}: ${block.href}`
  }
}

function compose(doc: Document): RenderedMail {
  const siteName = MESSAGES[doc.locale].meta.siteName
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(doc.locale)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeHtml(doc.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.bg};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.bg};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;font-family:${escapeHtml(FONT)};font-size:15px;line-height:1.6;color:${COLORS.text};">`,
    `<tr><td style="padding:18px 24px;background:${COLORS.primary};border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:bold;">${escapeHtml(siteName)}</td></tr>`,
    '<tr><td style="padding:24px;">',
    `<h1 style="margin:0 0 16px;font-size:21px;line-height:1.35;color:${COLORS.primary};">${escapeHtml(doc.title)}</h1>`,
    `<p style="margin:0 0 16px;">${escapeHtml(doc.greeting)}</p>`,
    ...doc.blocks.map(blockHtml),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.border};background:${COLORS.primarySoft};border-radius:0 0 8px 8px;font-size:12px;line-height:1.5;color:${COLORS.muted};">`,
    doc.footer.map((line) => `<p style="margin:0 0 6px;">${escapeHtml(line)}</p>`).join(''),
    `<p style="margin:0;">${escapeHtml(siteName)}</p>`,
    '</td></tr></table>',
    '</td></tr></table></body></html>',
  ].join('\n')

  const text = [doc.title, '', doc.greeting, '', ...doc.blocks.flatMap((b) => [blockText(b), '']), '--', ...doc.footer, siteName].join('\n')
  return { subject: doc.subject, html, text: `${text}\n` }
}

function frame(t: MailT, locale: Locale, name: string | undefined, baseUrl: string) {
  return {
    greeting: name ? t('common.greetingName', { name }) : t('common.greeting'),
    footer: [t('common.autoNotice'), t('common.help', { siteUrl: shopLink(locale, '/', baseUrl) })],
  }
}

// ---------------------------------------------------------------------------------------------------
// The mails.

function newMember(t: MailT, locale: Locale, data: NewMember, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const loginUrl = shopLink(locale, '/login', baseUrl)
  const { greeting, footer } = frame(t, locale, data.name, baseUrl)
  if (data.existingAccount) {
    // Only this order is named: the mail goes to whoever typed the address, so it never lists other orders.
    return compose({
      locale,
      subject: t('newMember.existingSubject', { siteName }),
      title: t('newMember.existingTitle'),
      greeting,
      blocks: [
        { type: 'paragraph', text: t('newMember.existingIntro', { email: data.email }) },
        ...(data.orderNumber ? [{ type: 'rows' as const, rows: [[t('common.orderNumber'), data.orderNumber]] as const }] : []),
        { type: 'button', label: t('newMember.loginButton'), href: loginUrl },
        { type: 'paragraph', text: t('newMember.forgotPassword'), muted: true },
      ],
      footer,
    })
  }
  return compose({
    locale,
    subject: t('newMember.subject', { siteName }),
    title: t('newMember.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t('newMember.intro') },
      {
        type: 'rows',
        rows: [
          [t('newMember.loginEmail'), data.email],
          [t('newMember.password'), data.password ?? '', 'secret'],
        ],
      },
      { type: 'button', label: t('newMember.loginButton'), href: loginUrl },
      { type: 'notice', text: t('newMember.changePassword') },
    ],
    footer,
  })
}

function verificationCode(t: MailT, locale: Locale, data: VerificationCode, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const { greeting, footer } = frame(t, locale, undefined, baseUrl)
  return compose({
    locale,
    subject: t('verificationCode.subject', { siteName, code: data.code }),
    title: t('verificationCode.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: data.purpose === 'passwordReset' ? t('verificationCode.passwordReset') : t('verificationCode.orderContact') },
      { type: 'code', label: t('verificationCode.title'), value: data.code },
      { type: 'paragraph', text: t('verificationCode.validity', { minutes: CODE_TTL_MINUTES }), strong: true },
      { type: 'paragraph', text: t('verificationCode.ignore'), muted: true },
    ],
    footer,
  })
}

type Row = readonly [label: string, value: string, emphasis?: Emphasis]

/** The order a mail is about, as its first rows: number and item, then plan and quantity where the mail has them. */
function orderRows(t: MailT, locale: Locale, data: { orderNumber: string; itemName: string; planLabel?: string; quantity?: number }): Row[] {
  return [
    [t('common.orderNumber'), data.orderNumber],
    [t('orderReceived.item'), data.itemName],
    ...(data.planLabel ? [[t('orderReceived.plan'), data.planLabel] as const] : []),
    ...(data.quantity === undefined ? [] : [[t('orderReceived.quantity'), new Intl.NumberFormat(locale).format(data.quantity)] as const]),
  ]
}

function orderReceived(t: MailT, locale: Locale, data: OrderReceived, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const money = (twd: number) => formatMoney(twd, 'TWD', locale)
  const { greeting, footer } = frame(t, locale, data.name, baseUrl)
  const item = orderRows(t, locale, data)
  if (data.pickup) {
    item.push([t('orderReceived.pickupDate'), formatMailDate(data.pickup.date, locale)])
    if (data.pickup.time) item.push([t('orderReceived.pickupTime'), formatMailTime(data.pickup.date, data.pickup.time, locale)])
    item.push([t('orderReceived.pickupPlace'), data.pickup.place])
  }
  if (data.visit) {
    item.push([t('orderReceived.visitDate'), formatMailDate(data.visit.date, locale)])
    item.push([t('orderReceived.timeSlot'), formatMailTime(data.visit.date, data.visit.timeSlot, locale)])
  }
  const amounts: Row[] = [
    [t('orderReceived.subtotal'), money(data.subtotalTwd)],
    ...(data.promoCode ? [[t('orderReceived.promoCode'), data.promoCode] as const] : []),
    [t('orderReceived.discount'), data.discountTwd > 0 ? `−${money(data.discountTwd)}` : money(0)],
    [t('orderReceived.total'), money(data.totalTwd), 'strong'],
  ]
  return compose({
    locale,
    subject: t('orderReceived.subject', { siteName, orderNumber: data.orderNumber }),
    title: t('orderReceived.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t('orderReceived.intro') },
      { type: 'rows', rows: item },
      { type: 'rows', rows: amounts },
      { type: 'paragraph', text: t('orderReceived.amountsNote'), muted: true },
      { type: 'notice', text: t('orderReceived.paymentPending') },
      { type: 'paragraph', text: t('orderReceived.ordersHint') },
      { type: 'button', label: t('orderReceived.viewOrders'), href: shopLink(locale, '/personal/order', baseUrl) },
    ],
    footer,
  })
}

function orderCancelled(t: MailT, locale: Locale, data: OrderCancelled, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const { greeting, footer } = frame(t, locale, data.name, baseUrl)
  return compose({
    locale,
    subject: t('orderCancelled.subject', { siteName, orderNumber: data.orderNumber }),
    title: t('orderCancelled.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t(`orderCancelled.${data.reason}`) },
      { type: 'rows', rows: orderRows(t, locale, data) },
      { type: 'button', label: t('orderCancelled.rebook'), href: shopLink(locale, '/bookNow', baseUrl) },
    ],
    footer,
  })
}

function orderRefunded(t: MailT, locale: Locale, data: OrderRefunded, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const money = (twd: number) => formatMoney(twd, 'TWD', locale)
  const { greeting, footer } = frame(t, locale, data.name, baseUrl)
  return compose({
    locale,
    subject: t('orderRefunded.subject', { siteName, orderNumber: data.orderNumber }),
    title: t('orderRefunded.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t('orderRefunded.intro') },
      { type: 'rows', rows: orderRows(t, locale, data) },
      {
        type: 'rows',
        rows: [
          [t('orderRefunded.paid'), money(data.paidTwd)],
          [t('orderRefunded.fee'), data.feeTwd > 0 ? `−${money(data.feeTwd)}` : money(0)],
          [t('orderRefunded.refunded'), money(data.refundedTwd), 'strong'],
        ],
      },
      { type: 'paragraph', text: t('orderReceived.amountsNote'), muted: true },
    ],
    footer,
  })
}

/** What the invoice rows say besides number, date and random code: how the invoice was kept. */
function invoiceRows(t: MailT, invoice: Paid['invoice']): Row[] {
  const rows: Row[] = [[t('paid.invoiceType'), t(`paid.types.${invoice.type}`)]]
  if (invoice.type === 'mobileBarcode' && invoice.mobileBarcode) rows.push([t('paid.mobileBarcode'), invoice.mobileBarcode])
  if (invoice.type === 'company') {
    if (invoice.companyTitle) rows.push([t('paid.companyTitle'), invoice.companyTitle])
    if (invoice.taxId) rows.push([t('paid.taxId'), invoice.taxId])
  }
  if (invoice.type === 'donation' && invoice.loveCode) rows.push([t('paid.loveCode'), invoice.loveCode])
  return rows
}

function paid(t: MailT, locale: Locale, data: Paid, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const { greeting, footer } = frame(t, locale, data.name, baseUrl)
  const order: Row[] = [
    ...orderRows(t, locale, data),
    ...(data.paidOn ? [[t('paid.paidOn'), formatMailDate(data.paidOn, locale)] as const] : []),
    [t('paid.amountPaid'), formatMoney(data.totalTwd, 'TWD', locale), 'strong'],
  ]
  const invoice: Row[] = [
    [t('paid.invoiceNumber'), data.invoice.number, 'strong'],
    [t('paid.invoiceDate'), formatMailDate(data.invoice.date, locale)],
    [t('paid.randomNumber'), data.invoice.randomNumber],
    ...invoiceRows(t, data.invoice),
  ]
  return compose({
    locale,
    subject: t('paid.subject', { siteName, orderNumber: data.orderNumber }),
    title: t('paid.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t('paid.intro') },
      { type: 'rows', rows: order },
      { type: 'paragraph', text: t('orderReceived.amountsNote'), muted: true },
      { type: 'paragraph', text: t('paid.invoiceHeading'), strong: true },
      { type: 'rows', rows: invoice },
      { type: 'notice', text: t(`paid.notes.${data.invoice.type}`) },
      { type: 'paragraph', text: t('orderReceived.ordersHint') },
      { type: 'button', label: t('orderReceived.viewOrders'), href: shopLink(locale, '/personal/order', baseUrl) },
    ],
    footer,
  })
}

/** Renders one mail. Throws (a zod error) when `data` does not fit the kind. */
export function renderMail<K extends MailKind>(kind: K, locale: Locale, data: MailDataByKind[K], options: RenderOptions = {}): RenderedMail {
  const t = translator(locale, options.strict ?? false)
  const baseUrl = options.baseUrl ?? siteUrl()
  const mask = options.maskSecrets
  switch (kind) {
    case 'newMember':
      return newMember(t, locale, masked(kind, newMemberDataSchema.parse(data), mask), baseUrl)
    case 'verificationCode':
      return verificationCode(t, locale, masked(kind, verificationCodeDataSchema.parse(data), mask), baseUrl)
    case 'orderReceived':
      return orderReceived(t, locale, masked(kind, orderReceivedDataSchema.parse(data), mask), baseUrl)
    case 'orderCancelled':
      return orderCancelled(t, locale, orderCancelledDataSchema.parse(data), baseUrl)
    case 'orderRefunded':
      return orderRefunded(t, locale, orderRefundedDataSchema.parse(data), baseUrl)
    case 'paid':
      return paid(t, locale, masked(kind, paidDataSchema.parse(data), mask), baseUrl)
    default:
      throw new Error(`unknown mail kind ${String(kind)}`)
  }
}

/** The SMS text of a verification code (mail.sms.verificationCode). */
export function renderVerificationSms(
  locale: Locale,
  data: VerificationCodeData,
  options: Pick<RenderOptions, 'strict' | 'maskSecrets'> = {},
): string {
  const { code } = masked('verificationCode', verificationCodeDataSchema.parse(data), options.maskSecrets)
  const t = translator(locale, options.strict ?? false)
  return t('sms.verificationCode', { siteName: MESSAGES[locale].meta.siteName, code, minutes: CODE_TTL_MINUTES })
}
