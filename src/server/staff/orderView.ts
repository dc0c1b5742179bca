/**
 * The order as support reads it (issue 13): a receipt with its story — item, NT$ amounts, customer, the
 * pickup airport and counter by name, payments with the provider's references, refund, invoice, the eSIM
 * code masked, the mails sent to the customer about it, the status history (who and when) and the audit
 * entries — plus what the status machine and the cancellation rule allow now. Callers checked the role.
 */
import 'server-only'

import type { Payload } from 'payload'

import { dataLeft, formatDataVolume } from '@/domain/dataVolume'
import { notFound } from '@/domain/errors'
import { canVoidInvoice, invoiceVoidDeadline, needsInvoice } from '@/domain/invoice'
import { isLocale, type Locale } from '@/domain/locale'
import { isOrderStatus, isPaidStatus } from '@/domain/orderStatus'
import { pickupWindow, visitWindow } from '@/domain/bookingWindow'
import { taipeiNow } from '@/domain/dates'
import { counterLabel, pickupTimes } from '@/domain/pickup'
import { historyText, type HistoryTranslate } from '@/domain/orderHistory'
import { maskActivationCode, mayChangeContact, mayChangePickup, mayChangeVisit, staffCancellationQuote } from '@/domain/staffDesk'
import { refundableTwd, refundPartRefusal } from '@/domain/staffRefund'
import { paymentDeadline, paymentLinkRefusal } from '@/domain/paymentLink'
import type { DeskOrder } from '@/lib/views/staffDesk'
import { getAirport } from '@/server/catalog/pickup'
import { getProduct } from '@/server/catalog/products'
import { auditOfOrder } from '@/server/db/queries/auditLog'
import { codesOfOrder } from '@/server/db/queries/esimCodes'
import { deskOrderRow, orderEventsOf } from '@/server/db/queries/orders'
import { mailsAboutOrder } from '@/server/db/queries/outbox'
import { paymentsOfOrder } from '@/server/db/queries/payments'
import { sqlHandle } from '@/server/db/transaction'
import { itemTextIn } from '@/server/orders/itemText'
import { unpaidCancelAfterMinutes } from '@/server/payments/jobs'
import { serialOfOrder } from '@/server/orders/serials'
import { getSlotAvailability } from '@/server/catalog/activities'
import { goodsOf, ticketsUsed, type GoodsOrder } from '@/server/orders/goods'

import { pickupCardsOf } from './pickupCards'
import { MESSAGES } from '@/i18n/messages'
import { createTranslator } from 'next-intl'

type Row = NonNullable<Awaited<ReturnType<typeof deskOrderRow>>>
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString())
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v))
const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v))

/** The airport's and counter's names in `locale` (content falls back to zh-TW). */
export async function placeNames(payload: Payload, airportId: number | null, counterId: string | null, locale: Locale) {
  if (!airportId) return { airport: null, counter: null }
  const airport = await payload
    .findByID({ collection: 'airports', id: airportId, depth: 0, locale, fallbackLocale: 'zh-TW', overrideAccess: true })
    .catch(() => null)
  if (!airport) return { airport: null, counter: null }
  const counter = (airport.counters ?? []).find((c) => c.id === counterId)
  return { airport: `${airport.name} (${airport.code})`, counter: counter ? `${counter.name} · ${counter.terminal}` : null }
}

/** Where and when the pickup may move to: the airports stocking the product, their counters and open times, the booking window. */
async function pickupChoices(payload: Payload, o: Row, locale: Locale): Promise<NonNullable<DeskOrder['pickupChange']>> {
  const product = o.product === null ? null : await getProduct(payload, locale, Number(o.product), true)
  const airports = await Promise.all((product?.pickupAirports ?? []).map((a) => getAirport(payload, locale, a.id)))
  return {
    current: { airportId: o.pickup_airport === null ? null : Number(o.pickup_airport), counterId: str(o.pickup_counterId), date: str(o.pickup_date), time: str(o.pickup_time) },
    window: pickupWindow(taipeiNow().date),
    airports: airports
      .filter((a) => a !== null)
      .map((a) => ({
        id: a.id,
        name: `${a.name} (${a.code})`,
        counters: a.counters.map((c) => ({ id: c.id, name: counterLabel(c), times: pickupTimes(c.opensAt, c.closesAt) })),
      })),
  }
}

