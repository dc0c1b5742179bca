import { getTranslations } from 'next-intl/server'

import { CatalogImage } from '@/components/content/CatalogImage'
import { Link } from '@/i18n/navigation'
import type { BannerView, ImageView } from '@/lib/views/catalog'

import { BannerCarousel } from './BannerCarousel'
import styles from './HomeHero.module.css'

/** The home page's opening: its h1 and call to action beside the banner carousel (or the hero image). */
export async function HomeHero({
  title,
  subtitle,
  heroImage,
  banners,
}: {
  title: string
  subtitle: string | null
  heroImage: ImageView | null
  banners: BannerView[]
}) {
  const t = await getTranslations('homePage')
  return (
    <div className={`container ${styles.hero}`}>
      <div className={styles.text}>
        <span className={styles.kicker}>{t('kicker')}</span>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <div className={styles.actions}>
          <Link href="/cardType" className={`button ${styles.primary}`}>
            {t('browseProducts')}
          </Link>
          <Link href="/cardPickupLocation" className={`button ${styles.secondary}`}>
            {t('findPickup')}
          </Link>
        </div>
        <ul className={styles.trust}>
          <li>{t('trustPickup')}</li>
          <li>{t('trustEsim')}</li>
          <li>{t('trustNtd')}</li>
        </ul>
      </div>
      <div className={styles.visual}>
        {banners.length ? (
          <BannerCarousel banners={banners} />
        ) : heroImage ? (
          <div className={styles.heroImage}>
            <CatalogImage image={heroImage} sizes="(max-width: 968px) 100vw, 600px" className={styles.heroImg} priority />
          </div>
        ) : null}
      </div>
    </div>
  )
}
