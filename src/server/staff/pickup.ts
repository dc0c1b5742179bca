/**
 * The pickup desk (issue 13): counter staff see the pickups at their own airports — today's, or
 * tomorrow's one tap away — find one by order number (typed or from the voucher's QR, which holds the
 * order number) or a card holder's passport name, and hand the cards over: one SIM card per passport, so
 * each card is listed with its holder (card 1 the traveller's), and "picked up" records each card's serial
 * (ICCID) against it, through the status machine, in one transaction with the audit entry. Admins see every
 * airport. Only what a handover needs leaves here: no contact data, no money, no birth date (only "guardian
 * needed").
 */
import 'server-only'

import type { Payload } from 'payload'

import { taipeiDate } from '@/domain/dates'
import { fieldRules, notFound, type FieldRuleKey } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { orderNumberKey } from '@/domain/orderNumber'
import { isOrderStatus } from '@/domain/orderStatus'
import { checkCardSerials, pickupDate, type PickupDay, type SerialsProblem } from '@/domain/staffDesk'
import type { PickupList, PickupOrder, PickupRefusal } from '@/lib/views/staffDesk'
import {
  lockCardSerials,
  lockPhysicalOrder,
  pickupById,
  pickupPlaceOf,
  pickupsMatching,
  pickupsOn,
  recordHandover,
  serialsTakenElsewhere,
} from '@/server/db/queries/orders'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { itemTextIn } from '@/server/orders/itemText'
import { applyOrderEvent } from '@/server/orders/status'

import { recordAudit } from './audit'
import { assertMay, type StaffUser } from './auth'
import { placeNames } from './orderView'
import { pickupCardsOf } from './pickupCards'

type Row = Awaited<ReturnType<typeof pickupsOn>>[number]

/** The airports this account serves: a counter's own; admins every one (null = no restriction). */
function airportScope(staff: StaffUser): number[] | null {
  if (staff.role === 'admin') return null
  return staff.airports
}

async function toPickupOrders(payload: Payload, rows: Row[], locale: Locale): Promise<PickupOrder[]> {
  const names = new Map<string, { airport: string | null; counter: string | null }>()
  const cards = await pickupCardsOf(payload, rows)
  const out: PickupOrder[] = []
  for (const r of rows) {
    if (!isOrderStatus(r.status)) continue
    const key = `${r.airportId}/${r.counterId}`
    if (!names.has(key)) names.set(key, await placeNames(payload, r.airportId, r.counterId || null, locale))
    const place = names.get(key)!
    // The item in the desk's language (the staff member's), not the buyer's.
    const item = await itemTextIn(payload, r, locale)
    out.push({
      id: r.id,
      orderNumber: r.orderNumber,
      status: r.status,
      itemName: item.itemName,
      planLabel: item.planLabel,
      quantity: Number(r.quantity),
      surname: r.surname,
      givenName: r.givenName,
      guardianRequired: Boolean(r.guardianRequired),
      airport: place.airport ?? '',
      counter: place.counter,
      date: r.date ?? '',
      time: r.time || null,
      pickedUpAt: r.pickedUpAt ? new Date(r.pickedUpAt).toISOString() : null,
      // What the counter typed at the handover, shown back to them (the confirmation, and a typo they can report).
      cardSerials: r.cardSerials ? r.cardSerials.split(',') : [],
      cards: cards.get(r.id) ?? [],
    })
  }
  return out
}

async function airportNames(payload: Payload, scope: number[] | null, locale: Locale): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'airports',
    where: scope === null ? {} : { id: { in: scope.length ? scope : [-1] } },
    depth: 0,
    limit: 50,
    locale,
    fallbackLocale: 'zh-TW',
    overrideAccess: true,
    select: { name: true, code: true },
  })
  return docs.map((a) => `${a.name} (${a.code})`)
}

/** The day's pickups at the staff member's airports (paid ones waiting, and those already handed over that day). */
export async function pickupList(payload: Payload, staff: StaffUser, { day, locale, now = new Date() }: { day: PickupDay; locale: Locale; now?: Date }): Promise<PickupList> {
  assertMay(staff, 'pickupList')
  const scope = airportScope(staff)
  const date = pickupDate(taipeiDate(now), day)
  const db = await sqlHandle(payload)
  const rows = await pickupsOn(db, scope, date)
  return { date, day, airports: await airportNames(payload, scope, locale), orders: await toPickupOrders(payload, rows, locale) }
}

/**
 * An order at the staff member's airports by its number (typed, or the voucher QR's text) or the passport
 * name; any date, so an early or late traveller is found too. Another airport's order is not found.
 */
export async function pickupSearch(payload: Payload, staff: StaffUser, { query, locale }: { query: string; locale: Locale }): Promise<PickupOrder[]> {
  assertMay(staff, 'pickupList')
  const text = query.trim().replace(/\s+/g, ' ').slice(0, 100)
  if (text.length < 2) return []
  // The number whole or by its last characters (six at least), with or without its hyphen.
  const number = orderNumberKey(orderNumberIn(text))
  const db = await sqlHandle(payload)
  const rows = await pickupsMatching(db, airportScope(staff), number, text)
  return toPickupOrders(payload, rows, locale)
}

