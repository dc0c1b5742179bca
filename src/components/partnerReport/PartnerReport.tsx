'use client'

import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import useSWR from 'swr'

import { EmptyState } from '@/components/content/EmptyState'
import type { PartnerKind } from '@/domain/partnerReport'
import { usePathname, useRouter } from '@/i18n/navigation'
import { ApiRequestError } from '@/lib/api-client'
import { MAX_PAGE } from '@/lib/schemas/content'
import { reportListSchema } from '@/lib/schemas/partnerReport'
import type { PartnerReportPage } from '@/lib/views/partnerReport'

import styles from './PartnerReport.module.css'
import { ReportDownloads } from './ReportDownloads'
import { ReportFilters, type AppliedFilter } from './ReportFilters'
import { B2cGroups, ReportTable, useReportFormat } from './ReportTable'
import { SalesChart } from './SalesChart'

const LIST_PATH: Record<PartnerKind, string> = { b2c: '/api/user/btcOrderList', bbc: '/api/user/bbcOrderList' }
const PAGE_SIZE = 20

function ChartOf({ report }: { report: PartnerReportPage }) {
  const t = useTranslations('partnerReport.chart')
  const f = useReportFormat()
  const points = report.daily
  const best = points.reduce((top, p) => (p.amountTwd > top.amountTwd ? p : top), points[0] ?? { date: '', amountTwd: 0 })
  const total = points.reduce((sum, p) => sum + p.amountTwd, 0)
  const summary = points.length
    ? t('summary', { from: f.day(points[0]!.date), to: f.day(points.at(-1)!.date), total: f.money(total), max: f.money(best.amountTwd), maxDate: f.day(best.date) })
    : ''
  return (
    <SalesChart
      title={report.kind === 'b2c' ? t('b2cTitle') : t('bbcTitle')}
      points={points}
      summary={summary}
      emptyText={t('empty')}
      format={{ day: f.day, money: f.money }}
    />
  )
}

function Totals({ report }: { report: PartnerReportPage }) {
  const t = useTranslations('partnerReport.totals')
  const f = useReportFormat()
  // The figures say which dates they cover (the filter as applied, not a range still being typed).
  const { from, to } = report.range
  const period =
    from && to
      ? t('periodRange', { from: f.day(from), to: f.day(to) })
      : from
        ? t('periodFrom', { from: f.day(from) })
        : to
          ? t('periodUntil', { to: f.day(to) })
          : t('periodAll')
  const items: [string, string][] = [[t('period'), period]]
  items.push(
    ...((report.kind === 'b2c'
      ? [
          [t('totalSales'), f.money(report.totals.salesTwd)],
          [t('shareRate'), report.totals.rates.length ? report.totals.rates.map(f.percent).join(' · ') : '—'],
          [t('profitShare'), f.money(report.totals.profitShareTwd)],
          [t('orders'), String(report.totals.orders)],
        ]
      : [
          [t('totalDiscount'), f.money(report.totals.discountTwd)],
          [t('totalPayable'), f.money(report.totals.payableTwd)],
          [
            t('rows', { count: report.totals.rows }),
            [
              t('used', { count: report.totals.used }),
              t('unused', { count: report.totals.unused }),
              t('expired', { count: report.totals.expired }),
              // Serials issued ahead of their first valid day are rare: named only when there are some.
              ...(report.totals.notYetValid ? [t('notYetValid', { count: report.totals.notYetValid })] : []),
            ].join(' · '),
          ],
        ]) as [string, string][]),
  )
  return (
    <>
      <ul className={styles.summary} aria-label={t('label')} data-testid="report-summary">
        {items.map(([label, value]) => (
          <li key={label}>
            {label}
            <strong>{value}</strong>
          </li>
        ))}
      </ul>
      {report.kind === 'b2c' ? <p className={styles.note}>{t('shareNote')}</p> : null}
    </>
  )
}

