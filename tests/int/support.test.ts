/**
 * Contact support (/api/user/service for members, /api/contact for visitors) and the survey
 * (/api/question/answer_questions, /api/commitTopic): stored for staff, acknowledged by mail in the
 * sender's language, validated with localized messages, rate-limited in PostgreSQL.
 */
import './content-next-runtime'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as COMMIT_TOPIC } from '@/app/(frontend)/api/commitTopic/route'
import { POST as CONTACT } from '@/app/(frontend)/api/contact/route'
import { POST as ANSWER } from '@/app/(frontend)/api/question/answer_questions/route'
import { GET as USER_SERVICE_GET, POST as USER_SERVICE } from '@/app/(frontend)/api/user/service/route'
import { GET as PAYLOAD_GET } from '@/app/(payload)/api/[...slug]/route'
import { CONTACT_LIMITS, SURVEY_LIMITS } from '@/domain/support'

import { MESSAGES, STAFF, STAFF_PASSWORD, call, lang, localLogin, payload, postJson, randomClientIp, waitFor, type Locale } from './helpers'
import { startSmtpInbox, type SmtpInbox } from './smtpInbox'

type Errors = { errors: Record<string, string> }
let memberToken = ''
let memberEmail = ''
let memberId = 0

beforeAll(async () => {
  const p = await payload()
  memberEmail = `care-${Date.now()}@example.com`
  memberId = (await p.create({ collection: 'members', data: { email: memberEmail, password: 'care-pass-1', accountType: 1 } })).id
  memberToken = (await localLogin('members', memberEmail, 'care-pass-1')).token
})

/** The acknowledgement for `to`: its outbox copy once the process's drain sent the job (no SMTP_URL in this run). */
async function acknowledgement(to: string) {
  const p = await payload()
  return waitFor(async () => {
    const found = await p.find({ collection: 'outbox', where: { and: [{ to: { equals: to } }, { kind: { equals: 'supportReceived' } }] }, overrideAccess: true })
    return found.totalDocs ? found.docs : null
  }, `the acknowledgement to ${to}`)
}

async function storedMessages(email: string) {
  const p = await payload()
  return (await p.find({ collection: 'support-messages', where: { email: { equals: email } }, overrideAccess: true, depth: 0, limit: 100 })).docs
}

