import type { ReactNode } from 'react'

/** Empty layout: the page alone, without header or footer (printable documents, embedded views). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>
}
