import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { isShopError } from '@/domain/errors'
import { isDocumentId } from '@/domain/ids'
import { mayTake, type PickupDay } from '@/domain/staffDesk'
import { statusWord } from '@/i18n/statusWords'
import { fillMessage } from '@/lib/fillMessage'
import type { PickupOrder, PickupRefusal } from '@/lib/views/staffDesk'
import { pickupList, pickupOrder, pickupRefusal, pickupSearch } from '@/server/staff/pickup'

import styles from './desk.module.css'
import { DeskTemplate } from './DeskTemplate'
import { contentLocaleOf, deskLabels } from './labels'
import { PickupCard } from './PickupCard'
import { QrScan } from './QrScan'
import { staffOf } from './staffOf'

const REFUSAL_TEXT = {
  otherAirport: 'refusedOtherAirport',
  unpaid: 'refusedUnpaid',
  cancelled: 'refusedCancelled',
  notPhysical: 'refusedNotPhysical',
} as const satisfies Record<PickupRefusal['reason'], string>

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/** /admin/pickup-desk — the counter's airports, today (tomorrow one tap away), search, the handover. */
export async function PickupDeskView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = req.i18n.language
  const t = deskLabels(language)
  const staff = staffOf(req)
  if (!staff || !mayTake(staff.role, 'pickupList')) {
    return <DeskTemplate props={props}><p className={styles.desk}>{t.notAllowed}</p></DeskTemplate>
  }
  const locale = contentLocaleOf(language)
  const day: PickupDay = one(props.searchParams?.day) === 'tomorrow' ? 'tomorrow' : 'today'
  const query = one(props.searchParams?.q).trim()
  const orderId = Number(one(props.searchParams?.order))
  const list = await pickupList(req.payload, staff, { day, locale })
  const found: PickupOrder[] | null = query ? await pickupSearch(req.payload, staff, { query, locale }) : null
  let selected: PickupOrder | null = null
  if (isDocumentId(orderId)) {
    selected = await pickupOrder(req.payload, staff, { orderId, locale }).catch((error: unknown) => {
      if (isShopError(error)) return null
      throw error
    })
  } else if (found?.length === 1) selected = found[0]!
  const rows = found ?? list.orders
  const handedOver = one(props.searchParams?.handedOver) === '1' && selected?.status === 'pickedUp' ? fillMessage(t.handedOver, { order: selected.orderNumber }) : ''
  // Nothing to hand over for what was typed or opened: say why (another airport, not paid, cancelled, not a card).
  const refusal =
    (isDocumentId(orderId) && !selected) || (query && !found?.length)
      ? await pickupRefusal(req.payload, staff, isDocumentId(orderId) && !selected ? { orderId, locale } : { query, locale })
      : null

  return (
    <DeskTemplate props={props}>
      <div className={styles.desk} data-testid="pickup-desk">
        <h1>{t.pickupDesk}</h1>
        <p>{t.yourAirports}: {list.airports.join(', ') || t.none}</p>
        <nav className={styles.tabs} aria-label={t.date}>
          <Link href="/admin/pickup-desk" className={`${styles.button} ${styles.secondary}`} aria-current={day === 'today' && !query ? 'page' : undefined}>{t.today}</Link>
          <Link href="/admin/pickup-desk?day=tomorrow" className={`${styles.button} ${styles.secondary}`} aria-current={day === 'tomorrow' && !query ? 'page' : undefined}>{t.tomorrow}</Link>
        </nav>
        <form method="get" action="/admin/pickup-desk" className={styles.search} role="search">
          <input name="q" type="search" defaultValue={query} placeholder={t.pickupSearch} aria-label={t.pickupSearch} minLength={2} maxLength={200} data-testid="pickup-q" />
          <button type="submit" className={styles.button}>{t.search}</button>
        </form>
        <div className={styles.scanArea}>
          <QrScan labels={{ scan: t.scan, stop: t.stopScan, noCamera: t.noCamera }} />
          {/* Always in the page (empty, not hidden), so the message after a handover is a change screen readers announce. */}
          <p role="status" className={handedOver ? styles.success : styles.quiet} data-testid="pickup-done">{handedOver}</p>
        </div>
        {refusal ? (
          <p className={styles.notice} role="status" data-testid="pickup-refusal" data-reason={refusal.reason}>
            {fillMessage(t[REFUSAL_TEXT[refusal.reason]], { order: refusal.orderNumber, airport: refusal.reason === 'otherAirport' ? refusal.airport : '' })}
          </p>
        ) : null}
        {selected ? <PickupCard order={selected} language={language} /> : null}
        <section aria-labelledby="pickup-list-h">
          <h2 id="pickup-list-h">{found ? t.orders : fillMessage(t.pickupsOn, { date: list.date })}</h2>
          {rows.length ? (
            <table className={`${styles.table} ${styles.middle}`} data-testid="pickup-list">
              <thead><tr><th>{t.orders}</th><th>{t.status}</th><th>{t.customer}</th><th>{t.item}</th><th>{t.date}</th><th>{t.counter}</th></tr></thead>
              <tbody>
                {rows.map((o) => (
                  <tr key={o.id}>
                    <td><Link className={styles.tapLink} href={`/admin/pickup-desk?order=${o.id}${day === 'tomorrow' ? '&day=tomorrow' : ''}`}>{o.orderNumber}</Link></td>
                    <td>{statusWord(language, o.status)}</td>
                    <td>{o.surname} {o.givenName}</td>
                    <td>{o.itemName} × {o.quantity}</td>
                    <td>{o.date} {o.time ?? ''}</td>
                    <td>{o.counter ?? o.airport}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : <p>{found ? t.nothingFound : t.noPickups}</p>}
        </section>
      </div>
    </DeskTemplate>
  )
}
