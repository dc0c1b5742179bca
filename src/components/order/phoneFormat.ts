import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, type PhoneEntry } from './phone'

/**
 * The country code and national number to show for an E.164 number (a kept draft): the national number as
 * people there write it, with its trunk prefix (+886912345678 → 886, 0912345678). A number of a country not
 * in the list is shown whole with its "+". Its own module: libphonenumber's metadata (~30 KB gzip) loads only
 * when a kept number is shown again, not with the order form.
 */
export function fromE164(phone: string): PhoneEntry {
  const parsed = phone ? parsePhoneNumberFromString(phone) : undefined
  if (!parsed) return { countryCode: DEFAULT_COUNTRY_CODE, national: phone }
  const code = String(parsed.countryCallingCode)
  if (!COUNTRY_CODES.some((entry) => entry.code === code)) return { countryCode: DEFAULT_COUNTRY_CODE, national: phone }
  return { countryCode: code, national: parsed.formatNational().replace(/[^\d]/g, '') }
}
