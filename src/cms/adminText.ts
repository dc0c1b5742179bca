/**
 * Text of the shop's own admin components (locale status, dashboard, site-address banner, formatted cells),
 * in the admin language the staff member chose (Payload's admin languages: zh-TW, zh (simplified), en, ja,
 * ko, vi; English for any other): messages/admin `text`, with the `{name}` arguments filled in here. Plain
 * functions of the language: usable on the server (hooks, server components) and in client components.
 */
import { LOCALES, type Locale } from '@/domain/locale'
import { localeOfAdminLanguage } from '@/i18n/adminLanguage'
import { ADMIN_MESSAGES } from '@/i18n/adminMessages'

import { withArguments, type AdminText } from './adminTextArguments'

export type { AdminText }

const TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, withArguments(ADMIN_MESSAGES[locale].text)])) as Record<Locale, AdminText>

export function adminText(language: string | undefined): AdminText {
  return TEXTS[localeOfAdminLanguage(language)]
}
