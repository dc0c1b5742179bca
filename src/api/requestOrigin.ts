import { siteUrl } from '@/server/env'

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(value: string | null): boolean {
  return value !== null && /^application\/json\s*(;|$)/i.test(value.trim())
}

/**
 * True when the browser says the request comes from another site's page: an `Origin` that is neither
 * the shop's configured address nor the host the request was sent to, or `Sec-Fetch-Site: cross-site`.
 * Requests without either header (curl, servers) are not browser cross-site requests.
 */
export function isForeignOrigin(request: { headers: Pick<Headers, 'get'> }): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  let host: string
  try {
    const url = new URL(origin)
    if (url.origin === new URL(siteUrl()).origin) return false
    host = url.host
  } catch {
    return true // "null" (sandboxed frames, file://) or garbage
  }
  return host !== request.headers.get('host')
}
