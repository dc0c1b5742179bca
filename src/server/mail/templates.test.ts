import { describe, expect, it } from 'vitest'

import { labelSeparator, LOCALES, type Locale } from '@/domain/locale'
import { formatMoney } from '@/domain/money'
import { MESSAGES } from '@/i18n/messages'

import { MAIL_SAMPLES, sampleData, sampleVariants } from './samples'
import { escapeHtml, formatMailDate, formatMailTime, renderMail, renderVerificationSms } from './templates'
import { MAIL_KINDS, MASK, type MailKind } from './types'
import { parseTicketPayload } from '@/domain/fulfilment'
import { LOCALE_INFO } from '@/domain/locale'

const LOCALE_SHORT = Object.fromEntries(LOCALES.map((l) => [l, LOCALE_INFO[l].short])) as Record<Locale, string>

const BASE = 'https://shop.example'
const render = <K extends MailKind>(kind: K, locale: Locale, data: unknown, mask = false) =>
  renderMail(kind, locale, data as never, { strict: true, baseUrl: BASE, maskSecrets: mask })

const PLACEHOLDER = /\{\s*[a-zA-Z]+\s*(,[^}]*)?\}/
const cases = MAIL_KINDS.flatMap((kind) =>
  sampleVariants(kind).flatMap((variant) => LOCALES.map((locale) => [kind, variant, locale] as const)),
)

function flatKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value as object, `${prefix}${key}.`),
  )
}

describe('messages: mail namespace', () => {
  it.each(LOCALES)('%s has exactly the keys of zh-TW, none empty', (locale) => {
    const reference = flatKeys(MESSAGES['zh-TW'].mail).sort()
    expect(flatKeys(MESSAGES[locale].mail).sort()).toEqual(reference)
    for (const key of reference) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], MESSAGES[locale].mail)
      expect(String(text).trim(), `${locale} mail.${key}`).not.toBe('')
    }
  })

  it('non-Chinese locales are translated, not copies of zh-TW', () => {
    for (const locale of ['en', 'ja', 'ko', 'vi'] as const) {
      expect(MESSAGES[locale].mail.orderReceived.paymentPending).not.toBe(MESSAGES['zh-TW'].mail.orderReceived.paymentPending)
      expect(MESSAGES[locale].mail.newMember.intro).not.toBe(MESSAGES['zh-TW'].mail.newMember.intro)
    }
  })
})

describe('renderMail: every kind × variant × locale', () => {
  it.each(cases)('%s (%s) in %s renders subject, html and text', (kind, variant, locale) => {
    const mail = render(kind, locale, sampleData(kind, variant))
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part.trim().length).toBeGreaterThan(0)
      expect(part).not.toMatch(PLACEHOLDER)
      expect(part).not.toMatch(/\bmail\.[a-zA-Z]+\.[a-zA-Z]+/) // a missing message shows its key path
    }
    const siteName = MESSAGES[locale].meta.siteName
    expect(mail.html).toContain(`<html lang="${locale}">`)
    expect(mail.html).toContain(escapeHtml(siteName))
    expect(mail.text).toContain(siteName)
    // No external resources: images only from the mail itself (cid: QR codes it carries), every link goes
    // to the shop — or, for an eSIM, to Apple's one-tap installation.
    expect(mail.html).not.toMatch(/<script|<link|url\(/i)
    const cids = [...mail.html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map(([, src]) => src!)
    expect(cids.every((src) => src.startsWith('cid:'))).toBe(true)
    expect(cids.map((src) => src.slice(4)).sort()).toEqual((mail.images ?? []).map((image) => image.cid).sort())
    expect(mail.html.match(/<img\b/g)?.length ?? 0).toBe(cids.length)
    for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g))
      expect(href!.startsWith(`${BASE}/`) || href!.startsWith('https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$')).toBe(true)
    expect(mail.text).toContain(MESSAGES[locale].mail.common.autoNotice)
  })
})

