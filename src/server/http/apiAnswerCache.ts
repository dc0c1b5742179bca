/**
 * The kept answers of the shared-answer API endpoints (POST /api/productList …, `sharedAnswer` in src/api/endpoint.ts),
 * answered by the production server (scripts/serve.ts) without going through Next — most of such a request's cost
 * was Next's router and route machinery around an answer already kept in memory. What keeps it exact:
 * - only paths whose endpoint declared a shared answer, and only with the endpoint's own key: the endpoint hands
 *   over a function doing its checks up to its cache look-up (JSON content type, CSRF, body parsing, schema,
 *   language → locale, currency) on the raw request; where it would refuse, or anything is unusual (no
 *   Content-Length, a body over MAX_BODY), the request goes to Next;
 * - the bytes and headers replayed are the ones Next sent for that kept answer (per Accept-Encoding), and only
 *   when the endpoint marked the response as the kept answer for the same key; `x-request-id` is this request's;
 * - they expire with the endpoint's kept answer, and every content save clears them with it (clearApiCache, in
 *   this process and — through the cache fan-out — in every other one); an answer read before a save is never kept
 *   after it (the cache generation).
 * A miss hands the request to Next with its body put back in the stream.
 */
import 'server-only'

import { AsyncResource } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { sharedAnswerMark } from '@/server/requestContext'

import { keepWireAnswer, sharedAnswerKeyer, wireAnswer } from './apiCache'
import { putBackBody } from './nextPrivate'
import { captureResponse, replayableHeaders } from './pageCache'

/** The largest request body read here (a catalog query is a few dozen bytes); larger ones go to Next as they are. */
const MAX_BODY = 16 * 1024
/** The largest answer kept as sent. */
const MAX_ANSWER = 1024 * 1024

/**
 * Takes a POST to a shared-answer endpoint (returns true): answers it from the kept answers, or hands it to
 * `toNext` (and keeps Next's answer when the endpoint marks it as a kept one). Anything else: false, untouched.
 * Call inside the request's context (withRequestId).
 */
export function serveApiCache(req: IncomingMessage, res: ServerResponse, toNext: () => void): boolean {
  if (req.method !== 'POST') return false
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const keyer = sharedAnswerKeyer(query < 0 ? url : url.slice(0, query))
  if (!keyer) return false
  const length = Number(req.headers['content-length'])
  if (!Number.isInteger(length) || length < 0 || length > MAX_BODY || req.headers['transfer-encoding'] !== undefined) return false
  const mark = sharedAnswerMark()
  const header = (name: string) => {
    const value = req.headers[name]
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
  }

  const decide = (body: Buffer) => {
    const key = keyer({ header, body: body.toString('utf8') })
    const variant = key === null ? null : `${key}\n${header('accept-encoding') ?? ''}`
    const hit = variant === null ? undefined : wireAnswer(variant)
    if (hit) {
      res.writeHead(200, { ...hit.headers, 'content-length': hit.body.length })
      res.end(hit.body)
      return
    }
    if (body.length) putBackBody(req, body)
    if (variant !== null && mark)
      captureResponse(res, MAX_ANSWER, (sent) => {
        const marked = mark()
        if (!sent || marked?.key !== key || res.statusCode !== 200 || res.hasHeader('set-cookie')) return
        keepWireAnswer(variant, { headers: replayableHeaders(res), body: sent, expires: marked.expires }, marked.generation)
      })
    toNext()
  }

  if (length === 0) {
    decide(Buffer.alloc(0))
    return true
  }
  const chunks: Buffer[] = []
  let size = 0
  const stop = () => {
    req.removeListener('readable', onReadable)
    req.removeListener('error', onClose)
    req.removeListener('close', onClose)
  }
  // The client went away before sending its body: nothing to answer.
  const onClose = () => {
    stop()
    if (!res.headersSent) res.destroy()
  }
  // Bound to this request's context (its request id): the stream's events come from the connection's.
  const onReadable = AsyncResource.bind(() => {
    // Exactly the declared length: reading past it would end the stream, and the body could not be put back.
    let chunk: Buffer | null
    while (size < length && (chunk = req.read() as Buffer | null) !== null) {
      chunks.push(chunk)
      size += chunk.length
    }
    if (size < length) return
    stop()
    decide(Buffer.concat(chunks))
  })
  req.on('readable', onReadable)
  req.on('error', onClose)
  req.on('close', onClose)
  return true
}
