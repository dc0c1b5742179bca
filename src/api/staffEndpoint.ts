/**
 * The staff desks' endpoints (/api/staff/*, issue 13): the storefront envelope (`defineEndpoint`), with the caller's
 * staff login and role checked on the server BEFORE the body is read (defineEndpoint's `guard`) — without a staff
 * login HTTP 401 (code 202, like a member endpoint), a member or a staff member of another role 403, whatever the
 * body; then the request schema, with the same localized field errors as every endpoint.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { Locale } from '@/domain/locale'
import type { DeskAction } from '@/domain/staffDesk'
import { requireStaff, type StaffUser } from '@/server/staff/auth'

import { defineEndpoint } from './endpoint'

type StaffContext<I> = { input: I; payload: Payload; locale: Locale; request: Request; staff: StaffUser }

export function defineStaffEndpoint<S extends z.ZodType>(action: DeskAction, schema: S, handler: (ctx: StaffContext<z.output<S>>) => Promise<unknown>) {
  return defineEndpoint({
    schema,
    guard: (request, payload) => requireStaff(request, payload, action),
    handler: ({ input, payload, locale, request, guarded }) => handler({ input, payload, locale, request, staff: guarded }),
  })
}
