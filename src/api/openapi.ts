/**
 * The registry of storefront API endpoints and the OpenAPI 3.1 document generated from it (served at
 * GET /api/openapi.json). Request and reply schemas are the zod schemas the endpoints use, converted
 * with zod's own JSON Schema (draft 2020-12, OpenAPI 3.1's dialect). A unit test fails when a route file
 * exporting POST is missing here, so adding an endpoint means adding one `post(...)` line below.
 */
import { z } from 'zod'

import { CURRENCIES, DEFAULT_CURRENCY } from '@/domain/currency'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '@/domain/locale'
import { geoPreferenceSchema } from '@/lib/schemas/geo'
import { emailTemplateDataSchema, emailTemplateRequestSchema } from '@/server/mail/preview'
import { loginSchema } from '@/lib/schemas/login'
import { VISIT_HORIZON_DAYS } from '@/domain/bookingWindow'
import * as req from '@/lib/schemas/content'
import * as checkoutReq from '@/lib/schemas/checkout'
import * as orderReq from '@/lib/schemas/order'
import * as accountReq from '@/lib/schemas/account'
import * as passkeyReq from '@/lib/schemas/passkeys'
import * as secondFactorReq from '@/lib/schemas/secondFactor'
import * as memberOrderReq from '@/lib/schemas/memberOrders'
import * as redemptionReq from '@/lib/schemas/redemption'
import * as topUpReq from '@/lib/schemas/topUp'
import * as careReq from '@/lib/schemas/care'
import * as reportReq from '@/lib/schemas/partnerReport'
import { ACCESS_TOKEN_COOKIE } from '@/lib/cookies'

import { MAX_BODY_BYTES, PUBLIC_BODY_BYTES } from './body'
import * as accountRes from './responses/account'
import { loginDataSchema, memberProfileSchema, passkeyAddedSchema, passkeyListSchema, passkeyOptionsSchema, secondFactorEnrolledSchema, secondFactorEnrolOptionsSchema, secondFactorStatusSchema, staffPasskeyLoginSchema } from './responses/auth'
import { geoPreferenceDataSchema } from './responses/geo'
import { contactReceivedSchema, kycStatusSchema } from './responses/care'
import * as res from './responses/content'
import * as staffRes from './responses/staffDesk'
import * as staffReq from '@/lib/schemas/staffDesk'

export const OPENAPI_TAGS = {
  auth: 'Auth',
  member: 'Member',
  home: 'Home',
  products: 'Products',
  pickup: 'Pickup locations',
  guides: 'Guides',
  faq: 'FAQ',
  news: 'News',
  reviews: 'Reviews',
  activities: 'Tickets and activities',
  preferences: 'Preferences',
  ordering: 'Ordering',
  redemption: 'Redemption',
  verification: 'Verification codes',
  care: 'Customer care',
  reports: 'Partner reports',
  staff: 'Staff tools',
} as const
type Tag = (typeof OPENAPI_TAGS)[keyof typeof OPENAPI_TAGS]

export type ApiRoute = {
  path: `/api/${string}`
  tag: Tag
  summary: string
  /** The endpoint's request schema (the one given to defineEndpoint). */
  request: z.core.$ZodType
  /** The reply's `data`; omitted means not documented (any JSON). */
  data?: z.ZodType
  /** 'member' endpoints answer HTTP 401 with code 202 without a valid login. */
  access?: 'public' | 'member'
  /** The endpoint answers 404 for an unknown or unpublished id. */
  notFound?: boolean
  /** Other error replies of this endpoint: HTTP status → description. */
  errors?: Record<number, string>
  description?: string
  /** The success reply is a file (these media types), not an envelope; refusals are still envelopes. */
  file?: readonly string[]
}

type Options = Pick<ApiRoute, 'access' | 'notFound' | 'errors' | 'description' | 'file'>

const post = (
  path: ApiRoute['path'],
  tag: Tag,
  summary: string,
  request: z.core.$ZodType,
  data?: z.ZodType,
  options: Options = {},
): ApiRoute => ({ path, tag, summary, request, data, ...options })

const byId = { notFound: true } as const
const REPORT_FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const

