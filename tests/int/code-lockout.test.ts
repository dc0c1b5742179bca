/**
 * Issue 36, item 4: a stranger's wrong codes never lock the owner of an address out of password reset, ordering or
 * order lookup. The attacker and the owner are two client addresses (the header scripts/serve.ts passes the app);
 * the owner asks for a fresh code, gets it by real SMTP and uses it, while the attacker stays stopped. A distributed
 * attacker is bounded by the code itself (it dies after its wrong tries, from whatever clients) and by the codes an
 * address can be sent in an hour over all clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as CHECK_CODE } from '@/app/(frontend)/api/checkCode/route'
import { POST as FIND_PASSWORD } from '@/app/(frontend)/api/findPassword/route'
import { POST as LOGIN } from '@/app/(frontend)/api/login/route'
import { POST as LOOKUP_SEND } from '@/app/(frontend)/api/orderLookup/sendCode/route'
import { POST as LOOKUP_VERIFY } from '@/app/(frontend)/api/orderLookup/verify/route'
import { POST as SEND_EMAIL } from '@/app/(frontend)/api/sendEmail/route'
import { CODE_SEND_LIMITS } from '@/domain/throttle'
import { MAX_CODE_ATTEMPTS } from '@/domain/verificationCode'

import { CLIENT_IP_HEADER, createTestOrder, MESSAGES, payload, postJson } from './helpers'
import { startSmtpInbox, type SmtpInbox } from './smtpInbox'

let inbox: SmtpInbox
beforeAll(async () => {
  inbox = await startSmtpInbox()
  await payload()
})
afterAll(() => inbox.stop())

let serial = 0
const stamp = Date.now().toString(36)
const uniqueEmail = (label: string) => `${label}-${stamp}-${++serial}@example.com`
/** A client address of its own for each role of a test. */
const client = () => `100.64.${Math.floor(++serial / 250) % 250}.${1 + (serial % 250)}`
const from = (ip: string, lang = 'en') => ({ lang, [CLIENT_IP_HEADER]: ip })
/** A code none of this file's mails can hold (they are random, so this is only "almost surely wrong"). */
const wrong = (i: number) => String(100000 + i)

/** Eleven wrong codes from the attacker: the free ones are refused as wrong, the one beyond them waits (429). */
async function attack(guess: (code: string) => Promise<{ status: number }>) {
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) statuses.push((await guess(wrong(i))).status)
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
  expect(statuses[10]).toBe(429)
}

describe('wrong codes from one client never lock the owner out', () => {
  it('password reset: the owner asks for a fresh code elsewhere and resets; the attacker is still refused', async () => {
    const email = uniqueEmail('reset-victim')
    await (await payload()).create({ collection: 'members', data: { email, password: 'before123', accountType: 1 } })
    const attacker = client()
    const owner = client()
    const reset = (code: string, ip: string, password = 'fresh123') =>
      postJson(FIND_PASSWORD, '/api/findPassword', { email, code, newPassword: password, confirmPassword: password }, from(ip))
    await attack((code) => reset(code, attacker))

    const sent = await postJson(SEND_EMAIL, '/api/sendEmail', { email, purpose: 'passwordReset' }, from(owner))
    expect(sent.status).toBe(200)
    const code = await inbox.codeBesides(email, [])
    // The attacker, even with the right code, waits.
    expect((await reset(code, attacker, 'attack12')).status).toBe(429)
    const done = await reset(code, owner)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect((await postJson(LOGIN, '/api/login', { email, password: 'fresh123' }, from(owner))).status).toBe(200)
  })

  it('ordering (/api/checkCode): the owner checks a fresh code while the attacker waits', async () => {
    const email = uniqueEmail('order-victim')
    const attacker = client()
    const owner = client()
    const check = (code: string, ip: string) => postJson(CHECK_CODE, '/api/checkCode', { email, code }, from(ip))
    await attack((code) => check(code, attacker))

    expect((await postJson(SEND_EMAIL, '/api/sendEmail', { email }, from(owner))).status).toBe(200)
    const code = await inbox.codeBesides(email, [])
    expect((await check(code, attacker)).status).toBe(429)
    expect((await check(code, owner)).status).toBe(200)
  })

  it('order lookup: the owner opens the order with a fresh code while the attacker waits', async () => {
    const email = uniqueEmail('lookup-victim')
    const { orderNumber } = await createTestOrder({ email })
    const attacker = client()
    const owner = client()
    const verify = (code: string, ip: string) => postJson(LOOKUP_VERIFY, '/api/orderLookup/verify', { orderNumber, email, code }, from(ip))
    await attack((code) => verify(code, attacker))

    expect((await postJson(LOOKUP_SEND, '/api/orderLookup/sendCode', { orderNumber, email }, from(owner))).status).toBe(200)
    const code = await inbox.codeBesides(email, [])
    expect((await verify(code, attacker)).status).toBe(429)
    const opened = await verify(code, owner)
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    expect((opened.body.data as { order: { orderNumber: string } }).order.orderNumber).toBe(orderNumber)
  })

  it("codes the attacker has sent to the owner's address leave the owner a code of their own", async () => {
    const email = uniqueEmail('send-victim')
    const attacker = client()
    const owner = client()
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await postJson(SEND_EMAIL, '/api/sendEmail', { email }, from(attacker))).status)
    // One a minute from the attacker's client…
    expect(statuses).toEqual([200, 429, 429])
    const attackers = await inbox.codeBesides(email, [])
    // …and the owner still gets one at once, and it is the code that counts.
    expect((await postJson(SEND_EMAIL, '/api/sendEmail', { email }, from(owner))).status).toBe(200)
    const code = await inbox.codeBesides(email, [attackers])
    expect((await postJson(CHECK_CODE, '/api/checkCode', { email, code }, from(owner))).status).toBe(200)
  })
})

describe('a distributed attacker stays bounded', () => {
  it(`a code dies after ${MAX_CODE_ATTEMPTS} wrong tries from as many clients; the owner's fresh code works`, async () => {
    const email = uniqueEmail('spread')
    expect((await postJson(SEND_EMAIL, '/api/sendEmail', { email }, from(client()))).status).toBe(200)
    const first = await inbox.codeBesides(email, [])
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const guess = wrong(i) === first ? wrong(i + 50) : wrong(i)
      expect((await postJson(CHECK_CODE, '/api/checkCode', { email, code: guess }, from(client()))).status).toBe(400)
    }
    const dead = await postJson(CHECK_CODE, '/api/checkCode', { email, code: first }, from(client()))
    expect(dead.status).toBe(400)
    expect((dead.body.data as { errors: Record<string, string> }).errors.code).toBe(MESSAGES.en.validation.codeInvalid)

    const owner = client()
    expect((await postJson(SEND_EMAIL, '/api/sendEmail', { email }, from(owner))).status).toBe(200)
    const fresh = await inbox.codeBesides(email, [first])
    expect((await postJson(CHECK_CODE, '/api/checkCode', { email, code: fresh }, from(owner))).status).toBe(200)
  })

  it(`an address gets at most ${CODE_SEND_LIMITS.overallHour} codes an hour, over all clients`, async () => {
    const email = uniqueEmail('flood')
    const statuses: number[] = []
    for (let i = 0; i <= CODE_SEND_LIMITS.overallHour; i++) statuses.push((await postJson(SEND_EMAIL, '/api/sendEmail', { email }, from(client()))).status)
    expect(statuses.slice(0, CODE_SEND_LIMITS.overallHour)).toEqual(Array(CODE_SEND_LIMITS.overallHour).fill(200))
    expect(statuses.at(-1)).toBe(429)
  })
})
