/**
 * The int tests' way through a staff second step (issue 41.2): the rule stays on, and a staff sign-in the server holds
 * (every admin's password sign-in) is finished the way the admin's login page offers — a passkey, here a software
 * authenticator whose public key the test puts on the account (counter 0, as synced passkeys send, so any number of
 * sign-ins in any order pass). A code from an authenticator app would be good only once per 30 seconds.
 */
import type { Payload } from 'payload'

import { POST as staffLoginRoute } from '@/app/(frontend)/api/staff/passkey/login/route'
import { POST as staffLoginOptionsRoute } from '@/app/(frontend)/api/staff/passkey/loginOptions/route'
import { relyingParty } from '@/domain/passkeys'
import { siteUrl } from '@/server/env'

import { postJson, type Envelope } from './helpers'
import { SoftAuthenticator } from './softAuthenticator'

const devices = new Map<number, Promise<SoftAuthenticator>>()

/** The test passkey of staff account `id`, put on the account the first time it is needed in this process. */
function deviceOf(payload: Payload, id: number): Promise<SoftAuthenticator> {
  let device = devices.get(id)
  if (!device) {
    device = (async () => {
      const { rpID, origin } = relyingParty(siteUrl())
      const soft = new SoftAuthenticator(rpID, origin)
      await payload.create({
        collection: 'passkeys',
        overrideAccess: true,
        data: { owner: 'staff', staff: id, name: 'int tests', credentialId: soft.id, publicKey: soft.publicKey, counter: 0 } as never,
      })
      return soft
    })()
    devices.set(id, device)
  }
  return device
}

/** A full staff session of account `id` through the passkey sign-in endpoints (what the login page's passkey button does). */
export async function staffPasskeySession(payload: Payload, id: number): Promise<{ token: string; user: Record<string, unknown> & { id: number } }> {
  const device = await deviceOf(payload, id)
  const options = await postJson<{ options: { challenge: string } }>(staffLoginOptionsRoute, '/api/staff/passkey/loginOptions', {}, { lang: 'en' })
  const reply = await postJson<{ token: string; user: { id: number } }>(staffLoginRoute, '/api/staff/passkey/login', { response: device.login(options.body.data.options, { counter: 0 }) }, { lang: 'en' })
  if (reply.status !== 200) throw new Error(`staff passkey sign-in refused: ${JSON.stringify(reply.body as Envelope)}`)
  return reply.body.data
}
