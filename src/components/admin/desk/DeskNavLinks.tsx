import Link from 'next/link'
import type { ServerProps } from 'payload'

import { mayTake } from '@/domain/staffDesk'

import { deskLabels } from './labels'

/** Links to the desks in the admin's side menu, for the roles that use them. */
export function DeskNavLinks({ user, i18n }: ServerProps) {
  const role = (user as { collection?: string; role?: string } | undefined)?.collection === 'staff' ? (user as { role?: string }).role : null
  if (!role) return null
  const t = deskLabels(i18n?.language)
  return (
    <div style={{ display: 'grid', gap: '0.25rem', marginBlock: '1rem' }}>
      {mayTake(role, 'searchOrders') ? <Link className="nav__link" href="/admin/order-desk" data-testid="nav-order-desk"><span className="nav__link-label">{t.orderDesk}</span></Link> : null}
      {mayTake(role, 'pickupList') ? <Link className="nav__link" href="/admin/pickup-desk" data-testid="nav-pickup-desk"><span className="nav__link-label">{t.pickupDesk}</span></Link> : null}
      {mayTake(role, 'checkTicket') ? <Link className="nav__link" href="/admin/ticket-desk" data-testid="nav-ticket-desk"><span className="nav__link-label">{t.ticketDesk}</span></Link> : null}
    </div>
  )
}