/** Where a deck visit may move to: the visit window and the slot times of the booked day's rule (the server checks the day chosen). */
async function visitChoices(payload: Payload, o: Row, status: Parameters<typeof mayChangeVisit>[0]): Promise<DeskOrder['visitChange']> {
  const visitDate = str(o.visitDate)
  const time = str(o.timeSlot)
  if (o.itemKind !== 'observationDeck' || o.activity === null || !visitDate || !time) return null
  const now = taipeiNow()
  if (!mayChangeVisit(status, { visitDate, time }, await ticketsUsed(payload, Number(o.id)), now)) return null
  const slots = await getSlotAvailability(payload, Number(o.activity), visitDate, now)
  return { current: { visitDate, time }, window: visitWindow(now.date), times: [...new Set([...slots.map((s) => s.time), time])].sort() }
}

export async function deskOrder(payload: Payload, orderId: number, locale: Locale): Promise<DeskOrder> {
  const db = await sqlHandle(payload)
  const o = await deskOrderRow(db, orderId)
  if (!o || !isOrderStatus(o.status)) throw notFound()
  const status = o.status
  const orderNumber = o.orderNumber
  const [payments, codes, mails, history, auditRows] = await Promise.all([
    paymentsOfOrder(db, orderId),
    codesOfOrder(db, orderId),
    mailsAboutOrder(db, o.contactEmail, orderNumber, 50),
    orderEventsOf(db, orderId),
    auditOfOrder(db, orderId),
  ])
  // Staff are named by name (or e-mail), never "Staff #3": the history's actors looked up once.
  const staffIds = [...new Set(history.map((h) => /^staff:(\d+)$/.exec(String(h.actor))?.[1]).filter(Boolean).map(Number))]
  const staffNames = new Map<string, string>()
  if (staffIds.length) {
    const found = await payload.find({ collection: 'staff', where: { id: { in: staffIds } }, depth: 0, limit: staffIds.length, overrideAccess: true, select: { name: true, email: true } })
    for (const s of found.docs) staffNames.set(`staff:${s.id}`, s.name || s.email)
  }
  const staffWord = (a: (typeof auditRows)[number]) => str(a.staffName) ?? a.staffEmail
  const physical = o.cardType === 'physical'
  const names = physical ? await placeNames(payload, o.pickup_airport === null ? null : Number(o.pickup_airport), str(o.pickup_counterId), locale) : null
  const cards = physical ? ((await pickupCardsOf(payload, [{ ...o, cardSerials: o.pickup_cardSerials }])).get(orderId) ?? []) : []
  // The item in the desk's language (the staff member's); the order's language is shown beside it.
  const itemText = await itemTextIn(payload, o, locale)
  // Support's partial refunds went back already: the cancellation refunds what they left.
  const refundedTwd = o.refund_state === 'done' ? num(o.refund_amountTwd) : 0
  const paidTwd = num(o.payment_amountTwd) - refundedTwd
  // What the goods are doing (the wholesaler's state of an eSIM, a ticket admitted): the desk's quote starts from it.
  const goods = await goodsOf(payload, { id: orderId, status, itemKind: o.itemKind as GoodsOrder['itemKind'], cardType: o.cardType as GoodsOrder['cardType'], visitDate: str(o.visitDate) })
  const quote = staffCancellationQuote(
    { status: goods.status, paidTwd, paymentRecorded: Boolean(o.payment_paidAt), paidBySerial: o.payment_provider === 'serial', goods: goods.facts },
    { waiveFee: false },
  )
  const t = createTranslator({ locale, messages: MESSAGES[locale] })
  const historyT = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'orderHistory' }) as unknown as HistoryTranslate
  const refundPart = refundPartRefusal({
    status,
    paidTwd: num(o.payment_amountTwd),
    refundedTwd,
    refundPending: o.refund_state === 'pending',
    paidBySerial: o.payment_provider === 'serial' || !o.payment_providerRef,
  })
  const states = new Map(goods.profiles.map((p) => [p.id, p]))
  const invoiceNumber = str(o.invoice_number)
  const invoiceIssuedAt = iso(o.invoice_issuedAt)
  const periodFiled = invoiceIssuedAt ? !canVoidInvoice(new Date(invoiceIssuedAt), new Date()) : false
  const allowances = invoiceNumber
    ? ((await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, select: { invoice: { allowances: true } } })).invoice?.allowances ?? [])
    : []
  const serial = await serialOfOrder(payload, { id: orderId, provider: str(o.payment_provider), providerRef: str(o.payment_providerRef) })
  const paymentViews = payments.map((p) => ({
    createdAt: iso(p.createdAt)!,
    method: String(p.method),
    provider: String(p.provider),
    amountTwd: num(p.amountTwd),
    status: String(p.status),
    providerRef: str(p.providerRef),
    cardLast4: str(p.cardLast4),
    // What the card network or TapPay said when the charge was refused.
    declineReason: p.status === 'failed' || p.errorCode || p.errorMessage ? [str(p.errorCode), str(p.errorMessage)].filter(Boolean).join(' · ') || null : null,
  }))
  // An unpaid order: until when its payment link works (the same deadline the resend and the cancel job use).
  const deadline = status === 'unpaid' ? paymentDeadline(new Date(String(o.createdAt)), await unpaidCancelAfterMinutes(payload)) : null
  const unpaid = deadline
    ? {
        payableUntil: deadline.toISOString(),
        open: paymentLinkRefusal(status, deadline, new Date()) === null,
        lastDecline: paymentViews.findLast((p) => p.declineReason)?.declineReason ?? null,
      }
    : null
  return {
    id: orderId,
    orderNumber,
    status: goods.status,
    createdAt: iso(o.createdAt)!,
    locale: isLocale(o.locale) ? o.locale : 'zh-TW',
    item: {
      kind: String(o.itemKind),
      name: itemText.itemName,
      planLabel: itemText.planLabel,
      cardType: str(o.cardType),
      quantity: num(o.quantity),
      visitDate: str(o.visitDate),
      timeSlot: str(o.timeSlot),
    },
    money: {
      unitPriceTwd: num(o.unitPriceTwd),
      subtotalTwd: num(o.subtotalTwd),
      discountTwd: num(o.discountTwd),
      totalTwd: num(o.totalTwd),
      promoCode: str(o.promoCodeText),
    },
    customer: {
      memberId: o.member === null ? null : Number(o.member),
      memberEmail: str(o.memberEmail),
      name: `${o.surname} ${o.givenName}`,
      email: String(o.contactEmail),
      phone: String(o.contactPhone),
      guardianRequired: Boolean(o.guardianRequired),
    },
    pickup: physical
      ? {
          airport: names?.airport ?? str(o.pickup_place),
          counter: names?.counter ?? null,
          date: str(o.pickup_date),
          time: str(o.pickup_time),
          pickedUpAt: iso(o.pickedUpAt),
          cardSerials: str(o.pickup_cardSerials)?.split(',') ?? [],
          cards,
        }
      : null,
    payments: paymentViews,
    unpaid,
    refund: o.refund_refundedAt || o.refund_amountTwd !== null
      ? { amountTwd: num(o.refund_amountTwd), feeTwd: num(o.refund_feeTwd), providerRef: str(o.refund_providerRef), refundedAt: iso(o.refund_refundedAt) }
      : null,
    serial,
    invoice: o.invoice_type || invoiceNumber
      ? {
          type: str(o.invoice_type),
          number: invoiceNumber,
          issuedAt: invoiceIssuedAt,
          voidedAt: iso(o.invoice_voidedAt),
          error: str(o.invoice_error),
          // The deadline is exclusive: the last voidable moment is just before it.
          voidableUntil: invoiceIssuedAt ? new Date(invoiceVoidDeadline(new Date(invoiceIssuedAt)).getTime() - 1).toISOString() : null,
          periodFiled,
          allowances: allowances.map((a) => ({ number: a.number ?? null, amountTwd: a.amountTwd, issuedAt: a.issuedAt, note: a.note ?? null, invalidatedAt: a.invalidatedAt ?? null })),
        }
      : null,
    esim: codes.length || o.fulfilment_deliveredAt
      ? {
          codes: codes.map((c) => {
            const known = states.get(Number(c.id))
            const state = c.status === 'revoked' ? 'revoked' : (known?.state ?? null)
            // What the wholesaler last said: the state, and while it lives the data left (issue 41: staff see the usage too).
            const usage = known?.usage && state !== 'revoked' ? esimUsageText(t, locale, known.usage) : null
            const stateText = state ? [t(`orderPass.esimState.${state}`), usage].filter(Boolean).join(' · ') : null
            return { id: Number(c.id), masked: maskActivationCode(String(c.lpa)), revoked: c.status === 'revoked', stateText }
          }),
          deliveredAt: iso(o.fulfilment_deliveredAt),
        }
      : null,
    mails: mails.map((m) => ({ createdAt: iso(m.createdAt)!, kind: String(m.kind), subject: str(m.subject), status: String(m.status), to: String(m.to) })),
    // Written out now, in the desk's language; entries from before keep their stored text.
    history: history.map((h) => ({
      at: iso(h.createdAt)!,
      event: String(h.event),
      from: String(h.from),
      to: String(h.to),
      actor: String(h.actor),
      actorName: staffNames.get(String(h.actor)) ?? null,
      note: historyText({ params: h.params, note: str(h.note) }, historyT),
    })),
    audit: auditRows.filter((a) => a.action !== 'orderNote').map((a) => ({
      at: iso(a.createdAt)!,
      action: String(a.action),
      staffEmail: a.staffEmail,
      staff: staffWord(a),
      summary: historyText({ params: (a.detail as { event?: unknown } | null)?.event, note: String(a.summary) }, historyT) ?? String(a.summary),
    })),
    notes: auditRows.filter((a) => a.action === 'orderNote').map((a) => ({ at: iso(a.createdAt)!, staff: staffWord(a), text: String(a.summary) })),
    pickupChange: physical && mayChangePickup(status, iso(o.pickedUpAt)) ? await pickupChoices(payload, o, locale) : null,
    visitChange: await visitChoices(payload, o, status),
    contactChange: mayChangeContact(status),
    actions: {
      cancel: quote.allowed
        ? {
            allowed: true,
            kind: quote.kind,
            feeTwd: quote.feeTwd,
            refundTwd: quote.refundTwd,
            ...(quote.overrides ? { overrides: quote.overrides, refusalText: t(`memberOrders.refusal.${quote.overrides}`) } : {}),
          }
        : { allowed: false, kind: null, feeTwd: 0, refundTwd: 0, refusal: quote.reason, refusalText: t(`memberOrders.refusal.${quote.reason}`) },
      // A delivery mail only for an order that still has something delivered (not one cancelled or refunded).
      resendMail: isPaidStatus(status),
      // Mails support may send again besides the delivery mail: the confirmation of an open order, the receipt of an issued invoice.
      resendConfirmation: status !== 'cancelled' && status !== 'refunded',
      // A new payment link for an unpaid order while its payment window is open (the server checks it again).
      resendPaymentLink: unpaid?.open === true,
      resendReceipt: isPaidStatus(status) && Boolean(invoiceNumber) && !o.invoice_voidedAt && Boolean(o.invoice_randomNumber),
      // ECPay voids nothing of a filed period, nor an invoice with an allowance on it.
      invoiceVoid: Boolean(invoiceNumber) && !o.invoice_voidedAt && !periodFiled && allowances.every((a) => a.invalidatedAt),
      invoiceIssue: isPaidStatus(status) && !invoiceNumber && needsInvoice({ totalTwd: num(o.totalTwd) }),
      refundPart: { allowed: refundPart === null, leftTwd: refundableTwd({ paidTwd: num(o.payment_amountTwd), refundedTwd }), pending: o.refund_state === 'pending' },
      undoHandover: status === 'pickedUp',
    },
  }
}

/** "2 GB left of 3 GB" (or "Unlimited, 1 GB used"), as the traveller's order page says it. */
function esimUsageText(t: ReturnType<typeof createTranslator>, locale: Locale, usage: { usedBytes: number; totalBytes: number | null }): string {
  return usage.totalBytes === null
    ? t('orderPass.dataUsedUnlimited', { used: formatDataVolume(usage.usedBytes, locale) })
    : t('orderPass.dataLeft', { left: formatDataVolume(dataLeft(usage.usedBytes, usage.totalBytes), locale), total: formatDataVolume(usage.totalBytes, locale) })
}
