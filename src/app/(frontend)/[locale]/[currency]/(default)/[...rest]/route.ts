import { getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '@/domain/locale'
import { INTERNAL_HEADER, NOT_FOUND_PAGE, NOT_FOUND_REQUEST } from '@/lib/internalRequest'

/**
 * Every address no page claims: status 404 with the localized not-found page in the server HTML (lang,
 * message, link home) — for crawlers and visitors without JavaScript too. Next's notFound() would answer
 * an error shell whose text only appears once JavaScript runs (vercel/next.js#62228), so the page is the
 * static /pageNotFound of the language, fetched from this server, and answered here with 404.
 */
export const dynamic = 'force-dynamic'

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** Without the page (it failed, or this is the page's own request gone astray): the same words, plain. */
async function plainPage(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t('title'))}</title></head><body><main style="text-align:center;padding:4rem 1rem;font-family:system-ui,sans-serif"><p aria-hidden="true" style="font-size:3rem;font-weight:800;margin:0">404</p><h1>${escape(t('title'))}</h1><p>${escape(t('description'))}</p><a href="${localizedPath(locale, '/')}" data-testid="not-found-home">${escape(t('home'))}</a></main></body></html>`
}

/**
 * This server's own address: set by scripts/serve.ts; otherwise the loopback port. Never the request's
 * Host header: a forged one would make the server fetch another site's page and answer it as ours.
 */
const ownOrigin = () => process.env.SHOP_INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`

async function answer(request: Request, params: Promise<{ locale: string }>): Promise<Response> {
  const { locale: segment } = await params
  const locale: Locale = isLocale(segment) ? segment : DEFAULT_LOCALE
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }
  if (request.headers.get(INTERNAL_HEADER) !== NOT_FOUND_REQUEST) {
    try {
      const page = await fetch(ownOrigin() + localizedPath(locale, NOT_FOUND_PAGE), {
        headers: { [INTERNAL_HEADER]: NOT_FOUND_REQUEST, 'accept-encoding': 'identity' },
        cache: 'no-store',
        redirect: 'manual',
        signal: AbortSignal.timeout(5000),
      })
      if (page.ok) return new Response(await page.text(), { status: 404, headers })
    } catch {
      // The plain page below says the same.
    }
  }
  return new Response(await plainPage(locale), { status: 404, headers })
}

export function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return answer(request, params)
}
