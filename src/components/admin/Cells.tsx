'use client'

import { getTranslation } from '@payloadcms/translations'
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { adminText } from '@/cms/adminText'

import { formatTaipei, formatTwd } from './format'

/** List cell of a date: Taiwan time, labelled GMT+8 (Payload's default shows the browser's zone). */
export function TaipeiDateCell({ cellData }: { cellData?: unknown }) {
  return <span data-cell-kind="date">{formatTaipei(typeof cellData === 'string' ? cellData : null)}</span>
}

/** List cell of a checkbox: the word, not true/false. */
export function BooleanCell({ cellData }: { cellData?: unknown }) {
  const { i18n } = useTranslation()
  const text = adminText(i18n.language)
  return <span data-cell-kind="boolean">{cellData === true ? `✓ ${text.yes}` : text.no}</span>
}

/** List cell of a whole-NT$ amount. */
export function TwdCell({ cellData }: { cellData?: unknown }) {
  return <span data-cell-kind="twd">{formatTwd(typeof cellData === 'number' ? cellData : cellData == null ? null : Number(cellData))}</span>
}

/** "Last updated" of a global (exchange rates: the shoppers see this date too), in Taiwan time. */
export function LastUpdated() {
  const { i18n } = useTranslation()
  const text = adminText(i18n.language)
  const { data, lastUpdateTime } = useDocumentInfo() as { data?: { updatedAt?: string }; lastUpdateTime?: number }
  const at = data?.updatedAt ?? (lastUpdateTime ? new Date(lastUpdateTime).toISOString() : null)
  return (
    <p data-testid="last-updated" style={{ marginBottom: 'var(--base)' }}>
      {text.lastUpdated}: <strong>{at ? formatTaipei(at) : text.never}</strong> <small>({text.taipeiTime})</small>
    </p>
  )
}

/**
 * List cell of an outbox message's status: a message whose transport is the outbox itself (no SMTP or SMS provider
 * configured, as in development) was stored, not sent — "Sent" beside "Outbox only (not sent)" contradicted itself.
 */
export function OutboxStatusCell({ cellData, rowData, field }: { cellData?: unknown; rowData?: { transport?: unknown }; field?: { options?: unknown[] } }) {
  const { i18n } = useTranslation()
  if (cellData === 'sent' && rowData?.transport === 'outbox') return <span data-cell-kind="outbox-status">{adminText(i18n.language).storedNotSent}</span>
  const option = field?.options?.find((o) => typeof o === 'object' && o !== null && (o as { value?: unknown }).value === cellData) as { label?: unknown } | undefined
  const label = option?.label ? getTranslation(option.label as never, i18n as never) : String(cellData ?? '')
  return <span data-cell-kind="outbox-status">{label}</span>
}
