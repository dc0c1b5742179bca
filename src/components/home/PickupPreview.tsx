import type { RegionView } from '@/server/catalog/pickup'
import { Link } from '@/i18n/ServerLink'

import styles from './home.module.css'

/** Pickup regions with their airports, each a link to the airport's counters. */
export function PickupPreview({ regions }: { regions: RegionView[] }) {
  return (
    <ul className={styles.regions}>
      {regions
        .filter((region) => region.airports.length)
        .map((region) => (
          <li key={region.id} className={styles.region}>
            <h3 className={styles.regionTitle}>{region.name}</h3>
            <ul className={styles.airports}>
              {region.airports.map((airport) => (
                <li key={airport.id}>
                  <Link href={`/cardPickupLocation/${airport.id}`} className={styles.airport}>
                    <span className={styles.code}>{airport.code}</span>
                    <span>{airport.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
    </ul>
  )
}
