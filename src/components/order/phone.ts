import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

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

/**
 * The country code and national number to show for an E.164 number (a kept draft): the national number as
 * people there write it, with its trunk prefix (+886912345678 → 886, 0912345678). A number of a country not
 * in the list is shown whole with its "+".
 */
export function fromE164(phone: string): { countryCode: string; national: string } {
  const parsed = phone ? parsePhoneNumberFromString(phone) : undefined
  if (!parsed) return { countryCode: DEFAULT_COUNTRY_CODE, national: phone }
  const code = String(parsed.countryCallingCode)
  if (!COUNTRY_CODES.some((entry) => entry.code === code)) return { countryCode: DEFAULT_COUNTRY_CODE, national: phone }
  return { countryCode: code, national: parsed.formatNational().replace(/[^\d]/g, '') }
}
