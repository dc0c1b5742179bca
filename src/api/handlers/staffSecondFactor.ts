/**
 * The staff second factor (issue 41.2): POST /api/staff/secondFactor/* — what a sign-in still needs (status), the code
 * that finishes a waiting password sign-in (verify), and setting up the authenticator app (enrolOptions, enrol) from
 * the account page or, for an admin without one, from the waiting sign-in. A waiting sign-in's token opens nothing
 * else: it is not a session until the code puts it back (src/server/auth/secondFactor.ts).
 */
import type { Payload } from 'payload'

import { defineEndpoint } from '@/api/endpoint'
import { forbidden, notLoggedIn } from '@/domain/errors'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { secondFactorCodeSchema } from '@/lib/schemas/secondFactor'
import {
  completeSignIn,
  confirmEnrolment,
  isSignedStaffToken,
  requestToken,
  secondStepExpired,
  secondFactorState,
  startEnrolment,
  stepOf,
  waitingSignIn,
  type SecondFactorCaller,
} from '@/server/auth/secondFactor'
import { requestUser } from '@/server/requestUser'
import { clientIp } from '@/server/rateLimit'
import { staffOfUser } from '@/server/staff/auth'

/** A signed-in staff account of any role, or a password sign-in waiting for its second step; 401 otherwise, 403 for members. */
async function secondFactorCaller(request: Request, payload: Payload): Promise<SecondFactorCaller> {
  const user = await requestUser(payload, request.headers)
  if (user) {
    const staff = staffOfUser(user)
    // A member or partner login is someone, but never staff.
    if (!staff) throw forbidden()
    return { staff: { id: staff.id, email: staff.email, role: staff.role }, waiting: null }
  }
  const token = requestToken(request, payload)
  const waiting = await waitingSignIn(payload, token)
  if (waiting) return waiting
  // A real staff token whose sign-in waits no more (its ten minutes are over): say so, not just "log in".
  throw isSignedStaffToken(payload, token) ? secondStepExpired() : notLoggedIn()
}

export const staffSecondFactorStatus = defineEndpoint({
  schema: emptyRequestSchema,
  async handler({ payload, request }) {
    const caller = await secondFactorCaller(request, payload).catch(() => null)
    if (!caller) return { step: 'none', signedIn: false, on: false, recoveryCodesLeft: 0 }
    const state = await secondFactorState(payload, caller.staff.id)
    return { step: caller.waiting ? await stepOf(payload, caller) : 'none', signedIn: !caller.waiting, ...state }
  },
})

export const staffSecondFactorVerify = defineEndpoint({
  schema: secondFactorCodeSchema,
  guard: secondFactorCaller,
  async handler({ payload, guarded, input, request }) {
    await completeSignIn(payload, guarded, input.code, clientIp(request))
    return null
  },
})

export const staffSecondFactorEnrolOptions = defineEndpoint({
  schema: emptyRequestSchema,
  guard: secondFactorCaller,
  handler: async ({ payload, guarded }) => startEnrolment(payload, guarded),
})

export const staffSecondFactorEnrol = defineEndpoint({
  schema: secondFactorCodeSchema,
  guard: secondFactorCaller,
  handler: async ({ payload, guarded, input, request }) => confirmEnrolment(payload, guarded, input.code, clientIp(request)),
})
