/**
 * What a production shop needs to issue e-invoices (documented in .env.example): ECPay's address and the shop's own
 * e-invoice merchant. Checked when the server starts (src/server/startupCheck.ts productionConfigProblems), not at the first
 * invoice, which would otherwise fail an hour of retries after a paid order. No `server-only`: pure functions of an
 * environment record (scripts/run.ts reads them).
 */

/** ECPay's public test merchant of the e-invoice service (測試介接資訊, p=7849): safe defaults outside production. */
export const ECPAY_STAGE_MERCHANT = { merchantId: '2000132', hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' } as const

type Env = Record<string, string | undefined>

/** Where a real shop's invoices are filed; the stage service and the local sandbox file nothing. */
const PRODUCTION_URL = 'https://einvoice.ecpay.com.tw/B2CInvoice'

const hostOf = (url: string) => {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.hostname : null
  } catch {
    return null
  }
}

/** A real shop's ECPay settings: ECPay's production address and a merchant of its own, with its 16-character key and IV. */
export function ecpayProductionProblems(env: Env): string[] {
  const url = env.ECPAY_INVOICE_URL?.trim()
  const problems: string[] = []
  if (!url) problems.push(`ECPAY_INVOICE_URL is not set: no e-invoice could be issued. Set it to ${PRODUCTION_URL}.`)
  else if (hostOf(url) !== new URL(PRODUCTION_URL).hostname) problems.push(`ECPAY_INVOICE_URL must be ECPay's production address ${PRODUCTION_URL}, not ${url}.`)
  const missing = ['ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV'].filter((name) => !env[name]?.trim())
  if (missing.length) problems.push(`ECPay's e-invoice merchant is not configured (${missing.join(', ')}): set them from ECPay's vendor back office.`)
  else if (env.ECPAY_MERCHANT_ID!.trim() === ECPAY_STAGE_MERCHANT.merchantId)
    problems.push(`ECPAY_MERCHANT_ID is ECPay's public test merchant (${ECPAY_STAGE_MERCHANT.merchantId}): its invoices are not filed. Set the shop's own merchant.`)
  else if (env.ECPAY_HASH_KEY!.trim().length !== 16 || env.ECPAY_HASH_IV!.trim().length !== 16) problems.push('ECPAY_HASH_KEY and ECPAY_HASH_IV must be 16 characters each.')
  return problems
}
