'use client'

import { useState } from 'react'

import { CatalogImage } from '@/components/content/CatalogImage'
import type { ImageView } from '@/lib/views/catalog'

import styles from './ProductGallery.module.css'

/** The product's images: one large, the others as thumbnail buttons that bring them forward. */
export function ProductGallery({ images, name, thumbLabel }: { images: ImageView[]; name: string; thumbLabel: string[] }) {
  const [index, setIndex] = useState(0)
  const current = images[index] ?? images[0]
  if (!current) return null
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <CatalogImage
          image={current}
          alt={current.alt || name}
          sizes="(max-width: 968px) 100vw, 560px"
          className={styles.mainImage}
          priority
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={thumbLabel[i]}
                onClick={() => setIndex(i)}
              >
                <CatalogImage image={image} sizes="80px" className={styles.thumbImage} decorative />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
