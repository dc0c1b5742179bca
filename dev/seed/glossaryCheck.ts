/**
 * The glossary check (messages/glossary.ts): every UI message (messages/<locale>.json and the admin's), every
 * seeded text of a locale (dev/seed: catalog, pages, home, site settings, survey) and every mail as it is
 * rendered (each kind and sample, subject and text) against the variants the glossary forbids for that locale; and
 * every mail subject message begins the way the glossary says. Run by `npm run check:messages` and by the unit tests.
 * Reviews are left out: they are the visitors' own words, in their own language.
 */
import { GLOSSARY } from '@messages/glossary'
import { glossaryViolations, mailSubjectViolation, type GlossaryViolation } from '@/domain/glossary'
import { LOCALES, type Locale } from '@/domain/locale'
import { ADMIN_LABELS } from '@/i18n/adminLabels'
import { ADMIN_MESSAGES } from '@/i18n/adminMessages'
import { MESSAGES } from '@/i18n/messages'
import { MAIL_SAMPLES, sampleData, sampleVariants } from '@/server/mail/samples'
import { renderMail } from '@/server/mail/templates'
import type { MailKind } from '@/server/mail/types'

import { ACTIVITIES } from './catalog/activities'
import { BANNERS } from './catalog/banners'
import { DEVICE_MODELS } from './catalog/devices'
import { FAQ_CATEGORIES, FAQS } from './catalog/faqs'
import { GUIDES } from './catalog/guides'
import { HOME_TEXT } from './catalog/home'
import { plainText, type LexicalState } from './catalog/lexical'
import { MEDIA } from './catalog/media'
import { isPlainObject, isRichText } from './catalog/merge'
import { news } from './catalog/news'
import { pages } from './catalog/pages'
import { AIRPORTS, REGIONS } from './catalog/pickup'
import { CATEGORIES, PRODUCTS } from './catalog/products'
import { SITE_SETTINGS_BY_LOCALE } from './siteSettings'
import { SURVEY_TEXT } from './survey'

export { GLOSSARY }

export type LocalizedText = { locale: Locale; where: string; text: string }

const isLocalized = (value: unknown): value is Record<Locale, unknown> =>
  isPlainObject(value) && LOCALES.every((l) => l in value) && Object.keys(value).length === LOCALES.length

/** Every string under `value`, with the locale of the nearest enclosing six-language object. */
function collect(value: unknown, where: string, locale: Locale | null, out: LocalizedText[]) {
  if (typeof value === 'string') {
    if (locale) out.push({ locale, where, text: value })
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, `${where}[${i}]`, locale, out))
  } else if (isRichText(value)) {
    if (locale) out.push({ locale, where, text: plainText(value as LexicalState) })
  } else if (isLocalized(value)) {
    for (const l of LOCALES) collect(value[l], `${where}.${l}`, l, out)
  } else if (isPlainObject(value)) {
    for (const [key, v] of Object.entries(value)) collect(v, `${where}.${key}`, locale, out)
  }
}

function flatten(tree: unknown, prefix: string, locale: Locale, out: LocalizedText[], dir = 'messages') {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.push({ locale, where: `${dir}/${locale}.json ${name}`, text: value })
    else flatten(value, name, locale, out, dir)
  }
}

/** The messages of every locale, the storefront's and the admin's. */
export function messageTexts(): LocalizedText[] {
  const out: LocalizedText[] = []
  for (const locale of LOCALES) flatten(MESSAGES[locale], '', locale, out)
  for (const locale of LOCALES) flatten(ADMIN_MESSAGES[locale], '', locale, out, 'messages/admin')
  for (const locale of LOCALES) flatten(ADMIN_LABELS[locale], '', locale, out, 'messages/admin/labels')
  return out
}

/** Every seeded text, by locale (the dates of time-relative content do not matter here). */
export function seedTexts(now = new Date()): LocalizedText[] {
  const out: LocalizedText[] = []
  const sets: [string, { key: string; text?: unknown }[]][] = [
    ['media', MEDIA],
    ['product-categories', CATEGORIES],
    ['pickup-regions', REGIONS],
    ['airports', AIRPORTS],
    ['products', PRODUCTS],
    ['activities', ACTIVITIES],
    ['banners', BANNERS],
    ['news', news(now)],
    ['guides', GUIDES],
    ['faq-categories', FAQ_CATEGORIES],
    ['faqs', FAQS],
    ['pages', pages(now)],
    ['device-models', DEVICE_MODELS],
  ]
  for (const [collection, docs] of sets) for (const doc of docs) collect(doc.text, `seed ${collection} ${doc.key}`, null, out)
  collect(HOME_TEXT, 'seed home', null, out)
  collect(SITE_SETTINGS_BY_LOCALE, 'seed site-settings', null, out)
  collect(SURVEY_TEXT, 'seed survey', null, out)
  return out
}

/**
 * Every mail as a customer reads it: each kind, each sample, in each locale (subject and plain text), so words the
 * templates put together (a greeting, a footer, a composed line) are checked as sent, not only as messages.
 */
export function mailTexts(): LocalizedText[] {
  const out: LocalizedText[] = []
  for (const kind of Object.keys(MAIL_SAMPLES) as MailKind[])
    for (const variant of sampleVariants(kind))
      for (const locale of LOCALES) {
        const mail = renderMail(kind, locale, sampleData(kind, variant, locale)!, { strict: true, baseUrl: 'https://shop.example' })
        const where = `mail ${kind}.${variant} ${locale}`
        out.push({ locale, where: `${where} subject`, text: mail.subject }, { locale, where: `${where} text`, text: mail.text })
      }
  return out
}

export type GlossaryProblem = GlossaryViolation & { where: string }

/** Mail subject messages (mail.….subject, mail.….fooSubject) that do not begin with their locale's prefix. */
export function mailSubjectProblems(texts: LocalizedText[]): GlossaryProblem[] {
  return texts.flatMap(({ locale, where, text }) => {
    if (!/^messages\/\S+ mail\.\S*[sS]ubject$/.test(where)) return []
    const violation = mailSubjectViolation(GLOSSARY, locale, text)
    return violation ? [{ ...violation, where }] : []
  })
}

export function glossaryProblems(texts: LocalizedText[]): GlossaryProblem[] {
  return texts.flatMap(({ locale, where, text }) =>
    glossaryViolations(GLOSSARY, locale, text, where.startsWith('messages/admin/') ? 'staff' : 'storefront').map((v) => ({ ...v, where })),
  )
}

export const describeProblem = (p: GlossaryProblem) => `${p.where}: "${p.found}" (${p.concept}; use ${p.use})`
