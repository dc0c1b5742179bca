import type { ReactNode } from 'react'

import { RichHtml } from '@/components/ui/RichHtml'

import type { Locale } from '@/domain/locale'

import styles from './FaqAccordion.module.css'

export type FaqItem = {
  id: number
  question: string
  answerHtml: string
  /** The question in parts, those a search found marked (markText); without it, the question as it is. */
  questionParts?: { text: string; marked: boolean }[]
  /** The language it is written in when it is not the page's (issue 38 §10). */
  language?: Locale | null
  /** What the question says beside it: "Written in …" (WrittenIn, rendered by the server) when it is in another language. */
  note?: ReactNode
}

/**
 * Questions as native <details> disclosures: keyboard and screen-reader friendly without JavaScript. `open`: the
 * answers start open (search results: the word searched for may be in an answer only). No server-only code: the FAQ's
 * browser search (FaqSearch.tsx) renders it too.
 */
export function FaqAccordion({ items, open = false }: { items: FaqItem[]; open?: boolean }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} className={styles.item} data-testid="faq-item" data-faq-id={item.id} open={open}>
          {/* The open/closed mark is the summary's ::after (style sheet), the answer one element: less of every page's HTML and RSC payload. */}
          <summary className={styles.summary}>
            <span className={styles.question} lang={item.language ?? undefined}>
              {item.questionParts
                ? item.questionParts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))
                : item.question}
            </span>{' '}
            {item.note}
          </summary>
          <RichHtml html={item.answerHtml} className={styles.answer} lang={item.language} />
        </details>
      ))}
    </div>
  )
}
