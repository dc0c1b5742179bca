/**
 * Issuing an order's e-invoice and settling a refund on it (issues 10, 43), run by the issueInvoice / voidInvoice jobs.
 *
 * - Idempotent: the order number is the provider's key for the order, so a retry never makes a second
 *   invoice. Whenever a call fails — no answer, or a refusal, which is what a repeated issue gets — the
 *   provider is asked what it holds for the order before anything is tried again.
 * - The number is stored by a compare-and-set (only while the order has none, and only while it is paid),
 *   and the receipt mail is queued in the same transaction: one number, one mail, whatever the races.
 * - An order refunded while its invoice was being issued gets that invoice voided at once.
 * - A refund voids the invoice only when the whole amount went back before the period's filing deadline; a fee
 *   kept, a filed period or a void ECPay refuses (a donated invoice) puts the refund on it as an allowance (折讓)
 *   instead (src/domain/invoice.ts invoiceRefundPlan). Allowances have no key of ours at ECPay: one order's are made
 *   under an advisory lock, after ECPay's remaining amount was compared with those recorded.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { taipeiDate } from '@/domain/dates'
import { invoiceLines, invoiceRefundPlan, invoiceVoidDeadline, needsInvoice, type AllowanceReason } from '@/domain/invoice'
import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'
import { personName } from '@/domain/person'
import { isPaidStatus, ORDER_STATUSES } from '@/domain/orderStatus'
import type { Order } from '@/payload-types'
import { lockInvoiceAllowances, lockOrderRow, markInvoiceVoided, setInvoiceError, storeIssuedInvoice } from '@/server/db/queries/orders'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { logger } from '@/server/logger'
import { enqueueMail } from '@/server/mail/queue'
import type { PaidData } from '@/server/mail/types'

import { invoiceChoiceOf, orderInvoiceFields } from '@/lib/invoiceChoice'
import { ecpayInvoiceProvider, ecpaySettings } from './ecpay'
import { isInvoiceProviderError, type InvoiceProvider, type InvoiceRequest, type IssuedInvoice } from './provider'
import { errorMessage } from '@/lib/errorMessage'

/** The configured provider: ECPay's protocol, at ECPAY_INVOICE_URL (ECPay itself, or the local sandbox). */
export const invoiceProvider = (): InvoiceProvider => ecpayInvoiceProvider(ecpaySettings())

const PAID_STATUSES = ORDER_STATUSES.filter(isPaidStatus)

export type IssueResult = {
  status: 'issued' | 'alreadyIssued' | 'notPaid' | 'nothingToInvoice' | 'invalidChoice' | 'voidedAfterRefund' | 'allowanceAfterRefund' | 'orderNotFound'
  number?: string
}
export type VoidResult = {
  status:
    | 'voided'
    | 'alreadyVoided'
    | 'nothingIssued'
    | 'orderNotFound'
    /** The refund was put on the invoice as an allowance. */
    | 'allowance'
    /** The allowances recorded already cover the refund. */
    | 'alreadySettled'
    /** Nothing went back (the fee took the whole amount): the invoice stands. */
    | 'nothingRefunded'
    /** Voiding without a refund was asked after the period was filed: nothing can be done at ECPay. */
    | 'pastDeadline'
  number?: string
  allowance?: { number: string | null; amountTwd: number }
}

async function loadOrder(payload: Payload, orderId: number): Promise<Order | null> {
  return (await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })) ?? null
}

/** Issues, or — when the call failed in any way — takes what the provider already holds for the order. */
async function issueOrFind(provider: InvoiceProvider, request: InvoiceRequest): Promise<IssuedInvoice> {
  try {
    return await provider.issue(request)
  } catch (error) {
    if (!isInvoiceProviderError(error)) throw error
    const found = await provider.query(request.orderNumber).catch((queryError: unknown) => {
      logger.warn({ orderNumber: request.orderNumber, err: queryError }, 'e-invoice: the query after a failed issue failed too')
      return null
    })
    if (found) {
      logger.info({ orderNumber: request.orderNumber, number: found.number, after: error.message }, 'e-invoice: the provider already had this order’s invoice')
      return found
    }
    throw error
  }
}

