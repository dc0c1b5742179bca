import { RichHtml } from '@/components/ui/RichHtml'

import styles from './FaqAccordion.module.css'

export type FaqItem = {
  id: number
  question: string
  answerHtml: string
  /** The question in parts, those a search found marked (markText); without it, the question as it is. */
  questionParts?: { text: string; marked: boolean }[]
}

/**
 * Questions as native <details> disclosures: keyboard and screen-reader friendly without JavaScript. `open`: the
 * answers start open (search results: the word searched for may be in an answer only).
 */
export function FaqAccordion({ items, open = false }: { items: FaqItem[]; open?: boolean }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} className={styles.item} data-testid="faq-item" open={open}>
          {/* The open/closed mark is the summary's ::after (style sheet), the answer one element: less of every page's HTML and RSC payload. */}
          <summary className={styles.summary}>
            <span className={styles.question}>
              {item.questionParts
                ? item.questionParts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))
                : item.question}
            </span>
          </summary>
          <RichHtml html={item.answerHtml} className={styles.answer} />
        </details>
      ))}
    </div>
  )
}