describe('newMember', () => {
  it.each(LOCALES)('new account in %s: e-mail, password, localized login link, advice to change it', (locale) => {
    const data = MAIL_SAMPLES.newMember.newAccount!
    const mail = render('newMember', locale, data)
    const login = locale === 'zh-TW' ? `${BASE}/login` : `${BASE}/${locale === 'zh-CN' ? 'cn' : locale}/login`
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(data.email)
      expect(body).toContain(data.password!)
      expect(body).toContain(login)
      expect(body).toContain(escapeOrNot(body, mail.html, MESSAGES[locale].mail.newMember.changePassword))
    }
    expect(mail.subject).toBe(MESSAGES[locale].mail.newMember.subject.replace('{siteName}', MESSAGES[locale].meta.siteName))
  })

  it.each(LOCALES)('existing account in %s: no password, only this order, log in with your password', (locale) => {
    const data = MAIL_SAMPLES.newMember.existingAccount!
    const mail = render('newMember', locale, data)
    const intro = MESSAGES[locale].mail.newMember.existingIntro.replace('{email}', data.email)
    expect(mail.text).toContain(intro)
    expect(mail.html).toContain(escapeHtml(intro))
    expect(mail.text).toContain(data.orderNumber!)
    expect(mail.text).not.toContain(MESSAGES[locale].mail.newMember.changePassword)
    expect(mail.subject).toContain(MESSAGES[locale].mail.newMember.existingSubject.replace('{siteName}', MESSAGES[locale].meta.siteName))
  })

  it('refuses a password for an existing account and requires one for a new account', () => {
    expect(() => render('newMember', 'en', { email: 'a@example.com', existingAccount: true, password: 'x1234567' })).toThrow()
    expect(() => render('newMember', 'en', { email: 'a@example.com' })).toThrow()
    expect(() => render('newMember', 'en', { email: 'not-an-email', password: 'x1234567' })).toThrow()
  })

  it('masks the password in the copy kept of a real send', () => {
    const mail = render('newMember', 'ja', MAIL_SAMPLES.newMember.newAccount, true)
    expect(mail.text).not.toContain(MAIL_SAMPLES.newMember.newAccount!.password!)
    expect(mail.html).not.toContain(MAIL_SAMPLES.newMember.newAccount!.password!)
    expect(mail.text).toContain(MASK)
  })
})

describe('verificationCode', () => {
  it.each(LOCALES)('%s: the code, valid 10 minutes, the purpose, ignore-if-not-you', (locale) => {
    const m = MESSAGES[locale].mail.verificationCode
    const contact = render('verificationCode', locale, { code: '482913', purpose: 'orderContact' })
    const reset = render('verificationCode', locale, { code: '482913', purpose: 'passwordReset' })
    for (const mail of [contact, reset]) {
      expect(mail.subject).toContain('482913')
      expect(mail.html).toContain('482913')
      expect(mail.text).toContain(m.validity.replace('{minutes}', '10'))
      expect(mail.text).toContain(m.ignore)
    }
    expect(contact.text).toContain(m.orderContact)
    expect(reset.text).toContain(m.passwordReset)
    expect(contact.text).not.toContain(m.passwordReset)
    const lookup = render('verificationCode', locale, { code: '730541', purpose: 'orderLookup' })
    expect(lookup.text).toContain(m.orderLookup)
    expect(lookup.text).toContain('730541')
  })

  it('accepts only six digits', () => {
    expect(() => render('verificationCode', 'en', { code: '12345' })).toThrow()
    expect(() => render('verificationCode', 'en', { code: '12a456' })).toThrow()
  })

  it('masks the code in the kept copy', () => {
    const mail = render('verificationCode', 'en', { code: '482913' }, true)
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('482913')
  })
})

