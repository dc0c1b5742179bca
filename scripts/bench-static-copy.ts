/**
 * The yardstick for the page micro-cache (issue 39): a bare Node HTTP server, in a process of its own, answering every
 * request with the exact bytes (gzip) and headers the shop sent for one page — the least any Node server can do per
 * request. `npm run bench` compares the shop's cached page with it (`home` against `home-copy`).
 */
import { spawn } from 'node:child_process'
import { request } from 'node:http'

const SERVER = `
const http = require('node:http')
const chunks = []
process.stdin.on('data', (c) => chunks.push(c))
process.stdin.on('end', () => {
  const { headers, body } = JSON.parse(Buffer.concat(chunks).toString())
  const bytes = Buffer.from(body, 'base64')
  const server = http.createServer((req, res) => {
    res.writeHead(200, { ...headers, 'content-length': bytes.length })
    res.end(bytes)
  })
  server.listen(0, '127.0.0.1', () => console.log(server.address().port))
})
`

/** The raw answer (compressed as sent) to a GET of `url`. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const kept: Record<string, string> = {}
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined && !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie'].includes(name)) kept[name] = String(value)
        resolve({ headers: kept, body: Buffer.concat(chunks) })
      })
    })
      .on('error', reject)
      .end()
  })
}

/** Starts the copy of `url`'s answer; returns its base URL and a stop function. */
export async function startStaticCopy(url: string, headers: Record<string, string>): Promise<{ base: string; stop: () => void }> {
  const page = await rawGet(url, headers)
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.end(JSON.stringify({ headers: page.headers, body: page.body.toString('base64') }))
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()))
    child.once('exit', (code) => reject(new Error(`the static copy exited (${code})`)))
  })
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}
