'use client'

import { useState, type ReactNode } from 'react'

import { useScriptGate } from '@/lib/useHydrated'

import styles from './ProductGallery.module.css'

/**
 * The product's images: one large, the others as thumbnail buttons that bring them forward. The images come
 * rendered from the server (CatalogImage), so this client component only switches which one is shown.
 */
export function ProductGallery({ images, thumbs, thumbLabel }: { images: ReactNode[]; thumbs: ReactNode[]; thumbLabel: string[] }) {
  const gate = useScriptGate()
  const [index, setIndex] = useState(0)
  const current = images[index] ?? images[0]
  if (!current) return null
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>{current}</div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {thumbs.map((thumb, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={thumbLabel[i]}
                onClick={() => setIndex(i)}
                // The shown photo's thumbnail stays focusable (a stop in the scrolling row); the others wait.
                {...(i === index ? {} : gate)}
              >
                {thumb}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
