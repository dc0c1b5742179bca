/**
 * The member's own account (issue 11): password change, reset by code, member information with the
 * verified e-mail change — through the real route files, on the run's PostgreSQL, with mails delivered
 * over real SMTP to a server this file starts. Each test makes its own members: the seeded accounts are
 * shared with other files.
 */
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as REST_GET, PATCH as REST_PATCH } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { POST as FIND_PASSWORD } from '@/app/(frontend)/api/findPassword/route'
import { POST as LOGIN } from '@/app/(frontend)/api/login/route'
import { POST as SEND_EMAIL } from '@/app/(frontend)/api/sendEmail/route'
import { POST as CHANGE_DATA } from '@/app/(frontend)/api/user/changeData/route'
import { POST as CHANGE_PASS } from '@/app/(frontend)/api/user/changePass/route'
import { POST as USER_INFO } from '@/app/(frontend)/api/user/info/route'
import { POST as VERIFY_PHONE } from '@/app/(frontend)/api/user/verifyPhone/route'
import { POST as SEND_SMS } from '@/app/(frontend)/api/sendSms/route'
import { addDays, taipeiDate } from '@/domain/dates'
import { hashCode } from '@/domain/verification'
import { sqlHandle } from '@/server/db/transaction'
import { payloadSecret } from '@/server/env'

import { newSmsGateway, startSmsGateway, stopSmsGateway } from './smsGateway'
import { codeIn, startSmtpInbox, type SmtpInbox } from './smtpInbox'
import { B2C, BBC, CLIENT_IP_HEADER, MEMBER_PASSWORD, MESSAGES, STAFF, STAFF_PASSWORD, jobsSettled, localLogin, payload, postJson, randomClientIp, waitFor } from './helpers'

// ---------------------------------------------------------------------------------------------------
// A local SMTP server: the mails the shop really sends, parsed.

let inbox: SmtpInbox
beforeAll(async () => {
  inbox = await startSmtpInbox()
  await payload()
})
afterAll(() => inbox.stop())

const mailsTo = (address: string) => inbox.to(address)
const mailTo = (address: string, subject: RegExp) => inbox.mailTo(address, subject)
const pattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.*')}$`)

// ---------------------------------------------------------------------------------------------------
// Members of this file and their logins.

