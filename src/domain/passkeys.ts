/**
 * Passkeys (WebAuthn, issue 41.2): the rules the browser and the server share. The ceremonies themselves run in
 * @simplewebauthn/server and /browser; what is ours is how long a challenge lives, what a passkey may be called,
 * how many one account keeps, which counter is accepted and how fresh a sign-in must be to remove one.
 */

/** A challenge is good for one ceremony, for this long after it was handed out (the browser's prompt waits as long). */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60
export const PASSKEY_CHALLENGE_TTL_MS = PASSKEY_CHALLENGE_TTL_SECONDS * 1000

/** Has a challenge handed out at `issuedAt` outlived its ceremony at `now`? */
export const isChallengeExpired = (issuedAt: Date, now: Date): boolean => now.getTime() - issuedAt.getTime() > PASSKEY_CHALLENGE_TTL_MS

/** What a challenge is for: adding a passkey to the signed-in account, or signing in with one. */
export type PasskeyPurpose = 'register' | 'login'
/** Whose passkey: a member's (storefront) or a staff account's (admin). */
export type PasskeyOwner = 'members' | 'staff'

export const PASSKEY_NAME_MAX = 60

/** Sign-in ceremonies one client address may start in 10 minutes (each stores a challenge until it expires). */
export const PASSKEY_LOGIN_OPTIONS_PER_IP = { max: 60, windowSeconds: 600 } as const
export const MAX_PASSKEYS_PER_ACCOUNT = 10

/** The name a passkey is listed under: trimmed, one line, at most PASSKEY_NAME_MAX characters; empty takes `fallback`. */
export function passkeyName(typed: string | null | undefined, fallback: string): string {
  const name = (typed ?? '').replace(/\s+/g, ' ').trim().slice(0, PASSKEY_NAME_MAX)
  return name || fallback
}

/**
 * A signature counter that may be accepted: authenticators that keep none (most synced passkeys) send 0 every time;
 * one that counts must send more than we stored, or the credential was cloned.
 */
export const counterAccepted = (stored: number, received: number): boolean => (stored === 0 && received === 0) || received > stored

/** Removing a passkey needs a sign-in this recent (a password or a passkey), not an old session left open. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60

export const isFreshSignIn = (issuedAtSeconds: number | null | undefined, nowMs: number): boolean =>
  typeof issuedAtSeconds === 'number' && nowMs / 1000 - issuedAtSeconds <= FRESH_SIGN_IN_SECONDS

/** The relying party of the site address: its host name is the RP ID, its origin the only one a ceremony may come from. */
export function relyingParty(siteUrl: string): { rpID: string; origin: string } {
  const url = new URL(siteUrl)
  return { rpID: url.hostname, origin: url.origin }
}
