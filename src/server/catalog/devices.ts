import 'server-only'

import type { Locale } from '@/domain/locale'
import type { DeviceView } from '@/lib/views/catalog'
import { CACHE_TAGS } from '@/server/cache'
import { getShopPayload } from '@/server/payload'

import { publicRead } from './shared'
import { cached } from './shopReads'

/** The staff-edited device-models list in `locale`, in its sort order; expired when staff save a model. */
export const listDeviceModels = cached(
  'device-models',
  async (locale: Locale): Promise<DeviceView[]> => {
    const payload = await getShopPayload()
    const { docs } = await payload.find({ collection: 'device-models', ...publicRead(locale), depth: 0, limit: 500, sort: 'sortOrder', pagination: false })
    return docs.map((d) => ({ id: d.id, brand: d.brand, model: d.model, esim: Boolean(d.esim), note: d.note ?? null }))
  },
  [CACHE_TAGS.deviceModels],
)
