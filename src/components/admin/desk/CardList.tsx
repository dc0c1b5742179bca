import { fillMessage } from '@/lib/fillMessage'
import type { PickupCard } from '@/lib/views/staffDesk'

import { deskLabels } from './labels'

/** "Card 1 · CHEN MEI LING · serial" for each card: one SIM card per passport, so the desk names every card's holder. */
export function CardList({ cards, language }: { cards: PickupCard[]; language: string }) {
  const t = deskLabels(language)
  return (
    <ol data-testid="pickup-cards">
      {cards.map(({ card, holder, serial }) => (
        <li key={card} data-testid="pickup-card-holder" data-card={card}>
          <strong>{fillMessage(t.card, { n: card })}</strong>
          {' · '}
          {holder ? `${holder.surname} ${holder.givenName}` : t.holderNotNamed}
          {holder?.guardianRequired ? ` · ${t.guardianNeeded}` : ''}
          {serial ? <> · <span data-testid="pickup-card-serial">{serial}</span></> : null}
        </li>
      ))}
    </ol>
  )
}
