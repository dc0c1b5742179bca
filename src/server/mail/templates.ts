/**
 * Pure mail renderers: `renderMail(kind, locale, data)` → subject, HTML and plain text, with every
 * string from messages/*.json (namespace `mail`). Message texts contain no markup: values are
 * interpolated by next-intl and the finished string is HTML-escaped, so nothing from `data` (or a
 * translation) can inject markup. Layout is table-based with inline styles, the shape mail clients
 * render reliably; the only images are QR codes attached to the mail itself (`cid:`), never fetched.
 */
import { createTranslator } from 'next-intl'
import type { z } from 'zod'

import { formatCalendarDate, formatDisplayTime } from '@/domain/dateDisplay'
import { taipeiDate } from '@/domain/dates'
import { labelSeparator, localizedPath, type Locale } from '@/domain/locale'
import { formatMoney } from '@/domain/money'
import { iosInstallLink } from '@/domain/esim'
import { labelLeg, ticketPayload, voucherPayload } from '@/domain/fulfilment'
import { formatSerial } from '@/domain/serialNumber'
import { CODE_TTL_MINUTES } from '@/domain/verificationCode'
import { MESSAGES } from '@/i18n/messages'
import { hoursLine } from '@/i18n/serviceHours'
import { siteUrl } from '@/server/env'
import { orderPagePath, ticketSignature } from '@/server/signing/orderLinks'
import { logger } from '@/server/logger'

import {
  MASK,
  SECRET_FIELDS,
  deliveredDataSchema,
  newMemberDataSchema,
  orderCancelledDataSchema,
  orderReceivedDataSchema,
  stockAlertDataSchema,
  orderRefundedDataSchema,
  chargeReversedDataSchema,
  topUpAppliedDataSchema,
  emailChangedDataSchema,
  orderContactChangedDataSchema,
  paidDataSchema,
  supportReceivedDataSchema,
  verificationCodeDataSchema,
  type InlineQr,
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
type Delivered = z.output<typeof deliveredDataSchema>
type StockAlert = z.output<typeof stockAlertDataSchema>
type OrderCancelled = z.output<typeof orderCancelledDataSchema>
type OrderRefunded = z.output<typeof orderRefundedDataSchema>
type ChargeReversed = z.output<typeof chargeReversedDataSchema>
type TopUpApplied = z.output<typeof topUpAppliedDataSchema>
type Paid = z.output<typeof paidDataSchema>
type EmailChanged = z.output<typeof emailChangedDataSchema>
type SupportReceived = z.output<typeof supportReceivedDataSchema>
type OrderContactChanged = z.output<typeof orderContactChangedDataSchema>

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

/** The payment methods' names, as the payment page gives them (messages.checkout.methods), in the mail's language. */
const methodWords = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'checkout' })

/** The card-holder words (messages.cardHolders: the one-card-per-passport rule's one home) in the mail's language. */
const holderWords = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'cardHolders' })

/** A Taipei calendar date (YYYY-MM-DD) in the mail's language as the pages write a day of the trip, e.g. "2026年12月3日(木)". */
export function formatMailDate(isoDate: string, locale: Locale): string {
  return formatCalendarDate(isoDate, locale, 'trip')
}

/**
 * A Taipei wall-clock time in the mail's language, on the 24-hour clock with two-digit hours ("09:30") in every
 * language, as the order form, the counters' hours and the voucher write it ("上午9:30" and "AM 9:30" read otherwise).
 */