const PASSWORD = 'start123'
let serial = 0
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++serial}-${Math.random().toString(36).slice(2, 6)}@example.com`

async function newMember(data: Record<string, unknown> = {}) {
  const email = unique('acct')
  const doc = await (await payload()).create({
    collection: 'members',
    data: { email, password: PASSWORD, accountType: 1, surname: 'CHEN', givenName: 'MEI', phone: `+8869${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`, preferredLocale: 'ja', ...data },
  })
  return { id: doc.id, email }
}

/** A code for `target`, as if it had been sent (the tests that race or guess it need to know it). */
async function plantCode(target: string, code: string, purpose: 'passwordReset' | 'phoneVerify' = 'passwordReset', channel: 'email' | 'sms' = 'email') {
  await (await payload()).create({
    collection: 'verification-codes',
    data: {
      purpose,
      channel,
      target,
      codeHash: hashCode(payloadSecret(), purpose, target, code),
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      attempts: 0,
    },
  })
}

async function login(email: string, password: string) {
  const { status, body } = await postJson<{ access_token: string }>(LOGIN, '/api/login', { email, password }, { lang: 'en' })
  return status === 200 ? body.data.access_token : null
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const info = (token: string) => postJson<{ email: string; phone: string; phoneVerified: boolean; birthday: string; gender: string }>(USER_INFO, '/api/user/info', {}, bearer(token))
const changePass = (token: string | null, body: unknown, lang = 'en', ip = randomClientIp()) =>
  postJson<{ errors?: Record<string, string>; retryAfterSeconds?: number }>(CHANGE_PASS, '/api/user/changePass', body, {
    lang,
    [CLIENT_IP_HEADER]: ip,
    ...(token ? bearer(token) : {}),
  })
const changeData = (token: string | null, body: unknown, lang = 'en') =>
  postJson<{ status?: string; errors?: Record<string, string> }>(CHANGE_DATA, '/api/user/changeData', body, { lang, ...(token ? bearer(token) : {}) })
const findPassword = (body: unknown, lang = 'en', ip = randomClientIp()) =>
  postJson<{ errors?: Record<string, string>; retryAfterSeconds?: number }>(FIND_PASSWORD, '/api/findPassword', body, { lang, [CLIENT_IP_HEADER]: ip })

const expectNotLoggedIn = (result: { status: number; body: { code: number } }) => {
  expect(result.status).toBe(401)
  expect(result.body.code).toBe(202)
}

const adultBirthday = () => addDays(taipeiDate(), -365 * 30)
const profile = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  phone: '+886912345678',
  surname: 'Lin',
  givenName: 'Mei-Hua',
  birthday: adultBirthday(),
  gender: 'female',
  agree: true,
  ...extra,
})

// ---------------------------------------------------------------------------------------------------

describe('POST /api/user/changePass', () => {
  it('answers 202 without a member login (none, garbage, staff)', async () => {
    expectNotLoggedIn(await changePass(null, { oldPassword: PASSWORD, newPassword: 'abc1234', confirmPassword: 'abc1234' }))
    expectNotLoggedIn(await changePass('garbage', { oldPassword: PASSWORD, newPassword: 'abc1234', confirmPassword: 'abc1234' }))
    const staff = await localLogin('staff', STAFF.admin, STAFF_PASSWORD)
    expectNotLoggedIn(await changePass(staff.token, { oldPassword: STAFF_PASSWORD, newPassword: 'abc1234', confirmPassword: 'abc1234' }))
  })

  it('holds the password rule (6–12, letters and digits combined) and the confirmation, in the request language', async () => {
    const { email } = await newMember()
    const token = (await login(email, PASSWORD))!
    for (const [newPassword, lang, locale] of [
      ['abc12', 'en', 'en'],
      ['abcdefg12345x', 'zh-tw', 'zh-TW'],
      ['abcdefgh', 'vi', 'vi'],
      ['12345678', 'jp', 'ja'],
      ['abc 1234', 'kr', 'ko'],
    ] as const) {
      const { status, body } = await changePass(token, { oldPassword: PASSWORD, newPassword, confirmPassword: newPassword }, lang)
      expect(status, newPassword).toBe(400)
      expect(body.data.errors).toEqual({ newPassword: MESSAGES[locale].validation.passwordRule })
    }
    expect(MESSAGES.en.validation.passwordRule).toBe('The password must be 6–12 characters with letters and numbers.')
    const mismatch = await changePass(token, { oldPassword: PASSWORD, newPassword: 'abc12345', confirmPassword: 'abc12346' })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.data.errors).toEqual({ confirmPassword: MESSAGES.en.validation.passwordMismatch })
    // Nothing changed.
    expect(await login(email, PASSWORD)).toBeTruthy()
  })

  it('refuses a wrong old password, and a right one ends the OTHER sessions only', async () => {
    const { email } = await newMember()
    const current = (await login(email, PASSWORD))!
    const other = (await login(email, PASSWORD))!
    const wrong = await changePass(current, { oldPassword: 'wrong999', newPassword: 'newpass1', confirmPassword: 'newpass1' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.data.errors).toEqual({ oldPassword: MESSAGES.en.validation.oldPasswordWrong })
    expect((await info(other)).status).toBe(200)

    const ok = await changePass(current, { oldPassword: PASSWORD, newPassword: 'newpass1', confirmPassword: 'newpass1' })
    expect(ok.status).toBe(200)
    expect(ok.body.message).toBe(MESSAGES.en.api.ok)
    expect((await info(current)).status).toBe(200)
    expectNotLoggedIn(await info(other))
    expect(await login(email, PASSWORD)).toBeNull()
    expect(await login(email, 'newpass1')).toBeTruthy()
  })

  it('40 parallel wrong old passwords: 5 are compared, the rest wait (429 with the time), and so does the right one then', async () => {
    const { email } = await newMember()
    const token = (await login(email, PASSWORD))!
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => changePass(token, { oldPassword: `guess${i}x`, newPassword: 'newpass1', confirmPassword: 'newpass1' })),
    )
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 400)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(35)
    const refused = replies.find((r) => r.status === 429)!
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.body.message).toMatch(/Please try again in \d+ minutes?\./)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    const right = await changePass(token, { oldPassword: PASSWORD, newPassword: 'newpass1', confirmPassword: 'newpass1' })
    expect(right.status).toBe(429)
    expect(await login(email, PASSWORD)).toBeTruthy()
  })
})

describe('POST /api/findPassword (reset by code)', () => {
  it('sends the code only to an existing account, and answers an unknown address exactly like a wrong code', async () => {
    const { email } = await newMember()
    const nobody = unique('nobody')
    const send = (address: string) =>
      postJson(SEND_EMAIL, '/api/sendEmail', { email: address, purpose: 'passwordReset' }, { lang: 'en', [CLIENT_IP_HEADER]: randomClientIp() })
    const [known, unknown] = await Promise.all([send(email), send(nobody)])
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    const mail = await mailTo(email, pattern(MESSAGES.en.mail.verificationCode.subject))
    expect(mail.text).toContain(MESSAGES.en.mail.verificationCode.passwordReset)
    expect(mailsTo(nobody)).toHaveLength(0)

    const body = (address: string, code: string) => ({ email: address, code, newPassword: 'fresh123', confirmPassword: 'fresh123' })
    const wrongCode = codeIn(mail) === '000000' ? '111111' : '000000'
    const unknownReply = await findPassword(body(nobody, '123456'))
    const wrongReply = await findPassword(body(email, wrongCode))
    expect(unknownReply.status).toBe(400)
    expect(wrongReply.status).toBe(400)
    expect(unknownReply.body).toEqual(wrongReply.body)
    expect(unknownReply.body.data.errors).toEqual({ code: MESSAGES.en.validation.codeInvalid })
  })

  it('sets the new password with the mailed code, ends every session, and the code works once', async () => {
    const { email } = await newMember()
    const before = (await login(email, PASSWORD))!
    await postJson(SEND_EMAIL, '/api/sendEmail', { email, purpose: 'passwordReset' }, { lang: 'vi', [CLIENT_IP_HEADER]: randomClientIp() })
    const code = codeIn(await mailTo(email, /\d{6}/))

    const weak = await findPassword({ email, code, newPassword: 'short', confirmPassword: 'short' }, 'vi')
    expect(weak.status).toBe(400)
    expect(weak.body.data.errors).toEqual({ newPassword: MESSAGES.vi.validation.passwordRule })
    const mismatch = await findPassword({ email, code, newPassword: 'fresh123', confirmPassword: 'fresh124' }, 'vi')
    expect(mismatch.body.data.errors).toEqual({ confirmPassword: MESSAGES.vi.validation.passwordMismatch })

    const ok = await findPassword({ email: email.toUpperCase(), code, newPassword: 'fresh123', confirmPassword: 'fresh123' }, 'vi')
    expect(ok.status).toBe(200)
    expect(ok.body.data).toEqual({ reset: true, message: MESSAGES.vi.api.passwordResetDone })
    expectNotLoggedIn(await info(before))
    expect(await login(email, PASSWORD)).toBeNull()
    expect(await login(email, 'fresh123')).toBeTruthy()

    const again = await findPassword({ email, code, newPassword: 'other123', confirmPassword: 'other123' })
    expect(again.status).toBe(400)
    expect(await login(email, 'fresh123')).toBeTruthy()
  })

  it('limits code attempts: 40 parallel wrong codes (one client) void the code, and the right one no longer works', async () => {
    const { email } = await newMember()
    const code = '482913'
    const p = await payload()
    await plantCode(email, code)
    const ip = randomClientIp()
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => findPassword({ email, code: String(100000 + i), newPassword: 'fresh123', confirmPassword: 'fresh123' }, 'en', ip)),
    )
    expect(guesses.every((g) => g.status === 400 || g.status === 429)).toBe(true)
    expect(guesses.filter((g) => g.status === 429).length).toBeGreaterThan(0)
    const { docs } = await p.find({ collection: 'verification-codes', where: { target: { equals: email } }, limit: 1 })
    expect(docs[0]!.attempts).toBe(5)
    const right = await findPassword({ email, code, newPassword: 'fresh123', confirmPassword: 'fresh123' })
    expect([400, 429]).toContain(right.status)
    expect(await login(email, PASSWORD)).toBeTruthy()
  })
})

describe('POST /api/user/changeData', () => {
  it('answers 202 without a member login', async () => {
    expectNotLoggedIn(await changeData(null, profile(unique('x'))))
    const staff = await localLogin('staff', STAFF.support, STAFF_PASSWORD)
    expectNotLoggedIn(await changeData(staff.token, profile(unique('x'))))
  })

  it.each([
    ['B2C', B2C],
    ['BBC', BBC],
  ])('refuses the %s partner account (403) and changes nothing', async (_label, partner) => {
    const { token, user } = await localLogin('members', partner, MEMBER_PASSWORD)
    const { status, body } = await changeData(token, profile(partner, { surname: 'Hacked' }))
    expect(status).toBe(403)
    expect(body.code).toBe(403)
    const stored = await (await payload()).findByID({ collection: 'members', id: user.id, depth: 0 })
    expect(stored.surname).not.toBe('HACKED')
  })

  it('saves the profile (same e-mail): 18 or older, passport names, phone with country code, gender, consent', async () => {
    const { id, email } = await newMember()
    const token = (await login(email, PASSWORD))!
    const seventeen = addDays(addDays(taipeiDate(), -365 * 18), 10)
    const refused = await changeData(token, profile(email, { birthday: seventeen, surname: '陳', phone: '0912345678', gender: 'other', agree: false }), 'zh-tw')
    expect(refused.status).toBe(400)
    const zh = MESSAGES['zh-TW'].validation
    expect(refused.body.data.errors).toEqual({
      birthday: zh.adultRequired,
      surname: zh.passportName,
      phone: zh.phoneCountryCode,
      gender: zh.genderRequired,
      agree: zh.agreeRequired,
    })

    const ok = await changeData(token, profile(email.toUpperCase()))
    expect(ok.status).toBe(200)
    expect(ok.body.data.status).toBe('saved')
    const stored = await (await payload()).findByID({ collection: 'members', id, depth: 0 })
    expect(stored).toMatchObject({ email, phone: '+886912345678', surname: 'LIN', givenName: 'Mei-Hua', gender: 'female' })
    expect(stored.birthday?.slice(0, 10)).toBe(adultBirthday())
    expect(stored.termsAcceptedAt).toBeTruthy()
    expect(stored.termsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((await info(token)).body.data).toMatchObject({ email, phone: '+886912345678', gender: 'female' })
  })

  it('a new e-mail takes effect only with the code sent TO IT; the old address is told, in the member’s language', async () => {
    const { id, email } = await newMember({ preferredLocale: 'ko' })
    const token = (await login(email, PASSWORD))!
    const newEmail = unique('new')

    const first = await changeData(token, profile(newEmail, { surname: 'Park' }))
    expect(first.status).toBe(200)
    expect(first.body.data.status).toBe('emailCodeSent')
    const p = await payload()
    expect((await p.findByID({ collection: 'members', id, depth: 0 })).email).toBe(email)
    expect((await p.findByID({ collection: 'members', id, depth: 0 })).surname).toBe('CHEN')
    const code = codeIn(await mailTo(newEmail, /\d{6}/))
    expect(mailsTo(email)).toHaveLength(0)

    const wrong = await changeData(token, profile(newEmail, { emailCode: code === '000000' ? '111111' : '000000' }))
    expect(wrong.status).toBe(400)
    expect(wrong.body.data.errors).toEqual({ emailCode: MESSAGES.en.validation.codeInvalid })

    const ok = await changeData(token, profile(newEmail, { emailCode: code, surname: 'Park' }))
    expect(ok.status).toBe(200)
    expect(ok.body.data.status).toBe('saved')
    expect(await p.findByID({ collection: 'members', id, depth: 0 })).toMatchObject({ email: newEmail, surname: 'PARK' })
    const notice = await mailTo(email, pattern(MESSAGES.ko.mail.emailChanged.subject))
    expect(notice.text).toContain(newEmail)
    expect(notice.text).toContain(MESSAGES.ko.mail.emailChanged.notYou)
    expect(await login(newEmail, PASSWORD)).toBeTruthy()
    expect(await login(email, PASSWORD)).toBeNull()
  })

  it('a code sent to another address, or a taken address, never changes the e-mail', async () => {
    const a = await newMember()
    const victim = await newMember()
    const token = (await login(a.email, PASSWORD))!
    const own = unique('own')
    await changeData(token, profile(own))
    const ownCode = codeIn(await mailTo(own, /\d{6}/))
    // A's code for an address A holds does not move A onto the victim's address …
    const taken = await changeData(token, profile(victim.email, { emailCode: ownCode }))
    expect(taken.status).toBe(400)
    // … and asking for the victim's address answers like any other, without sending anything there.
    const ask = await changeData(token, profile(victim.email))
    expect(ask.body.data.status).toBe('emailCodeSent')
    const p = await payload()
    const codes = await p.find({ collection: 'verification-codes', where: { target: { equals: victim.email } }, limit: 5 })
    expect(codes.totalDocs).toBe(0)
    expect((await p.findByID({ collection: 'members', id: a.id, depth: 0 })).email).toBe(a.email)
  })

  it('member A can never change member B: no id in the body, and Payload’s REST and GraphQL refuse A’s token', async () => {
    const a = await newMember()
    const b = await newMember()
    const token = (await login(a.email, PASSWORD))!
    const withId = await changeData(token, { ...profile(a.email), id: b.id })
    expect(withId.status).toBe(400)
    expect(withId.body.data.errors).toEqual({ id: MESSAGES.en.validation.unknownField })

    const rest = (method: 'GET' | 'PATCH', path: string, body?: unknown) => {
      const request = new Request(`http://localhost/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, [CLIENT_IP_HEADER]: randomClientIp() },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const ctx = { params: Promise.resolve({ slug: path.split('/') }) }
      return (method === 'GET' ? REST_GET : REST_PATCH)(request, ctx)
    }
    for (const target of [a.id, b.id]) {
      expect((await rest('PATCH', `members/${target}`, { email: unique('stolen'), surname: 'STOLEN' })).status).toBe(403)
      expect((await rest('GET', `members/${target}`)).status).toBe(403)
    }
    const bearerRest = await REST_PATCH(
      new Request(`http://localhost/api/members/${b.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, cookie: `payload-token=${token}` },
        body: JSON.stringify({ password: 'stolen123' }),
      }),
      { params: Promise.resolve({ slug: ['members', String(b.id)] }) },
    )
    expect(bearerRest.status).toBe(403)
    const graphql = await GRAPHQL(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ query: `mutation { updateMember(id: ${b.id}, data: { surname: "STOLEN" }) { id } }` }),
      }),
    )
    expect(graphql.status).toBe(403)

    const p = await payload()
    expect(await p.findByID({ collection: 'members', id: b.id, depth: 0 })).toMatchObject({ email: b.email, surname: 'CHEN' })
    expect(await login(b.email, PASSWORD)).toBeTruthy()
    // A's own e-mail, password and consent do not change through Payload either.
    expect(await p.findByID({ collection: 'members', id: a.id, depth: 0 })).toMatchObject({ email: a.email, termsAcceptedAt: null })
  })
})

describe('POST /api/user/verifyPhone: a password-reset code goes by SMS only to a confirmed phone', () => {
  const gateway = newSmsGateway()
  const SMS_KEYS = ['SMS_PROVIDER', 'SMS_HTTP_URL', 'SMS_HTTP_TOKEN'] as const
  const saved = Object.fromEntries(SMS_KEYS.map((key) => [key, process.env[key]]))
  beforeAll(async () => {
    await startSmsGateway(gateway)
    process.env.SMS_PROVIDER = 'http'
    process.env.SMS_HTTP_URL = gateway.url
    delete process.env.SMS_HTTP_TOKEN
  })
  afterAll(async () => {
    for (const key of SMS_KEYS) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
    await stopSmsGateway(gateway)
  })

  /**
   * A Taiwan mobile number in a range of this file's own: every code request counts toward its number's prefix
   * (+CC and three digits, 30 an hour), and orders.test.ts fills +886912 to its limit in the same run. `prefix`: the
   * digits after +8869 that start the number ("99" for the test that spends 40 requests on one number).
   */
  const newPhone = (prefix = `8${Math.floor(Math.random() * 10)}`) => `+8869${prefix}${String(Math.floor(Math.random() * 10 ** (8 - prefix.length))).padStart(8 - prefix.length, '0')}`
  const smsTo = (phone: string) => gateway.calls.filter((call) => call.body.to === phone)
  /** The code of the newest SMS to `phone` once the count of SMS to it reached `count`. */
  const smsCode = async (phone: string, count: number) => {
    const calls = await waitFor(async () => smsTo(phone).length >= count && smsTo(phone), `${count} SMS to ${phone}`, 20_000)
    return /\b(\d{6})\b/.exec(calls.at(-1)!.body.text!)![1]!
  }
  const verifyPhone = (token: string | null, body: unknown, lang = 'en', ip = randomClientIp()) =>
    postJson<{ status?: string; message?: string; errors?: Record<string, string> }>(VERIFY_PHONE, '/api/user/verifyPhone', body, {
      lang,
      [CLIENT_IP_HEADER]: ip,
      ...(token ? bearer(token) : {}),
    })
  const askResetSms = (phone: string) => postJson(SEND_SMS, '/api/sendSms', { phone, purpose: 'passwordReset' }, { lang: 'en', [CLIENT_IP_HEADER]: randomClientIp() })
  const resetBySms = (phone: string, code: string, password = 'fresh123') => findPassword({ phone, code, newPassword: password, confirmPassword: password })
  /** As if the next minute had begun for `phone`: one code a minute goes to a number, whatever it is for. */
  const aMinuteLater = async (phone: string) => {
    const db = await sqlHandle(await payload())
    await db.execute(sql`delete from rate_limit_hits where bucket like ${`code-sms-min:${phone}:%`}`)
  }
  /** Every SMS job queued for `phone` (in the request, before its reply) has run: the absence of an SMS is asserted after it. */
  const settle = (phone: string) => jobsSettled((job) => job.input?.to === phone, `the SMS to ${phone}`)

  it('an unconfirmed phone gets no reset code, and a code for it resets nothing; once confirmed, the reset by SMS works', async () => {
    // A number typed on an order or in a profile, never proven: the reply is the usual one, and nothing goes to it.
    // (Another member: any code to a number, this one included, counts toward its one-a-minute limit.)
    const typed = newPhone()
    const other = await newMember({ phone: typed })
    const ask = await askResetSms(typed)
    expect(ask.status).toBe(200)
    expect(ask.body).toEqual((await askResetSms(newPhone())).body)
    await settle(typed)
    expect(smsTo(typed)).toHaveLength(0)
    await plantCode(typed, '615243', 'passwordReset', 'sms')
    const planted = await resetBySms(typed, '615243')
    expect(planted.status).toBe(400)
    expect(planted.body.data.errors).toEqual({ code: MESSAGES.en.validation.codeInvalid })
    expect(await login(other.email, PASSWORD)).toBeTruthy()

    const phone = newPhone()
    const { email } = await newMember({ phone })
    const token = (await login(email, PASSWORD))!
    expect((await info(token)).body.data).toMatchObject({ phone, phoneVerified: false })

    // The member confirms it: a code by SMS to the profile's phone, a wrong one refused, the right one accepted.
    const sent = await verifyPhone(token, {}, 'ja')
    expect(sent.status).toBe(200)
    expect(sent.body.data).toEqual({ status: 'codeSent', message: MESSAGES.ja.api.codeSent })
    const code = await smsCode(phone, 1)
    const wrong = await verifyPhone(token, { code: code === '000000' ? '111111' : '000000' }, 'ko')
    expect(wrong.status).toBe(400)
    expect(wrong.body.data.errors).toEqual({ code: MESSAGES.ko.validation.codeInvalid })
    expect((await info(token)).body.data.phoneVerified).toBe(false)
    const ok = await verifyPhone(token, { code }, 'vi')
    expect(ok.status).toBe(200)
    expect(ok.body.data).toEqual({ status: 'verified', message: MESSAGES.vi.api.phoneVerified })
    expect((await info(token)).body.data.phoneVerified).toBe(true)
    // Asked again, a confirmed phone is simply confirmed: no second SMS.
    expect((await verifyPhone(token, {})).body.data.status).toBe('verified')

    await aMinuteLater(phone)
    expect((await askResetSms(phone)).status).toBe(200)
    const resetCode = await smsCode(phone, 2)
    expect(smsTo(phone)).toHaveLength(2)
    const reset = await resetBySms(phone, resetCode)
    expect(reset.status).toBe(200)
    expect(await login(email, PASSWORD)).toBeNull()
    expect(await login(email, 'fresh123')).toBeTruthy()
  })

  it('a changed phone is unconfirmed again, whoever changes it; nobody can write the confirmation itself', async () => {
    const phone = newPhone()
    const { id, email } = await newMember({ phone })
    const token = (await login(email, PASSWORD))!
    await verifyPhone(token, {})
    await verifyPhone(token, { code: await smsCode(phone, 1) })
    expect((await info(token)).body.data.phoneVerified).toBe(true)

    // The member moves to another number in the profile: it is unconfirmed, and the old one takes no reset code now.
    const moved = newPhone()
    expect((await changeData(token, profile(email, { phone: moved }))).body.data.status).toBe('saved')
    expect((await info(token)).body.data).toMatchObject({ phone: moved, phoneVerified: false })
    await askResetSms(phone)
    await settle(phone)
    expect(smsTo(phone)).toHaveLength(1)

    // Confirmed again, then an admin changes the phone in the admin console: unconfirmed again.
    await verifyPhone(token, {})
    await verifyPhone(token, { code: await smsCode(moved, 1) })
    expect((await info(token)).body.data.phoneVerified).toBe(true)
    const admin = await localLogin('staff', STAFF.admin, STAFF_PASSWORD)
    const patch = (data: unknown) =>
      REST_PATCH(
        new Request(`http://localhost/api/members/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `JWT ${admin.token}` },
          body: JSON.stringify(data),
        }),
        { params: Promise.resolve({ slug: ['members', String(id)] }) },
      )
    const other = newPhone()
    expect((await patch({ phone: other })).status).toBe(200)
    expect((await info(token)).body.data).toMatchObject({ phone: other, phoneVerified: false })
    // Not even the admin writes the confirmation; the member's own profile call does not know the field.
    expect((await patch({ verifiedPhone: other })).status).toBe(200)
    expect((await (await payload()).findByID({ collection: 'members', id, depth: 0 })).verifiedPhone).toBe(moved)
    expect((await info(token)).body.data.phoneVerified).toBe(false)
    const sneaky = await changeData(token, { ...profile(email, { phone: other }), verifiedPhone: other })
    expect(sneaky.status).toBe(400)
    expect(sneaky.body.data.errors).toEqual({ verifiedPhone: MESSAGES.en.validation.unknownField })
  })

  it('a code sent to the old number does not confirm a phone changed meanwhile', async () => {
    const phone = newPhone()
    const { id, email } = await newMember({ phone })
    const token = (await login(email, PASSWORD))!
    await verifyPhone(token, {})
    const code = await smsCode(phone, 1)
    const moved = newPhone()
    await changeData(token, profile(email, { phone: moved }))
    const late = await verifyPhone(token, { code })
    expect(late.status).toBe(400)
    expect(late.body.data.errors).toEqual({ code: MESSAGES.en.validation.codeInvalid })
    expect((await info(token)).body.data).toMatchObject({ phone: moved, phoneVerified: false })
    expect((await (await payload()).findByID({ collection: 'members', id, depth: 0 })).verifiedPhone ?? null).toBeNull()
  })

  it('40 parallel requests send one SMS; 40 parallel confirmations with the right code confirm once and use the code up', async () => {
    const phone = newPhone('99')
    const { email } = await newMember({ phone })
    const token = (await login(email, PASSWORD))!
    // A burst from one browser (many clients together are bounded by the address's own hourly limit).
    const ip = randomClientIp()
    const asks = await Promise.all(Array.from({ length: 40 }, () => verifyPhone(token, {}, 'en', ip)))
    // Compared whole, so that a failure shows every status (and the messages of any that is neither 200 nor 429).
    expect(asks.map((reply) => reply.status).sort(), JSON.stringify(asks.filter((r) => r.status !== 429 && r.status !== 200).map((r) => r.body))).toEqual([
      200,
      ...Array.from({ length: 39 }, () => 429),
    ])
    const code = await smsCode(phone, 1)
    await settle(phone)
    expect(smsTo(phone)).toHaveLength(1)

    const confirms = await Promise.all(Array.from({ length: 40 }, () => verifyPhone(token, { code })))
    expect(confirms.every((reply) => reply.status === 200 || reply.status === 400 || reply.status === 429)).toBe(true)
    expect(confirms.filter((reply) => reply.body.data.status === 'verified').length).toBeGreaterThanOrEqual(1)
    expect((await info(token)).body.data.phoneVerified).toBe(true)
    const { docs } = await (await payload()).find({ collection: 'verification-codes', where: { target: { equals: phone } }, limit: 5 })
    expect(docs.filter((doc) => !doc.consumedAt)).toHaveLength(0)
  })

  it('refuses no login (202), partner accounts (403), and a member without a phone (400, in the request language)', async () => {
    expectNotLoggedIn(await verifyPhone(null, {}))
    for (const partner of [B2C, BBC]) {
      const token = (await login(partner, MEMBER_PASSWORD))!
      const reply = await verifyPhone(token, {})
      expect(reply.status).toBe(403)
    }
    const { email } = await newMember({ phone: null })
    const token = (await login(email, PASSWORD))!
    const none = await verifyPhone(token, {}, 'zh-tw')
    expect(none.status).toBe(400)
    expect(none.body.data.errors).toEqual({ phone: MESSAGES['zh-TW'].validation.phoneRequired })
  })
})

