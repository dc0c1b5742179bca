import 'server-only'

/**
 * The wallet passes' signing keys, from the environment (.env.example): without them the order page shows no
 * "Add to … Wallet" button and the downloads answer 404. PEM values may be given as they are (newlines written
 * `\n` in a one-line variable) or base64-encoded.
 */

/** A PEM from a variable: as it is, with `\n` escapes, or base64 of the PEM text; null when unset or not a PEM. */
export function pemOf(value: string | undefined): string | null {
  const raw = value?.trim()
  if (!raw) return null
  const text = raw.includes('-----BEGIN') ? raw.replace(/\\n/g, '\n') : Buffer.from(raw, 'base64').toString('utf8')
  return text.includes('-----BEGIN') ? text : null
}

export type AppleWalletConfig = {
  passTypeIdentifier: string
  teamIdentifier: string
  signerCert: string
  signerKey: string
  signerKeyPassphrase?: string
  wwdr: string
}

/** Apple Wallet: the pass type's certificate and key, Apple's WWDR intermediate, the pass type and team ids. */
export function appleWalletConfig(): AppleWalletConfig | null {
  const passTypeIdentifier = process.env.APPLE_WALLET_PASS_TYPE_ID?.trim()
  const teamIdentifier = process.env.APPLE_WALLET_TEAM_ID?.trim()
  const signerCert = pemOf(process.env.APPLE_WALLET_CERT)
  const signerKey = pemOf(process.env.APPLE_WALLET_KEY)
  const wwdr = pemOf(process.env.APPLE_WALLET_WWDR_CERT)
  if (!passTypeIdentifier || !teamIdentifier || !signerCert || !signerKey || !wwdr) return null
  const passphrase = process.env.APPLE_WALLET_KEY_PASSPHRASE
  return { passTypeIdentifier, teamIdentifier, signerCert, signerKey, wwdr, ...(passphrase ? { signerKeyPassphrase: passphrase } : {}) }
}

export type GoogleWalletConfig = { issuerId: string; clientEmail: string; privateKey: string }

/** Google Wallet: the issuer id and the service account (its e-mail and private key) that signs the save links. */
export function googleWalletConfig(): GoogleWalletConfig | null {
  const issuerId = process.env.GOOGLE_WALLET_ISSUER_ID?.trim()
  const clientEmail = process.env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL?.trim()
  const privateKey = pemOf(process.env.GOOGLE_WALLET_PRIVATE_KEY)
  if (!issuerId || !/^\d+$/.test(issuerId) || !clientEmail || !privateKey) return null
  return { issuerId, clientEmail, privateKey }
}

/** Which wallets the order page offers. */
export const walletsConfigured = () => ({ apple: appleWalletConfig() !== null, google: googleWalletConfig() !== null })