/** The order number in what was typed or scanned (a QR from the voucher may carry a URL ending with it). */
const orderNumberIn = (text: string) => (text.match(/[A-Z0-9-]{6,}$/i)?.[0] ?? text).toUpperCase()

/**
 * Why an order typed (by its number) or opened at the desk is not one to hand over here, so the counter can tell
 * the traveller where to go or what to do: it is picked up at another airport (named), not paid, cancelled, or not
 * a SIM card at all. Only the status and the airport's name: nothing else of another airport's order.
 */
export async function pickupRefusal(
  payload: Payload,
  staff: StaffUser,
  { query, orderId, locale }: { query?: string; orderId?: number; locale: Locale },
): Promise<PickupRefusal | null> {
  assertMay(staff, 'pickupList')
  const db = await sqlHandle(payload)
  const by = orderId !== undefined ? { id: orderId } : query ? { orderNumber: orderNumberIn(query.trim().slice(0, 100)) } : null
  if (!by) return null
  const row = await pickupPlaceOf(db, by)
  if (!row) return null
  const orderNumber = row.orderNumber
  if (row.cardType !== 'physical') return { orderNumber, reason: 'notPhysical' }
  const scope = airportScope(staff)
  if (scope !== null && (row.airportId === null || !scope.includes(row.airportId))) {
    const airport = row.airportId === null ? null : (await placeNames(payload, row.airportId, null, locale)).airport
    return { orderNumber, reason: 'otherAirport', airport: airport ?? '' }
  }
  if (row.status === 'unpaid') return { orderNumber, reason: 'unpaid' }
  if (row.status === 'cancelled' || row.status === 'refunded') return { orderNumber, reason: 'cancelled' }
  return null
}

/** One order for the desk; 404 when it is not a pickup at this account's airports. */
export async function pickupOrder(payload: Payload, staff: StaffUser, { orderId, locale }: { orderId: number; locale: Locale }): Promise<PickupOrder> {
  assertMay(staff, 'pickupList')
  const db = await sqlHandle(payload)
  const [order] = await toPickupOrders(payload, await pickupById(db, airportScope(staff), orderId), locale)
  if (!order) throw notFound()
  return order
}

const SERIAL_RULES: Record<SerialsProblem, FieldRuleKey> = {
  count: 'cardSerialCount',
  missing: 'required',
  format: 'cardSerialFormat',
  duplicate: 'cardSerialDuplicate',
}

/**
 * "Picked up": the counter's only write. The order must be a pickup at their airport, pending pickup (the
 * status machine's `pickUp`), with one valid serial (ICCID) per card, none used before; the serials go into the
 * order in card order (card n's serial is the n-th), and each card with its holder and serial into the audit log.
 * A refused serial is named by its card (`serials.1`), so the desk marks that field.
 */
export async function markPickedUp(
  payload: Payload,
  staff: StaffUser,
  { orderId, serials, idChecked }: { orderId: number; serials: string[]; idChecked: boolean },
): Promise<{ orderNumber: string; status: 'pickedUp'; serials: string[] }> {
  assertMay(staff, 'markPickedUp')
  if (!idChecked) throw fieldRules({ idChecked: 'required' })
  const scope = airportScope(staff)
  return inTransaction(payload, async ({ req }) => {
    const db = await sqlHandle(payload, req)
    const row = await lockPhysicalOrder(db, orderId)
    if (!row) throw notFound()
    if (scope !== null && (row.airportId === null || !scope.includes(row.airportId))) throw notFound()
    const checked = checkCardSerials(serials, Number(row.quantity))
    if (!checked.ok) throw fieldRules({ [checked.card === undefined ? 'serials' : `serials.${checked.card}`]: SERIAL_RULES[checked.problem] })
    // A card is handed over once: no serial of another order. Handovers take one lock in turn (a few a minute at
    // most), so two counters typing the same serial for two orders at the same moment cannot both pass this check.
    await lockCardSerials(db)
    const taken = await serialsTakenElsewhere(db, orderId, checked.serials)
    if (taken) throw fieldRules({ [`serials.${checked.serials.findIndex((serial) => taken.includes(serial))}`]: 'cardSerialTaken' })
    const handedOver = await pickupCardsOf(payload, [{ ...row, id: orderId, cardSerials: checked.serials.join(',') }], req)
    const cards = (handedOver.get(orderId) ?? []).map(({ card, holder, serial }) => ({
      card,
      holder: holder ? `${holder.surname} ${holder.givenName}` : null,
      serial,
    }))
    await applyOrderEvent(payload, req, { orderId, event: 'pickUp', actor: `staff:${staff.id}`, params: { kind: 'handedOver', cards: checked.serials.join(', ') } })
    await recordHandover(db, orderId, checked.serials)
    await recordAudit(payload, req, staff, {
      action: 'markPickedUp',
      order: { id: orderId, orderNumber: row.orderNumber },
      summary: `picked up: ${cards.map(({ card, holder, serial }) => `card ${card} ${serial}${holder ? ` (${holder})` : ''}`).join(', ')}`,
      detail: { serials: checked.serials, cards },
    })
    return { orderNumber: row.orderNumber, status: 'pickedUp' as const, serials: checked.serials }
  })
}
