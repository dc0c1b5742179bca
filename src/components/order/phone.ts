/**
 * Country calling codes offered beside the phone number (Taiwan first, then the shop's main
 * markets), with the region whose name labels each one.
 */
export const COUNTRY_CODES = [
  { code: '886', regions: ['TW'] },
  { code: '852', regions: ['HK'] },
  { code: '853', regions: ['MO'] },
  { code: '86', regions: ['CN'] },
  { code: '65', regions: ['SG'] },
  { code: '60', regions: ['MY'] },
  { code: '81', regions: ['JP'] },
  { code: '82', regions: ['KR'] },
  { code: '84', regions: ['VN'] },
  { code: '1', regions: ['US', 'CA'] },
  { code: '44', regions: ['GB'] },
  { code: '61', regions: ['AU'] },
] as const

export const DEFAULT_COUNTRY_CODE = '886'

/**
 * The E.164 number the schema checks: +<country code><national number without the trunk 0>.
 * A number typed with its own "+…" prefix is kept as typed.
 */
export function toE164(countryCode: string, national: string): string {
  const typed = national.trim()
  if (!typed) return ''
  if (typed.startsWith('+')) return `+${typed.replace(/\D/g, '')}`
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '')
  return `+${countryCode}${digits || typed}`
}
