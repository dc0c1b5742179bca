/**
 * How values read in the admin's lists and document headers: dates in Taiwan time labelled GMT+8, checkboxes as words, whole-NT$
 * amounts (fields named …Twd) with NT$. Applied to every collection by payload.config.ts; a field with a
 * Cell of its own keeps it.
 */
import type { CollectionConfig, Field, GlobalConfig } from 'payload'

const CELLS = {
  date: '/components/admin/Cells#TaipeiDateCell',
  checkbox: '/components/admin/Cells#BooleanCell',
  twd: '/components/admin/Cells#TwdCell',
}

function cellOf(field: Field): string | null {
  const f = field as { type: string; name?: string }
  if (f.type === 'date') return CELLS.date
  if (f.type === 'checkbox') return CELLS.checkbox
  if (f.type === 'number' && f.name && /Twd$/.test(f.name)) return CELLS.twd
  return null
}

function formatFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const f = { ...field } as Field & { fields?: Field[]; tabs?: { fields: Field[] }[]; admin?: { components?: { Cell?: unknown } } }
    const cell = cellOf(f)
    if (cell && !f.admin?.components?.Cell) (f as { admin?: unknown }).admin = { ...f.admin, components: { ...f.admin?.components, Cell: cell } }
    if (Array.isArray(f.fields)) f.fields = formatFields(f.fields)
    if (Array.isArray(f.tabs)) f.tabs = f.tabs.map((tab) => ({ ...tab, fields: formatFields(tab.fields) }))
    return f as Field
  })
}

/**
 * The timestamps as Payload would add them (same columns, index and translated label), but with the Taiwan-time
 * cell: Payload's own are drawn in the browser's time zone, so a staff member abroad saw another day than the
 * order's. Given here, Payload does not add its own (collections/config/sanitize).
 */
function timestamps(collection: CollectionConfig): Field[] {
  if (collection.timestamps === false) return []
  const named = new Set(collection.fields.map((field) => ('name' in field ? field.name : undefined)))
  return (['updatedAt', 'createdAt'] as const)
    .filter((name) => !named.has(name))
    .map((name) => ({
      name,
      type: 'date',
      index: true,
      label: ({ t }) => t(`general:${name}`),
      admin: { disableBulkEdit: true, hidden: true, components: { Cell: CELLS.date } },
    }))
}

/** A document's "Last modified" / "Created" in Taiwan time in its header (Payload's own are in the browser's zone). */
const DOCUMENT_TIMES = '/components/admin/DocumentTimes#DocumentTimes'

export function withAdminFormats(collection: CollectionConfig): CollectionConfig {
  const edit = collection.admin?.components?.edit
  return {
    ...collection,
    admin: { ...collection.admin, components: { ...collection.admin?.components, edit: { ...edit, beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), DOCUMENT_TIMES] } } },
    fields: [...formatFields(collection.fields), ...timestamps(collection)],
  }
}

/** The same header times on a global's document. */
export function withGlobalFormats(global: GlobalConfig): GlobalConfig {
  const elements = global.admin?.components?.elements
  return {
    ...global,
    admin: { ...global.admin, components: { ...global.admin?.components, elements: { ...elements, beforeDocumentControls: [...(elements?.beforeDocumentControls ?? []), DOCUMENT_TIMES] } } },
  }
}
