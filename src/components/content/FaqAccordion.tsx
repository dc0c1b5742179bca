import { RichHtml } from '@/components/ui/RichHtml'

import type { Locale } from '@/domain/locale'

import styles from './FaqAccordion.module.css'
import { WrittenIn } from './WrittenIn'

export type FaqItem = {
  id: number
  question: string
  answerHtml: string
  /** The question in parts, those a search found marked (markText); without it, the question as it is. */
  questionParts?: { text: string; marked: boolean }[]
  /** The language it is written in when it is not the page's (issue 38 §10). */
  language?: Locale | null
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
            <span className={styles.question} lang={item.language ?? undefined}>
              {item.questionParts
                ? item.questionParts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))
                : item.question}
            </span>{' '}
            <WrittenIn language={item.language ?? null} />
          </summary>
          <RichHtml html={item.answerHtml} className={styles.answer} lang={item.language} />
        </details>
      ))}
    </div>
  )
}
