/**
 * The address a visitor returns to after logging in (`?returnTo=`): only a path of this site is
 * accepted, never another origin. Anything doubtful — `//host`, `/\host`, a scheme, control characters,
 * percent-encoded slashes or backslashes that a browser or proxy could decode into one of those — gives
 * null, and the caller uses its default page.
 */
export const RETURN_PARAM = 'returnTo'
const MAX_LENGTH = 1024

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null
  // One path segment start: '/' followed by neither '/' nor '\'.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  // Backslashes (browsers read them as '/'), control characters and whitespace have no place here.
  if (/[\\\u0000-\u0020\u007f]/.test(raw)) return null
  // Encoded '/', '\' or '%' (double encoding) could turn into one of the above after decoding.
  if (/%(?:2f|5c|25|0[0-9a-f]|1[0-9a-f]|7f)/i.test(raw)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return null
  // The URL parser has the last word: resolved against a dummy origin it must stay on that origin.
  const base = 'https://shop.invalid'
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  return `${url.pathname}${url.search}${url.hash}`
}
