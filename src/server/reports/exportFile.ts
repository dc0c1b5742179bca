import 'server-only'

import { PassThrough, Readable } from 'node:stream'

import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import { formatTaipei, taipeiDate } from '@/domain/dates'
import type { Locale } from '@/domain/locale'
import { csvLine, exportFileName, sharesOfRates, UTF8_BOM, type B2cLine, type BbcRow, type ExportFormat, type PartnerKind } from '@/domain/partnerReport'
import { formatSerial } from '@/domain/serialNumber'
import { MESSAGES } from '@/i18n/messages'
import type { ReportFilter } from '@/lib/schemas/partnerReport'

import { exportRows, type ReportScope } from './partnerReport'

type Cell = string | number
/**
 * `dates`: columns holding a Taipei calendar date (2026-10-05): a date cell in the XLSX (Excel sorts and filters it
 * as a date, shown yyyy-mm-dd), the ISO form in the CSV (which spreadsheets read as a date in every language).
 */
type Sheet = {
  headers: string[]
  money: boolean[]
  dates: boolean[]
  /** Money to the cent (a B2C line's share), the others whole NT$. */
  cents?: boolean[]
  cells: (row: B2cLine | BbcRow) => Cell[]
  /** `shareTwd`: the period's profit share, taken once per rate on what was paid at it (src/domain/partnerReport.ts). */
  totals: (sums: number[], shareTwd: number) => Cell[]
  /** What a B2C line paid at which rate, summed per rate while the file streams. */
  paidAtRate?: (row: B2cLine | BbcRow) => { paidTwd: number; sharePercent: number }
}

/**
 * Columns, headers and totals of a report in `locale`: the same words as the report page (messages.partnerReport),
 * the money columns naming their currency (a file travels without the page that said "NT$").
 */
export function reportSheet(kind: PartnerKind, locale: Locale): Sheet & { title: string } {
  const sheet = columnsOf(kind, locale)
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'partnerReport' })
  return { ...sheet, headers: sheet.headers.map((label, i) => (sheet.money[i] ? t('download.moneyColumn', { label }) : label)) }
}

function columnsOf(kind: PartnerKind, locale: Locale): Sheet & { title: string } {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'partnerReport' })
  const date = (at: string | null) => (at ? taipeiDate(new Date(at)) : '')
  if (kind === 'b2c') {
    return {
      title: t('b2cTitle'),
      headers: [
        t('columns.orderDate'),
        t('columns.orderNumber'),
        t('columns.promoCode'),
        t('columns.product'),
        t('columns.originalPrice'),
        t('columns.paid'),
        t('columns.shareRate'),
        t('columns.share'),
      ],
      money: [false, false, false, false, true, true, false, true],
      dates: [true, false, false, false, false, false, false, false],
      cents: [false, false, false, false, false, false, false, true],
      cells: (r) => {
        const row = r as B2cLine
        return [date(row.orderedAt), row.orderNumber, row.promoCode, row.product, row.originalPriceTwd, row.paidTwd, `${row.sharePercent}%`, row.shareTwd]
      },
      totals: (s, shareTwd) => [t('total'), '', '', '', s[4]!, s[5]!, '', shareTwd],
      paidAtRate: (r) => ({ paidTwd: (r as B2cLine).paidTwd, sharePercent: (r as B2cLine).sharePercent }),
    }
  }
  return {
    title: t('bbcTitle'),
    headers: [
      t('columns.serialNumber'),
      t('columns.product'),
      t('columns.originalPrice'),
      t('columns.payable'),
      t('columns.discount'),
      t('columns.status'),
      t('columns.validUntil'),
      t('columns.orderDate'),
    ],
    money: [false, false, true, true, true, false, false, false],
    dates: [false, false, false, false, false, false, true, true],
    cells: (r) => {
      const row = r as BbcRow
      return [
        formatSerial(row.serialNumber),
        row.product,
        row.originalPriceTwd,
        row.payableTwd,
        row.discountTwd,
        t(`status.${row.status}`),
        row.validUntil ?? '',
        // An unused serial has no order date (issue 38 §13).
        date(row.orderedAt),
      ]
    },
    totals: (s) => [t('total'), '', s[2]!, s[3]!, s[4]!, '', '', ''],
  }
}

/**
 * What a spreadsheet says of itself once it has left the page (forwarded to an accountant, printed): whose report,
 * which dates, which search, in which currency, made when. The XLSX carries it on a second sheet; the CSV, which
 * has one table only, in its file name.
 */
