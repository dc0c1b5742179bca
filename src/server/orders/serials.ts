import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { taipeiDate } from '@/domain/dates'
import { ShopError, tooManyAttempts } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { formatSerial, isWellFormedSerial, normaliseSerial, serialState, type SerialState, type SerialStatus } from '@/domain/serialNumber'
import { SERIAL_GUESS_POLICY } from '@/domain/throttle'
import type { CheckNumberInput } from '@/lib/schemas/redemption'
import type { SerialView } from '@/lib/views/redemption'
import { getProduct } from '@/server/catalog/products'
import { markOrderSerialUnused, markSerialUsed, serialByCode, serialCodeOfOrder, setSerialOrder } from '@/server/db/queries/serials'
import { sqlHandle } from '@/server/db/transaction'
import { refundAttempt, reserveAttempt } from '@/server/rateLimit'

import { planLabel } from './planLabel'

/** A serial number as redemption needs it (never its partner or prices: those are for staff and the partner). */
export type SerialRow = {
  id: number
  code: string
  productId: number
  planId: string
  quantity: number
  validFrom: string | null
  validUntil: string | null
  status: SerialStatus
}

const REFUSAL: Record<Exclude<SerialState, 'ok'>, () => ShopError> = {
  used: () => new ShopError('conflict', 'serialUsed'),
  expired: () => new ShopError('invalid', 'serialExpired'),
  notYetValid: () => new ShopError('invalid', 'serialNotYetValid'),
}
export const serialUnknown = () => new ShopError('notFound', 'serialUnknown')
export const serialUsed = REFUSAL.used

const guessBucket = (ip: string) => `serial-guess:${ip}`

async function findSerial(payload: Payload, code: string): Promise<SerialRow | null> {
  const db = await sqlHandle(payload)
  const row = await serialByCode(db, code)
  return row ? { ...row, id: Number(row.id), productId: Number(row.productId), quantity: Number(row.quantity) } : null
}

/**
 * The serial number typed by a traveller, if it may be redeemed now for `quantity` cards; else the reason,
 * each with its own message. Unknown numbers could be guessed one request at a time, so each client
 * address has only so many (counted before the lookup: parallel guesses get no extra tries); a number
 * that exists costs nothing.
 */
export async function redeemableSerial(payload: Payload, typed: string, quantity: number | undefined, client: { ip: string }): Promise<SerialRow> {
  const bucket = guessBucket(client.ip)
  const attempt = await reserveAttempt(payload, bucket, SERIAL_GUESS_POLICY)
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'tooManyAttempts')
  const code = normaliseSerial(typed)
  const serial = isWellFormedSerial(code) ? await findSerial(payload, code) : null
  if (!serial) throw serialUnknown()
  await refundAttempt(payload, bucket)
  const state = serialState(serial, taipeiDate())
  if (state !== 'ok') throw REFUSAL[state]()
  if (quantity !== undefined && quantity > serial.quantity) throw new ShopError('invalid', 'serialQuantity')
  return serial
}

/** POST /api/checkNumber: whether the number may be redeemed, and what it is for. */
export async function checkNumber(payload: Payload, locale: Locale, input: CheckNumberInput, client: { ip: string }): Promise<SerialView> {
  const serial = await redeemableSerial(payload, input.serialNumber, input.quantity, client)
  const product = await getProduct(payload, locale, serial.productId, true)
  const plan = product?.plans.find((p) => p.id === serial.planId)
  // A serial for a product or plan taken off sale cannot be redeemed online: staff help at the counter.
  if (!product || !plan) throw new ShopError('conflict', 'serialUnavailable')
  const label = planLabel(locale, plan)
  return {
    serialNumber: formatSerial(serial.code),
    quantity: serial.quantity,
    validUntil: serial.validUntil,
    product: { id: product.id, name: product.name, cardType: product.cardType },
    planId: plan.id,
    planLabel: label,
  }
}

/**
 * Uses the serial up inside the order's transaction. The UPDATE locks the row until commit, and a
 * competing redemption re-checks `status = 'unused'` after it: a serial is redeemed exactly once, and a
 * failed order (the transaction rolled back) leaves it unused.
 */
export async function claimSerial(payload: Payload, req: PayloadRequest, serialId: number): Promise<boolean> {
  const db = await sqlHandle(payload, req)
  return markSerialUsed(db, serialId)
}

/**
 * A cancelled redemption gives its serial back (in the cancellation's transaction): unused again, without its
 * order or redemption time, so the traveller can redeem it anew while it is valid and the partner's report no
 * longer counts it as redeemed. Returns its code, or null when the order had no serial (or it was given back).
 */
export async function releaseSerial(payload: Payload, req: PayloadRequest, orderId: number): Promise<string | null> {
  const db = await sqlHandle(payload, req)
  return markOrderSerialUnused(db, orderId)
}

/**
 * The serial number that paid for an order (provider 'serial'), formatted: its payment reference, or (an order
 * redeemed before the serial was kept there) the used serial that names the order; `number` null when neither knows
 * it. Null for an order paid otherwise.
 */
export async function serialOfOrder(
  payload: Payload,
  order: { id: number; provider: string | null; providerRef: string | null },
): Promise<{ number: string | null } | null> {
  if (order.provider !== 'serial') return null
  if (order.providerRef) return { number: formatSerial(order.providerRef) }
  const db = await sqlHandle(payload)
  const code = await serialCodeOfOrder(db, order.id)
  return { number: code ? formatSerial(code) : null }
}

/** Links the used serial to the order it became (same transaction as the claim). */
export async function linkSerialOrder(payload: Payload, req: PayloadRequest, serialId: number, orderId: number): Promise<void> {
  const db = await sqlHandle(payload, req)
  await setSerialOrder(db, serialId, orderId)
}
