/**
 * Once per Playwright run, after the web servers are up and before the workers start: the seeded admin's e2e passkey
 * (tests/e2e/support.ts, presetDevice) is put on the account, so no worker runs a fixture for it. Workers inherit the
 * environment set here.
 */
import { PRESET_READY_ENV, PRESET_STAFF, presetDevice, runFixtureScript } from './support'

export default async function globalSetup() {
  const keys = PRESET_STAFF.map((email) => {
    const device = presetDevice(email)
    return { email, credentialId: device.id, publicKey: device.publicKey }
  })
  await runFixtureScript('tests/e2e/staff-passkey-fixture.ts', { env: { E2E_STAFF_PASSKEY: JSON.stringify(keys) }, timeoutMs: 120_000 })
  process.env[PRESET_READY_ENV] = PRESET_STAFF.join(',')
}
