/**
 * A local SMTP server for one test file: the mails the shop really sends, parsed. While it runs, SMTP_URL points at
 * it (the shop's mail transport reads it at each send); `stop` puts the previous value back.
 */
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { waitFor } from './helpers'

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string }

/** The six-digit code of a verification-code mail (in its subject). */
export const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.subject)![1]!

export async function startSmtpInbox() {
  const inbox: ReceivedMail[] = []
  const saved = process.env.SMTP_URL
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()))
          inbox.unshift({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  /** Every mail to `address`, newest first. */
  const to = (address: string) => inbox.filter((mail) => mail.to.includes(address.toLowerCase()))
  return {
    to,
    /** The newest mail to `address` whose subject matches, once it has arrived. */
    mailTo: (address: string, subject: RegExp) =>
      waitFor(async () => to(address).find((mail) => subject.test(mail.subject)), `a mail to ${address} like ${subject}`, 20_000),
    /** The first mail to `address`, once it has arrived. */
    first: (address: string) => waitFor(async () => to(address).at(-1), `a mail to ${address}`, 20_000),
    /**
     * The newest code mailed to `address` that is none of `seen`, once it has arrived (by its code, not by counting: a
     * mail retried after a lost reply arrives twice).
     */
    codeBesides: (address: string, seen: string[]) =>
      waitFor(async () => to(address).map(codeIn).find((code) => !seen.includes(code)), `a new code to ${address}`, 20_000),
    async stop() {
      if (saved === undefined) delete process.env.SMTP_URL
      else process.env.SMTP_URL = saved
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>
