'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { LOCALE_INFO, type Locale } from '@/domain/locale'
import type { ExportFormat, PartnerKind } from '@/domain/partnerReport'
import { CODE_NOT_LOGGED_IN, logoutAndGoToLogin, type Envelope } from '@/lib/api-client'

import type { AppliedFilter } from './ReportFilters'

const PATH: Record<PartnerKind, string> = { b2c: '/api/user/btcOrderList/download', bbc: '/api/user/bbcOrderList/download' }

/** The file name from Content-Disposition (filename* in UTF-8 first). */
function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (star) return decodeURIComponent(star)
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback
}

/**
 * CSV and XLSX of everything the filter selects (the server streams it): fetched as a blob with the
 * member's login, then saved under the server's file name. A refusal is the usual envelope.
 */
export function ReportDownloads({ kind, filter }: { kind: PartnerKind; filter: AppliedFilter }) {
  const t = useTranslations('partnerReport.download')
  const locale = useLocale() as Locale
  const [state, setState] = useState<{ busy?: ExportFormat; message?: string; failed?: boolean }>({})

  async function download(format: ExportFormat) {
    setState({ busy: format, message: t('preparing') })
    try {
      const response = await fetch(PATH[kind], {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: LOCALE_INFO[locale].langHeader },
        body: JSON.stringify({ ...filter, format }),
        credentials: 'same-origin',
      })
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        const envelope = (await response.json()) as Envelope<unknown>
        if (envelope.code === CODE_NOT_LOGGED_IN) void logoutAndGoToLogin(locale, { returnHere: true })
        setState({ message: envelope.message || t('failed'), failed: true })
        return
      }
      if (!response.ok) throw new Error(String(response.status))
      const blob = await response.blob()
      const name = fileNameOf(response.headers.get('content-disposition'), `report.${format}`)
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setState({ message: t('done', { name }) })
    } catch {
      setState({ message: t('failed'), failed: true })
    }
  }

  return (
    <div role="group" aria-label={t('label')}>
      <button type="button" className="button button--secondary" disabled={Boolean(state.busy)} onClick={() => void download('csv')} data-testid="report-download-csv">
        {t('csv')}
      </button>{' '}
      <button type="button" className="button button--secondary" disabled={Boolean(state.busy)} onClick={() => void download('xlsx')} data-testid="report-download-xlsx">
        {t('xlsx')}
      </button>
      <p role={state.failed ? 'alert' : 'status'} className={state.message ? undefined : 'visually-hidden'} data-testid="report-download-status">
        {state.message}
      </p>
    </div>
  )
}
