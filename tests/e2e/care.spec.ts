/**
 * Customer care in zh-TW, en and vi: the survey (/survey), contact support on /faq (visitor and member,
 * the acknowledgement arriving over real SMTP), and KYC pre-registration on /authentication with the
 * status the member sees — including a staff rejection and the second submission it allows.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { ADMIN, budgetFor, inTurn, mailsTo, messages, pathIn, subjectPattern, type Locale, staffLogin } from './support'

const LOCALES_UNDER_TEST: Locale[] = ['zh-TW', 'en', 'vi']
const BROWSER_LOCALE: Record<string, string> = { 'zh-TW': 'zh-TW', en: 'en-US', vi: 'vi-VN' }

async function staffToken(request: APIRequestContext) {
  const login = await staffLogin(request, ADMIN)
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** A fresh member (created by an admin through Payload's API), logged in on `page` through the storefront API. */
async function freshMember(page: Page, tag: string) {
  const email = `care-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e5)}@example.com`
  const password = 'care-pass-1'
  // Two admin logins at the same moment (another worker's test) can drop one of the sessions Payload keeps on
  // the staff row (both write the row's session list): a 403 means a fresh login and one more try.
  let token = await staffToken(page.request)
  let created = await page.request.post('/api/members', { data: { email, password, accountType: 1 }, headers: { Authorization: `JWT ${token}` } })
  if (created.status() === 403) {
    token = await staffToken(page.request)
    created = await page.request.post('/api/members', { data: { email, password, accountType: 1 }, headers: { Authorization: `JWT ${token}` } })
  }
  expect(created.status(), await created.text()).toBe(201)
  const login = await page.request.post('/api/login', { data: { email, password }, headers: { lang: 'en' } })
  expect(login.status()).toBe(200)
  return { email, staff: token }
}

async function waitForMail(to: string, subject: RegExp) {
  await expect.poll(async () => (await mailsTo(to)).find((m) => subject.test(m.subject))?.subject ?? null, { timeout: 30_000 }).not.toBeNull()
  return (await mailsTo(to)).find((m) => subject.test(m.subject))!
}

