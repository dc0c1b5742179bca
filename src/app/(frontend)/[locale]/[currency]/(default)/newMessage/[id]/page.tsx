import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { CatalogImage } from '@/components/content/CatalogImage'
import { FormattedDate } from '@/components/content/FormattedDate'
import styles from '@/components/content/News.module.css'
import { PageIntro } from '@/components/content/PageIntro'
import { WrittenIn } from '@/components/content/WrittenIn'
import { RichHtml } from '@/components/ui/RichHtml'
import { isLocale } from '@/domain/locale'
import { Link } from '@/i18n/ServerLink'
import { notFoundMetadata } from '@/lib/notFoundMetadata'
import { idParam, parseId, shopParams } from '@/lib/routeParams'
import { absoluteMediaUrl, absoluteUrl, jsonLd, pageMetadata } from '@/server/seo'
import { getNews, listNews } from '@/server/catalog/content'

export const revalidate = 3600
/** The latest news items are prerendered; older ones render on first visit. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const { list } = await listNews(params.locale, { pageSize: 20 })
  return list.map((n) => ({ id: String(n.id) }))
}

type Props = { params: Promise<{ locale: string; currency: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await shopParams(params)
  const itemId = parseId(id)
  if (itemId === null) return notFoundMetadata(locale)
  const item = await getNews(locale, itemId)
  if (!item) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: `/newMessage/${item.id}`,
    title: item.meta.title ? { absolute: item.meta.title } : item.title,
    description: item.meta.description || item.summary || item.contentHtml,
    image: item.coverImage,
    type: 'article',
  })
}

/** One news item (spec §2 /newMessage/{id}) with links to the previous (older) and next (newer) items. */
export default async function NewsPage({ params }: Props) {
  const { locale, id } = await shopParams(params)
  const [item, t] = await Promise.all([getNews(locale, idParam(id)), getTranslations('news')])
  if (!item) notFound()
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    datePublished: item.publishedAt,
    image: item.coverImage ? [absoluteMediaUrl(item.coverImage.url)] : undefined,
    mainEntityOfPage: absoluteUrl(locale, `/newMessage/${item.id}`),
  }
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={jsonLd(structured)} />
      <PageIntro title={item.title} textLang={item.language} crumbs={[{ label: t('title'), href: '/newMessage' }, { label: item.title }]}>
        <FormattedDate iso={item.publishedAt} className={styles.articleDate} /> <WrittenIn language={item.language} className={styles.articleDate} />
      </PageIntro>
      <div className="container page">
        <article className={styles.article} lang={item.language ?? undefined}>
          {item.coverImage ? (
            <div className={styles.cover}>
              <CatalogImage
                image={item.coverImage}
                sizes="(max-width: 968px) 100vw, 800px"
                className={styles.coverImage}
                priority
              />
            </div>
          ) : null}
          {item.summary ? (
            <p>
              <strong>{item.summary}</strong>
            </p>
          ) : null}
          <RichHtml html={item.contentHtml} />
        </article>
        {item.previous || item.next ? (
          <nav className={styles.pager} aria-label={t('moreNews')}>
            <ul>
              <li>
                {item.previous ? (
                  <Link href={`/newMessage/${item.previous.id}`} rel="prev">
                    <span className={styles.pagerLabel}>← {t('previous')}</span>
                    <span className={styles.pagerTitle} lang={item.previous.language ?? undefined}>
                      {item.previous.title}
                    </span>
                  </Link>
                ) : null}
              </li>
              <li>
                {item.next ? (
                  <Link href={`/newMessage/${item.next.id}`} rel="next" className={styles.next}>
                    <span className={styles.pagerLabel}>{t('next')} →</span>
                    <span className={styles.pagerTitle} lang={item.next.language ?? undefined}>
                      {item.next.title}
                    </span>
                  </Link>
                ) : null}
              </li>
            </ul>
          </nav>
        ) : null}
        <Link href="/newMessage" className={styles.backLink}>
          <span aria-hidden="true">←</span> {t('backToList')}
        </Link>
      </div>
    </>
  )
}
