/**
 * Closing the production server on SIGINT/SIGTERM (scripts/serve.ts): no new connections, requests under
 * way finish and get their answers, idle keep-alive connections are closed as soon as they are idle, and
 * whatever is still open after `graceMs` is cut.
 */
import type { Server } from 'node:http'

export type CloseOutcome = 'drained' | 'cut'

export function closeGracefully(server: Server, graceMs: number): Promise<CloseOutcome> {
  return new Promise((resolve) => {
    let settled = false
    const finish = (outcome: CloseOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      clearInterval(sweeper)
      resolve(outcome)
    }
    const deadline = setTimeout(() => {
      server.closeAllConnections()
      finish('cut')
    }, graceMs)
    // A keep-alive connection whose answer just went out is idle again: close it rather than wait for the client.
    const sweeper = setInterval(() => server.closeIdleConnections(), 50)
    server.close(() => finish('drained'))
    server.closeIdleConnections()
  })
}
