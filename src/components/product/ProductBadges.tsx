import { getTranslations } from 'next-intl/server'

import styles from './ProductBadges.module.css'

/** Network (5G/4G) and card type (physical SIM / eSIM) chips. */
export async function ProductBadges({
  network,
  cardType,
  className,
}: {
  network: '5G' | '4G'
  cardType: 'physical' | 'esim'
  className?: string
}) {
  const t = await getTranslations('product')
  return (
    <ul className={className ? `${styles.badges} ${className}` : styles.badges} aria-label={t('badgesLabel')}>
      <li className={`${styles.badge} ${network === '5G' ? styles.net5g : styles.net4g}`} data-testid="badge-network">
        {t('network', { network })}
      </li>
      <li className={`${styles.badge} ${cardType === 'esim' ? styles.esim : styles.physical}`} data-testid="badge-card-type">
        {cardType === 'esim' ? t('esim') : t('physical')}
      </li>
    </ul>
  )
}
