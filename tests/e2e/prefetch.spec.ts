/**
 * Issue 39, total blocking time: the storefront prefetches a link's page when the visitor reaches for it, not every
 * link's page as it scrolls into view (src/components/providers/PrefetchOnIntent.tsx). Before, the home page asked for
 * 10 pages right after hydrating on a phone and 18 on a desktop, each decoded on the main thread.
 */
import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './support'

/** Router prefetches (Next marks them with a header) and documents the page asks for, by path. */
function watch(page: Page) {
  const seen = { prefetches: [] as string[], documents: [] as string[] }
  page.on('request', (r) => {
    if (r.headers()['next-router-prefetch']) seen.prefetches.push(new URL(r.url()).pathname)
    if (r.resourceType() === 'document') seen.documents.push(new URL(r.url()).pathname)
  })
  return seen
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`${viewport.width} px: the home page prefetches no page on its own; pointing at a link prefetches that page, and its click navigates in place`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const seen = watch(page)
    await page.goto('/en')
    await hydrated(page, 'footer a[href="/en/faq"]')
    // Next's viewport prefetch starts as soon as the links are hydrated and seen: by the time the network is quiet it
    // had asked for every visible link's page.
    await page.waitForLoadState('networkidle')
    expect(seen.prefetches, 'no page prefetched without the visitor reaching for a link').toEqual([])

    const faq = page.locator('footer a[href="/en/faq"]')
    await faq.scrollIntoViewIfNeeded()
    await faq.hover()
    await expect.poll(() => seen.prefetches, { message: 'the FAQ page is prefetched once the pointer is on its link' }).toContain('/en/faq')
    expect(seen.prefetches.every((path) => path === '/en/faq'), 'only the page pointed at').toBe(true)

    const documents = seen.documents.length
    await faq.click()
    await expect(page).toHaveURL(/\/en\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(seen.documents.slice(documents), 'a client navigation: no document loaded').toEqual([])
  })
}
