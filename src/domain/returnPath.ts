/**
 * The address a visitor returns to after logging in (`?returnTo=`): only a path of this site is
 * accepted, never another origin. The value is resolved first (dot segments, encoded dots) as a browser
 * resolves it, and only then judged: what comes out must be a path that a browser resolves
 * to this origin again — never `//host` or `/\host`, however it was written (`/.//evil.example` resolves
 * to `//evil.example`). Anything doubtful — a scheme, control characters, percent-encoded slashes or
 * backslashes that a browser or proxy could decode into one of those — gives null, and the caller uses
 * its default page.
 */
export const RETURN_PARAM = 'returnTo'
const MAX_LENGTH = 1024
const BASE = 'https://shop.invalid'
/** Division slash, fraction slash, big solidus, small solidus and the like: not '/' after NFKC, but read as one. */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2571\u29f5\u29f8\u29f9\ufe68]/g

/** A path that stays on this site when a browser resolves it: '/' followed by neither '/' nor '\'. */
const isSitePath = (path: string) => /^\/(?![/\\])/.test(path)

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null
  if (!isSitePath(raw)) return null
  // Backslashes (browsers read them as '/'), control characters and whitespace have no place here.
  if (/[\\\u0000-\u0020\u007f]/.test(raw)) return null
  // Encoded '/', '\' or '%' (double encoding) could turn into one of the above after decoding.
  if (/%(?:2f|5c|25|0[0-9a-f]|1[0-9a-f]|7f)/i.test(raw)) return null
  // Resolved as the browser will resolve it, then judged: the resolved path, not the string sent.
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const resolved = `${url.pathname}${url.search}${url.hash}`
  if (!isSitePath(resolved)) return null
  // Whatever decodes it later (a router, a proxy) must not find a host either: fullwidth slashes (which compatibility
  // mapping turns into '/' or '\') and the other slash look-alikes count as such.
  let decoded: string
  try {
    decoded = decodeURIComponent(resolved).normalize('NFKC').replace(SLASH_LOOKALIKES, '/')
  } catch {
    return null
  }
  if (!isSitePath(decoded) || decoded.includes('\\')) return null
  return resolved
}
