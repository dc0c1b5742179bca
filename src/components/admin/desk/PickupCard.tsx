import { formatTaipei } from '@/domain/dates'
import { MESSAGES } from '@/i18n/messages'
import { statusWord } from '@/i18n/statusWords'
import { fillMessage } from '@/lib/fillMessage'
import type { PickupOrder } from '@/lib/views/staffDesk'

import { CardList } from './CardList'
import styles from './desk.module.css'
import { contentLocaleOf, deskLabels, langHeaderOf } from './labels'
import { PickupConfirm } from './PickupConfirm'

/** One pickup as the counter needs it: who, what, where, each card with its holder, the ID checklist and the handover form. */
export function PickupCard({ order, language }: { order: PickupOrder; language: string }) {
  const t = deskLabels(language)
  const holderName = (holder: PickupOrder['cards'][number]['holder']) => (holder ? `${holder.surname} ${holder.givenName}` : null)
  const guardian = order.guardianRequired || order.cards.some((card) => card.holder?.guardianRequired)
  return (
    <section className={styles.card} aria-labelledby={`p-${order.id}`} data-testid="pickup-card">
      <div className={styles.row}>
        <h2 id={`p-${order.id}`}>{order.orderNumber}</h2>
        <span className={styles.status} data-testid="pickup-status" role="status">{statusWord(language, order.status)}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t.customer}</dt><dd data-testid="pickup-name">{order.surname} {order.givenName}</dd>
        <dt>{t.item}</dt><dd>{order.itemName}{order.planLabel ? ` · ${order.planLabel}` : ''}</dd>
        <dt>{t.quantity}</dt><dd>{order.quantity}</dd>
        <dt>{t.airport}</dt><dd>{order.airport}{order.counter ? ` · ${order.counter}` : ''}</dd>
        <dt>{t.date}</dt><dd>{order.date} {order.time ?? ''}</dd>
        {order.pickedUpAt ? <><dt>{t.pickedUpAt}</dt><dd>{formatTaipei(order.pickedUpAt)}</dd></> : null}
        {order.cardSerials.length ? <><dt>{t.cardSerials}</dt><dd data-testid="pickup-serials">{order.cardSerials.join(', ')}</dd></> : null}
      </dl>
      {/* One SIM card per passport: the counter hands each card to its holder, after checking that holder's passport. */}
      <h3>{t.cards}</h3>
      <CardList cards={order.cards} language={language} />
      {order.status === 'unpaid' || order.status === 'cancelled' || order.status === 'refunded' ? (
        <p className={styles.notice} data-testid="pickup-refusal" data-reason={order.status === 'unpaid' ? 'unpaid' : 'cancelled'}>
          {fillMessage(order.status === 'unpaid' ? t.refusedUnpaid : t.refusedCancelled, { order: order.orderNumber })}
        </p>
      ) : null}
      <h3>{t.idCheck}</h3>
      <ul data-testid="pickup-checklist">
        <li>{t.docPassport}</li>
        <li>{t.docSecond}</li>
        <li><strong>{guardian ? t.guardianNeeded : t.adult}</strong></li>
        {/* The rule in the shop's one wording (messages.cardHolders.rule), in the desk's language. */}
        <li>{MESSAGES[contentLocaleOf(language)].cardHolders.rule}</li>
      </ul>
      {order.status === 'pendingPickup' ? (
        <PickupConfirm
          orderId={order.id}
          cards={order.cards.map(({ card, holder }) => ({ card, holder: holderName(holder) }))}
          language={language}
          lang={langHeaderOf(language)}
        />
      ) : null}
    </section>
  )
}
