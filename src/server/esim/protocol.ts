/**
 * The wire protocol of the eSIM wholesaler adapter: eSIM Access's partner API ("Open API" v1,
 * https://docs.esimaccess.com — base https://api.esimaccess.com/api/v1/open), which most Asian resellers' eSIM
 * wholesalers mirror (Redtea's SM-DP+ statuses; Airalo's Partner API and 1GLOBAL's Connect API have the same shape:
 * order a package → profiles allocated asynchronously → query state and usage → cancel an unused one for a refund,
 * revoke a used one). Pure: no I/O, shared by the adapter (./esimAccess.ts) and the local sandbox (dev/sandboxes).
 *
 * Every call is a POST with a JSON body and four headers: RT-AccessCode (the partner's public key), RT-Timestamp
 * (milliseconds), RT-RequestID (a UUID) and RT-Signature = lower-case hex HMAC-SHA256(secret, timestamp + requestId +
 * accessCode + body). Replies are `{ success, errorCode, errorMsg, obj }`.
 */
import { createHmac } from 'node:crypto'

export const PATHS = {
  packages: '/package/list',
  order: '/esim/order',
  query: '/esim/query',
  cancel: '/esim/cancel',
  revoke: '/esim/revoke',
  usage: '/esim/usage/query',
  topUp: '/esim/topup',
} as const

export const HEADERS = { accessCode: 'RT-AccessCode', timestamp: 'RT-Timestamp', requestId: 'RT-RequestID', signature: 'RT-Signature' } as const

/** The documented error codes the shop acts on. */
export const ERROR_CODES = {
  missingHeader: '000101',
  invalidJson: '000104',
  missingParam: '000105',
  timestampExpired: '101001',
  signatureMismatch: '101003',
  /** "Operation not allowed due to order status": e.g. cancelling a profile that was downloaded. */
  notAllowed: '200002',
  priceError: '200005',
  wrongAmount: '200006',
  insufficientBalance: '200007',
  orderParameter: '200008',
  /** The order exists but its profiles are still being allocated (ask again shortly). */
  notYetAllocated: '200010',
  insufficientProfiles: '200011',
  packageUnknown: '310241',
  orderUnknown: '310272',
  busy: '900001',
} as const

/** SM-DP+ state of a profile (GSMA SGP.22 download events as the wholesaler reports them). */
export const SMDP_STATUSES = ['RELEASED', 'DOWNLOAD', 'INSTALLATION', 'ENABLED', 'DISABLED', 'DELETED'] as const
export type SmdpStatus = (typeof SMDP_STATUSES)[number]

/** The profile's commercial state at the wholesaler. */
export const ESIM_STATUSES = ['GOT_RESOURCE', 'IN_USE', 'USED_UP', 'USED_EXPIRED', 'UNUSED_EXPIRED', 'CANCEL', 'SUSPENDED', 'REVOKED'] as const
export type EsimStatus = (typeof ESIM_STATUSES)[number]

export type Envelope<T> = { success: boolean; errorCode: string | null; errorMsg: string | null; obj?: T }

export type PackageInfo = {
  packageCode: string
  slug?: string
  name: string
  /** Wholesale price in 1/10 000 of the currency unit (10 000 = US$1.00). */
  price: number
  currencyCode: string
  /** Bytes of data; a very large figure for an unlimited package. */
  volume: number
  duration: number
  durationUnit: 'DAY'
  location: string
}

export type OrderRequest = { transactionId: string; amount: number; packageInfoList: { packageCode: string; count: number; price: number }[] }
export type OrderReply = { orderNo: string; transactionId: string }

export type QueryRequest = {
  orderNo?: string
  iccid?: string
  esimTranNo?: string
  startTime?: string
  endTime?: string
  pager: { pageNum: number; pageSize: number }
}

export type ProfileRecord = {
  esimTranNo: string
  orderNo: string
  transactionId: string
  iccid: string
  imsi?: string
  /** The activation code, `LPA:1$<SM-DP+ address>$<matching id>`. */
  ac: string
  qrCodeUrl?: string
  smdpStatus: SmdpStatus
  esimStatus: EsimStatus
  /** Bytes of data in the package, and used so far. */
  totalVolume: number
  orderUsage: number
  totalDuration: number
  durationUnit: 'DAY'
  /** When the validity ends (set once the profile is first used), ISO 8601. */
  expiredTime?: string | null
  activateTime?: string | null
  packageList: { packageCode: string; duration: number; volume: number; locationCode: string }[]
}

export type QueryReply = { esimList: ProfileRecord[]; pager: { pageNum: number; pageSize: number; total: number } }

/**
 * A top-up (POST /esim/topup): a TOPUP package (listed by /package/list with `type: 'TOPUP'` and the profile's
 * esimTranNo) added to a profile that is still alive. `transactionId` is ours and unique per top-up: a repeat is
 * refused (200008), so a retry after a lost reply never adds the data twice. `amount` is the package's price.
 */
export type TopUpRequest = { esimTranNo: string; packageCode: string; transactionId: string; amount: number }
export type TopUpReply = { transactionId: string; esimTranNo: string; iccid: string; expiredTime: string | null; totalVolume: number; totalDuration: number; orderUsage: number }

export type ProfileActionRequest = { esimTranNo?: string; iccid?: string }

/** RT-Signature: lower-case hex HMAC-SHA256 of timestamp + requestId + accessCode + body, keyed by the secret. */
export function signRequest(secret: string, timestamp: string, requestId: string, accessCode: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}${requestId}${accessCode}${body}`).digest('hex')
}

/** How far a request's timestamp may be from the wholesaler's clock. */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60_000
