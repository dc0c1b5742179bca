/**
 * Puts an e2e test passkey on a staff account (tsx with tsconfig.scripts.json, on the e2e database): the public key of
 * a software authenticator the calling worker holds (support.ts `staffLogin`), so that worker can finish the account's
 * password sign-ins the way the admin's login page offers. Input in E2E_STAFF_PASSKEY; prints one `STAFFKEY {json}` line.
 */
import { runFixture } from './fixture-script'

runFixture('STAFFKEY', async (payload) => {
  const { email, credentialId, publicKey } = JSON.parse(process.env.E2E_STAFF_PASSKEY ?? '{}') as { email: string; credentialId: string; publicKey: string }
  const staff = (await payload.find({ collection: 'staff', where: { email: { equals: email } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
  if (!staff) throw new Error(`no staff account ${email}`)
  await payload.create({ collection: 'passkeys', overrideAccess: true, data: { owner: 'staff', staff: staff.id, name: 'e2e tests', credentialId, publicKey, counter: 0 } })
  return { id: staff.id }
})
