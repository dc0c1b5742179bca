'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl'
import { useEffect, useState } from 'react'

import { ReportTable, useReportFormat } from '@/components/partnerReport/ReportTable'
import type { Locale } from '@/domain/locale'
import type { PartnerReportPage } from '@/lib/views/partnerReport'

import { callAdminApi, replyProblem } from '../adminApi'

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.8)', margin: 'var(--base) 0' }
const row = { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' } as const

/**
 * The partner's report as the partner sees it — totals, the same table page by page, the CSV / XLSX downloads —
 * through GET /api/partners/:id/report (admins and support only), in the admin's language (PartnerReportField).
 */
export function PartnerReportLinks({ locale, messages }: { locale: Locale; messages: AbstractIntlMessages }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Taipei">
      <Panel locale={locale} />
    </NextIntlClientProvider>
  )
}

function Panel({ locale }: { locale: Locale }) {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const t = useTranslations('partnerReport')
  const f = useReportFormat()
  const [range, setRange] = useState({ from: '', to: '' })
  const [page, setPage] = useState(1)
  const [report, setReport] = useState<PartnerReportPage | { error: string } | null>(null)
  const filter = new URLSearchParams({ lang: locale, ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) })
  const base = `/api/partners/${id}/report`

  useEffect(() => {
    if (!id) return
    let live = true
    void callAdminApi<PartnerReportPage>(`${base}?${filter}&page=${page}`, i18n.language).then(
      (reply) => live && setReport(reply.ok ? reply.data : { error: replyProblem(reply) }),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, range.from, range.to, page])

  if (!id) return null
  const title = report && !('error' in report) ? (report.kind === 'b2c' ? t('b2cTitle') : t('bbcTitle')) : ''
  const changeRange = (next: { from: string; to: string }) => {
    setRange(next)
    setPage(1)
  }
  return (
    <section style={box} data-testid="partner-report-panel" aria-label={title || t('loading')}>
      {title ? <h3 style={{ marginTop: 0 }}>{title}</h3> : null}
      <p style={{ marginTop: 0 }}>{t('note')}</p>
      <div style={row}>
        <label>
          {t('filters.from')} <input type="date" value={range.from} onChange={(e) => changeRange({ ...range, from: e.target.value })} />
        </label>
        <label>
          {t('filters.to')} <input type="date" value={range.to} onChange={(e) => changeRange({ ...range, to: e.target.value })} />
        </label>
      </div>
      <div style={{ ...row, margin: '8px 0' }}>
        <a className="btn btn--style-secondary btn--size-small" href={`${base}?${filter}&format=csv`} download>
          {t('download.csv')}
        </a>
        <a className="btn btn--style-secondary btn--size-small" href={`${base}?${filter}&format=xlsx`} download>
          {t('download.xlsx')}
        </a>
      </div>
      {!report ? (
        <p role="status">{t('loading')}</p>
      ) : 'error' in report ? (
        <p role="alert">{report.error}</p>
      ) : (
        <>
          <p role="status" data-testid="partner-report-totals">
            {t('totals.rows', { count: report.total })} ·{' '}
            {report.kind === 'b2c'
              ? `${t('totals.totalSales')} ${f.money(report.totals.salesTwd)} · ${t('totals.profitShare')} ${f.money(report.totals.profitShareTwd)}`
              : `${t('totals.totalPayable')} ${f.money(report.totals.payableTwd)} · ${t('totals.totalDiscount')} ${f.money(report.totals.discountTwd)} · ${t('totals.used', { count: report.totals.used })}`}
          </p>
          {report.list.length ? (
            <ReportTable report={report} caption={t('caption', { title, page: report.page, pages: Math.max(1, report.totalPages) })} />
          ) : (
            <p>{t('empty')}</p>
          )}
          {report.totalPages > 1 ? (
            <nav style={{ ...row, marginTop: 8 }} aria-label={t('pageOf', { page: report.page, pages: report.totalPages })}>
              <button type="button" className="btn btn--style-secondary btn--size-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('prev')}
              </button>
              <span>{t('pageOf', { page: report.page, pages: report.totalPages })}</span>
              <button type="button" className="btn btn--style-secondary btn--size-small" disabled={page >= report.totalPages} onClick={() => setPage(page + 1)}>
                {t('next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
