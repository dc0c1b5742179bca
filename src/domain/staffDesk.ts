/**
 * Rules of the staff desks (issue 13): what the order desk's one search box means, what a staff
 * cancellation costs, and what the pickup desk checks before a card is handed over. Pure; the admin
 * views and the /api/staff/* services import the same functions.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

import { cancellationQuote, GOODS_REFUSALS, type CancellationFacts, type CancellationQuote, type CancelRefusal } from './cancellation'
import { addDays, isAfterNow, type TaipeiNow } from './dates'
import { isIccid, normaliseIccid } from './iccid'
import type { OrderStatus } from './orderStatus'
import type { StaffRole } from './roles'

// ── Order desk search ────────────────────────────────────────────────────────────────────────────────────────

export type DeskQuery =
  | { kind: 'email'; email: string }
  /** `digits`: the national significant number (no country code, no trunk 0) — a stored phone ends with it. */
  | { kind: 'phone'; digits: string; text: string }
  /** An order number (or part of one), or a passport / member name. */
  | { kind: 'text'; text: string }

/** Fewer digits than this could match thousands of phones; such a query is searched as text only. */
export const MIN_PHONE_DIGITS = 6

/**
 * The national digits of a phone typed in any format: `09012345678`, `+81 90-1234-5678` and `+819012345678`
 * all give `9012345678`. With a `+`, libphonenumber splits the country code off; without one the country is
 * unknown, so only the trunk prefix (leading zeros) is dropped — the stored number (E.164, with its country
 * code) then ends with these digits. Null when it is not a phone.
 */
export function phoneDigits(input: string): string | null {
  const text = input.trim()
  if (!/^\+?[\d\s().-]+$/.test(text)) return null
  if (text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text)
    if (parsed?.nationalNumber) return parsed.nationalNumber.length >= MIN_PHONE_DIGITS ? parsed.nationalNumber : null
  }
  const digits = text.replace(/\D/g, '').replace(/^0+/, '')
  return digits.length >= MIN_PHONE_DIGITS ? digits : null
}

/** What the one search box was given. Order numbers are letters and digits, so a query of digits only is a phone too. */
export function classifyDeskQuery(input: string): DeskQuery | null {
  const text = input.trim().replace(/\s+/g, ' ').slice(0, 100)
  if (text.length < 2) return null
  if (/^[^\s@]+@[^\s@]+$/.test(text)) return { kind: 'email', email: text.toLowerCase() }
  const digits = phoneDigits(text)
  if (digits) return { kind: 'phone', digits, text: text.replace(/\s/g, '') }
  return { kind: 'text', text }
}

// ── Staff cancellation ───────────────────────────────────────────────────────────────────────────────────────

/**
 * A cancellation by customer service starts from the traveller's rule (the same quote: unpaid → free, with the
 * promo-code use and the seats given back; paid and the goods unused → refund less NT$30). Support may waive the
 * NT$30 fee — when the shop is at fault — and may refund what the traveller's rule refuses because of the goods (a
 * card picked up, an eSIM installed, a ticket used: a faulty or wrong item, spec §9): `overrides` names the rule it
 * sets aside, and the service then needs a reason and revokes the goods. A cancelled or refunded order, or one with
 * no payment on record, stays refused. Admins likewise.
 */
export type StaffCancellationQuote = CancellationQuote & { overrides?: CancelRefusal }

export function staffCancellationQuote(facts: CancellationFacts, { waiveFee }: { waiveFee: boolean }): StaffCancellationQuote {
  let quote: StaffCancellationQuote = cancellationQuote(facts)
  if (!quote.allowed && GOODS_REFUSALS.includes(quote.reason)) {
    // The same quote without the goods' refusal (a refund of what was paid, less the fee).
    const refund = cancellationQuote({ ...facts, status: 'paid', goods: undefined, paidBySerial: false })
    quote = refund.allowed ? { ...refund, overrides: quote.reason } : refund
  }
  if (!quote.allowed || quote.kind !== 'refund' || !waiveFee) return quote
  return { ...quote, feeTwd: 0, refundTwd: quote.paidTwd }
}