describe('a password change or reset and logins at the same moment', () => {
  // Payload rewrites a member's list of sessions whole; a login running during a reset used to write back the
  // sessions the reset had just ended (src/server/auth/accountLock.ts).
  it('a reset while the old password keeps logging in: no session from before or during the reset survives it', async () => {
    const { email } = await newMember()
    const code = '573920'
    await plantCode(email, code)
    const before = (await login(email, PASSWORD))!
    const [reset, ...logins] = await Promise.all([
      findPassword({ email, code, newPassword: 'fresh123', confirmPassword: 'fresh123' }),
      ...Array.from({ length: 12 }, () => login(email, PASSWORD)),
    ])
    expect(reset.status).toBe(200)
    for (const token of [before, ...logins.filter((token): token is string => token !== null)]) expectNotLoggedIn(await info(token))
    const after = (await login(email, 'fresh123'))!
    expect((await info(after)).body.code).toBe(200)
  })

  it('a password change while the old password keeps logging in: only the member’s own session survives it', async () => {
    const { email } = await newMember()
    const own = (await login(email, PASSWORD))!
    const other = (await login(email, PASSWORD))!
    const [changed, ...logins] = await Promise.all([
      changePass(own, { oldPassword: PASSWORD, newPassword: 'fresh123', confirmPassword: 'fresh123' }),
      ...Array.from({ length: 12 }, () => login(email, PASSWORD)),
    ])
    expect(changed.status).toBe(200)
    expect((await info(own)).body.code).toBe(200)
    for (const token of [other, ...logins.filter((token): token is string => token !== null)]) expectNotLoggedIn(await info(token))
  })
})
