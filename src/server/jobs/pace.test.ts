import { describe, expect, it } from 'vitest'

import { messagingInWorker } from '@/server/mail/queue'

import { DEFAULT_PACE, pauseAfterBatch, workerPace } from './pace'

describe('workerPace', () => {
  it('reads the four knobs', () => {
    expect(workerPace({ WORKER_BATCH: '5', WORKER_CONCURRENCY: '3', WORKER_RATE: '0', WORKER_PAUSE_MS: '200' })).toEqual({ batch: 5, concurrency: 3, rate: 0, pauseMs: 200 })
  })
  it('keeps the default for a missing, empty, malformed or too small value', () => {
    expect(workerPace({})).toEqual(DEFAULT_PACE)
    expect(workerPace({ WORKER_BATCH: '', WORKER_CONCURRENCY: 'two', WORKER_RATE: '-1', WORKER_PAUSE_MS: 'NaN' })).toEqual(DEFAULT_PACE)
    expect(workerPace({ WORKER_BATCH: '0', WORKER_CONCURRENCY: '0' })).toMatchObject({ batch: DEFAULT_PACE.batch, concurrency: DEFAULT_PACE.concurrency })
  })
})

describe('pauseAfterBatch', () => {
  const pace = { batch: 10, concurrency: 2, rate: 20, pauseMs: 50 }
  it('holds a worker to its rate: 10 jobs at 20 a second take half a second, batch included', () => {
    expect(pauseAfterBatch(10, 100, pace)).toBe(400)
    expect(pauseAfterBatch(10, 0, pace)).toBe(500)
  })
  it('pauses at least pauseMs, even when the batch was slower than the rate asks', () => {
    expect(pauseAfterBatch(10, 2000, pace)).toBe(50)
  })
  it('rate 0: no limit, only the pause', () => {
    expect(pauseAfterBatch(10, 0, { ...pace, rate: 0 })).toBe(50)
  })
})

describe('messagingInWorker', () => {
  it('production leaves jobs to the workers unless told inline; elsewhere inline unless told worker', () => {
    expect(messagingInWorker({ NODE_ENV: 'production' })).toBe(true)
    expect(messagingInWorker({ NODE_ENV: 'production', MESSAGING_RUNNER: 'inline' })).toBe(false)
    expect(messagingInWorker({ NODE_ENV: 'development' })).toBe(false)
    expect(messagingInWorker({ NODE_ENV: 'test', MESSAGING_RUNNER: 'worker' })).toBe(true)
    expect(messagingInWorker({ NODE_ENV: 'production', MESSAGING_RUNNER: ' ' })).toBe(true)
  })
})
