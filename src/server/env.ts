/** Reads configuration from the environment; every variable is documented in .env.example. */
import 'server-only'

import { randomBytes } from 'node:crypto'

export const isProduction = () => process.env.NODE_ENV === 'production'

/**
 * DEMO_MODE=true says "this deployment is a demo": only then may a production server seed the
 * documented demo accounts and run without a mail server (mail goes to the admin Outbox, and one-time
 * codes to the server log).
 */
export const isDemoDeployment = () => process.env.DEMO_MODE === 'true'

let ephemeralSecret: string | undefined

/**
 * Signs login tokens and keys the shop's HMACs. There is no default: production refuses to start
 * without one (scripts/serve.ts), `npm run dev|build|start` on the embedded database keep a random one
 * in .data/, and anything else (a test run, a one-off script) gets a random one for its process.
 */
export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (isProduction()) throw new Error('PAYLOAD_SECRET must be set in production (a long random string)')
  ephemeralSecret ??= randomBytes(32).toString('hex')
  return ephemeralSecret
}

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm run dev` / `npm start`, which provide one')
  return url
}

/** A variable read when called: `process.env.NEXT_PUBLIC_…` written out is replaced by its build-time value in Next's bundles. */
const runtimeEnv = (name: string) => process.env[name]

/**
 * The shop's public address (links in mails, canonical URLs, TapPay's 3-D Secure return), as the running server is
 * configured: read at run time, so the address TapPay sends travellers back to is never a build machine's (or a .env's
 * localhost) that Next inlined.
 */
export function siteUrl(): string {
  return (runtimeEnv('NEXT_PUBLIC_SITE_URL') || 'http://localhost:3000').replace(/\/$/, '')
}

/** Where staff alerts go (eSIM stock running out): ALERT_EMAIL, one address or several separated by commas. */
export function alertEmails(): string[] {
  return (process.env.ALERT_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => /^[^\s@]+@[^\s@]+$/.test(address))
}

/** One-time codes and generated passwords may appear in the server log only outside production, or in a demo. */
export const mayLogSecrets = () => !isProduction() || isDemoDeployment()
