/**
 * What a verification code is, for the form and the server alike: six digits, valid for 10 minutes,
 * 5 wrong tries. Browser-safe; issuing and hashing codes (node:crypto) are in ./verification.
 */
export const CODE_DIGITS = 6
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_DIGITS}}$`)

export const CODE_TTL_MINUTES = 10
/** How long a code is valid: the stored expiry, the mail and SMS text, and the cut-off for a late send. */
export const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000
export const MAX_CODE_ATTEMPTS = 5
/** One code a minute per address: the server's send limit, and how long the forms wait before "send again". */
export const RESEND_SECONDS = 60

/** Normalised address a code is bound to (and a phone compared with the one the member confirmed). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()
export const normalisePhone = (phone: string) => phone.replace(/[^\d+]/g, '')

/** Has a code issued at `issuedAt` outlived its validity at `now`? */
export function isCodeExpired(issuedAt: Date, now: Date): boolean {
  return now.getTime() - issuedAt.getTime() > CODE_TTL_MS
}

/** A member as far as the order's code rule reads them: the account's e-mail and the address they last proved with a code. */
export type CodeWaiverFacts = { email: string; verifiedEmail?: string | null }

/** Has the member proved their account's e-mail with a code (on an order, an e-mail change or a reset by e-mail)? */
export const emailVerified = (member: CodeWaiverFacts): boolean =>
  Boolean(member.verifiedEmail) && normaliseEmail(member.verifiedEmail ?? '') === normaliseEmail(member.email)

/**
 * Does an order to `orderEmail` need a code sent there? Not for the logged-in member (read from the session by the
 * server, never from the browser) whose verified account e-mail it is: that address is already proven. A guest, an
 * unverified member, or another address still needs one.
 */
export const orderNeedsCode = (member: CodeWaiverFacts | null, orderEmail: string): boolean =>
  !member || !emailVerified(member) || normaliseEmail(orderEmail) !== normaliseEmail(member.email)