describe('orderReceived', () => {
  it.each(LOCALES)('%s: number, item, quantity, pickup date/time/place, TWD amounts, payment pending, order list link', (locale) => {
    const data = MAIL_SAMPLES.orderReceived.pickup!
    const mail = render('orderReceived', locale, data)
    const m = MESSAGES[locale].mail.orderReceived
    const prefix = locale === 'zh-TW' ? '' : `/${locale === 'zh-CN' ? 'cn' : locale}`
    expect(mail.subject).toContain(data.orderNumber)
    expect(mail.text).toContain(data.itemName)
    expect(mail.html).toContain(escapeHtml(data.itemName)) // "&" is escaped
    expect(mail.html).not.toContain('SIM & Calls')
    expect(mail.text).toContain(data.planLabel!)
    expect(mail.text).toContain(`${m.quantity}${labelSeparator(locale)}2`)
    expect(mail.text).toContain(formatMailDate('2026-12-03', locale))
    expect(mail.text).toContain(formatMailTime('2026-12-03', '14:30'))
    expect(mail.text).toContain(data.pickup!.place)
    expect(mail.text).toContain(formatMoney(1200, 'TWD', locale))
    expect(mail.text).toContain(formatMoney(100, 'TWD', locale))
    expect(mail.text).toContain(`${m.total}${labelSeparator(locale)}${formatMoney(1100, 'TWD', locale)}`)
    expect(mail.text).toContain(data.promoCode!)
    expect(mail.text).toContain(m.paymentPending)
    expect(mail.text).toContain(`${BASE}${prefix}/personal/order`)
    expect(mail.text).not.toContain(m.visitDate)
  })

  it.each(LOCALES)('%s: a visit date and time slot instead of pickup', (locale) => {
    const mail = render('orderReceived', locale, MAIL_SAMPLES.orderReceived.visit)
    const m = MESSAGES[locale].mail.orderReceived
    expect(mail.text).toContain(`${m.visitDate}${labelSeparator(locale)}${formatMailDate('2026-12-04', locale)}`)
    expect(mail.text).toContain(`${m.timeSlot}${labelSeparator(locale)}${formatMailTime('2026-12-04', '10:30')}`)
    expect(mail.text).not.toContain(m.pickupPlace)
  })

  it('dates are Taipei dates in the mail language', () => {
    expect(formatMailDate('2026-12-03', 'ja')).toContain('2026年12月3日')
    expect(formatMailDate('2026-12-03', 'en')).toMatch(/^Thu,? 3 Dec 2026$/)
    expect(formatMailDate('2026-12-03', 'ko')).toBe('2026년 12월 3일 (목)')
    expect(formatMailTime('2026-12-03', '14:30')).toBe('14:30')
    // The 24-hour clock everywhere, as the form and the counters' hours write it (not 上午12:15 or AM 9:30).
    expect(formatMailTime('2026-12-03', '00:15')).toBe('00:15')
    expect(formatMailTime('2026-12-03', '09:30')).toBe('09:30')
  })

  it('escapes every interpolated value in HTML and keeps it raw in the text body', () => {
    const hostile = {
      ...MAIL_SAMPLES.orderReceived.pickup!,
      orderNumber: '"><script>x</script>',
      name: `O'Brien <b>&amp;`,
      itemName: '<img src=x onerror=alert(1)>',
    }
    const mail = render('orderReceived', 'en', hostile)
    expect(mail.html).not.toMatch(/<script|<img|<b>|onerror=alert\(1\)>/)
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;x&lt;/script&gt;')
    expect(mail.html).toContain('O&#39;Brien &lt;b&gt;&amp;amp;')
    expect(mail.text).toContain('<img src=x onerror=alert(1)>')
    expect(mail.subject).toContain('"><script>x</script>')
  })

  it('rejects amounts that are not integer TWD and both pickup and visit', () => {
    const base = MAIL_SAMPLES.orderReceived.pickup!
    expect(() => render('orderReceived', 'en', { ...base, totalTwd: 10.5 })).toThrow()
    expect(() => render('orderReceived', 'en', { ...base, visit: { date: '2026-12-04', timeSlot: '10:30' } })).toThrow()
    expect(() => render('orderReceived', 'en', { ...base, pickup: { ...base.pickup!, date: '2026-02-30' } })).toThrow()
  })
})

