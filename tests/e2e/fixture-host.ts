/**
 * The e2e fixtures' host (a Playwright web server, playwright.config.ts): Payload is started once for the run, and each
 * fixture file (tests/e2e/*-fixture.ts, paid-orders.ts) is loaded anew and run on it, one at a time, when a spec asks
 * (support.ts `runFixtureScript`: POST /run { file, env }). Before, every fixture was a tsx process of its own that
 * loaded the app and started Payload (7–10 CPU-s, 25–45 s on a busy CI machine) for a few inserts, some twenty times
 * a run. `env` is set for the fixture's run and put back after. The answer is the fixture's `TAG {json}` line, or its
 * error (status 500).
 *
 * Mail the fixtures queue stays queued (MESSAGING_RUNNER=worker): the server under test sends it.
 */
import { createServer, type IncomingMessage } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { getPayload, type Payload } from 'payload'

import config from '../../payload.config'

import { FIXTURE_HOST, hostSlot } from './fixture-script'

const port = Number(process.env.E2E_FIXTURE_PORT)
const root = process.cwd()
let runs = 0

type Run = { file: string; env?: Record<string, string> }

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

async function run(payload: Payload, { file, env = {} }: Run): Promise<string> {
  const absolute = path.resolve(root, file)
  if (!absolute.startsWith(path.join(root, 'tests', 'e2e') + path.sep)) throw new Error(`${file} is not an e2e fixture`)
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  ;(globalThis as Record<symbol, unknown>)[FIXTURE_HOST] = {}
  try {
    // Loaded anew each time (a module address of its own): the file names its fixture when it runs (runFixture), and
    // some keep counters of their own. What it imports (Payload, the app) is the host's, loaded once. (Through require
    // instead, the app would load a second time, as CommonJS, and Payload's ESM fails there.)
    await import(`${pathToFileURL(absolute).href}?run=${++runs}`)
    const fixture = hostSlot()?.fixture
    if (!fixture) throw new Error(`${file} names no fixture (runFixture)`)
    return `${fixture.tag} ${JSON.stringify(await fixture.make(payload))}\n`
  } finally {
    delete (globalThis as Record<symbol, unknown>)[FIXTURE_HOST]
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

async function main() {
  const payload = await getPayload({ config, disableOnInit: true })
  // One fixture at a time: each may set the environment it runs in.
  let turn: Promise<unknown> = Promise.resolve()
  const server = createServer((request, response) => {
    if (request.url === '/health') {
      response.end('ok')
      return
    }
    if (request.method !== 'POST' || request.url !== '/run') {
      response.statusCode = 404
      response.end()
      return
    }
    const done = turn.then(async () => {
      try {
        const out = await run(payload, JSON.parse(await bodyOf(request)) as Run)
        response.setHeader('content-type', 'text/plain; charset=utf-8')
        response.end(out)
      } catch (error) {
        response.statusCode = 500
        response.end(error instanceof Error ? (error.stack ?? error.message) : String(error))
      }
    })
    turn = done
  })
  server.listen(port, '127.0.0.1', () => console.log(`fixture host on ${port}`))
  const stop = () => {
    server.close()
    void payload.destroy().finally(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
