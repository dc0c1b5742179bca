import { Icon, isIconName, type IconName } from '@/components/ui/Icon'

import styles from './home.module.css'

type Feature = { icon: string; title: string; text: string | null }

/** The drawing of a feature's icon (FEATURE_ICONS: signal, airport, esim, …); the globe (`world`) for any other. */
export const featureDrawing = (icon: string): IconName => (icon !== 'globe' && isIconName(icon) ? icon : 'world')

/**
 * Why travellers choose the shop: icon (decorative, inline, by its name), title, one line each.
 * `notes` adds a fact kept elsewhere under a feature by its icon (the support feature gets the hours of site settings).
 */
export function FeatureGrid({ features, notes = {} }: { features: Feature[]; notes?: Partial<Record<string, string | null>> }) {
  return (
    <ul className={styles.features}>
      {features.map((feature, index) => (
        <li key={`${index}-${feature.title}`} className={styles.feature}>
          <span className={styles.featureIcon} aria-hidden="true">
            <Icon name={featureDrawing(feature.icon)} className={styles.featureSvg} />
          </span>
          <h3 className={styles.featureTitle}>{feature.title}</h3>
          {feature.text ? <p className={styles.featureText}>{feature.text}</p> : null}
          {notes[feature.icon] ? (
            <p className={styles.featureText} data-testid={`feature-note-${feature.icon}`}>
              {notes[feature.icon]}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
