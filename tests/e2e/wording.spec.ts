/**
 * Wording a native reader expects (issue 12), read from the server HTML as a crawler gets it: the
 * "from" price in each language's own order, a round-the-clock counter as "Open 24 hours", the two
 * footer hour lines labelled, the toll-free number marked as a Taiwan call, and a review page titled
 * in the visitor's language (the review's own title, in its language, inside the page).
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { LOCALE_INFO, messages, pathIn, type Locale } from './support'

type Envelope<T> = { code: number; data: T }

async function api<T>(request: APIRequestContext, path: string, locale: Locale = 'en') {
  const response = await request.post(path, { data: {}, headers: { lang: LOCALE_INFO[locale].langHeader, currency: 'TWD' } })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as Envelope<T>).data
}

/** The visible text of a page's server HTML (tags out, entities that matter decoded, spaces collapsed). */
async function pageText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { cookie: 'currency=TWD' } })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
}

const FROM_PRICE: Record<Locale, RegExp> = {
  'zh-TW': /NT\$[\d,]+ 起/,
  'zh-CN': /NT\$[\d,]+ 起/,
  en: /From NT\$[\d,]+/,
  ja: /NT\$[\d,]+〜/,
  ko: /NT\$[\d,]+부터/,
  vi: /Từ [\d.]+\sNT\$/,
}

test.describe('wording in the server HTML', () => {
  for (const locale of Object.keys(FROM_PRICE) as Locale[]) {
    test(`${locale}: "from" prices read the way the language says them, hours are labelled`, async ({ request }) => {
      const text = await pageText(request, pathIn(locale, '/cardType'))
      expect(text).toMatch(FROM_PRICE[locale])
      expect(text).not.toMatch(/起 ?NT\$|最安|최저 NT/)
      const m = messages(locale)
      expect(text).toContain(m.header.freeCall)
    })
  }

  test('en: the 24-hour counter is "Open 24 hours", the footer labels office hours, the toll-free number is for Taiwan', async ({ request }) => {
    const airports = await api<{ list: { id: number; code: string }[] }>(request, '/api/cardAddressList')
    const tpe = airports.list.find((a) => a.code === 'TPE')!
    const text = await pageText(request, pathIn('en', `/cardPickupLocation/${tpe.id}`))
    expect(text).toContain('Opening hours24 hours')
    expect(text).not.toContain('00:00–23:59')
    // Worded from the site settings' hours (issue 40): the same line as About, Terms, Privacy and the support mail.
    expect(text).toContain('Customer service (messages and e-mail): every day, 09:00–23:00 Taiwan time (GMT+8)')
    expect(text).toContain('Office hours: Monday to Friday, 09:00–18:00 Taiwan time (GMT+8), closed on weekends and public holidays')
    expect(text).toContain('Toll-free from Taiwan')
  })

  test('counter hours: ko writes the range with ~ and, like zh-TW, the time zone without a space (en with one); notes run on after 。 (issue 40)', async ({ request }) => {
    const airports = await api<{ list: { id: number; code: string }[] }>(request, '/api/cardAddressList')
    const tpe = airports.list.find((a) => a.code === 'TPE')!
    const zh = await pageText(request, pathIn('zh-TW', `/cardPickupLocation/${tpe.id}`))
    expect(zh).toMatch(/[0-9時]（台灣時間）/)
    expect(zh).not.toContain(' （台灣時間）')
    expect(zh).toContain('不現場販售。深夜航班旅客亦可取卡')
    const ko = await pageText(request, pathIn('ko', `/cardPickupLocation/${tpe.id}`))
    expect(ko).toMatch(/[0-9간]\(대만 시간\)/)
    expect(ko).toMatch(/[0-9]{2}:[0-9]{2}~[0-9]{2}:[0-9]{2}\(대만 시간\)/)
    expect(ko).not.toContain(' (대만 시간)')
    const en = await pageText(request, pathIn('en', `/cardPickupLocation/${tpe.id}`))
    expect(en).toMatch(/[0-9s] \(Taiwan time\)/)
  })

  test('a review page takes its title from the visitor’s language, not the review’s', async ({ request }) => {
    const reviews = await api<{ list: { id: number; title: string | null; language: string | null; displayName: string }[] }>(
      request,
      '/api/esteemList',
    )
    const foreign = reviews.list.find((r) => r.title && r.language && r.language !== 'en')!
    const response = await request.get(pathIn('en', `/recommending/${foreign.id}`))
    expect(response.status()).toBe(200)
    const html = await response.text()
    const heading = `Review by ${foreign.displayName}`
    expect(html).toMatch(new RegExp(`<title>${heading} \\|`))
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    expect(html).toContain(`lang="${foreign.language}">${foreign.title}</h2>`)
    // It says which language it is written in, in the page's words; a review in the page's own language does not.
    const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(foreign.language === 'zh-TW' ? 'zh-Hant' : foreign.language === 'zh-CN' ? 'zh-Hans' : foreign.language!)!
    expect(html).toMatch(new RegExp(`<span class="[^"]*" data-testid="review-language">Written in ${language}</span>`))
    const english = reviews.list.find((r) => r.language === 'en')
    expect(english, 'a seeded review written in English').toBeTruthy()
    const own = await (await request.get(pathIn('en', `/recommending/${english!.id}`))).text()
    expect(own).toContain('data-testid="review"')
    expect(own).not.toContain('data-testid="review-language"')
  })
})
