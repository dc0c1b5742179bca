/** Replies of /api/staff/* (documented in the OpenAPI document; the types are src/lib/views/staffDesk.ts). */
import { z } from 'zod'

import { ORDER_STATUSES } from '@/domain/orderStatus'

const status = z.enum(ORDER_STATUSES)
const orderRow = z.object({
  id: z.number(), orderNumber: z.string(), status, itemName: z.string(), surname: z.string(), givenName: z.string(),
  contactEmail: z.string(), contactPhone: z.string(), totalTwd: z.number().int(), createdAt: z.string(),
})
const memberRow = z.object({ id: z.number(), email: z.string(), name: z.string(), phone: z.string().nullable(), accountType: z.number() })

export const deskSearchResultSchema = z.object({ orders: z.array(orderRow), members: z.array(memberRow) })
export const deskMemberResultSchema = memberRow.extend({ orders: z.array(orderRow) })
export const deskOrderResultSchema = z
  .object({ id: z.number(), orderNumber: z.string(), status })
  .loose()
  .describe('The order as a receipt: item, money (NT$), customer, pickup, payments, refund, invoice, eSIM codes masked, mails, status history, audit entries, allowed actions')
export const deskCancelResultSchema = z.object({ orderNumber: z.string(), status, feeTwd: z.number().int(), refundTwd: z.number().int() })
export const deskRefundResultSchema = z.object({ orderNumber: z.string(), refundTwd: z.number().int(), leftTwd: z.number().int(), pending: z.boolean() })
export const deskUndoHandoverResultSchema = z.object({ orderNumber: z.string(), status })
export const deskResendResultSchema = z.object({ orderNumber: z.string(), to: z.string() })
export const deskPickupChangeResultSchema = z.object({ orderNumber: z.string(), changed: z.boolean(), mailedTo: z.string().nullable() })
export const deskNoteResultSchema = z.object({ orderNumber: z.string() })
export const deskInvoiceResultSchema = z.object({ orderNumber: z.string(), queued: z.enum(['void', 'issue']) })
export const deskResetResultSchema = z.object({ email: z.string() })
export const deskRevealResultSchema = z.object({ orderNumber: z.string(), codes: z.array(z.string()) })

export const pickupOrderSchema = z.object({
  id: z.number(), orderNumber: z.string(), status, itemName: z.string(), planLabel: z.string().nullable(), quantity: z.number(),
  surname: z.string(), givenName: z.string(), guardianRequired: z.boolean(), airport: z.string(), counter: z.string().nullable(),
  date: z.string(), time: z.string().nullable(), pickedUpAt: z.string().nullable(),
  cards: z.array(z.object({
    card: z.number().int(),
    holder: z.object({ surname: z.string(), givenName: z.string(), guardianRequired: z.boolean() }).nullable(),
    serial: z.string().nullable(),
  })),
})
export const pickupListResultSchema = z.object({ date: z.string(), day: z.enum(['today', 'tomorrow']), airports: z.array(z.string()), orders: z.array(pickupOrderSchema) })
export const pickupConfirmResultSchema = z.object({ orderNumber: z.string(), status: z.literal('pickedUp'), serials: z.array(z.string()) })

const ticketSchema = z.object({
  orderNumber: z.string(),
  index: z.number().int(),
  total: z.number().int(),
  leg: z.enum(['outbound', 'return', 'single']),
  itemName: z.string(),
  visitDate: z.string().nullable(),
  timeSlot: z.string().nullable(),
})
/** What a scanned e-ticket is (src/lib/views/staffDesk.ts TicketCheck). */
export const ticketCheckResultSchema = z.union([
  z.object({ result: z.literal('forged') }),
  z.object({ result: z.enum(['void', 'notPaid', 'wrongDate', 'valid', 'admitted']), ticket: ticketSchema }),
  z.object({ result: z.literal('alreadyUsed'), ticket: ticketSchema, usedAt: z.string() }),
])
