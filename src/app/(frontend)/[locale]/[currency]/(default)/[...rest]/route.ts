import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locale'
import { INTERNAL_HEADER, LOCALIZED_NOT_FOUND_HEADER, NOT_FOUND_REQUEST } from '@/lib/internalRequest'
import { notFoundPageHtml, plainNotFoundPage } from '@/server/http/notFoundPage'

/**
 * Every address no page claims: status 404 with the localized not-found page in the server HTML (lang,
 * message, link home) — for crawlers and visitors without JavaScript too (src/server/http/notFoundPage.ts).
 */
export const dynamic = 'force-dynamic'

/**
 * This server's own address: set by scripts/serve.ts; otherwise the loopback port. Never the request's
 * Host header: a forged one would make the server fetch another site's page and answer it as ours.
 */
const ownOrigin = () => process.env.SHOP_INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`

async function answer(request: Request, params: Promise<{ locale: string }>): Promise<Response> {
  const { locale: segment } = await params
  const locale: Locale = isLocale(segment) ? segment : DEFAULT_LOCALE
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Already the localized page: scripts/serve.ts need not fetch it a second time (and Next compresses it).
    [LOCALIZED_NOT_FOUND_HEADER]: '1',
  }
  // The page's own request gone astray must not fetch itself again.
  const html = request.headers.get(INTERNAL_HEADER) === NOT_FOUND_REQUEST ? plainNotFoundPage(locale) : await notFoundPageHtml(locale, ownOrigin())
  return new Response(html, { status: 404, headers })
}

export function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return answer(request, params)
}
