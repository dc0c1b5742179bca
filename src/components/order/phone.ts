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

/** Where most readers of each page language have their phone from (English says nothing of it: Taiwan, as before). */
const LANGUAGE_CALLING_CODES: Record<string, string> = { 'zh-TW': '886', 'zh-CN': '86', en: DEFAULT_COUNTRY_CODE, ja: '81', ko: '82', vi: '84' }

/**
 * The calling code the phone field starts with. A browser language in the page's language with a listed region
 * decides (en-GB → 44, zh-HK on the zh-TW page → 852, ja-JP → 81); another language's region says nothing of the
 * reader (a Japanese traveller may browse in en-US). Without one, the page's language decides (ja → 81). The server,
 * which knows no browser languages, renders the page language's code.
 */
export function callingCodeFor(locale: string, browserLanguages: readonly string[] = []): string {
  const language = locale.split('-')[0]!.toLowerCase()
  for (const tag of browserLanguages) {
    let parsed: Intl.Locale
    try {
      parsed = new Intl.Locale(tag)
    } catch {
      continue
    }
    if (parsed.language !== language || !parsed.region) continue
    const region = parsed.region
    const listed = COUNTRY_CODES.find((entry) => (entry.regions as readonly string[]).includes(region))
    if (listed) return listed.code
  }
  return LANGUAGE_CALLING_CODES[locale] ?? DEFAULT_COUNTRY_CODE
}

export type PhoneEntry = { countryCode: string; national: string }

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
 * toE164 undone without libphonenumber: the offered country code the number starts with and the digits after it
 * (+886912345678 → 886, 912345678), so a kept number shows at once; phoneFormat.ts's fromE164 then writes the
 * national number as people there do. A number of a country not in the list is shown whole with its "+" (beside
 * `fallbackCode`, which is also where an empty field starts).
 */
export function splitE164(phone: string, fallbackCode: string = DEFAULT_COUNTRY_CODE): PhoneEntry {
  const match = /^\+(\d+)$/.exec(phone)
  // Calling codes are prefix-free (ITU E.164), so at most one of the list's codes starts the number.
  const entry = match ? COUNTRY_CODES.find(({ code }) => match[1]!.startsWith(code) && match[1]!.length > code.length) : undefined
  return entry ? { countryCode: entry.code, national: match![1]!.slice(entry.code.length) } : { countryCode: fallbackCode, national: phone }
}
