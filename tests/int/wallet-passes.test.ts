/**
 * Wallet passes (issue 41 item 5) on the real database: the Apple Wallet pass of a pickup voucher, a ticket and
 * an eSIM is a zip whose manifest's SHA-1s match its files and whose PKCS#7 signature verifies against a test CA
 * made here with openssl; the Google Wallet link is a JWT that verifies with the test key and holds the pass. Who
 * gets one: the signed link and the order's member only — no key, a wrong key, another member, partners, each
 * staff role, a cancelled or refunded order and an unconfigured shop all get the localized 404.
 */
import { execFileSync } from 'node:child_process'
import { createHash, createPublicKey, verify } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

import { GET } from '@/app/(frontend)/order/[orderNumber]/wallet/[file]/route'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '@/server/db/transaction'
import { fulfilPaidOrder } from '@/server/fulfilment'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'
import { loadOrderPass } from '@/server/fulfilment/pass'
import { orderKey } from '@/server/signing/orderLinks'
import { applyOrderEvent } from '@/server/orders/status'

import { B2C, BBC, MEMBER, MEMBER_PASSWORD, MESSAGES, STAFF, STAFF_PASSWORD, createTestOrder, keepEnv, localLogin, payload } from './helpers'

const ENV = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERT',
  'APPLE_WALLET_KEY',
  'APPLE_WALLET_KEY_PASSPHRASE',
  'APPLE_WALLET_WWDR_CERT',
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_WALLET_PRIVATE_KEY',
] as const
const restoreEnv = keepEnv(ENV)
const ISSUER = '3388000000012345678'

let p: Payload
let dir: string
let ownerEmail: string
let ownerId: number
const ownerPassword = 'wallet-pw-1'
let voucher: { id: number; orderNumber: string }
let rail: { id: number; orderNumber: string }
let esim: { id: number; orderNumber: string }
let lpa: string

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })

