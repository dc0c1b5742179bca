/**
 * A cache with a ceiling on entries and on bytes, evicting the least recently used first — for anything
 * kept in the server's memory per request variant (pages, API answers), so no mix of requests can make
 * the process grow without end.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private total = 0

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size() {
    return this.entries.size
  }

  get bytes() {
    return this.total
  }

  /** The value, marked as just used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** Without marking it used (for checks that are not reads). */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value
  }

  set(key: string, value: V) {
    const bytes = this.sizeOf(value)
    this.delete(key)
    if (bytes > this.maxBytes) return
    this.entries.set(key, { value, bytes })
    this.total += bytes
    while (this.entries.size > this.maxEntries || this.total > this.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.bytes
  }

  clear() {
    this.entries.clear()
    this.total = 0
  }
}
