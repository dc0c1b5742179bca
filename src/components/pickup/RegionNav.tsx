import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/ServerLink'
import type { RegionView } from '@/server/catalog/pickup'

import styles from './Pickup.module.css'

/** Regions and their airports as a tree of links; the selected airport is marked as the current page. */
export async function RegionNav({ regions, activeId }: { regions: RegionView[]; activeId?: number }) {
  const t = await getTranslations('pickup')
  return (
    <nav aria-label={t('regionsLabel')} className={styles.nav}>
      <Link href="/cardPickupLocation" className={styles.overview} aria-current={activeId === undefined ? 'page' : undefined}>
        {t('allLocations')}
      </Link>
      <ul className={styles.tree}>
        {regions.map((region) => (
          <li key={region.id}>
            <span className={styles.regionName} id={`region-${region.id}`}>
              {region.name}
            </span>
            {region.airports.length ? (
              <ul aria-labelledby={`region-${region.id}`}>
                {region.airports.map((airport) => (
                  <li key={airport.id}>
                    <Link
                      href={`/cardPickupLocation/${airport.id}`}
                      aria-current={airport.id === activeId ? 'page' : undefined}
                      className={styles.airportLink}
                      data-testid="airport-link"
                    >
                      <span className={styles.code}>{airport.code}</span>
                      <span>{airport.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.none}>{t('noAirports')}</p>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
