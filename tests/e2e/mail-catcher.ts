/**
 * The e2e tests' mail server: a real SMTP server (smtp-server) the shop sends to (SMTP_URL), and a small
 * HTTP API the tests read the received mails from, parsed by mailparser:
 *   GET /messages?to=<address>  → [{ to, subject, text, html, receivedAt }], newest first
 *   GET /health                 → 200
 * It is the shop's SMS gateway too (SMS_PROVIDER=http, the protocol of src/server/sms/provider.ts):
 *   POST /sms { to, text, sender } → 202; the SMS is listed by /messages for its number, with an empty subject.
 * Started by Playwright (playwright.config.ts webServer) on E2E_SMTP_PORT and E2E_MAIL_PORT.
 */
import { createServer } from 'node:http'

import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'

type Received = { to: string[]; subject: string; text: string; html: string; receivedAt: string }

const smtpPort = Number(process.env.E2E_SMTP_PORT || 3125)
const httpPort = Number(process.env.E2E_MAIL_PORT || 3126)
// npm run test:container binds it to its container network's gateway, where the containers reach it.
const host = process.env.E2E_MAIL_HOST || '127.0.0.1'
const messages: Received[] = []

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()))

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.unshift({
          to: addresses(mail.to),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        })
        if (messages.length > 2000) messages.length = 2000
        callback()
      })
      .catch((error: Error) => callback(error))
  },
})
smtp.listen(smtpPort, host)

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (url.pathname === '/health') {
    res.writeHead(200).end('ok')
    return
  }
  if (url.pathname === '/sms' && req.method === 'POST') {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      try {
        const sms = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to?: string; text?: string }
        if (!sms.to || !sms.text) throw new Error('to and text are required')
        messages.unshift({ to: [sms.to.toLowerCase()], subject: '', text: sms.text, html: '', receivedAt: new Date().toISOString() })
        res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `sms-${messages.length}` }))
      } catch (error) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }))
      }
    })
    return
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase()
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list))
    return
  }
  res.writeHead(404).end()
}).listen(httpPort, host, () => console.log(`[mail-catcher] SMTP ${host}:${smtpPort}, messages on http://${host}:${httpPort}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
