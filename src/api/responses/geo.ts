import { z } from 'zod'

import { CURRENCIES } from '@/domain/currency'
import { LOCALES } from '@/domain/locale'

/** The `data` of POST /api/geoPreference. */
export const geoPreferenceDataSchema = z.strictObject({
  country: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2 code of the position, null when unknown' }),
  locale: z.enum(LOCALES),
  currency: z.enum(CURRENCIES),
})
