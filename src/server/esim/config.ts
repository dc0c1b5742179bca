/**
 * Which eSIM wholesaler the shop talks to (documented in .env.example). Without ESIM_ACCESS_URL it is the local
 * protocol server (dev/sandboxes/esimAccess.ts) that `npm run dev`, the e2e run and a demo start; a production shop
 * that sells a product through the wholesaler needs the real address and keys (esimProductionProblems). Read per
 * call, so tests can point it at an in-process sandbox. No `server-only`: pure functions of an environment record
 * (scripts/run.ts reads them); what uses the secret (./esimAccess.ts) is marked.
 */

export const ESIM_SANDBOX_DEFAULTS = { accessCode: 'sandbox_access_code', secret: 'sandbox_secret_key' } as const

export type EsimAccessConfig = { apiUrl: string | null; accessCode: string; secret: string; timeoutMs: number }

type Env = Record<string, string | undefined>

export function esimAccessConfig(env: Env = process.env): EsimAccessConfig {
  const apiUrl = env.ESIM_ACCESS_URL?.trim().replace(/\/$/, '') || null
  return {
    apiUrl,
    accessCode: env.ESIM_ACCESS_CODE?.trim() || ESIM_SANDBOX_DEFAULTS.accessCode,
    secret: env.ESIM_ACCESS_SECRET?.trim() || ESIM_SANDBOX_DEFAULTS.secret,
    timeoutMs: Number(env.ESIM_ACCESS_TIMEOUT_MS || 15_000),
  }
}

const isLoopback = (url: string) => {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

/** A real shop's wholesaler settings (none set is fine: every eSIM then comes from imported codes). */
export function esimProductionProblems(env: Env): string[] {
  const url = env.ESIM_ACCESS_URL?.trim()
  if (!url) return []
  const problems: string[] = []
  if (!url.startsWith('https://') || isLoopback(url)) problems.push(`ESIM_ACCESS_URL must be the wholesaler's https address, not ${url}.`)
  if (!env.ESIM_ACCESS_CODE?.trim() || !env.ESIM_ACCESS_SECRET?.trim())
    problems.push('ESIM_ACCESS_URL is set without ESIM_ACCESS_CODE and ESIM_ACCESS_SECRET (the keys from the wholesaler’s console).')
  return problems
}
