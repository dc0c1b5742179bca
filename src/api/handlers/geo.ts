import { defineEndpoint } from '@/api/endpoint'
import { preferenceForCountry } from '@/domain/geoPreference'
import { geoPreferenceSchema } from '@/lib/schemas/geo'
import { countryAt } from '@/server/geo/country'

/** POST /api/geoPreference → { country, locale, currency } for the first-visit language/currency choice. */
export const geoPreference = defineEndpoint({
  schema: geoPreferenceSchema,
  async handler({ input }) {
    const country = countryAt(input.latitude, input.longitude)
    return { country, ...preferenceForCountry(country) }
  },
})