describe('delivered mails', () => {
  const esim = MAIL_SAMPLES.delivered.esim!
  const code = esim.esims![0]!

  it.each(LOCALES)('%s: the eSIM mail has the QR (the activation code), both manual values, the iOS link and the signed page link', (locale) => {
    const mail = render('delivered', locale, esim)
    expect(mail.images).toEqual([{ cid: 'esim-1@order', text: code.lpa }])
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(code.smdpAddress)
      expect(body).toContain(code.matchingId)
      expect(body).toContain(`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${code.lpa}`)
      expect(body).toContain(`${BASE}${locale === 'zh-TW' ? '' : `/${LOCALE_SHORT[locale]}`}/order/${esim.orderNumber}?key=${esim.orderKey}`)
    }
  })

  it('each eSIM code is set in monospace on one line, sized to fit a 390 px phone', () => {
    const long = { lpa: 'LPA:1$smdp.plus.example-telecom.com$JQ-1UXZJM-OQ6QPR8K', smdpAddress: 'smdp.plus.example-telecom.com', matchingId: 'JQ-1UXZJM-OQ6QPR8K' }
    const { html } = render('delivered', 'vi', { ...esim, esims: [long] })
    for (const value of [long.smdpAddress, long.matchingId, long.lpa]) {
      const style = html.match(new RegExp(`<span style="([^"]*)">${value.replace(/[$.]/g, '\\$&')}</span>`))?.[1]
      expect(style, value).toMatch(/white-space:nowrap/)
      expect(style, value).toMatch(/monospace/)
      // 0.62 em a character (Menlo, Consolas, Courier New, DejaVu Sans Mono are 0.55–0.61) within the 316 px text column.
      const px = Number(style!.match(/font-size:(\d+)px/)![1])
      expect(px * 0.62 * value.length, value).toBeLessThanOrEqual(316)
    }
  })

  it('the copy kept in the outbox masks the codes and the link key', () => {
    const mail = render('delivered', 'en', esim, true)
    for (const body of [mail.subject, mail.html, mail.text, JSON.stringify(mail.images)]) {
      expect(body).not.toContain(code.lpa)
      expect(body).not.toContain(code.matchingId)
      expect(body).not.toContain(esim.orderKey)
    }
    expect(mail.text).toContain(code.smdpAddress)
  })

  it('a voucher carries the order number as its QR, the pickup and the rules; tickets one signed QR each', () => {
    const voucher = render('delivered', 'ja', MAIL_SAMPLES.delivered.voucher)
    expect(voucher.images).toEqual([{ cid: 'voucher@order', text: MAIL_SAMPLES.delivered.voucher!.orderNumber }])
    expect(voucher.text).toContain(MESSAGES.ja.mail.delivered.voucher.ruleIds)
    // 18 is Taiwan's age of majority: the age rule, and no guardian clause (issue 40 item 2).
    expect(voucher.text).toContain(MESSAGES.ja.cardHolders.ageRule)
    expect(voucher.text).not.toContain('20歳未満')
    // One SIM card per passport: each card's holder, and the rule in its one wording.
    expect(voucher.text).toContain(MESSAGES.ja.cardHolders.rule)
    expect(voucher.text).toContain(`${MESSAGES.ja.cardHolders.card.replace('{n}', '2')}${labelSeparator('ja')}LIN Yu-Ting`)
    expect(voucher.html).toContain('CHEN Mei &lt;Lin&gt;')
    const tickets = render('delivered', 'en', MAIL_SAMPLES.delivered.tickets)
    expect(tickets.images?.map((i) => i.cid)).toEqual(['ticket-1@order', 'ticket-2@order'])
    expect(tickets.images?.map((i) => parseTicketPayload(i.text)?.leg)).toEqual(['outbound', 'return'])
    expect(tickets.text).toContain('Ticket 2 of 2 (return journey)')
  })
})

