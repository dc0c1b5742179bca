'use client'

import { useTranslation } from '@payloadcms/ui'

import { adminText } from '@/cms/adminText'

/** The list column: which languages a document still misses (or that all six are complete). */
export function MissingLocalesCell({ cellData }: { cellData?: unknown }) {
  const { i18n } = useTranslation()
  const text = adminText(i18n.language)
  const missing = Array.isArray(cellData) ? (cellData as string[]) : []
  if (!missing.length)
    return (
      <span data-testid="locales-complete" style={{ color: 'var(--theme-success-600)' }}>
        ✓ {text.allComplete}
      </span>
    )
  return (
    <span data-testid="locales-missing" style={{ color: 'var(--theme-error-600)' }}>
      ✗ {text.missing}: {missing.join(', ')}
    </span>
  )
}

/** The list column: translations older than the zh-TW text they were translated from. */
export function OutdatedLocalesCell({ cellData }: { cellData?: unknown }) {
  const { i18n } = useTranslation()
  const text = adminText(i18n.language)
  const outdated = Array.isArray(cellData) ? (cellData as string[]) : []
  if (!outdated.length) return <span data-testid="locales-current">{text.allUpToDate}</span>
  return (
    <span data-testid="locales-outdated" style={{ color: 'var(--theme-warning-700)' }}>
      ↻ {text.outdated}: {outdated.join(', ')}
    </span>
  )
}

/** Fields the status strip above the form shows (or that only the server writes): the sidebar stays free. */
export function HiddenField() {
  return null
}
