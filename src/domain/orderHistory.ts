/**
 * Order history and audit lines as data (issue 38 §5): what happened is stored as a kind and its parameters, and
 * written out when read, in the reader's language (messages `orderHistory.*`). Entries written before this keep
 * their English free text (`note`), shown as it is.
 */
import { formatNtd } from './money'

export type HistoryParams =
  /** Money went back with the goods (a cancellation after payment). */
  | { kind: 'refunded'; amount: number; fee: number; waived?: boolean; cancelled?: number; revoked?: number; localOnly?: number }
  /** Support gave part of the money back (goodwill, a fault); the order keeps its status. */
  | { kind: 'partlyRefunded'; amount: number; left: number; reason: string }
  | { kind: 'handedOver'; cards: string }
  /** A mistaken handover taken back: the card is again waiting at the counter. */
  | { kind: 'handoverUndone'; reason: string; cards: string }
  | { kind: 'ticketAdmitted'; index: number; total: number }
  /** An unpaid order cancelled by staff, with their reason when they gave one. */
  | { kind: 'cancelledUnpaid'; reason?: string }
  /** Audit of a staff cancellation with a refund: `overrides` names the traveller's rule set aside. */
  | { kind: 'cancelledRefunded'; amount: number; fee: number; waived: boolean; overrides?: string; reason?: string }
  /** Support moved a deck ticket's visit (Taipei date and slot). */
  | { kind: 'visitChanged'; from: string; to: string }
  /** Support moved a SIM's pickup (counter, Taipei date and time), each side as the order named it. */
  | { kind: 'pickupChanged'; from: string; to: string }
  /** Support corrected the contact e-mail and/or phone; the new values (staff read the history, never the traveller). */
  | { kind: 'contactChanged'; email?: string; phone?: string }

export type HistoryKind = HistoryParams['kind']

export const HISTORY_KINDS: readonly HistoryKind[] = ['refunded', 'partlyRefunded', 'handedOver', 'handoverUndone', 'ticketAdmitted', 'cancelledUnpaid', 'cancelledRefunded', 'visitChanged', 'pickupChanged', 'contactChanged']

export const isHistoryParams = (value: unknown): value is HistoryParams =>
  typeof value === 'object' && value !== null && (HISTORY_KINDS as readonly unknown[]).includes((value as { kind?: unknown }).kind)

/** A message of the reader's language: `key` under `orderHistory`, with ICU values. */
export type HistoryTranslate = (key: string, values?: Record<string, string | number>) => string

/**
 * The line of one entry in the reader's language: its parameters written out, or its stored text (an entry from
 * before), or null when it has neither. Free text staff typed (a reason) is quoted as typed.
 */
export function historyText(entry: { params?: unknown; note?: string | null }, t: HistoryTranslate): string | null {
  const p = entry.params
  if (!isHistoryParams(p)) return entry.note ?? null
  const withReason = (text: string, reason?: string) => (reason ? t('withReason', { text, reason }) : text)
  switch (p.kind) {
    case 'refunded': {
      const text = t(p.waived ? 'refundedFeeWaived' : 'refunded', { amount: formatNtd(p.amount), fee: formatNtd(p.fee) })
      const taken = (p.cancelled ?? 0) + (p.revoked ?? 0) + (p.localOnly ?? 0)
      return taken ? `${text}; ${t('esimTakenBack', { cancelled: p.cancelled ?? 0, revoked: p.revoked ?? 0, localOnly: p.localOnly ?? 0 })}` : text
    }
    case 'partlyRefunded':
      return withReason(t('partlyRefunded', { amount: formatNtd(p.amount), left: formatNtd(p.left) }), p.reason)
    case 'handedOver':
      return t('handedOver', { cards: p.cards })
    case 'handoverUndone':
      return withReason(t('handoverUndone', { cards: p.cards }), p.reason)
    case 'ticketAdmitted':
      return t('ticketAdmitted', { index: p.index, total: p.total })
    case 'cancelledUnpaid':
      return withReason(t('cancelledUnpaid'), p.reason)
    case 'cancelledRefunded': {
      const text = t(p.waived ? 'refundedFeeWaived' : 'refunded', { amount: formatNtd(p.amount), fee: formatNtd(p.fee) })
      return withReason(p.overrides ? `${text} ${t('ruleSetAside')}` : text, p.reason)
    }
    case 'visitChanged':
      return t('visitChanged', { from: p.from, to: p.to })
    case 'pickupChanged':
      return t('pickupChanged', { from: p.from, to: p.to })
    case 'contactChanged':
      return [p.email ? t('emailChanged', { email: p.email }) : null, p.phone ? t('phoneChanged', { phone: p.phone }) : null].filter(Boolean).join('; ')
  }
}

/**
 * Notes written before entries were data, read back as data where their shape is known (the migration uses it),
 * so the history of old orders reads in the admin's language too; any other text stays as it is.
 */
export function paramsOfOldNote(event: string, note: string | null): HistoryParams | null {
  if (!note) return null
  const refund = event === 'refund' ? /^refund of (\d+) TWD, fee (\d+) TWD(?:; eSIM profiles taken back: (\d+) cancelled, (\d+) revoked, (\d+) imported codes revoked in the shop only)?$/.exec(note) : null
  if (refund) {
    const [, amount, fee, cancelled, revoked, localOnly] = refund
    return { kind: 'refunded', amount: Number(amount), fee: Number(fee), ...(cancelled ? { cancelled: Number(cancelled), revoked: Number(revoked), localOnly: Number(localOnly) } : {}) }
  }
  const cards = event === 'pickUp' ? /^cards (.+)$/.exec(note) : null
  if (cards) return { kind: 'handedOver', cards: cards[1]! }
  const ticket = event === 'redeem' ? /^ticket (\d+) of (\d+) admitted$/.exec(note) : null
  if (ticket) return { kind: 'ticketAdmitted', index: Number(ticket[1]), total: Number(ticket[2]) }
  return null
}
