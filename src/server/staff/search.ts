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
import type { OrderStatus } from '@/domain/orderStatus'
import { classifyDeskQuery } from '@/domain/staffDesk'
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

export async function searchDesk(payload: Payload, input: string, locale: Locale): Promise<DeskSearchResult> {
  const query = classifyDeskQuery(input)
  if (!query) return { orders: [], members: [] }
  const db = await sqlHandle(payload)
  let orderWhere: SQL
  let memberWhere: SQL
  if (query.kind === 'email') {
    orderWhere = sql`lower(contact_email) = ${query.email}`
    memberWhere = sql`lower(email) = ${query.email}`
  } else if (query.kind === 'phone') {
    // A number typed without its country code matches the end of the stored one; an order number may be digits too.
    orderWhere = sql`(${digitsOf(sql`contact_phone`)} like ${`%${query.digits}`} or order_number ilike ${contains(query.text)})`
    memberWhere = sql`${digitsOf(sql`phone`)} like ${`%${query.digits}`}`
  } else {
    const like = contains(query.text)
    const name = sql`(surname || ' ' || given_name) ilike ${like} or (given_name || ' ' || surname) ilike ${like}`
    orderWhere = sql`(order_number ilike ${like} or ${name})`
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
