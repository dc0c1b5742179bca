/**
 * KYC pre-registration (/api/authentication, /api/videoCheckInfo, /api/agora/getToken) and the privacy of
 * its ID images: member A never reaches member B's application or files — through our endpoints, Payload's
 * REST and GraphQL, or the file URL — and neither do visitors, editors or counter staff; admins and support do.
 */
import './content-next-runtime'

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as PAYLOAD_GET } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { POST as GET_TOKEN } from '@/app/(frontend)/api/agora/getToken/route'
import { POST as AUTHENTICATION } from '@/app/(frontend)/api/authentication/route'
import { POST as VIDEO_CHECK } from '@/app/(frontend)/api/videoCheckInfo/route'
import { MAX_KYC_DOCUMENT_BYTES } from '@/domain/kyc'

import { B2C, BBC, MEMBER_PASSWORD, MESSAGES, STAFF, STAFF_PASSWORD, call, lang, localLogin, payload, postJson, postRequest } from './helpers'

type Status = { status: string; rejectionReason?: string | null; documentNumber?: string; canResubmit?: boolean; passportName?: string }

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='
let JPEG = ''

const tokens: Record<string, string> = {}
const memberIds: Record<string, number> = {}
const bearer = (who: string): Record<string, string> => (tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {})

async function newMember(name: string) {
  const p = await payload()
  const email = `kyc-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'kyc-pass-123'
  const doc = await p.create({ collection: 'members', data: { email, password, accountType: 1 } })
  memberIds[name] = doc.id
  tokens[name] = (await localLogin('members', email, password)).token
}

const form = (over: Record<string, unknown> = {}) => ({
  passportName: 'Chen Mei Lin',
  nationality: 'TW',
  documentNumber: 'A12345678',
  birthDate: '1990-04-05',
  passportImage: JPEG,
  secondIdImage: PNG_1PX,
  ...over,
})

const submit = (who: string, body: unknown, locale: 'en' | 'ja' | 'vi' | 'zh-TW' = 'en') =>
  postJson<Status | { errors: Record<string, string> }>(AUTHENTICATION, '/api/authentication', body, { lang: lang(locale), ...bearer(who) })
const status = (who: string, locale: 'en' | 'vi' = 'en') => postJson<Status>(VIDEO_CHECK, '/api/videoCheckInfo', {}, { lang: lang(locale), ...bearer(who) })

async function payloadGet(path: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://localhost${path}`)
  const slug = url.pathname.replace(/^\/api\/?/, '').split('/').filter(Boolean).map(decodeURIComponent)
  const response = await PAYLOAD_GET(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
  return { status: response.status, text: await response.text().catch(() => ''), type: response.headers.get('content-type'), cache: response.headers.get('cache-control') }
}
async function graphql(query: string, headers: Record<string, string>) {
  const response = await GRAPHQL(new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) }))
  return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] } }
}

beforeAll(async () => {
  JPEG = (await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } }).jpeg().toBuffer()).toString('base64')
  await newMember('a')
  await newMember('b')
  await newMember('c')
  for (const role of ['admin', 'editor', 'support', 'counter'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  tokens.b2c = (await localLogin('members', B2C, MEMBER_PASSWORD)).token
  tokens.bbc = (await localLogin('members', BBC, MEMBER_PASSWORD)).token
})

