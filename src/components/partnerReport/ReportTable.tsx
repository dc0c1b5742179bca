'use client'

import { useLocale, useTranslations } from 'next-intl'

import { formatCalendarDate, formatDisplayDate } from '@/domain/dateDisplay'
import type { Locale } from '@/domain/locale'
import { formatMoney } from '@/domain/money'
import { formatSerial } from '@/domain/serialNumber'
import type { B2cReportPage, BbcReportPage, PartnerReportPage } from '@/lib/views/partnerReport'

import styles from './PartnerReport.module.css'

export function useReportFormat() {
  const locale = useLocale() as Locale
  return {
    money: (twd: number) => formatMoney(twd, 'TWD', locale),
    cents: (twd: number) => formatMoney(twd, 'TWD', locale, 2),
    percent: (value: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
    date: (at: string | null) => (at ? formatDisplayDate(new Date(at), locale, 'medium') : ''),
    day: (isoDate: string) => formatCalendarDate(isoDate, locale, 'medium'),
  }
}

/** The sums per promo code, product and rate; the footer's share is the period's, taken once per rate. */
export function B2cGroups({ report }: { report: B2cReportPage }) {
  const t = useTranslations('partnerReport')
  const f = useReportFormat()
  if (!report.groups.length) return null
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('groupsTitle')}>
      <table className={styles.table} data-testid="report-groups">
        <caption>{t('groupsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.promoCode')}</th>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col" className={styles.num}>{t('columns.shareRate')}</th>
            <th scope="col" className={styles.num}>{t('columns.orders')}</th>
            <th scope="col" className={styles.num}>{t('columns.originalPrice')}</th>
            <th scope="col" className={styles.num}>{t('columns.totalSales')}</th>
            <th scope="col" className={styles.num}>{t('columns.share')}</th>
          </tr>
        </thead>
        <tbody>
          {report.groups.map((row) => (
            <tr key={`${row.promoCode}|${row.product}|${row.sharePercent}`} data-testid="report-group">
              <th scope="row">{row.promoCode}</th>
              <td className={styles.wrap}>{row.product}</td>
              <td className={styles.num}>{f.percent(row.sharePercent)}</td>
              <td className={styles.num}>{row.orders}</td>
              <td className={styles.num}>{f.money(row.originalPriceTwd)}</td>
              <td className={styles.num}>{f.money(row.salesTwd)}</td>
              <td className={styles.num}>{f.cents(row.profitShareTwd)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="report-totals">
            <th scope="row">{t('total')}</th>
            <td />
            <td className={styles.num}>{report.totals.rates.map(f.percent).join(' · ')}</td>
            <td className={styles.num}>{report.totals.orders}</td>
            <td className={styles.num}>{f.money(report.totals.originalPriceTwd)}</td>
            <td className={styles.num}>{f.money(report.totals.salesTwd)}</td>
            <td className={styles.num} data-testid="report-share-total">
              {f.money(report.totals.profitShareTwd)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/** A page of the orders behind the totals: date, masked number, code, product, list price, paid, rate and share. */
function B2cTable({ report, caption }: { report: B2cReportPage; caption: string }) {
  const t = useTranslations('partnerReport')
  const f = useReportFormat()
  return (
    <table className={styles.table} data-testid="report-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.orderDate')}</th>
          <th scope="col">{t('columns.orderNumber')}</th>
          <th scope="col">{t('columns.promoCode')}</th>
          <th scope="col">{t('columns.product')}</th>
          <th scope="col" className={styles.num}>{t('columns.originalPrice')}</th>
          <th scope="col" className={styles.num}>{t('columns.paid')}</th>
          <th scope="col" className={styles.num}>{t('columns.shareRate')}</th>
          <th scope="col" className={styles.num}>{t('columns.share')}</th>
        </tr>
      </thead>
      <tbody>
        {report.list.map((row) => (
          <tr key={`${row.orderNumber}|${row.orderedAt}`} data-testid="report-row">
            <td>{f.date(row.orderedAt)}</td>
            <th scope="row">{row.orderNumber}</th>
            <td>{row.promoCode}</td>
            <td className={styles.wrap}>{row.product}</td>
            <td className={styles.num}>{f.money(row.originalPriceTwd)}</td>
            <td className={styles.num}>{f.money(row.paidTwd)}</td>
            <td className={styles.num}>{f.percent(row.sharePercent)}</td>
            <td className={styles.num}>{f.cents(row.shareTwd)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function BbcTable({ report, caption }: { report: BbcReportPage; caption: string }) {
  const t = useTranslations('partnerReport')
  const f = useReportFormat()
  return (
    <table className={styles.table} data-testid="report-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.serialNumber')}</th>
          <th scope="col">{t('columns.product')}</th>
          <th scope="col" className={styles.num}>{t('columns.originalPrice')}</th>
          <th scope="col" className={styles.num}>{t('columns.payable')}</th>
          <th scope="col" className={styles.num}>{t('columns.discount')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.validUntil')}</th>
          <th scope="col">{t('columns.orderDate')}</th>
        </tr>
      </thead>
      <tbody>
        {report.list.map((row) => (
          <tr key={row.serialNumber} data-testid="report-row" data-status={row.status}>
            <th scope="row">{formatSerial(row.serialNumber)}</th>
            <td className={styles.wrap}>{row.product}</td>
            <td className={styles.num}>{f.money(row.originalPriceTwd)}</td>
            <td className={styles.num}>{f.money(row.payableTwd)}</td>
            <td className={styles.num}>{f.money(row.discountTwd)}</td>
            <td className={row.status === 'used' ? styles.used : row.status === 'expired' ? styles.expired : undefined}>{t(`status.${row.status}`)}</td>
            <td>{row.validUntil ? f.day(row.validUntil) : '—'}</td>
            {/* An unused serial has no order yet: no date. */}
            <td data-testid="report-order-date">{row.orderedAt ? f.date(row.orderedAt) : '—'}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="report-totals">
          <th scope="row">{t('total')}</th>
          <td />
          <td className={styles.num}>{f.money(report.totals.originalPriceTwd)}</td>
          <td className={styles.num}>{f.money(report.totals.payableTwd)}</td>
          <td className={styles.num}>{f.money(report.totals.discountTwd)}</td>
          <td colSpan={3} />
        </tr>
      </tfoot>
    </table>
  )
}

/** The rows of the page, with the totals over every page in the footer. */
export function ReportTable({ report, caption }: { report: PartnerReportPage; caption: string }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      {report.kind === 'b2c' ? <B2cTable report={report} caption={caption} /> : <BbcTable report={report} caption={caption} />}
    </div>
  )
}
