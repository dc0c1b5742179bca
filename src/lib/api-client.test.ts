import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOCALE_INFO, LOCALES } from '@/domain/locale'

import { ApiRequestError, createApiClient, LOGOUT_RETRY_MS, logoutAndGoToLogin, type ApiClientContext } from './api-client'

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string }

/** A real HTTP server with canned envelopes, recording what the client sent. */
const ROUTES: Record<string, { status: number; body: string }> = {
  '/ok': { status: 200, body: JSON.stringify({ code: 200, message: 'Success', data: { answer: 42 } }) },
  '/ok-null': { status: 200, body: JSON.stringify({ code: 200, message: 'Success', data: null }) },
  '/bad-request': {
    status: 400,
    body: JSON.stringify({ code: 400, message: 'Some fields are invalid.', data: { errors: { email: 'x' } } }),
  },
  '/conflict-in-200': { status: 200, body: JSON.stringify({ code: 409, message: 'Already exists', data: null }) },
  '/empty-message': { status: 500, body: JSON.stringify({ code: 500, message: '', data: null }) },
  '/not-logged-in': { status: 401, body: JSON.stringify({ code: 202, message: 'Please log in again.', data: null }) },
  '/html': { status: 502, body: '<html>Bad gateway</html>' },
  '/not-envelope': { status: 200, body: JSON.stringify({ hello: 'world' }) },
}

