/**
 * A local eSIM wholesaler: an HTTP server speaking eSIM Access's partner API (src/server/esim/protocol.ts), so the
 * shop's real adapter runs in development, demos and the tests. `npm run dev`, the e2e run and a demo's `npm start`
 * start one when ESIM_ACCESS_URL is unset (scripts/run.ts; development keeps its profiles in .data/); the int tests
 * start their own. A development and test tool, not part of the shop.
 *
 * It behaves as the wholesaler documents, including what can surprise the shop:
 * - every call is checked: RT-AccessCode, a RT-Timestamp within 5 minutes, RT-Signature (101001, 101003);
 * - an order must carry the package's current price and the right total (200005, 200006), may not reuse a
 *   transactionId (200008), and draws on a balance (200007);
 * - profiles are allocated asynchronously: until `allocationMs` has passed, a query of the order answers 200010;
 * - a profile can be cancelled (and the balance refunded) only while GOT_RESOURCE and RELEASED (200002 after);
 *   revoke works in any state but the end states, without refund.
 *
 *   POST /api/v1/open/package/list · /esim/order · /esim/query · /esim/cancel · /esim/revoke · /esim/usage/query
 *        · /esim/topup (a TOPUP package added to a live profile, once per transactionId; 200002 once it ended)
 *   POST /sandbox/profile   { esimTranNo | iccid, smdpStatus?, esimStatus?, orderUsage? }  what a phone would do
 *                           (DOWNLOAD, INSTALLATION, ENABLED …) — the tests' and developers' handle
 *   GET  /sandbox/profiles  every profile · GET /sandbox/orders every order
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import {
  ERROR_CODES,
  ESIM_STATUSES,
  HEADERS,
  SMDP_STATUSES,
  TIMESTAMP_TOLERANCE_MS,
  type EsimStatus,
  type OrderRequest,
  type PackageInfo,
  type ProfileRecord,
  type QueryRequest,
  type SmdpStatus,
  type TopUpRequest,
} from '@/server/esim/protocol'

const GB = 1024 ** 3
const UNLIMITED = 2 ** 53 - 1

/** The sandbox's catalog: Taiwan packages named as the wholesaler names them (country_data_days). */
export const SANDBOX_PACKAGES: PackageInfo[] = [
  ...[
    [3, 3, 18_000],
    [7, 8, 42_000],
    [15, 15, 75_000],
    [30, 20, 98_000],
  ].map(([days, gb, price]) => ({
    packageCode: `TW_${gb}GB_${days}D`,
    slug: `TW_${gb}_${days}`,
    name: `Taiwan ${gb}GB ${days}Days`,
    price: price!,
    currencyCode: 'USD',
    volume: gb! * GB,
    duration: days!,
    durationUnit: 'DAY' as const,
    location: 'TW',
  })),
  ...[3, 5, 7, 10, 15, 30].map((days) => ({
    packageCode: `TW_UL_${days}D`,
    slug: `TW_UL_${days}`,
    name: `Taiwan Unlimited ${days}Days`,
    price: 9_000 * days,
    currencyCode: 'USD',
    volume: UNLIMITED,
    duration: days,
    durationUnit: 'DAY' as const,
    location: 'TW',
  })),
]

/**
 * Top-up packages (type TOPUP): offered for a profile of any Taiwan data package (not an unlimited one: it has no data to
 * add), adding data and days to it.
 */
export const SANDBOX_TOPUP_PACKAGES: PackageInfo[] = [
  [1, 3, 6_000],
  [3, 7, 15_000],
  [5, 15, 24_000],
].map(([gb, days, price]) => ({
  packageCode: `TW_TOPUP_${gb}GB_${days}D`,
  slug: `TW_TOPUP_${gb}_${days}`,
  name: `Taiwan Top-up ${gb}GB ${days}Days`,
  price: price!,
  currencyCode: 'USD',
  volume: gb! * GB,
  duration: days!,
  durationUnit: 'DAY' as const,
  location: 'TW',
}))

type TopUp = { transactionId: string; esimTranNo: string; packageCode: string; amount: number; createdAt: number }

