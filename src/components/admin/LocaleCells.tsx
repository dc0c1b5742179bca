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

/** The field itself is shown by the status strip above the form; the sidebar stays free. */
export function MissingLocalesField() {
  return null
}
