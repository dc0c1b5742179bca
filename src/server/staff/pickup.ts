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

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { taipeiDate } from '@/domain/dates'
import { fieldRules, notFound, type FieldRuleKey } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { orderNumberKey } from '@/domain/orderNumber'
import { isOrderStatus } from '@/domain/orderStatus'
import { checkCardSerials, pickupDate, type PickupDay, type SerialsProblem } from '@/domain/staffDesk'
import type { PickupList, PickupOrder, PickupRefusal } from '@/lib/views/staffDesk'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { ITEM_TEXT_COLUMNS, itemTextOfRow } from '@/server/orders/itemText'
import { applyOrderEvent } from '@/server/orders/status'

import { recordAudit } from './audit'
import { assertMay, type StaffUser } from './auth'
import { placeNames } from './orderView'
import { pickupCardsOf } from './pickupCards'

type Row = Record<string, unknown>

/** The airports this account serves: a counter's own; admins every one (null = no restriction). */
function airportScope(staff: StaffUser): number[] | null {
  if (staff.role === 'admin') return null
  return staff.airports
}

const scopeSql = (scope: number[] | null): SQL =>
  scope === null ? sql`true` : scope.length ? sql`pickup_airport_id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})` : sql`false`

const COLUMNS = sql`id, order_number, status, quantity, surname, given_name, guardian_required,
  pickup_airport_id, pickup_counter_id, pickup_date, pickup_time, picked_up_at, pickup_card_serials, ${sql.raw(ITEM_TEXT_COLUMNS.join(', '))}`

