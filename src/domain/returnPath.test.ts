import { describe, expect, it } from 'vitest'

import { safeReturnPath } from './returnPath'

describe('safeReturnPath', () => {
  it.each([
    ['/personal/changePassword', '/personal/changePassword'],
    ['/en/personal/order?status=1', '/en/personal/order?status=1'],
    ['/vi/personal/memberInformation#email', '/vi/personal/memberInformation#email'],
    ['/ja/cardType?name=%E5%8F%B0', '/ja/cardType?name=%E5%8F%B0'],
    ['/', '/'],
  ])('keeps the site path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected)
  })

  it.each([
    ['another origin', 'https://evil.example/personal'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/personal/order'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash anywhere', '/personal\\..\\\\evil.example'],
    ['an encoded slash', '/%2Fevil.example'],
    ['an encoded slash in lower case', '/%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a double-encoded slash', '/%252Fevil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', 'personal/order'],
    ['a tab inside the host part', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['an encoded newline', '/%0a/evil.example'],
    ['a space first', ' /personal'],
    ['an empty value', ''],
    ['null', null],
    ['undefined', undefined],
    ['a very long path', `/${'a'.repeat(2000)}`],
    ['a malformed escape', '/personal/%E0%A4%A'],
  ])('refuses %s', (_label, raw) => {
    expect(safeReturnPath(raw)).toBeNull()
  })
})