describe('POST /api/authentication and /api/videoCheckInfo', () => {
  it('need a member login: code 202 without one, and for staff tokens', async () => {
    for (const who of ['anonymous', 'admin', 'support']) {
      const reply = await submit(who, form())
      expect(reply.status, who).toBe(401)
      expect(reply.body.code).toBe(202)
      expect((await status(who)).body.code).toBe(202)
    }
  })

  it('a member with nothing sent sees status none', async () => {
    expect((await status('c')).body).toMatchObject({ code: 200, data: { status: 'none' } })
  })

  it('validates every field with localized messages', async () => {
    const reply = await submit('c', { passportName: '陳美麗', nationality: 'XX', documentNumber: '1', birthDate: '', passportImage: '', secondIdImage: 'not base64!' }, 'vi')
    expect(reply.status).toBe(400)
    const errors = (reply.body.data as { errors: Record<string, string> }).errors
    const v = MESSAGES.vi.validation
    expect(errors).toEqual({
      passportName: v.passportName,
      nationality: v.nationalityRequired,
      documentNumber: v.documentNumberInvalid,
      birthDate: v.birthdayRequired,
      passportImage: v.documentRequired,
      secondIdImage: v.documentNotImage,
    })
    const future = await submit('c', form({ birthDate: '2999-01-01' }))
    expect(future.status).toBe(400)
    expect((future.body.data as { errors: Record<string, string> }).errors).toEqual({ birthDate: MESSAGES.en.validation.invalidDate })
  })

  it('refuses a non-image whatever it is called: a PDF, an SVG, a fake JPEG header', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF').toString('base64')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('this is not really a jpeg at all')]).toString('base64')
    for (const [field, bad] of [['passportImage', pdf], ['secondIdImage', svg], ['passportImage', fakeJpeg]] as const) {
      const reply = await submit('c', form({ [field]: bad }), 'ja')
      expect(reply.status, field).toBe(400)
      expect((reply.body.data as { errors: Record<string, string> }).errors).toEqual({ [field]: MESSAGES.ja.validation.documentNotImage })
    }
    expect((await status('c')).body.data.status).toBe('none')
  })

  it('refuses an image over 8 MB, and a body over two of them with a clear 413', async () => {
    const big = Buffer.alloc(MAX_KYC_DOCUMENT_BYTES + 1)
    Buffer.from(JPEG, 'base64').copy(big)
    const reply = await submit('c', form({ secondIdImage: big.toString('base64') }))
    expect(reply.status).toBe(400)
    expect((reply.body.data as { errors: Record<string, string> }).errors).toEqual({ secondIdImage: MESSAGES.en.validation.documentTooLarge })

    const huge = 'A'.repeat(Math.ceil((2 * MAX_KYC_DOCUMENT_BYTES * 4) / 3) + 200_000)
    const tooLarge = await call(AUTHENTICATION, postRequest('/api/authentication', JSON.stringify(form({ passportImage: huge })), { lang: 'en', ...bearer('c') }))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.message).toBe(MESSAGES.en.api.kycTooLarge)
    expect((await status('c')).body.data.status).toBe('none')
  })

  it('stores a submission once: parallel and repeated submissions get a clear conflict', async () => {
    const replies = await Promise.all(Array.from({ length: 5 }, () => submit('a', form())))
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of replies.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409)
      expect(r.body.message).toBe(MESSAGES.en.api.kycAlreadySubmitted)
    }
    const p = await payload()
    const apps = await p.find({ collection: 'kyc-applications', where: { member: { equals: memberIds.a } }, overrideAccess: true, depth: 0 })
    expect(apps.totalDocs).toBe(1)
    expect(apps.docs[0]).toMatchObject({ status: 'submitted', passportName: 'CHEN MEI LIN', nationality: 'TW', documentNumber: 'A12345678' })
    const docs = await p.find({ collection: 'kyc-documents', where: { member: { equals: memberIds.a } }, overrideAccess: true, depth: 0 })
    expect(docs.totalDocs).toBe(2)
    expect(docs.docs.map((d) => d.mimeType).sort()).toEqual(['image/jpeg', 'image/png'])
    // Random file names: nothing about the member or the document in them.
    for (const d of docs.docs) expect(d.filename).toMatch(/^[0-9a-f-]{36}\.(jpg|png)$/)

    const mine = await status('a')
    expect(mine.body.data).toMatchObject({ status: 'submitted', passportName: 'CHEN MEI LIN', documentNumber: '•••••5678', canResubmit: false, rejectionReason: null })
  })

  it('after a rejection the member sees the reason and may send again; approval ends it', async () => {
    await submit('b', form({ documentNumber: 'B98765432' }))
    const p = await payload()
    const app = (await p.find({ collection: 'kyc-applications', where: { member: { equals: memberIds.b } }, overrideAccess: true, depth: 0 })).docs[0]!
    await p.update({ collection: 'kyc-applications', id: app.id, data: { status: 'rejected', rejectionReason: 'The passport photo is blurred.' }, overrideAccess: true })
    expect((await status('b', 'vi')).body.data).toMatchObject({ status: 'rejected', rejectionReason: 'The passport photo is blurred.', canResubmit: true })
    const again = await submit('b', form({ documentNumber: 'B98765432' }))
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ status: 'submitted' })
    const latest = (await p.find({ collection: 'kyc-applications', where: { member: { equals: memberIds.b } }, sort: '-createdAt', overrideAccess: true, depth: 0 })).docs[0]!
    await p.update({ collection: 'kyc-applications', id: latest.id, data: { status: 'approved' }, overrideAccess: true })
    expect((await status('b')).body.data).toMatchObject({ status: 'approved', canResubmit: false })
    expect((await submit('b', form())).status).toBe(409)
  })
})