/** A staff cancellation needs a reason (at least 3 characters) when it waives the fee or sets the traveller's rule aside. */
export const staffCancelNeedsReason = (quote: StaffCancellationQuote, waiveFee: boolean) => waiveFee || quote.overrides !== undefined

/** Which staff roles may take which action (checked on the server by every /api/staff/* endpoint). */
export const DESK_ACTIONS = {
  searchOrders: ['support'],
  viewOrder: ['support'],
  cancelOrder: ['support'],
  resendMail: ['support'],
  invoice: ['support'],
  memberResetMail: ['support'],
  revealEsim: ['support'],
  // Issue 38: a pickup moved, and notes only staff read.
  changeOrder: ['support'],
  orderNote: ['support'],
  // A partial or goodwill refund, and taking a mistaken counter handover back (issue 38 §4).
  refundPart: ['support'],
  undoHandover: ['support'],
  // The deck visit moved, and the contact e-mail or phone corrected (issue 38 §1).
  changeVisit: ['support'],
  changeContact: ['support'],
  pickupList: ['counter'],
  markPickedUp: ['counter'],
  // Scanning e-tickets at a gate or desk (the ticket check): counter staff.
  checkTicket: ['counter'],
  // The admin's operations tools (Payload endpoints, src/api/adminEndpoint.ts).
  retryJob: [],
  importEsimCodes: [],
  serialBatches: [],
  partnerReport: ['support'],
  refundCharge: ['support'],
} as const satisfies Record<string, readonly StaffRole[]>
export type DeskAction = keyof typeof DESK_ACTIONS

/** Admins may do everything; other staff what DESK_ACTIONS lists for them. */
export function mayTake(role: string | null | undefined, action: DeskAction): boolean {
  return role === 'admin' || (DESK_ACTIONS[action] as readonly string[]).includes(role ?? '')
}

// ── eSIM code on the receipt ─────────────────────────────────────────────────────────────────────────────────

/** `LPA:1$smdp.example.com$AB12-CD34` → `LPA:1$smdp.example.com$••••CD34`: the matching id hidden but its last 4. */
export function maskActivationCode(lpa: string): string {
  const at = lpa.lastIndexOf('$')
  if (at < 0) return '••••'
  const id = lpa.slice(at + 1)
  return `${lpa.slice(0, at + 1)}••••${id.slice(-4)}`
}

// ── Pickup desk ──────────────────────────────────────────────────────────────────────────────────────────────

export const PICKUP_DAYS = ['today', 'tomorrow'] as const
export type PickupDay = (typeof PICKUP_DAYS)[number]

/** The Taipei date the pickup desk lists. */
export const pickupDate = (today: string, day: PickupDay) => (day === 'today' ? today : addDays(today, 1))

export type SerialsProblem = 'count' | 'missing' | 'format' | 'duplicate'

/**
 * One SIM card per passport: the counter types the serial (ICCID, ./iccid.ts) of each card as they hand it to its
 * holder — exactly the order's quantity, each a valid ICCID, none twice. Returns the serials in card order, or the
 * problem and the card (index from 0) it is with.
 */
export function checkCardSerials(
  serials: readonly string[],
  quantity: number,
): { ok: true; serials: string[] } | { ok: false; problem: SerialsProblem; card?: number } {
  if (serials.length !== quantity) return { ok: false, problem: 'count' }
  const clean = serials.map(normaliseIccid)
  const seen = new Set<string>()
  for (const [card, serial] of clean.entries()) {
    if (!serial) return { ok: false, problem: 'missing', card }
    if (!isIccid(serial)) return { ok: false, problem: 'format', card }
    if (seen.has(serial)) return { ok: false, problem: 'duplicate', card }
    seen.add(serial)
  }
  return { ok: true, serials: clean }
}

/** What the ID checklist asks for. The birth date itself is never shown to the counter, only whether a guardian must come. */
export function pickupChecklist(guardianRequired: boolean): { documents: 2; guardian: boolean } {
  return { documents: 2, guardian: guardianRequired }
}

