import styles from './RichHtml.module.css'

/**
 * Headings of staff-written text one level down (h2 → h3 … h5 → h6), for text placed under a heading of the page
 * (a product's tabs sit in the "Product information" section, an h2): the page's outline stays in order (WCAG 1.3.1).
 * The HTML is the catalog services' own (tags written by the Lexical converter, text escaped), so tags can be renamed.
 */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_, close: string, level: string) => `<${close}h${Math.min(6, Number(level) + 1)}`)
}

/** Rich text written by staff in /admin (Lexical, converted to escaped HTML by the catalog services). */
export function RichHtml({
  html,
  className,
  belowHeading = false,
  lang,
}: {
  html: string
  className?: string
  belowHeading?: boolean
  /** Its language when it is not the page's (an item shown untranslated; issue 38 §10). */
  lang?: string | null
}) {
  if (!html) return null
  const classes = [styles.rich, belowHeading ? styles.below : null, className].filter(Boolean).join(' ')
  return <div className={classes} lang={lang ?? undefined} dangerouslySetInnerHTML={{ __html: belowHeading ? demoteHeadings(html) : html }} />
}
