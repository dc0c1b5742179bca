import 'server-only'

import type { DefaultServerCellComponentProps } from 'payload'

import { contentLocaleOf } from '@/components/admin/desk/labels'
import { itemTextIn, type ItemTextSource } from '@/server/orders/itemText'

/**
 * The orders list's item and plan columns in the admin's language, as the order's receipt shows them: the stored
 * text is in the language the traveller ordered in (a Korean order read "타이완 5G 무제한 유심" to a zh-TW support
 * agent). Read from the live catalog; the stored text where the product is gone or the staff role cannot read which
 * product it was (counter staff).
 */
async function textOf(props: DefaultServerCellComponentProps) {
  const row = (props.rowData ?? {}) as Partial<ItemTextSource>
  const stored = { itemName: String(row.itemName ?? props.cellData ?? ''), planLabel: row.planLabel ?? null }
  if (!row.locale || !row.itemKind) return stored
  try {
    return await itemTextIn(props.payload, row as ItemTextSource, contentLocaleOf(props.i18n?.language))
  } catch {
    return stored
  }
}

export async function OrderItemNameCell(props: DefaultServerCellComponentProps) {
  return <span data-cell-kind="item-name">{(await textOf(props)).itemName}</span>
}

export async function OrderPlanLabelCell(props: DefaultServerCellComponentProps) {
  return <span data-cell-kind="plan-label">{(await textOf(props)).planLabel ?? ''}</span>
}
