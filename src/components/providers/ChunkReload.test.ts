import { describe, expect, it } from 'vitest'

import { isChunkLoadError } from './ChunkReload'

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.\n(error: https://shop/_next/static/chunks/123.js)'), {
      name: 'ChunkLoadError',
    }),
    new Error('Loading chunk app-layout failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://shop/_next/static/chunks/abc.js'),
    new TypeError('Importing a module script failed.'),
    'ChunkLoadError: Loading chunk 7 failed',
    'Uncaught ChunkLoadError',
  ])('recognises %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true)
  })

  it.each([
    new Error('Network request failed'),
    new TypeError('Failed to fetch'),
    new Error('Cannot read properties of undefined'),
    'Script error.',
    '',
    null,
    undefined,
    42,
    { message: 'Loading chunk 1 failed' }, // not an Error: String() gives [object Object]
  ])('ignores %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(false)
  })
})