export function reportAbout(scope: ReportScope, filter: Pick<ReportFilter, 'from' | 'to' | 'query'>, locale: Locale, now = new Date()) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'partnerReport' })
  const { from, to, query } = filter
  const period = from && to ? t('totals.periodRange', { from, to }) : from ? t('totals.periodFrom', { from }) : to ? t('totals.periodUntil', { to }) : t('totals.periodAll')
  const created = formatTaipei(now)
  const rows: string[][] = [
    [t('download.infoReport'), reportSheet(scope.kind, locale).title],
    [t('download.infoPartner'), scope.partnerName],
    [t('totals.period'), period],
    ...(query ? [[t('download.infoSearch'), query]] : []),
    [t('download.infoCurrency')],
    [t('download.infoCreated'), created],
  ]
  return { sheetName: t('download.infoSheet'), period, rows }
}

export type ReportFile = { body: ReadableStream<Uint8Array>; fileName: string; contentType: string }

/**
 * The whole filtered report as a file, streamed: rows come from PostgreSQL a batch at a time and leave as
 * they are written (CSV: UTF-8 with BOM; XLSX: exceljs's streaming WorkbookWriter), so memory stays flat
 * whatever the row count. Sums run alongside, and the last line is the totals.
 */
export function reportFile(payload: Payload, scope: ReportScope, filter: ReportFilter, locale: Locale, format: ExportFormat): ReportFile {
  const sheet = reportSheet(scope.kind, locale)
  const fileName = exportFileName(`${sheet.title}-${scope.partnerName}`, filter, format)
  const source = exportRows(payload, scope, filter, locale)
  const sums = sheet.headers.map(() => 0)
  const paidByRate = new Map<number, number>()
  const add = (cells: Cell[], row: B2cLine | BbcRow) => {
    cells.forEach((cell, i) => typeof cell === 'number' && (sums[i]! += cell))
    const paid = sheet.paidAtRate?.(row)
    if (paid) paidByRate.set(paid.sharePercent, (paidByRate.get(paid.sharePercent) ?? 0) + paid.paidTwd)
  }
  const shareTwd = () => sharesOfRates([...paidByRate].map(([sharePercent, paidTwd]) => ({ sharePercent, paidTwd })))

  if (format === 'csv') {
    const encoder = new TextEncoder()
    let started = false
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode(UTF8_BOM + csvLine(sheet.headers)))
          return
        }
        const next = await source.next()
        if (next.done) {
          controller.enqueue(encoder.encode(csvLine(sheet.totals(sums, shareTwd()))))
          controller.close()
          return
        }
        let text = ''
        for (const row of next.value) {
          const cells = sheet.cells(row)
          add(cells, row)
          text += csvLine(cells)
        }
        controller.enqueue(encoder.encode(text))
      },
      async cancel() {
        await source.return(undefined)
      },
    })
    return { body, fileName, contentType: 'text/csv; charset=utf-8' }
  }

  const about = reportAbout(scope, filter, locale)
  const out = new PassThrough({ highWaterMark: 1 << 20 })
  // A calendar date as Excel keeps one: that day at 00:00 UTC (a serial day number, no time zone to shift it).
  const xlsxCells = (cells: Cell[]) => cells.map((cell, i) => (sheet.dates[i] && typeof cell === 'string' && cell ? new Date(`${cell}T00:00:00Z`) : cell))
  const drained = () => (out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', resolve)) : Promise.resolve())
  void (async () => {
    try {
      // Loaded with the first spreadsheet, not with the config that reaches this module (exceljs and its zip, stream and
      // promise libraries: ~1.7 MB of module source in the messaging worker's heap, which never writes one).
      const { default: ExcelJS } = await import('exceljs')
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
      workbook.title = `${sheet.title} · ${scope.partnerName}`
      workbook.subject = about.period
      const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31))
      worksheet.columns = sheet.headers.map((header, i) => ({
        header,
        width: sheet.money[i] ? 14 : sheet.dates[i] ? 12 : 22,
        style: sheet.cents?.[i] ? { numFmt: '#,##0.00' } : sheet.money[i] ? { numFmt: '#,##0' } : sheet.dates[i] ? { numFmt: 'yyyy-mm-dd' } : {},
      }))
      worksheet.getRow(1).font = { bold: true }
      worksheet.getRow(1).commit()
      for await (const batch of source) {
        for (const row of batch) {
          const cells = sheet.cells(row)
          add(cells, row)
          worksheet.addRow(xlsxCells(cells)).commit()
        }
        // The client reads slower than PostgreSQL: wait until the written bytes are taken before reading more.
        await drained()
      }
      const totals = worksheet.addRow(sheet.totals(sums, shareTwd()))
      totals.font = { bold: true }
      totals.commit()
      worksheet.commit()
      const info = workbook.addWorksheet(about.sheetName.slice(0, 31))
      info.columns = [{ width: 26 }, { width: 48 }]
      for (const row of about.rows) info.addRow(row).commit()
      info.commit()
      await workbook.commit()
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)))
    }
  })()
  out.on('close', () => void source.return(undefined))
  return {
    body: Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>,
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }
}

/** Content-Disposition with the file name in its language (RFC 6266/5987) and an ASCII fallback. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function fileResponse(file: ReportFile): Response {
  return new Response(file.body, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': attachment(file.fileName),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
