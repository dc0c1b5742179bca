/** Shared helpers for integration tests: real route handlers, real Payload, the run's fresh database. */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { MESSAGES } from '@/i18n/messages'
import { LOCALE_INFO, LOCALES, type Locale } from '@/domain/locale'

export { MESSAGES, LOCALES, LOCALE_INFO, type Locale }

export const STAFF_PASSWORD = process.env.SEED_STAFF_PASSWORD || 'TaiwanSim2026!'
export const MEMBER_PASSWORD = process.env.SEED_MEMBER_PASSWORD || 'demo1234'
export const MEMBER = 'member@taiwan-sim.test'
export const B2C = 'b2c@taiwan-sim.test'
export const BBC = 'bbc@taiwan-sim.test'
export const STAFF = {
  admin: 'admin@taiwan-sim.test',
  editor: 'editor@taiwan-sim.test',
  support: 'support@taiwan-sim.test',
  counter: 'counter@taiwan-sim.test',
} as const

export const payload = (): Promise<Payload> => getPayload({ config })

/** `lang` header value of a locale (zh-tw, zh-cn, en, jp, kr, vi). */
export const lang = (locale: Locale) => LOCALE_INFO[locale].langHeader

export type Envelope<T = unknown> = { code: number; message: string; data: T }
type Handler = (request: Request) => Response | Promise<Response>
/** Request headers; undefined values are left out. */
export type HeaderMap = Record<string, string | undefined>

const defined = (headers: HeaderMap) =>
  Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined))

export function postRequest(path: string, body: BodyInit | null, headers: HeaderMap = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...defined(headers) },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** Calls a route handler and reads its envelope. */
export async function call<T = unknown>(handler: Handler, request: Request) {
  const response = await handler(request)
  const text = await response.text()
  let body: Envelope<T>
  try {
    body = JSON.parse(text) as Envelope<T>
  } catch {
    throw new Error(`not JSON (HTTP ${response.status}): ${text.slice(0, 200)}`)
  }
  return { status: response.status, body, headers: response.headers }
}

export const postJson = <T = unknown>(
  handler: Handler,
  path: string,
  body: unknown,
  headers: HeaderMap = {},
) => call<T>(handler, postRequest(path, JSON.stringify(body), headers))

/** The Set-Cookie lines of a response, by cookie name. */
export function setCookies(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of headers.getSetCookie()) out[line.slice(0, line.indexOf('='))] = line
  return out
}

/** A token from Payload's Local API (the same JWT the shop's /api/login hands out for members). */
export async function localLogin(collection: 'staff' | 'members', email: string, password: string) {
  const result = await (await payload()).login({ collection, data: { email, password } })
  if (!result.token || !result.user) throw new Error(`no token for ${email}`)
  return { token: result.token, user: result.user }
}
