'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useSyncExternalStore } from 'react'

import { adminText } from '@/cms/adminText'
import { originOf, originStatus } from '@/domain/siteOrigins'

const noChange = () => () => undefined
const browserOrigin = () => window.location.origin
const noOrigin = () => null

/**
 * Says plainly, above every admin page, when the browser's address is not the configured site address:
 * a loopback alias works (links still use the configured one); any other address cannot save, and the
 * banner says what to open or set instead.
 */
export function SiteAddressBanner() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const browser = useSyncExternalStore(noChange, browserOrigin, noOrigin)
  const configured = originOf(config.serverURL)
  if (!browser || !configured) return null
  const status = originStatus(browser, configured)
  if (status === 'same') return null
  const text = adminText(i18n.language)
  const refused = status === 'refused'
  return (
    <div
      role={refused ? 'alert' : 'status'}
      data-testid="site-address-banner"
      data-status={status}
      style={{
        padding: '10px 16px',
        background: refused ? 'var(--theme-error-100)' : 'var(--theme-warning-100)',
        color: 'var(--theme-text)',
        borderBottom: '1px solid var(--theme-elevation-200)',
      }}
    >
      {refused ? text.originMismatch(browser, configured) : text.originAlias(browser, configured)}
    </div>
  )
}
