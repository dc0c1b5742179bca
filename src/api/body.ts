import { ApiError } from './errors'

/** The most a member endpoint reads, once the login is checked (src/api/endpoint.ts). */
export const MAX_BODY_BYTES = 1024 * 1024
/**
 * The most anybody may send without logging in — a public storefront endpoint, or Payload's REST API without a signed
 * staff token (src/api/payloadApiGuard.ts): the largest form (the survey, the contact message) is a few KB.
 */
export const PUBLIC_BODY_BYTES = 64 * 1024

/**
 * A request body of at most `limit` bytes, or null when it is longer (declared or streamed): read no further than that,
 * so nobody can make the server hold more. An absent body is an empty one.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Reads a JSON request body of at most `limit` bytes; an empty body is `{}`. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const bytes = await readBodyBytes(request, limit)
  if (bytes === null) throw new ApiError(413, 'bodyTooLarge')
  return parseJsonBody(bytes.toString('utf8'))
}

/** A request body's text as the endpoints read it: blank is `{}`, malformed JSON and NUL characters are refused (400). */
export function parseJsonBody(body: string): unknown {
  const text = body.trim()
  if (!text) return {}
  let nul = false
  let parsed: unknown
  try {
    // A NUL character (U+0000) in a key or a string: PostgreSQL text cannot hold it, so the request is
    // refused as a whole here rather than failing at the database (found by tests/int/fuzz.test.ts).
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) nul = true
      return value
    })
  } catch {
    throw new ApiError(400, 'malformedJson')
  }
  if (nul) throw new ApiError(400, 'invalidCharacters')
  return parsed
}
