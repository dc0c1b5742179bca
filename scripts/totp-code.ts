/**
 * The current six-digit code of an authenticator-app key (development: the dev admin's first sign-in asks to set up an
 * app, issue 41.2). `npm run totp -- <key>` with the key the admin's set-up shows under its QR code.
 */
import { Secret, TOTP } from 'otpauth'

import { TOTP as SETTINGS } from '../src/domain/secondFactor'

const key = (process.argv[2] ?? '').replace(/\s+/g, '').toUpperCase()
if (!/^[A-Z2-7]+=*$/.test(key)) {
  console.error('usage: npm run totp -- <key shown under the QR code>')
  process.exit(2)
}
console.log(new TOTP({ secret: Secret.fromBase32(key), algorithm: SETTINGS.algorithm, digits: SETTINGS.digits, period: SETTINGS.period }).generate())