/** The staff desks' endpoints (issue 13): 401 (code 202) without a staff login, 403 for members and other roles. */
const staffOnly = (roles: string, extra: Record<number, string> = {}): Options => ({
  errors: { 401: 'No staff login (code 202)', 403: `Not ${roles} (members, partners and other staff roles are refused)`, ...extra },
})
const STAFF_DESK_ROUTES: ApiRoute[] = [
  post('/api/staff/passkey/loginOptions', OPENAPI_TAGS.staff, 'Options for a staff login with a passkey (any of this site)', req.emptyRequestSchema, passkeyOptionsSchema),
  post('/api/staff/passkey/login', OPENAPI_TAGS.staff, "Staff login with a passkey: the browser's answer to loginOptions (sets the admin's payload-token cookie)", passkeyReq.passkeyLoginSchema, staffPasskeyLoginSchema, {
    errors: { 401: 'The passkey, its signature or its challenge (used, late, another) is refused', 429: 'Too many failed attempts from this address' },
  }),
  post('/api/staff/passkey/registerOptions', OPENAPI_TAGS.staff, 'Options for adding a passkey to the signed-in staff account', req.emptyRequestSchema, passkeyOptionsSchema, staffOnly('staff')),
  post('/api/staff/passkey/register', OPENAPI_TAGS.staff, "Add the passkey the browser made for registerOptions' challenge", passkeyReq.passkeyRegistrationSchema, passkeyAddedSchema, staffOnly('staff', { 400: 'Refused challenge or credential', 409: 'Ten passkeys already' })),
  post('/api/staff/passkey/list', OPENAPI_TAGS.staff, "The signed-in staff account's passkeys", req.emptyRequestSchema, passkeyListSchema, staffOnly('staff')),
  post('/api/staff/passkey/rename', OPENAPI_TAGS.staff, 'Rename one of your passkeys', passkeyReq.passkeyRenameSchema, z.null(), { ...staffOnly('staff'), notFound: true }),
  post('/api/staff/passkey/remove', OPENAPI_TAGS.staff, 'Remove one of your passkeys (needs a login of the last 10 minutes)', passkeyReq.passkeyRemoveSchema, z.null(), {
    ...staffOnly('staff', { 403: 'Not staff, or the login is older than 10 minutes' }),
    notFound: true,
  }),
  post('/api/staff/secondFactor/status', OPENAPI_TAGS.staff, "What a staff sign-in still needs (a code, setting up an app, nothing) and the account's authenticator app", req.emptyRequestSchema, secondFactorStatusSchema, {
    description: 'Answers for anyone: without a staff login or waiting sign-in, step none and signedIn false.',
  }),
  post('/api/staff/secondFactor/verify', OPENAPI_TAGS.staff, "The app's code (or a recovery code) that finishes a waiting password sign-in: its token becomes a session", secondFactorReq.secondFactorCodeSchema, z.null(), {
    errors: { 401: 'No waiting sign-in, a wrong or used code, or the ten minutes are over', 403: 'Not staff', 429: 'Too many failed attempts' },
  }),
  post('/api/staff/secondFactor/enrolOptions', OPENAPI_TAGS.staff, 'Start setting up an authenticator app: its key and QR code', req.emptyRequestSchema, secondFactorEnrolOptionsSchema, {
    errors: { 401: 'No staff login or waiting sign-in', 403: 'Not staff', 409: 'An app is already set up' },
  }),
  post('/api/staff/secondFactor/enrol', OPENAPI_TAGS.staff, "Confirm the app with its first code: the recovery codes, shown once", secondFactorReq.secondFactorCodeSchema, secondFactorEnrolledSchema, {
    errors: { 401: 'No staff login or waiting sign-in, or a wrong code', 403: 'Not staff', 429: 'Too many failed attempts' },
  }),
  post('/api/staff/search', OPENAPI_TAGS.staff, 'Order desk: find orders (number, e-mail, passport name, phone in any format) and members', staffReq.deskSearchSchema, staffRes.deskSearchResultSchema, staffOnly('support or admin')),
  post('/api/staff/member', OPENAPI_TAGS.staff, 'Order desk: a member and their orders', staffReq.deskMemberSchema, staffRes.deskMemberResultSchema, { ...staffOnly('support or admin'), notFound: true }),
  post('/api/staff/order', OPENAPI_TAGS.staff, 'Order desk: the order as a receipt with its story and the actions allowed now', staffReq.deskOrderSchema, staffRes.deskOrderResultSchema, { ...staffOnly('support or admin'), notFound: true }),
  post('/api/staff/cancel', OPENAPI_TAGS.staff, "Order desk: cancel (unpaid) or refund less NT$30; the fee may be waived, and what the traveller may not cancel (goods used) refunded, with a reason: the eSIM is revoked, tickets become void", staffReq.deskCancelSchema, staffRes.deskCancelResultSchema, { ...staffOnly('support or admin', { 409: 'The order can no longer be cancelled' }), notFound: true }),
  post('/api/staff/refund', OPENAPI_TAGS.staff, 'Order desk: a partial or goodwill refund (at most what was paid less what went back, with a reason); the order keeps its status, the e-invoice gets an allowance (折讓); requestKey makes retries and racing copies one refund', staffReq.deskRefundSchema, staffRes.deskRefundResultSchema, { ...staffOnly('support or admin', { 409: 'Nothing left to refund, or a refund still waiting for TapPay' }), notFound: true }),
  post('/api/staff/undoHandover', OPENAPI_TAGS.staff, 'Order desk: take a mistaken counter handover back, with a reason: the order waits for pickup again', staffReq.deskUndoHandoverSchema, staffRes.deskUndoHandoverResultSchema, { ...staffOnly('support or admin', { 409: 'Not picked up' }), notFound: true }),
  post('/api/staff/resendMail', OPENAPI_TAGS.staff, 'Order desk: send a mail the order has had again to its current address (kind: confirmation, receipt, or the delivery mail — voucher, eSIM codes, e-tickets); the same resend within a minute is a retry', staffReq.deskResendSchema, staffRes.deskResendResultSchema, { ...staffOnly('support or admin', { 409: 'The order has no such mail (nothing delivered yet, no receipt, or closed)' }), notFound: true }),
  post('/api/staff/changePickup', OPENAPI_TAGS.staff, "Order desk: move a SIM card's pickup (airport, counter, date, time) by the order form's rules, while no card is handed over; the traveller gets the updated voucher or confirmation; the same pickup again changes nothing", staffReq.deskPickupChangeSchema, staffRes.deskPickupChangeResultSchema, { ...staffOnly('support or admin', { 409: 'A card was handed over, or the order is closed' }), notFound: true }),
  post('/api/staff/changeVisit', OPENAPI_TAGS.staff, "Order desk: move a deck ticket's visit (date, slot) before the visit by the order form's rules; the seats are counted under the slot's lock (a full slot is a 409 with the field error); the traveller gets the updated tickets or confirmation; the same visit again changes nothing", staffReq.deskVisitChangeSchema, staffRes.deskPickupChangeResultSchema, { ...staffOnly('support or admin', { 409: 'The slot is full, a ticket was admitted, the visit has begun, or the order is closed' }), notFound: true }),
  post('/api/staff/changeContact', OPENAPI_TAGS.staff, "Order desk: correct the contact e-mail and/or phone of an open order; a new address gets the order's current mail, the old address a notice with the new values masked", staffReq.deskContactChangeSchema, staffRes.deskPickupChangeResultSchema, { ...staffOnly('support or admin', { 409: 'The order is closed' }), notFound: true }),
  post('/api/staff/note', OPENAPI_TAGS.staff, 'Order desk: an internal note on the order (support and admins read it; never the traveller, members or partners)', staffReq.deskNoteSchema, staffRes.deskNoteResultSchema, { ...staffOnly('support or admin'), notFound: true }),
  post('/api/staff/invoice', OPENAPI_TAGS.staff, 'Order desk: void the e-invoice (with a reason) or queue its issue', staffReq.deskInvoiceSchema, staffRes.deskInvoiceResultSchema, { ...staffOnly('support or admin', { 409: 'Not allowed in the invoice\'s state' }), notFound: true }),
  post('/api/staff/memberResetMail', OPENAPI_TAGS.staff, "Order desk: send the member a password-reset code (the member's own reset flow)", staffReq.deskMemberSchema, staffRes.deskResetResultSchema, { ...staffOnly('support or admin'), notFound: true }),
  post('/api/staff/revealEsim', OPENAPI_TAGS.staff, "Order desk: the order's eSIM activation codes in full (the reveal is logged)", staffReq.deskOrderSchema, staffRes.deskRevealResultSchema, { ...staffOnly('support or admin'), notFound: true }),
  post('/api/staff/pickupList', OPENAPI_TAGS.staff, "Pickup desk: today's or tomorrow's pickups at the counter's airports", staffReq.pickupListSchema, staffRes.pickupListResultSchema, staffOnly('counter or admin')),
  post('/api/staff/pickupSearch', OPENAPI_TAGS.staff, "Pickup desk: an order at the counter's airports by number (typed or the voucher QR) or passport name", staffReq.pickupSearchSchema, z.array(staffRes.pickupOrderSchema), staffOnly('counter or admin')),
  post('/api/staff/pickupOrder', OPENAPI_TAGS.staff, "Pickup desk: one order at the counter's airports (what a handover needs only)", staffReq.deskOrderSchema, staffRes.pickupOrderSchema, { ...staffOnly('counter or admin'), notFound: true }),
  post('/api/staff/pickupConfirm', OPENAPI_TAGS.staff, 'Pickup desk: mark picked up, one card serial per card, after the ID check', staffReq.pickupConfirmSchema, staffRes.pickupConfirmResultSchema, { ...staffOnly('counter or admin', { 409: 'Not pending pickup' }), notFound: true }),
  post('/api/staff/ticketCheck', OPENAPI_TAGS.staff, 'Ticket check: what a scanned e-ticket QR is (valid, void, used, another day, made up); with admit, let it through once', staffReq.ticketCheckSchema, staffRes.ticketCheckResultSchema, staffOnly('counter or admin', {})),
]

