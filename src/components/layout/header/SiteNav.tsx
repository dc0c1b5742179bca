import { Link } from '@/i18n/ServerLink'

import styles from './Header.module.css'
import { MenuButton } from './MenuButton'

export type NavItem = {
  label: string
  href: string
  children?: NavItem[]
  /** Submenu in labelled groups (e.g. airports by region). */
  groups?: { label: string; items: NavItem[] }[]
}

const NAV_ID = 'site-nav'

/** Content without a name in this language would give a link without words (WCAG 2.4.4): left out. */
const named = (item: NavItem) => Boolean(item.label?.trim())

/**
 * The header menu: a row of links on wide screens, a drawer behind the Products/menu button below 968 px.
 * Rendered on the server (the links are in the HTML, not in a client component's props); only the button
 * is a client component.
 */
export function SiteNav({
  items,
  label,
  openLabel,
  closeLabel,
  productsLabel,
}: {
  items: NavItem[]
  label: string
  openLabel: string
  closeLabel: string
  productsLabel: string
}) {
  return (
    <>
      <MenuButton controls={NAV_ID} openLabel={openLabel} closeLabel={closeLabel} productsLabel={productsLabel} />
      <nav id={NAV_ID} aria-label={label} className={styles.nav} data-open="false">
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} data-nav-path={item.href}>
                {item.label}
              </Link>
              {item.children?.length ? (
                <ul className={styles.subList}>
                  {item.children.filter(named).map((child) => (
                    <li key={child.href}>
                      <Link href={child.href} prefetch={false}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.groups?.length ? (
                <div className={styles.subList}>
                  {item.groups.map((group) => (
                    <div key={group.label} role="group" aria-label={group.label} className={styles.subGroup}>
                      <p className={styles.subGroupLabel} aria-hidden="true">
                        {group.label}
                      </p>
                      <ul>
                        {group.items.filter(named).map((child) => (
                          <li key={child.href}>
                            <Link href={child.href} prefetch={false}>
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
