import { localizedPath, type Locale } from '@/domain/locale'

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
}

/** The search box of a list page (products, FAQ): works without JavaScript. */
export function SearchForm({ locale, path, id, name, value, label, placeholder, submitLabel, keep = {}, className }: Props) {
  return (
    <form role="search" aria-label={label} action={localizedPath(locale, path)} method="get" className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="search" name={name} defaultValue={value} placeholder={placeholder} maxLength={100} data-testid={id} />
      {Object.entries(keep).map(([key, kept]) => (kept ? <input key={key} type="hidden" name={key} value={kept} /> : null))}
      <button type="submit" className="button button--secondary">
        {submitLabel}
      </button>
    </form>
  )
}