describe('POST /api/user/service (member)', () => {
  it('answers code 202 without a valid member login, and 405 to GET', async () => {
    const none = await postJson(USER_SERVICE, '/api/user/service', { content: 'Hello there' }, { lang: 'en' })
    expect(none.status).toBe(401)
    expect(none.body).toEqual({ code: 202, message: MESSAGES.en.api.notLoggedIn, data: null })
    const staff = await postJson(USER_SERVICE, '/api/user/service', { content: 'Hello there' }, { authorization: `Bearer ${(await localLogin('staff', STAFF.support, STAFF_PASSWORD)).token}` })
    expect(staff.body.code).toBe(202)
    expect((await USER_SERVICE_GET(new Request('http://localhost/api/user/service'))).status).toBe(405)
  })

  it('needs the message (content only), with messages in the member’s language', async () => {
    for (const [locale, body, key] of [
      ['ja', {}, 'required'],
      ['ja', { content: '' }, 'messageRequired'],
      ['vi', { content: '   ' }, 'messageRequired'],
      ['en', { content: 'Hi' }, 'tooShort'],
      ['zh-TW', { content: 'x'.repeat(2001) }, 'tooLong'],
    ] as const) {
      const reply = await postJson<Errors>(USER_SERVICE, '/api/user/service', body, { lang: lang(locale as Locale), authorization: `Bearer ${memberToken}` })
      expect(reply.status).toBe(400)
      expect(reply.body.data.errors.content).toBe(MESSAGES[locale as Locale].validation[key])
    }
    // The reply address is the account's: an e-mail in the body is refused, not used.
    const other = await postJson<Errors>(USER_SERVICE, '/api/user/service', { content: 'Please help me', email: 'attacker@example.com' }, { authorization: `Bearer ${memberToken}` })
    expect(other.status).toBe(400)
    expect(await storedMessages(memberEmail)).toHaveLength(0)
  })

  it('stores the message for staff and acknowledges it by mail in the member’s language', async () => {
    const content = 'My eSIM shows "No service" <b>after</b> landing. Order TW-1.'
    const reply = await postJson<{ reference: string }>(USER_SERVICE, '/api/user/service', { content }, { lang: 'jp', authorization: `Bearer ${memberToken}` })
    expect(reply.status).toBe(200)
    expect(reply.body.data.reference).toMatch(/^S\d{6}$/)
    const [stored] = await storedMessages(memberEmail)
    expect(stored).toMatchObject({ source: 'member', member: memberId, email: memberEmail, locale: 'ja', content, status: 'new', reference: reply.body.data.reference })

    const [mail] = await acknowledgement(memberEmail)
    expect(mail!.locale).toBe('ja')
    expect(mail!.subject).toContain(reply.body.data.reference)
    expect(mail!.subject).toContain('お問い合わせを受け付けました')
    expect(mail!.text).toContain(content)
    // The traveller's text is escaped in the HTML body.
    expect(mail!.html).toContain('&lt;b&gt;after&lt;/b&gt;')
    expect(mail!.html).not.toContain('<b>after</b>')
  })

  it('staff with the support role read it through Payload; editors and counter staff do not', async () => {
    const [stored] = await storedMessages(memberEmail)
    for (const [role, allowed] of [['admin', true], ['support', true], ['editor', false], ['counter', false]] as const) {
      const token = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
      const url = new URL(`http://localhost/api/support-messages/${stored!.id}`)
      const response = await PAYLOAD_GET(new Request(url, { headers: { authorization: `JWT ${token}` } }), { params: Promise.resolve({ slug: ['support-messages', String(stored!.id)] }) })
      expect(response.status, role).toBe(allowed ? 200 : 403)
    }
    const asMember = await PAYLOAD_GET(new Request('http://localhost/api/support-messages', { headers: { authorization: `Bearer ${memberToken}` } }), {
      params: Promise.resolve({ slug: ['support-messages'] }),
    })
    expect(asMember.status).toBe(403)
  })

  it('is limited per account: 40 parallel messages store exactly the hourly allowance', async () => {
    const p = await payload()
    const email = `care-burst-${Date.now()}@example.com`
    await p.create({ collection: 'members', data: { email, password: 'care-pass-1', accountType: 1 } })
    const token = (await localLogin('members', email, 'care-pass-1')).token
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postJson(USER_SERVICE, '/api/user/service', { content: `Burst message ${i}` }, { lang: 'en', authorization: `Bearer ${token}` })),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(CONTACT_LIMITS.perMemberPerHour)
    expect(replies.filter((r) => r.status === 429)).toHaveLength(40 - CONTACT_LIMITS.perMemberPerHour)
    expect(replies.find((r) => r.status === 429)!.body.message).toBe(MESSAGES.en.api.tooManyRequests)
    expect(await storedMessages(email)).toHaveLength(CONTACT_LIMITS.perMemberPerHour)
  })
})

describe('POST /api/contact: the acknowledgement, by real SMTP (issue 36)', () => {
  let inbox: SmtpInbox
  beforeAll(async () => {
    inbox = await startSmtpInbox()
  })
  afterAll(() => inbox.stop())

  it("says only that the message was received: a visitor's text is never mailed to the address typed", async () => {
    const email = `relay-${Date.now()}@example.com`
    // What a phisher would have the shop send, with its name on it, to anybody's address.
    const content = `Your account is suspended. Confirm your card at https://evil.example/verify-${Date.now()} within 24 hours.`
    for (const [locale, lang] of [['ja', 'jp'], ['vi', 'vi']] as const) {
      const to = `${locale}-${email}`
      const reply = await postJson<{ reference: string }>(CONTACT, '/api/contact', { email: to, content }, { lang })
      expect(reply.status).toBe(200)
      const mail = await inbox.first(to)
      expect(mail.subject).toContain(reply.body.data.reference)
      expect(mail.text).toContain(MESSAGES[locale].mail.supportReceived.intro)
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('evil.example')
        expect(part).not.toContain('suspended')
      }
      expect(mail.text).not.toContain(MESSAGES[locale].mail.supportReceived.yourMessage)
    }
  })

  it("a member's own message is still repeated to the member's account address", async () => {
    const content = `Where is my pickup counter? ${Date.now()}`
    const reply = await postJson(USER_SERVICE, '/api/user/service', { content }, { lang: 'en', authorization: `Bearer ${memberToken}` })
    expect(reply.status).toBe(200)
    await expect.poll(() => inbox.to(memberEmail).find((mail) => mail.text.includes(content)), { timeout: 20_000 }).toBeTruthy()
  })
})