let server: Server
let base: string
let seen: Seen[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const route = ROUTES[req.url ?? ''] ?? { status: 404, body: '' }
      res.writeHead(route.status, { 'content-type': 'application/json' })
      res.end(route.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

afterEach(() => {
  seen = []
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function client(overrides: Partial<ApiClientContext> = {}) {
  const notify = vi.fn<(message: string) => void>()
  const post = createApiClient({ locale: 'en', notify, defaultMessage: 'Request failed (default)', ...overrides })
  return { post, notify }
}

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiRequestError)
  return error as ApiRequestError
}

describe('createApiClient', () => {
  it('POSTs JSON with the lang and currency headers and returns data on code 200', async () => {
    const { post, notify } = client({ locale: 'ja', currency: 'JPY' })
    await expect(post(`${base}/ok`, { email: 'a@b.co' })).resolves.toEqual({ answer: 42 })
    expect(notify).not.toHaveBeenCalled()
    expect(seen).toHaveLength(1)
    const [request] = seen
    expect(request!.method).toBe('POST')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers.lang).toBe('jp')
    expect(request!.headers.currency).toBe('JPY')
    expect(JSON.parse(request!.body)).toEqual({ email: 'a@b.co' })
  })

  it('sends the spec’s lang value for every locale, {} as the default body, and no currency when unset', async () => {
    for (const locale of LOCALES) {
      const { post } = client({ locale })
      await post(`${base}/ok-null`)
    }
    expect(seen.map((s) => s.headers.lang)).toEqual(['zh-tw', 'zh-cn', 'en', 'jp', 'kr', 'vi'])
    expect(seen.map((s) => s.headers.lang)).toEqual(LOCALES.map((l) => LOCALE_INFO[l].langHeader))
    for (const request of seen) {
      expect(request.body).toBe('{}')
      expect(request.headers.currency).toBeUndefined()
    }
  })

  it('reads a currency given as a function at each call (the visitor may switch between two calls)', async () => {
    let chosen: 'JPY' | 'KRW' | undefined = 'JPY'
    const { post } = client({ locale: 'en', currency: () => chosen })
    await post(`${base}/ok`)
    chosen = 'KRW'
    await post(`${base}/ok`)
    chosen = undefined
    await post(`${base}/ok`)
    expect(seen.map((s) => s.headers.currency)).toEqual(['JPY', 'KRW', undefined])
  })

  it('keeps extra headers but never lets them override lang', async () => {
    const { post } = client({ locale: 'ko' })
    await post(`${base}/ok`, {}, { headers: { 'x-trace': 'abc', lang: 'en' } })
    expect(seen[0]!.headers['x-trace']).toBe('abc')
    expect(seen[0]!.headers.lang).toBe('kr')
  })

  it('on a non-200 code shows the server message and rejects with it', async () => {
    const { post, notify } = client()
    const error = await rejection(post(`${base}/bad-request`, {}))
    expect(error.message).toBe('Some fields are invalid.')
    expect(error.code).toBe(400)
    expect(error.data).toEqual({ errors: { email: 'x' } })
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith('Some fields are invalid.')
  })

  it('quiet: rejects with the message but leaves showing it to the caller (no toast)', async () => {
    const { post, notify } = client()
    const error = await rejection(post(`${base}/bad-request`, {}, { quiet: true }))
    expect(error.message).toBe('Some fields are invalid.')
    expect(error.code).toBe(400)
    const broken = await rejection(post(`${base}/html`, {}, { quiet: true }))
    expect(broken.code).toBe(0)
    expect(notify).not.toHaveBeenCalled()
  })

  it('follows the envelope code, not the HTTP status', async () => {
    const { post, notify } = client()
    const error = await rejection(post(`${base}/conflict-in-200`))
    expect(error.code).toBe(409)
    expect(notify).toHaveBeenCalledWith('Already exists')
  })

  it('uses the default message when the server sends an empty one', async () => {
    const { post, notify } = client()
    const error = await rejection(post(`${base}/empty-message`))
    expect(error.message).toBe('Request failed (default)')
    expect(error.code).toBe(500)
    expect(notify).toHaveBeenCalledWith('Request failed (default)')
  })

  it('treats a reply that is not an envelope as a failure with the default message', async () => {
    for (const path of ['/html', '/not-envelope']) {
      const { post, notify } = client()
      const error = await rejection(post(`${base}${path}`))
      expect(error.code).toBe(0)
      expect(error.message).toBe('Request failed (default)')
      expect(notify).toHaveBeenCalledWith('Request failed (default)')
    }
  })

  it('on a network failure notifies the default message and rejects', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))

    const { post, notify } = client()
    const error = await rejection(post(`http://127.0.0.1:${port}/ok`))
    expect(error.code).toBe(0)
    expect(error.message).toBe('Request failed (default)')
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith('Request failed (default)')
  })

  describe('code 202 (not logged in)', () => {
    function stubBrowser() {
      const assign = vi.fn<(url: string) => void>()
      const document = { cookie: 'user_info=%7B%22type%22%3A1%7D' }
      vi.stubGlobal('document', document)
      // A real event target, so a back-forward cache restore (pageshow) can be sent to it.
      const window = Object.assign(new EventTarget(), { location: { assign } as { assign: typeof assign; pathname?: string; search?: string } })
      vi.stubGlobal('window', window)
      return { assign, document, window }
    }

    function pageShow(window: EventTarget, persisted: boolean) {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }))
    }

    it('notifies, rejects, forgets user_info and opens /ja/login for ja', async () => {
      const browser = stubBrowser()
      const { post, notify } = client({ locale: 'ja', currency: 'TWD' })
      const error = await rejection(post(`${base}/not-logged-in`))
      expect(error.code).toBe(202)
      expect(error.message).toBe('Please log in again.')
      expect(notify).toHaveBeenCalledWith('Please log in again.')
      await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1))
      expect(browser.assign).toHaveBeenCalledWith('/ja/login')
      expect(browser.document.cookie).toMatch(/^user_info=;.*Max-Age=0/)
      expect(browser.document.cookie).toContain('Path=/')
      expect(seen[0]!.headers.lang).toBe('jp')
      expect(seen[0]!.headers.currency).toBe('TWD')
    })

    it('comes back to the page it was on after the next login (a path of this site only)', async () => {
      const browser = stubBrowser()
      ;(globalThis.window as unknown as { location: Record<string, unknown> }).location.pathname = '/vi/personal/changePassword'
      ;(globalThis.window as unknown as { location: Record<string, unknown> }).location.search = '?tab=1'
      const { post } = client({ locale: 'vi' })
      await rejection(post(`${base}/not-logged-in`))
      await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1))
      const target = new URL(browser.assign.mock.calls[0]![0], 'https://shop.test')
      expect(target.pathname).toBe('/vi/login')
      expect(target.searchParams.get('returnTo')).toBe('/vi/personal/changePassword?tab=1')
    })

    it('opens /login (no prefix) for zh-TW', async () => {
      const browser = stubBrowser()
      const { post } = client({ locale: 'zh-TW' })
      await rejection(post(`${base}/not-logged-in`))
      await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1))
      expect(browser.assign).toHaveBeenCalledWith('/login')
      expect(seen[0]!.headers.lang).toBe('zh-tw')
    })

    it('logs out once when several calls of the page answer 202 at once (one navigation to the login page)', async () => {
      const browser = stubBrowser()
      Object.assign(browser.window.location, { pathname: '/ko/personal/order', search: '' })
      const { post, notify } = client({ locale: 'ko' })
      const errors = await Promise.all([1, 2, 3].map(() => rejection(post(`${base}/not-logged-in`))))
      expect(errors.map((error) => error.code)).toEqual([202, 202, 202])
      expect(notify).toHaveBeenCalledTimes(3)
      await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1))
      await rejection(post(`${base}/not-logged-in`))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(browser.assign).toHaveBeenCalledTimes(1)
      expect(browser.assign).toHaveBeenCalledWith('/ko/login?returnTo=%2Fko%2Fpersonal%2Forder')
    })

    it('logs out again on a page the back-forward cache restored, not on an ordinary pageshow', async () => {
      const browser = stubBrowser()
      const { post } = client({ locale: 'en' })
      await rejection(post(`${base}/not-logged-in`))
      await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1))
      pageShow(browser.window, false)
      await rejection(post(`${base}/not-logged-in`))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(browser.assign).toHaveBeenCalledTimes(1)
      pageShow(browser.window, true)
      browser.document.cookie = 'user_info=%7B%22type%22%3A1%7D'
      await rejection(post(`${base}/not-logged-in`))
      await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(2))
      expect(browser.document.cookie).toMatch(/^user_info=;.*Max-Age=0/)
    })

    it("lets the member log out again when the login page did not open (navigation stopped), not on a double click", async () => {
      const browser = stubBrowser()
      let now = 1_000_000
      vi.spyOn(Date, 'now').mockImplementation(() => now)
      await logoutAndGoToLogin('en', { byMember: true })
      expect(browser.assign).toHaveBeenCalledTimes(1)
      // A double click: the same logout, no second navigation.
      now += 200
      await logoutAndGoToLogin('en', { byMember: true })
      expect(browser.assign).toHaveBeenCalledTimes(1)
      // The member stopped the login page from loading and is still here: "Log out" works again.
      now += LOGOUT_RETRY_MS
      browser.document.cookie = 'user_info=%7B%22type%22%3A1%7D'
      await logoutAndGoToLogin('en', { byMember: true })
      expect(browser.assign).toHaveBeenCalledTimes(2)
      expect(browser.assign).toHaveBeenLastCalledWith('/en/login')
      expect(browser.document.cookie).toMatch(/^user_info=;.*Max-Age=0/)
      // A lost-session reply still shares the logout under way, however late it comes.
      now += 10 * LOGOUT_RETRY_MS
      await logoutAndGoToLogin('en', { returnHere: true })
      expect(browser.assign).toHaveBeenCalledTimes(2)
    })

    it('does not log out on other error codes', async () => {
      const browser = stubBrowser()
      const { post } = client({ locale: 'ja' })
      await rejection(post(`${base}/bad-request`))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(browser.assign).not.toHaveBeenCalled()
      expect(browser.document.cookie).toBe('user_info=%7B%22type%22%3A1%7D')
    })
  })
})