type Order = { orderNo: string; transactionId: string; createdAt: number; amount: number; packages: OrderRequest['packageInfoList'] }
type State = { orders: Order[]; profiles: (ProfileRecord & { createdAt: number })[]; topUps: TopUp[]; balance: number }

export type EsimSandboxOptions = {
  port?: number
  accessCode?: string
  secret?: string
  /** How long after an order its profiles are allocated. */
  allocationMs?: number
  /** The partner's balance, in 1/10 000 USD. */
  balance?: number
  /** Where development keeps its state across restarts. */
  file?: string
  log?: (line: string) => void
}

export type EsimSandbox = {
  url: string
  port: number
  profiles: () => ProfileRecord[]
  orders: () => Order[]
  topUps: () => TopUp[]
  /** Moves a profile as a phone would (the tests' handle; also POST /sandbox/profile). */
  setProfile: (ref: { esimTranNo?: string; iccid?: string }, change: { smdpStatus?: SmdpStatus; esimStatus?: EsimStatus; orderUsage?: number }) => ProfileRecord | null
  close: () => Promise<void>
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      data += chunk
      if (data.length > 100_000) req.destroy()
    })
    req.on('end', () => resolve(data))
    req.on('error', reject)
  })
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('')
const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14)

export function startEsimAccessSandbox(options: EsimSandboxOptions = {}): Promise<EsimSandbox> {
  const accessCode = options.accessCode ?? 'sandbox_access_code'
  const secret = options.secret ?? 'sandbox_secret_key'
  const allocationMs = options.allocationMs ?? 300
  const log = options.log ?? (() => undefined)
  const stored = options.file && existsSync(options.file) ? (JSON.parse(readFileSync(options.file, 'utf8')) as Partial<State>) : {}
  const state: State = { orders: stored.orders ?? [], profiles: stored.profiles ?? [], topUps: stored.topUps ?? [], balance: stored.balance ?? options.balance ?? 100_000_000_000 }

  const save = () => {
    if (!options.file) return
    mkdirSync(path.dirname(options.file), { recursive: true })
    writeFileSync(options.file, JSON.stringify(state, null, 1))
  }
  const ok = (obj: unknown = null) => ({ success: true, errorCode: '0', errorMsg: null, obj })
  const fail = (code: string, message: string) => ({ success: false, errorCode: code, errorMsg: message, obj: null })
  const visible = (p: ProfileRecord & { createdAt: number }): ProfileRecord => {
    const { createdAt: _created, ...record } = p
    return record
  }

  function authentic(req: IncomingMessage, body: string): ReturnType<typeof fail> | null {
    const header = (name: string) => {
      const value = req.headers[name.toLowerCase()]
      return typeof value === 'string' ? value : null
    }
    const code = header(HEADERS.accessCode)
    const timestamp = header(HEADERS.timestamp)
    const requestId = header(HEADERS.requestId)
    const signature = header(HEADERS.signature)
    if (!code || !timestamp || !requestId || !signature) return fail(ERROR_CODES.missingHeader, 'Missing mandatory header')
    if (code !== accessCode) return fail(ERROR_CODES.signatureMismatch, 'Signature mismatch')
    if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > TIMESTAMP_TOLERANCE_MS) return fail(ERROR_CODES.timestampExpired, 'Timestamp expired')
    // Computed here from the documented recipe, not with the adapter's helper: a mistake there must show.
    const expected = Buffer.from(createHmac('sha256', secret).update(timestamp + requestId + code + body).digest('hex'))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail(ERROR_CODES.signatureMismatch, 'Signature mismatch')
    return null
  }

  function packages(body: Record<string, unknown>) {
    if (body.type === 'TOPUP') {
      // The top-ups a profile can take: none for an unlimited package or a profile that ended.
      const profile = find(body)
      if (!profile) return fail(ERROR_CODES.missingParam, 'esimTranNo or iccid does not exist')
      const list = ended(profile) || profile.totalVolume >= UNLIMITED ? [] : SANDBOX_TOPUP_PACKAGES.filter((p) => !body.packageCode || p.packageCode === body.packageCode)
      return ok({ packageList: list })
    }
    const list = SANDBOX_PACKAGES.filter(
      (p) =>
        (!body.packageCode || p.packageCode === body.packageCode) &&
        (!body.locationCode || p.location === body.locationCode) &&
        (!body.type || body.type === 'BASE'),
    )
    return ok({ packageList: list })
  }

  function order(body: Partial<OrderRequest>) {
    if (typeof body.transactionId !== 'string' || !body.transactionId || !Array.isArray(body.packageInfoList) || !body.packageInfoList.length)
      return fail(ERROR_CODES.missingParam, 'Mandatory params missing')
    if (body.transactionId.length > 50) return fail('000107', 'Invalid param length')
    if (state.orders.some((o) => o.transactionId === body.transactionId)) return fail(ERROR_CODES.orderParameter, 'Order parameter error: transactionId already used')
    let total = 0
    for (const item of body.packageInfoList) {
      const info = SANDBOX_PACKAGES.find((p) => p.packageCode === item.packageCode)
      if (!info) return fail(ERROR_CODES.packageUnknown, 'packageCode does not exist')
      if (!Number.isInteger(item.count) || item.count < 1 || item.count > 50) return fail(ERROR_CODES.orderParameter, 'Order parameter error')
      if (item.price !== info.price) return fail(ERROR_CODES.priceError, 'Package price error')
      total += info.price * item.count
    }
    if (body.amount !== total) return fail(ERROR_CODES.wrongAmount, 'Wrong total amount')
    if (state.balance < total) return fail(ERROR_CODES.insufficientBalance, 'Insufficient balance')
    state.balance -= total
    const orderNo = `B${stamp()}${digits(4)}`
    const createdAt = Date.now()
    state.orders.push({ orderNo, transactionId: body.transactionId, createdAt, amount: total, packages: body.packageInfoList })
    for (const item of body.packageInfoList) {
      const info = SANDBOX_PACKAGES.find((p) => p.packageCode === item.packageCode)!
      for (let i = 0; i < item.count; i++) {
        state.profiles.push({
          esimTranNo: `${stamp()}${digits(6)}`,
          orderNo,
          transactionId: body.transactionId,
          iccid: `8988${digits(15)}`,
          imsi: `466${digits(12)}`,
          ac: `LPA:1$rsp.sandbox.esim-wholesale.test$${randomBytes(16).toString('hex').toUpperCase()}`,
          smdpStatus: 'RELEASED',
          esimStatus: 'GOT_RESOURCE',
          totalVolume: info.volume,
          orderUsage: 0,
          totalDuration: info.duration,
          durationUnit: 'DAY',
          expiredTime: null,
          activateTime: null,
          packageList: [{ packageCode: info.packageCode, duration: info.duration, volume: info.volume, locationCode: info.location }],
          createdAt,
        })
      }
    }
    save()
    log(`order ${orderNo} (${body.transactionId}) ${body.packageInfoList.map((p) => `${p.count}×${p.packageCode}`).join(', ')}`)
    return ok({ orderNo, transactionId: body.transactionId })
  }

  function query(body: Partial<QueryRequest>) {
    if (!body.pager || !Number.isInteger(body.pager.pageNum) || !Number.isInteger(body.pager.pageSize)) return fail(ERROR_CODES.missingParam, 'Mandatory params missing: pager')
    let list = state.profiles
    if (body.orderNo) {
      const known = state.orders.find((o) => o.orderNo === body.orderNo)
      if (!known) return fail(ERROR_CODES.orderUnknown, 'orderNo does not exist')
      if (Date.now() - known.createdAt < allocationMs) return fail(ERROR_CODES.notYetAllocated, 'Profile not yet allocated')
      list = list.filter((p) => p.orderNo === body.orderNo)
    } else if (body.esimTranNo || body.iccid) {
      list = list.filter((p) => (body.esimTranNo ? p.esimTranNo === body.esimTranNo : p.iccid === body.iccid))
    } else if (body.startTime && body.endTime) {
      const from = Date.parse(body.startTime)
      const to = Date.parse(body.endTime)
      if (Number.isNaN(from) || Number.isNaN(to)) return fail(ERROR_CODES.orderParameter, 'Order parameter error: time')
      list = list.filter((p) => p.createdAt >= from && p.createdAt <= to)
    } else return fail(ERROR_CODES.missingParam, 'Mandatory params missing')
    // Profiles of an order still being allocated are not listed yet (a time-range query sees only allocated ones).
    list = list.filter((p) => Date.now() - p.createdAt >= allocationMs)
    const { pageNum, pageSize } = body.pager
    const page = list.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return ok({ esimList: page.map(visible), pager: { pageNum, pageSize, total: list.length } })
  }

  const find = (ref: { esimTranNo?: unknown; iccid?: unknown }) =>
    state.profiles.find((p) => (typeof ref.esimTranNo === 'string' && p.esimTranNo === ref.esimTranNo) || (typeof ref.iccid === 'string' && p.iccid === ref.iccid))

  const ended = (p: ProfileRecord) => ['CANCEL', 'REVOKED', 'USED_EXPIRED', 'UNUSED_EXPIRED'].includes(p.esimStatus)

  function cancel(body: Record<string, unknown>) {
    const profile = find(body)
    if (!profile) return fail(ERROR_CODES.missingParam, 'esimTranNo or iccid does not exist')
    if (profile.esimStatus !== 'GOT_RESOURCE' || profile.smdpStatus !== 'RELEASED') return fail(ERROR_CODES.notAllowed, 'Operation not allowed due to order status')
    profile.esimStatus = 'CANCEL'
    const price = SANDBOX_PACKAGES.find((p) => p.packageCode === profile.packageList[0]?.packageCode)?.price ?? 0
    state.balance += price
    save()
    log(`cancel ${profile.esimTranNo} (refunded ${price})`)
    return ok()
  }

  function revoke(body: Record<string, unknown>) {
    const profile = find(body)
    if (!profile) return fail(ERROR_CODES.missingParam, 'esimTranNo or iccid does not exist')
    if (ended(profile)) return fail(ERROR_CODES.notAllowed, 'Operation not allowed due to order status')
    profile.esimStatus = 'REVOKED'
    save()
    log(`revoke ${profile.esimTranNo}`)
    return ok()
  }

  function usage(body: Record<string, unknown>) {
    const refs = Array.isArray(body.esimTranNoList) ? body.esimTranNoList : []
    if (!refs.length) return fail(ERROR_CODES.missingParam, 'Mandatory params missing: esimTranNoList')
    const list = refs
      .map((ref) => find({ esimTranNo: ref }))
      .filter((p): p is State['profiles'][number] => Boolean(p))
      .map((p) => ({ esimTranNo: p.esimTranNo, dataUsage: p.orderUsage, totalData: p.totalVolume, lastUpdateTime: new Date().toISOString() }))
    return ok({ esimUsageList: list })
  }

  /** Adds a TOPUP package's data and days to a live profile, once per transactionId. */
  function topUp(body: Partial<TopUpRequest>) {
    if (typeof body.transactionId !== 'string' || !body.transactionId || typeof body.packageCode !== 'string') return fail(ERROR_CODES.missingParam, 'Mandatory params missing')
    if (body.transactionId.length > 50) return fail('000107', 'Invalid param length')
    const profile = find(body)
    if (!profile) return fail(ERROR_CODES.missingParam, 'esimTranNo or iccid does not exist')
    if (state.topUps.some((t) => t.transactionId === body.transactionId)) return fail(ERROR_CODES.orderParameter, 'Order parameter error: transactionId already used')
    const info = SANDBOX_TOPUP_PACKAGES.find((p) => p.packageCode === body.packageCode)
    if (!info) return fail(ERROR_CODES.packageUnknown, 'packageCode does not exist')
    if (ended(profile) || profile.totalVolume >= UNLIMITED)
      return fail(ERROR_CODES.notAllowed, 'Operation not allowed due to order status')
    if (body.amount !== undefined && body.amount !== info.price) return fail(ERROR_CODES.priceError, 'Package price error')
    if (state.balance < info.price) return fail(ERROR_CODES.insufficientBalance, 'Insufficient balance')
    state.balance -= info.price
    state.topUps.push({ transactionId: body.transactionId, esimTranNo: profile.esimTranNo, packageCode: info.packageCode, amount: info.price, createdAt: Date.now() })
    profile.totalVolume += info.volume
    profile.totalDuration += info.duration
    if (profile.expiredTime) profile.expiredTime = new Date(Date.parse(profile.expiredTime) + info.duration * 86_400_000).toISOString()
    if (profile.esimStatus === 'USED_UP') profile.esimStatus = 'IN_USE'
    save()
    log(`top-up ${profile.esimTranNo} +${info.packageCode} (${body.transactionId})`)
    const { esimTranNo, iccid, expiredTime, totalVolume, totalDuration, orderUsage } = profile
    return ok({ transactionId: body.transactionId, esimTranNo, iccid, expiredTime: expiredTime ?? null, totalVolume, totalDuration, orderUsage })
  }

  function setProfile(ref: { esimTranNo?: string; iccid?: string }, change: { smdpStatus?: SmdpStatus; esimStatus?: EsimStatus; orderUsage?: number }) {
    const profile = find(ref)
    if (!profile) return null
    if (change.smdpStatus && SMDP_STATUSES.includes(change.smdpStatus)) profile.smdpStatus = change.smdpStatus
    // The first time the profile is enabled on a phone its validity starts.
    if (profile.smdpStatus === 'ENABLED' && !profile.activateTime) {
      profile.activateTime = new Date().toISOString()
      profile.expiredTime = new Date(Date.now() + profile.totalDuration * 86_400_000).toISOString()
      if (profile.esimStatus === 'GOT_RESOURCE') profile.esimStatus = 'IN_USE'
    }
    if (change.esimStatus && ESIM_STATUSES.includes(change.esimStatus)) profile.esimStatus = change.esimStatus
    if (typeof change.orderUsage === 'number' && change.orderUsage >= 0) profile.orderUsage = Math.min(change.orderUsage, profile.totalVolume)
    save()
    log(`profile ${profile.esimTranNo} → ${profile.smdpStatus}/${profile.esimStatus}`)
    return visible(profile)
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'GET') {
      if (url.pathname === '/health') return send(200, { ok: true })
      if (url.pathname === '/sandbox/profiles') return send(200, state.profiles.map(visible))
      if (url.pathname === '/sandbox/orders') return send(200, state.orders)
      return send(404, fail('404', 'Not found'))
    }
    if (req.method !== 'POST') return send(405, fail('000103', 'Unsupported HTTP method'))
    const raw = await readBody(req)
    let body: Record<string, unknown>
    try {
      body = JSON.parse(raw || '{}') as Record<string, unknown>
    } catch {
      return send(200, fail(ERROR_CODES.invalidJson, 'Invalid JSON'))
    }
    if (url.pathname === '/sandbox/profile') {
      const changed = setProfile(body as { esimTranNo?: string; iccid?: string }, body as { smdpStatus?: SmdpStatus; esimStatus?: EsimStatus; orderUsage?: number })
      return changed ? send(200, changed) : send(404, fail('404', 'No such profile'))
    }
    const prefix = '/api/v1/open'
    if (!url.pathname.startsWith(prefix)) return send(404, fail('404', 'Not found'))
    const denied = authentic(req, raw)
    if (denied) return send(200, denied)
    switch (url.pathname.slice(prefix.length)) {
      case '/package/list':
        return send(200, packages(body))
      case '/esim/order':
        return send(200, order(body as Partial<OrderRequest>))
      case '/esim/query':
        return send(200, query(body as Partial<QueryRequest>))
      case '/esim/cancel':
        return send(200, cancel(body))
      case '/esim/revoke':
        return send(200, revoke(body))
      case '/esim/usage/query':
        return send(200, usage(body))
      case '/esim/topup':
        return send(200, topUp(body as Partial<TopUpRequest>))
      default:
        return send(404, fail('404', 'Not found'))
    }
  }

  return new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        log(`error: ${String(error)}`)
        if (!res.headersSent) res.writeHead(500).end()
      })
    })
    server.on('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      const url = `http://127.0.0.1:${port}`
      resolve({
        url,
        port,
        profiles: () => state.profiles.map(visible),
        orders: () => [...state.orders],
        topUps: () => [...state.topUps],
        setProfile,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

/** The API base the shop's ESIM_ACCESS_URL names for a sandbox at `url`. */
export const sandboxApiUrl = (url: string) => `${url}/api/v1/open`
