'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { PartnerReportPage } from '@/lib/views/partnerReport'

import { callAdminApi, replyProblem } from '../adminApi'

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.8)', margin: 'var(--base) 0' }

/**
 * On a partner's page in /admin: the partner's report as the partner sees it (totals and the first rows,
 * through GET /api/partners/:id/report, admins and support only) and its CSV / XLSX downloads.
 */
export function PartnerReportLinks() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const [range, setRange] = useState({ from: '', to: '' })
  const [report, setReport] = useState<PartnerReportPage | { error: string } | null>(null)
  const query = new URLSearchParams({ lang: 'en', ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) })
  const base = `/api/partners/${id}/report`

  useEffect(() => {
    if (!id) return
    let live = true
    void callAdminApi<PartnerReportPage>(`${base}?${query}`, i18n.language).then((reply) => live && setReport(reply.ok ? reply.data : { error: replyProblem(reply) }))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, range.from, range.to])

  if (!id) return <p style={box}>Save the partner to see its report.</p>
  return (
    <section style={box} data-testid="partner-report-panel" aria-label="Partner report">
      <h3 style={{ marginTop: 0 }}>Report</h3>
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}>
        <label>
          From <input type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
        </label>
        <label>
          To <input type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
        </label>
        <a className="btn btn--style-secondary btn--size-small" href={`${base}?${query}&format=csv`}>Download CSV</a>
        <a className="btn btn--style-secondary btn--size-small" href={`${base}?${query}&format=xlsx`}>Download XLSX</a>
      </p>
      {!report ? (
        <p role="status">Loading…</p>
      ) : 'error' in report ? (
        <p role="alert">{report.error}</p>
      ) : (
        <>
          <p role="status">
            {report.total} rows ·{' '}
            {report.kind === 'b2c'
              ? `total sales NT$${report.totals.salesTwd} · profit share NT$${report.totals.profitShareTwd}`
              : `total payable NT$${report.totals.payableTwd} · total discount NT$${report.totals.discountTwd} · ${report.totals.used} used`}
          </p>
          <table>
            <tbody>
              {report.kind === 'b2c'
                ? report.list.map((r) => (
                    <tr key={`${r.promoCode}|${r.product}`}>
                      <td>{r.promoCode}</td>
                      <td>{r.product}</td>
                      <td>{r.orders}</td>
                      <td>NT${r.salesTwd}</td>
                      <td>NT${r.profitShareTwd}</td>
                    </tr>
                  ))
                : report.list.map((r) => (
                    <tr key={r.serialNumber}>
                      <td>{r.orderedAt.slice(0, 10)}</td>
                      <td>{r.serialNumber}</td>
                      <td>{r.product}</td>
                      <td>NT${r.payableTwd}</td>
                      <td>{r.status}</td>
                    </tr>
                  ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
