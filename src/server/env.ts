/** Reads configuration from the environment; every variable is documented in .env.example. */
const DEV_SECRET = 'dev-only-secret-change-me-in-production-0123456789'

export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (process.env.NODE_ENV === 'production' && process.env.ALLOW_DEV_SECRET !== 'true') {
    throw new Error('PAYLOAD_SECRET must be set in production')
  }
  return DEV_SECRET
}

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm run dev` / `npm start`, which provide one')
  return url
}

export const isProduction = () => process.env.NODE_ENV === 'production'

export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
}