/** A test CA, a pass signing certificate it issued (with the passphrase-protected key) and a Google service-account key. */
function makeKeys() {
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Wallet Test CA')
  openssl('req', '-newkey', 'rsa:2048', '-keyout', 'signer.key', '-passout', 'pass:test-pass', '-out', 'signer.csr', '-subj', '/CN=Pass Type ID: pass.test.shop/OU=TESTTEAM01')
  openssl('x509', '-req', '-in', 'signer.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'signer.pem', '-days', '2')
  openssl('genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'google.key')
  const file = (name: string) => readFileSync(join(dir, name), 'utf8')
  return { ca: file('ca.pem'), cert: file('signer.pem'), key: file('signer.key'), google: file('google.key') }
}

let keys: ReturnType<typeof makeKeys>
function configure() {
  process.env.APPLE_WALLET_PASS_TYPE_ID = 'pass.test.shop'
  process.env.APPLE_WALLET_TEAM_ID = 'TESTTEAM01'
  // One variable as PEM text with \n escapes, one base64: both forms .env.example documents.
  process.env.APPLE_WALLET_CERT = keys.cert.replace(/\n/g, '\\n')
  process.env.APPLE_WALLET_KEY = Buffer.from(keys.key).toString('base64')
  process.env.APPLE_WALLET_KEY_PASSPHRASE = 'test-pass'
  process.env.APPLE_WALLET_WWDR_CERT = keys.ca
  process.env.GOOGLE_WALLET_ISSUER_ID = ISSUER
  process.env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL = 'wallet@test-project.iam.gserviceaccount.com'
  process.env.GOOGLE_WALLET_PRIVATE_KEY = keys.google
}

const deliver = (orderId: number) =>
  inTransaction(p, async ({ req }) => {
    await applyOrderEvent(p, req, { orderId, event: 'pay', actor: 'provider' })
    return fulfilPaidOrder(p, req, orderId)
  })

/** GET /order/{n}/wallet/{file}?… as the route answers it; `token`: a storefront login. */
function fetchPass(orderNumber: string, file: string, query: Record<string, string> = {}, token?: string) {
  const url = new URL(`http://localhost/order/${orderNumber}/wallet/${file}`)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  const request = new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  return GET(request, { params: Promise.resolve({ orderNumber, file }) })
}

/** The .pkpass unzipped into a folder of its own: its files by path. */
async function unzipPass(response: Response, name: string): Promise<{ root: string; files: string[] }> {
  const zip = join(dir, `${name}.pkpass`)
  writeFileSync(zip, Buffer.from(await response.arrayBuffer()))
  const root = join(dir, name)
  execFileSync('unzip', ['-q', '-o', zip, '-d', root])
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((entry) => (statSync(join(folder, entry)).isDirectory() ? walk(join(folder, entry)) : [relative(root, join(folder, entry))]))
  return { root, files: walk(root).sort() }
}

/** Whether the detached signature of the manifest verifies against the test CA. */
function signatureVerifies(root: string, manifest = 'manifest.json'): boolean {
  try {
    openssl('smime', '-verify', '-binary', '-inform', 'DER', '-in', join(root, 'signature'), '-content', join(root, manifest), '-CAfile', 'ca.pem', '-purpose', 'any', '-out', '/dev/null')
    return true
  } catch {
    return false
  }
}

/** The JWT of a Google Wallet save link, verified with the test key's public half. */
function googleClaims(location: string) {
  expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true)
  const [head, body, signature] = location.slice('https://pay.google.com/gp/v/save/'.length).split('.') as [string, string, string]
  const publicKey = createPublicKey(keys.google)
  expect(verify('RSA-SHA256', Buffer.from(`${head}.${body}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true)
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' })
  return JSON.parse(Buffer.from(body, 'base64url').toString())
}

beforeAll(async () => {
  p = await payload()
  dir = mkdtempSync(join(tmpdir(), 'wallet-passes-'))
  keys = makeKeys()
  configure()
  ownerEmail = `wallet-${Date.now()}@example.com`
  ownerId = (await p.create({ collection: 'members', data: { email: ownerEmail, password: ownerPassword, accountType: 1 } })).id

  const airport = (await p.find({ collection: 'airports', limit: 1, depth: 0 })).docs[0]!
  voucher = await createTestOrder({ airport: airport.id, member: ownerId })
  expect(await deliver(voucher.id)).toBe('pendingPickup')

  rail = await createTestOrder({ member: ownerId, data: { itemKind: 'rail', railTrip: 'roundTrip', cardType: null, itemName: 'Airport MRT' } })
  expect(await deliver(rail.id)).toBe('delivered')

  const category = (await p.find({ collection: 'product-categories', limit: 1, depth: 0 })).docs[0]!
  const product = await p.create({
    collection: 'products',
    locale: 'zh-TW',
    data: { name: `Wallet eSIM ${Date.now()}`, category: category.id, cardType: 'esim', network: '5G', plans: [{ days: 5, dataAllowance: 'Unlimited', priceTwd: 450 }], _status: 'draft' as const },
  })
  lpa = `LPA:1$smdp.wallet.test$WALLET-${Date.now().toString(36).toUpperCase()}`
  await inTransaction(p, ({ req }) => importEsimCodes(p, req, { productId: product.id, text: lpa, dryRun: false }))
  esim = await createTestOrder({ member: ownerId, data: { product: product.id, cardType: 'esim', itemKind: 'product' } })
  expect(await deliver(esim.id)).toBe('delivered')
}, 120_000)

afterAll(() => {
  restoreEnv()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('Apple Wallet pass', () => {
  it('the voucher pass is a zip with pass.json, a manifest whose SHA-1s match and a signature that verifies against the CA', async () => {
    const response = await fetchPass(voucher.orderNumber, 'voucher.pkpass', { key: orderKey(voucher.orderNumber), lang: 'ja' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass')
    expect(response.headers.get('cache-control')).toContain('no-store')
    const { root, files } = await unzipPass(response, 'voucher')
    expect(files).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'icon@2x.png', 'en.lproj/pass.strings', 'ja.lproj/pass.strings', 'ko.lproj/pass.strings', 'vi.lproj/pass.strings', 'zh-Hans.lproj/pass.strings', 'zh-Hant.lproj/pass.strings']),
    )
    const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as Record<string, string>
    expect(Object.keys(manifest).sort()).toEqual(files.filter((f) => f !== 'manifest.json' && f !== 'signature'))
    for (const [file, sha1] of Object.entries(manifest)) expect(createHash('sha1').update(readFileSync(join(root, file))).digest('hex'), file).toBe(sha1)
    expect(signatureVerifies(root)).toBe(true)

    const pass = JSON.parse(readFileSync(join(root, 'pass.json'), 'utf8'))
    expect(pass).toMatchObject({ formatVersion: 1, passTypeIdentifier: 'pass.test.shop', teamIdentifier: 'TESTTEAM01', serialNumber: `${voucher.orderNumber}-voucher` })
    expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: voucher.orderNumber })
    const fields = [...pass.generic.primaryFields, ...pass.generic.auxiliaryFields]
    expect(fields.find((f: { key: string }) => f.key === 'pickupPlace').value).toBeTruthy()
    expect(fields.find((f: { key: string }) => f.key === 'pickupTime').value).toBe('10:00')
    // Japanese values (the page asked in Japanese), each label in the six languages' pass.strings.
    expect(fields.find((f: { key: string }) => f.key === 'pickupDate').value).toMatch(/年.*月.*日/)
    expect(readFileSync(join(root, 'ja.lproj/pass.strings'), 'utf8')).toContain(`"pickupPlace" = "${MESSAGES.ja.mail.orderReceived.pickupPlace}";`)
    expect(readFileSync(join(root, 'zh-Hant.lproj/pass.strings'), 'utf8')).toContain(`"pickupPlace" = "${MESSAGES['zh-TW'].mail.orderReceived.pickupPlace}";`)
    expect(pass.relevantDate).toMatch(/T02:00:00\.000Z$/)
  })

  it('a changed manifest no longer verifies (the check above is a real one)', async () => {
    const response = await fetchPass(voucher.orderNumber, 'voucher.pkpass', { key: orderKey(voucher.orderNumber) })
    const { root } = await unzipPass(response, 'voucher-tampered')
    writeFileSync(join(root, 'manifest-changed.json'), readFileSync(join(root, 'manifest.json'), 'utf8').replace(/"[0-9a-f]{40}"/, `"${'0'.repeat(40)}"`))
    expect(signatureVerifies(root, 'manifest-changed.json')).toBe(false)
  })

  it('each ticket has its pass with its own signed QR code; the eSIM pass holds the activation code and SM-DP+ as text', async () => {
    const order = await loadOrderPass(p, rail.orderNumber, orderKey(rail.orderNumber))
    for (const ticket of order!.tickets) {
      const response = await fetchPass(rail.orderNumber, `ticket-${ticket.index}.pkpass`, { key: orderKey(rail.orderNumber), lang: 'en' })
      expect(response.status).toBe(200)
      const { root } = await unzipPass(response, `ticket-${ticket.index}`)
      expect(signatureVerifies(root)).toBe(true)
      const pass = JSON.parse(readFileSync(join(root, 'pass.json'), 'utf8'))
      expect(pass.barcodes[0].message).toBe(ticket.qr)
      expect(pass.eventTicket.secondaryFields.map((f: { value: string }) => f.value)).toContain(
        ticket.leg === 'outbound' ? 'Ticket 1 of 2 (outbound journey)' : 'Ticket 2 of 2 (return journey)',
      )
    }
    expect((await fetchPass(rail.orderNumber, 'ticket-3.pkpass', { key: orderKey(rail.orderNumber) })).status).toBe(404)

    const response = await fetchPass(esim.orderNumber, 'esim-1.pkpass', { key: orderKey(esim.orderNumber), lang: 'en' })
    expect(response.status).toBe(200)
    const { root } = await unzipPass(response, 'esim')
    expect(signatureVerifies(root)).toBe(true)
    const pass = JSON.parse(readFileSync(join(root, 'pass.json'), 'utf8'))
    expect(pass.barcodes).toBeUndefined()
    const values = Object.fromEntries([...pass.generic.auxiliaryFields, ...pass.generic.backFields].map((f: { key: string; value: string }) => [f.key, f.value]))
    expect(values).toMatchObject({ activationCode: lpa, smdpAddress: 'smdp.wallet.test', matchingId: lpa.split('$')[2] })
  })
})

describe('Google Wallet link', () => {
  it('redirects to Google with a save JWT signed by the service account, holding the ticket object', async () => {
    const order = await loadOrderPass(p, rail.orderNumber, orderKey(rail.orderNumber))
    const response = await fetchPass(rail.orderNumber, 'ticket-2.google-wallet', { key: orderKey(rail.orderNumber), lang: 'zh-TW' })
    expect(response.status).toBe(303)
    const claims = googleClaims(response.headers.get('location')!)
    expect(claims).toMatchObject({ iss: 'wallet@test-project.iam.gserviceaccount.com', aud: 'google', typ: 'savetowallet', origins: [expect.any(String)] })
    expect(claims.payload.genericClasses).toEqual([{ id: `${ISSUER}.order_pass` }])
    const [object] = claims.payload.genericObjects
    expect(object).toMatchObject({ id: `${ISSUER}.${rail.orderNumber}-ticket-2`, classId: `${ISSUER}.order_pass`, state: 'ACTIVE' })
    expect(object.barcode).toEqual({ type: 'QR_CODE', value: order!.tickets[1]!.qr, alternateText: rail.orderNumber })
    expect(object.header.defaultValue).toEqual({ language: 'zh-TW', value: MESSAGES['zh-TW'].orderPass.ticketsTitle })
    expect(object.header.translatedValues).toHaveLength(5)
  })

  it('the eSIM object carries the activation code as text, the voucher object the order number as QR', async () => {
    const claims = googleClaims((await fetchPass(esim.orderNumber, 'esim-1.google-wallet', { key: orderKey(esim.orderNumber) })).headers.get('location')!)
    const texts = claims.payload.genericObjects[0].textModulesData.map((m: { body: string }) => m.body)
    expect(texts).toEqual(expect.arrayContaining([lpa, 'smdp.wallet.test']))
    const voucherClaims = googleClaims((await fetchPass(voucher.orderNumber, 'voucher.google-wallet', { key: orderKey(voucher.orderNumber) })).headers.get('location')!)
    expect(voucherClaims.payload.genericObjects[0].barcode.value).toBe(voucher.orderNumber)
  })
})

describe('who gets a pass', () => {
  // Without `lang` (the page's buttons always send it) the shop's default language answers.
  const notFoundIn = async (response: Response, locale: 'zh-TW' | 'ja' = 'zh-TW') => {
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(MESSAGES[locale].notFound.title)
  }

  it('no key, a wrong key or another order’s key: the localized 404', async () => {
    await notFoundIn(await fetchPass(voucher.orderNumber, 'voucher.pkpass', { lang: 'ja' }), 'ja')
    await notFoundIn(await fetchPass(voucher.orderNumber, 'voucher.pkpass', { key: 'A'.repeat(22) }))
    await notFoundIn(await fetchPass(voucher.orderNumber, 'voucher.google-wallet', { key: orderKey(rail.orderNumber) }))
    await notFoundIn(await fetchPass(voucher.orderNumber, 'voucher.zip', { key: orderKey(voucher.orderNumber) }))
    await notFoundIn(await fetchPass(voucher.orderNumber, 'ticket-1.pkpass', { key: orderKey(voucher.orderNumber) }))
  })

  it('the member who placed the order gets it without the key; another member, the partners and every staff role do not', async () => {
    const owner = await localLogin('members', ownerEmail, ownerPassword)
    const mine = await fetchPass(voucher.orderNumber, 'voucher.pkpass', {}, owner.token)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('application/vnd.apple.pkpass')
    expect((await fetchPass(esim.orderNumber, 'esim-1.google-wallet', {}, owner.token)).status).toBe(303)

    for (const email of [MEMBER, B2C, BBC]) {
      const { token } = await localLogin('members', email, MEMBER_PASSWORD)
      await notFoundIn(await fetchPass(voucher.orderNumber, 'voucher.pkpass', {}, token))
      await notFoundIn(await fetchPass(esim.orderNumber, 'esim-1.google-wallet', {}, token))
    }
    for (const email of Object.values(STAFF)) {
      const { token } = await localLogin('staff', email, STAFF_PASSWORD)
      await notFoundIn(await fetchPass(voucher.orderNumber, 'voucher.pkpass', {}, token))
      await notFoundIn(await fetchPass(rail.orderNumber, 'ticket-1.google-wallet', {}, token))
    }
  })

  it('a cancelled or refunded order has no pass, even with its key or as its owner', async () => {
    const owner = await localLogin('members', ownerEmail, ownerPassword)
    for (const status of ['cancelled', 'refunded'] as const) {
      const airport = (await p.find({ collection: 'airports', limit: 1, depth: 0 })).docs[0]!
      const order = await createTestOrder({ airport: airport.id, member: ownerId })
      expect(await deliver(order.id)).toBe('pendingPickup')
      expect((await fetchPass(order.orderNumber, 'voucher.pkpass', { key: orderKey(order.orderNumber) })).status).toBe(200)
      await p.update({ collection: 'orders', id: order.id, data: { status }, overrideAccess: true })
      await notFoundIn(await fetchPass(order.orderNumber, 'voucher.pkpass', { key: orderKey(order.orderNumber) }))
      await notFoundIn(await fetchPass(order.orderNumber, 'voucher.google-wallet', {}, owner.token))
    }
  })

  it('an unpaid order has none; without the signing keys no order has one', async () => {
    const unpaid = await createTestOrder({ member: ownerId })
    await notFoundIn(await fetchPass(unpaid.orderNumber, 'esim-1.pkpass', { key: orderKey(unpaid.orderNumber) }))
    delete process.env.APPLE_WALLET_CERT
    delete process.env.GOOGLE_WALLET_PRIVATE_KEY
    try {
      await notFoundIn(await fetchPass(voucher.orderNumber, 'voucher.pkpass', { key: orderKey(voucher.orderNumber) }))
      await notFoundIn(await fetchPass(voucher.orderNumber, 'voucher.google-wallet', { key: orderKey(voucher.orderNumber) }))
    } finally {
      configure()
    }
  })
})
