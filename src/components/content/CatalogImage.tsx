import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { ImageView } from '@/lib/views/catalog'

/**
 * Payload returns media URLs absolute (its serverURL); our own files go to next/image as paths,
 * which next.config's images.localPatterns allow.
 */
export function mediaSrc(url: string): string {
  const own = /^https?:\/\/[^/]+(\/api\/media\/.*)$/.exec(url)
  return own ? own[1]! : url
}

const MEDIA_FILES = '/api/media/file/'

/**
 * Short addresses for media files (/img/640/name.png), which next.config rewrites to next/image's optimizer with the
 * same width and quality 75: every srcset entry is written twice into a page (HTML and RSC payload), and next/image's
 * own form (/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F…&w=640&q=75) is 45 characters longer. Anything else keeps that form.
 */
export function imageLoader({ src, width }: { src: string; width: number }): string {
  const name = src.startsWith(MEDIA_FILES) ? src.slice(MEDIA_FILES.length) : ''
  return /^[\w.-]+$/.test(name) ? `/img/${width}/${name}` : `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`
}

/**
 * A media image from /admin with next/image's srcset and sizes, rendered on the server as a plain <img> (getImageProps):
 * next/image's client component (~7 KB gzip) is then in no page's first load. Uses the stored size when known (no layout
 * shift), else fills its positioned parent. `decorative` images get an empty alt. `priority` preloads the image as
 * next/image does (ReactDOM.preload with its srcset), at high fetch priority.
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
  const fill = !(image.width && image.height)
  const { props } = getImageProps({
    src: mediaSrc(image.url),
    loader: imageLoader,
    alt: text,
    sizes,
    className,
    ...(fill ? { fill: true } : { width: image.width!, height: image.height! }),
    // next/image's `preload` (its `priority` is deprecated in Next 16): eager, no lazy loading. High priority: Chrome
    // otherwise fetches an image (and its preload) at low priority until layout finds it on screen (issue 39, LCP).
    ...(priority ? { preload: true, fetchPriority: 'high' as const } : {}),
  })
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // data-nimg as next/image writes it (stylesheets match the filling images by it).
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client component
  return <img {...props} alt={text} data-nimg={fill ? 'fill' : '1'} />
}
