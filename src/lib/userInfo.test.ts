import { describe, expect, it } from 'vitest'

import { parseUserInfo } from './userInfo'

describe('parseUserInfo', () => {
  it.each([1, 2, 3] as const)('reads account type %i', (type) => {
    expect(parseUserInfo(JSON.stringify({ type }))).toEqual({ type })
  })

  it('keeps only the type', () => {
    expect(parseUserInfo('{"type":2,"email":"x@y.z","admin":true}')).toEqual({ type: 2 })
  })

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['malformed JSON', '{type:1'],
    ['an unknown type', '{"type":4}'],
    ['type 0', '{"type":0}'],
    ['a string type', '{"type":"1"}'],
    ['no type', '{}'],
    ['JSON null', 'null'],
    ['a number', '1'],
  ])('returns null for %s', (_label, raw) => {
    expect(parseUserInfo(raw)).toBeNull()
  })
})
