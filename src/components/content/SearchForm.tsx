import { CLIENT_SEARCHES, NO_SCRIPT_PARAM } from '@/domain/listRoutes'
import { localizedPath, type Locale } from '@/domain/locale'

import { QueryInput } from './QueryInput'

type Props = {
  locale: Locale
  /** The list page it searches, without the language prefix (a GET form: the query lands in its address). */
  path: string
  id: string
  name: string
  value: string
  label: string
  placeholder: string
  submitLabel: string
  /** Filters the search keeps (empty values are left out). */
  keep?: Record<string, string | number | undefined>
  className?: string
  /** The browser runs this search on the cached page: the field shows the address's search (the HTML holds none). */
  inBrowser?: boolean
}

/** The search box of a list page (products, FAQ): works without JavaScript. */
export function SearchForm({ locale, path, id, name, value, label, placeholder, submitLabel, keep = {}, className, inBrowser = false }: Props) {
  const field = { id, type: 'search', name, placeholder, maxLength: 100, 'data-testid': id }
  return (
    <form role="search" aria-label={label} action={localizedPath(locale, path)} method="get" className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {inBrowser ? <QueryInput {...field} /> : <input {...field} defaultValue={value} />}
      {/* Without script the server runs the search (src/domain/listRoutes.ts); with it, this is inert text. */}
      {path in CLIENT_SEARCHES ? (
        <noscript>
          <input type="hidden" name={NO_SCRIPT_PARAM} value="1" />
        </noscript>
      ) : null}
      {Object.entries(keep).map(([key, kept]) => (kept ? <input key={key} type="hidden" name={key} value={kept} /> : null))}
      <button type="submit" className="button button--secondary">
        {submitLabel}
      </button>
    </form>
  )
}
