import { z } from 'zod'

/** The staff second factor's endpoints (issue 41.2): a code as typed (six digits or a recovery code; the server reads it). */
export const secondFactorCodeSchema = z.strictObject({
  code: z.string({ error: 'invalidValue' }).max(64, 'tooLong'),
})
