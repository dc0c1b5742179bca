/**
 * The cache fan-out's messages (pure): what one app process tells the others over PostgreSQL
 * LISTEN/NOTIFY when content is saved, so that every process expires the same cache tags.
 *
 * A message is JSON `{"v":1,"o":"<origin>","t":["tag",…]}` or `{"v":1,"o":"<origin>","all":true}`:
 * - `o` is the publishing process's id, so it ignores its own echo (it expired its caches already);
 * - NOTIFY payloads must stay under 8000 bytes (PostgreSQL's default): a long tag list is split into
 *   several messages, and a tag no cache could hold (longer than MAX_TAG_LENGTH, Next's own limit) turns
 *   the message into "everything".
 */

/** The one PostgreSQL channel of the fan-out (an identifier: lower case, no quoting needed). */
export const FANOUT_CHANNEL = 'shop_cache_invalidate'

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a margin below it. */
export const MAX_PAYLOAD_BYTES = 7900

/** Next refuses longer cache tags (NEXT_CACHE_TAG_MAX_LENGTH); such a tag cannot name a cache entry. */
export const MAX_TAG_LENGTH = 256

export type FanoutMessage = { origin: string; tags: string[]; all: boolean }

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')
const encodeOne = (origin: string, tags: string[]) => JSON.stringify({ v: 1, o: origin, t: tags })
const encodeAll = (origin: string) => JSON.stringify({ v: 1, o: origin, all: true })

/**
 * The NOTIFY payloads that tell every other process to expire `tags` (duplicates and empty tags
 * dropped): one payload for a usual save, several when they would not fit in `limit` bytes.
 */
export function encodeMessages(origin: string, tags: readonly string[], limit = MAX_PAYLOAD_BYTES): string[] {
  const unique = [...new Set(tags.filter((tag) => typeof tag === 'string' && tag.length > 0))]
  if (bytes(encodeAll(origin)) > limit) throw new Error('the origin id does not fit in a NOTIFY payload')
  if (unique.some((tag) => tag.length > MAX_TAG_LENGTH)) return [encodeAll(origin)]
  const payloads: string[] = []
  let chunk: string[] = []
  for (const tag of unique) {
    if (bytes(encodeOne(origin, [...chunk, tag])) <= limit) {
      chunk.push(tag)
      continue
    }
    // Even alone it does not fit (a tiny limit): the others cannot know which entries to expire.
    if (!chunk.length) return [encodeAll(origin)]
    payloads.push(encodeOne(origin, chunk))
    chunk = [tag]
    if (bytes(encodeOne(origin, chunk)) > limit) return [encodeAll(origin)]
  }
  if (chunk.length) payloads.push(encodeOne(origin, chunk))
  return payloads
}

/** Reads a NOTIFY payload; anything else than a message of ours (another writer, garbage) is null. */
export function decodeMessage(payload: string): FanoutMessage | null {
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { v, o, t, all } = value as { v?: unknown; o?: unknown; t?: unknown; all?: unknown }
  if (v !== 1 || typeof o !== 'string' || !o) return null
  if (all === true) return { origin: o, tags: [], all: true }
  if (!Array.isArray(t) || !t.length) return null
  const tags = t.filter((tag): tag is string => typeof tag === 'string' && tag.length > 0 && tag.length <= MAX_TAG_LENGTH)
  if (tags.length !== t.length) return null
  return { origin: o, tags, all: false }
}

/** Whether a received message is for this process (another process's save, not its own echo). */
export const isFromElsewhere = (message: FanoutMessage, self: string) => message.origin !== self
