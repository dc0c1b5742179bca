/**
 * The eSIM wholesaler adapter (eSIM Access partner API, protocol and sources in ./protocol.ts). It turns the
 * wholesaler's replies into outcomes the shop understands and never decides anything about orders. The local
 * sandbox (dev/sandboxes/esimAccess.ts) speaks the same protocol.
 */
import 'server-only'

import { randomUUID } from 'node:crypto'

import { esimAccessConfig, type EsimAccessConfig } from './config'
import { profileFromRecord, type ProviderProfile } from './provider'
import {
  ERROR_CODES,
  HEADERS,
  PATHS,
  signRequest,
  type Envelope,
  type OrderReply,
  type OrderRequest,
  type PackageInfo,
  type QueryReply,
  type QueryRequest,
  type TopUpReply,
  type TopUpRequest,
} from './protocol'
import { errorMessage } from '@/lib/errorMessage'

/**
 * The wholesaler could not be asked now (unconfigured, unreachable, a timeout, a reply that is no envelope).
 * Recognised by `esimError` (isEsimError), not `instanceof`: a production build can hold two copies of a module.
 */
export class WholesalerUnavailableError extends Error {
  readonly esimError = 'unavailable' as const
  constructor(message: string) {
    super(message)
    this.name = 'WholesalerUnavailableError'
  }
}

/** Whether `error` is one of the eSIM errors of `kind` (./profiles.ts has the 'inUse' one). */
export function isEsimError(error: unknown, kind: 'unavailable' | 'inUse'): boolean {
  return typeof error === 'object' && error !== null && (error as { esimError?: unknown }).esimError === kind
}

/** The wholesaler answered with an error code (e.g. 200002: not allowed in the profile's state). */
export type Refusal = { code: string; message: string }

type Reply<T> = { ok: true; obj: T } | { ok: false; refusal: Refusal }

async function call<T>(path: string, body: object, config: EsimAccessConfig): Promise<Reply<T>> {
  if (!config.apiUrl) throw new WholesalerUnavailableError('ESIM_ACCESS_URL is not set: no eSIM wholesaler is configured')
  const text = JSON.stringify(body)
  const timestamp = String(Date.now())
  const requestId = randomUUID().replace(/-/g, '')
  let envelope: Envelope<T>
  try {
    const response = await fetch(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HEADERS.accessCode]: config.accessCode,
        [HEADERS.timestamp]: timestamp,
        [HEADERS.requestId]: requestId,
        [HEADERS.signature]: signRequest(config.secret, timestamp, requestId, config.accessCode, text),
      },
      body: text,
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    if (!response.ok) throw new WholesalerUnavailableError(`eSIM wholesaler ${path} answered HTTP ${response.status}`)
    envelope = (await response.json()) as Envelope<T>
  } catch (error) {
    if (error instanceof WholesalerUnavailableError) throw error
    throw new WholesalerUnavailableError(`eSIM wholesaler ${path}: ${errorMessage(error)}`)
  }
  // `success` is a boolean in the API's replies; some client libraries saw the string "true".
  if (envelope.success === true || String(envelope.success) === 'true') return { ok: true, obj: envelope.obj as T }
  const code = String(envelope.errorCode ?? '')
  if (code === ERROR_CODES.busy || code === '000001') throw new WholesalerUnavailableError(`eSIM wholesaler ${path}: ${code} ${envelope.errorMsg ?? ''}`)
  return { ok: false, refusal: { code, message: envelope.errorMsg ?? '' } }
}

/** The package's wholesale price: an order must name it (a changed price is refused, 200005, rather than charged). */
async function packagePrice(packageCode: string, config: EsimAccessConfig): Promise<PackageInfo | null> {
  const reply = await call<{ packageList: PackageInfo[] }>(PATHS.packages, { packageCode, type: 'BASE' }, config)
  if (!reply.ok) return null
  return reply.obj.packageList.find((p) => p.packageCode === packageCode) ?? null
}

export type OrderOutcome = { kind: 'ordered'; providerOrderNo: string } | { kind: 'refused'; refusal: Refusal }

/**
 * Orders `count` profiles of a package. `transactionId` is ours and unique per order (the order number): the
 * wholesaler refuses a second order with it, so a retry after a lost reply finds the first one instead
 * (findOrderOfTransaction) rather than buying twice.
 */
export async function orderProfiles(input: { transactionId: string; packageCode: string; count: number }, config = esimAccessConfig()): Promise<OrderOutcome> {
  const info = await packagePrice(input.packageCode, config)
  if (!info) return { kind: 'refused', refusal: { code: ERROR_CODES.packageUnknown, message: `package ${input.packageCode} is not offered` } }
  const request: OrderRequest = {
    transactionId: input.transactionId,
    amount: info.price * input.count,
    packageInfoList: [{ packageCode: input.packageCode, count: input.count, price: info.price }],
  }
  const reply = await call<OrderReply>(PATHS.order, request, config)
  return reply.ok ? { kind: 'ordered', providerOrderNo: reply.obj.orderNo } : { kind: 'refused', refusal: reply.refusal }
}