export function formatMailTime(isoDate: string, hhmm: string): string {
  return formatDisplayTime(new Date(`${isoDate}T${hhmm}:00+08:00`))
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
  /** Codes typed by hand (eSIM activation code, SM-DP+ address, matching id): monospace, one line each, never broken. */
  | { type: 'codes'; codes: ReadonlyArray<readonly [label: string, value: string]> }
  | { type: 'button'; label: string; href: string }
  | { type: 'notice'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  /** A QR code attached to the mail; `text` is what it encodes (also in `images` of the result). */
  | { type: 'qr'; cid: string; alt: string; text: string }

/** `strong`: the amount to pay; `secret`: a password to type, in a font where l/1 and O/0 differ. */
type Emphasis = 'strong' | 'secret'
const EMPHASIS_STYLE: Record<Emphasis, string> = {
  strong: 'font-weight:bold;font-size:17px;',
  secret: "font-weight:bold;font-size:17px;font-family:Menlo,Consolas,'Courier New',monospace;letter-spacing:1px;",
}

type Document = { locale: Locale; subject: string; title: string; greeting: string; blocks: Block[]; footer: string[] }

const QR_SIZE = 220

// The text column of a mail on a 390 px phone: 390 - 2 × 12 (outer padding) - 2 × 1 (border) - 2 × 24 (inner padding).
const NARROW_COLUMN_PX = 316
/** A monospace size at which `code` fits the narrow column on one line (a monospace character is ~0.62 em wide), 9–16 px. */
export const codeFontPx = (code: string) => Math.max(9, Math.min(16, Math.floor(NARROW_COLUMN_PX / (code.length * 0.62))))

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
    case 'codes': {
      // A fixed-layout table keeps the column at the mail's width; a code longer than that scrolls sideways instead of wrapping.
      const rows = block.codes
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 0 2px;color:${COLORS.muted};font-size:13px;">${escapeHtml(label)}</td></tr>` +
            `<tr><td style="padding:0 0 8px;border-bottom:1px solid ${COLORS.border};"><div style="overflow-x:auto;">` +
            `<span style="white-space:nowrap;font-weight:bold;font-size:${codeFontPx(value)}px;font-family:Menlo,Consolas,'Courier New',monospace;color:${COLORS.text};">${escapeHtml(value)}</span>` +
            `</div></td></tr>`,
        )
        .join('')
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;table-layout:fixed;margin:0 0 16px;">${rows}</table>`
    }
    case 'button':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;"><tr><td style="border-radius:6px;background:${COLORS.primary};">` +
        `<a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>`
      )
    case 'notice':
      return `<p style="margin:0 0 16px;padding:12px 14px;border-left:4px solid ${COLORS.accent};background:#fff4ec;color:${COLORS.text};">${escapeHtml(block.text)}</p>`
    case 'heading':
      return `<h2 style="margin:24px 0 12px;font-size:17px;line-height:1.4;color:${COLORS.text};">${escapeHtml(block.text)}</h2>`
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul'
      const items = block.items.map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`).join('')
      return `<${tag} style="margin:0 0 16px;padding-left:22px;color:${COLORS.text};">${items}</${tag}>`
    }
    case 'qr':
      return (
        `<p style="margin:0 0 16px;text-align:center;">` +
        `<img src="cid:${escapeHtml(block.cid)}" width="${QR_SIZE}" height="${QR_SIZE}" alt="${escapeHtml(block.alt)}" style="display:inline-block;width:${QR_SIZE}px;height:${QR_SIZE}px;border:0;">` +
        `</p>`
      )
  }
}

function blockText(block: Block, locale: Locale): string {
  const sep = labelSeparator(locale)
  switch (block.type) {
    case 'paragraph':
    case 'notice':
      return block.text
    case 'rows':
      return block.rows.map(([label, value]) => `${label}${sep}${value}`).join('\n')
    case 'codes':
      return block.codes.map(([label, value]) => `${label}${sep}${value}`).join('\n')
    case 'code':
      return `${block.label}${sep}${block.value}`
    case 'button':
      return `${block.label}${sep}${block.href}`
    case 'heading':
      return `== ${block.text} ==`
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${item}`).join('\n')
    case 'qr':
      return `[${block.alt}]`
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

  const text = [doc.title, '', doc.greeting, '', ...doc.blocks.flatMap((b) => [blockText(b, doc.locale), '']), '--', ...doc.footer, siteName].join('\n')
  const images: InlineQr[] = doc.blocks.flatMap((b) => (b.type === 'qr' ? [{ cid: b.cid, text: b.text }] : []))
  return { subject: doc.subject, html, text: `${text}\n`, ...(images.length ? { images } : {}) }
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
      { type: 'paragraph', text: t(`verificationCode.${data.purpose}`) },
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
    if (data.pickup.time) item.push([t('orderReceived.pickupTime'), formatMailTime(data.pickup.date, data.pickup.time)])
    item.push([t('orderReceived.pickupPlace'), data.pickup.place])
  }
  if (data.visit) {
    item.push([t('orderReceived.visitDate'), formatMailDate(data.visit.date, locale)])
    item.push([t('orderReceived.timeSlot'), formatMailTime(data.visit.date, data.visit.timeSlot)])
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
      ...(data.paymentToken && data.payUntil
        ? ([
            { type: 'notice', text: t('orderReceived.paymentLink', { until: `${formatMailDate(taipeiDate(new Date(data.payUntil)), locale)} ${formatDisplayTime(new Date(data.payUntil))}` }) },
            { type: 'button', label: t('orderReceived.payNow'), href: paymentLinkHref(locale, data.orderNumber, data.paymentToken, baseUrl) },
          ] as const)
        : ([
            { type: 'notice', text: t('orderReceived.paymentPending') },
            { type: 'paragraph', text: t('orderReceived.ordersHint') },
            { type: 'button', label: t('orderReceived.viewOrders'), href: shopLink(locale, '/personal/order', baseUrl) },
          ] as const)),
    ],
    footer,
  })
}

