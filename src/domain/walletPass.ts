/**
 * What a wallet pass (Apple Wallet `.pkpass`, Google Wallet object) of an order holds (issue 41 item 5): one pass
 * for the pickup voucher, one per e-ticket, one per eSIM. Pure: which passes a delivered order has, their ids in
 * download addresses, and their fields (labels are keys the server translates; values as the order page shows them).
 */
import type { DeliveryKind, TicketLeg } from './fulfilment'

export const WALLETS = ['apple', 'google'] as const
export type Wallet = (typeof WALLETS)[number]

/** A download's file part: `voucher.pkpass`, `ticket-2.pkpass`, `esim-1.google-wallet`. */
export const WALLET_SUFFIX: Record<Wallet, string> = { apple: '.pkpass', google: '.google-wallet' }

export type WalletLabel =
  | 'orderNumber'
  | 'item'
  | 'plan'
  | 'traveller'
  | 'pickupPlace'
  | 'pickupDate'
  | 'pickupTime'
  | 'visitDate'
  | 'timeSlot'
  | 'ticket'
  | 'smdpAddress'
  | 'matchingId'
  | 'activationCode'

/** How the server writes a value: as it is, as a date (YYYY-MM-DD) or a time (HH:mm) of that date. */
export type WalletValue = { text: string; format: 'text' | 'date' | 'time'; date?: string }

export type WalletField = { key: string; label: WalletLabel; value: WalletValue; area: 'header' | 'primary' | 'secondary' | 'auxiliary' | 'back' }

export type WalletItem = {
  /** Its id in the download address and the pass's serial number (with the order number). */
  id: string
  kind: 'voucher' | 'ticket' | 'esim'
  /** The QR code's text: the voucher's order number, the ticket's signed code; an eSIM pass has none (its code is text). */
  barcode: string | null
  /** The ticket's label in the order page's words ("Ticket 1 of 2 (return journey)"). */
  ticket: { n: number; total: number; leg: TicketLeg | 'none' } | null
  fields: WalletField[]
  /** When the pass matters (the pickup or the visit), Taiwan time. */
  relevant: { date: string; time: string } | null
}

/** The facts of a delivered order a pass is made from (src/server/fulfilment/pass.ts reads them). */
export type WalletOrder = {
  orderNumber: string
  kind: DeliveryKind
  delivered: boolean
  itemName: string
  planLabel: string | null
  name: string
  voucher: string | null
  pickup: { place: string; date: string; time: string | null } | null
  visit: { date: string; timeSlot: string } | null
  tickets: { index: number; total: number; leg: TicketLeg; qr: string }[]
  esims: { lpa: string; smdpAddress: string; matchingId: string }[]
}

const text = (value: string): WalletValue => ({ text: value, format: 'text' })

/** The order's passes: none unless it is delivered (an unpaid, cancelled or refunded order has none). */
export function walletItems(order: WalletOrder): WalletItem[] {
  if (!order.delivered) return []
  const head: WalletField[] = [
    { key: 'orderNumber', label: 'orderNumber', value: text(order.orderNumber), area: 'header' },
    { key: 'item', label: 'item', value: text(order.itemName), area: 'primary' },
  ]
  const plan: WalletField[] = order.planLabel ? [{ key: 'plan', label: 'plan', value: text(order.planLabel), area: 'secondary' }] : []
  const traveller: WalletField = { key: 'traveller', label: 'traveller', value: text(order.name), area: 'secondary' }
  if (order.kind === 'voucher' && order.voucher) {
    const pickup = order.pickup
    const place: WalletField[] = pickup
      ? [
          { key: 'pickupPlace', label: 'pickupPlace', value: text(pickup.place), area: 'auxiliary' },
          { key: 'pickupDate', label: 'pickupDate', value: { text: pickup.date, format: 'date' }, area: 'auxiliary' },
          ...(pickup.time ? [{ key: 'pickupTime', label: 'pickupTime', value: { text: pickup.time, format: 'time', date: pickup.date }, area: 'auxiliary' } as WalletField] : []),
        ]
      : []
    const relevant = pickup?.time ? { date: pickup.date, time: pickup.time } : null
    return [{ id: 'voucher', kind: 'voucher', barcode: order.voucher, ticket: null, fields: [...head, ...plan, traveller, ...place], relevant }]
  }
  if (order.kind === 'tickets') {
    const visit: WalletField[] = order.visit
      ? [
          { key: 'visitDate', label: 'visitDate', value: { text: order.visit.date, format: 'date' }, area: 'auxiliary' },
          { key: 'timeSlot', label: 'timeSlot', value: { text: order.visit.timeSlot, format: 'time', date: order.visit.date }, area: 'auxiliary' },
        ]
      : []
    return order.tickets.map((ticket) => ({
      id: `ticket-${ticket.index}`,
      kind: 'ticket' as const,
      barcode: ticket.qr,
      ticket: { n: ticket.index, total: ticket.total, leg: order.visit ? 'none' : ticket.leg },
      fields: [...head, ...plan, { key: 'ticket', label: 'ticket' as const, value: text(''), area: 'secondary' as const }, ...visit],
      relevant: order.visit ? { date: order.visit.date, time: order.visit.timeSlot } : null,
    }))
  }
  if (order.kind === 'esim') {
    return order.esims.map((esim, i) => ({
      id: `esim-${i + 1}`,
      kind: 'esim' as const,
      barcode: null,
      ticket: null,
      fields: [
        ...head,
        ...plan,
        { key: 'smdpAddress', label: 'smdpAddress' as const, value: text(esim.smdpAddress), area: 'auxiliary' as const },
        { key: 'matchingId', label: 'matchingId' as const, value: text(esim.matchingId), area: 'back' as const },
        { key: 'activationCode', label: 'activationCode' as const, value: text(esim.lpa), area: 'back' as const },
      ],
      relevant: null,
    }))
  }
  return []
}

/** The pass a download's file part names (`ticket-2.pkpass` for Apple), or null. */
export function walletItemOf(order: WalletOrder, file: string, wallet: Wallet): WalletItem | null {
  const suffix = WALLET_SUFFIX[wallet]
  if (!file.endsWith(suffix)) return null
  const id = file.slice(0, -suffix.length)
  return walletItems(order).find((item) => item.id === id) ?? null
}

/** The download's file part of a pass. */
export const walletFile = (item: Pick<WalletItem, 'id'>, wallet: Wallet) => `${item.id}${WALLET_SUFFIX[wallet]}`

/** `2026-12-01` `14:30` in Taiwan (UTC+8, no summer time) as an instant. */
export const taipeiInstant = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`)
