import { RichHtml } from '@/components/ui/RichHtml'

import styles from './FaqAccordion.module.css'

export type FaqItem = { id: number; question: string; answerHtml: string }

/** Questions as native <details> disclosures: keyboard and screen-reader friendly without JavaScript. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} className={styles.item} data-testid="faq-item">
          <summary className={styles.summary}>
            <span className={styles.question}>{item.question}</span>
            <span className={styles.icon} aria-hidden="true" />
          </summary>
          <div className={styles.answer}>
            <RichHtml html={item.answerHtml} />
          </div>
        </details>
      ))}
    </div>
  )
}
