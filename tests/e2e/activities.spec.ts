/**
 * The observation-deck ticket picker on /travelActivities (issue 9): it offers exactly the visit dates the
 * server sells. The last date of the window books through to the order form's server total; the day after
 * is refused by the picker, by POST /api/activitySlots and by POST /api/order/countMoney alike.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { visitWindow } from '../../src/domain/bookingWindow'
import { addDays, taipeiDate } from '../../src/domain/dates'
import { budgetFor, messages } from './support'

type Envelope<T> = { code: number; message: string; data: T }
type Deck = { id: number; kind: 'rail' | 'observationDeck'; prices: { ticketTwd?: number } }

const en = messages('en')

async function post<T>(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { lang: 'en', currency: 'TWD' } })
  return { status: response.status(), body: (await response.json()) as Envelope<T> }
}

async function observationDeck(request: APIRequestContext): Promise<Deck> {
  const { body } = await post<{ list: Deck[] }>(request, '/api/activityList', {})
  const deck = body.data.list.find((a) => a.kind === 'observationDeck' && a.prices.ticketTwd !== undefined)
  expect(deck, 'the seed has an observation-deck ticket').toBeTruthy()
  return deck!
}

/**
 * The deck's picker, and every visit date it asked the server about. It opens on today, or, once today's last slot
 * has started (late in the Taiwan day, which CI may well be in), on tomorrow with a note saying why.
 */
async function openPicker(page: Page) {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/activitySlots') asked.push((request.postDataJSON() as { visitDate: string }).visitDate)
  })
  const deck = await observationDeck(page.request)
  const today = taipeiDate()
  const todaySlots = await post<{ list: unknown[] }>(page.request, '/api/activitySlots', { activityId: deck.id, visitDate: today })
  const over = todaySlots.body.data.list.length === 0
  await page.goto('/en/travelActivities')
  const picker = page.getByTestId('activity-observationDeck').getByTestId('slot-picker')
  const date = picker.getByTestId('visit-date')
  // The picker knows today only in the browser: wait for it to fill the field.
  await expect(date).toHaveValue(over ? addDays(today, 1) : today)
  if (over) await expect(picker.getByTestId('today-over')).toHaveText(en.activities.todayOver)
  else await expect(picker.getByTestId('today-over')).toHaveCount(0)
  return { picker, date, asked }
}

test.describe('observation-deck ticket picker (en)', () => {
  test.use({ locale: 'en-US' })

  test('offers the dates the server sells: from today to the last day of the visit window', async ({ page }) => {
    const window = visitWindow(taipeiDate())
    const { picker, date } = await openPicker(page)
    await expect(date).toHaveAttribute('min', window.firstDate)
    await expect(date).toHaveAttribute('max', window.lastDate)
    await expect(picker).toContainText(en.activities.visitDateRange.replace('{days}', '180'))
  })

  test('the last allowed date shows its slots, books, and the order form gets the server’s total', async ({ page, request }) => {
    budgetFor(2)
    const deck = await observationDeck(request)
    const last = visitWindow(taipeiDate()).lastDate
    const { picker, date } = await openPicker(page)

    await date.fill(last)
    await expect(date).not.toHaveAttribute('aria-invalid', 'true')
    await expect(picker.getByTestId('visit-date-error')).toHaveCount(0)
    const slot = picker.locator('[data-testid="slot-button"]:not([disabled])').first()
    await expect(slot).toBeVisible()
    const time = (await slot.getAttribute('data-time'))!
    await slot.click()
    await expect(slot).toHaveAttribute('aria-pressed', 'true')
    await picker.getByTestId('activity-book').click()

    await expect(page).toHaveURL(
      (url) => url.pathname === '/en/bookNow/order' && url.searchParams.get('visitDate') === last && url.searchParams.get('slot') === time,
    )
    const item = page.getByTestId('step-item')
    await expect(item.getByLabel(en.orderForm.fields.visitDate, { exact: true })).toHaveValue(last)
    await expect(item.locator(`[data-testid="slot-option"][data-time="${time}"] input`)).toBeChecked()
    // Only an item the server accepts gets a total back from POST /api/order/countMoney.
    await expect(page.getByTestId('summary-aside').getByTestId('summary-total')).toHaveAttribute('data-twd', String(deck.prices.ticketTwd))
    await expect(item.getByTestId('error-item.visitDate')).toHaveCount(0)
  })

  test('the day after the last allowed date is refused by the picker and by the server', async ({ page, request }) => {
    const deck = await observationDeck(request)
    const dayAfter = addDays(visitWindow(taipeiDate()).lastDate, 1)
    const { picker, date, asked } = await openPicker(page)

    await date.fill(dayAfter)
    await expect(date).toHaveAttribute('aria-invalid', 'true')
    await expect(picker.getByTestId('visit-date-error')).toHaveText(en.activities.visitDateRange.replace('{days}', '180'))
    await expect(picker.getByTestId('slot-button')).toHaveCount(0)
    await picker.getByTestId('activity-book').click()
    await expect(picker.getByRole('alert').filter({ hasText: en.activities.chooseSlotError })).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === '/en/travelActivities')
    expect(asked, 'the picker never asks the server about a date it does not sell').not.toContain(dayAfter)

    // The server refuses the same date, for the slots and for an order.
    const slots = await post(request, '/api/activitySlots', { activityId: deck.id, visitDate: dayAfter })
    expect(slots.status).toBe(400)
    expect(slots.body.data).toEqual({ errors: { visitDate: en.validation.invalidValue } })
    const quote = await post(request, '/api/order/countMoney', {
      item: { kind: 'observationDeck', activityId: deck.id, visitDate: dayAfter, time: '10:00', quantity: 1 },
    })
    expect(quote.body.code).not.toBe(200)
    expect(quote.body.data).toEqual({ errors: { 'item.visitDate': en.validation.visitDateInvalid } })
  })
})
