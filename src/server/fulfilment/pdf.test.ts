import { extractText, getDocumentProxy } from 'unpdf'
import PDFDocument from 'pdfkit'
import { describe, expect, it, vi } from 'vitest'

import type { OrderPass } from './pass'
import { orderPassPdf } from './pdf'

const pass = (over: Partial<OrderPass>): OrderPass => ({
  orderNumber: 'TW-2026-000123',
  status: 'delivered',
  locale: 'vi',
  kind: 'voucher',
  itemName: 'Prepaid SIM card 5 days',
  planLabel: '5 days',
  quantity: 1,
  name: 'NGUYỄN VĂN AN',
  cardHolders: [],
  guardianRequired: false,
  pickup: { place: 'Taoyuan International Airport T1', date: '2026-12-24', time: '10:30', airportId: null, counterId: null },
  visit: null,
  delivered: true,
  voided: false,
  esims: [],
  voucher: 'TW-2026-000123',
  tickets: [],
  voidTickets: [],
  ticketUses: {},
  deliveredAt: '2026-12-01T00:00:00.000Z',
  simValidUntil: null,
  isTopUp: false,
  catalog: { productId: null, planId: null, activityId: null, railTrip: null },
  ...over,
})

async function text(pdf: Buffer) {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
  return text
}

describe('orderPassPdf', () => {
  it('prints a Vietnamese name with its diacritics and Chinese, Japanese and Korean item names', async () => {
    const pdf = await orderPassPdf(
      pass({
        itemName: '中華電信 4G 吃到飽預付卡',
        planLabel: '5日間 データ無制限',
        cardHolders: [
          { card: 1, name: 'NGUYỄN VĂN AN' },
          { card: 2, name: '김민준' },
        ],
        quantity: 2,
      }),
      null,
      { itemName: 'Chunghwa Telecom 4G unlimited prepaid SIM', planLabel: '5 days unlimited' },
    )
    const printed = await text(pdf)
    expect(printed).toContain('NGUYỄN VĂN AN')
    expect(printed).toContain('中華電信 4G 吃到飽預付卡')
    expect(printed).toContain('5日間 データ無制限')
    expect(printed).toContain('김민준')
    expect(printed).toContain('Chunghwa Telecom 4G unlimited prepaid SIM')
  }, 30_000)

  it('prints a ticket label of two lines ("Ticket 1 of 2 (outbound journey)") above its QR code, not under it', async () => {
    // Where the QR codes are drawn (each starts with its white square, 150 pt) and where the label's lines ended up.
    const rect = vi.spyOn(PDFDocument.prototype, 'rect')
    const pdf = await orderPassPdf(
      pass({
        kind: 'tickets',
        pickup: null,
        voucher: null,
        tickets: [
          { index: 1, total: 2, leg: 'outbound', traveller: 1, qr: 'TWT1.TW-2026-000123.1-2.O.sig' },
          { index: 2, total: 2, leg: 'return', traveller: 1, qr: 'TWT1.TW-2026-000123.2-2.R.sig' },
        ],
      }),
    )
    const qrTops = rect.mock.calls.filter(([, , w, h]) => w === 150 && h === 150).map(([x, y]) => ({ x: Number(x), y: Number(y) }))
    rect.mockRestore()
    expect(qrTops).toHaveLength(2)
    const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1)
    const height = page.view[3] ?? 0
    const items = (await page.getTextContent()).items.flatMap((item) => ('str' in item && item.str.trim() ? [{ text: item.str, x: item.transform[4], baseline: height - item.transform[5] }] : []))
    const [first, second] = qrTops as [{ x: number; y: number }, { x: number; y: number }]
    const label = items.filter((item) => item.x < second.x && item.baseline > first.y - 40 && item.baseline < first.y + 150)
    expect(label.map((item) => item.text).join(' ')).toBe('Ticket 1 of 2 (outbound journey)')
    for (const line of label) expect(line.baseline, line.text).toBeLessThan(first.y)
  }, 30_000)
})
