/**
 * KYC pre-registration for real-name verification (spec §2 /authentication): what a traveller sends,
 * which files are accepted (recognised by their first bytes, never by name or the browser's type), and
 * when a new submission is allowed. Pure: shared by the /authentication form and the server.
 */

/** submitted: waiting for staff; approved: verified; rejected: staff gave a reason, the member may send again. */
export const KYC_STATUSES = ['submitted', 'approved', 'rejected'] as const
export type KycStatus = (typeof KYC_STATUSES)[number]

/** Two ID documents (spec §5: pickup needs two ID documents): the passport and a second one. */
export const KYC_DOCUMENT_KINDS = ['passport', 'secondId'] as const
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number]

/** 8 MB per document: a phone photo fits; anything bigger is not an ID photo. */
export const MAX_KYC_DOCUMENT_BYTES = 8 * 1024 * 1024

/**
 * Images staff can open in any browser. HEIC is left out on purpose: browsers and the image library
 * cannot show it, and phones convert to JPEG when a web page asks for these types.
 */
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type KycImageType = (typeof KYC_IMAGE_TYPES)[number]
export const KYC_IMAGE_EXTENSION: Record<KycImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

/** The image type of a file by its magic bytes, or null when it is not one of KYC_IMAGE_TYPES. */
export function sniffImageType(bytes: Uint8Array): KycImageType | null {
  // JPEG: FF D8 FF; PNG: 89 'PNG' 0D 0A 1A 0A; WebP: 'RIFF' <size> 'WEBP'.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

/** A new submission is allowed when there is none yet or staff rejected the last one. */
export function canSubmitKyc(current: KycStatus | null | undefined): boolean {
  return !current || current === 'rejected'
}

/** Shows only the last four characters of a document number (the status view, mails). */
export function maskDocumentNumber(value: string): string {
  const clean = value.trim()
  if (clean.length <= 4) return '•'.repeat(clean.length)
  return `${'•'.repeat(Math.min(clean.length - 4, 8))}${clean.slice(-4)}`
}

/** Passport and ID numbers: letters and digits (a hyphen or space between groups), 5–20 characters. */
export const DOCUMENT_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{3,18})[A-Za-z0-9]$/

/** Bytes of base64 text once decoded (without decoding it). */
/**
 * Whether `text` is base64 (letters, digits, + and /, then at most two =), checked in one pass: the regular expression
 * that said the same overflowed V8's stack on a 10-million-character image ("Maximum call stack size exceeded", a 500).
 */
export function isBase64(text: string): boolean {
  let end = text.length
  while (end > 0 && text.length - end < 2 && text.charCodeAt(end - 1) === 61) end--
  if (end === 0) return false
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i)
    const ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47
    if (!ok) return false
  }
  return true
}

export function base64DecodedBytes(text: string): number {
  const clean = text.replace(/\s/g, '')
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0
  return Math.floor((clean.length * 3) / 4) - padding
}
