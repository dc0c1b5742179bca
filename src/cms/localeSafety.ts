/**
 * Six-language editing that cannot break the shop, added to every collection with required localized
 * fields (payload.config.ts wraps them, so collection files stay as they are):
 * - `missingLocales`: the languages in which a required localized field is still empty, recomputed on the
 *   server at every save from all six languages (a client cannot set it); shown as a list column and filtered
 *   by the "missing in <language>" links above the list;
 * - a status strip at the top of the edit view: the language being edited, per language complete or
 *   missing; new documents open in zh-TW;
 * - publishing needs the zh-TW required fields (refused on the server, REST and GraphQL included), so the
 *   storefront's fallback to zh-TW always has something to show.
 */
import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig, type Field } from 'payload'

import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, LOCALES } from '@/domain/locale'
import { missingLocales, type ByLocale } from '@/domain/localeCompleteness'

import { adminText } from './adminText'
import { label, FIELDS } from './labels'

type NamedField = Field & { name: string; required?: boolean; localized?: boolean }

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

const hasField = (fields: Field[], name: string): boolean =>
  fields.some((field) => {
    const f = field as { name?: string; fields?: Field[]; tabs?: { name?: string; fields: Field[] }[] }
    return f.name === name || (!f.name && Array.isArray(f.fields) && hasField(f.fields, name)) || (Array.isArray(f.tabs) && f.tabs.some((t) => !t.name && hasField(t.fields, name)))
  })

const missingLocalesField: Field = {
  name: 'missingLocales',
  type: 'select',
  hasMany: true,
  options: LOCALES.map((code) => ({ value: code, label: `${LOCALE_INFO[code].label} (${code})` })),
  label: label(FIELDS.missingLocales!),
  admin: {
    readOnly: true,
    position: 'sidebar',
    components: { Cell: '/components/admin/LocaleCells#MissingLocalesCell', Field: '/components/admin/LocaleCells#MissingLocalesField' },
  },
}

const localeStatusField: Field = {
  name: 'localeStatus',
  type: 'ui',
  admin: { components: { Field: '/components/admin/LocaleStatus#LocaleStatus' }, disableListColumn: true },
}

function completenessHook(slug: string, required: string[], publishable: boolean): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, operation, req }) => {
    const locale = req.locale === 'all' ? 'all' : isLocale(req.locale) ? req.locale : DEFAULT_LOCALE
    const values: Record<string, ByLocale> = Object.fromEntries(required.map((name) => [name, {}]))
    if (operation === 'update' && originalDoc?.id !== undefined) {
      // Read in this save's transaction (`req`), but the Local API sets req.locale/fallbackLocale to the
      // read's ('all'): left so, the document would be written as if every language had been sent,
      // blanking the others. So they are put back right after.
      const { locale: savedLocale, fallbackLocale: savedFallback } = req
      let stored: Record<string, ByLocale | null>
      try {
        stored = (await req.payload.findByID({
          collection: slug as never,
          id: originalDoc.id,
          locale: 'all',
          depth: 0,
          req,
          overrideAccess: true,
          select: Object.fromEntries(required.map((name) => [name, true])) as never,
        })) as unknown as Record<string, ByLocale | null>
      } finally {
        req.locale = savedLocale
        req.fallbackLocale = savedFallback
      }
      for (const name of required) Object.assign(values[name]!, stored[name] ?? {})
    }
    for (const name of required) {
      if (!(name in data)) continue
      if (locale === 'all') Object.assign(values[name]!, (data[name] as ByLocale | null) ?? {})
      else values[name]![locale] = data[name]
    }
    const missing = missingLocales(Object.values(values))
    data.missingLocales = missing
    const published = publishable ? Boolean(data.published ?? originalDoc?.published ?? true) : false
    if (published && missing.includes(DEFAULT_LOCALE)) {
      const text = adminText(req.i18n?.language)
      const empty = required.filter((name) => missingLocales([values[name]!]).includes(DEFAULT_LOCALE))
      throw new ValidationError(
        { collection: slug, errors: empty.map((path) => ({ path, message: text.publishNeedsDefault })) },
        req.t,
      )
    }
    return data
  }
}

/** Adds the completeness field, the status strip, the "missing in" filter and the publish rule. */
export function withLocaleSafety(collection: CollectionConfig): CollectionConfig {
  const required = requiredLocalizedFields(collection.fields)
  if (!required.length) return collection
  const publishable = hasField(collection.fields, 'published')
  const columns = collection.admin?.defaultColumns
  return {
    ...collection,
    admin: {
      ...collection.admin,
      ...(columns ? { defaultColumns: [...columns.filter((c) => c !== 'missingLocales'), 'missingLocales'] } : {}),
      components: {
        ...collection.admin?.components,
        beforeListTable: [...(collection.admin?.components?.beforeListTable ?? []), '/components/admin/LocaleFilter#LocaleFilter'],
      },
    },
    hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), completenessHook(collection.slug, required, publishable)] },
    fields: [localeStatusField, ...collection.fields, missingLocalesField],
  }
}
