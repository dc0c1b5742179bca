import { CatalogImage } from '@/components/content/CatalogImage'
import { Link } from '@/i18n/ServerLink'
import type { HomeView } from '@/server/catalog/home'

import styles from './home.module.css'

/** Partner activities and offers (cooperateActivity). */
export function Cooperation({ items }: { items: HomeView['cooperationActivities'] }) {
  return (
    <ul className={styles.coop}>
      {items.map((item, index) => {
        const title = item.link?.startsWith('/') ? (
          <Link href={item.link}>{item.title}</Link>
        ) : item.link ? (
          <a href={item.link} rel="noopener noreferrer">
            {item.title}
          </a>
        ) : (
          item.title
        )
        return (
          <li key={`${index}-${item.title}`} className={styles.coopItem}>
            {item.image ? (
              <div className={styles.coopMedia}>
                <CatalogImage
                  image={item.image}
                  sizes="(max-width: 768px) 100vw, 380px"
                  className={styles.coopImage}
                  decorative
                />
              </div>
            ) : null}
            <div className={styles.coopBody}>
              <h3 className={styles.coopTitle}>{title}</h3>
              {item.text ? <p className={styles.coopText}>{item.text}</p> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
