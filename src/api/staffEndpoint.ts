/**
 * The staff desks' endpoints (/api/staff/*, issue 13): the storefront envelope (`defineEndpoint`), with
 * the caller's staff login and role checked on the server BEFORE the body is read — without a staff login
 * HTTP 401 (code 202, like a member endpoint), a member or a staff member of another role 403, whatever
 * the body; then the request schema, with the same localized field errors as every endpoint.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/domain/locale'
import type { DeskAction } from '@/domain/staffDesk'
import { requireStaff, type StaffUser } from '@/server/staff/auth'

import { defineEndpoint } from './endpoint'
import { ApiError } from './errors'
import { apiTranslator, isValidationKey } from './translate'
import { fieldErrors } from './validation'

type StaffContext<I> = { input: I; payload: Payload; locale: Locale; request: Request; staff: StaffUser }

export function defineStaffEndpoint<S extends z.ZodType>(action: DeskAction, schema: S, handler: (ctx: StaffContext<z.output<S>>) => Promise<unknown>) {
  return defineEndpoint({
    schema: z.record(z.string(), z.unknown()),
    async handler({ input, payload, locale, request }) {
      const staff = await requireStaff(request, payload, action)
      const parsed = schema.safeParse(input)
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error.issues, input, apiTranslator(locale).validation, isValidationKey)
        throw new ApiError(400, 'validationFailed', { errors })
      }
      return handler({ input: parsed.data, payload, locale, request, staff })
    },
  })
}
