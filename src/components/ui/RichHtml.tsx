import styles from './RichHtml.module.css'

/** Rich text written by staff in /admin (Lexical, converted to escaped HTML by the catalog services). */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  if (!html) return null
  return <div className={className ? `${styles.rich} ${className}` : styles.rich} dangerouslySetInnerHTML={{ __html: html }} />
}
