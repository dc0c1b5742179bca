'use client'

import { Icon } from '@/components/ui/Icon'
import { NO_SCRIPT_PARAM } from '@/domain/listRoutes'

import { CATALOG_QUERY_PARAM, useAddressQueryField } from '../../content/QueryInput'

import styles from './Header.module.css'

/** `action`: the product list's address in the page's language (/ja/cardType). */
type Props = { action: string; label: string; placeholder: string; submitLabel: string }

/** Product-name search (spec §2): goes to /cardType?name=… in the current language, with or without JS. */
export function SearchBox({ action, label, placeholder, submitLabel }: Props) {
  // The field shows the address's search (the cached page's HTML holds none).
  const { field, follower } = useAddressQueryField(CATALOG_QUERY_PARAM)
  return (
    <form role="search" aria-label={label} action={action} method="get" className={styles.search}>
      <label className="visually-hidden" htmlFor="site-search">
        {label}
      </label>
      <input ref={field} id="site-search" name={CATALOG_QUERY_PARAM} type="search" placeholder={placeholder} maxLength={100} />
      {follower}
      {/* Without script the server runs the search (src/domain/listRoutes.ts); with it, this is inert text. */}
      <noscript>
        <input type="hidden" name={NO_SCRIPT_PARAM} value="1" />
      </noscript>
      <button type="submit" aria-label={submitLabel}>
        <Icon name="search" className={styles.icon} />
      </button>
    </form>
  )
}
