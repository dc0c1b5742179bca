'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { formatTaipei } from './format'

/**
 * A document's "Last modified" and "Created" in Taiwan time (GMT+8), in the header beside the save buttons. Payload
 * prints its own in the browser's time zone and takes no zone for them (its header calls formatDate without one), so
 * a staff member abroad or a test browser read "GMT+0" where every list of the shop shows Taiwan time; those two are
 * hidden (src/app/(payload)/custom.scss) and these shown instead, from the same saved document.
 */
export function DocumentTimes() {
  const { i18n } = useTranslation()
  const { data } = useDocumentInfo() as { data?: { updatedAt?: string; createdAt?: string; deletedAt?: string | null } }
  if (!data?.updatedAt && !data?.createdAt) return null
  const t = i18n.t as (key: string) => string
  return (
    <ul className="shop-doc-times" data-testid="document-times">
      {data.updatedAt ? (
        <li>
          <span>{t(data.deletedAt ? 'general:deleted' : 'general:lastModified')}:&nbsp;</span>
          <time dateTime={data.updatedAt} data-testid="document-updated-at">{formatTaipei(data.updatedAt)}</time>
        </li>
      ) : null}
      {data.createdAt ? (
        <li>
          <span>{t('general:created')}:&nbsp;</span>
          <time dateTime={data.createdAt} data-testid="document-created-at">{formatTaipei(data.createdAt)}</time>
        </li>
      ) : null}
    </ul>
  )
}
