/**
 * What the server tells the order form and the result page, as both sides type it: the server builds
 * these (src/server/orders), the browser reads them from the storefront API and from the page's props.
 * Types only: nothing here runs, so the browser bundle never reaches into server modules for them.
 */
import type { TaipeiNow } from '@/domain/dates'
import type { Currency } from '@/domain/currency'
import type { DisplayPrice } from '@/domain/money'
import type { OrderStatus } from '@/domain/orderStatus'
import type { PartnerId } from '@/domain/partners'

/** The totals of an item (POST /api/order/countMoney, a placed order): integer TWD and their display-currency view. */
export type MoneyView = {
  quantity: number
  unitPriceTwd: number
  subtotalTwd: number
  discountTwd: number
  totalTwd: number
  promoCode: string | null
  currency: Currency
  unitPrice: DisplayPrice
  subtotal: DisplayPrice
  discount: DisplayPrice
  total: DisplayPrice
  ratesUpdatedAt: string | null
}

/** What the buyer sees of an order (the result page, the order lookup): the same shape everywhere. */
export type OrderView = {
  orderNumber: string
  status: OrderStatus
  itemName: string
  planLabel: string | null
  quantity: number
  /** The passport name on each card of a physical SIM order of several cards (src/domain/cardHolders.ts); else empty. */
  cardHolders: { card: number; name: string | null }[]
  pickup: { place: string; date: string; time: string } | null
  visit: { date: string; time: string } | null
  railTrip: 'oneWay' | 'roundTrip' | null
  email: string
  createdAt: string | null
  money: MoneyView
  /** The e-invoice once issued (after payment): its number, Taipei date of issue, and whether it was voided. */
  invoice: { number: string; date: string; voided: boolean } | null
}

/** placeOrder's reply: the order, and the short-lived token with which the browser that placed it may pay (POST /api/checkout). */
export type PlacedOrderView = OrderView & { checkoutToken: string }

/** Everything the order form needs about one product or ticket (POST /api/getBookInfo, the order page). */
export type BookInfo =
  | {
      kind: 'product'
      id: number
      name: string
      cardType: 'physical' | 'esim'
      network: '5G' | '4G'
      plans: { id: string; days: number; dataAllowance: string; priceTwd: number; price: DisplayPrice }[]
      pickup: {
        airports: {
          id: number
          name: string
          code: string
          counters: { id: string; name: string; terminal: string; location: string | null; opensAt: string; closesAt: string; times: string[] }[]
        }[]
        firstDate: string
        lastDate: string
        now: TaipeiNow
      } | null
      maxQuantity: number
    }
  | {
      kind: 'rail' | 'observationDeck'
      id: number
      name: string
      prices: { oneWay?: DisplayPrice; roundTrip?: DisplayPrice; ticket?: DisplayPrice }
      visit: { firstDate: string; lastDate: string } | null
      maxQuantity: number
    }

/** A mileage partner an order can be linked to (POST /api/partnerList, and the order form's props): its name in the visitor's language. */
export type PartnerView = { value: PartnerId; name: string; cardNumberPattern: string | null }

