'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { useScriptGate } from '@/lib/useHydrated'

import styles from './ProductTabs.module.css'

export type ProductTab = { key: string; label: string; content: ReactNode }

/**
 * WAI-ARIA tabs (automatic activation, roving tabindex, arrow keys, Home/End). Every panel is
 * server-rendered into the page so its text is indexable; this component only switches which one shows.
 */
export function ProductTabs({ tabs, label }: { tabs: ProductTab[]; label: string }) {
  const gate = useScriptGate()
  const [active, setActive] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const base = useId()

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    setActive(next)
    buttons.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={index === active}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
            data-testid={`product-tab-${tab.key}`}
            // The shown tab stays focusable (the scrolling tab list keeps a stop for the keyboard); the others wait.
            {...(index === active ? {} : gate)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={index !== active}
          tabIndex={0}
          className={styles.panel}
          data-testid={`product-panel-${tab.key}`}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