/** The filter and page of the address, each value checked by the endpoint's own schema (a bad one is left out). */
function filterOf(params: URLSearchParams, kind: PartnerKind): { filter: AppliedFilter; page: number } {
  const filter: AppliedFilter = {}
  for (const key of ['from', 'to', 'query', ...(kind === 'bbc' ? ['status'] : [])] as const) {
    const value = params.get(key)
    if (value && reportListSchema.safeParse({ [key]: value }).success) (filter as Record<string, string>)[key] = value
  }
  if (filter.from && filter.to && filter.from > filter.to) delete filter.to
  const page = Number(params.get('page'))
  return { filter, page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1 }
}

/**
 * A partner's report (/personal/order/b2c or /bbc): filter, totals, the chart of sales per day, one page
 * of rows and the exports of everything the filter selects. Read in the browser through the member
 * endpoints (a lost login answers 202, which logs out).
 */
export function PartnerReport({ kind }: { kind: PartnerKind }) {
  const t = useTranslations('partnerReport')
  // The filter and page live in the address: a reload, Back or a shared link shows the same report.
  const params = useSearchParams()
  const router = useRouter()
  const pathname = usePathname()
  const { filter, page } = filterOf(params, kind)
  const show = (next: AppliedFilter, nextPage = 1) => {
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries({ ...next, page: nextPage > 1 ? String(nextPage) : undefined })) if (value) query.set(key, value)
    const search = query.toString()
    router.replace(`${pathname}${search ? `?${search}` : ''}`, { scroll: false })
  }
  const setPage = (next: number) => show(filter, next)
  const { data, error, isLoading, mutate } = useSWR<PartnerReportPage>([LIST_PATH[kind], { ...filter, page, pageSize: PAGE_SIZE }], {
    keepPreviousData: true,
  })
  const title = kind === 'b2c' ? t('b2cTitle') : t('bbcTitle')

  return (
    <>
      <h1>{title}</h1>
      {data ? <p data-testid="report-partner">{t('partner', { name: data.partner.name })}</p> : null}
      <p className={styles.note}>{t('note')}</p>
      <ReportFilters kind={kind} applied={filter} onApply={(next) => show(next)} />
      {error && !data ? (
        <div className={styles.error} role="alert" data-testid="report-error">
          {/* A refusal (this account reads no such report) says why; trying again cannot change it. */}
          {error instanceof ApiRequestError && error.code === 403 ? (
            <p>{error.message}</p>
          ) : (
            <>
              <p>{t('error')}</p>
              <button type="button" className="button button--secondary" onClick={() => void mutate()}>
                {t('retry')}
              </button>
            </>
          )}
        </div>
      ) : !data ? (
        <p role="status" aria-busy="true" data-testid="report-loading">
          {t('loading')}
        </p>
      ) : (
        <div aria-busy={isLoading} data-testid="report-body">
          <Totals report={data} />
          <ChartOf report={data} />
          <div className={styles.toolbar}>
            <p role="status" data-testid="report-count">
              {t('totals.rows', { count: data.total })}
            </p>
            <ReportDownloads kind={kind} filter={filter} />
          </div>
          {data.kind === 'b2c' ? <B2cGroups report={data} /> : null}
          {data.list.length ? (
            <>
              {data.kind === 'b2c' ? <h2 className={styles.tableTitle}>{t('linesTitle')}</h2> : null}
              <ReportTable report={data} caption={t('caption', { title, page: data.page, pages: Math.max(1, data.totalPages) })} />
              {data.totalPages > 1 ? (
                <nav className={styles.pager} aria-label={t('pageOf', { page: data.page, pages: data.totalPages })}>
                  <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="report-prev">
                    {t('prev')}
                  </button>
                  <span>{t('pageOf', { page: data.page, pages: data.totalPages })}</span>
                  <button type="button" className="button button--secondary" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)} data-testid="report-next">
                    {t('next')}
                  </button>
                </nav>
              ) : null}
            </>
          ) : (
            <EmptyState title={t('empty')} testId="report-empty" />
          )}
        </div>
      )}
    </>
  )
}
