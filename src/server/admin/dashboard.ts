import 'server-only'

/**
 * The admin dashboard's figures, read on the server for the staff member asking, section by section as
 * their role allows (src/components/admin/Dashboard.tsx shows them; the dashboard e2e compares them with
 * the seeded data). Dates are Taiwan dates; money is whole NT$.
 */
import type { Payload } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { isLowStock, reviewHoursLeft, taipeiDayBounds } from '@/domain/dashboard'
import { addDays, taipeiDate } from '@/domain/dates'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locale'
import { ORDER_STATUSES, type OrderStatus } from '@/domain/orderStatus'
import { storedStatusKind, TAPPAY_MERCHANT_STATUSES } from '@/domain/tapPayStatus'
import { esimStockByProduct } from '@/server/db/queries/esimCodes'
import { failedJobs, jobCounts, takeFailedJob } from '@/server/db/queries/jobs'
import { countInvoiceErrors, pickupCountsOn, placedByStatus, refundsSettledIn, salesPaidIn } from '@/server/db/queries/orders'
import { failedDeliveriesByChannel } from '@/server/db/queries/outbox'
import { countFailedPayments, failedPaymentCodes, latestFailureMessage } from '@/server/db/queries/payments'
import { countReviewsWaitingLongerThan } from '@/server/db/queries/reviews'
import { sqlHandle } from '@/server/db/transaction'
import { staffOfUser } from '@/server/staff/auth'
import { refundsNotConfirmed, type RefundNotConfirmed } from '@/server/payments/refund'
import { chargesToRefund, type ChargeToRefund } from '@/server/payments/reversal'

type Staff = { collection?: string; role?: string } | null | undefined

export type PickupRow = { airportId: number; airport: string; due: number; pickedUp: number }
export type DashboardData = {
  today: string
  tomorrow: string
  /** Today's Taiwan day as instants: the orders counted by status were placed in it, and their list links filter on it. */
  day: { from: string; to: string }
  /** Support and admins: every airport; counter staff: their own airports only. */
  pickups?: { today: PickupRow[]; tomorrow: PickupRow[] }
  /** Orders placed today, by their status now. */
  ordersByStatus?: Record<OrderStatus, number>
  sales?: { todayTwd: number; last7DaysTwd: number; todayOrders: number; last7DaysOrders: number }
  /** Money TapPay confirmed back to travellers today. */
  refunds?: { todayTwd: number; todayOrders: number }
  /** Payment attempts that failed today (declined cards, 3-D Secure not passed, the shop's own set-up). */
  declinedPayments?: number
  /** Orders whose e-invoice could not be issued or voided (the error is cleared when it succeeds). */
  invoiceErrors?: number
  reviews?: { waiting: number; overdue: number; oldest: { id: number; title: string; hoursLeft: number }[] }
  kycPending?: number
  failedDeliveries?: { mail: number; sms: number }
  esimStock?: { threshold: number; products: { id: number; name: string; available: number; low: boolean }[] }
  /** Charges orders could not take whose automatic refund did not go through (support and admins refund them here). */
  chargesToRefund?: ChargeToRefund[]
  /** TapPay's refusals of the last 24 hours for the shop's own set-up (src/domain/tapPayStatus.ts): no card pays meanwhile. */
  paymentErrors?: PaymentError[]
  /** Order refunds TapPay has not confirmed (src/server/payments/refund.ts): retried, and refundable in TapPay's portal. */
  refundsNotConfirmed?: RefundNotConfirmed[]
  jobs?: { queued: number; failed: number; failedJobs: { id: number; task: string; tried: number; error: string; updatedAt: string }[] }
}

export type PaymentError = { status: string; name: string; count: number; last: string }

/** Failed attempts of the last 24 hours whose TapPay status is the shop's own problem, by status, the latest first. */
async function paymentErrors(payload: Payload): Promise<PaymentError[]> {
  const db = await sqlHandle(payload)
  const day = 24 * 3600
  const codes = (await failedPaymentCodes(db, day)).filter((r) => storedStatusKind(r.code) === 'merchant')
  return Promise.all(
    codes.map(async (r) => ({
      status: r.code,
      name: TAPPAY_MERCHANT_STATUSES[Number(r.code)] ?? (await latestFailureMessage(db, r.code, day)) ?? '',
      count: r.n,
      last: new Date(r.last).toISOString(),
    })),
  )
}

const PAID = ['paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed'] as const
const num = (value: unknown) => Number(value ?? 0)