describe('SMS text', () => {
  it.each(LOCALES)('%s: the code, 10 minutes and the shop name', (locale) => {
    const text = renderVerificationSms(locale, { code: '482913' }, { strict: true })
    expect(text).toContain('482913')
    expect(text).toContain('10')
    expect(text).toContain(MESSAGES[locale].meta.siteName)
    expect(text).not.toMatch(PLACEHOLDER)
    expect(renderVerificationSms(locale, { code: '482913' }, { maskSecrets: true })).not.toContain('482913')
  })
})

/** The HTML body carries the escaped form of a message, the text body the raw one. */
function escapeOrNot(body: string, html: string, message: string) {
  return body === html ? escapeHtml(message) : message
}

describe('paid (the receipt with the e-invoice)', () => {
  it.each(LOCALES)('%s: amount paid, invoice number, date, random code, and how the invoice is kept', (locale) => {
    const data = MAIL_SAMPLES.paid.memberCarrier!
    const mail = render('paid', locale, data)
    const m = MESSAGES[locale].mail.paid
    expect(mail.subject).toContain(data.orderNumber)
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('AB12345678')
      expect(body).toContain('0427')
      expect(body).toContain(formatMailDate('2026-12-01', locale))
    }
    expect(mail.text).toContain(`${m.invoiceNumber}${labelSeparator(locale)}AB12345678`)
    expect(mail.text).toContain(`${m.amountPaid}${labelSeparator(locale)}${formatMoney(1100, 'TWD', locale)}`)
    expect(mail.text).toContain(`${m.invoiceType}${labelSeparator(locale)}${m.types.memberCarrier}`)
    expect(mail.text).toContain(m.notes.memberCarrier)
    expect(mail.text).not.toContain(MESSAGES[locale].mail.orderReceived.paymentPending)
  })

  it.each(LOCALES)('%s: each kind of invoice says what it needs (barcode, company, love code)', (locale) => {
    const m = MESSAGES[locale].mail.paid
    const barcode = render('paid', locale, MAIL_SAMPLES.paid.mobileBarcode)
    expect(barcode.text).toContain(`${m.mobileBarcode}${labelSeparator(locale)}/AB+C-12`)
    expect(barcode.text).toContain(m.notes.mobileBarcode)
    const company = render('paid', locale, MAIL_SAMPLES.paid.company)
    expect(company.text).toContain(`${m.taxId}${labelSeparator(locale)}22099131`)
    expect(company.text).toContain(`${m.companyTitle}${labelSeparator(locale)}Formosa <Travel> & Co.`)
    expect(company.html).toContain(escapeHtml('Formosa <Travel> & Co.'))
    expect(company.html).not.toContain('<Travel>')
    const donation = render('paid', locale, MAIL_SAMPLES.paid.donation)
    expect(donation.text).toContain(`${m.loveCode}${labelSeparator(locale)}919`)
    expect(donation.text).toContain(m.notes.donation)
    expect(render('paid', locale, MAIL_SAMPLES.paid.nonResident).text).toContain(m.notes.nonResident)
  })

  it('refuses an invoice number, random code or type that is not one', () => {
    const base = MAIL_SAMPLES.paid.memberCarrier!
    expect(() => render('paid', 'en', { ...base, invoice: { ...base.invoice, number: 'AB1234567' } })).toThrow()
    expect(() => render('paid', 'en', { ...base, invoice: { ...base.invoice, randomNumber: '12a4' } })).toThrow()
    expect(() => render('paid', 'en', { ...base, invoice: { ...base.invoice, type: 'paper' } })).toThrow()
  })
})
