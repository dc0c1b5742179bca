import 'server-only'

import type { Payload } from 'payload'

import { tooManyAttempts } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { normaliseEmail } from '@/domain/verification'
import { openingHours } from '@/domain/serviceHours'
import { CONTACT_LIMITS, supportReference } from '@/domain/support'
import { inTransaction } from '@/server/db/transaction'
import { enqueueMail } from '@/server/mail/queue'
import { hit, type Limit } from '@/server/rateLimit'
import type { Member } from '@/payload-types'

export type ContactInput = { content: string; locale: Locale; ip: string } & (
  | { member: Pick<Member, 'id' | 'email'>; email?: never }
  | { member?: null; email: string }
)

/**
 * Stores a message to customer service and queues its acknowledgement in the sender's language, in one
 * transaction: a stored message always gets its mail, and a failed write sends none. Members answer to
 * their account's address; visitors to the one they typed, limited per client address (and members per
 * account) so the form cannot be used to send mail in bulk.
 */
export async function submitContact(payload: Payload, input: ContactInput): Promise<{ reference: string }> {
  const limits: Limit[] = input.member
    ? [{ name: 'contact-member-hour', key: String(input.member.id), max: CONTACT_LIMITS.perMemberPerHour, windowSeconds: 3600 }]
    : [{ name: 'contact-ip-hour', key: input.ip, max: CONTACT_LIMITS.perIpPerHour, windowSeconds: 3600 }]
  const exceeded = await hit(payload, limits)
  if (exceeded) throw tooManyAttempts(exceeded.windowSeconds)

  const email = input.member ? input.member.email : normaliseEmail(input.email)
  return inTransaction(payload, async ({ req }) => {
    const doc = await payload.create({
      collection: 'support-messages',
      data: {
        source: input.member ? 'member' : 'visitor',
        member: input.member?.id,
        email,
        locale: input.locale,
        content: input.content,
        status: 'new',
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    const reference = supportReference(doc.id)
    await payload.update({ collection: 'support-messages', id: doc.id, data: { reference }, req, overrideAccess: true, depth: 0 })
    // A visitor's message is not repeated: the form would mail any text, with the shop's name on it, to any address typed.
    const hours = openingHours((await payload.findGlobal({ slug: 'site-settings', depth: 0, req })).customerServiceHours) ?? undefined
    const data = input.member ? { reference, hours, content: input.content } : { reference, hours }
    await enqueueMail(payload, { kind: 'supportReceived', to: email, locale: input.locale, data }, req)
    return { reference }
  })
}
