/**
 * The order desk's one search box (issue 13): an order by its number (or part of it), the contact e-mail,
 * the passport name or the phone in any format; members by e-mail, name or phone; a member with their
 * orders. Callers have checked the role (`requireStaff(…, 'searchOrders')`).
 */
import 'server-only'

import type { Payload } from 'payload'

import { notFound } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { classifyDeskQuery } from '@/domain/staffDesk'
import type { DeskMember, DeskMemberRow, DeskOrderRow, DeskSearchResult } from '@/lib/views/staffDesk'
import { deskMemberMatch, deskMemberRows, memberById } from '@/server/db/queries/members'
import { deskOrderMatch, deskOrderRows, orderIdsWhere, ordersOfMember } from '@/server/db/queries/orders'
import { sqlHandle } from '@/server/db/transaction'
import { itemTextIn } from '@/server/orders/itemText'

const LIMIT = 25

/** A row of the desk's order lists, its item in the desk's language (the staff member's, not the buyer's). */
async function toOrderRows(payload: Payload, rows: Awaited<ReturnType<typeof deskOrderRows>>, locale: Locale): Promise<DeskOrderRow[]> {
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      itemName: (await itemTextIn(payload, row, locale)).itemName,
      surname: row.surname,
      givenName: row.givenName,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      totalTwd: Number(row.totalTwd),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  )
}

const toMemberRow = (row: Awaited<ReturnType<typeof deskMemberRows>>[number]): DeskMemberRow => ({
  id: row.id,
  email: row.email,
  name: [row.surname, row.givenName].filter(Boolean).join(' '),
  phone: row.phone ?? null,
  accountType: Number(row.accountType ?? 1),
})

/**
 * The ids of the orders the desk's search box finds for `input`, newest first: the admin's Orders list searches with
 * this (src/cms/collections/Orders/search.ts), so the list and the Order desk find the same orders. Payload's access
 * rule still applies to the list it then reads.
 */
export async function searchedOrderIds(payload: Payload, input: string, { contact, limit = 500 }: { contact: boolean; limit?: number }): Promise<number[]> {
  const query = classifyDeskQuery(input)
  if (!query) return []
  return orderIdsWhere(await sqlHandle(payload), deskOrderMatch(query, { contact }), limit)
}

export async function searchDesk(payload: Payload, input: string, locale: Locale): Promise<DeskSearchResult> {
  const query = classifyDeskQuery(input)
  if (!query) return { orders: [], members: [] }
  const db = await sqlHandle(payload)
  const orders = await deskOrderRows(db, deskOrderMatch(query, { contact: true }), LIMIT)
  const members = await deskMemberRows(db, deskMemberMatch(query), LIMIT)
  return { orders: await toOrderRows(payload, orders, locale), members: members.map(toMemberRow) }
}

/** A member's page: who they are and every order of theirs, newest first. */
export async function deskMember(payload: Payload, memberId: number, locale: Locale): Promise<DeskMember> {
  const db = await sqlHandle(payload)
  const [row] = await deskMemberRows(db, memberById(memberId), 1)
  if (!row) throw notFound()
  const orders = await deskOrderRows(db, ordersOfMember(memberId), 200)
  return { ...toMemberRow(row), orders: await toOrderRows(payload, orders, locale) }
}
