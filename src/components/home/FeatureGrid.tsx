import styles from './home.module.css'

/** Why travellers choose the shop: icon (decorative, drawn by the style sheet from its name), title, one line each. */
export function FeatureGrid({ features }: { features: { icon: string; title: string; text: string | null }[] }) {
  return (
    <ul className={styles.features}>
      {features.map((feature, index) => (
        <li key={`${index}-${feature.title}`} className={styles.feature}>
          <span className={styles.featureIcon} data-icon={feature.icon} aria-hidden="true" />
          <h3 className={styles.featureTitle}>{feature.title}</h3>
          {feature.text ? <p className={styles.featureText}>{feature.text}</p> : null}
        </li>
      ))}
    </ul>
  )
}
