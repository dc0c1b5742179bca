'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense } from 'react'

import { NO_SCRIPT_PARAM } from '@/domain/listRoutes'

import styles from './Header.module.css'

/** `action`: the product list's address in the page's language (/ja/cardType). */
type Props = { action: string; label: string; placeholder: string; submitLabel: string }

function Field({ action, label, placeholder, submitLabel, current }: Props & { current: string }) {
  return (
    <form role="search" aria-label={label} action={action} method="get" className={styles.search}>
      <label className="visually-hidden" htmlFor="site-search">
        {label}
      </label>
      <input id="site-search" name="name" type="search" defaultValue={current} placeholder={placeholder} maxLength={100} />
      {/* Without script the server runs the search (src/domain/listRoutes.ts); with it, this is inert text. */}
      <noscript>
        <input type="hidden" name={NO_SCRIPT_PARAM} value="1" />
      </noscript>
      <button type="submit" aria-label={submitLabel}>
        <span className={`${styles.icon} ${styles.iconSearch}`} aria-hidden="true" />
      </button>
    </form>
  )
}

/** Product-name search (spec §2): goes to /cardType?name=… in the current language, with or without JS. */
export function SearchBox(props: Props) {
  return (
    <Suspense fallback={<Field {...props} current="" />}>
      <FieldWithQuery {...props} />
    </Suspense>
  )
}

function FieldWithQuery(props: Props) {
  return <Field {...props} current={useSearchParams().get('name') ?? ''} />
}
