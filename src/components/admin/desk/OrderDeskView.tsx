import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { formatTaipei } from '@/domain/dates'
import { isShopError } from '@/domain/errors'
import { isDocumentId } from '@/domain/ids'
import { formatNtd } from '@/domain/money'
import { mayTake } from '@/domain/staffDesk'
import { statusWord } from '@/i18n/statusWords'
import type { DeskMember, DeskOrderRow, DeskSearchResult } from '@/lib/views/staffDesk'
import { deskMember, searchDesk } from '@/server/staff/search'

import styles from './desk.module.css'
import { DeskTemplate } from './DeskTemplate'
import { contentLocaleOf, deskLabels, langHeaderOf, type DeskLabels } from './labels'
import { ResetMailButton } from './ResetMailButton'
import { staffOf } from './staffOf'

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

function OrdersTable({ orders, t, language }: { orders: DeskOrderRow[]; t: DeskLabels; language: string }) {
  return (
    <table className={styles.table} data-testid="desk-orders">
      <thead>
        <tr><th>{t.orders}</th><th>{t.status}</th><th>{t.item}</th><th>{t.customer}</th><th>{t.phone}</th><th>{t.total}</th><th>{t.orderedAt}</th></tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td><Link href={`/admin/collections/orders/${o.id}`}>{o.orderNumber}</Link></td>
            <td>{statusWord(language, o.status)}</td>
            <td>{o.itemName}</td>
            <td>{o.surname} {o.givenName}<br />{o.contactEmail}</td>
            <td>{o.contactPhone}</td>
            <td>{formatNtd(o.totalTwd)}</td>
            <td>{formatTaipei(o.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** /admin/order-desk — support's one search box, and a member's page with their orders. */
export async function OrderDeskView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = req.i18n.language
  const t = deskLabels(language)
  const staff = staffOf(req)
  if (!staff || !mayTake(staff.role, 'searchOrders')) {
    return <DeskTemplate props={props}><p className={styles.desk}>{t.notAllowed}</p></DeskTemplate>
  }
  const query = one(props.searchParams?.q).trim()
  const memberId = Number(one(props.searchParams?.member))
  let result: DeskSearchResult | null = null
  let member: DeskMember | null = null
  if (isDocumentId(memberId)) {
    member = await deskMember(req.payload, memberId, contentLocaleOf(language)).catch((error: unknown) => {
      if (isShopError(error)) return null
      throw error
    })
  } else if (query) {
    result = await searchDesk(req.payload, query, contentLocaleOf(language))
  }

  return (
    <DeskTemplate props={props}>
      <div className={styles.desk}>
        <h1>{t.orderDesk}</h1>
        <form method="get" action="/admin/order-desk" className={styles.search} role="search">
          <label htmlFor="desk-q" className="sr-only">{t.searchLabel}</label>
          <input id="desk-q" name="q" type="search" defaultValue={query} placeholder={t.searchLabel} aria-label={t.searchLabel} minLength={2} maxLength={100} />
          <button type="submit" className={styles.button}>{t.search}</button>
        </form>
        {member ? (
          <section className={styles.card} aria-labelledby="desk-member">
            <h2 id="desk-member">{member.name || member.email}</h2>
            <dl className={styles.facts}>
              <dt>{t.email}</dt><dd>{member.email}</dd>
              <dt>{t.phone}</dt><dd>{member.phone ?? t.none}</dd>
            </dl>
            <div><ResetMailButton memberId={member.id} language={language} lang={langHeaderOf(language)} /></div>
            <h3>{t.memberOrders}</h3>
            {member.orders.length ? <OrdersTable orders={member.orders} t={t} language={language} /> : <p>{t.nothingFound}</p>}
          </section>
        ) : null}
        {result ? (
          <>
            <section aria-labelledby="desk-orders-h">
              <h2 id="desk-orders-h">{t.orders}</h2>
              {result.orders.length ? <OrdersTable orders={result.orders} t={t} language={language} /> : <p>{t.nothingFound}</p>}
            </section>
            <section aria-labelledby="desk-members-h">
              <h2 id="desk-members-h">{t.members}</h2>
              {result.members.length ? (
                <table className={styles.table} data-testid="desk-members">
                  <tbody>
                    {result.members.map((m) => (
                      <tr key={m.id}><td><Link href={`/admin/order-desk?member=${m.id}`}>{m.name || m.email}</Link></td><td>{m.email}</td><td>{m.phone ?? ''}</td></tr>
                    ))}
                  </tbody>
                </table>
              ) : <p>{t.nothingFound}</p>}
            </section>
          </>
        ) : null}
      </div>
    </DeskTemplate>
  )
}
