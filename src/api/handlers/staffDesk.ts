/**
 * /api/staff/* — the order desk (support, admins) and the pickup desk (counter staff, admins), issue 13.
 * Each endpoint checks the staff login and role on the server (src/api/staffEndpoint.ts) and the service
 * checks the role again; every change writes an audit-log entry in its own transaction.
 */
import * as s from '@/lib/schemas/staffDesk'
import { checkTicket } from '@/server/staff/ticketCheck'
import { clientIp } from '@/server/rateLimit'
import { staffCancelOrder, staffInvoiceAction, staffMemberResetMail, staffResendMail, staffRevealEsim } from '@/server/staff/actions'
import { staffAddNote, staffChangeContact, staffChangePickup, staffChangeVisit } from '@/server/staff/changes'
import { deskOrder } from '@/server/staff/orderView'
import { staffRefundPart, staffUndoHandover } from '@/server/staff/refunds'
import { markPickedUp, pickupList, pickupOrder, pickupSearch } from '@/server/staff/pickup'
import { deskMember, searchDesk } from '@/server/staff/search'

import { defineStaffEndpoint } from '../staffEndpoint'

export const staffSearch = defineStaffEndpoint('searchOrders', s.deskSearchSchema, ({ input, payload, locale }) => searchDesk(payload, input.query, locale))
export const staffMember = defineStaffEndpoint('searchOrders', s.deskMemberSchema, ({ input, payload, locale }) => deskMember(payload, input.memberId, locale))
export const staffOrder = defineStaffEndpoint('viewOrder', s.deskOrderSchema, ({ input, payload, locale }) => deskOrder(payload, input.orderId, locale))
export const staffCancel = defineStaffEndpoint('cancelOrder', s.deskCancelSchema, ({ input, payload, staff }) => staffCancelOrder(payload, staff, input))
export const staffRefund = defineStaffEndpoint('refundPart', s.deskRefundSchema, ({ input, payload, staff }) => staffRefundPart(payload, staff, input))
export const staffUndoPickup = defineStaffEndpoint('undoHandover', s.deskUndoHandoverSchema, ({ input, payload, staff }) => staffUndoHandover(payload, staff, input))
export const staffResend = defineStaffEndpoint('resendMail', s.deskResendSchema, ({ input, payload, staff }) => staffResendMail(payload, staff, input))
export const staffInvoice = defineStaffEndpoint('invoice', s.deskInvoiceSchema, ({ input, payload, staff }) => staffInvoiceAction(payload, staff, input))
export const staffResetMail = defineStaffEndpoint('memberResetMail', s.deskMemberSchema, ({ input, payload, staff, request }) =>
  staffMemberResetMail(payload, staff, { memberId: input.memberId, ip: clientIp(request) }),
)
export const staffRevealEsimCode = defineStaffEndpoint('revealEsim', s.deskOrderSchema, ({ input, payload, staff }) => staffRevealEsim(payload, staff, input.orderId))
export const staffPickupChange = defineStaffEndpoint('changeOrder', s.deskPickupChangeSchema, ({ input, payload, staff }) => staffChangePickup(payload, staff, input))
export const staffVisitChange = defineStaffEndpoint('changeVisit', s.deskVisitChangeSchema, ({ input, payload, staff }) => staffChangeVisit(payload, staff, input))
export const staffContactChange = defineStaffEndpoint('changeContact', s.deskContactChangeSchema, ({ input, payload, staff }) => staffChangeContact(payload, staff, input))
export const staffNote = defineStaffEndpoint('orderNote', s.deskNoteSchema, ({ input, payload, staff }) => staffAddNote(payload, staff, input))

export const staffPickupList = defineStaffEndpoint('pickupList', s.pickupListSchema, ({ input, payload, staff, locale }) => pickupList(payload, staff, { day: input.day, locale }))
export const staffPickupSearch = defineStaffEndpoint('pickupList', s.pickupSearchSchema, ({ input, payload, staff, locale }) => pickupSearch(payload, staff, { query: input.query, locale }))
export const staffPickupOrder = defineStaffEndpoint('pickupList', s.deskOrderSchema, ({ input, payload, staff, locale }) => pickupOrder(payload, staff, { orderId: input.orderId, locale }))
export const staffTicketCheck = defineStaffEndpoint('checkTicket', s.ticketCheckSchema, ({ input, payload, staff }) => checkTicket(payload, staff, input))
export const staffPickupConfirm = defineStaffEndpoint('markPickedUp', s.pickupConfirmSchema, ({ input, payload, staff }) => markPickedUp(payload, staff, input))