function receiptMail(order: Order, invoice: IssuedInvoice, choice: NonNullable<ReturnType<typeof invoiceChoiceOf>>): PaidData {
  const fields = orderInvoiceFields(choice)
  return {
    orderNumber: order.orderNumber,
    // In the order's language, as every other mail greets (KIM MINJUN 님, not MINJUN KIM 님).
    name: personName(order.locale ?? DEFAULT_LOCALE, order.surname, order.givenName),
    itemName: order.itemName,
    planLabel: order.planLabel ?? undefined,
    quantity: order.quantity,
    totalTwd: order.totalTwd,
    paidOn: order.payment?.paidAt ? taipeiDate(new Date(order.payment.paidAt)) : undefined,
    paymentMethod: order.payment?.method ?? undefined,
    invoice: {
      number: invoice.number,
      date: taipeiDate(invoice.issuedAt),
      randomNumber: invoice.randomNumber,
      type: choice.type,
      mobileBarcode: fields.mobileBarcode ?? undefined,
      taxId: fields.taxId ?? undefined,
      companyTitle: fields.companyTitle ?? undefined,
      loveCode: fields.loveCode ?? undefined,
    },
  }
}

/** The receipt mail of an order whose invoice is issued and not voided, as it was first sent (support resends it); null otherwise. */
export function storedReceiptMail(order: Order): PaidData | null {
  const stored = order.invoice
  const choice = invoiceChoiceOf(stored)
  if (!stored?.number || !stored.randomNumber || !stored.issuedAt || stored.voidedAt || !choice) return null
  return receiptMail(order, { number: stored.number, randomNumber: stored.randomNumber, issuedAt: new Date(stored.issuedAt), voided: false }, choice)
}

/**
 * Stores the invoice on the order unless it already has a number (and, with `whilePaid`, only while the
 * order is paid). Returns whether this call stored it; `then` runs in the same transaction when it did.
 */
async function storeInvoice(
  payload: Payload,
  orderId: number,
  invoice: IssuedInvoice,
  provider: string,
  options: { whilePaid: boolean; then?: (req: PayloadRequest) => Promise<void> },
): Promise<boolean> {
  return inTransaction(payload, async ({ req, tx }) => {
    const stored = await storeIssuedInvoice(
      tx,
      orderId,
      { number: invoice.number, randomNumber: invoice.randomNumber, issuedAt: invoice.issuedAt.toISOString(), provider, voided: invoice.voided },
      options.whilePaid ? PAID_STATUSES : undefined,
    )
    if (!stored) return false
    await options.then?.(req)
    return true
  })
}

async function markVoided(payload: Payload, orderId: number, number: string): Promise<void> {
  await markInvoiceVoided(await sqlHandle(payload), orderId, number)
}

/** Notes the last problem on the order (admin: Orders → E-invoice), until an issue or void succeeds. */
export async function recordInvoiceError(payload: Payload, orderId: number, message: string): Promise<void> {
  await setInvoiceError(await sqlHandle(payload), orderId, message.slice(0, 1000))
}

/** Voids `invoice` at the provider; a failure is forgiven only when the provider says it is voided. */
async function voidAtProvider(provider: InvoiceProvider, orderNumber: string, invoice: { number: string; issuedAt: Date }, reason: string) {
  try {
    await provider.void(invoice, reason)
  } catch (error) {
    if (!isInvoiceProviderError(error)) throw error
    const found = await provider.query(orderNumber).catch(() => null)
    if (!(found?.voided && found.number === invoice.number)) throw error
  }
}

