/**
 * The start check of a production server (scripts/serve.ts, and scripts/run.ts before it starts one): the shop's own
 * variables and each provider config's problems, collected here where the process starts, so env.ts, which every
 * service reads, asks no provider config.
 */
import 'server-only'

import { esimProductionProblems } from './esim/config'
import { ecpayProductionProblems } from './invoice/config'
import { returnAddressProblems, tapPayNotifyProblems, tapPayProductionProblems } from './payments/config'

/**
 * What a production server must not start without (empty outside production). A demo deployment may
 * run without a mail server and with the local TapPay sandbox; nothing may run with a short secret.
 */
export function productionConfigProblems(env: Record<string, string | undefined> = process.env): string[] {
  if (env.NODE_ENV !== 'production') return []
  const problems: string[] = []
  const demo = env.DEMO_MODE === 'true'
  if (!env.PAYLOAD_SECRET) problems.push('PAYLOAD_SECRET is not set: set it to a long random string (e.g. `openssl rand -hex 32`).')
  else if (env.PAYLOAD_SECRET.length < 32) problems.push('PAYLOAD_SECRET is shorter than 32 characters: use a long random string.')
  if (!env.SMTP_URL?.trim() && !demo)
    problems.push(
      'SMTP_URL is not set: no mail would reach customers (codes, passwords, orders would only be stored in the admin Outbox). ' +
        'Set SMTP_URL, or DEMO_MODE=true if this deployment is a demo.',
    )
  if (env.SEED_DEMO === 'true' && !demo)
    problems.push('SEED_DEMO=true would create the demo accounts with their documented passwords: set DEMO_MODE=true only if this deployment is a demo.')
  // A demo (or a test run that says TAPPAY_SANDBOX=true) takes payments from the local TapPay sandbox; a real shop needs TapPay's
  // keys, and a site address TapPay can send travellers back to from 3-D Secure.
  if (!demo && env.TAPPAY_SANDBOX !== 'true') problems.push(...tapPayProductionProblems(env), ...returnAddressProblems(env))
  problems.push(...tapPayNotifyProblems(env))
  // The e2e server's eSIM wholesaler is the local sandbox (ESIM_SANDBOX=true), as its TapPay is.
  if (!demo && env.ESIM_SANDBOX !== 'true') problems.push(...esimProductionProblems(env))
  // Every paid order needs its e-invoice; the e2e run's and a demo's come from the local ECPay sandbox (scripts/run.ts).
  if (!demo && env.ECPAY_SANDBOX !== 'true') problems.push(...ecpayProductionProblems(env))
  return problems
}
