import 'server-only'

import pg from 'pg'

import { outsideRequests } from '@/server/requestContext'

type ConnectCallback = (error: Error | null, client?: pg.Client) => void

/**
 * The connection of Payload's pool (payload.config.ts), which keeps connections for minutes (DATABASE_POOL_MIN of them
 * for the process's life). As node-postgres makes it, each kept connection keeps the request that happened to open it,
 * every async store of it (Next's hold the request — an upload's 20 MB body among them), two ways: its socket keeps the
 * async context it was opened in, and its listeners keep the pool's connect callback, which holds the waiting query's
 * promise of that request. This one connects outside the request and lets go of the callback once called. A third way:
 * a connection released while the pool is above `min` gets an idle timer, set in the releasing request's context; when it
 * fires with the pool at `min`, the connection stays and the pool's list of idle connections keeps the fired timer, and
 * with it that request, until the connection is next used. This one is released outside the request too. Queries still
 * resolve in their own request's context (tests/int/pool-memory.test.ts).
 */
export class PooledClient extends pg.Client {
  #release?: (error?: Error | boolean) => void

  /** pg-pool gives each checkout its own `release` (an assignment, which lands here): it runs outside the request. */
  get release(): ((error?: Error | boolean) => void) | undefined {
    return this.#release
  }

  set release(release: ((error?: Error | boolean) => void) | undefined) {
    this.#release = release && ((error?: Error | boolean) => outsideRequests(() => release(error)))
  }

  override connect(): Promise<pg.Client>
  override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void
  override connect(callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): Promise<pg.Client> | void {
    if (!callback) return outsideRequests(() => super.connect())
    let pending = callback as ConnectCallback | undefined
    outsideRequests(() =>
      super.connect((error: Error | null, client?: pg.Client) => {
        const call = pending
        pending = undefined
        call?.(error, client)
      }),
    )
  }
}
