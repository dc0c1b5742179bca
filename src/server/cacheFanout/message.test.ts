import { describe, expect, it } from 'vitest'

import { decodeMessage, encodeMessages, isFromElsewhere, MAX_PAYLOAD_BYTES, MAX_TAG_LENGTH } from './message'
import { MAX_AGE_MS, signBody, verifyBody } from './signature'

const ORIGIN = '4242-0b6f3c1e-8d1a-4f0e-9a57-1d2c3b4a5e6f'
const bytes = (s: string) => Buffer.byteLength(s, 'utf8')

describe('cache fan-out messages', () => {
  it('encodes a usual save as one small message that decodes to the same tags', () => {
    const payloads = encodeMessages(ORIGIN, ['products', 'product:12', 'home', 'products'])
    expect(payloads).toHaveLength(1)
    expect(decodeMessage(payloads[0]!)).toEqual({ origin: ORIGIN, tags: ['products', 'product:12', 'home'], all: false })
  })

  it('splits a long tag list into messages under the NOTIFY limit, losing none and repeating none', () => {
    const tags = Array.from({ length: 3000 }, (_, i) => `product:${i}-${'é'.repeat(i % 7)}`)
    const payloads = encodeMessages(ORIGIN, tags)
    expect(payloads.length).toBeGreaterThan(5)
    for (const payload of payloads) expect(bytes(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES)
    expect(MAX_PAYLOAD_BYTES).toBeLessThan(8000)
    const received = payloads.flatMap((payload) => decodeMessage(payload)!.tags)
    expect(received).toEqual(tags)
  })

  it('says "everything" for a tag no cache can hold, or when even one tag does not fit the limit', () => {
    const huge = encodeMessages(ORIGIN, ['news', 'x'.repeat(MAX_TAG_LENGTH + 1)])
    expect(huge.map(decodeMessage)).toEqual([{ origin: ORIGIN, tags: [], all: true }])
    const tiny = encodeMessages(ORIGIN, ['a-rather-long-tag-name'], 80)
    expect(tiny.map(decodeMessage)).toEqual([{ origin: ORIGIN, tags: [], all: true }])
    expect(() => encodeMessages('o'.repeat(9000), ['news'])).toThrow()
  })

  it('publishes nothing for no tags', () => {
    expect(encodeMessages(ORIGIN, [])).toEqual([])
    expect(encodeMessages(ORIGIN, [''])).toEqual([])
  })

  it('ignores what is not a message of ours', () => {
    for (const payload of ['', 'news', 'null', '[]', '{"v":2,"o":"x","t":["a"]}', '{"v":1,"t":["a"]}', '{"v":1,"o":"x","t":[]}', '{"v":1,"o":"x","t":[1]}', `{"v":1,"o":"x","t":["${'y'.repeat(MAX_TAG_LENGTH + 1)}"]}`, '{"v":1,"o":"x","all":"yes"}']) {
      expect(decodeMessage(payload), payload).toBeNull()
    }
  })

  it("filters the process's own echo by its origin id", () => {
    const [payload] = encodeMessages(ORIGIN, ['faq'])
    const message = decodeMessage(payload!)!
    expect(isFromElsewhere(message, ORIGIN)).toBe(false)
    expect(isFromElsewhere(message, 'another-process')).toBe(true)
  })
})

describe('the signature of the internal expire request', () => {
  const secret = 'a-secret-of-the-shop'
  const body = '{"tags":["news"]}'

  it('accepts a fresh signature of the same body under the same secret', () => {
    const now = 1_800_000_000_000
    expect(verifyBody(secret, body, signBody(secret, body, now), now + 1000)).toBe(true)
  })

  it('refuses another body, another secret, an old or missing signature, or garbage', () => {
    const now = 1_800_000_000_000
    const header = signBody(secret, body, now)
    expect(verifyBody(secret, '{"tags":["faq"]}', header, now)).toBe(false)
    expect(verifyBody('another-secret', body, header, now)).toBe(false)
    expect(verifyBody(undefined, body, header, now)).toBe(false)
    expect(verifyBody(secret, body, header, now + MAX_AGE_MS + 1)).toBe(false)
    expect(verifyBody(secret, body, null, now)).toBe(false)
    expect(verifyBody(secret, body, `${now}.${'0'.repeat(64)}`, now)).toBe(false)
    expect(verifyBody(secret, body, 'x.y', now)).toBe(false)
  })
})
