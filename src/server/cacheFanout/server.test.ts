import { revalidateTag } from 'next/cache'
import { describe, expect, it } from 'vitest'

describe("why the fan-out asks its own Next server to expire tags (POST /api/internal/expire-cache)", () => {
  it('Next still refuses revalidateTag outside a request: the day this fails, the listener may call it directly', () => {
    expect(() => revalidateTag('faq', { expire: 0 })).toThrow(/static generation store missing/)
  })
})
