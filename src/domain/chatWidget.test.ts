import { describe, expect, it } from 'vitest'

import { chatLanguage, chatOrigin, chatScriptSrc, chatScriptUrlProblem, type ChatSettings } from './chatWidget'
import { LOCALES } from './locale'

const on: ChatSettings = { enabled: true, scriptUrl: 'https://chat.example.com/widget.js', platform: 'web', accessId: 'A-123', medium: 'shop' }

describe('chatLanguage', () => {
  it('maps the six shop languages to the provider codes of spec §7 (cn→zh, en→en, ja→jp, ko→kor, vi→vie, tw→cht)', () => {
    expect(Object.fromEntries(LOCALES.map((l) => [l, chatLanguage(l)]))).toEqual({
      'zh-TW': 'cht',
      'zh-CN': 'zh',
      en: 'en',
      ja: 'jp',
      ko: 'kor',
      vi: 'vie',
    })
  })
})

describe('chatScriptUrlProblem', () => {
  it('accepts an https address, with a port, path and query', () => {
    expect(chatScriptUrlProblem('https://chat.example.com/widget.js')).toBeNull()
    expect(chatScriptUrlProblem('https://127.0.0.1:8443/a/b.js?v=2')).toBeNull()
  })
  it('refuses anything but https', () => {
    for (const url of ['http://chat.example.com/w.js', 'javascript:alert(1)', 'data:text/javascript,alert(1)', 'ftp://x.example/w.js', '//chat.example.com/w.js'])
      expect(chatScriptUrlProblem(url), url).not.toBeNull()
    expect(chatScriptUrlProblem('http://chat.example.com/w.js')).toBe('notHttps')
  })
  it('refuses what is not an address, credentials, hosts a CSP cannot name, and overlong addresses', () => {
    expect(chatScriptUrlProblem('chat.example.com/w.js')).toBe('invalid')
    expect(chatScriptUrlProblem('https://user:pw@chat.example.com/w.js')).toBe('invalid')
    expect(chatScriptUrlProblem('https://[::1]/w.js')).toBe('invalid')
    expect(chatScriptUrlProblem(`https://chat.example.com/${'a'.repeat(500)}`)).toBe('invalid')
  })
})

describe('chatScriptSrc', () => {
  it('adds platform, access id, medium and the language of the page', () => {
    const src = new URL(chatScriptSrc(on, 'vi')!)
    expect(src.origin + src.pathname).toBe('https://chat.example.com/widget.js')
    expect(Object.fromEntries(src.searchParams)).toEqual({ platform: 'web', accessId: 'A-123', medium: 'shop', language: 'vie' })
    expect(new URL(chatScriptSrc(on, 'zh-TW')!).searchParams.get('language')).toBe('cht')
  })
  it('keeps a query of its own, replaces our parameters, encodes values and leaves out empty ones', () => {
    const src = new URL(chatScriptSrc({ ...on, scriptUrl: 'https://chat.example.com/w.js?v=2&language=xx', accessId: 'a b&c=d', medium: ' ' }, 'ja')!)
    expect(src.searchParams.get('v')).toBe('2')
    expect(src.searchParams.getAll('language')).toEqual(['jp'])
    expect(src.searchParams.get('accessId')).toBe('a b&c=d')
    expect(src.searchParams.has('medium')).toBe(false)
  })
  it('is null when the widget is off, has no address or an unusable one', () => {
    expect(chatScriptSrc({ ...on, enabled: false }, 'en')).toBeNull()
    expect(chatScriptSrc({ ...on, scriptUrl: '' }, 'en')).toBeNull()
    expect(chatScriptSrc({ ...on, scriptUrl: 'http://chat.example.com/w.js' }, 'en')).toBeNull()
    expect(chatScriptSrc(null, 'en')).toBeNull()
    expect(chatScriptSrc(undefined, 'en')).toBeNull()
  })
})

describe('chatOrigin', () => {
  it('is the script’s origin only when the widget would load', () => {
    expect(chatOrigin(on)).toBe('https://chat.example.com')
    expect(chatOrigin({ ...on, scriptUrl: 'https://127.0.0.1:8443/w.js' })).toBe('https://127.0.0.1:8443')
    expect(chatOrigin({ ...on, enabled: false })).toBeNull()
    expect(chatOrigin({ enabled: true })).toBeNull()
    expect(chatOrigin({ ...on, scriptUrl: 'javascript:alert(1)' })).toBeNull()
  })
})
