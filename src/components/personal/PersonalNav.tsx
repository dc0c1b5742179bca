'use client'

import { useLocale } from 'next-intl'

import { Link, usePathname } from '@/i18n/navigation'
import { logoutAndGoToLogin } from '@/lib/api-client'
import { useScriptGate } from '@/lib/useHydrated'

import styles from './PersonalLayout.module.css'

export type PersonalNavItem = { href: string; label: string }

/** Side menu of the member centre; the current page is marked for screen readers. */
export function PersonalNav({ items, label, logoutLabel }: { items: PersonalNavItem[]; label: string; logoutLabel: string }) {
  const gate = useScriptGate()
  const pathname = usePathname()
  const locale = useLocale()
  return (
    <nav aria-label={label} className={styles.menu}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={pathname === item.href ? 'page' : pathname.startsWith(`${item.href}/`) ? 'true' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void logoutAndGoToLogin(locale, { byMember: true })} data-testid="logout" {...gate}>
            {logoutLabel}
          </button>
        </li>
      </ul>
    </nav>
  )
}

export function PersonalBreadcrumb({ label, home, centre, items }: { label: string; home: string; centre: string; items: PersonalNavItem[] }) {
  const pathname = usePathname()
  const current = items.find((item) => item.href === pathname)
  // A page under a menu entry (one order under the order history): that entry, then the page's own name (the order number).
  const section = current ? undefined : items.find((item) => pathname.startsWith(`${item.href}/`))
  const leaf = section ? decodeURIComponent(pathname.slice(section.href.length + 1)) : null
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href="/">{home}</Link>
        </li>
        <li>{current || section ? <Link href={items[0]!.href}>{centre}</Link> : <span aria-current="page">{centre}</span>}</li>
        {current ? (
          <li>
            <span aria-current="page">{current.label}</span>
          </li>
        ) : null}
        {section ? (
          <>
            <li>
              <Link href={section.href}>{section.label}</Link>
            </li>
            <li>
              <span aria-current="page" className="nowrap">
                {leaf}
              </span>
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  )
}
