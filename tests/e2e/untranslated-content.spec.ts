/**
 * Issue 38 §10: the storefront never shows text in another language without saying so. A news item written in
 * zh-TW and en only is not listed on the ja and ko storefronts, and its page there is not found; once an editor
 * ticks "show in other languages" it is listed there with `lang="zh-TW"` on its text and "Written in …" in the
 * page's language, while the en storefront shows its English text unlabelled.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { STAFF_PASSWORD, budgetFor, messages, pathIn } from './support'

const EDITOR = 'editor@taiwan-sim.test'

async function editorAuth(request: APIRequestContext) {
  const login = await request.post('/api/staff/login', { data: { email: EDITOR, password: STAFF_PASSWORD } })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** "Written in Traditional Chinese" as the page of `locale` says it (the reviews' words and Intl's language name). */
const writtenInChinese = (locale: 'ja' | 'ko') =>
  messages(locale).reviews.writtenIn.replace('{language}', new Intl.DisplayNames([locale], { type: 'language' }).of('zh-Hant')!)

test.describe('an item without a translation for the page’s language (issue 38 §10)', () => {
  test('is hidden on ja and ko until ticked, then listed with lang and “Written in …”; en shows its own text', async ({ page, request }) => {
    budgetFor(12)
    const auth = await editorAuth(request)
    const stamp = Date.now()
    const zh = `只有中英文的消息 ${stamp}`
    const en = `Chinese and English news ${stamp}`
    const created = await request.post('/api/news?locale=zh-TW', {
      headers: auth,
      data: { title: zh, summary: '中文摘要', _status: 'published', publishedAt: new Date(Date.now() - 60_000).toISOString() },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      expect((await request.patch(`/api/news/${id}?locale=en`, { headers: auth, data: { title: en, summary: 'English summary', _status: 'published' } })).status()).toBe(200)

      // Listed in en (its own text), not in ja or ko; its page there is not found.
      await expect(async () => {
        await page.goto(pathIn('en', '/newMessage'))
        await expect(page.getByRole('link', { name: en })).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
      await expect(page.getByTestId('news-card').filter({ hasText: en }).getByTestId('written-in')).toHaveCount(0)
      for (const locale of ['ja', 'ko'] as const) {
        await page.goto(pathIn(locale, '/newMessage'))
        await expect(page.getByTestId('news-card').first()).toBeVisible()
        await expect(page.getByText(zh)).toHaveCount(0)
        expect((await page.goto(pathIn(locale, `/newMessage/${id}`)))?.status()).toBe(404)
      }

      expect((await request.patch(`/api/news/${id}?locale=zh-TW`, { headers: auth, data: { showInOtherLanguages: true, _status: 'published' } })).status()).toBe(200)
      for (const locale of ['ja', 'ko'] as const) {
        const card = page.getByTestId('news-card').filter({ hasText: zh })
        await expect(async () => {
          await page.goto(pathIn(locale, '/newMessage'))
          await expect(card).toBeVisible({ timeout: 1_000 })
        }).toPass({ timeout: 30_000 })
        await expect(card.getByRole('heading', { name: zh })).toHaveAttribute('lang', 'zh-TW')
        await expect(card.getByTestId('written-in')).toHaveText(writtenInChinese(locale))
        // The label is in the page's language: it is not inside the Chinese text's `lang`.
        await expect(card.locator('[lang="zh-TW"] [data-testid="written-in"]')).toHaveCount(0)

        expect((await page.goto(pathIn(locale, `/newMessage/${id}`)))?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1, name: zh })).toHaveAttribute('lang', 'zh-TW')
        await expect(page.getByTestId('written-in')).toHaveText(writtenInChinese(locale))
        await expect(page.locator('article[lang="zh-TW"]')).toContainText('中文摘要')
      }
      // The en page still shows the English text, with no label.
      await page.goto(pathIn('en', `/newMessage/${id}`))
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible()
      await expect(page.getByTestId('written-in')).toHaveCount(0)
    } finally {
      await request.delete(`/api/news/${id}`, { headers: auth })
    }
  })
})