export async function dashboardData(payload: Payload, user: Staff, language?: string): Promise<DashboardData> {
  const req = { user: user as never }
  const today = taipeiDate()
  const tomorrow = addDays(today, 1)
  const data: DashboardData = { today, tomorrow, day: taipeiDayBounds(today) }
  const staff = staffOfUser(user)
  if (!staff) return data
  const db = await sqlHandle(payload)
  const locale: Locale = language === 'zh' ? 'zh-CN' : isLocale(language) ? language : DEFAULT_LOCALE
  const support = hasStaffRole('support')({ req })
  const editor = hasStaffRole('editor', 'support')({ req })
  const admin = hasStaffRole()({ req })
  // Counter staff read the orders of their own airports only (src/cms/collections/Orders/access.ts): their pickups, nothing else.
  const airports = support ? null : staff.role === 'counter' ? staff.airports : []

  if (support || staff.role === 'counter') {
    const counts = await pickupCountsOn(db, [today, tomorrow], airports, locale)
    const pickups = (date: string) => {
      const byAirport = new Map<number, PickupRow>()
      for (const r of counts) {
        if (r.date !== date || r.airportId === null) continue
        const row = byAirport.get(r.airportId) ?? { airportId: r.airportId, airport: r.name ?? r.fallbackName ?? `#${r.airportId}`, due: 0, pickedUp: 0 }
        if (r.status === 'paid' || r.status === 'pendingPickup') row.due += r.n
        if (r.status === 'pickedUp') row.pickedUp += r.n
        byAirport.set(r.airportId, row)
      }
      return [...byAirport.values()].sort((x, y) => (x.airport < y.airport ? -1 : x.airport > y.airport ? 1 : 0))
    }
    data.pickups = { today: pickups(today), tomorrow: pickups(tomorrow) }
  }

  if (support) {
    data.ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>
    for (const r of await placedByStatus(db, data.day.from, data.day.to)) if (r.status in data.ordersByStatus) data.ordersByStatus[r.status] = r.n

    const todaySales = await salesPaidIn(db, data.day.from, data.day.to, PAID)
    const weekSales = await salesPaidIn(db, taipeiDayBounds(addDays(today, -6)).from, data.day.to, PAID)
    data.sales = { todayTwd: todaySales.twd, last7DaysTwd: weekSales.twd, todayOrders: todaySales.n, last7DaysOrders: weekSales.n }

    const refunds = await refundsSettledIn(db, data.day.from, data.day.to)
    data.refunds = { todayTwd: refunds.twd, todayOrders: refunds.n }

    data.declinedPayments = await countFailedPayments(db, data.day.from, data.day.to)
    data.invoiceErrors = await countInvoiceErrors(db)

    data.kycPending = (await payload.count({ collection: 'kyc-applications', where: { status: { equals: 'submitted' } }, overrideAccess: true })).totalDocs

    const threshold = num((await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).orderRules?.esimLowStock ?? 20)
    data.esimStock = {
      threshold,
      products: (await esimStockByProduct(db, locale)).map((r) => ({
        id: r.id,
        name: r.name ?? r.fallbackName ?? `#${r.id}`,
        available: r.available,
        low: isLowStock(r.available, threshold),
      })),
    }
  }

  if (editor) {
    const { docs, totalDocs } = await payload.find({
      collection: 'reviews',
      where: { approved: { not_equals: true } },
      sort: 'createdAt',
      limit: 5,
      depth: 0,
      overrideAccess: true,
      select: { title: true, displayName: true, createdAt: true },
    })
    const now = new Date()
    data.reviews = {
      waiting: totalDocs,
      overdue: await countReviewsWaitingLongerThan(db, 72),
      oldest: docs.map((d) => ({ id: d.id, title: d.title || d.displayName || `#${d.id}`, hoursLeft: reviewHoursLeft(d.createdAt, now) })),
    }
  }

  if (support) {
    data.chargesToRefund = await chargesToRefund(payload)
    data.paymentErrors = await paymentErrors(payload)
    data.refundsNotConfirmed = await refundsNotConfirmed(payload)
  }

  if (admin) {
    const by = await failedDeliveriesByChannel(db)
    data.failedDeliveries = { mail: by.mail ?? 0, sms: by.sms ?? 0 }
    data.jobs = {
      ...(await jobCounts(db)),
      failedJobs: (await failedJobs(db, 10)).map((r) => ({
        id: r.id,
        task: r.task ?? '',
        tried: num(r.tried),
        error: errorText(r.error),
        updatedAt: new Date(r.updatedAt).toISOString(),
      })),
    }
  }
  return data
}

function errorText(error: unknown): string {
  if (!error) return ''
  if (typeof error === 'string') return error.slice(0, 200)
  const e = error as { message?: unknown; cancelled?: unknown }
  return String(e.message ?? JSON.stringify(error)).slice(0, 200)
}

/**
 * Queues a failed job again (admins only; the endpoint checks): a fresh job of the same task and input
 * (Payload counts a task's earlier failures from the job's log, so the old job cannot simply be reset).
 * The failed row is taken first, in one statement (its log goes with it), so two admins pressing retry
 * at once queue it once. Answers null when there is no such failed job.
 */
export async function retryJob(payload: Payload, id: number): Promise<number | null> {
  const job = await takeFailedJob(await sqlHandle(payload), id)
  if (!job?.task) return null
  const queued = await payload.jobs.queue({ task: job.task as never, input: (job.input ?? {}) as never, ...(job.queue ? { queue: job.queue } : {}) })
  return Number((queued as { id: number | string }).id)
}
