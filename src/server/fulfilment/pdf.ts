import 'server-only'

/**
 * The order page as a PDF to save or print for the airport (pdfkit). Its labels are English; names, the item and the
 * pickup place are printed as written, in any of the shop's scripts, with Noto fonts embedded as subsets (./fonts.ts).
 * Codes are ASCII, in the PDF's built-in Courier. QR codes are drawn as vectors, sharp at any print size.
 */
import PDFDocument from 'pdfkit'
import { createTranslator } from 'next-intl'

import { iosInstallLink } from '@/domain/esim'
import { labelLeg } from '@/domain/fulfilment'
import { MESSAGES } from '@/i18n/messages'
import { formatMailDate, formatMailTime } from '@/server/mail/templates'

import { fontRuns, pdfFont, type FontCut, type FontFace } from './fonts'
import type { OrderPass } from './pass'
import { qrMatrix } from '@/server/qr'

const GREEN = '#0a6e5c'
const MUTED = '#4f5f66'
const en = MESSAGES.en

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { size: modules, dark } = qrMatrix(text)
  const quiet = 2
  const cell = size / (modules + quiet * 2)
  doc.save().rect(x, y, size, size).fill('#ffffff').fillColor('#000000')
  for (let row = 0; row < modules; row++)
    for (let col = 0; col < modules; col++) if (dark(col, row)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.05, cell + 0.05)
  doc.fill().restore()
}

/** The English names of the item and plan from the catalog, printed under the order's own when they differ. */
export type EnglishItem = { itemName: string | null; planLabel: string | null }

