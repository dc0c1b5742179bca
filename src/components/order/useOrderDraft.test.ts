import { describe, expect, it } from 'vitest'

import { draftHasInput, parseOrderDraft } from './useOrderDraft'

const draft = (values: Record<string, unknown>, step = 0) => ({ values, step, savedAt: Date.now() })

describe('order form drafts', () => {
  it('a form only opened holds no input: its defaults and the item from the address do not count', () => {
    expect(draftHasInput(draft({ email: '', phone: '', item: { kind: 'product', productId: 3, planId: 'p1', quantity: 1 } }))).toBe(false)
    expect(draftHasInput(draft({ email: '   ', agree: false }))).toBe(false)
  })

  it('a field filled in, the terms ticked or a later step is input', () => {
    expect(draftHasInput(draft({ email: 'a@b.co' }))).toBe(true)
    expect(draftHasInput(draft({ surname: 'Lin' }))).toBe(true)
    expect(draftHasInput(draft({ agree: true }))).toBe(true)
    expect(draftHasInput(draft({}, 1))).toBe(true)
  })

  it('reads a fresh draft and nothing else', () => {
    const now = Date.now()
    expect(parseOrderDraft(JSON.stringify(draft({ email: 'a@b.co' }, 2)), now)?.step).toBe(2)
    expect(parseOrderDraft(JSON.stringify({ values: {}, step: 9, savedAt: now }), now)).toBeNull()
    expect(parseOrderDraft('{not json', now)).toBeNull()
  })
})