// ── Audit log ────────────────────────────────────────────────────────────────────────────────────────────────

export const AUDIT_ACTIONS = ['cancelOrder', 'resendMail', 'invoiceVoid', 'invoiceIssue', 'memberResetMail', 'revealEsim', 'markPickedUp', 'changePickup', 'orderNote', 'refundPart', 'undoHandover', 'changeVisit', 'changeContact'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

// ── Order changes (issue 38) ─────────────────────────────────────────────────────────────────────────────────

export type PickupChoice = { airportId: number; counterId: string; date: string; time: string }

/** The mails support may send again (issue 38); the audit log names each in English, as its other entries. */
export const RESEND_KINDS = ['confirmation', 'receipt', 'delivery', 'paymentLink'] as const
export type ResendKind = (typeof RESEND_KINDS)[number]
export const RESEND_KINDS_WORDS: Record<ResendKind, string> = { confirmation: 'order confirmation', receipt: 'receipt', delivery: 'delivery mail', paymentLink: 'new payment link' }

/** A SIM card's pickup may move while no card has been handed over: unpaid, or paid and waiting at the counter. */
export const mayChangePickup = (status: OrderStatus, pickedUpAt: string | null) =>
  !pickedUpAt && (status === 'unpaid' || status === 'paid' || status === 'pendingPickup')

/** Asked again (a retry, a double click): the same pickup is no change, so nothing is written or mailed twice. */
export const samePickup = (a: Partial<PickupChoice>, b: PickupChoice) =>
  a.airportId === b.airportId && a.counterId === b.counterId && a.date === b.date && a.time === b.time

export type VisitChoice = { visitDate: string; time: string }

/**
 * A deck ticket's visit may move before the visit: the order is open (unpaid, paid or its tickets delivered), no
 * ticket of it was admitted, and its booked slot has not begun (Taipei time).
 */
export const mayChangeVisit = (status: OrderStatus, visit: Partial<VisitChoice>, admitted: number, now: TaipeiNow) =>
  admitted === 0 &&
  (status === 'unpaid' || status === 'paid' || status === 'delivered') &&
  Boolean(visit.visitDate && visit.time) &&
  isAfterNow(visit.visitDate!, visit.time!, now)

export const sameVisit = (a: Partial<VisitChoice>, b: VisitChoice) => a.visitDate === b.visitDate && a.time === b.time

/** The contact details may be corrected while the order is not closed: its mails still go somewhere. */
export const mayChangeContact = (status: OrderStatus) => status !== 'cancelled' && status !== 'refunded'

/** What a contact correction changes: only what differs from the order (e-mails compared case-insensitively). */
export function contactChanges(
  was: { email: string; phone: string },
  wanted: { email?: string; phone?: string },
): { email?: { from: string; to: string }; phone?: { from: string; to: string } } {
  const email = wanted.email?.trim().toLowerCase()
  const phone = wanted.phone?.replace(/[^\d+]/g, '')
  return {
    ...(email && email !== was.email.trim().toLowerCase() ? { email: { from: was.email, to: email } } : {}),
    ...(phone && phone !== was.phone.replace(/[^\d+]/g, '') ? { phone: { from: was.phone, to: phone } } : {}),
  }
}

/** `traveller@example.com` → `t•••••••r@example.com`: the old address is told where its mails now go without reading it whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  const local = email.slice(0, at)
  const shown = local.length <= 2 ? `${local[0]}•` : `${local[0]}${'•'.repeat(Math.min(local.length - 2, 8))}${local.at(-1)}`
  return `${shown}${email.slice(at)}`
}

/** `+886912345678` → `+886•••••5678`: the last four digits, as the traveller's own phone is named in mails. */
export const maskPhone = (phone: string) => (phone.length > 6 ? `${phone.slice(0, phone.startsWith('+') ? 4 : 0)}•••••${phone.slice(-4)}` : '•••')
