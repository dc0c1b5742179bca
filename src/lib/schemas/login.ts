import { z } from 'zod'

/** POST /api/login and the login form. Messages are keys of messages.validation. */
export const loginSchema = z.strictObject({
  email: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('invalidEmail')),
  password: z.string({ error: 'required' }).min(1, 'required').max(128, 'tooLong'),
})

export type LoginInput = z.infer<typeof loginSchema>
