import 'server-only'

/**
 * The admin dashboard's figures, read on the server for the staff member asking, section by section as
 * their role allows (src/components/admin/Dashboard.tsx shows them; the dashboard e2e compares them with
 * the seeded data). Dates are Taiwan dates; money is whole NT$.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { isLowStock, reviewHoursLeft, taipeiDayBounds } from '@/domain/dashboard'
import { addDays, taipeiDate } from '@/domain/dates'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locale'
import { ORDER_STATUSES, type OrderStatus } from '@/domain/orderStatus'
import { storedStatusKind, TAPPAY_MERCHANT_STATUSES } from '@/domain/tapPayStatus'
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
  const { rows } = await db.execute(sql`select error_code as status, count(*)::int as count, max(created_at) as last,
      (array_agg(error_message order by created_at desc))[1] as message
    from payments where status = 'failed' and error_code ~ '^-?[0-9]+$' and created_at > now() - interval '24 hours'
    group by error_code order by max(created_at) desc`)
  return (rows as { status: string; count: number; last: string | Date; message: string | null }[])
    .filter((r) => storedStatusKind(r.status) === 'merchant')
    .map((r) => ({ status: r.status, name: TAPPAY_MERCHANT_STATUSES[Number(r.status)] ?? r.message ?? '', count: Number(r.count), last: new Date(r.last).toISOString() }))
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
  const airportScope = airports === null ? sql`true` : airports.length ? sql`o.pickup_airport_id in (${sql.join(airports.map((id) => sql`${id}`), sql`, `)})` : sql`false`

  if (support || staff.role === 'counter') {
    const { rows: pickupRows } = await db.execute(sql`
      select o.pickup_airport_id as airport_id, o.pickup_date as date,
        coalesce(l.name, d.name, '#' || o.pickup_airport_id) as airport,
        count(*) filter (where o.status in ('paid', 'pendingPickup')) as due,
        count(*) filter (where o.status = 'pickedUp') as picked_up
      from orders o
      left join airports_locales l on l._parent_id = o.pickup_airport_id and l._locale = ${locale}
      left join airports_locales d on d._parent_id = o.pickup_airport_id and d._locale = ${DEFAULT_LOCALE}
      where o.pickup_airport_id is not null and o.pickup_date in (${today}, ${tomorrow}) and ${airportScope}
      group by o.pickup_airport_id, o.pickup_date, l.name, d.name
      order by airport`)
    const pickups = (date: string) =>
      (pickupRows as Record<string, unknown>[])
        .filter((r) => r.date === date)
        .map((r) => ({ airportId: num(r.airport_id), airport: String(r.airport), due: num(r.due), pickedUp: num(r.picked_up) }))
    data.pickups = { today: pickups(today), tomorrow: pickups(tomorrow) }
  }

  if (support) {
    const { rows: statusRows } = await db.execute(sql`select status, count(*) as n from orders
      where created_at >= ${data.day.from}::timestamptz and created_at < ${data.day.to}::timestamptz group by status`)
    data.ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>
    for (const r of statusRows as { status: OrderStatus; n: unknown }[]) if (r.status in data.ordersByStatus) data.ordersByStatus[r.status] = num(r.n)

    const paid = sql.join(PAID.map((s) => sql`${s}`), sql`, `)
    const { rows: salesRows } = await db.execute(sql`
      select
        coalesce(sum(total_twd) filter (where (payment_paid_at at time zone 'Asia/Taipei')::date = ${today}::date), 0) as today_twd,
        count(*) filter (where (payment_paid_at at time zone 'Asia/Taipei')::date = ${today}::date) as today_orders,
        coalesce(sum(total_twd), 0) as week_twd,
        count(*) as week_orders
      from orders
      where status in (${paid}) and payment_paid_at is not null
        and (payment_paid_at at time zone 'Asia/Taipei')::date between ${addDays(today, -6)}::date and ${today}::date`)
    const s = (salesRows[0] ?? {}) as Record<string, unknown>
    data.sales = { todayTwd: num(s.today_twd), last7DaysTwd: num(s.week_twd), todayOrders: num(s.today_orders), last7DaysOrders: num(s.week_orders) }

    const { rows: refundRows } = await db.execute(sql`select coalesce(sum(refund_amount_twd), 0) as twd, count(*) as n from orders
      where refund_state = 'done' and refund_refunded_at >= ${data.day.from}::timestamptz and refund_refunded_at < ${data.day.to}::timestamptz`)
    const r = (refundRows[0] ?? {}) as Record<string, unknown>
    data.refunds = { todayTwd: num(r.twd), todayOrders: num(r.n) }

    const { rows: declinedRows } = await db.execute(sql`select count(*) as n from payments
      where status = 'failed' and created_at >= ${data.day.from}::timestamptz and created_at < ${data.day.to}::timestamptz`)
    data.declinedPayments = num((declinedRows[0] as { n: unknown } | undefined)?.n)

    const { rows: invoiceRows } = await db.execute(sql`select count(*) as n from orders where invoice_error is not null`)
    data.invoiceErrors = num((invoiceRows[0] as { n: unknown } | undefined)?.n)

    data.kycPending = (await payload.count({ collection: 'kyc-applications', where: { status: { equals: 'submitted' } }, overrideAccess: true })).totalDocs

    const threshold = num((await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).orderRules?.esimLowStock ?? 20)
    const { rows: stockRows } = await db.execute(sql`
      select p.id, coalesce(l.name, d.name, '#' || p.id) as name,
        (select count(*) from esim_codes c where c.product_id = p.id and c.status = 'available') as available
      from products p
      left join products_locales l on l._parent_id = p.id and l._locale = ${locale}
      left join products_locales d on d._parent_id = p.id and d._locale = ${DEFAULT_LOCALE}
      where p.card_type = 'esim'
      order by p.sort_order, p.id`)
    data.esimStock = {
      threshold,
      products: (stockRows as Record<string, unknown>[]).map((r) => ({
        id: num(r.id),
        name: String(r.name),
        available: num(r.available),
        low: isLowStock(num(r.available), threshold),
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
    const { rows } = await db.execute(sql`select count(*) as n from reviews where approved is not true and created_at < now() - interval '72 hours'`)
    const now = new Date()
    data.reviews = {
      waiting: totalDocs,
      overdue: num((rows[0] as { n: unknown }).n),
      oldest: docs.map((d) => ({ id: d.id, title: d.title || d.displayName || `#${d.id}`, hoursLeft: reviewHoursLeft(d.createdAt, now) })),
    }
  }

  if (support) {
    data.chargesToRefund = await chargesToRefund(payload)
    data.paymentErrors = await paymentErrors(payload)
    data.refundsNotConfirmed = await refundsNotConfirmed(payload)
  }

  if (admin) {
    const { rows } = await db.execute(sql`select channel, count(*) as n from outbox where status = 'failed' group by channel`)
    const by = Object.fromEntries((rows as { channel: string; n: unknown }[]).map((r) => [r.channel, num(r.n)]))
    data.failedDeliveries = { mail: by.mail ?? 0, sms: by.sms ?? 0 }

    const { rows: jobRows } = await db.execute(sql`
      select count(*) filter (where completed_at is null and has_error is not true) as queued,
             count(*) filter (where has_error is true) as failed
      from payload_jobs`)
    const j = (jobRows[0] ?? {}) as Record<string, unknown>
    const { rows: failedRows } = await db.execute(sql`
      select id, task_slug, total_tried, error, updated_at from payload_jobs where has_error is true order by updated_at desc limit 10`)
    data.jobs = {
      queued: num(j.queued),
      failed: num(j.failed),
      failedJobs: (failedRows as Record<string, unknown>[]).map((r) => ({
        id: num(r.id),
        task: String(r.task_slug ?? ''),
        tried: num(r.total_tried),
        error: errorText(r.error),
        updatedAt: new Date(String(r.updated_at)).toISOString(),
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
  const db = await sqlHandle(payload)
  const { rows } = await db.execute(sql`
    delete from payload_jobs where id = ${id} and has_error is true and completed_at is null and task_slug is not null
    returning task_slug, input, queue`)
  const job = rows[0] as { task_slug: string; input: unknown; queue: string | null } | undefined
  if (!job) return null
  const queued = await payload.jobs.queue({ task: job.task_slug as never, input: (job.input ?? {}) as never, ...(job.queue ? { queue: job.queue } : {}) })
  return Number((queued as { id: number | string }).id)
}
