/**
 * Next's private behaviour the production server relies on (nextPrivate.ts), checked against Next's own code: a Next
 * upgrade that changes either fails here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingMessage } from 'node:http'
import Module, { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import { NodeNextRequest } from 'next/dist/server/base-http/node'
import loadConfig from 'next/dist/server/config'
import { NextRequestAdapter } from 'next/dist/server/web/spec-extension/adapters/next-request'
import { afterEach, describe, expect, it } from 'vitest'

import { identicalFiles, loadIdenticalChunksOnce, putBackBody, STANDALONE_CONFIG_VARIABLE, startFromBuiltConfig } from './nextPrivate'

const folders: string[] = []
afterEach(() => {
  delete process.env[STANDALONE_CONFIG_VARIABLE]
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A project whose next.config.js must not run, and the configuration its build serialized. */
function builtProject(config: object | null): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-next-private-'))
  folders.push(root)
  writeFileSync(path.join(root, 'next.config.js'), "throw new Error('next.config.js ran at start')\n")
  if (config) {
    mkdirSync(path.join(root, '.next'))
    writeFileSync(path.join(root, '.next', 'required-server-files.json'), JSON.stringify({ version: 1, config }))
  }
  return root
}

describe('starting from the configuration the build serialized', () => {
  it('is what Next loads, without running next.config', async () => {
    const serialized = { distDir: '.next', poweredByHeader: false, cacheMaxMemorySize: 8 * 1024 * 1024, env: { SHOP_MARK: 'built' } }
    const root = builtProject(serialized)
    expect(startFromBuiltConfig(root)).toBe(true)
    // The loader Next's router server calls at start (next/dist/server/lib/router-server.js).
    const config = (await loadConfig(PHASE_PRODUCTION_SERVER, root)) as unknown as typeof serialized
    expect(config.env).toEqual({ SHOP_MARK: 'built' })
    expect(config.cacheMaxMemorySize).toBe(8 * 1024 * 1024)
  })

  it('leaves Next to read next.config itself before a build, and keeps a configuration already given', () => {
    expect(startFromBuiltConfig(builtProject(null))).toBe(false)
    expect(process.env[STANDALONE_CONFIG_VARIABLE]).toBeUndefined()
    process.env[STANDALONE_CONFIG_VARIABLE] = '{"distDir":".next"}'
    expect(startFromBuiltConfig(builtProject({ distDir: 'elsewhere' }))).toBe(true)
    expect(process.env[STANDALONE_CONFIG_VARIABLE]).toBe('{"distDir":".next"}')
  })
})

describe('a request body read in front of Next and put back', () => {
  /** The body of the web Request Next makes from the request (its route handlers read this), after `before` ran. */
  async function nextSees(body: string, before: (req: IncomingMessage) => Promise<void>): Promise<string> {
    let seen: Promise<string> | undefined
    const server = createServer((req, res) => {
      seen = before(req)
        .then(() => NextRequestAdapter.fromNodeNextRequest(new NodeNextRequest(req), new AbortController().signal).text())
        .finally(() => res.end())
      // Awaited below, once the client has its answer.
      seen.catch(() => undefined)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      await new Promise<void>((resolve, reject) => {
        const req = request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/productList`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        })
        req.on('response', (res) => res.resume().on('end', resolve))
        req.on('error', reject)
        req.end(body)
      })
      return await seen!
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }

  const readAll = (req: IncomingMessage, length: number) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = []
      let size = 0
      const onReadable = () => {
        let chunk: Buffer | null
        while (size < length && (chunk = req.read() as Buffer | null) !== null) {
          chunks.push(chunk)
          size += chunk.length
        }
        if (size < length) return
        req.removeListener('readable', onReadable)
        resolve(Buffer.concat(chunks))
      }
      req.on('readable', onReadable)
    })

  it("reaches Next's web Request whole", async () => {
    const body = JSON.stringify({ name: 'eSIM', lang: '日本語' })
    const length = Buffer.byteLength(body)
    expect(await nextSees(body, async (req) => putBackBody(req, await readAll(req, length)))).toBe(body)
  })

  it('is needed: without it Next refuses the stream as already read', async () => {
    const body = '{"pageSize":1}'
    await expect(
      nextSees(body, async (req) => {
        req.unshift(await readAll(req, body.length))
      }),
    ).rejects.toThrow()
  })
})

describe('server chunks Turbopack emitted under several names', () => {
  const loader = Module as unknown as { _resolveFilename: unknown }
  const original = loader._resolveFilename
  afterEach(() => void (loader._resolveFilename = original))

  /** A build's chunk folders: a.js and b.js the same code (as Turbopack writes one chunk for two route groups). */
  function chunks(): { root: string; a: string; b: string; c: string; ssr: string } {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-chunks-'))
    folders.push(root)
    const dir = path.join(root, '.next', 'server', 'chunks')
    mkdirSync(path.join(dir, 'ssr'), { recursive: true })
    // Turbopack's copies differ in their last line only: the source map each names.
    const chunk = (name: string) => `module.exports=[1,(e)=>{e.v(1)}];\n\n//# sourceMappingURL=${name}.js.map\n`
    const files = { root, a: path.join(dir, 'a.js'), b: path.join(dir, 'b.js'), c: path.join(dir, 'c.js'), ssr: path.join(dir, 'ssr', 'a.js') }
    writeFileSync(files.a, chunk('a'))
    writeFileSync(files.b, chunk('b'))
    writeFileSync(files.c, chunk('c').replace('v(1)', 'v(2)'))
    writeFileSync(files.ssr, chunk('a'))
    return files
  }

  it('are found by their code, within one folder only (each folder has its own runtime)', () => {
    const files = chunks()
    const same = identicalFiles([path.dirname(files.a), path.dirname(files.ssr)])
    expect([...same]).toEqual([[files.b, files.a]])
  })

  it('are loaded once: requiring a copy gives the first file\'s module, other chunks stay their own', () => {
    const files = chunks()
    const load = createRequire(import.meta.url)
    // Before: each name is a module of its own (its own source and code in the heap).
    expect(load(files.b)).not.toBe(load(files.a))
    for (const file of [files.a, files.b]) delete load.cache[file]
    expect(loadIdenticalChunksOnce(files.root)).toBe(1)
    const first = load(files.a) as unknown[]
    expect(load(files.b)).toBe(first)
    expect(load.cache[files.b]).toBeUndefined()
    expect(load(files.c)).not.toBe(first)
    expect(load(files.ssr)).not.toBe(first)
  })
})
