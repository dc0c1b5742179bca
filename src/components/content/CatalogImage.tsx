import Image from 'next/image'

import type { ImageView } from '@/lib/views/catalog'

/**
 * Payload returns media URLs absolute (its serverURL); our own files go to next/image as paths,
 * which next.config's images.localPatterns allow.
 */
export function mediaSrc(url: string): string {
  const own = /^https?:\/\/[^/]+(\/api\/media\/.*)$/.exec(url)
  return own ? own[1]! : url
}

/**
 * A media image from /admin through next/image. Uses the stored size when known (no layout shift),
 * else fills its positioned parent. `decorative` images get an empty alt. `priority` is passed only when set: every prop of
 * this client component is written into the page's RSC payload.
 */
export function CatalogImage({
  image,
  sizes,
  className,
  priority = false,
  decorative = false,
  alt,
}: {
  image: ImageView
  sizes: string
  className?: string
  priority?: boolean
  decorative?: boolean
  alt?: string
}) {
  const text = decorative ? '' : (alt ?? image.alt)
  if (image.width && image.height) {
    return (
      <Image
        src={mediaSrc(image.url)}
        alt={text}
        width={image.width}
        height={image.height}
        sizes={sizes}
        className={className}
        {...(priority ? { priority } : {})}
      />
    )
  }
  return <Image src={mediaSrc(image.url)} alt={text} fill sizes={sizes} className={className} {...(priority ? { priority } : {})} />
}
