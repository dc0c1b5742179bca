'use client'

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'

import { useScriptGate } from '@/lib/useHydrated'

import styles from './BannerCarousel.module.css'

/** One slide every 7 s (WCAG 2.2.2: anything moving for more than 5 s needs a pause control, and has one). */
const ROTATE_MS = 7000

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
const subscribeReducedMotion = (onChange: () => void) => {
  const media = window.matchMedia(reducedMotionQuery)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** A slide rendered on the server (its link and image), with its two accessible names. */
export type Slide = { id: string | number; label: string; showLabel: string; content: ReactNode }
export type CarouselLabels = { carousel: string; bannersLabel: string; slide: string; pause: string; play: string; previousSlide: string; nextSlide: string }

/**
 * The home page's banners (APG carousel pattern): previous/next and one button per slide, a pause
 * button, rotation that stops while hovered or focused, and none at all with prefers-reduced-motion.
 */
export function BannerCarousel({ slides, labels }: { slides: Slide[]; labels: CarouselLabels }) {
  const gate = useScriptGate()
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  )
  const [index, setIndex] = useState(0)
  const [turned, setTurned] = useState(false)
  // null: follow the visitor's motion preference; true/false once they press play or pause.
  const [playing, setPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = slides.length
  const autoplay = playing ?? !reducedMotion
  const rotating = count > 1 && autoplay && !hovered && !focused

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => {
      setTurned(true)
      setIndex((i) => (i + 1) % count)
    }, ROTATE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count])

  if (!count) return null
  const go = (next: number) => {
    setTurned(true)
    setIndex((next + count) % count)
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription={labels.carousel}
      aria-label={labels.bannersLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      data-testid="banner-carousel"
    >
      {/* The first slide is painted as it arrives (it is the page's LCP image, issue 39); only a turned-to slide fades in. */}
      <div className={`${styles.viewport} ${turned ? styles.turned : ''}`} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={slide.label}
            className={styles.slide}
            hidden={i !== index}
            data-testid="banner-slide"
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlaying(!autoplay)}
            aria-label={autoplay ? labels.pause : labels.play}
            data-testid="banner-pause"
            {...gate}
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
          <button type="button" className={styles.control} onClick={() => go(index - 1)} aria-label={labels.previousSlide} {...gate}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
          <ul className={styles.dots}>
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={slide.showLabel}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                  {...gate}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.control} onClick={() => go(index + 1)} aria-label={labels.nextSlide} {...gate}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  )
}