/** The payment page opened with support's payment link (the token is masked in the outbox copy). */
function paymentLinkHref(locale: Locale, orderNumber: string, token: string, baseUrl: string): string {
  return shopLink(locale, `/checkout?order=${encodeURIComponent(orderNumber)}&link=${encodeURIComponent(token)}`, baseUrl)
}

/** The order page's link with its key (or the key masked, in the outbox copy). */
function orderPageLink(locale: Locale, orderNumber: string, key: string, baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}${orderPagePath(locale, orderNumber, key)}`
}

function delivered(t: MailT, locale: Locale, data: Delivered, baseUrl: string, mask: boolean): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const { greeting, footer } = frame(t, locale, data.name, baseUrl)
  const link = orderPageLink(locale, data.orderNumber, mask ? MASK : data.orderKey, baseUrl)
  const item = orderRows(t, locale, data)
  const blocks: Block[] = []
  let subject: string
  let title: string

  if (data.delivery === 'esim') {
    subject = t('delivered.esim.subject', { siteName, orderNumber: data.orderNumber })
    title = t('delivered.esim.title')
    blocks.push({ type: 'paragraph', text: t('delivered.esim.intro') }, { type: 'rows', rows: item })
    const esims = data.esims ?? []
    esims.forEach((esim, i) => {
      const lpa = mask ? MASK : esim.lpa
      if (esims.length > 1) blocks.push({ type: 'heading', text: t('delivered.esim.nth', { n: i + 1, total: esims.length }) })
      blocks.push(
        { type: 'qr', cid: `esim-${i + 1}@order`, alt: t('delivered.esim.qrAlt'), text: lpa },
        {
          type: 'codes',
          codes: [
            [t('delivered.esim.smdpAddress'), esim.smdpAddress],
            [t('delivered.esim.matchingId'), mask ? MASK : esim.matchingId],
            [t('delivered.esim.activationCode'), lpa],
          ],
        },
        { type: 'button', label: t('delivered.esim.iosButton'), href: iosInstallLink(lpa) },
      )
    })
    blocks.push(
      { type: 'heading', text: t('delivered.esim.iphoneTitle') },
      { type: 'list', ordered: true, items: [t('delivered.esim.iphone1'), t('delivered.esim.iphone2'), t('delivered.esim.iphone3')] },
      { type: 'heading', text: t('delivered.esim.androidTitle') },
      { type: 'list', ordered: true, items: [t('delivered.esim.android1'), t('delivered.esim.android2'), t('delivered.esim.android3')] },
      { type: 'notice', text: t('delivered.esim.once') },
    )
  } else if (data.delivery === 'voucher') {
    subject = t('delivered.voucher.subject', { siteName, orderNumber: data.orderNumber })
    title = t('delivered.voucher.title')
    const pickup = data.pickup!
    const holders = holderWords(locale)
    blocks.push(
      { type: 'paragraph', text: t('delivered.voucher.intro') },
      { type: 'qr', cid: 'voucher@order', alt: t('delivered.voucher.qrAlt', { orderNumber: data.orderNumber }), text: voucherPayload(data.orderNumber) },
      {
        type: 'rows',
        rows: [
          ...item,
          [t('orderReceived.pickupPlace'), pickup.place],
          [t('orderReceived.pickupDate'), formatMailDate(pickup.date, locale), 'strong'],
          ...(pickup.time ? [[t('orderReceived.pickupTime'), formatMailTime(pickup.date, pickup.time), 'strong'] as const] : []),
        ],
      },
      ...(data.cardHolders?.length
        ? [
            { type: 'heading' as const, text: holders('title') },
            { type: 'rows' as const, rows: data.cardHolders.map(({ card, name }): Row => [holders('card', { n: card }), name ?? '—', 'strong']) },
          ]
        : []),
      { type: 'heading', text: t('delivered.voucher.rulesTitle') },
      { type: 'list', items: [t('delivered.voucher.ruleIds'), holders('ageRule'), holders('rule')] },
    )
  } else {
    subject = t('delivered.tickets.subject', { siteName, orderNumber: data.orderNumber })
    title = t('delivered.tickets.title')
    const tickets = data.tickets ?? []
    blocks.push(
      { type: 'paragraph', text: t('delivered.tickets.intro', { count: tickets.length }) },
      {
        type: 'rows',
        rows: [
          ...item,
          ...(data.visit
            ? [
                [t('orderReceived.visitDate'), formatMailDate(data.visit.date, locale), 'strong'] as const,
                [t('orderReceived.timeSlot'), formatMailTime(data.visit.date, data.visit.timeSlot), 'strong'] as const,
              ]
            : []),
        ],
      },
    )
    for (const ticket of tickets) {
      const label = t('delivered.tickets.ticket', { n: ticket.index, total: ticket.total, leg: labelLeg(ticket, data.visit) })
      blocks.push(
        { type: 'heading', text: label },
        {
          type: 'qr',
          cid: `ticket-${ticket.index}@order`,
          alt: t('delivered.tickets.qrAlt', { label }),
          text: ticketPayload(data.orderNumber, ticket, ticketSignature(data.orderNumber, ticket)),
        },
      )
    }
    blocks.push({ type: 'paragraph', text: t('delivered.tickets.oneEach'), muted: true })
  }

  blocks.push(
    { type: 'paragraph', text: t('delivered.pageHint') },
    { type: 'button', label: t('delivered.pageButton'), href: link },
    { type: 'paragraph', text: t('delivered.linkPrivate'), muted: true },
  )
  return compose({ locale, subject, title, greeting, blocks, footer })
}

function stockAlert(t: MailT, locale: Locale, data: StockAlert, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const { footer } = frame(t, locale, undefined, baseUrl)
  const empty = data.alert === 'empty'
  return compose({
    locale,
    subject: t(empty ? 'stockAlert.emptySubject' : 'stockAlert.lowSubject', { siteName, product: data.productName }),
    title: t(empty ? 'stockAlert.emptyTitle' : 'stockAlert.lowTitle'),
    greeting: t('common.greeting'),
    blocks: [
      { type: 'paragraph', text: t(empty ? 'stockAlert.emptyIntro' : 'stockAlert.lowIntro', { product: data.productName, threshold: data.threshold }) },
      {
        type: 'rows',
        rows: [
          [t('stockAlert.product'), data.productName],
          [t('stockAlert.available'), String(data.available), 'strong'],
          [t('stockAlert.threshold'), String(data.threshold)],
          ...(empty ? [[t('stockAlert.waiting'), String(data.waitingOrders), 'strong'] as const] : []),
        ],
      },
      { type: 'button', label: t('stockAlert.importButton'), href: `${baseUrl.replace(/\/$/, '')}/admin/collections/esim-codes` },
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
  if (data.serialNumber)
    return compose({
      locale,
      subject: t('orderCancelled.subject', { siteName, orderNumber: data.orderNumber }),
      title: t('orderCancelled.title'),
      greeting,
      blocks: [
        { type: 'paragraph', text: t('orderRefunded.serialIntro') },
        { type: 'rows', rows: [...orderRows(t, locale, data), [t('orderRefunded.serialNumber'), formatSerial(data.serialNumber), 'strong']] },
        { type: 'button', label: t('orderRefunded.redeemAgain'), href: shopLink(locale, '/bookNow/exchange', baseUrl) },
      ],
      footer,
    })
  return compose({
    locale,
    subject: t('orderRefunded.subject', { siteName, orderNumber: data.orderNumber }),
    title: t('orderRefunded.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t(data.partial ? 'orderRefunded.partIntro' : 'orderRefunded.intro') },
      { type: 'rows', rows: orderRows(t, locale, data) },
      {
        type: 'rows',
        rows: [
          [t('orderRefunded.paid'), money(data.paidTwd)],
          // A partial refund keeps no fee: what went back is all there is to say.
          ...(data.partial ? [] : [[t('orderRefunded.fee'), data.feeTwd > 0 ? `−${money(data.feeTwd)}` : money(0)] as [string, string]]),
          [t('orderRefunded.refunded'), money(data.refundedTwd), 'strong'],
        ],
      },
      { type: 'paragraph', text: t('orderReceived.amountsNote'), muted: true },
    ],
    footer,
  })
}

function chargeReversed(t: MailT, locale: Locale, data: ChargeReversed, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const { greeting, footer } = frame(t, locale, data.name, baseUrl)
  return compose({
    locale,
    subject: t('chargeReversed.subject', { siteName, orderNumber: data.orderNumber }),
    title: t('chargeReversed.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t(`chargeReversed.${data.reason}`) },
      { type: 'rows', rows: orderRows(t, locale, data) },
      {
        type: 'rows',
        rows: [
          ...(data.cardLast4 ? [[t('chargeReversed.card'), `•••• ${data.cardLast4}`] as const] : []),
          [t('chargeReversed.refunded'), formatMoney(data.amountTwd, 'TWD', locale), 'strong'],
        ],
      },
      { type: 'paragraph', text: t('chargeReversed.note'), muted: true },
    ],
    footer,
  })
}

function topUpApplied(t: MailT, locale: Locale, data: TopUpApplied, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const { greeting, footer } = frame(t, locale, data.name, baseUrl)
  return compose({
    locale,
    subject: t('topUpApplied.subject', { siteName, orderNumber: data.orderNumber }),
    title: t('topUpApplied.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t('topUpApplied.intro', { esimOrderNumber: data.esimOrderNumber }) },
      {
        type: 'rows',
        rows: [...orderRows(t, locale, data), [t('topUpApplied.paid'), formatMoney(data.amountTwd, 'TWD', locale), 'strong']],
      },
      { type: 'button', label: t('topUpApplied.pageButton'), href: orderPageLink(locale, data.esimOrderNumber, data.esimOrderKey, baseUrl) },
      { type: 'paragraph', text: t('topUpApplied.note'), muted: true },
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
    ...(data.paymentMethod ? [[t('paid.paymentMethod'), methodWords(locale)(`methods.${data.paymentMethod}`)] as const] : []),
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

function emailChanged(t: MailT, locale: Locale, data: EmailChanged, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const { greeting, footer } = frame(t, locale, undefined, baseUrl)
  return compose({
    locale,
    subject: t('emailChanged.subject', { siteName }),
    title: t('emailChanged.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t('emailChanged.intro') },
      { type: 'rows', rows: [[t('emailChanged.newEmail'), data.newEmail, 'strong'], [t('emailChanged.changedOn'), data.changedOn]] },
      { type: 'notice', text: t('emailChanged.notYou') },
    ],
    footer,
  })
}

/** The old address learns that support changed the order's contact details, and where its mails go now (masked). */
function orderContactChanged(t: MailT, locale: Locale, data: OrderContactChanged, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const { greeting, footer } = frame(t, locale, data.name, baseUrl)
  const rows: Row[] = [...orderRows(t, locale, data)]
  if (data.newEmail) rows.push([t('orderContactChanged.newEmail'), data.newEmail, 'strong'])
  if (data.newPhone) rows.push([t('orderContactChanged.newPhone'), data.newPhone, 'strong'])
  rows.push([t('orderContactChanged.changedOn'), formatMailDate(data.changedOn, locale)])
  return compose({
    locale,
    subject: t('orderContactChanged.subject', { siteName, orderNumber: data.orderNumber }),
    title: t('orderContactChanged.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t(data.newEmail ? 'orderContactChanged.introEmail' : 'orderContactChanged.introPhone') },
      { type: 'rows', rows },
      { type: 'notice', text: t('orderContactChanged.notYou') },
    ],
    footer,
  })
}

function supportReceived(t: MailT, locale: Locale, data: SupportReceived, baseUrl: string): RenderedMail {
  const siteName = MESSAGES[locale].meta.siteName
  const hours = hoursLine(locale, 'customerService', data.hours)
  const { greeting, footer } = frame(t, locale, undefined, baseUrl)
  return compose({
    locale,
    subject: t('supportReceived.subject', { siteName, reference: data.reference }),
    title: t('supportReceived.title'),
    greeting,
    blocks: [
      { type: 'paragraph', text: t('supportReceived.intro') },
      { type: 'rows', rows: [[t('supportReceived.reference'), data.reference, 'strong']] },
      ...(data.content
        ? ([
            { type: 'heading', text: t('supportReceived.yourMessage') },
            { type: 'notice', text: data.content },
          ] as const)
        : []),
      ...(hours ? [{ type: 'paragraph' as const, text: hours, muted: true }] : []),
      { type: 'button', label: t('supportReceived.faq'), href: shopLink(locale, '/faq', baseUrl) },
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
    case 'delivered':
      // Its secrets sit inside a list (eSIM codes): the renderer masks them itself.
      return delivered(t, locale, deliveredDataSchema.parse(data), baseUrl, Boolean(mask))
    case 'stockAlert':
      return stockAlert(t, locale, stockAlertDataSchema.parse(data), baseUrl)
    case 'orderCancelled':
      return orderCancelled(t, locale, orderCancelledDataSchema.parse(data), baseUrl)
    case 'orderRefunded':
      return orderRefunded(t, locale, orderRefundedDataSchema.parse(data), baseUrl)
    case 'chargeReversed':
      return chargeReversed(t, locale, chargeReversedDataSchema.parse(data), baseUrl)
    case 'topUpApplied':
      return topUpApplied(t, locale, masked(kind, topUpAppliedDataSchema.parse(data), mask), baseUrl)
    case 'paid':
      return paid(t, locale, masked(kind, paidDataSchema.parse(data), mask), baseUrl)
    case 'emailChanged':
      return emailChanged(t, locale, emailChangedDataSchema.parse(data), baseUrl)
    case 'supportReceived':
      return supportReceived(t, locale, supportReceivedDataSchema.parse(data), baseUrl)
    case 'orderContactChanged':
      return orderContactChanged(t, locale, orderContactChangedDataSchema.parse(data), baseUrl)
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