for (const locale of LOCALES_UNDER_TEST) {
  const m = messages(locale)

  const flow = inTurn(test, LOCALES_UNDER_TEST, locale)

  test.describe(`customer care (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] })

    flow('survey: e-mail and an answer are required, then the answers are sent', async ({ page }) => {
      budgetFor(2)
      await page.goto(pathIn(locale, '/survey'))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const form = page.getByTestId('survey-form')
      await expect(form).toBeVisible()
      await form.getByRole('button', { name: m.care.survey.submit }).click()
      await expect(page.locator('#survey-email-error')).toHaveText(m.validation.emailRequired)
      await expect(page.getByTestId('survey-q-overall').locator('.field-error')).toHaveText(m.validation.answerRequired)

      await page.getByLabel(m.care.survey.email, { exact: true }).fill('not-an-email')
      await page.getByTestId('survey-q-overall').getByRole('radio', { name: m.care.survey.ratingValue.replace('{value}', '4') }).check()
      await form.getByRole('button', { name: m.care.survey.submit }).click()
      await expect(page.locator('#survey-email-error')).toHaveText(m.validation.invalidEmail)

      await page.getByLabel(m.care.survey.email, { exact: true }).fill(`survey-${locale}-${Date.now()}@example.com`)
      await page.getByTestId('survey-q-setup').getByRole('radio').first().check()
      await page.getByTestId('survey-q-comment').getByRole('textbox').fill('Great trip')
      await form.getByRole('button', { name: m.care.survey.submit }).click()
      await expect(page.getByTestId('survey-done')).toContainText(m.care.survey.thanksTitle)
    })

    flow('contact: a visitor writes on /faq and the acknowledgement arrives in the page language', async ({ page }) => {
      budgetFor(2)
      const email = `visitor-${locale.toLowerCase()}-${Date.now()}@example.com`
      await page.goto(pathIn(locale, '/faq'))
      const section = page.getByTestId('contact-section')
      await section.scrollIntoViewIfNeeded()
      await section.getByRole('button', { name: m.care.contact.submit }).click()
      await expect(page.locator('#contact-content-error')).toHaveText(m.validation.messageRequired)
      await section.getByLabel(m.care.contact.email).fill(email)
      await section.getByLabel(m.care.contact.content).fill('Does the 5-day SIM work in Kenting?')
      await section.getByRole('button', { name: m.care.contact.submit }).click()
      const sent = page.getByTestId('contact-sent')
      await expect(sent).toBeVisible()
      // The form it was on is gone: the focus is on the confirmation, not lost to the page's top.
      await expect(sent.locator('p')).toBeFocused()
      const reference = (await sent.textContent())!.match(/S\d{6}/)![0]

      const mail = await waitForMail(email, subjectPattern(m.mail.supportReceived.subject))
      expect(mail.subject).toContain(reference)
      expect(mail.text).toContain(m.mail.supportReceived.intro)
      // Only that it arrived: a visitor's text is never mailed to the address typed (issue 36).
      expect(mail.text).not.toContain('Kenting')
      expect(mail.html).not.toContain('Kenting')
    })

    flow('contact: a member writes only the message; the reply goes to the account e-mail', async ({ page }) => {
      budgetFor(2)
      const { email } = await freshMember(page, `contact-${locale.toLowerCase()}`)
      await page.goto(pathIn(locale, '/faq#contact'))
      const section = page.getByTestId('contact-section')
      await expect(section.getByTestId('contact-member-note')).toHaveText(m.care.contact.memberNote)
      await expect(section.getByLabel(m.care.contact.email)).toHaveCount(0)
      await section.getByLabel(m.care.contact.content).fill('Please change my pickup time.')
      await section.getByRole('button', { name: m.care.contact.submit }).click()
      await expect(page.getByTestId('contact-sent')).toBeVisible()
      const mail = await waitForMail(email, subjectPattern(m.mail.supportReceived.subject))
      expect(mail.text).toContain('Please change my pickup time.')
    })

    flow('KYC: a member uploads two ID images and sees the status; a rejection lets them send again', async ({ page }) => {
      budgetFor(4)
      await page.goto(pathIn(locale, '/authentication'))
      await expect(page.getByTestId('kyc-login')).toContainText(m.care.kyc.loginTitle)

      const { staff } = await freshMember(page, `kyc-${locale.toLowerCase()}`)
      await page.goto(pathIn(locale, '/authentication'))
      const form = page.getByTestId('kyc-form')
      await expect(form).toBeVisible()

      // A PDF renamed .jpg is refused by its content, in the browser already.
      await form.getByLabel(m.care.kyc.passportName).fill('Nguyen Van An')
      await form.getByLabel(m.care.kyc.nationality).selectOption('VN')
      await form.getByLabel(m.care.kyc.documentNumber).fill('C1234567')
      await form.getByLabel(m.care.kyc.birthDate).fill('1991-02-03')
      await page.getByTestId('kyc-passportImage').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not an image') })
      await form.getByRole('button', { name: m.care.kyc.submit }).click()
      await expect(page.getByTestId('kyc-passportImage-error')).toHaveText(m.validation.documentNotImage)
      await expect(page.getByTestId('kyc-secondIdImage-error')).toHaveText(m.validation.documentRequired)

      const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#246' } }).jpeg().toBuffer()
      const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#642' } }).png().toBuffer()
      await page.getByTestId('kyc-passportImage').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: jpeg })
      await page.getByTestId('kyc-secondIdImage').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: png })
      await form.getByRole('button', { name: m.care.kyc.submit }).click()

      const status = page.getByTestId('kyc-status')
      await expect(status.getByTestId('kyc-status-badge')).toHaveText(m.care.kyc.status.submitted)
      await expect(status).toContainText('NGUYEN VAN AN')
      await expect(status).toContainText('••••4567')
      await expect(page.getByTestId('kyc-form')).toHaveCount(0)

      // Staff reject it with a reason; the member sees it and the form again.
      const apps = await page.request.get('/api/kyc-applications?where[documentNumber][equals]=C1234567&sort=-createdAt&limit=1&depth=0', { headers: { Authorization: `JWT ${staff}` } })
      const app = ((await apps.json()) as { docs: { id: number; passportImage: number }[] }).docs[0]!
      const reject = await page.request.patch(`/api/kyc-applications/${app.id}`, {
        data: { status: 'rejected', rejectionReason: 'Photo too dark' },
        headers: { Authorization: `JWT ${staff}` },
      })
      expect(reject.status()).toBe(200)
      // The image is no public file: the member's own browser cannot open it.
      const doc = await page.request.get(`/api/kyc-documents/${app.passportImage}`, { headers: { Authorization: `JWT ${staff}` } })
      const url = new URL(((await doc.json()) as { url: string }).url, 'http://localhost').pathname
      expect((await page.request.get(url)).status()).toBeGreaterThanOrEqual(400)
      expect((await page.request.get(url, { headers: { Authorization: `JWT ${staff}` } })).status()).toBe(200)

      await page.reload()
      await expect(page.getByTestId('kyc-status-badge')).toHaveText(m.care.kyc.status.rejected)
      await expect(page.getByTestId('kyc-rejection')).toContainText('Photo too dark')
      await expect(page.getByTestId('kyc-form')).toBeVisible()
    })
  })
}