describe('POST /api/contact (visitor)', () => {
  it('needs a valid e-mail and the message', async () => {
    const reply = await postJson<Errors>(CONTACT, '/api/contact', { email: 'not-an-email', content: '' }, { lang: 'vi' })
    expect(reply.status).toBe(400)
    expect(reply.body.data.errors).toEqual({ email: MESSAGES.vi.validation.invalidEmail, content: MESSAGES.vi.validation.messageRequired })
  })

  it('stores the message and mails the acknowledgement in the visitor’s language', async () => {
    const email = `Visitor-${Date.now()}@Example.com`
    const reply = await postJson<{ reference: string }>(CONTACT, '/api/contact', { email, content: 'Do you sell 10-day plans?' }, { lang: 'vi' })
    expect(reply.status).toBe(200)
    const [stored] = await storedMessages(email.toLowerCase())
    expect(stored).toMatchObject({ source: 'visitor', email: email.toLowerCase(), locale: 'vi', member: null })
    const [mail] = await acknowledgement(email.toLowerCase())
    expect(mail!.subject).toContain('chúng tôi đã nhận được tin nhắn')
  })

  it('is rate-limited per client address in PostgreSQL: 40 parallel requests from one address store the allowance', async () => {
    const ip = randomClientIp()
    const stamp = Date.now()
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postJson(CONTACT, '/api/contact', { email: `flood-${stamp}-${i}@example.com`, content: 'Flooding the inbox' }, { lang: 'en', 'x-shop-client-ip': ip })),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(CONTACT_LIMITS.perIpPerHour)
    expect(replies.filter((r) => r.status === 429)).toHaveLength(40 - CONTACT_LIMITS.perIpPerHour)
    const p = await payload()
    const stored = await p.count({ collection: 'support-messages', where: { email: { like: `flood-${stamp}-` } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(CONTACT_LIMITS.perIpPerHour)
    // Another address is not affected.
    const other = await postJson(CONTACT, '/api/contact', { email: `flood-${stamp}-other@example.com`, content: 'Another client' }, { lang: 'en' })
    expect(other.status).toBe(200)
  })
})

describe('Survey: /api/question/answer_questions and /api/commitTopic', () => {
  it('the seeded survey has localized questions', async () => {
    const p = await payload()
    const en = await p.findGlobal({ slug: 'survey', locale: 'en' })
    const vi = await p.findGlobal({ slug: 'survey', locale: 'vi' })
    expect(en.questions?.map((q) => q.key)).toEqual(['overall', 'network', 'setup', 'recommend', 'comment'])
    expect(en.questions?.[0]?.label).toMatch(/satisfied/)
    expect(vi.questions?.[0]?.label).toMatch(/hài lòng/)
  })

  it('needs a valid e-mail and an answer (spec §5), with localized messages', async () => {
    const missing = await postJson<Errors>(ANSWER, '/api/question/answer_questions', {}, { lang: 'ja' })
    expect(missing.status).toBe(400)
    expect(missing.body.data.errors).toEqual({ email: MESSAGES.ja.validation.required, answers: MESSAGES.ja.validation.required })
    const empty = await postJson<Errors>(ANSWER, '/api/question/answer_questions', { email: '', answers: {} }, { lang: 'ja' })
    expect(empty.body.data.errors).toEqual({ email: MESSAGES.ja.validation.emailRequired })

    const badEmail = await postJson<Errors>(ANSWER, '/api/question/answer_questions', { email: 'traveller@', answers: { overall: '5' } }, { lang: 'en' })
    expect(badEmail.body.data.errors).toEqual({ email: MESSAGES.en.validation.invalidEmail })

    const noAnswer = await postJson<Errors>(ANSWER, '/api/question/answer_questions', { email: 'a@example.com', answers: {} }, { lang: 'vi' })
    expect(noAnswer.status).toBe(400)
    expect(noAnswer.body.data.errors).toMatchObject({ answers: MESSAGES.vi.validation.answerRequired, 'answers.overall': MESSAGES.vi.validation.answerRequired })

    const wrong = await postJson<Errors>(ANSWER, '/api/question/answer_questions', { email: 'a@example.com', answers: { overall: '9', setup: 'teleported', nope: 'x' } }, { lang: 'en' })
    expect(wrong.body.data.errors).toEqual({
      'answers.overall': MESSAGES.en.validation.invalidValue,
      'answers.setup': MESSAGES.en.validation.invalidValue,
      'answers.nope': MESSAGES.en.validation.unknownField,
    })

    const topic = await postJson<Errors>(COMMIT_TOPIC, '/api/commitTopic', { email: '', answer: ' ' }, { lang: 'zh-tw' })
    expect(topic.body.data.errors).toEqual({ email: MESSAGES['zh-TW'].validation.emailRequired, answer: MESSAGES['zh-TW'].validation.answerRequired })
  })

  it('stores answers with the question wording, visible to admins and support staff', async () => {
    const email = `survey-${Date.now()}@example.com`
    const reply = await postJson(ANSWER, '/api/question/answer_questions', { email, orderNumber: 'TW20261203-0042', answers: { overall: '4', setup: 'easy', comment: 'Fast pickup' } }, { lang: 'vi' })
    expect(reply.status).toBe(200)
    const topic = await postJson(COMMIT_TOPIC, '/api/commitTopic', { email, answer: 'More eSIM plans please' }, { lang: 'en' })
    expect(topic.status).toBe(200)
    const p = await payload()
    const stored = await p.find({ collection: 'survey-answers', where: { email: { equals: email } }, sort: 'createdAt', overrideAccess: true, depth: 0 })
    expect(stored.totalDocs).toBe(2)
    expect(stored.docs[0]).toMatchObject({ locale: 'vi', orderNumber: 'TW20261203-0042' })
    expect(stored.docs[0]!.answers!.map((a) => [a.question, a.answer])).toEqual([['overall', '4'], ['setup', 'easy'], ['comment', 'Fast pickup']])
    expect(stored.docs[0]!.answers![0]!.label).toMatch(/hài lòng/)
    expect(stored.docs[1]!.answers!.map((a) => [a.question, a.answer])).toEqual([['topic', 'More eSIM plans please']])

    const support = (await localLogin('staff', STAFF.support, STAFF_PASSWORD)).token
    const seen = await PAYLOAD_GET(new Request(`http://localhost/api/survey-answers/${stored.docs[0]!.id}`, { headers: { authorization: `JWT ${support}` } }), {
      params: Promise.resolve({ slug: ['survey-answers', String(stored.docs[0]!.id)] }),
    })
    expect(seen.status).toBe(200)
  })

  it('anonymous answers are rate-limited per client address (40 parallel → the allowance)', async () => {
    const ip = randomClientIp()
    const stamp = Date.now()
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(ANSWER, '/api/question/answer_questions', { email: `s-${stamp}-${i}@example.com`, answers: { overall: '5' } }, { lang: 'en', 'x-shop-client-ip': ip }),
      ),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(SURVEY_LIMITS.perIpPerHour)
    expect(replies.filter((r) => r.status === 429)).toHaveLength(40 - SURVEY_LIMITS.perIpPerHour)
    // And per e-mail, across addresses.
    const email = `same-${stamp}@example.com`
    const perEmail = []
    for (let i = 0; i < SURVEY_LIMITS.perEmailPerDay + 1; i++) perEmail.push(await call(COMMIT_TOPIC, new Request('http://localhost/api/commitTopic', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-client-ip': randomClientIp() },
      body: JSON.stringify({ email, answer: `answer ${i}` }),
    })))
    expect(perEmail.map((r) => r.status)).toEqual([...Array(SURVEY_LIMITS.perEmailPerDay).fill(200), 429])
  })
})
