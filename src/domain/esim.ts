/**
 * eSIM activation codes (GSMA SGP.22 "activation code", the text inside an eSIM QR code):
 * `LPA:1$<SM-DP+ address>$<matching id>`. Staff import them as CSV; the shop hands each to one paid
 * order and shows the traveller the QR, the two values for manual entry and Apple's one-tap link.
 * One parser for the admin preview, the import and the tests.
 */

export type LpaCode = {
  /** The normalised activation code: `LPA:1$<address>$<matching id>`. */
  lpa: string
  smdpAddress: string
  matchingId: string
}

export type LpaProblem = 'format' | 'address' | 'matchingId' | 'confirmationCode'

/** An SM-DP+ address is a host name (SGP.22 §4.1): letters, digits, hyphens, at least one dot, optional port. */
const SMDP_ADDRESS = /^(?=.{4,253}(:|$))([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9](?::\d{1,5})?$/i
/** The matching id (AC_Token): upper-case letters, digits and hyphens (SGP.22); some issuers use lower case. */
const MATCHING_ID = /^[0-9A-Za-z-]{1,255}$/
/** Optional SM-DP+ OID (4th field): dotted digits. */
const OID = /^\d+(\.\d+)+$/

/** Parses one activation code; unchanged case except the `LPA:` prefix. */
export function parseLpa(input: string): { ok: true; code: LpaCode } | { ok: false; problem: LpaProblem } {
  const text = input.trim()
  if (!/^LPA:1\$/i.test(text)) return { ok: false, problem: 'format' }
  const parts = text.slice('LPA:1$'.length).split('$')
  if (parts.length < 2 || parts.length > 4) return { ok: false, problem: 'format' }
  const [address = '', matchingId = '', oid, confirmation] = parts
  if (!SMDP_ADDRESS.test(address)) return { ok: false, problem: 'address' }
  if (!MATCHING_ID.test(matchingId)) return { ok: false, problem: 'matchingId' }
  if (oid !== undefined && oid !== '' && !OID.test(oid)) return { ok: false, problem: 'format' }
  // A code that needs a confirmation code cannot be installed from the QR alone: the shop does not issue those.
  if (confirmation !== undefined && confirmation !== '') return { ok: false, problem: 'confirmationCode' }
  const smdpAddress = address.toLowerCase()
  const tail = oid ? `$${oid}` : ''
  return { ok: true, code: { lpa: `LPA:1$${smdpAddress}$${matchingId}${tail}`, smdpAddress, matchingId } }
}

/**
 * Apple's one-tap eSIM installation link (iOS 17.4 and later): opening it on the iPhone starts the
 * installation with the activation code. The code's characters are all URL-safe once parsed.
 */
export function iosInstallLink(lpa: string): string {
  return `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${lpa}`
}

export type ImportLine = {
  /** 1-based line number in the file. */
  line: number
  text: string
  code?: LpaCode
  problem?: LpaProblem | 'duplicateInFile' | 'duplicateInInventory'
  /** For duplicates within the file: the first line with the same code. */
  duplicateOf?: number
}

/** A first line naming the column, e.g. `lpa`, `"activation code"`, `LPA,note`. */
const HEADER = /^\s*"?\s*(lpa|lpa string|activation ?code|code)s?\s*"?\s*([,;\t].*)?$/i

/** Splits one CSV line into cells (comma, semicolon or tab; double quotes with "" escapes). */
export function csvCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',' || ch === ';' || ch === '\t') {
      cells.push(cell)
      cell = ''
    } else cell += ch
  }
  cells.push(cell)
  return cells.map((c) => c.trim())
}

/**
 * Reads an import file (CSV or one code per line): every non-empty line must hold exactly one
 * activation code (the cell starting with `LPA:`; other cells, e.g. a note, are ignored). An optional
 * header line is skipped. Duplicates within the file are reported on the later line. Checks against
 * the inventory are the server's (`duplicateInInventory`).
 */
export function parseEsimImport(text: string): ImportLine[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  const seen = new Map<string, number>()
  const lines: ImportLine[] = []
  rows.forEach((raw, index) => {
    const line = index + 1
    if (!raw.trim()) return
    if (lines.length === 0 && !/LPA:/i.test(raw) && HEADER.test(raw)) return
    const cells = csvCells(raw).filter((c) => /^LPA:/i.test(c))
    if (cells.length !== 1) {
      lines.push({ line, text: raw.trim(), problem: 'format' })
      return
    }
    const parsed = parseLpa(cells[0]!)
    if (!parsed.ok) {
      lines.push({ line, text: cells[0]!, problem: parsed.problem })
      return
    }
    // The same profile twice (address + matching id), whatever the OID.
    const key = `${parsed.code.smdpAddress}$${parsed.code.matchingId}`
    const first = seen.get(key)
    if (first !== undefined) {
      lines.push({ line, text: parsed.code.lpa, code: parsed.code, problem: 'duplicateInFile', duplicateOf: first })
      return
    }
    seen.set(key, line)
    lines.push({ line, text: parsed.code.lpa, code: parsed.code })
  })
  return lines
}

/** At most this many codes per import (one transaction; a bigger batch is split by staff). */
export const MAX_IMPORT_LINES = 5000

/**
 * Where a product's eSIMs come from: `inventory`, activation codes staff import (state unknown once handed over), or
 * `esimAccess`, profiles the wholesaler issues per order (src/server/esim), whose state, data use and validity the
 * shop can read and which it can cancel or revoke.
 */
export const ESIM_SOURCES = ['inventory', 'esimAccess'] as const
export type EsimSource = (typeof ESIM_SOURCES)[number]

/** Where a profile is in its life, in the shop's words (shown to the traveller and staff). */
export const PROFILE_STATES = ['released', 'downloaded', 'installed', 'enabled', 'disabled', 'deleted', 'cancelled', 'revoked', 'expired', 'usedUp', 'unknown'] as const
export type ProfileState = (typeof PROFILE_STATES)[number]

export const isProfileState = (value: unknown): value is ProfileState => (PROFILE_STATES as readonly unknown[]).includes(value)

/** States in which the profile has reached a phone: the eSIM counts as used (the order is `redeemed`). */
export const reachedPhone = (state: ProfileState | null) =>
  state !== null && ['downloaded', 'installed', 'enabled', 'disabled', 'deleted', 'usedUp'].includes(state)
