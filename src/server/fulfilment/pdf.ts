import 'server-only'

/**
 * The order page as a PDF to save or print for the airport (pdfkit). Its text is English, in the PDF's
 * built-in Helvetica, which holds Latin letters only: names are passport names, codes are ASCII, and the
 * pickup place is the airport's English name. Text in other scripts (a product name in Chinese) is left
 * out rather than embedding a CJK font of several MB; the localized page and mail carry it. QR codes are
 * drawn as vectors, sharp at any print size.
 */
import PDFDocument from 'pdfkit'
import { createTranslator } from 'next-intl'

import { iosInstallLink } from '@/domain/esim'
import { labelLeg } from '@/domain/fulfilment'
import { MESSAGES } from '@/i18n/messages'
import { formatMailDate, formatMailTime } from '@/server/mail/templates'

import type { OrderPass } from './pass'
import { qrMatrix } from './qr'

const GREEN = '#0a6e5c'
const MUTED = '#4f5f66'
const en = MESSAGES.en

/** What Helvetica (WinAnsi) can show. */
export const isLatin = (text: string) => /^[\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026]*$/.test(text)

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { size: modules, dark } = qrMatrix(text)
  const quiet = 2
  const cell = size / (modules + quiet * 2)
  doc.save().rect(x, y, size, size).fill('#ffffff').fillColor('#000000')
  for (let row = 0; row < modules; row++)
    for (let col = 0; col < modules; col++) if (dark(col, row)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.05, cell + 0.05)
  doc.fill().restore()
}

