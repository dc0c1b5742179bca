/**
 * Puts e2e test passkeys on staff accounts (on the e2e fixture host, the e2e database): the public keys of
 * software authenticators the workers hold (support.ts `staffLogin`), so they can finish the accounts' password
 * sign-ins the way the admin's login page offers. Input in E2E_STAFF_PASSKEY (one or a list of { email, credentialId,
 * publicKey }); a credential already on the account is left as it is. Prints one `STAFFKEY {json}` line.
 */
import { runFixture } from './fixture-script'

type Key = { email: string; credentialId: string; publicKey: string }

runFixture('STAFFKEY', async (payload) => {
  const given = JSON.parse(process.env.E2E_STAFF_PASSKEY ?? '[]') as Key | Key[]
  const ids: number[] = []
  for (const { email, credentialId, publicKey } of Array.isArray(given) ? given : [given]) {
    const staff = (await payload.find({ collection: 'staff', where: { email: { equals: email } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
    if (!staff) throw new Error(`no staff account ${email}`)
    const held = await payload.count({ collection: 'passkeys', where: { credentialId: { equals: credentialId } }, overrideAccess: true })
    if (!held.totalDocs) await payload.create({ collection: 'passkeys', overrideAccess: true, data: { owner: 'staff', staff: staff.id, name: 'e2e tests', credentialId, publicKey, counter: 0 } })
    ids.push(staff.id)
  }
  return { ids }
})
