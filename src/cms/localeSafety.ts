/**
 * Six-language editing that cannot break the shop, added to every collection with localized fields
 * (payload.config.ts wraps them, so collection files stay as they are):
 * - `translations`: per language, which localized fields a reader would miss (every localized field: required
 *   ones when empty, optional ones when another language has them — title, summary, body, SEO title and
 *   description, alt text, plan notes …) and when each language's text last changed; recomputed on the server at
 *   every save, draft or publish, from all six languages (a client cannot set it);
 * - `missingLocales` and `outdatedLocales`: the languages with anything missing, and the translations older than
 *   the zh-TW source's last change; list columns, and the "missing in" / "outdated in" links above the list;
 * - a status strip at the top of the edit view: the language being edited, and per language a link to it saying
 *   what is missing or that it is outdated; a new document starts in whichever language the editor chose;
 * - with drafts: `editedBy`, who saved each version (the version history shows who changed what);
 *   publishing needs every required field in zh-TW (refused on the server, REST and GraphQL too).
 */
import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig, type Field, type FlattenedField } from 'payload'

import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, LOCALES, type Locale } from '@/domain/locale'
import {
  changedLocales,
  incompleteLocales,
  isFilled,
  translatedLocales,
  missingFields,
  outdatedLocales,
  touchLocales,
  type ByLocale,
  type LocalizedValue,
  type Translations,
} from '@/domain/localeCompleteness'

import { hasStaffRole } from '@/domain/roles'
import { adminText } from './adminText'
import { label, FIELDS } from './labels'

type NamedField = Field & { name: string; required?: boolean; localized?: boolean }
type Row = Record<string, unknown>

export type { Translations } from '@/domain/localeCompleteness'

/** Fields this module adds (never counted as content). */
const OWN_FIELDS = new Set(['missingLocales', 'outdatedLocales', 'translations', 'editedBy', 'localeStatus', 'translatedLocales', 'showInOtherLanguages'])

/** Top-level required localized fields, also inside rows, collapsibles and unnamed tabs. */
export function requiredLocalizedFields(fields: Field[]): string[] {
  const out: string[] = []
  for (const field of fields) {
    const f = field as NamedField & { fields?: Field[] }
    const tabs = (field as { tabs?: { name?: string; fields: Field[] }[] }).tabs
    if ((f.type === 'row' || f.type === 'collapsible') && f.fields) out.push(...requiredLocalizedFields(f.fields))
    else if (f.type === 'tabs' && tabs) out.push(...tabs.filter((tab) => !tab.name).flatMap((tab) => requiredLocalizedFields(tab.fields)))
    else if ('name' in f && f.name && f.localized && f.required) out.push(f.name)
  }
  return out
}

/** Any localized field, at any depth (groups, arrays, tabs, rows). */
function hasLocalizedField(fields: Field[]): boolean {
  return fields.some((field) => {
    const f = field as NamedField & { fields?: Field[]; tabs?: { fields: Field[] }[] }
    return Boolean(f.localized) || (Array.isArray(f.fields) && hasLocalizedField(f.fields)) || (Array.isArray(f.tabs) && f.tabs.some((t) => hasLocalizedField(t.fields)))
  })
}

const asRow = (value: unknown): Row | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : undefined)

/**
 * Every localized field of a document in all six languages, as the save will store it: the stored document (all
 * languages, the latest draft) with what this save sends for its language (`locale`), or for all (`'all'`). Array
 * rows are matched by id, so a row's other languages come from the stored row.
 */