/** The PDF of a fulfilled order's pass; `place` is the pickup place in Latin letters (the airport's English name). */
export function orderPassPdf(pass: OrderPass, place?: string | null): Promise<Buffer> {
  const t = createTranslator({ locale: 'en', messages: en, namespace: 'mail' })
  const holders = createTranslator({ locale: 'en', messages: en, namespace: 'cardHolders' })
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Order ${pass.orderNumber}`, Author: en.meta.siteName } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 96
  const label = (text: string) => doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(text.toUpperCase(), { characterSpacing: 0.5 })
  const value = (text: string, font = 'Helvetica-Bold', size = 12) => doc.font(font).fontSize(size).fillColor('#000000').text(text).moveDown(0.4)
  const heading = (text: string) => doc.moveDown(0.6).font('Helvetica-Bold').fontSize(14).fillColor(GREEN).text(text).moveDown(0.3)
  const list = (items: string[], ordered = false) => {
    doc.font('Helvetica').fontSize(10.5).fillColor('#000000')
    items.forEach((item, i) => doc.text(`${ordered ? `${i + 1}.` : '•'} ${item}`, { indent: 0 }).moveDown(0.2))
  }
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - 48) doc.addPage()
  }

  doc.rect(0, 0, doc.page.width, 64).fill(GREEN)
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#ffffff').text(en.meta.siteName, 48, 22)
  doc.y = 88
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000').text(`${t('common.orderNumber')}: ${pass.orderNumber}`, 48)
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(`Status: ${en.orderStatus[pass.status]}`).moveDown(0.6)
  const rows: [string, string | null][] = [
    [t('orderReceived.item'), pass.itemName],
    [t('orderReceived.plan'), pass.planLabel],
    [en.orderPass.traveller, pass.name],
    [t('orderReceived.quantity'), String(pass.quantity)],
  ]
  for (const [name, text] of rows) {
    if (!text || !isLatin(text)) continue
    label(name)
    value(text)
  }

  if (pass.kind === 'esim') {
    heading(t('delivered.esim.title'))
    pass.esims.forEach((esim, i) => {
      ensureRoom(190)
      if (pass.esims.length > 1) doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(t('delivered.esim.nth', { n: i + 1, total: pass.esims.length }))
      const top = doc.y
      drawQr(doc, esim.lpa, 48, top, 170)
      doc.x = 236
      doc.y = top
      const column = { width: width - 188 }
      doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(t('delivered.esim.smdpAddress').toUpperCase(), 236, top, column)
      doc.font('Courier-Bold').fontSize(12).fillColor('#000000').text(esim.smdpAddress, column).moveDown(0.4)
      doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(t('delivered.esim.matchingId').toUpperCase(), column)
      doc.font('Courier-Bold').fontSize(12).fillColor('#000000').text(esim.matchingId, column).moveDown(0.4)
      doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(t('delivered.esim.activationCode').toUpperCase(), column)
      doc.font('Courier').fontSize(10).fillColor('#000000').text(esim.lpa, column).moveDown(0.4)
      doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(t('delivered.esim.iosButton').toUpperCase(), column)
      doc.font('Helvetica').fontSize(8).fillColor(GREEN).text(iosInstallLink(esim.lpa), { ...column, link: iosInstallLink(esim.lpa) })
      doc.x = 48
      doc.y = Math.max(doc.y, top + 180)
    })
    ensureRoom(220)
    heading(t('delivered.esim.iphoneTitle'))
    list([t('delivered.esim.iphone1'), t('delivered.esim.iphone2'), t('delivered.esim.iphone3')], true)
    heading(t('delivered.esim.androidTitle'))
    list([t('delivered.esim.android1'), t('delivered.esim.android2'), t('delivered.esim.android3')], true)
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10.5).text(t('delivered.esim.once'))
  } else if (pass.kind === 'voucher') {
    heading(t('delivered.voucher.title'))
    const top = doc.y
    drawQr(doc, pass.voucher ?? pass.orderNumber, 48, top, 170)
    const column = { width: width - 188 }
    doc.font('Helvetica').fontSize(10.5).fillColor('#000000').text(en.orderPass.voucherIntro, 236, top, column).moveDown(0.6)
    if (pass.pickup) {
      const rows: [string, string][] = [
        [t('orderReceived.pickupPlace'), place && isLatin(place) ? place : isLatin(pass.pickup.place) ? pass.pickup.place : ''],
        [t('orderReceived.pickupDate'), formatMailDate(pass.pickup.date, 'en')],
        [t('orderReceived.pickupTime'), pass.pickup.time ? formatMailTime(pass.pickup.date, pass.pickup.time) : ''],
      ]
      for (const [name, text] of rows.filter(([, text]) => text)) {
        doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(name.toUpperCase(), column)
        doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(text, column).moveDown(0.4)
      }
    }
    doc.x = 48
    doc.y = Math.max(doc.y, top + 180)
    // One SIM card per passport: the counter checks each card's holder against their passport.
    if (pass.cardHolders.length) {
      heading(holders('title'))
      for (const { card, name } of pass.cardHolders) {
        label(holders('card', { n: card }))
        value(name && isLatin(name) ? name : '-')
      }
    }
    heading(t('delivered.voucher.rulesTitle'))
    list([t('delivered.voucher.ruleIds'), t('delivered.voucher.ruleGuardian'), holders('rule')])
    if (pass.guardianRequired) doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10.5).text(t('delivered.voucher.guardianNotice'))
  } else {
    heading(t('delivered.tickets.title'))
    if (pass.visit) value(`${formatMailDate(pass.visit.date, 'en')}, ${formatMailTime(pass.visit.date, pass.visit.timeSlot)}`, 'Helvetica-Bold', 12)
    const size = 150
    const gap = (width - size * 3) / 2
    pass.tickets.forEach((ticket, i) => {
      const col = i % 3
      if (col === 0) ensureRoom(size + 40)
      const rowTop = col === 0 ? doc.y : doc.y - size - 30
      const x = 48 + col * (size + gap)
      doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(t('delivered.tickets.ticket', { n: ticket.index, total: ticket.total, leg: labelLeg(ticket, pass.visit) }), x, rowTop, { width: size })
      drawQr(doc, ticket.qr, x, rowTop + 16, size)
      doc.x = 48
      doc.y = rowTop + size + 30
    })
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(t('delivered.tickets.oneEach'), 48)
  }
  doc.end()
  return done
}
