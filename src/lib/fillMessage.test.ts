import { describe, expect, it } from 'vitest'

import { ADMIN_MESSAGES } from '@/i18n/adminMessages'
import { MESSAGES } from '@/i18n/messages'

import { fillMessage } from './fillMessage'

/** The namespaces whose raw messages go to the browser and are filled by fillMessage instead of ICU. */
const PLAIN_NAMESPACES = ['esimCheck'] as const

describe('fillMessage', () => {
  it('fills named arguments and leaves unknown ones', () => {
    expect(fillMessage('The {model} supports eSIM.', { model: 'iPhone 15' })).toBe('The iPhone 15 supports eSIM.')
    expect(fillMessage('iOS {version} · {other}', { version: 17.4 })).toBe('iOS 17.4 · {other}')
  })

  it.each(Object.entries(MESSAGES))('%s: the messages filled this way have only plain arguments', (_locale, messages) => {
    for (const namespace of PLAIN_NAMESPACES)
      for (const [key, text] of Object.entries(messages[namespace])) {
        // Every brace is a `{name}` argument, and no apostrophe quotes ICU syntax.
        expect(text.replace(/\{\w+\}/g, ''), `${namespace}.${key}`).not.toMatch(/[{}]/)
        expect(text, `${namespace}.${key}`).not.toMatch(/'[{}#|]/)
      }
  })

  /** Every string under `tree`, by its dotted key. */
  const strings = (tree: object, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : strings(value as object, `${prefix}${key}.`)))

  it.each(Object.entries(ADMIN_MESSAGES))('%s: the admin words (all filled this way) have only plain arguments', (_locale, messages) => {
    for (const [key, text] of strings(messages)) expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/)
  })
})