async function toPickupOrders(payload: Payload, rows: Row[], locale: Locale): Promise<PickupOrder[]> {
  const names = new Map<string, { airport: string | null; counter: string | null }>()
  const cards = await pickupCardsOf(payload, rows)
  const out: PickupOrder[] = []
  for (const r of rows) {
    if (!isOrderStatus(r.status)) continue
    const key = `${r.pickup_airport_id}/${r.pickup_counter_id}`
    if (!names.has(key)) names.set(key, await placeNames(payload, Number(r.pickup_airport_id), r.pickup_counter_id ? String(r.pickup_counter_id) : null, locale))
    const place = names.get(key)!
    // The item in the desk's language (the staff member's), not the buyer's.
    const item = await itemTextOfRow(r, locale)
    out.push({
      id: Number(r.id),
      orderNumber: String(r.order_number),
      status: r.status,
      itemName: item.itemName,
      planLabel: item.planLabel,
      quantity: Number(r.quantity),
      surname: String(r.surname),
      givenName: String(r.given_name),
      guardianRequired: Boolean(r.guardian_required),
      airport: place.airport ?? '',
      counter: place.counter,
      date: String(r.pickup_date ?? ''),
      time: r.pickup_time ? String(r.pickup_time) : null,
      pickedUpAt: r.picked_up_at ? new Date(String(r.picked_up_at)).toISOString() : null,
      // What the counter typed at the handover, shown back to them (the confirmation, and a typo they can report).
      cardSerials: r.pickup_card_serials ? String(r.pickup_card_serials).split(',') : [],
      cards: cards.get(Number(r.id)) ?? [],
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
  const { rows } = await db.execute(sql`select ${COLUMNS} from orders where card_type = 'physical' and ${scopeSql(scope)}
    and pickup_date = ${date} and status in ('pendingPickup', 'pickedUp') order by pickup_time nulls last, order_number`)
  return { date, day, airports: await airportNames(payload, scope, locale), orders: await toPickupOrders(payload, rows as Row[], locale) }
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
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const db = await sqlHandle(payload)
  const { rows } = await db.execute(sql`select ${COLUMNS} from orders where card_type = 'physical' and ${scopeSql(airportScope(staff))}
    and status in ('pendingPickup', 'pickedUp')
    and (replace(order_number, '-', '') = ${number} ${number.length >= 6 ? sql`or replace(order_number, '-', '') like ${`%${number}`}` : sql``}
      or (surname || ' ' || given_name) ilike ${like} or (given_name || ' ' || surname) ilike ${like}
      or exists (select 1 from orders_further_holders h where h._parent_id = orders.id
        and ((h.surname || ' ' || h.given_name) ilike ${like} or (h.given_name || ' ' || h.surname) ilike ${like})))
    order by pickup_date desc, order_number limit 20`)
  return toPickupOrders(payload, rows as Row[], locale)
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
  const where = orderId !== undefined ? sql`id = ${orderId}` : query ? sql`order_number = ${orderNumberIn(query.trim().slice(0, 100))}` : null
  if (!where) return null
  const row = (await db.execute(sql`select order_number, status, card_type, pickup_airport_id from orders where ${where} limit 1`)).rows[0] as
    | { order_number: string; status: string; card_type: string | null; pickup_airport_id: number | null }
    | undefined
  if (!row) return null
  const orderNumber = row.order_number
  if (row.card_type !== 'physical') return { orderNumber, reason: 'notPhysical' }
  const scope = airportScope(staff)
  if (scope !== null && (row.pickup_airport_id === null || !scope.includes(Number(row.pickup_airport_id)))) {
    const airport = row.pickup_airport_id === null ? null : (await placeNames(payload, Number(row.pickup_airport_id), null, locale)).airport
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
  const { rows } = await db.execute(sql`select ${COLUMNS} from orders where id = ${orderId} and card_type = 'physical' and ${scopeSql(airportScope(staff))}`)
  const [order] = await toPickupOrders(payload, rows as Row[], locale)
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
    const row = (
      await db.execute(sql`select order_number, quantity, pickup_airport_id, surname, given_name, guardian_required from orders
        where id = ${orderId} and card_type = 'physical' for update`)
    ).rows[0] as (Row & { order_number: string; quantity: string | number; pickup_airport_id: number | null }) | undefined
    if (!row) throw notFound()
    if (scope !== null && (row.pickup_airport_id === null || !scope.includes(Number(row.pickup_airport_id)))) throw notFound()
    const checked = checkCardSerials(serials, Number(row.quantity))
    if (!checked.ok) throw fieldRules({ [checked.card === undefined ? 'serials' : `serials.${checked.card}`]: SERIAL_RULES[checked.problem] })
    // A card is handed over once: no serial of another order. Handovers take one lock in turn (a few a minute at
    // most), so two counters typing the same serial for two orders at the same moment cannot both pass this check.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('pickup-card-serials'))`)
    const taken = (
      await db.execute(sql`select string_to_array(pickup_card_serials, ',') as serials from orders where id <> ${orderId} and pickup_card_serials is not null
        and string_to_array(pickup_card_serials, ',') && ${`{${checked.serials.join(',')}}`}::text[] limit 1`)
    ).rows[0] as { serials: string[] } | undefined
    if (taken) throw fieldRules({ [`serials.${checked.serials.findIndex((serial) => taken.serials.includes(serial))}`]: 'cardSerialTaken' })
    const handedOver = await pickupCardsOf(payload, [{ ...row, id: orderId, pickup_card_serials: checked.serials.join(',') }], req)
    const cards = (handedOver.get(orderId) ?? []).map(({ card, holder, serial }) => ({
      card,
      holder: holder ? `${holder.surname} ${holder.givenName}` : null,
      serial,
    }))
    await applyOrderEvent(payload, req, { orderId, event: 'pickUp', actor: `staff:${staff.id}`, params: { kind: 'handedOver', cards: checked.serials.join(', ') } })
    await db.execute(sql`update orders set picked_up_at = now(), pickup_card_serials = ${checked.serials.join(',')}, updated_at = now() where id = ${orderId}`)
    await recordAudit(payload, req, staff, {
      action: 'markPickedUp',
      order: { id: orderId, orderNumber: row.order_number },
      summary: `picked up: ${cards.map(({ card, holder, serial }) => `card ${card} ${serial}${holder ? ` (${holder})` : ''}`).join(', ')}`,
      detail: { serials: checked.serials, cards },
    })
    return { orderNumber: row.order_number, status: 'pickedUp' as const, serials: checked.serials }
  })
}