describe('KYC privacy', () => {
  let bApp: number
  let bFiles: { id: number; url: string }[] = []

  beforeAll(async () => {
    const p = await payload()
    bApp = (await p.find({ collection: 'kyc-applications', where: { member: { equals: memberIds.b } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0]!.id
    const docs = await p.find({ collection: 'kyc-documents', where: { member: { equals: memberIds.b } }, overrideAccess: true, depth: 0 })
    // Payload writes the absolute address (serverURL); the route is what matters.
    bFiles = docs.docs.map((d) => ({ id: d.id, url: new URL(String(d.url), 'http://localhost').pathname }))
    expect(bFiles.length).toBeGreaterThan(0)
    for (const f of bFiles) expect(f.url).toMatch(/^\/api\/kyc-documents\/file\//)
  })

  it('our endpoints only ever answer with the caller’s own record', async () => {
    const a = await status('a')
    expect(a.body.data.documentNumber).toBe('•••••5678')
    expect(JSON.stringify(a.body)).not.toContain('B98765432')
    // Nothing in the request can name another member: unknown fields are refused.
    const smuggled = await postJson(VIDEO_CHECK, '/api/videoCheckInfo', { member: memberIds.b }, bearer('a'))
    expect(smuggled.status).toBe(400)
  })

  it.each(['a', 'b2c', 'bbc', 'anonymous', 'editor', 'counter'])('%s cannot list or read KYC data through Payload REST', async (who) => {
    for (const path of [`/api/kyc-applications?depth=1`, `/api/kyc-applications/${bApp}?depth=1`, `/api/kyc-documents`, `/api/kyc-documents/${bFiles[0]!.id}`]) {
      const reply = await payloadGet(path, bearer(who))
      const leaked = reply.status === 200 && (reply.text.includes('B98765432') || reply.text.includes('"filename"'))
      expect(leaked, `${who} GET ${path}: HTTP ${reply.status} ${reply.text.slice(0, 200)}`).toBe(false)
      expect([401, 403, 404], `${who} GET ${path}`).toContain(reply.status)
    }
  })

  it.each(['a', 'b', 'bbc', 'anonymous', 'editor', 'counter'])('%s cannot open a document file by its URL', async (who) => {
    for (const file of bFiles) {
      const reply = await payloadGet(file.url, bearer(who))
      expect([401, 403, 404], `${who} GET ${file.url}: HTTP ${reply.status}`).toContain(reply.status)
      expect(reply.type ?? '').not.toMatch(/^image\//)
    }
  })

  it.each(['admin', 'support'])('%s opens the files (private, never cached)', async (who) => {
    for (const file of bFiles) {
      const reply = await payloadGet(file.url, { authorization: `JWT ${tokens[who]}` })
      expect(reply.status, `${who} GET ${file.url}`).toBe(200)
      expect(reply.type).toMatch(/^image\/(jpeg|png)$/)
      expect(reply.cache).toContain('no-store')
    }
    const app = await payloadGet(`/api/kyc-applications/${bApp}`, { authorization: `JWT ${tokens[who]}` })
    expect(app.status).toBe(200)
    expect(app.text).toContain('B98765432')
  })

  it.each(['a', 'anonymous', 'editor', 'counter'])('%s gets nothing through GraphQL', async (who) => {
    const reply = await graphql(
      `{ KycApplications { docs { id documentNumber passportImage { url } } } KycDocuments { docs { id url filename } } KycApplication(id: ${bApp}) { documentNumber } }`,
      bearer(who),
    )
    const text = JSON.stringify(reply.json)
    expect(text).not.toContain('B98765432')
    expect(text).not.toContain('/api/kyc-documents/file/')
  })

  it('admins and support see the applications through GraphQL (the query itself is valid)', async () => {
    const reply = await graphql(`{ KycApplications(limit: 100) { docs { id documentNumber } } }`, { authorization: `JWT ${tokens.support}` })
    expect(JSON.stringify(reply.json)).toContain('B98765432')
  })

  it('no file is under public/ and the upload folder is not the media folder', async () => {
    const p = await payload()
    const dir = p.collections['kyc-documents'].config.upload.staticDir
    expect(dir).not.toMatch(/(^|\/)public(\/|$)/)
    expect(dir).not.toBe(p.collections.media.config.upload.staticDir)
  })
})

describe('POST /api/agora/getToken', () => {
  it('says video verification is not configured, in the envelope and the member’s language (not a 5xx)', async () => {
    for (const locale of ['en', 'vi', 'zh-TW'] as const) {
      const reply = await postJson(GET_TOKEN, '/api/agora/getToken', {}, { lang: lang(locale), ...bearer('a') })
      expect(reply.status).toBe(404)
      expect(reply.body).toEqual({ code: 404, message: MESSAGES[locale].api.videoNotConfigured, data: null })
    }
    const anonymous = await postJson(GET_TOKEN, '/api/agora/getToken', {}, { lang: 'en' })
    expect(anonymous.body.code).toBe(202)
  })
})
