import { draftMode } from 'next/headers'

import { errorEnvelope } from '@/api/envelope'
import { notFound } from '@/domain/errors'
import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'
import { isPreviewCollection, isPreviewGlobal } from '@/domain/preview'
import { isDocumentId } from '@/domain/ids'
import { previewPathFor } from '@/server/content/previewAccess'
import { localeCookieValue } from '@/lib/localeCookie'
import { getShopPayload } from '@/server/payload'
import { requestUser } from '@/server/requestUser'

/**
 * The live preview's entry (issue 38 §7): the admin frames /api/preview?collection=news&id=7&locale=en. Only staff
 * who may read that content's drafts turn Next's draft mode on, for their browser alone; then the page opens in the
 * language staff are editing, showing the draft. Anyone else gets the refusal in the envelope and no draft mode.
 * `?exit=1` turns it off again.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const asked = query.get('locale')
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE
  const headers = new Headers({ 'cache-control': 'no-store' })
  try {
    if (query.get('exit') === '1') {
      ;(await draftMode()).disable()
      return new Response(null, { status: 303, headers: { location: '/', 'cache-control': 'no-store' } })
    }
    const collection = query.get('collection')
    const global = query.get('global')
    const id = Number(query.get('id'))
    const target = isPreviewGlobal(global) ? { global } : isPreviewCollection(collection) && isDocumentId(id) ? { collection, id } : null
    if (!target) throw notFound()
    const payload = await getShopPayload()
    const user = await requestUser(payload, request.headers)
    // Checked before draft mode is touched: a refusal leaves the browser as it was.
    const path = await previewPathFor(payload, user, target, locale)
    ;(await draftMode()).enable()
    const response = new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } })
    // The zh-TW home is `/`, which the proxy answers by the remembered language: remember the one being edited.
    if ('global' in target) response.headers.append('set-cookie', localeCookieValue(locale))
    return response
  } catch (error) {
    return errorEnvelope(error, locale, headers, request)
  }
}
