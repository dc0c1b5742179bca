import type { ReactNode } from 'react'

/**
 * A sentence that names an order, its order number kept on one line: "TW261128-" / "FC4T8H" broke at the hyphen on
 * phones. The number stays plain text (copied as typed, read as one word).
 */
export function OrderNumberIn({ text, orderNumber }: { text: string; orderNumber: string }): ReactNode {
  const at = text.indexOf(orderNumber)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <span className="nowrap">{orderNumber}</span>
      {text.slice(at + orderNumber.length)}
    </>
  )
}