export function localizedValues(fields: readonly FlattenedField[], stored: Row | undefined, incoming: Row | undefined, locale: Locale | 'all', prefix = ''): LocalizedValue[] {
  const out: LocalizedValue[] = []
  for (const field of fields) {
    if (!('name' in field) || OWN_FIELDS.has(field.name) || field.name === '_status') continue
    const path = `${prefix}${field.name}`
    const sent = incoming !== undefined && field.name in incoming
    if ((field as { localized?: boolean }).localized) {
      const values: ByLocale = { ...(asRow(stored?.[field.name]) as ByLocale | undefined) }
      if (sent) {
        if (locale === 'all') Object.assign(values, asRow(incoming[field.name]) ?? {})
        else values[locale] = incoming[field.name]
      }
      out.push({ path, values, required: Boolean((field as { required?: boolean }).required) })
      continue
    }
    const children = (field as { flattenedFields?: FlattenedField[] }).flattenedFields
    if (!children) continue
    if (field.type === 'group' || field.type === 'tab') {
      out.push(...localizedValues(children, asRow(stored?.[field.name]), sent ? (asRow(incoming[field.name]) ?? {}) : undefined, locale, `${path}.`))
    } else if (field.type === 'array') {
      const storedRows = Array.isArray(stored?.[field.name]) ? (stored[field.name] as Row[]) : []
      const rows = sent ? (Array.isArray(incoming[field.name]) ? (incoming[field.name] as Row[]) : []) : storedRows
      const byId = new Map(storedRows.map((row) => [row.id, row]))
      rows.forEach((row, index) => {
        const storedRow = sent ? byId.get(row.id) : row
        out.push(...localizedValues(children, storedRow, sent ? row : undefined, locale, `${path}.${index}.`))
      })
    }
  }
  return out
}

const isTranslations = (value: unknown): value is Translations =>
  Boolean(asRow(value) && asRow((value as Row).missing) && asRow((value as Row).changedAt))

/** The status of a document as stored (older documents: nothing changed yet). */
export const storedTranslations = (value: unknown): Translations | null => (isTranslations(value) ? value : null)

/** The translation status of a document whose localized values are `values`; `before` is the stored status and values. */
export function translationStatus(values: readonly LocalizedValue[], before: { values: readonly LocalizedValue[]; translations: Translations | null } | null, now: string) {
  const missing = missingFields(values)
  const changed = before ? changedLocales(before.values, values) : LOCALES.filter((locale) => values.some((v) => isFilled(v.values[locale])))
  const changedAt = touchLocales(before?.translations?.changedAt ?? {}, changed, now)
  const translations: Translations = { missing, changedAt }
  return { translations, missingLocales: incompleteLocales(missing), outdatedLocales: outdatedLocales(changedAt) }
}

const localeOptions = LOCALES.map((code) => ({ value: code, label: `${LOCALE_INFO[code].label} (${code})` }))

const missingLocalesField: Field = {
  name: 'missingLocales',
  type: 'select',
  hasMany: true,
  options: localeOptions,
  label: label(FIELDS.missingLocales!),
  admin: {
    readOnly: true,
    position: 'sidebar',
    components: { Cell: '/components/admin/LocaleCells#MissingLocalesCell', Field: '/components/admin/LocaleCells#HiddenField' },
  },
}

const outdatedLocalesField: Field = {
  name: 'outdatedLocales',
  type: 'select',
  hasMany: true,
  options: localeOptions,
  label: label(FIELDS.outdatedLocales!),
  admin: {
    readOnly: true,
    position: 'sidebar',
    components: { Cell: '/components/admin/LocaleCells#OutdatedLocalesCell', Field: '/components/admin/LocaleCells#HiddenField' },
  },
}

const translationsField: Field = {
  name: 'translations',
  type: 'json',
  label: label(FIELDS.translations!),
  admin: { readOnly: true, disableListColumn: true, disableListFilter: true, components: { Field: '/components/admin/LocaleCells#HiddenField' } },
}

/** The languages the storefront lists the document in by itself (set by the server at every save; issue 38 §10). */
const translatedLocalesField: Field = {
  name: 'translatedLocales',
  type: 'select',
  hasMany: true,
  options: localeOptions,
  admin: { readOnly: true, disableListColumn: true, disableListFilter: true, components: { Field: '/components/admin/LocaleCells#HiddenField' } },
}

/** Staff's choice to list the document on storefronts in languages it is not translated into, labelled there. */
const showInOtherLanguagesField: Field = {
  name: 'showInOtherLanguages',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    position: 'sidebar',
    description: 'Also list it on storefronts in languages it is not translated into, marked with the language it is written in',
  },
}