async function query(request: Omit<QueryRequest, 'pager'>, config: EsimAccessConfig): Promise<Reply<QueryReply>> {
  return call<QueryReply>(PATHS.query, { ...request, pager: { pageNum: 1, pageSize: 50 } }, config)
}

/** The profiles of a wholesaler order; null while they are still being allocated. */
export async function profilesOfOrder(providerOrderNo: string, config = esimAccessConfig()): Promise<ProviderProfile[] | null> {
  const reply = await query({ orderNo: providerOrderNo }, config)
  if (!reply.ok) {
    if (reply.refusal.code === ERROR_CODES.notYetAllocated) return null
    throw new WholesalerUnavailableError(`eSIM wholesaler query of order ${providerOrderNo}: ${reply.refusal.code} ${reply.refusal.message}`)
  }
  const list = reply.obj.esimList ?? []
  return list.length ? list.map(profileFromRecord) : null
}

/** The wholesaler order our `transactionId` made (placed since `since`), when a reply was lost: null when there is none. */
export async function findOrderOfTransaction(transactionId: string, since: Date, config = esimAccessConfig()): Promise<string | null> {
  const reply = await query({ startTime: new Date(since.getTime() - 60_000).toISOString(), endTime: new Date(Date.now() + 60_000).toISOString() }, config)
  if (!reply.ok) throw new WholesalerUnavailableError(`eSIM wholesaler query by time: ${reply.refusal.code} ${reply.refusal.message}`)
  return (reply.obj.esimList ?? []).find((p) => p.transactionId === transactionId)?.orderNo ?? null
}

/** One profile's state, data use and validity now; null when the wholesaler does not know it. */
export async function profileNow(ref: string, config = esimAccessConfig()): Promise<ProviderProfile | null> {
  const reply = await query({ esimTranNo: ref }, config)
  if (!reply.ok) throw new WholesalerUnavailableError(`eSIM wholesaler query of ${ref}: ${reply.refusal.code} ${reply.refusal.message}`)
  const record = (reply.obj.esimList ?? []).find((p) => p.esimTranNo === ref)
  return record ? profileFromRecord(record) : null
}

export type TakeBackOutcome = { ok: true } | { ok: false; refusal: Refusal }

/** Cancels a profile that was never downloaded: the wholesaler refunds it and it can never be installed (refused once downloaded). */
export async function cancelProfile(ref: string, config = esimAccessConfig()): Promise<TakeBackOutcome> {
  const reply = await call<unknown>(PATHS.cancel, { esimTranNo: ref }, config)
  return reply.ok ? { ok: true } : { ok: false, refusal: reply.refusal }
}

/** Revokes a profile whatever its state (no refund from the wholesaler): it stops working on the phone. */
export async function revokeProfile(ref: string, config = esimAccessConfig()): Promise<TakeBackOutcome> {
  const reply = await call<unknown>(PATHS.revoke, { esimTranNo: ref }, config)
  return reply.ok ? { ok: true } : { ok: false, refusal: reply.refusal }
}

/** The wholesaler's top-up packages for a profile now (its packageCode → price in 1/10 000 USD); empty when it takes none. */
export async function topUpPackagesOf(ref: string, config = esimAccessConfig()): Promise<PackageInfo[]> {
  const reply = await call<{ packageList: PackageInfo[] }>(PATHS.packages, { type: 'TOPUP', esimTranNo: ref }, config)
  if (!reply.ok) throw new WholesalerUnavailableError(`eSIM wholesaler top-up packages of ${ref}: ${reply.refusal.code} ${reply.refusal.message}`)
  return reply.obj.packageList ?? []
}

export type TopUpOutcome = { kind: 'applied'; profile: Pick<TopUpReply, 'totalVolume' | 'expiredTime' | 'orderUsage'> | null } | { kind: 'refused'; refusal: Refusal }

/**
 * Adds a top-up package to a profile. `transactionId` is ours, one per top-up order (its order number): a repeat is
 * refused as 200008 — an earlier try that lost its reply applied it — and is answered `applied` without a second data
 * package. Throws WholesalerUnavailableError when the wholesaler cannot be asked (the caller retries).
 */
export async function topUpProfile(input: { ref: string; packageCode: string; transactionId: string }, config = esimAccessConfig()): Promise<TopUpOutcome> {
  const info = (await topUpPackagesOf(input.ref, config)).find((p) => p.packageCode === input.packageCode)
  const request: TopUpRequest = { esimTranNo: input.ref, packageCode: input.packageCode, transactionId: input.transactionId, amount: info?.price ?? 0 }
  if (!info) {
    // No longer offered for it (the profile ended, or the package was withdrawn) — unless an earlier try applied it.
    const again = await call<TopUpReply>(PATHS.topUp, request, config)
    if (!again.ok && again.refusal.code === ERROR_CODES.orderParameter) return { kind: 'applied', profile: null }
    return { kind: 'refused', refusal: again.ok ? { code: ERROR_CODES.packageUnknown, message: 'not offered' } : again.refusal }
  }
  const reply = await call<TopUpReply>(PATHS.topUp, request, config)
  if (reply.ok) return { kind: 'applied', profile: reply.obj }
  if (reply.refusal.code === ERROR_CODES.orderParameter) return { kind: 'applied', profile: null }
  return { kind: 'refused', refusal: reply.refusal }
}
