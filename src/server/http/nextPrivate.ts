/**
 * The only place the production server (scripts/serve.ts) leans on behaviour Next does not document for a custom
 * server. Each has no supported equivalent in Next 16.4; nextPrivate.test.ts runs Next's own code against each, so an
 * upgrade that changes one fails there, loudly, instead of silently costing memory or speed. (Next's page cache, extended
 * by the cache handler that inlines stylesheets, is the other: inlineStylesCacheHandler.mjs, loaded by Next itself.)
 */
import 'server-only'

import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import Module from 'node:module'
import path from 'node:path'
import { Readable } from 'node:stream'

/**
 * `__NEXT_PRIVATE_STANDALONE_CONFIG`: the variable Next's own standalone server.js sets so that Next starts from the
 * configuration the build serialized (.next/required-server-files.json) instead of transpiling and running
 * next.config.ts again. A custom server has no public way to do this: next()'s `conf` option does not reach the router
 * server that loads the configuration (next/dist/server/lib/router-server.js). Why we want it: running next.config.ts
 * loads Next's SWC binary and, through the next-intl plugin, @swc/core (README, "Server memory").
 * Returns whether the built configuration is used (false before a build, and then Next reads next.config.ts itself).
 */
export const STANDALONE_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG'

export function startFromBuiltConfig(root: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env[STANDALONE_CONFIG_VARIABLE]) return true
  const built = path.join(root, '.next', 'required-server-files.json')
  if (!existsSync(built)) return false
  env[STANDALONE_CONFIG_VARIABLE] = JSON.stringify((JSON.parse(readFileSync(built, 'utf8')) as { config: unknown }).config)
  return true
}

const didRead = Object.getOwnPropertyDescriptor(Readable.prototype, 'readableDidRead')?.get

/**
 * Puts a request body read in front of Next back into the request's stream (src/server/http/apiAnswerCache.ts). Next
 * hands the IncomingMessage itself to a web Request as its body, and the web Request refuses a stream already read
 * from (`readableDidRead`): until the first put-back byte is read again the stream reads as unread — which, for
 * anyone after us, it is.
 */
export function putBackBody(req: IncomingMessage, body: Buffer) {
  req.unshift(body)
  Object.defineProperty(req, 'readableDidRead', {
    configurable: true,
    get: () => (req.readableLength >= body.length ? false : (didRead?.call(req) ?? true)),
  })
}

/**
 * Turbopack emits the same server chunk under several names, one per group of routes that needs it: the chunk with
 * payload.config.ts and the shop code it imports is 7 files of 1.3 MB in .next/server/chunks, the same but for the
 * source map each names in its last line (the staff
 * API, the storefront API, the sitemap, GraphQL …), and a server that has answered each kind of route loaded all 7 —
 * their sources alone were 15 MB of a 174 MB heap snapshot after mixed load (issue 39). Its runtime loads a chunk with
 * `require(absolute path)` and keeps the first factory of each module id, so a later copy adds nothing but its own source
 * and code. This makes Node resolve every copy to the first file of identical content in the same folder (one runtime
 * per folder), which it then loads once. Returns how many files now resolve to another.
 */
export function loadIdenticalChunksOnce(root: string): number {
  const same = identicalFiles([path.join(root, '.next', 'server', 'chunks'), path.join(root, '.next', 'server', 'chunks', 'ssr')])
  if (!same.size) return 0
  type Resolve = (request: string, parent: unknown, isMain: boolean, options?: unknown) => string
  const loader = Module as unknown as { _resolveFilename: Resolve }
  const resolve = loader._resolveFilename
  loader._resolveFilename = function (this: unknown, request, parent, isMain, options) {
    const resolved = resolve.call(this, request, parent, isMain, options)
    return same.get(resolved) ?? resolved
  }
  return same.size
}

/** Each .js file of `folders` (not their subfolders) whose code equals an earlier one's (by name) → that earlier file. */
export function identicalFiles(folders: readonly string[]): Map<string, string> {
  const same = new Map<string, string>()
  for (const folder of folders) {
    if (!existsSync(folder)) continue
    const bySize = new Map<number, string[]>()
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.js')) continue
      const file = path.join(folder, entry.name)
      const size = statSync(file).size
      bySize.set(size, [...(bySize.get(size) ?? []), file])
    }
    // Only files sharing a size with another are read and hashed: a few, out of hundreds.
    for (const files of bySize.values()) {
      if (files.length < 2) continue
      const first = new Map<string, string>()
      for (const file of files.sort()) {
        // Each copy ends by naming its own source map (off at run time): the rest is what must be the same.
        const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=[^\n]*\s*$/, '')
        const digest = createHash('sha256').update(code).digest('hex')
        const earlier = first.get(digest)
        if (earlier) same.set(file, earlier)
        else first.set(digest, file)
      }
    }
  }
  return same
}
