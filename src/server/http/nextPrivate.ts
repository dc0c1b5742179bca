/**
 * The only place the production server (scripts/serve.ts) leans on behaviour Next does not document for a custom
 * server. Each has no supported equivalent in Next 16.4; nextPrivate.test.ts runs Next's own code against each, so an
 * upgrade that changes one fails there, loudly, instead of silently costing memory or speed.
 */
import 'server-only'

import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
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
