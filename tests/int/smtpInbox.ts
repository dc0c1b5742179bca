/**
 * A local SMTP server for an int test file: the mails the shop really sends (SMTP_URL points here while the file
 * runs), parsed. `start()` in beforeAll, `stop()` in afterAll (it puts SMTP_URL back).
 */
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { waitFor } from './helpers'

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string }

export function smtpInbox() {
  const mails: ReceivedMail[] = []
  let server: SMTPServer | undefined
  const saved = process.env.SMTP_URL
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()))
  return {
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              const recipients = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()))
              mails.unshift({ to: recipients, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' })
              callback()
            })
            .catch((error: Error) => callback(error))
        },
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
    },
    async stop() {
      if (saved === undefined) delete process.env.SMTP_URL
      else process.env.SMTP_URL = saved
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    },
    /** Every mail to `address`, newest first. */
    to,
    /** The first mail to `address`, once it arrived. */
    first: (address: string) => waitFor(async () => to(address).at(-1), `a mail to ${address}`, 20_000),
    /**
     * The newest code mailed to `address` that is none of `seen`, once it arrived (by its code, not by counting: a mail
     * retried after a lost reply arrives twice).
     */
    codeBesides: (address: string, seen: string[]) =>
      waitFor(async () => to(address).map(codeIn).find((code) => !seen.includes(code)), `a new code to ${address}`, 20_000),
  }
}

/** The six-digit code of a verification-code mail (in its subject). */
export const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.subject)![1]!
