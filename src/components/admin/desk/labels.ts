/**
 * The desks' labels in the admin's language (Payload's i18n language: en, zh, zh-TW, ja, ko, vi): messages/admin
 * `desk`, `{name}` arguments filled with fillMessage. Order status words are the storefront's (src/i18n/statusWords.ts).
 */
import type { Locale } from '@/domain/locale'
import { localeOfAdminLanguage } from '@/i18n/adminLanguage'
import { adminMessages, type AdminMessages } from '@/i18n/adminMessages'

export type DeskLabels = AdminMessages['desk']

export const deskLabels = (language: string | undefined): DeskLabels => adminMessages(language).desk

/** The content locale matching the admin's language (airport and counter names). */
export const contentLocaleOf = (language: string | undefined): Locale => localeOfAdminLanguage(language, 'zh-TW')

/** The `lang` header of the storefront API for the admin's language (the endpoints' replies and names follow it). */
export function langHeaderOf(language: string | undefined): string {
  const map: Record<string, string> = { en: 'en', zh: 'zh-cn', 'zh-TW': 'zh-tw', ja: 'jp', ko: 'kr', vi: 'vi' }
  return map[language ?? ''] ?? 'zh-tw'
}

