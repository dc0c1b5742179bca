/**
 * The order desk's one search box (issue 13): an order by its number (or part of it), the contact e-mail,
 * the passport name or the phone in any format; members by e-mail, name or phone; a member with their
 * orders. Callers have checked the role (`requireStaff(…, 'searchOrders')`).
 */
import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { notFound } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { orderNumberKey } from '@/domain/orderNumber'
import type { OrderStatus } from '@/domain/orderStatus'
import { classifyDeskQuery, type DeskQuery } from '@/domain/staffDesk'
import type { DeskMember, DeskMemberRow, DeskOrderRow, DeskSearchResult } from '@/lib/views/staffDesk'
import { sqlHandle } from '@/server/db/transaction'
import { ITEM_TEXT_COLUMNS, itemTextOfRow } from '@/server/orders/itemText'

const LIMIT = 25

/** `%text%` for ILIKE with the pattern characters escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const ORDER_COLUMNS = sql`id, order_number, status, surname, given_name, contact_email, contact_phone, total_twd::int as total_twd, created_at,
  ${sql.raw(ITEM_TEXT_COLUMNS.join(', '))}`

/** A row of the desk's order lists, its item in the desk's language (the staff member's, not the buyer's). */
async function toOrderRows(rows: Record<string, unknown>[], locale: Locale): Promise<DeskOrderRow[]> {
  return Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      orderNumber: String(row.order_number),
      status: row.status as OrderStatus,
      itemName: (await itemTextOfRow(row, locale)).itemName,
      surname: String(row.surname ?? ''),
      givenName: String(row.given_name ?? ''),
      contactEmail: String(row.contact_email ?? ''),
      contactPhone: String(row.contact_phone ?? ''),
      totalTwd: Number(row.total_twd),
      createdAt: new Date(String(row.created_at)).toISOString(),
    })),
  )
}

const toMemberRow = (row: Record<string, unknown>): DeskMemberRow => ({
  id: Number(row.id),
  email: String(row.email ?? ''),
  name: [row.surname, row.givenName].filter(Boolean).join(' '),
  phone: (row.phone as string | null) ?? null,
  accountType: Number(row.accountType ?? 1),
})

/** The phone's digits in SQL: a stored "+81 90-1234-5678" compares as 819012345678. */
const digitsOf = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`

/** An order number typed with or without its hyphen, whole or in part (its last six characters): compared without the hyphen. */
const orderNumberMatches = (text: string) => {
  const key = orderNumberKey(text)
  return key.length >= 2 ? sql`replace(order_number, '-', '') like ${contains(key)}` : sql`false`
}

/**
 * Which orders the one search box means. `contact`: also by contact e-mail and phone — support and admins; counter
 * staff, who may not read contact data, search by order number and passport name only.
 */
function orderWhereFor(query: DeskQuery, { contact }: { contact: boolean }): SQL {
  const name = (like: string) => sql`(surname || ' ' || given_name) ilike ${like} or (given_name || ' ' || surname) ilike ${like}`
  if (query.kind === 'email') return contact ? sql`lower(contact_email) = ${query.email}` : sql`false`
  // A number typed without its country code matches the end of the stored one; an order number may be digits too.
  if (query.kind === 'phone')
    return contact ? sql`(${digitsOf(sql`contact_phone`)} like ${`%${query.digits}`} or ${orderNumberMatches(query.text)})` : orderNumberMatches(query.text)
  return sql`(${orderNumberMatches(query.text)} or ${name(contains(query.text))})`
}

/**
 * The ids of the orders the desk's search box finds for `input`, newest first: the admin's Orders list searches with
 * this (src/cms/collections/Orders/search.ts), so the list and the Order desk find the same orders. Payload's access
 * rule still applies to the list it then reads.
 */
export async function searchedOrderIds(payload: Payload, input: string, { contact, limit = 500 }: { contact: boolean; limit?: number }): Promise<number[]> {
  const query = classifyDeskQuery(input)
  if (!query) return []
  const where = orderWhereFor(query, { contact })
  const db = await sqlHandle(payload)
  const { rows } = await db.execute(sql`select id from orders where ${where} order by created_at desc limit ${limit}`)
  return (rows as { id: number | string }[]).map((row) => Number(row.id))
}

export async function searchDesk(payload: Payload, input: string, locale: Locale): Promise<DeskSearchResult> {
  const query = classifyDeskQuery(input)
  if (!query) return { orders: [], members: [] }
  const orderWhere = orderWhereFor(query, { contact: true })
  const db = await sqlHandle(payload)
  let memberWhere: SQL
  if (query.kind === 'email') {
    memberWhere = sql`lower(email) = ${query.email}`
  } else if (query.kind === 'phone') {
    memberWhere = sql`${digitsOf(sql`phone`)} like ${`%${query.digits}`}`
  } else {
    const like = contains(query.text)
    memberWhere = sql`(email ilike ${like} or (coalesce(surname, '') || ' ' || coalesce(given_name, '')) ilike ${like}
      or (coalesce(given_name, '') || ' ' || coalesce(surname, '')) ilike ${like})`
  }
  const orders = await db.execute(sql`select ${ORDER_COLUMNS} from orders where ${orderWhere} order by created_at desc limit ${LIMIT}`)
  const members = await db.execute(sql`select id, email, surname, given_name as "givenName", phone, account_type as "accountType"
    from members where ${memberWhere} order by created_at desc limit ${LIMIT}`)
  return { orders: await toOrderRows(orders.rows as Record<string, unknown>[], locale), members: (members.rows as Record<string, unknown>[]).map(toMemberRow) }
}

/** A member's page: who they are and every order of theirs, newest first. */
export async function deskMember(payload: Payload, memberId: number, locale: Locale): Promise<DeskMember> {
  const db = await sqlHandle(payload)
  const row = (
    await db.execute(sql`select id, email, surname, given_name as "givenName", phone, account_type as "accountType" from members where id = ${memberId}`)
  ).rows[0] as Record<string, unknown> | undefined
  if (!row) throw notFound()
  const orders = await db.execute(sql`select ${ORDER_COLUMNS} from orders where member_id = ${memberId} order by created_at desc limit 200`)
  return { ...toMemberRow(row), orders: await toOrderRows(orders.rows as Record<string, unknown>[], locale) }
}
