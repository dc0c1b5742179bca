'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { CatalogImage } from '@/components/content/CatalogImage'
import { Link } from '@/i18n/navigation'
import type { BannerView } from '@/lib/views/catalog'

import styles from './BannerCarousel.module.css'

/** One slide every 7 s (WCAG 2.2.2: anything moving for more than 5 s needs a pause control, and has one). */
const ROTATE_MS = 7000

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
const subscribeReducedMotion = (onChange: () => void) => {
  const media = window.matchMedia(reducedMotionQuery)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/**
 * The home page's banners (APG carousel pattern): previous/next and one button per slide, a pause
 * button, rotation that stops while hovered or focused, and none at all with prefers-reduced-motion.
 */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const t = useTranslations('homePage')
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  )
  const [index, setIndex] = useState(0)
  // null: follow the visitor's motion preference; true/false once they press play or pause.
  const [playing, setPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = banners.length
  const autoplay = playing ?? !reducedMotion
  const rotating = count > 1 && autoplay && !hovered && !focused

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), ROTATE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count])

  if (!count) return null
  // Every slide takes the first image's proportions, so the carousel never jumps in height.
  const first = banners.find((b) => b.image?.width && b.image.height)?.image
  const ratio = first ? `${first.width} / ${first.height}` : '5 / 2'
  const go = (next: number) => setIndex((next + count) % count)

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel')}
      aria-label={t('bannersLabel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      data-testid="banner-carousel"
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, i) => {
          const body = (
            <>
              <span className={styles.media} style={{ aspectRatio: ratio }}>
                {banner.image ? (
                  <CatalogImage
                    image={banner.image}
                    sizes="(max-width: 968px) 100vw, 600px"
                    className={styles.image}
                    priority={i === 0}
                    decorative
                  />
                ) : null}
              </span>
              <span className={styles.caption}>
                <span className={styles.slideTitle}>{banner.title}</span>
                {banner.subtitle ? <span className={styles.slideSubtitle}>{banner.subtitle}</span> : null}
              </span>
            </>
          )
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { index: i + 1, count })}
              className={styles.slide}
              hidden={i !== index}
              data-testid="banner-slide"
            >
              {banner.link?.startsWith('/') ? (
                <Link href={banner.link} className={styles.slideLink}>
                  {body}
                </Link>
              ) : banner.link ? (
                <a href={banner.link} className={styles.slideLink} rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                <div className={styles.slideLink}>{body}</div>
              )}
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlaying(!autoplay)}
            aria-label={autoplay ? t('pause') : t('play')}
            data-testid="banner-pause"
          >
            {!autoplay ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
              </svg>
            )}
          </button>
          <button type="button" className={styles.control} onClick={() => go(index - 1)} aria-label={t('previousSlide')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
          <ul className={styles.dots}>
            {banners.map((banner, i) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t('showSlide', { index: i + 1, title: banner.title })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.control} onClick={() => go(index + 1)} aria-label={t('nextSlide')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  )
}