/** Who saved this version ("name <e-mail>"): set by the server on every save, read by staff only. */
const editedByField: Field = {
  name: 'editedBy',
  type: 'text',
  label: label(FIELDS.editedBy!),
  access: { read: hasStaffRole('editor', 'support'), create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
}

const localeStatusField: Field = {
  name: 'localeStatus',
  type: 'ui',
  admin: { components: { Field: '/components/admin/LocaleStatus#LocaleStatus' }, disableListColumn: true },
}

const editorOf = (user: unknown): string | null => {
  const u = user as { collection?: string; name?: string | null; email?: string } | null | undefined
  if (u?.collection !== 'staff' || !u.email) return null
  return u.name ? `${u.name} <${u.email}>` : u.email
}

const requestLocale = (locale: unknown): Locale | 'all' => (locale === 'all' ? 'all' : isLocale(locale) ? locale : DEFAULT_LOCALE)

function completenessHook(slug: string, versioned: boolean): CollectionBeforeChangeHook {
  return async ({ collection, data, originalDoc, operation, req }) => {
    const locale = requestLocale(req.locale)
    let stored: Row | undefined
    if (operation === 'update' && originalDoc?.id !== undefined) {
      // Read in this save's transaction (`req`), the latest draft in every language. The Local API sets
      // req.locale/fallbackLocale to the read's ('all'): left so, the document would be written as if every
      // language had been sent, blanking the others. So they are put back right after.
      const { locale: savedLocale, fallbackLocale: savedFallback } = req
      try {
        stored = (await req.payload.findByID({
          collection: slug as never,
          id: originalDoc.id,
          locale: 'all',
          depth: 0,
          req,
          overrideAccess: true,
          ...(versioned ? { draft: true } : {}),
        })) as unknown as Row
      } finally {
        req.locale = savedLocale
        req.fallbackLocale = savedFallback
      }
    }
    const fields = collection.flattenedFields
    const values = localizedValues(fields, stored, data, locale)
    const before = stored ? { values: localizedValues(fields, stored, undefined, locale), translations: storedTranslations(stored.translations) } : null
    const status = translationStatus(values, before, new Date().toISOString())
    data.translations = status.translations
    data.missingLocales = status.missingLocales
    data.outdatedLocales = status.outdatedLocales
    if (!versioned) return data
    data.translatedLocales = translatedLocales(status.translations.missing, requiredLocalizedFields(collection.fields))
    data.editedBy = editorOf(req.user) ?? stored?.editedBy ?? null
    // Publishing needs the zh-TW required fields: every storefront falls back to zh-TW, and a page in another
    // language is not labelled as such yet (a draft may still start in any language).
    if (data._status === 'published') {
      const empty = requiredLocalizedFields(collection.fields).filter((path) => status.translations.missing[DEFAULT_LOCALE].includes(path))
      if (empty.length) throw new ValidationError({ collection: slug, errors: empty.map((path) => ({ path, message: adminText(req.i18n?.language).publishNeedsDefault })) }, req.t)
    }
    return data
  }
}

/** Adds the translation status, the status strip, the list filters and, with drafts, the publish rule and who edited. */
export function withLocaleSafety(collection: CollectionConfig): CollectionConfig {
  if (!hasLocalizedField(collection.fields)) return collection
  const versioned = Boolean(typeof collection.versions === 'object' && collection.versions?.drafts)
  const columns = collection.admin?.defaultColumns
  const own = ['missingLocales', 'outdatedLocales']
  return {
    ...collection,
    admin: {
      ...collection.admin,
      ...(columns ? { defaultColumns: [...columns.filter((c) => !own.includes(c)), ...own] } : {}),
      components: {
        ...collection.admin?.components,
        beforeListTable: [...(collection.admin?.components?.beforeListTable ?? []), '/components/admin/LocaleFilter#LocaleFilter'],
      },
    },
    hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), completenessHook(collection.slug, versioned)] },
    fields: [
      localeStatusField,
      ...collection.fields,
      missingLocalesField,
      outdatedLocalesField,
      translationsField,
      ...(versioned ? [editedByField, translatedLocalesField, showInOtherLanguagesField] : []),
    ],
  }
}
