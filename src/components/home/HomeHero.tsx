import { getTranslations } from 'next-intl/server'

import { CatalogImage } from '@/components/content/CatalogImage'
import { WrittenIn } from '@/components/content/WrittenIn'
import { Link } from '@/i18n/ServerLink'
import type { BannerView, ImageView } from '@/lib/views/catalog'

import { BannerCarousel, type Slide } from './BannerCarousel'
import carouselStyles from './BannerCarousel.module.css'
import styles from './HomeHero.module.css'

/** The banners' slides, rendered here: the carousel (a client component) gets markup, not data and messages. */
async function bannerSlides(banners: BannerView[]): Promise<Slide[]> {
  const t = await getTranslations('homePage')
  const count = banners.length
  // Every slide takes the first image's proportions, so the carousel never jumps in height.
  const first = banners.find((b) => b.image?.width && b.image.height)?.image
  const ratio = first ? `${first.width} / ${first.height}` : '5 / 2'
  return banners.map((banner, i) => {
    const body = (
      <>
        <span className={carouselStyles.media} style={{ aspectRatio: ratio }}>
          {banner.image ? (
            <CatalogImage
              image={banner.image}
              sizes="(max-width: 968px) 100vw, 600px"
              className={carouselStyles.image}
              priority={i === 0}
              decorative
            />
          ) : null}
        </span>
        <span className={carouselStyles.caption}>
          <span className={carouselStyles.slideTitle} lang={banner.language ?? undefined}>
            {banner.title}
          </span>
          {banner.subtitle ? (
            <span className={carouselStyles.slideSubtitle} lang={banner.language ?? undefined}>
              {banner.subtitle}
            </span>
          ) : null}
          <WrittenIn language={banner.language} className={carouselStyles.slideSubtitle} />
        </span>
      </>
    )
    return {
      id: banner.id,
      label: t('slideOf', { index: i + 1, count }),
      showLabel: t('showSlide', { index: i + 1, title: banner.title }),
      content: banner.link?.startsWith('/') ? (
        <Link href={banner.link} className={carouselStyles.slideLink}>
          {body}
        </Link>
      ) : banner.link ? (
        <a href={banner.link} className={carouselStyles.slideLink} rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <div className={carouselStyles.slideLink}>{body}</div>
      ),
    }
  })
}

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
          <BannerCarousel
            slides={await bannerSlides(banners)}
            labels={{
              carousel: t('carousel'),
              bannersLabel: t('bannersLabel'),
              slide: t('slide'),
              pause: t('pause'),
              play: t('play'),
              previousSlide: t('previousSlide'),
              nextSlide: t('nextSlide'),
            }}
          />
        ) : heroImage ? (
          <div className={styles.heroImage}>
            <CatalogImage image={heroImage} sizes="(max-width: 968px) 100vw, 600px" className={styles.heroImg} priority />
          </div>
        ) : null}
      </div>
    </div>
  )
}
