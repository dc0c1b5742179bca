/** What the staff desks show (issue 13): the replies of /api/staff/* and the props of the admin views. */
import type { CancelRefusal } from '@/domain/cancellation'
import type { OrderStatus } from '@/domain/orderStatus'

export type DeskOrderRow = {
  id: number
  orderNumber: string
  status: OrderStatus
  itemName: string
  surname: string
  givenName: string
  contactEmail: string
  contactPhone: string
  totalTwd: number
  createdAt: string
}

export type DeskMemberRow = { id: number; email: string; name: string; phone: string | null; accountType: number }

export type DeskSearchResult = { orders: DeskOrderRow[]; members: DeskMemberRow[] }

export type DeskMember = DeskMemberRow & { orders: DeskOrderRow[] }

/** The order as a receipt: everything support needs on one screen. */
export type DeskOrder = {
  id: number
  orderNumber: string
  status: OrderStatus
  createdAt: string
  locale: string
  item: { kind: string; name: string; planLabel: string | null; cardType: string | null; quantity: number; visitDate: string | null; timeSlot: string | null }
  money: { unitPriceTwd: number; subtotalTwd: number; discountTwd: number; totalTwd: number; promoCode: string | null }
  customer: { memberId: number | null; memberEmail: string | null; name: string; email: string; phone: string; guardianRequired: boolean }
  /** `cards`: each card with its holder and serial (one SIM card per passport). */
  pickup: { airport: string | null; counter: string | null; date: string | null; time: string | null; pickedUpAt: string | null; cardSerials: string[]; cards: PickupCard[] } | null
  payments: { createdAt: string; method: string; provider: string; amountTwd: number; status: string; providerRef: string | null; cardLast4: string | null; declineReason: string | null }[]
  /** An unpaid order: until when its payment link works, whether that is still ahead, the last refusal of a payment. */
  unpaid: { payableUntil: string; open: boolean; lastDecline: string | null } | null
  refund: { amountTwd: number; feeTwd: number; providerRef: string | null; refundedAt: string | null } | null
  /** Paid by a serial number (a redemption): its code, formatted, or null where the order no longer knows it. */
  serial: { number: string | null } | null
  invoice: {
    type: string | null
    number: string | null
    issuedAt: string | null
    voidedAt: string | null
    error: string | null
    /** The last moment ECPay voids it (its period is filed after), and whether that is past. */
    voidableUntil: string | null
    periodFiled: boolean
    /** Refunds put on it as allowances (折讓); `note` says why not a void. */
    allowances: { number: string | null; amountTwd: number; issuedAt: string; note: string | null; invalidatedAt: string | null }[]
  } | null
  /** The eSIM activation code, masked (the matching id's last 4 only); revealed only through the audited action. */
  esim: { codes: { id: number; masked: string; revoked: boolean; stateText: string | null }[]; deliveredAt: string | null } | null
  mails: { createdAt: string; kind: string; subject: string | null; status: string; to: string }[]
  /** `note`: what happened, written out in the desk's language (an entry from before: its stored text); `actorName`: a staff member's name (or e-mail) where staff took the step. */
  history: { at: string; event: string; from: string; to: string; actor: string; actorName: string | null; note: string | null }[]
  /** `staff`: who, by name (or e-mail where none is set). */
  audit: { at: string; action: string; staffEmail: string; staff: string; summary: string }[]
  /** Internal notes (issue 38): support and admins only. */
  notes: { at: string; staff: string; text: string }[]
  /** Where a SIM card's pickup may move to, while none is handed over; null otherwise. */
  pickupChange: {
    current: { airportId: number | null; counterId: string | null; date: string | null; time: string | null }
    window: { firstDate: string; lastDate: string }
    airports: { id: number; name: string; counters: { id: string; name: string; times: string[] }[] }[]
  } | null
  /** Where a deck ticket's visit may move to, before the visit and while no ticket was admitted; null otherwise. */
  visitChange: { current: { visitDate: string; time: string }; window: { firstDate: string; lastDate: string }; times: string[] } | null
  /** The contact e-mail and phone may be corrected (an open order). */
  contactChange: boolean
  /** What the status machine and the cancellation rule allow now. */
  actions: {
    cancel: {
      allowed: boolean
      kind: 'free' | 'refund' | null
      feeTwd: number
      refundTwd: number
      refusal?: CancelRefusal
      /** Support may refund what the traveller's rule refuses (`overrides`), with a reason; the goods are revoked. */
      overrides?: CancelRefusal
      /** The refusal (or the rule set aside) in the desk's language. */
      refusalText?: string
    }
    resendMail: boolean
    resendConfirmation: boolean
    resendReceipt: boolean
    resendPaymentLink: boolean
    invoiceVoid: boolean
    invoiceIssue: boolean
    /** A partial or goodwill refund: whether one may be made now, what is left to refund, a refund waiting for TapPay. */
    refundPart: { allowed: boolean; leftTwd: number; pending: boolean }
    /** A handover recorded by mistake can be taken back. */
    undoHandover: boolean
  }
}

/** A card of a pickup: who holds it (one SIM card per passport; null where an older order named none) and its serial once handed over. */
export type PickupCard = {
  card: number
  holder: { surname: string; givenName: string; guardianRequired: boolean } | null
  serial: string | null
}

/** What the counter sees of an order: only what a handover needs (no contact, no money, no birth date). */
export type PickupOrder = {
  id: number
  orderNumber: string
  status: OrderStatus
  itemName: string
  planLabel: string | null
  quantity: number
  surname: string
  givenName: string
  guardianRequired: boolean
  airport: string
  counter: string | null
  date: string
  time: string | null
  pickedUpAt: string | null
  /** The serials typed at the handover (empty before). */
  cardSerials: string[]
  /** Each card with its holder (card 1 the traveller) and its serial: the counter checks one passport per card. */
  cards: PickupCard[]
}

/** Why an order is not one to hand over at this desk (src/server/staff/pickup.ts pickupRefusal). */
export type PickupRefusal =
  | { orderNumber: string; reason: 'otherAirport'; airport: string }
  | { orderNumber: string; reason: 'unpaid' | 'cancelled' | 'notPhysical' }

export type PickupList = { date: string; day: 'today' | 'tomorrow'; airports: string[]; orders: PickupOrder[] }

/** What a scanned e-ticket is (the ticket check, /api/staff/ticketCheck). */
export type TicketCheckTicket = {
  orderNumber: string
  index: number
  total: number
  leg: 'outbound' | 'return' | 'single'
  itemName: string
  visitDate: string | null
  timeSlot: string | null
}

export type TicketCheck =
  /** Not a ticket of this shop: unreadable, a wrong signature, or no such order. */
  | { result: 'forged' }
  /** Its order was cancelled or refunded: void. */
  | { result: 'void'; ticket: TicketCheckTicket }
  | { result: 'notPaid'; ticket: TicketCheckTicket }
  | { result: 'alreadyUsed'; ticket: TicketCheckTicket; usedAt: string }
  /** An observation-deck ticket for another day. */
  | { result: 'wrongDate'; ticket: TicketCheckTicket }
  /** Good to admit (checked without admitting). */
  | { result: 'valid'; ticket: TicketCheckTicket }
  /** Admitted now: its use is recorded. */
  | { result: 'admitted'; ticket: TicketCheckTicket }