/** Every storefront endpoint (POST, JSON body, `{ code, message, data }` reply). */
export const API_ROUTES: readonly ApiRoute[] = [
  post('/api/login', OPENAPI_TAGS.auth, 'Log a member in (sets the access_token and user_info cookies)', loginSchema, loginDataSchema, {
    errors: { 401: 'Username or password is incorrect (code 401)', 429: 'Too many failed attempts: account locked for a while' },
  }),
  post('/api/logout', OPENAPI_TAGS.auth, 'Log out (clears the cookies)', req.emptyRequestSchema, z.null()),
  post('/api/passkey/loginOptions', OPENAPI_TAGS.auth, 'Options for logging in with a passkey (any of this site; no e-mail typed)', req.emptyRequestSchema, passkeyOptionsSchema),
  post('/api/passkey/login', OPENAPI_TAGS.auth, "Log in with a passkey: the browser's answer to loginOptions (sets the cookies like /api/login)", passkeyReq.passkeyLoginSchema, loginDataSchema, {
    errors: { 401: 'The passkey, its signature or its challenge (used, late, another) is refused (code 401)', 429: 'Too many failed attempts from this address' },
  }),
  post('/api/passkey/registerOptions', OPENAPI_TAGS.member, 'Options for adding a passkey to the logged-in account', req.emptyRequestSchema, passkeyOptionsSchema, { access: 'member' }),
  post('/api/passkey/register', OPENAPI_TAGS.member, "Add the passkey the browser made for registerOptions' challenge", passkeyReq.passkeyRegistrationSchema, passkeyAddedSchema, {
    access: 'member',
    errors: { 400: "Refused: another account's, a used or a late challenge, or a credential already stored", 409: 'Ten passkeys already' },
  }),
  post('/api/passkey/list', OPENAPI_TAGS.member, "The logged-in account's passkeys, newest first", req.emptyRequestSchema, passkeyListSchema, { access: 'member' }),
  post('/api/passkey/rename', OPENAPI_TAGS.member, 'Rename one of your passkeys', passkeyReq.passkeyRenameSchema, z.null(), { access: 'member', notFound: true }),
  post('/api/passkey/remove', OPENAPI_TAGS.member, 'Remove one of your passkeys (needs a login of the last 10 minutes)', passkeyReq.passkeyRemoveSchema, z.null(), {
    access: 'member',
    notFound: true,
    errors: { 403: 'The login is older than 10 minutes: log in again first' },
  }),
  post('/api/user/info', OPENAPI_TAGS.member, "The logged-in member's profile", req.emptyRequestSchema, memberProfileSchema, { access: 'member' }),
  post('/api/user/changePass', OPENAPI_TAGS.member, 'Change the password (old password, new one twice)', accountReq.changePassSchema, accountRes.passwordChangedSchema, {
    access: 'member',
    errors: { 400: 'A rule broken, or the old password is wrong (data.errors.oldPassword)', 429: 'Too many wrong old passwords: wait (Retry-After)' },
    description: 'The new password is 6–12 letters and digits combined. Every other session of the member ends; the current one stays logged in.',
  }),
  post('/api/user/changeData', OPENAPI_TAGS.member, 'Edit the member information (ordinary members only)', accountReq.changeDataSchema, accountRes.profileChangeSchema, {
    access: 'member',
    errors: { 400: 'A rule broken (18 or older, passport name, phone with country code …) or a wrong e-mail code', 403: 'Partner accounts (types 2 and 3) have no member information', 429: 'Too many codes or wrong codes' },
    description:
      'A new e-mail takes effect only with the code sent to it: the call without emailCode sends the code and stores nothing (data.status emailCodeSent); ' +
      'the same call with emailCode stores everything and notifies the old address.',
  }),
  post('/api/user/verifyPhone', OPENAPI_TAGS.member, 'Confirm the profile’s phone with a code sent to it by SMS (ordinary members only)', accountReq.verifyPhoneSchema, accountRes.phoneVerifyResultSchema, {
    access: 'member',
    errors: {
      400: 'No phone in the profile, or a wrong code',
      403: 'Partner accounts (types 2 and 3) have no member information',
      429: 'Too many codes or wrong codes',
      503: 'SMS is not available',
    },
    description:
      'The call without code sends a 6-digit code by SMS to the phone of the profile (data.status codeSent); the call with it confirms that phone (verified). ' +
      'A password-reset code goes by SMS only to a confirmed phone; changing the phone makes it unconfirmed again.',
  }),

  post('/api/banner', OPENAPI_TAGS.home, 'Home banners', req.emptyRequestSchema, res.bannerListSchema),
  post('/api/index/productCategory', OPENAPI_TAGS.home, 'Categories, each with its products', req.emptyRequestSchema, res.categoriesWithProductsSchema),
  post('/api/index/productProcess', OPENAPI_TAGS.home, 'Steps from order to pickup', req.emptyRequestSchema, res.productProcessSchema),
  post('/api/index/invoiceGive', OPENAPI_TAGS.home, 'E-invoice donation text (HTML)', req.emptyRequestSchema, res.invoiceGiveSchema),
  post('/api/index/seo', OPENAPI_TAGS.home, 'Home page meta data and the site name', req.emptyRequestSchema, res.seoSchema),
  post('/api/cooperateActivity', OPENAPI_TAGS.home, 'Business cooperation entries', req.emptyRequestSchema, res.cooperateActivitySchema),

  post('/api/productCategory', OPENAPI_TAGS.products, 'Product categories', req.emptyRequestSchema, res.productCategoryListSchema),
  post('/api/productList', OPENAPI_TAGS.products, 'Products by category, card type or name (paged)', req.productListSchema, res.productListSchema),
  post('/api/productDetail', OPENAPI_TAGS.products, 'One product with its plans', req.idRequestSchema, res.productDetailSchema, byId),

  post('/api/cardAddressList', OPENAPI_TAGS.pickup, 'Pickup airports and counters', req.cardAddressListSchema, res.airportListSchema),
  post('/api/cardAddressTree', OPENAPI_TAGS.pickup, 'Pickup regions with their airports', req.emptyRequestSchema, res.pickupTreeSchema),

  post('/api/guide', OPENAPI_TAGS.guides, 'Guides, optionally of one type', req.guideListSchema, res.guideListSchema),
  post('/api/guideDetail', OPENAPI_TAGS.guides, 'One guide', req.idRequestSchema, res.guideDetailSchema, byId),

  post('/api/questionCategory', OPENAPI_TAGS.faq, 'FAQ categories', req.emptyRequestSchema, res.questionCategoryListSchema),
  post('/api/questionList', OPENAPI_TAGS.faq, 'FAQ entries by category or keyword (paged)', req.questionListSchema, res.questionListSchema),

  post('/api/newMessageList', OPENAPI_TAGS.news, 'News, newest first (paged)', req.pageRequestSchema, res.newsListSchema),
  post('/api/newMessageDetail', OPENAPI_TAGS.news, 'One news item', req.idRequestSchema, res.newsDetailSchema, byId),

  post('/api/esteemList', OPENAPI_TAGS.reviews, 'Approved reviews of a product or activity (paged)', req.esteemListSchema, res.reviewListSchema),
  post('/api/esteemDetail', OPENAPI_TAGS.reviews, 'One approved review', req.idRequestSchema, res.reviewSchema, byId),

  post('/api/activityList', OPENAPI_TAGS.activities, 'Tickets and activities with prices', req.emptyRequestSchema, res.activityListSchema),
  post('/api/activitySlots', OPENAPI_TAGS.activities, 'Observation-deck slots and remaining seats on a visit date', req.activitySlotsSchema, res.activitySlotsSchema, {
    notFound: true,
    description: `visitDate is a Taipei date from today to ${VISIT_HORIZON_DAYS} days ahead. 404 for an unknown, unpublished or non-observation-deck activity.`,
  }),

  post('/api/geoPreference', OPENAPI_TAGS.preferences, 'Language and currency for a browser position (first visit)', geoPreferenceSchema, geoPreferenceDataSchema),

  post('/api/partnerList', OPENAPI_TAGS.ordering, 'Mileage partners an order can be linked to', req.emptyRequestSchema),
  post('/api/order/countMoney', OPENAPI_TAGS.ordering, 'Totals of an order (prices, promo code) for the confirmation screen', orderReq.countMoneySchema),
  post('/api/order/placeOrder', OPENAPI_TAGS.ordering, 'Place an unpaid order (header Idempotency-Key makes retries safe)', orderReq.placeOrderSchema, undefined, {
    errors: { 409: 'The slot is full, the promo code was just used, or the Idempotency-Key belongs to another order' },
  }),

  post('/api/checkNumber', OPENAPI_TAGS.redemption, 'Is a serial number valid and unused, and what is it for', redemptionReq.checkNumberSchema, undefined, {
    errors: {
      400: 'The serial number has expired, is not valid yet, or covers fewer cards than asked',
      409: 'The serial number has already been used',
      429: 'Too many unknown serial numbers from this address: wait (Retry-After)',
    },
    notFound: true,
    description: '404: unknown serial number. Unknown numbers count against the client address (a few free, then a growing wait); numbers that exist cost nothing.',
  }),
  post('/api/order/topUp/plans', OPENAPI_TAGS.ordering, "An eSIM's data used and left, its validity end, and the top-up plans it may take now (priced by the shop); the order's member or the signed order link's key", topUpReq.topUpPlansSchema, undefined, {
    notFound: true,
    description: '404 for an unknown order, a wrong key, or another member’s order (indistinguishable).',
  }),
  post('/api/order/topUp', OPENAPI_TAGS.ordering, 'A top-up order for the eSIM (header Idempotency-Key required: one key, one order); pay it through /api/checkout with the checkoutToken returned', topUpReq.placeTopUpSchema, undefined, {
    errors: { 409: 'The eSIM cannot take this top-up now (not delivered, ended, or the plan is not offered for it)' },
    notFound: true,
  }),
  post('/api/order/redeem', OPENAPI_TAGS.redemption, 'Redeem a serial number: a paid order for its product and plan, fulfilled at once (header Idempotency-Key makes retries safe)', orderReq.redeemSchema, undefined, {
    errors: {
      400: 'Expired / not yet valid serial, or a field of the order form (the e-mail code, the pickup …)',
      409: 'The serial number has already been used (also when a parallel request redeemed it first)',
      429: 'Too many unknown serial numbers from this address',
    },
    notFound: true,
    description:
      '404: unknown serial number. The body is the order form’s (no promo code) with serialNumber; the product, plan and card type are the serial’s. ' +
      'The reply is the order (status pendingPickup for a card, delivered for an eSIM, or paid while an eSIM waits for a code) with orderPagePath, its signed page.',
  }),
  post('/api/checkout', OPENAPI_TAGS.ordering, 'Pay an unpaid order with a one-time TapPay prime (header Idempotency-Key required)', checkoutReq.checkoutSchema, undefined, {
    notFound: true,
    errors: {
      409: 'The order is paid or cancelled, or another payment of it is in progress',
      422: 'The card was declined, or the payment did not go through (nothing charged)',
      503: 'TapPay did not answer and the Record API could not be asked: try again with the same key',
    },
    description:
      'The amount is the order’s total. Allowed to the member who owns the order, or with the checkoutToken of placeOrder’s reply. ' +
      'Replies data.status paid | challenge (send the browser to data.paymentUrl for 3-D Secure) | pending. The same key replays the same reply.',
  }),
  post('/api/checkout/result', OPENAPI_TAGS.ordering, 'Where an order’s payment stands, re-read from TapPay (the 3-D Secure return)', checkoutReq.checkoutResultSchema, undefined, {
    notFound: true,
    errors: {
      422: 'The payment failed: the bank’s 3-D Secure check was not passed, or the card was declined',
      503: 'TapPay could not be asked now: ask again',
    },
    description:
      'The payer (the member who owns the order, or with the checkoutToken) gets the order’s payment: data.status paid | unpaid | pending | reversed. ' +
      'Any other browser (the bank returned the traveller elsewhere) sends the rec_trade_id, order_number and bank_transaction_id TapPay put in the return URL: ' +
      'that one payment’s outcome — returnPaid | pending | reversed (without orderKey) | the failure’s 422 — and nothing of the order; ids that do not name a payment of that order are the 404 of an unknown order.',
  }),

  post('/api/checkout/order', OPENAPI_TAGS.ordering, 'The unpaid order a payment link opens (the link’s token as checkoutToken)', checkoutReq.checkoutOrderSchema, undefined, {
    notFound: true,
    description:
      'Support mails an unpaid order a payment link (/checkout?order=…&link=…); only the newest link works, until the order’s payment window closes. ' +
      'data: the order as placeOrder answers it, with the checkoutToken for POST /api/checkout. A paid, cancelled or unknown order and a superseded or expired link are the same 404.',
  }),

  post('/api/sendEmail', OPENAPI_TAGS.verification, 'Send a 6-digit code by e-mail', orderReq.sendEmailSchema, undefined, { errors: { 429: 'Too many codes requested' } }),
  post('/api/sendSms', OPENAPI_TAGS.verification, 'Send a 6-digit code by SMS', orderReq.sendSmsSchema, undefined, { errors: { 429: 'Too many codes requested' } }),
  post('/api/checkCode', OPENAPI_TAGS.verification, 'Check a code without using it up', orderReq.checkCodeSchema),
  post('/api/findPassword', OPENAPI_TAGS.verification, 'Set a new password with the code sent for a password reset', accountReq.findPasswordSchema, accountRes.passwordResetSchema, {
    errors: { 400: 'A rule broken, or the code is wrong or expired (the same reply for an address without an account)', 429: 'Too many wrong codes: wait (Retry-After)' },
    description: 'Send the code first with /api/sendEmail or /api/sendSms (purpose passwordReset). Every session of the account ends.',
  }),
  post('/api/getBookInfo', OPENAPI_TAGS.ordering, 'Plans, prices, pickup counters and allowed dates for the order form', orderReq.getBookInfoSchema, undefined, {
    notFound: true,
  }),
  post('/api/order', OPENAPI_TAGS.ordering, "One of the logged-in member's orders by its number", orderReq.orderLookupSchema, undefined, {
    access: 'member',
    notFound: true,
  }),
  post('/api/orderList', OPENAPI_TAGS.member, "The logged-in member's orders, newest first (paged)", memberOrderReq.orderListSchema, undefined, {
    access: 'member',
    description:
      'data: { list, total, page, pageSize, totalPages }. Each order: number, order date, pickup/visit date, location (airport · terminal · counter in the ' +
      'request language), recipient, quantity, money (subtotal, discount, total in TWD and the display currency), payment method, invoice type, status ' +
      '(with statusText translated) and `cancellation`: what cancelling would do now (free, or the NT$30 fee and the refund of the amount paid, or why not).',
  }),
  post('/api/orderDetail', OPENAPI_TAGS.member, "One of the logged-in member's orders, with its cancellation quote", memberOrderReq.orderDetailSchema, undefined, {
    access: 'member',
    notFound: true,
    description: 'As an /api/orderList entry, plus orderKey and orderPagePath: the signed order page with the eSIM codes, voucher or tickets. Another member’s order is 404.',
  }),
  post('/api/user/cancelOrder', OPENAPI_TAGS.member, 'Cancel one of the member’s orders (header Idempotency-Key required)', memberOrderReq.cancelOrderSchema, undefined, {
    access: 'member',
    notFound: true,
    errors: {
      409: 'The order can no longer be cancelled: picked up, activated or used, already cancelled or refunded (message says which)',
      503: 'The payment provider could not refund now: nothing changed, try again with the same key',
    },
    description:
      'Unpaid: cancelled free. Paid, not collected/activated/used: refunded through TapPay, the amount paid less the NT$30 fee (promo discounts are not ' +
      'paid out; the promo code stays used). data: { orderNumber, status: cancelled | refunded, feeTwd, refundTwd, message }. The same key replays the same reply.',
  }),
  post('/api/orderLookup/sendCode', OPENAPI_TAGS.ordering, 'Guest order lookup, step 1: mail a code to the order’s e-mail', memberOrderReq.lookupSendCodeSchema, undefined, {
    errors: { 429: 'Too many codes requested for this address or from this client' },
    description: 'The same reply whether or not an order with this number and e-mail exists; a code is sent only when it does.',
  }),
  post('/api/orderLookup/verify', OPENAPI_TAGS.ordering, 'Guest order lookup, step 2: the mailed code → the order and a lookup token', memberOrderReq.lookupVerifySchema, undefined, {
    errors: { 429: 'Too many wrong codes for this address: wait (Retry-After)' },
    description:
      'A wrong code, number or e-mail is the same 400 (data.errors.code). data: { lookupToken (30 minutes, this order only), order (as /api/orderDetail), pay: for an unpaid order the order as placeOrder answers it, with its checkoutToken for POST /api/checkout (else null) }.',
  }),
  post('/api/orderLookup', OPENAPI_TAGS.ordering, 'Guest order lookup: the verified order again, with its lookup token', memberOrderReq.lookupTokenSchema, undefined, {
    notFound: true,
    errors: { 403: 'The lookup token is missing, forged or expired: request a new code' },
  }),
  post('/api/orderLookup/cancel', OPENAPI_TAGS.ordering, 'Guest order lookup: cancel the verified order (header Idempotency-Key required)', memberOrderReq.lookupTokenSchema, undefined, {
    notFound: true,
    errors: {
      403: 'The lookup token is missing, forged or expired: request a new code',
      409: 'The order can no longer be cancelled (message says why)',
    },
    description: 'The same rules and reply as /api/user/cancelOrder.',
  }),
  post('/api/user/reviewStatus', OPENAPI_TAGS.reviews, 'May the logged-in member review this product or activity now', redemptionReq.reviewStatusSchema, undefined, {
    access: 'member',
  }),
  post('/api/user/review', OPENAPI_TAGS.reviews, 'Post a review (rating, text) of a product or activity the member completed an order for', redemptionReq.postReviewSchema, undefined, {
    access: 'member',
    errors: {
      403: 'No completed order (picked up, redeemed or delivered) of the member for it',
      409: 'Already reviewed this month (Taiwan time)',
    },
    description: 'Stored in the member’s language and public only once staff approve it.',
  }),
  post('/api/user/service', OPENAPI_TAGS.care, 'Contact support as a member (reply to the account e-mail; acknowledged by mail)', careReq.memberContactSchema, contactReceivedSchema, {
    access: 'member',
    errors: { 429: 'Too many messages from this account in an hour' },
  }),
  post('/api/contact', OPENAPI_TAGS.care, 'Contact support as a visitor (e-mail and message; acknowledged by mail)', careReq.visitorContactSchema, contactReceivedSchema, {
    errors: { 429: 'Too many messages from this client address in an hour' },
    description: 'With a member login the account e-mail is used instead of the one sent.',
  }),
  post('/api/question/answer_questions', OPENAPI_TAGS.care, 'Answer the survey (e-mail and at least one answer; answers by question key)', careReq.surveyAnswersSchema, z.null(), {
    errors: { 429: 'Too many answers from this client address or e-mail' },
  }),
  post('/api/commitTopic', OPENAPI_TAGS.care, 'The one-question questionnaire: e-mail and answer', careReq.commitTopicSchema, z.null(), {
    errors: { 429: 'Too many answers from this client address or e-mail' },
  }),
  post('/api/authentication', OPENAPI_TAGS.care, 'KYC pre-registration: passport name, nationality, document number, birth date and two ID images (base64 JPEG, PNG or WebP, 8 MB each)', careReq.kycSubmitSchema, kycStatusSchema, {
    access: 'member',
    errors: { 409: 'An application is already under review or approved', 413: 'The request is larger than two 8 MB images', 429: 'Too many submissions' },
    description: 'The image type is read from the file content; anything but a readable JPEG, PNG or WebP image is refused. The files are private to admins and support staff.',
  }),
  post('/api/videoCheckInfo', OPENAPI_TAGS.care, "The member's real-name verification status", req.emptyRequestSchema, kycStatusSchema, { access: 'member' }),
  post('/api/agora/getToken', OPENAPI_TAGS.care, 'Video verification token', req.emptyRequestSchema, z.null(), {
    access: 'member',
    notFound: true,
    description: 'This deployment has no video provider: the reply is HTTP 404, code 404, "video verification is not configured" in the request language.',
  }),
  post('/api/user/btcOrderList', OPENAPI_TAGS.reports, 'B2C partner report (type 2): sales with the partner’s promo codes, a page with totals and sales per day', reportReq.reportListSchema, undefined, {
    access: 'member',
    errors: { 403: 'Not a type 2 account, or the account has no active B2C partner' },
    description:
      'Rows: one per promo code and product (orders, original price, total sales, cumulative profit share in TWD) over paid orders that were not ' +
      'cancelled or refunded, placed between from and to (Taipei dates, both included). query matches the code or the product name. ' +
      'data: { list, totals (sums over every page), daily [{ date, amountTwd }], total, page, pageSize, totalPages, partner, range }.',
  }),
  post('/api/user/btcOrderList/download', OPENAPI_TAGS.reports, 'B2C partner report as a CSV (UTF-8 with BOM) or XLSX file: every row the filter selects', reportReq.reportDownloadSchema, undefined, {
    access: 'member',
    file: REPORT_FILE_TYPES,
    errors: { 403: 'Not a type 2 account, or the account has no active B2C partner' },
    description: 'The same filter as /api/user/btcOrderList plus format csv | xlsx; headers and file name in the request language; the last line holds the totals.',
  }),
  post('/api/user/bbcOrderList', OPENAPI_TAGS.reports, 'BBC partner report (type 3): the serial numbers issued to the partner, a page with totals and amounts per day', reportReq.reportListSchema, undefined, {
    access: 'member',
    errors: { 403: 'Not a type 3 account, or the account has no active BBC partner' },
    description:
      'Rows: order date (issue), redemption number, product, original price, payable amount, discount, status (unused | used), redeemed at. ' +
      'from/to are Taipei dates of issue (both included); query matches the number or the product name. Totals: discount and payable over every page.',
  }),
  post('/api/user/bbcOrderList/download', OPENAPI_TAGS.reports, 'BBC partner report as a CSV (UTF-8 with BOM) or XLSX file: every row the filter selects', reportReq.reportDownloadSchema, undefined, {
    access: 'member',
    file: REPORT_FILE_TYPES,
    errors: { 403: 'Not a type 3 account, or the account has no active BBC partner' },
    description: 'The same filter as /api/user/bbcOrderList plus format csv | xlsx; headers and file name in the request language; the last line holds the totals.',
  }),
  post('/api/emailTemplate', OPENAPI_TAGS.staff, 'Preview a mail template in a language with sample data (staff only)', emailTemplateRequestSchema, emailTemplateDataSchema, {
    errors: { 403: 'Not a staff login (Payload admin cookie or Authorization: JWT …)' },
    description: 'Staff can also open GET /api/emailTemplate?kind=…&lang=…[&variant=…][&format=html|text|sms] in the browser to see the page itself.',
  }),
  // Staff desks (issue 13): a staff login (Payload admin cookie or Authorization: JWT …) with the role named.
  ...STAFF_DESK_ROUTES,
]

