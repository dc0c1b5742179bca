/**
 * The client's address for rate limits. Only the production server (scripts/serve.ts) knows the
 * socket, so it works the address out once per request and passes it to the app in CLIENT_IP_HEADER,
 * replacing whatever a client sent under that name. X-Forwarded-For is believed only as far as
 * TRUST_PROXY says there are proxies of ours in front (each appends the address it saw).
 */
export const CLIENT_IP_HEADER = 'x-shop-client-ip'

/** TRUST_PROXY: how many reverse proxies of ours stand in front of the app (0: the socket is the client). */
export function trustedProxyHops(value = process.env.TRUST_PROXY): number {
  const text = (value ?? '').trim().toLowerCase()
  if (text === 'true') return 1
  const hops = Number(text)
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0
}

const normalise = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

/**
 * The client as seen by the outermost trusted proxy: with `hops` proxies, the socket is the nearest
 * proxy and the last `hops - 1` entries of X-Forwarded-For were written by the others; the entry before
 * them is the client. Entries further left came from the client itself and are ignored.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, hops: number): string {
  const socket = socketAddress ? normalise(socketAddress) : ''
  if (hops <= 0) return socket || 'unknown'
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => normalise(entry))
    .filter(Boolean)
  return entries[entries.length - hops] ?? (socket || 'unknown')
}

/** The address scripts/serve.ts found; 'unknown' when the app runs without it (next dev). */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown'
}
