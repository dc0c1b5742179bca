/**
 * The admin's words as the app shows them, for the specs: read from messages/admin/<locale>.json (the files the app
 * imports; Playwright's loader takes no JSON module), with the app's own argument filling (src/cms/adminTextArguments).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { withArguments } from '../../src/cms/adminTextArguments'
import type { Locale } from '../../src/domain/locale'
import { localeOfAdminLanguage } from '../../src/i18n/adminLanguage'
import type { AdminMessages } from '../../src/i18n/adminMessages'

const read = new Map<Locale, AdminMessages>()

function adminMessages(language: string | undefined): AdminMessages {
  const locale = localeOfAdminLanguage(language)
  let m = read.get(locale)
  if (!m) {
    m = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'admin', `${locale}.json`), 'utf8')) as AdminMessages
    read.set(locale, m)
  }
  return m
}

/** The desks' words in an admin language (src/components/admin/desk/labels.ts). */
export const deskLabels = (language: string | undefined) => adminMessages(language).desk

/** The admin components' words in an admin language (src/cms/adminText.ts). */
export const adminText = (language: string | undefined) => withArguments(adminMessages(language).text)

/** The staff passkey words in an admin language (src/components/admin/passkeys/staffPasskeyWords.ts). */
export const staffPasskeyWords = (language: string | undefined) => adminMessages(language).staffPasskeys

/** The staff second factor's words in an admin language (src/components/admin/secondFactor/words.ts). */
export const secondFactorWords = (language: string | undefined) => adminMessages(language).staffSecondFactor
