import type { Field } from 'payload'

/** Fields many content collections share. */
export const sortOrderField: Field = {
  name: 'sortOrder',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Smaller numbers come first' },
}

/** Money is an integer number of TWD everywhere on the server. */
export const wholeTwd = (value: number | null | undefined): true | string =>
  value === null || value === undefined || (Number.isInteger(value) && value >= 0) || 'Enter a whole, non-negative number of TWD'

/** Select options whose labels are their values (statuses, kinds: the admin shows the code words). */
export const optionsOf = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** The admin component of every code and JSON field: shown as text, never Payload's editor (src/components/admin/ReadOnlyCode.tsx). */
export const READ_ONLY_CODE = '/components/admin/ReadOnlyCode#ReadOnlyCode'
