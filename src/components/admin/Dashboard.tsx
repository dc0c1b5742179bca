import Link from 'next/link'
import type { ReactNode } from 'react'
import type { Payload, TypedUser } from 'payload'

import { adminText } from '@/cms/adminText'
import { label, OPTIONS } from '@/cms/labels'
import { adminListHref } from '@/domain/dashboard'
import { mayTake } from '@/domain/staffDesk'
import { dashboardData } from '@/server/admin/dashboard'

import { AdminActionButton } from './AdminActionButton'
import { deskLabels } from './desk/labels'
import { formatTaipei, formatTwd } from './format'

type Props = { payload: Payload; user?: TypedUser | null; i18n?: { language?: string } }

const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.8)' }
const grid = { display: 'grid', gap: 'var(--base)', alignItems: 'start', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', marginBottom: 'calc(var(--base) * 2)' }
const num = { textAlign: 'right' as const, paddingLeft: 16 }

/** Something staff must act on, across the whole row of the grid: a table of several columns and its sentence do not fit a 280 px card. */
function AlertSection({ testId, title, note, children }: { testId: string; title: string; note: string; children: ReactNode }) {
  return (
    <section style={{ ...card, gridColumn: '1 / -1', borderColor: 'var(--theme-error-500)' }} data-testid={testId} aria-labelledby={`${testId}-h`}>
      <h3 id={`${testId}-h`} style={{ marginTop: 0 }}>
        {title}
      </h3>
      <p>{note}</p>
      <div style={{ overflowX: 'auto' }}>{children}</div>
    </section>
  )
}

/**
 * Above Payload's collection cards: the day's work for the staff member's role — pickups per airport today
 * and tomorrow, orders by status, sales (Taiwan dates), reviews and their 72-hour clock, KYC to check,
 * failed deliveries, eSIM stock, and for admins the background jobs. Read on the server (src/server/admin).
 */
export async function Dashboard({ payload, user, i18n }: Props) {
  const language = i18n?.language
  const text = adminText(language)
  const d = await dashboardData(payload, user as never, language)
  const role = (user as { collection?: string; role?: string } | null | undefined)?.collection === 'staff' ? (user as { role?: string }).role : null
  const desk = deskLabels(language)
  const today = { greater_than_equal: d.day.from, less_than: d.day.to }
  const statusLabel = (status: string) => {
    const words = OPTIONS[status]
    return words ? (label(words) as Record<string, string>)[language ?? 'en'] ?? words[0] : status
  }
  const pickups = (rows: NonNullable<typeof d.pickups>['today'], testId: string, title: string) => (
    <section style={card} data-testid={testId} aria-labelledby={`${testId}-h`}>
      <h3 id={`${testId}-h`} style={{ marginTop: 0 }}>
        {title}
      </h3>
      {rows.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>{text.airport}</th>
              <th scope="col" style={num}>{statusLabel('pendingPickup')}</th>
              <th scope="col" style={num}>{statusLabel('pickedUp')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.airportId} data-airport={r.airportId}>
                <td>{r.airport}</td>
                <td style={num} data-cell="due">{r.due}</td>
                <td style={num} data-cell="pickedUp">{r.pickedUp}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{text.none}</p>
      )}
    </section>
  )
  return (
    <div data-testid="shop-dashboard" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2>
        {text.dashboard} · {d.today} <small style={{ fontWeight: 400 }}>({text.taipeiTime})</small>
      </h2>
      {/* The desks first: support starts its work there (the side menu lists them last); the counter has its own card below. */}
      {mayTake(role, 'searchOrders') ? (
        <nav aria-label={text.desks} data-testid="dash-desks" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 0.5)', marginBottom: 'var(--base)' }}>
          {mayTake(role, 'searchOrders') ? (
            <Link href="/admin/order-desk" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }} data-testid="dash-order-desk-link">
              {desk.orderDesk}
            </Link>
          ) : null}
          {mayTake(role, 'pickupList') ? (
            <Link href="/admin/pickup-desk" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} data-testid="dash-pickup-desk-link">
              {desk.pickupDesk}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <div style={grid}>
        {/* Counter staff come here to hand cards over: the desk is the first thing they see, not an empty board. */}
        {(user as { role?: string } | null | undefined)?.role === 'counter' ? (
          <section style={card} data-testid="dash-pickup-desk" aria-labelledby="dash-pickup-desk-h">
            <h3 id="dash-pickup-desk-h" style={{ marginTop: 0 }}>{text.openPickupDesk}</h3>
            <p>{text.pickupDeskIntro}</p>
            <p>
              <Link href="/admin/pickup-desk" className="btn btn--style-primary btn--size-medium">
                {text.openPickupDesk}
              </Link>
            </p>
          </section>
        ) : null}
        {d.pickups ? pickups(d.pickups.today, 'dash-pickups-today', `${text.pickupsToday} (${d.today})`) : null}
        {d.pickups ? pickups(d.pickups.tomorrow, 'dash-pickups-tomorrow', `${text.pickupsTomorrow} (${d.tomorrow})`) : null}
        {d.ordersByStatus ? (
          <section style={card} data-testid="dash-orders" aria-labelledby="dash-orders-h">
            <h3 id="dash-orders-h" style={{ marginTop: 0 }}>{text.ordersToday}</h3>
            <table>
              <tbody>
                {Object.entries(d.ordersByStatus).map(([status, n]) => (
                  <tr key={status} data-status={status}>
                    <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                      <Link href={adminListHref('orders', { status: { equals: status }, createdAt: today })}>{statusLabel(status)}</Link>
                    </th>
                    <td style={num}>{n}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
        {d.sales ? (
          <section style={card} data-testid="dash-sales" aria-labelledby="dash-sales-h">
            <h3 id="dash-sales-h" style={{ marginTop: 0 }}>{text.sales}</h3>
            <p>
              {text.today}: <strong data-cell="today">{formatTwd(d.sales.todayTwd)}</strong> ({d.sales.todayOrders})
            </p>
            <p>
              {text.last7Days}: <strong data-cell="week">{formatTwd(d.sales.last7DaysTwd)}</strong> ({d.sales.last7DaysOrders})
            </p>
            {d.refunds ? (
              <p>
                {text.refundsToday}: <strong data-cell="refunds">{formatTwd(d.refunds.todayTwd)}</strong> ({d.refunds.todayOrders})
              </p>
            ) : null}
          </section>
        ) : null}
        {d.declinedPayments !== undefined && d.invoiceErrors !== undefined ? (
          <section style={card} data-testid="dash-problems" aria-labelledby="dash-problems-h">
            <h3 id="dash-problems-h" style={{ marginTop: 0 }}>{text.needsAttention}</h3>
            <p>
              <Link href={adminListHref('payments', { status: { equals: 'failed' }, createdAt: today })}>{text.declinedToday}</Link>:{' '}
              <strong data-cell="declined">{d.declinedPayments}</strong>
            </p>
            <p>
              <Link href={adminListHref('orders', { 'invoice.error': { exists: true } })}>{text.invoiceErrors}</Link>:{' '}
              <strong data-cell="invoice-errors" style={{ color: d.invoiceErrors ? 'var(--theme-error-600)' : undefined }}>{d.invoiceErrors}</strong>
            </p>
          </section>
        ) : null}
        {d.reviews ? (
          <section style={card} data-testid="dash-reviews" aria-labelledby="dash-reviews-h">
            <h3 id="dash-reviews-h" style={{ marginTop: 0 }}>{text.reviewsWaiting}</h3>
            <p>
              <strong data-cell="waiting">{d.reviews.waiting}</strong>
              {d.reviews.overdue ? (
                <span style={{ color: 'var(--theme-error-600)' }} data-cell="overdue">
                  {' '}· {d.reviews.overdue} {text.overdue}
                </span>
              ) : null}
            </p>
            <ul style={{ paddingLeft: 18, margin: 0 }}>
              {d.reviews.oldest.map((r) => (
                <li key={r.id}>
                  <Link href={`/admin/collections/reviews/${r.id}`}>{r.title}</Link> — {r.hoursLeft < 0 ? text.overdue : text.hoursLeft(r.hoursLeft)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {d.kycPending !== undefined ? (
          <section style={card} data-testid="dash-kyc" aria-labelledby="dash-kyc-h">
            <h3 id="dash-kyc-h" style={{ marginTop: 0 }}>{text.kycPending}</h3>
            <p>
              <Link href="/admin/collections/kyc-applications?where[status][equals]=submitted">
                <strong data-cell="pending">{d.kycPending}</strong>
              </Link>
            </p>
          </section>
        ) : null}
        {d.failedDeliveries ? (
          <section style={card} data-testid="dash-deliveries" aria-labelledby="dash-deliveries-h">
            <h3 id="dash-deliveries-h" style={{ marginTop: 0 }}>{text.failedDeliveries}</h3>
            <p>
              {statusLabel('mail')}: <strong data-cell="mail">{d.failedDeliveries.mail}</strong> · {statusLabel('sms')}:{' '}
              <strong data-cell="sms">{d.failedDeliveries.sms}</strong>
            </p>
            <p>
              <Link href="/admin/collections/outbox?where[status][equals]=failed">{text.open}</Link>
            </p>
          </section>
        ) : null}
        {d.esimStock ? (
          <section style={card} data-testid="dash-esim" aria-labelledby="dash-esim-h">
            <h3 id="dash-esim-h" style={{ marginTop: 0 }}>{text.esimStock}</h3>
            <table>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left' }}>{text.product}</th>
                  <th scope="col" style={num}>{text.left}</th>
                </tr>
              </thead>
              <tbody>
                {d.esimStock.products.map((p) => (
                  <tr key={p.id} data-product={p.id} data-low={p.low}>
                    <td>{p.name}</td>
                    <td style={{ ...num, color: p.low ? 'var(--theme-error-600)' : undefined, fontWeight: p.low ? 700 : 400 }}>
                      <span data-cell="available">{p.available}</span>
                      {p.low ? ` ⚠ ${text.lowStock}` : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
        {d.chargesToRefund?.length ? (
          <AlertSection testId="dash-refunds" title={text.chargesToRefund} note={text.chargesToRefundNote}>
            <table>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left' }}>{text.orderNumber}</th>
                  <th scope="col" style={num}>{text.amount}</th>
                  <th scope="col" style={{ textAlign: 'left', paddingLeft: 16 }}>{text.card}</th>
                  <th scope="col" style={{ textAlign: 'left', paddingLeft: 16 }}>{text.since}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {d.chargesToRefund.map((charge) => (
                  <tr key={charge.id} data-payment={charge.id}>
                    <td>{charge.orderNumber}</td>
                    <td style={num} data-cell="amount">{formatTwd(charge.amountTwd)}</td>
                    <td style={{ paddingLeft: 16 }}>{charge.cardLast4 ? `•••• ${charge.cardLast4}` : '—'}</td>
                    <td style={{ paddingLeft: 16, whiteSpace: 'nowrap' }}>
                      {formatTaipei(charge.since)}
                      {charge.refused ? <div style={{ color: 'var(--theme-error-600)' }}>{text.refusedAgain}</div> : null}
                    </td>
                    <td style={{ paddingLeft: 16, minWidth: '14em' }}>
                      <AdminActionButton
                        path={`/api/admin-payments/${charge.id}/refund`}
                        label={text.refundNow}
                        name={`${text.refundNow} ${charge.orderNumber}`}
                        done={text.refundedNow}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </AlertSection>
        ) : null}
        {d.paymentErrors?.length ? (
          // No card pays while TapPay refuses the shop's own set-up: the first thing to fix.
          <AlertSection testId="dash-payment-errors" title={text.paymentErrors} note={text.paymentErrorsNote}>
            <table>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left' }}>{text.tapPayStatus}</th>
                  <th scope="col" style={num}>{text.times}</th>
                  <th scope="col" style={{ textAlign: 'left', paddingLeft: 16 }}>{text.lastAt}</th>
                </tr>
              </thead>
              <tbody>
                {d.paymentErrors.map((e) => (
                  <tr key={e.status} data-status={e.status}>
                    <td>
                      {e.status} {e.name}
                    </td>
                    <td style={num} data-cell="count">{e.count}</td>
                    <td style={{ paddingLeft: 16, whiteSpace: 'nowrap' }}>{formatTaipei(e.last)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </AlertSection>
        ) : null}
        {d.refundsNotConfirmed?.length ? (
          <AlertSection testId="dash-refunds-unconfirmed" title={text.refundsNotConfirmed} note={text.refundsNotConfirmedNote}>
            <table>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left' }}>{text.orderNumber}</th>
                  <th scope="col" style={num}>{text.amount}</th>
                  <th scope="col" style={{ textAlign: 'left', paddingLeft: 16 }}>{text.since}</th>
                  <th scope="col" style={num}>{text.tries}</th>
                  <th scope="col" style={{ textAlign: 'left', paddingLeft: 16 }}>{text.lastAnswer}</th>
                </tr>
              </thead>
              <tbody>
                {d.refundsNotConfirmed.map((r) => (
                  <tr key={r.orderId} data-order={r.orderId}>
                    <td>
                      <Link href={`/admin/collections/orders/${r.orderId}`}>{r.orderNumber}</Link>
                    </td>
                    <td style={num} data-cell="amount">{formatTwd(r.amountTwd)}</td>
                    <td style={{ paddingLeft: 16, whiteSpace: 'nowrap' }}>{formatTaipei(r.since)}</td>
                    <td style={num}>{r.tries}</td>
                    <td style={{ paddingLeft: 16, maxWidth: 360, wordBreak: 'break-word' }}>{r.problem ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </AlertSection>
        ) : null}
        {d.jobs ? (
          <section style={card} data-testid="dash-jobs" aria-labelledby="dash-jobs-h">
            <h3 id="dash-jobs-h" style={{ marginTop: 0 }}>{text.jobs}</h3>
            <p>
              {text.queued}: <strong data-cell="queued">{d.jobs.queued}</strong> · {text.failed}: <strong data-cell="failed">{d.jobs.failed}</strong>
            </p>
            {d.jobs.failedJobs.length ? (
              <table>
                <thead>
                  <tr>
                    <th scope="col" style={{ textAlign: 'left' }}>{text.task}</th>
                    <th scope="col" style={{ textAlign: 'left' }}>{text.lastError}</th>
                    <th scope="col" />
                  </tr>
                </thead>
                <tbody>
                  {d.jobs.failedJobs.map((job) => (
                    <tr key={job.id} data-job={job.id}>
                      <td>
                        {job.task} #{job.id}
                      </td>
                      <td style={{ maxWidth: 260, wordBreak: 'break-word' }}>{job.error}</td>
                      <td>
                        <AdminActionButton path={`/api/admin-jobs/${job.id}/retry`} label={text.retry} name={`${text.retry} #${job.id}`} done={text.retried} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  )
}
