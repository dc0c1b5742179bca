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

  it('resolves dot segments of a site path', () => {
    expect(safeReturnPath('/en/./personal/../personal/order')).toBe('/en/personal/order')
    expect(safeReturnPath('/en/%2e/personal')).toBe('/en/personal')
  })
})

/**
 * Known ways around a check of the raw string (issue 36: `/.//evil.com` resolved to `//evil.com`, and
 * `/en/login?returnTo=%2F.%2F%2Fevil.example%2Fphish` sent a member to http://evil.example/phish).
 */
const BYPASSES: [string, string][] = [
  ['a dot segment before //', '/.//evil.example'],
  ['a parent segment before //', '/..//evil.example'],
  ['a segment and its parent before //', '/a/..//evil.example'],
  ['more parents than segments', '/x/../..//evil.example/path'],
  ['two dot segments', '/././/evil.example'],
  ['an encoded dot', '/%2e//evil.example'],
  ['encoded dots in upper case', '/%2E%2E//evil.example'],
  ['an encoded parent after a segment', '/a/%2e%2e//evil.example'],
  ['a half-encoded parent', '/a/.%2e//evil.example'],
  ['a dot and a backslash', '/./\\evil.example'],
  ['a parent and a backslash', '/..\\evil.example'],
  ['a dot and an encoded slash', '/.%2f/evil.example'],
  ['a dot and an encoded backslash', '/.%5c/evil.example'],
  ['a double-encoded dot segment', '/%252e//evil.example'],
  ['a tab after the dot', '/.\t//evil.example'],
  ['a newline inside the slashes', '/.\n//evil.example'],
  ['a carriage return', '/\r/evil.example'],
  ['fullwidth slashes', '/\uff0f\uff0fevil.example'],
  ['encoded fullwidth slashes', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  ['division slashes', '/\u2215\u2215evil.example'],
  ['a fullwidth reverse solidus', '/\uff3cevil.example'],
  ['credentials', '//user:pass@evil.example/'],
  ['an at sign after dots', '/.//@evil.example'],
]

describe('safeReturnPath against known bypasses', () => {
  it.each(BYPASSES)('refuses %s', (_label, raw) => {
    expect(safeReturnPath(raw)).toBeNull()
  })

  // Whatever it accepts, in any spelling: a browser resolving it lands on this origin, and checking it again changes nothing.
  const spellings = BYPASSES.flatMap(([, raw]) => [raw, encodeURI(raw), `/en${raw}`, `${raw}?x=1#y`, `/en/a/b/..${raw.slice(1)}`])
  it.each(spellings.map((raw) => [JSON.stringify(raw), raw]))('a browser resolves %s, if accepted, to this site', (_label, raw) => {
    const kept = safeReturnPath(raw)
    if (kept === null) return
    expect(new URL(kept, 'https://shop.example/en/login').origin).toBe('https://shop.example')
    expect(kept).toMatch(/^\/(?![/\\])/)
    expect(safeReturnPath(kept)).toBe(kept)
  })
})
