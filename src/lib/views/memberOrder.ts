/**
 * A member's (or a verified guest's) own order as /api/orderList, /api/orderDetail and the order lookup
 * reply with it, and as the personal order pages show it. Types only.
 */
import type { CancellationQuote } from '@/domain/cancellation'
import type { DisplayPrice } from '@/domain/money'
import type { InvoiceType } from '@/domain/invoice'
import type { OrderStatus } from '@/domain/orderStatus'
import type { PaymentMethod } from '@/domain/payment'

import type { MoneyView } from './order'

/** The cancellation quote with its amounts in the display currency (what the confirm dialog shows). */
/** `refunded`: what support's partial refunds already gave back (shown in the quote when there was any). */
export type CancellationView = CancellationQuote & { fee?: DisplayPrice; refund?: DisplayPrice; paid?: DisplayPrice; refunded?: DisplayPrice; refusal?: string }

export type MemberOrderView = {
  orderNumber: string
  /** When the order was placed (ISO timestamp). */
  orderDate: string
  status: OrderStatus
  /** The status in the request's language (spec §4 names). */
  statusText: string
  itemName: string
  planLabel: string | null
  kind: 'esim' | 'voucher' | 'tickets'
  /** The pickup date (physical card) or visit date (ticket), YYYY-MM-DD. */
  pickupDate: string | null
  pickupTime: string | null
  /** Airport · terminal · counter in the request's language (physical cards). */
  location: string | null
  /** The traveller the order is for. */
  recipient: string
  /** The passport name on each card of a physical SIM order of several cards (src/domain/cardHolders.ts); else empty. */
  cardHolders: { card: number; name: string | null }[]
  quantity: number
  money: MoneyView
  paymentMethod: PaymentMethod | null
  paymentMethodText: string | null
  /** Paid by a serial number (redemption): its code, formatted (null on orders from before the code was kept). */
  serial: { number: string | null } | null
  invoiceType: InvoiceType | null
  invoiceTypeText: string | null
  /** What cancelling would do now (computed by src/domain/cancellation.ts). */
  cancellation: CancellationView
  /** A refunded order's refund: what was paid, the fee kept and the amount returned, and when (ISO timestamp). */
  refund: { paid: DisplayPrice; fee: DisplayPrice; amount: DisplayPrice; feeTwd: number; refundedAt: string | null } | null
}

export type MemberOrderList = { list: MemberOrderView[]; total: number; page: number; pageSize: number; totalPages: number }

/** /api/orderDetail and the verified order lookup: the order, and the key of its signed order page (codes, voucher, tickets). */
export type MemberOrderDetail = MemberOrderView & { orderKey: string; orderPagePath: string }

/** /api/user/cancelOrder's reply (the same for every retry with the same Idempotency-Key). */
export type CancelOrderResult = {
  orderNumber: string
  status: 'cancelled' | 'refunded'
  feeTwd: number
  refundTwd: number
  message: string
}
