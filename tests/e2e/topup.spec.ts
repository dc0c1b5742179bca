/**
 * Issue 41 item 4 in Chromium: a delivered eSIM of the sandbox wholesaler shows its data used and left on its order page;
 * a top-up is chosen there, paid on the ordinary payment page through the TapPay sandbox's hosted card fields, applied at
 * the wholesaler by the job, mailed, and the order page then shows the added data.
 */
import { expect, test } from '@playwright/test'

import { dataLeft, formatDataVolume } from '../../src/domain/dataVolume'
import { formatMoney } from '../../src/domain/money'

import { hostedField } from './checkout-support'
import { clickPay, messages, payByCard, fixtureData, subjectPattern, waitForMail } from './support'

type Fixture = { orderNumber: string; checkoutToken: string; email: string; page: string }
type SandboxProfile = { esimTranNo: string; transactionId: string; totalVolume: number; orderUsage: number }

const GB = 1024 ** 3
let fixture: Fixture

test.beforeAll(async () => {
  test.setTimeout(120_000)
  fixture = await fixtureData<Fixture>('tests/e2e/topup-fixture.ts', 'TOPUP')
})

async function profileOf(orderNumber: string): Promise<SandboxProfile | undefined> {
  const all = (await (await fetch(`${process.env.ESIM_SANDBOX_URL}/sandbox/profiles`)).json()) as SandboxProfile[]
  return all.find((p) => p.transactionId === orderNumber)
}


test('en: a delivered sandbox eSIM shows its usage; a top-up is bought, paid through TapPay and shows the added data', async ({ page, request }) => {
  test.setTimeout(180_000)
  const m = messages('en')
  await payByCard(request, fixture, 'e2e-topup')
  // The wholesaler's profile is issued by the job the payment queued; a phone then uses 1 GB of it.
  await expect.poll(async () => Boolean(await profileOf(fixture.orderNumber)), { timeout: 30_000 }).toBe(true)
  const profile = (await profileOf(fixture.orderNumber))!
  const used = await fetch(`${process.env.ESIM_SANDBOX_URL}/sandbox/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ esimTranNo: profile.esimTranNo, smdpStatus: 'ENABLED', orderUsage: GB }),
  })
  expect(used.status).toBe(200)
  const left = (total: number) => m.orderPass.dataLeft.replace('{left}', formatDataVolume(dataLeft(GB, total), 'en')).replace('{total}', formatDataVolume(total, 'en'))

  // The order page reads the provider (its state at most a minute old): 1 GB used of 3 GB, active, with its validity end.
  await expect
    .poll(
      async () => {
        // Paid first, delivered once the job has the profile: the data line appears with the delivery.
        await page.goto(fixture.page)
        const data = page.getByTestId('esim-data')
        return (await data.count()) ? data.textContent() : null
      },
      { timeout: 90_000, intervals: [2_000, 5_000, 10_000] },
    )
    .toBe(left(3 * GB))
  await expect(page.getByTestId('esim-state')).toHaveText(m.orderPass.esimState.enabled)
  await expect(page.getByTestId('esim-valid-until')).not.toHaveText(m.orderPass.validFromFirstUse)
  const validBefore = await page.getByTestId('esim-valid-until').textContent()

  // The top-ups this eSIM takes, priced by the shop; the +3 GB one is bought.
  const section = page.getByTestId('topup')
  await expect(section.getByRole('heading', { name: m.orderPass.topUp.title })).toBeVisible()
  const plan = section.getByTestId('topup-plan').filter({ hasText: '+3 GB' })
  await expect(plan).toHaveText(m.orderPass.topUp.buy.replace('{plan}', '+3 GB, 7 more days').replace('{price}', formatMoney(249, 'TWD', 'en')))
  await plan.click()

  // The ordinary payment page, for the top-up order of NT$249.
  await expect(page).toHaveURL(/\/en\/checkout\?order=/, { timeout: 20_000 })
  const topUpNumber = new URL(page.url()).searchParams.get('order')!
  expect(topUpNumber).not.toBe(fixture.orderNumber)
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-sdk', 'ready', { timeout: 20_000 })
  await expect(page.getByTestId('checkout-amount')).toHaveAttribute('data-twd', '249')
  for (const [id, value] of [
    ['card-number', '4242424242424242'],
    ['card-expiration-date', '1239'],
    ['card-ccv', '123'],
  ] as const) {
    const input = (await hostedField(page, id)).locator('input')
    await input.pressSequentially(value)
  }
  await expect(page.getByTestId('pay')).toHaveAttribute('data-card-ready', 'true')
  await clickPay(page)
  await expect(page).toHaveURL((url) => url.pathname === '/en/orderCompleted' && url.searchParams.get('status') === '1', { timeout: 30_000 })
  await expect(page.getByTestId('order-number')).toHaveText(topUpNumber)

  // One charge of NT$249 at TapPay for the top-up order.
  const trades = (await (await request.get(`${process.env.E2E_TAPPAY_URL}/sandbox/transactions`)).json()) as { order_number: string; amount: number; record_status: number }[]
  expect(trades.filter((t) => t.order_number === topUpNumber).map((t) => t.amount)).toEqual([249])

  // Applied by the job: mailed, and the eSIM's page shows 1 GB used of 6 GB, its validity 7 days longer.
  const mail = await waitForMail(fixture.email, subjectPattern(m.mail.topUpApplied.subject))
  expect(mail.text).toContain(fixture.orderNumber)
  expect(mail.text).toContain(formatMoney(249, 'TWD', 'en'))
  await page.goto(fixture.page)
  await expect(page.getByTestId('esim-data')).toHaveText(left(6 * GB))
  await expect(page.getByTestId('esim-valid-until')).not.toHaveText(validBefore!)
  expect((await profileOf(fixture.orderNumber))!.totalVolume).toBe(6 * GB)
  await page.screenshot({ path: 'test-results/topup-en-after.png', fullPage: true })
})
