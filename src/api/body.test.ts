import { describe, expect, it } from 'vitest'

import { readJsonBody, MAX_BODY_BYTES } from './body'
import { ApiError } from './errors'

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/test', {
    method: 'POST',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)

/** A body sent in chunks, so no content-length is known up front. */
function streamOf(totalBytes: number, chunkBytes = 64 * 1024) {
  let sent = 0
  let pulls = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++
      if (sent >= totalBytes) return controller.close()
      const size = Math.min(chunkBytes, totalBytes - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, sent: () => sent, pulls: () => pulls }
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('readJsonBody', () => {
  it('limits bodies to 1 MB', () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024)
  })

  it('reads a JSON object', async () => {
    await expect(readJsonBody(post('{"email":"a@b.co","n":1}'))).resolves.toEqual({ email: 'a@b.co', n: 1 })
  })

  it('returns the parsed value of any JSON, arrays included (the endpoint rejects those)', async () => {
    await expect(readJsonBody(post('[1,2]'))).resolves.toEqual([1, 2])
    await expect(readJsonBody(post('"text"'))).resolves.toBe('text')
  })

  it('treats an empty or missing body as {}', async () => {
    await expect(readJsonBody(post(null))).resolves.toEqual({})
    await expect(readJsonBody(post(''))).resolves.toEqual({})
    await expect(readJsonBody(post('   \n'))).resolves.toEqual({})
  })

  it('rejects malformed JSON with 400 malformedJson', async () => {
    for (const body of ['{', '{"a":1,}', 'not json', "{'a':1}"]) {
      const error = await apiError(readJsonBody(post(body)))
      expect(error.status).toBe(400)
      expect(error.key).toBe('malformedJson')
      expect(error.code).toBe(400)
    }
  })

  it('refuses a NUL character in any string or key with 400 invalidCharacters (PostgreSQL text cannot hold it)', async () => {
    for (const body of ['{"name":"a\\u0000b"}', '{"list":[{"deep":"\\u0000"}]}', '{"ke\\u0000y":1}', '"\\u0000"']) {
      const error = await apiError(readJsonBody(post(body)))
      expect(error.status, body).toBe(400)
      expect(error.key, body).toBe('invalidCharacters')
    }
    // The six characters of the escape as text are fine, and so are other control characters.
    await expect(readJsonBody(post('{"a":"\\\\u0000","b":"\\u0001\\t"}'))).resolves.toEqual({ a: '\\u0000', b: '\u0001\t' })
  })

  it('rejects a declared content-length over the limit with 413 before reading', async () => {
    const { stream, pulls } = streamOf(10)
    const error = await apiError(readJsonBody(post(stream, { 'content-length': String(MAX_BODY_BYTES + 1) })))
    expect(error.status).toBe(413)
    expect(error.key).toBe('bodyTooLarge')
    expect(pulls()).toBeLessThanOrEqual(1)
  })

  it('accepts a body of exactly the limit', async () => {
    const json = `"${'x'.repeat(MAX_BODY_BYTES - 2)}"`
    expect(Buffer.byteLength(json)).toBe(MAX_BODY_BYTES)
    await expect(readJsonBody(post(json))).resolves.toHaveLength(MAX_BODY_BYTES - 2)
  })

  it('rejects a body one byte over the limit', async () => {
    const error = await apiError(readJsonBody(post(`"${'x'.repeat(MAX_BODY_BYTES - 1)}"`)))
    expect(error.status).toBe(413)
  })

  it('rejects a streamed body over the limit without content-length, and stops reading it', async () => {
    const total = 4 * MAX_BODY_BYTES
    const body = streamOf(total)
    const request = post(body.stream)
    expect(request.headers.get('content-length')).toBeNull()
    const error = await apiError(readJsonBody(request))
    expect(error.status).toBe(413)
    expect(error.key).toBe('bodyTooLarge')
    expect(body.sent()).toBeLessThan(total)
  })

  it('honours a smaller custom limit', async () => {
    const error = await apiError(readJsonBody(post('{"a":"0123456789"}'), 8))
    expect(error.status).toBe(413)
  })
})
