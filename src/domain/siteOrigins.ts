/**
 * Addresses the admin may be used from. Payload accepts the staff cookie only from origins in its `csrf`
 * list (by default the configured site address alone), so a save from http://127.0.0.1:3000 while the site
 * address is http://localhost:3000 was refused with "You are not allowed to perform this action". The same
 * machine's loopback names are one site: each loopback address also allows the others on the same port.
 * A public host name allows only itself.
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

export function adminOrigins(siteUrl: string): string[] {
  const origin = originOf(siteUrl)
  if (!origin) return []
  const url = new URL(origin)
  if (!LOOPBACK.includes(url.hostname)) return [origin]
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
}

/** How the browser's address relates to the configured one: the same, an accepted alias, or refused. */
export function originStatus(browserOrigin: string, siteUrl: string): 'same' | 'alias' | 'refused' {
  const configured = originOf(siteUrl)
  if (browserOrigin === configured) return 'same'
  return adminOrigins(siteUrl).includes(browserOrigin) ? 'alias' : 'refused'
}
