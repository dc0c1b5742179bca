/**
 * reserveAttempt (src/server/rateLimit.ts) while a success forgets the same bucket: the row may vanish
 * between the attempt's insert and its lock. Before the fix the attempt read a missing row and failed
 * with a TypeError (HTTP 500 for parallel retries of one order on two app processes, tests/e2e/scale-out.spec.ts).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CODE_CHECK_POLICY } from '@/domain/throttle'
import { forgetAttempts, reserveAttempt } from '@/server/rateLimit'

import { payload as getPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

describe('reserveAttempt racing forgetAttempts', () => {
  it('never fails: a vanished row is a fresh bucket, counted again', async () => {
    for (let round = 0; round < 30; round++) {
      const bucket = `race-test:${Date.now()}:${round}`
      await reserveAttempt(payload, bucket, CODE_CHECK_POLICY)
      const results = await Promise.allSettled([
        ...Array.from({ length: 6 }, () => reserveAttempt(payload, bucket, CODE_CHECK_POLICY)),
        forgetAttempts(payload, bucket),
        ...Array.from({ length: 6 }, () => reserveAttempt(payload, bucket, CODE_CHECK_POLICY)),
      ])
      expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    }
  })
})
