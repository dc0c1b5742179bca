import { z } from 'zod'

/** POST /api/geoPreference: a browser position, mapped to language and currency on our server. */
export const geoPreferenceSchema = z.strictObject({
  latitude: z.number({ error: 'required' }).min(-90, 'invalidValue').max(90, 'invalidValue'),
  longitude: z.number({ error: 'required' }).min(-180, 'invalidValue').max(180, 'invalidValue'),
})
