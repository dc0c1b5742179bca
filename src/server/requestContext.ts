/**
 * The request id: one per request, on every log line written while serving it (the logger's mixin reads
 * it from here) and on the response as `x-request-id`. Set where requests enter: the production server
 * (scripts/serve.ts, every request), the storefront endpoint wrapper (src/api/endpoint.ts) and Payload's
 * REST/GraphQL routes — the last two only when no outer layer set one (`next dev` has no scripts/serve.ts).
 * An incoming `x-request-id` (a load balancer's or a client's) is kept when it looks like an id; anything
 * else is replaced by a fresh UUID.
 */
import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'x-request-id'

/** 8–128 letters, digits and `._:-`, starting with a letter or digit (UUIDs, ULIDs, hex trace ids). */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/

/** A kept API answer the response is (src/server/http/apiCache.ts): which one, until when, read at which cache generation. */
export type SharedAnswerMark = { key: string; expires: number; generation: number }

/**
 * `startedAt`: when the request began (Date.now()). Next's page cache (src/server/http/inlineStylesCacheHandler.mjs)
 * reads it to tell a render that began before a content save from one that began after it.
 */
type RequestContext = { requestId: string; startedAt: number; sharedAnswer?: SharedAnswerMark }

/**
 * One store per process, kept on globalThis: scripts/serve.ts (loaded by tsx) and the app (bundled by
 * Next) each get their own copy of this module, and must still read the same context.
 */
const STORE = Symbol.for('shop.requestContext')
const holder = globalThis as typeof globalThis & { [STORE]?: AsyncLocalStorage<RequestContext> }
const storage = (holder[STORE] ??= new AsyncLocalStorage<RequestContext>())

/** The incoming id when it is sane, otherwise a new one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  const candidate = incoming?.trim()
  return candidate && SANE_REQUEST_ID.test(candidate) ? candidate : randomUUID()
}

/** The id of the request being served here, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}

/**
 * The endpoint answering a kept shared answer says so (src/api/endpoint.ts), for the production server that
 * keeps the bytes it sends for it (src/server/http/apiAnswerCache.ts).
 */
export function markSharedAnswer(mark: SharedAnswerMark) {
  const context = storage.getStore()
  if (context) context.sharedAnswer = mark
}

/** The mark of the request being served here (read by the production server once Next has answered). */
export function sharedAnswerMark(): (() => SharedAnswerMark | undefined) | undefined {
  const context = storage.getStore()
  return context && (() => context.sharedAnswer)
}

/**
 * The async context the process started in, taken when this module is first evaluated: at the start of scripts/serve.ts
 * (and of a task), before any request. Kept on globalThis like the store above, so the app's copy of this module runs
 * in the same one.
 */
const START = Symbol.for('shop.startContext')
const startHolder = globalThis as typeof globalThis & { [START]?: ReturnType<typeof AsyncLocalStorage.snapshot> }
startHolder[START] ??= AsyncLocalStorage.snapshot()

/**
 * Runs `fn` in the context the process started in, outside every request's: a long-lived resource `fn` opens (a pooled
 * database connection's socket) would otherwise keep the context of the request that opened it, every store in it
 * (Next's hold the request, an upload's whole body), for as long as it lives (README, "Server memory").
 */
export function outsideRequests<T>(fn: () => T): T {
  return startHolder[START]!(fn)
}

/** Runs `fn` (and everything it starts) as part of the request `requestId`. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId, startedAt: Date.now() }, fn)
}

/** The id to use for `request`: the outer one when scripts/serve.ts set it, else the request's sane one or a new one. */
export function requestIdOf(request: Request): string {
  return currentRequestId() ?? requestIdFrom(request.headers.get(REQUEST_ID_HEADER))
}

/**
 * A web request handler (route handlers: the storefront endpoints, Payload's routes) run with a request id:
 * the outer one when scripts/serve.ts set it, else the request's sane `x-request-id`, else a new one; the
 * response carries it.
 */
export function withRequestIdHeader<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response> | Response,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    const outer = currentRequestId()
    const requestId = requestIdOf(request)
    const response = outer ? await handler(request, ...rest) : await withRequestId(requestId, () => handler(request, ...rest))
    try {
      response.headers.set(REQUEST_ID_HEADER, requestId)
    } catch {
      // An immutable response (Response.redirect/error): it leaves without the header.
    }
    return response
  }
}
