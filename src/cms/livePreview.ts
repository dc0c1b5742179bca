import type { Config } from 'payload'

import { isLocale, DEFAULT_LOCALE } from '@/domain/locale'
import { isPreviewCollection, PREVIEW_BREAKPOINTS, PREVIEW_COLLECTIONS, PREVIEW_GLOBALS, previewRouteUrl } from '@/domain/preview'

/**
 * Payload's live preview (issue 38 §7) on the content staff write for the storefront: the document's page at a phone's
 * and a desktop's width, in the content language the admin is editing, through /api/preview (which checks the staff
 * login and turns draft mode on, so the frame shows the draft). The frame's address has this admin's own origin: the
 * admin talks to the frame by postMessage, which needs the same origin the browser sees.
 */
export const livePreview: NonNullable<NonNullable<Config['admin']>['livePreview']> = {
  breakpoints: PREVIEW_BREAKPOINTS,
  collections: [...PREVIEW_COLLECTIONS],
  globals: [...PREVIEW_GLOBALS],
  url: ({ data, collectionConfig, globalConfig, locale, req }) => {
    const origin = req.origin
    const code = isLocale(locale?.code) ? locale.code : DEFAULT_LOCALE
    if (!origin) return null
    if (globalConfig) return globalConfig.slug === 'home' ? previewRouteUrl(origin, { global: 'home' }, code) : null
    // A document not saved yet has no page to show.
    const id = Number(data?.id)
    return collectionConfig && isPreviewCollection(collectionConfig.slug) && Number.isInteger(id) && id > 0 ? previewRouteUrl(origin, { collection: collectionConfig.slug, id }, code) : null
  },
}
