import 'server-only'

/**
 * An "Add to Google Wallet" link of one voucher, ticket or eSIM: a save JWT (RS256, signed with the issuer's
 * service-account key) that carries the pass as a generic object, so nothing is stored at Google beforehand.
 */
import { createSign } from 'node:crypto'

import { LOCALES, type Locale } from '@/domain/locale'
import type { WalletItem } from '@/domain/walletPass'
import { siteUrl } from '@/server/env'

import type { GoogleWalletConfig } from './config'
import { passTexts } from './texts'

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/'

type LocalizedString = { defaultValue: { language: string; value: string }; translatedValues: { language: string; value: string }[] }

/** A text in `locale`, with its five translations for a phone set to another language. */
function localized(locale: Locale, word: (lang: Locale) => string): LocalizedString {
  return {
    defaultValue: { language: locale, value: word(locale) },
    translatedValues: LOCALES.filter((lang) => lang !== locale).map((lang) => ({ language: lang, value: word(lang) })),
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** The save JWT's claims: the class (made at the first save) and the object of this item. */
export function googleClaims(config: GoogleWalletConfig, orderNumber: string, item: WalletItem, locale: Locale, now = new Date()) {
  const texts = passTexts(locale)
  const classId = `${config.issuerId}.order_pass`
  const genericObject = {
    id: `${config.issuerId}.${orderNumber}-${item.id}`,
    classId,
    state: 'ACTIVE',
    hexBackgroundColor: '#0a6e5c',
    cardTitle: localized(locale, (lang) => passTexts(lang).organization),
    header: localized(locale, (lang) => passTexts(lang).description(item.kind)),
    textModulesData: item.fields.map((field) => ({
      id: field.key,
      header: texts.label(field.label),
      localizedHeader: localized(locale, (lang) => passTexts(lang).label(field.label)),
      body: texts.value(field, item),
    })),
    ...(item.barcode ? { barcode: { type: 'QR_CODE', value: item.barcode, alternateText: orderNumber } } : {}),
  }
  return {
    iss: config.clientEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now.getTime() / 1000),
    origins: [new URL(siteUrl()).origin],
    payload: { genericClasses: [{ id: classId }], genericObjects: [genericObject] },
  }
}

/** The link that opens Google Wallet with the pass to save. */
export function googleSaveUrl(config: GoogleWalletConfig, orderNumber: string, item: WalletItem, locale: Locale): string {
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(googleClaims(config, orderNumber, item, locale))}`
  const signature = createSign('RSA-SHA256').update(unsigned).sign(config.privateKey).toString('base64url')
  return `${GOOGLE_SAVE_URL}${unsigned}.${signature}`
}