/** The PDF of a fulfilled order's pass; `place` is the pickup place in English (the airport's name), else the order's. */
export function orderPassPdf(pass: OrderPass, place?: string | null, english?: EnglishItem): Promise<Buffer> {
  const t = createTranslator({ locale: 'en', messages: en, namespace: 'mail' })
  const holders = createTranslator({ locale: 'en', messages: en, namespace: 'cardHolders' })
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Order ${pass.orderNumber}`, Author: en.meta.siteName } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // Registered on first use only: a font the PDF never draws with is not embedded.
  const registered = new Set<string>()
  const font = (run: { cut: FontCut }, face: FontFace) => {
    const name = `${run.cut}-${face}`
    // pdfkit takes a parsed fontkit font as it takes a file (PDFFontFactory.open); its types only list files.
    if (!registered.has(name)) doc.registerFont(name, pdfFont(run.cut, face) as unknown as Buffer)
    registered.add(name)
    return doc.font(name)
  }
  /** Text in any script: each run in the font that has its characters, one paragraph (pdfkit's `continued`). */
  const write = (text: string, face: FontFace, size: number, color: string, options: PDFKit.Mixins.TextOptions = {}, at?: { x: number; y: number }) => {
    const runs = fontRuns(text, pass.locale)
    if (at) doc.x = at.x
    if (at) doc.y = at.y
    runs.forEach((run, i) => font(run, face).fontSize(size).fillColor(color).text(run.text, { ...options, continued: i < runs.length - 1 }))
    return doc
  }
  const width = doc.page.width - 96
  const label = (text: string, options: PDFKit.Mixins.TextOptions = {}, at?: { x: number; y: number }) =>
    write(text.toUpperCase(), 'regular', 9, MUTED, { characterSpacing: 0.5, ...options }, at)
  const value = (text: string, face: FontFace = 'bold', size = 12, options: PDFKit.Mixins.TextOptions = {}) => write(text, face, size, '#000000', options).moveDown(0.4)
  const heading = (text: string) => {
    doc.moveDown(0.6)
    return write(text, 'bold', 14, GREEN).moveDown(0.3)
  }
  const list = (items: string[], ordered = false) => items.forEach((item, i) => write(`${ordered ? `${i + 1}.` : '•'} ${item}`, 'regular', 10.5, '#000000', { indent: 0 }).moveDown(0.2))
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - 48) doc.addPage()
  }

  doc.rect(0, 0, doc.page.width, 64).fill(GREEN)
  write(en.meta.siteName, 'bold', 18, '#ffffff', {}, { x: 48, y: 20 })
  write(`${t('common.orderNumber')}: ${pass.orderNumber}`, 'bold', 20, '#000000', {}, { x: 48, y: 84 })
  write(`Status: ${en.orderStatus[pass.status]}`, 'regular', 11, MUTED).moveDown(0.6)
  const rows: [string, string | null, string | null][] = [
    [t('orderReceived.item'), pass.itemName, english?.itemName ?? null],
    [t('orderReceived.plan'), pass.planLabel, english?.planLabel ?? null],
    [en.orderPass.traveller, pass.name, null],
    [t('orderReceived.quantity'), String(pass.quantity), null],
  ]
  for (const [name, text, inEnglish] of rows) {
    if (!text) continue
    label(name)
    if (inEnglish && inEnglish !== text) {
      write(text, 'bold', 12, '#000000')
      value(inEnglish, 'regular', 10.5)
    } else value(text)
  }

  if (pass.kind === 'esim') {
    heading(t('delivered.esim.title'))
    pass.esims.forEach((esim, i) => {
      ensureRoom(190)
      if (pass.esims.length > 1) write(t('delivered.esim.nth', { n: i + 1, total: pass.esims.length }), 'bold', 12, '#000000')
      const top = doc.y
      drawQr(doc, esim.lpa, 48, top, 170)
      const column = { width: width - 188 }
      label(t('delivered.esim.smdpAddress'), column, { x: 236, y: top })
      doc.font('Courier-Bold').fontSize(12).fillColor('#000000').text(esim.smdpAddress, column).moveDown(0.4)
      label(t('delivered.esim.matchingId'), column)
      doc.font('Courier-Bold').fontSize(12).fillColor('#000000').text(esim.matchingId, column).moveDown(0.4)
      label(t('delivered.esim.activationCode'), column)
      doc.font('Courier').fontSize(10).fillColor('#000000').text(esim.lpa, column).moveDown(0.4)
      label(t('delivered.esim.iosButton'), column)
      write(iosInstallLink(esim.lpa), 'regular', 8, GREEN, { ...column, link: iosInstallLink(esim.lpa) })
      doc.x = 48
      doc.y = Math.max(doc.y, top + 180)
    })
    ensureRoom(220)
    heading(t('delivered.esim.iphoneTitle'))
    list([t('delivered.esim.iphone1'), t('delivered.esim.iphone2'), t('delivered.esim.iphone3')], true)
    heading(t('delivered.esim.androidTitle'))
    list([t('delivered.esim.android1'), t('delivered.esim.android2'), t('delivered.esim.android3')], true)
    doc.moveDown(0.5)
    write(t('delivered.esim.once'), 'bold', 10.5, '#000000')
  } else if (pass.kind === 'voucher') {
    heading(t('delivered.voucher.title'))
    const top = doc.y
    drawQr(doc, pass.voucher ?? pass.orderNumber, 48, top, 170)
    const column = { width: width - 188 }
    write(en.orderPass.voucherIntro, 'regular', 10.5, '#000000', column, { x: 236, y: top }).moveDown(0.6)
    if (pass.pickup) {
      const rows: [string, string][] = [
        [t('orderReceived.pickupPlace'), place || pass.pickup.place],
        [t('orderReceived.pickupDate'), formatMailDate(pass.pickup.date, 'en')],
        [t('orderReceived.pickupTime'), pass.pickup.time ? formatMailTime(pass.pickup.date, pass.pickup.time) : ''],
      ]
      for (const [name, text] of rows.filter(([, text]) => text)) {
        label(name, column)
        value(text, 'bold', 12, column)
      }
    }
    doc.x = 48
    doc.y = Math.max(doc.y, top + 180)
    // One SIM card per passport: the counter checks each card's holder against their passport.
    if (pass.cardHolders.length) {
      heading(holders('title'))
      for (const { card, name } of pass.cardHolders) {
        label(holders('card', { n: card }))
        value(name || '-')
      }
    }
    heading(t('delivered.voucher.rulesTitle'))
    list([t('delivered.voucher.ruleIds'), holders('ageRule'), holders('rule')])
  } else {
    heading(t('delivered.tickets.title'))
    if (pass.visit) value(`${formatMailDate(pass.visit.date, 'en')}, ${formatMailTime(pass.visit.date, pass.visit.timeSlot)}`)
    const size = 150
    const gap = (width - size * 3) / 2
    const ticketLabel = (ticket: (typeof pass.tickets)[number]) => t('delivered.tickets.ticket', { n: ticket.index, total: ticket.total, leg: labelLeg(ticket, pass.visit) })
    // Three tickets a row; each row's QR codes start below its tallest label ("Ticket 1 of 2 (outbound journey)" takes two lines).
    for (let start = 0; start < pass.tickets.length; start += 3) {
      const row = pass.tickets.slice(start, start + 3)
      font({ cut: 'latin' }, 'bold').fontSize(10)
      const labelHeight = Math.max(...row.map((ticket) => doc.heightOfString(ticketLabel(ticket), { width: size })))
      ensureRoom(labelHeight + size + 30)
      const rowTop = doc.y
      row.forEach((ticket, col) => {
        const x = 48 + col * (size + gap)
        write(ticketLabel(ticket), 'bold', 10, '#000000', { width: size }, { x, y: rowTop })
        drawQr(doc, ticket.qr, x, rowTop + labelHeight + 4, size)
      })
      doc.x = 48
      doc.y = rowTop + labelHeight + size + 18
    }
    write(t('delivered.tickets.oneEach'), 'regular', 10, MUTED, {}, { x: 48, y: doc.y })
  }
  doc.end()
  return done
}