export async function issueOrderInvoice(payload: Payload, orderId: number, provider: InvoiceProvider = invoiceProvider()): Promise<IssueResult> {
  const order = await loadOrder(payload, orderId)
  if (!order) return { status: 'orderNotFound' }
  if (order.invoice?.number) return { status: 'alreadyIssued', number: order.invoice.number }
  if (!isPaidStatus(order.status)) return { status: 'notPaid' }
  if (!needsInvoice(order)) return { status: 'nothingToInvoice' }
  const choice = invoiceChoiceOf(order.invoice)
  if (!choice) {
    await recordInvoiceError(payload, orderId, 'the stored invoice choice is not valid: correct it, then queue the issue again')
    return { status: 'invalidChoice' }
  }

  const request: InvoiceRequest = {
    orderNumber: order.orderNumber,
    email: order.contactEmail,
    phone: order.contactPhone,
    choice,
    lines: invoiceLines(order),
    totalTwd: order.totalTwd,
  }
  const invoice = await issueOrFind(provider, request)
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE
  const stored = await storeInvoice(payload, orderId, invoice, provider.name, {
    whilePaid: true,
    then: async (req) => {
      if (invoice.voided) return
      await enqueueMail(payload, { kind: 'paid', to: order.contactEmail, locale, data: receiptMail(order, invoice, choice) }, req)
    },
  })
  if (stored) return { status: 'issued', number: invoice.number }

  const now = await loadOrder(payload, orderId)
  if (now?.invoice?.number) {
    if (now.invoice.number !== invoice.number)
      logger.error({ orderNumber: order.orderNumber, stored: now.invoice.number, issued: invoice.number }, 'e-invoice: the provider returned another number than the one stored')
    return { status: 'alreadyIssued', number: now.invoice.number }
  }
  // Refunded while the invoice was being issued: it must not stand for more than was kept (voided, or an allowance
  // for what went back when a fee was kept).
  await storeInvoice(payload, orderId, invoice, provider.name, { whilePaid: false })
  if (invoice.voided) await markVoided(payload, orderId, invoice.number)
  const settled = invoice.voided ? null : await voidOrderInvoice(payload, orderId, 'order refunded', provider)
  logger.info({ orderNumber: order.orderNumber, number: invoice.number, settled: settled?.status }, 'e-invoice: issued for an order refunded meanwhile, and settled')
  return { status: settled?.status === 'allowance' ? 'allowanceAfterRefund' : 'voidedAfterRefund', number: invoice.number }
}

/** A void ECPay answered with a refusal of its own (an RtnCode, not a failed envelope or no answer). */
const isVoidRefusal = (error: unknown) => isInvoiceProviderError(error) && error.invoiceOutcome === 'refused' && !error.providerCode?.startsWith('T')

const ALLOWANCE_NOTES: Record<AllowanceReason, string> = {
  partialRefund: 'part refunded (a fee kept, or a partial refund): the invoice stands for the rest',
  pastDeadline: 'the invoice’s period was already filed: it can no longer be voided',
  voidRefused: 'ECPay refused the void',
  allowanceNumberUnknown: 'an earlier allowance’s number is unknown (its reply was lost), so it cannot be invalidated to void the invoice',
}

/**
 * Settles a refund on the order's invoice (the voidInvoice job; staff's "void" too). The order says what: its refund
 * (none recorded: staff asked to void it whole), the invoice's amount and date, the allowances already made.
 */
