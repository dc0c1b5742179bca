/**
 * Placing an unpaid order through the storefront API with a real mailed code (as the order form does) and opening its
 * payment page the way the form hands it over (this tab's sessionStorage): shared by the payment specs.
 */
import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test'

import { addDays, taipeiDate } from '../../src/domain/dates'

import { LOCALE_INFO, messages, pathIn, subjectPattern, waitForMail, type Locale } from './support'

export type Envelope<T> = { code: number; message: string; data: T }
export type Placed = { orderNumber: string; checkoutToken: string; email: string; money: { totalTwd: number } } & Record<string, unknown>

export const SHOP = new URL(process.env.E2E_BASE_URL || `http://localhost:${process.env.E2E_PORT || 3100}`).origin

export async function api<T>(request: APIRequestContext, path: string, data: unknown, locale: Locale, headers: Record<string, string> = {}) {
  const response = await request.post(path, { data, headers: { lang: LOCALE_INFO[locale].langHeader, ...headers } })
  const body = (await response.json()) as Envelope<T>
  expect(body.code, `${path}: ${body.message}`).toBe(200)
  return body.data
}

/** An unpaid eSIM order placed through the storefront API with a real mailed code, as the order form does. */
export async function placeEsimOrder(request: APIRequestContext, locale: Locale): Promise<Placed> {
  const list = await api<{ list: { id: number }[] }>(request, '/api/productList', { cardType: 'esim', pageSize: 20 }, locale)
  const info = await api<{ id: number; plans: { id: string }[] }>(request, '/api/getBookInfo', { productId: list.list[0]!.id }, locale)
  return placeOrder(request, locale, { kind: 'product', productId: info.id, planId: info.plans[0]!.id, cardType: 'esim', quantity: 1 })
}

type PickupInfo = { id: number; plans: { id: string }[]; pickup: { airports: { id: number; counters: { id: string; times: string[] }[] }[] } | null }

/** An unpaid physical SIM order with a pickup at a seeded counter, the day after tomorrow. */
export async function placeSimOrder(request: APIRequestContext, locale: Locale): Promise<Placed> {
  const list = await api<{ list: { id: number }[] }>(request, '/api/productList', { cardType: 'physical', pageSize: 50 }, locale)
  for (const { id } of list.list) {
    const info = await api<PickupInfo>(request, '/api/getBookInfo', { productId: id }, locale)
    const airport = info.pickup?.airports.find((a) => a.counters.some((c) => c.times.length))
    const counter = airport?.counters.find((c) => c.times.length)
    if (!info.plans.length || !airport || !counter) continue
    const pickup = { airportId: airport.id, counterId: counter.id, date: addDays(taipeiDate(), 2), time: counter.times[0]! }
    return placeOrder(request, locale, { kind: 'product', productId: info.id, planId: info.plans[0]!.id, cardType: 'physical', quantity: 1, pickup })
  }
  throw new Error('the seed has no physical SIM with a pickup counter')
}

export async function placeOrder(request: APIRequestContext, locale: Locale, item: Record<string, unknown>): Promise<Placed> {
  const email = `pay-${locale.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@e2e.test`
  await api(request, '/api/sendEmail', { email }, locale)
  const mail = await waitForMail(email, subjectPattern(messages(locale).mail.verificationCode.subject))
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(`${mail.subject}\n${mail.text}`)![1]!
  return api<Placed>(
    request,
    '/api/order/placeOrder',
    {
      item,
      email,
      phone: '+886912345678',
      verificationCode: code,
      surname: 'Chen',
      givenName: 'Mei Ling',
      birthDate: '1990-04-12',
      partnerName: 'none',
      agree: true,
    },
    locale,
    { 'idempotency-key': `e2e-pay-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  )
}

export async function openPayment(page: Page, locale: Locale, placed: Placed) {
  await page.addInitScript((order) => window.sessionStorage.setItem('lastOrder', JSON.stringify(order)), placed)
  await page.goto(`${pathIn(locale, '/checkout')}?order=${placed.orderNumber}`)
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-sdk', 'ready', { timeout: 20_000 })
  await expect(page.getByTestId('checkout-amount')).toHaveAttribute('data-twd', String(placed.money.totalTwd))
}

/**
 * The hosted card field `id`'s own document: an iframe of the provider's origin, never the shop's. The iframe is in the
 * page before its document has loaded (its frame's address is still empty then: CI, card-holders.spec), and before
 * Playwright has heard of its frame (`contentFrame()` is null until the browser reports the frame attached: CI,
 * payment.spec on a busy machine), so this waits for both.
 */
export async function hostedField(page: Page, id: string): Promise<Frame> {
  const found: { frame?: Frame | null } = {}
  await expect
    .poll(
      async () => {
        found.frame = await (await page.locator(`#${id} iframe`).elementHandle())?.contentFrame()
        return found.frame?.url() ?? ''
      },
      { message: `the hosted field ${id} loads its document` },
    )
    .toMatch(/^https?:\/\//)
  const frame = found.frame
  if (!frame) throw new Error(`the hosted field ${id} has no frame`)
  expect(new URL(frame.url()).origin).not.toBe(SHOP)
  return frame
}
