/**
 * A local SMS gateway speaking the documented protocol of src/server/sms/provider.ts (SMS_PROVIDER=http): every call
 * is kept, and the tests choose the status it answers.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SmsCall = { authorization?: string; contentType?: string; body: { to?: string; text?: string; sender?: string } }
export type SmsGateway = { status: number; calls: SmsCall[]; server: Server | undefined; url: string }

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

export function newSmsGateway(): SmsGateway {
  return { status: 202, calls: [], server: undefined, url: '' }
}

export function startSmsGateway(gateway: SmsGateway): Promise<void> {
  const server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as SmsCall['body']
    gateway.calls.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body })
    response.writeHead(gateway.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(gateway.status < 300 ? { id: `sms-${gateway.calls.length}` } : { error: 'busy' }))
  })
  gateway.server = server
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`
      resolve()
    })
  })
}

export function stopSmsGateway(gateway: SmsGateway): Promise<void> {
  return new Promise<void>((resolve) => (gateway.server ? gateway.server.close(() => resolve()) : resolve()))
}