export async function voidOrderInvoice(payload: Payload, orderId: number, reason: string, given?: InvoiceProvider, now: Date = new Date()): Promise<VoidResult> {
  const order = await loadOrder(payload, orderId)
  if (!order) return { status: 'orderNotFound' }
  if (order.invoice?.voidedAt) return { status: 'alreadyVoided', number: order.invoice.number ?? undefined }
  // Never issued (issueOrderInvoice refuses it): a cancelled redemption asks the provider nothing, and cannot fail.
  if (!needsInvoice(order) && !order.invoice?.number) return { status: 'nothingIssued' }
  const provider = given ?? invoiceProvider()

  let invoice = order.invoice?.number && order.invoice.issuedAt ? { number: order.invoice.number, issuedAt: new Date(order.invoice.issuedAt) } : null
  if (!invoice) {
    // Not recorded (yet): an issue may have reached the provider without its answer reaching us.
    const found = await provider.query(order.orderNumber)
    if (!found) return { status: 'nothingIssued' }
    await storeInvoice(payload, orderId, found, provider.name, { whilePaid: false })
    if (found.voided) {
      await markVoided(payload, orderId, found.number)
      return { status: 'voided', number: found.number }
    }
    invoice = found
  }

  const refunded = Boolean(order.refund?.refundedAt)
  const refundTwd = refunded ? (order.refund?.amountTwd ?? 0) : order.totalTwd
  const allowedTwd = sumAllowances(order)
  const allowanceNumbersKnown = standingAllowances(order).every((a) => Boolean(a.number))
  const plan = invoiceRefundPlan({ invoiceTwd: order.totalTwd, refundTwd, allowedTwd, issuedAt: invoice.issuedAt, now, allowanceNumbersKnown })
  switch (plan.kind) {
    case 'voidAfterAllowances':
      await invalidateAllowances(payload, provider, order, invoice)
      // None stands now: read again, the plan is a void (with its fallback when ECPay refuses it).
      return voidOrderInvoice(payload, orderId, reason, provider, now)
    case 'keep':
      return { status: 'nothingRefunded', number: invoice.number }
    case 'settled':
      return { status: 'alreadySettled', number: invoice.number }
    case 'allowance':
      if (!refunded) {
        const deadline = invoiceVoidDeadline(invoice.issuedAt).toISOString()
        await recordInvoiceError(payload, orderId, `void not done: the invoice's period was filed (voids ended ${deadline}); with no refund there is nothing to put on it`)
        return { status: 'pastDeadline', number: invoice.number }
      }
      return allowanceFor(payload, provider, order, invoice, refundTwd, ALLOWANCE_NOTES[plan.reason])
    case 'void':
      try {
        await voidAtProvider(provider, order.orderNumber, invoice, reason)
      } catch (error) {
        // Staff's void of an unrefunded order keeps ECPay's answer (a retry, and the note on the order); money that went
        // back is put on the invoice as an allowance, noting why.
        if (!refunded || !isVoidRefusal(error)) throw error
        const answer = errorMessage(error)
        logger.warn({ orderNumber: order.orderNumber, number: invoice.number, answer }, 'e-invoice: ECPay refused the void; the refund becomes an allowance')
        try {
          return await allowanceFor(payload, provider, order, invoice, refundTwd, `${ALLOWANCE_NOTES.voidRefused}: ${answer}`)
        } catch (allowanceError) {
          // Both of ECPay's answers reach staff (the job notes the error on the order).
          throw new Error(`${answer}; the allowance instead failed too: ${errorMessage(allowanceError)}`, {
            cause: allowanceError,
          })
        }
      }
      await markVoided(payload, orderId, invoice.number)
      return { status: 'voided', number: invoice.number }
  }
}

type StoredAllowance = NonNullable<NonNullable<Order['invoice']>['allowances']>[number]

/** The allowances that still take their amount off the invoice (not invalidated at ECPay). */
const standingAllowances = (order: Order): StoredAllowance[] => (order.invoice?.allowances ?? []).filter((a) => !a.invalidatedAt)
const sumAllowances = (order: Order) => standingAllowances(order).reduce((sum, a) => sum + a.amountTwd, 0)
const storedAllowances = (allowances: StoredAllowance[]) =>
  allowances.map(({ number, amountTwd, issuedAt, note, invalidatedAt }) => ({ number, amountTwd, issuedAt, note, invalidatedAt }))

/** What ECPay's AllowanceInvalid is told (its Reason takes 20 characters). */
const INVALIDATE_REASON = 'refunded in full'

/**
 * A whole refund after partial ones (before the filing deadline): each standing allowance is invalidated at ECPay
 * (作廢折讓), one at a time under the order's allowance lock, and recorded as such at once, so a retry after a failure
 * goes on where it stopped. A refusal or a lost reply is forgiven only when ECPay's remaining amount shows the
 * allowance's amount is back on the invoice (it was invalidated, the reply lost).
 */
