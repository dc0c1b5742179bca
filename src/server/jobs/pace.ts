/**
 * How fast a worker takes jobs (src/server/worker.ts), from the environment: WORKER_BATCH, WORKER_CONCURRENCY,
 * WORKER_RATE, WORKER_PAUSE_MS (.env.example). The defaults keep a worker draining a backlog of thousands of
 * mails from slowing ordering on the same database and cores (`npm run bench:backlog`, README).
 */
/** How fast a worker takes jobs (env: WORKER_BATCH, WORKER_CONCURRENCY, WORKER_RATE, WORKER_PAUSE_MS). */
export type WorkerPace = {
  /** Jobs claimed per round. */
  batch: number
  /** Jobs of a batch running at once. */
  concurrency: number
  /** At most this many jobs a second (0: no limit). */
  rate: number
  /** Pause after every batch, however slow it was. */
  pauseMs: number
}

export const DEFAULT_PACE: WorkerPace = { batch: 10, concurrency: 2, rate: 20, pauseMs: 50 }

/** The pace from the environment; a missing or malformed value keeps its default. */
export function workerPace(env: Record<string, string | undefined> = process.env): WorkerPace {
  const read = (name: string, fallback: number, min: number) => {
    const value = Number(env[name])
    return env[name]?.trim() && Number.isFinite(value) && value >= min ? Math.floor(value) : fallback
  }
  return {
    batch: read('WORKER_BATCH', DEFAULT_PACE.batch, 1),
    concurrency: read('WORKER_CONCURRENCY', DEFAULT_PACE.concurrency, 1),
    rate: read('WORKER_RATE', DEFAULT_PACE.rate, 0),
    pauseMs: read('WORKER_PAUSE_MS', DEFAULT_PACE.pauseMs, 0),
  }
}

/** The pause after a batch of `ran` jobs that took `elapsedMs`: the rate limit's share, at least `pauseMs`. */
export function pauseAfterBatch(ran: number, elapsedMs: number, pace: WorkerPace): number {
  const budget = pace.rate > 0 ? (ran * 1000) / pace.rate : 0
  return Math.max(pace.pauseMs, Math.ceil(budget - elapsedMs))
}

