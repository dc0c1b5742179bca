/**
 * Once per Playwright run, before the workers start: the seeded admin's e2e passkey (tests/e2e/support.ts, presetDevice)
 * is put on the account, so no worker starts a fixture process (Payload, 25–45 s on a busy CI machine) for it.
 * Workers inherit the environment set here.
 */
import { PRESET_READY_ENV, PRESET_STAFF, presetDevice, runTsxScript } from './support'

export default function globalSetup() {
  process.env.E2E_STAFF_PASSKEY = JSON.stringify(
    PRESET_STAFF.map((email) => {
      const device = presetDevice(email)
      return { email, credentialId: device.id, publicKey: device.publicKey }
    }),
  )
  try {
    runTsxScript('tests/e2e/staff-passkey-fixture.ts', 1, 120_000)
  } finally {
    delete process.env.E2E_STAFF_PASSKEY
  }
  process.env[PRESET_READY_ENV] = PRESET_STAFF.join(',')
}