async function invalidateAllowances(payload: Payload, provider: InvoiceProvider, order: Order, invoice: { number: string; issuedAt: Date }): Promise<void> {
  for (;;) {
    const done = await inTransaction(payload, async ({ req, tx }) => {
      await lockInvoiceAllowances(tx, order.id)
      await lockOrderRow(tx, order.id)
      const current = (await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true, req })) as Order
      const all = current.invoice?.allowances ?? []
      const next = all.find((a) => !a.invalidatedAt && a.number)
      if (!next) return true
      try {
        await provider.invalidateAllowance(invoice, next.number!, INVALIDATE_REASON)
      } catch (error) {
        if (!isInvoiceProviderError(error)) throw error
        const held = await provider.query(order.orderNumber).catch(() => null)
        const othersTwd = all.filter((a) => a !== next && !a.invalidatedAt).reduce((sum, a) => sum + a.amountTwd, 0)
        const invalidated = held?.number === invoice.number && typeof held.allowanceRemainingTwd === 'number' && held.allowanceRemainingTwd >= current.totalTwd - othersTwd
        if (!invalidated) throw error
      }
      next.invalidatedAt = new Date().toISOString()
      await payload.update({ collection: 'orders', id: order.id, data: { invoice: { allowances: storedAllowances(all), error: null } }, depth: 0, overrideAccess: true, req })
      logger.info({ orderNumber: order.orderNumber, invoice: invoice.number, allowance: next.number }, 'e-invoice: allowance invalidated before the void of a whole refund')
      return false
    })
    if (done) return
  }
}

/**
 * Puts `refundTwd` (what went back in all) on the invoice: the part no recorded allowance covers yet. Under the
 * order's advisory lock, ECPay's remaining amount first: an allowance made whose reply was lost (or whose record did
 * not commit) is recorded from it, without its number, instead of being made twice.
 */
async function allowanceFor(
  payload: Payload,
  provider: InvoiceProvider,
  order: Order,
  invoice: { number: string; issuedAt: Date },
  refundTwd: number,
  note: string,
): Promise<VoidResult> {
  return inTransaction(payload, async ({ req, tx }) => {
    await lockInvoiceAllowances(tx, order.id)
    // The order row too: the update below writes the whole order, so a refund settled meanwhile must not be overwritten.
    await lockOrderRow(tx, order.id)
    const current = (await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true, req })) as Order
    const recorded: StoredAllowance[] = current.invoice?.allowances ?? []
    // Invalidated allowances take nothing off the invoice (ECPay's remaining amount leaves them out too).
    const recordedTwd = () => recorded.filter((a) => !a.invalidatedAt).reduce((sum, a) => sum + a.amountTwd, 0)
    const unrecordedAtProvider = async () => {
      const held = await provider.query(order.orderNumber).catch(() => null)
      if (held?.number !== invoice.number || held.allowanceRemainingTwd === null || held.allowanceRemainingTwd === undefined) return 0
      return Math.max(0, order.totalTwd - held.allowanceRemainingTwd - recordedTwd())
    }
    const lost = (amountTwd: number) => ({
      number: null,
      amountTwd,
      issuedAt: new Date().toISOString(),
      note: `${note}; ECPay's reply was lost: found by the invoice's remaining amount, its number is in ECPay's back office`,
    })

    const added: StoredAllowance[] = []
    const missing = await unrecordedAtProvider()
    if (missing > 0) added.push(lost(missing))
    const amountTwd = refundTwd - recordedTwd() - missing
    if (amountTwd > 0) {
      const request = { amountTwd, itemName: invoiceLines(order)[0]!.name, email: order.contactEmail, phone: order.contactPhone }
      try {
        const allowance = await provider.allowance(invoice, request)
        added.push({ number: allowance.number, amountTwd, issuedAt: allowance.issuedAt.toISOString(), note })
      } catch (error) {
        if (!isInvoiceProviderError(error) || (await unrecordedAtProvider()) - missing < amountTwd) throw error
        added.push(lost(amountTwd))
      }
    }
    if (!added.length) return { status: 'alreadySettled', number: invoice.number }
    const allowances = storedAllowances([...recorded, ...added])
    await payload.update({ collection: 'orders', id: order.id, data: { invoice: { allowances, error: null } }, depth: 0, overrideAccess: true, req })
    const last = added.at(-1)!
    logger.info({ orderNumber: order.orderNumber, invoice: invoice.number, allowance: last.number, amountTwd: last.amountTwd }, 'e-invoice: refund put on the invoice as an allowance')
    return { status: 'allowance', number: invoice.number, allowance: { number: last.number ?? null, amountTwd: added.reduce((sum, a) => sum + a.amountTwd, 0) } }
  })
}