/* ---------- the document ---------- */

type Json = Record<string, unknown>

const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` })

/** Converts a zod schema; shared sub-schemas (`.meta({ id })`) go to `components.schemas`. */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output', components: Json): Json {
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as Json
  const { $schema: _dialect, $defs, ...root } = converted
  for (const [id, def] of Object.entries(($defs ?? {}) as Json)) components[id] = relink(def)
  return relink(root) as Json
}

function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace('#/$defs/', '#/components/schemas/') : relink(inner),
    ]),
  )
}

const envelopeOf = (data: Json, code: Json = { type: 'integer' }): Json => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code, message: { type: 'string', description: 'In the language of the `lang` header' }, data },
})

const errorResponse = (description: string, code?: number): Json => ({
  description,
  content: { 'application/json': { schema: code === undefined ? ref('schemas', 'ErrorEnvelope') : envelopeOf({ type: 'null' }, { const: code }) } },
})

const operationId = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split('/')
    .map((part, index) => (index ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('')

function buildDocument(): Json {
  const schemas: Json = {
    ErrorEnvelope: envelopeOf({ type: 'null' }),
    ValidationErrorEnvelope: envelopeOf(
      {
        anyOf: [
          {
            type: 'object',
            required: ['errors'],
            properties: {
              errors: {
                type: 'object',
                additionalProperties: { type: 'string' },
                description: 'Field path → message in the request language',
              },
            },
          },
          { type: 'null' },
        ],
      },
      { const: 400 },
    ),
  }
  const paths: Json = {}

  for (const route of API_ROUTES) {
    const requestSchema = jsonSchema(route.request, 'input', schemas)
    const dataSchema = route.data ? jsonSchema(route.data, 'output', schemas) : { description: 'Not documented yet' }
    const responses: Json = {
      200: route.file
        ? { description: 'The file (Content-Disposition: attachment)', content: Object.fromEntries(route.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
        : { description: 'Success (code 200)', content: { 'application/json': { schema: envelopeOf(dataSchema, { const: 200 }) } } },
      400: ref('responses', 'BadRequest'),
      ...(route.access === 'member' ? { 401: ref('responses', 'NotLoggedIn') } : {}),
      ...(route.notFound ? { 404: ref('responses', 'NotFound') } : {}),
      413: ref('responses', 'PayloadTooLarge'),
      500: ref('responses', 'ServerError'),
      ...Object.fromEntries(Object.entries(route.errors ?? {}).map(([status, text]) => [status, errorResponse(text, Number(status))])),
    }
    const required = Array.isArray(requestSchema.required) && requestSchema.required.length > 0
    paths[route.path] = {
      post: {
        operationId: operationId(route.path),
        tags: [route.tag],
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        parameters: [ref('parameters', 'Lang'), ref('parameters', 'Currency')],
        requestBody: {
          required,
          description: required ? undefined : 'May be empty (treated as `{}`)',
          content: { 'application/json': { schema: requestSchema } },
        },
        responses,
        ...(route.access === 'member' ? { security: [{ bearerAuth: [] }, { accessTokenCookie: [] }] } : {}),
      },
      get: {
        operationId: `${operationId(route.path)}Get`,
        tags: [route.tag],
        summary: 'Not allowed: use POST',
        parameters: [ref('parameters', 'Lang')],
        responses: { 405: ref('responses', 'MethodNotAllowed') },
      },
    }
  }

  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Taiwan Travel SIM storefront API',
      version: '1.0.0',
      description: [
        'Every call is a POST with a JSON body (an empty body counts as `{}`, at most 1 MB); unknown body fields are rejected.',
        'Every reply is `{ code, message, data }`: code 200 on success; HTTP 401 with code 202 means "not logged in" (log out and go to login);',
        'otherwise code equals the HTTP status. `message` follows the `lang` header; prices follow the `currency` header',
        '(integer TWD amounts `…Twd` plus a `DisplayPrice`, approximate for every currency but TWD).',
      ].join(' '),
    },
    servers: [{ url: '/' }],
    tags: Object.values(OPENAPI_TAGS).map((name) => ({ name })),
    paths,
    components: {
      schemas,
      parameters: {
        Lang: {
          name: 'lang',
          in: 'header',
          required: false,
          description: `Language of messages and content: ${LOCALES.map((l) => `${LOCALE_INFO[l].langHeader} (${l})`).join(', ')}. Missing or unknown: ${LOCALE_INFO[DEFAULT_LOCALE].langHeader}.`,
          schema: { type: 'string', default: LOCALE_INFO[DEFAULT_LOCALE].langHeader, examples: LOCALES.map((l) => LOCALE_INFO[l].langHeader) },
        },
        Currency: {
          name: 'currency',
          in: 'header',
          required: false,
          description: `Display currency of prices. Missing or unknown: ${DEFAULT_CURRENCY}.`,
          schema: { type: 'string', enum: [...CURRENCIES], default: DEFAULT_CURRENCY },
        },
      },
      responses: {
        BadRequest: {
          description: 'Malformed JSON, a body that is not an object, or invalid fields (`data.errors`)',
          content: { 'application/json': { schema: ref('schemas', 'ValidationErrorEnvelope') } },
        },
        NotLoggedIn: errorResponse('No valid member login (code 202): log out and go to the login page', 202),
        NotFound: errorResponse('Data does not exist (unknown or unpublished)', 404),
        MethodNotAllowed: errorResponse('Not a POST (header Allow: POST)', 405),
        PayloadTooLarge: errorResponse(`Body over ${PUBLIC_BODY_BYTES} bytes (member endpoints, after the login: ${MAX_BODY_BYTES} bytes)`, 413),
        ServerError: errorResponse('Unexpected failure', 500),
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access_token from /api/login' },
        accessTokenCookie: { type: 'apiKey', in: 'cookie', name: ACCESS_TOKEN_COOKIE, description: 'Set by /api/login (HttpOnly)' },
      },
    },
  }
}

let document: Json | undefined

/** The OpenAPI 3.1 document (built once per process). */
export function openApiDocument(): Json {
  document ??= buildDocument()
  return document
}
