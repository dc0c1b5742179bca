import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import styles from '@/components/content/News.module.css'
import { NewsCard } from '@/components/content/NewsCard'
import { PageIntro } from '@/components/content/PageIntro'
import { Pagination } from '@/components/content/Pagination'
import { queryPage, type SearchParams } from '@/components/content/query'
import { Link } from '@/i18n/ServerLink'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { listNews } from '@/server/catalog/content'

const PAGE_SIZE = 10

type Props = { params: ShopParams; searchParams: SearchParams }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const page = queryPage((await searchParams).page)
  const t = await getTranslations({ locale, namespace: 'news' })
  return pageMetadata({
    locale,
    path: page > 1 ? `/newMessage?page=${page}` : '/newMessage',
    title: page > 1 ? t('titlePage', { page }) : t('title'),
    description: t('lead'),
  })
}

/** Latest news (spec §2 /newMessage), newest first, ten a page (?page=n). */
export default async function NewsListPage({ params, searchParams }: Props) {
  const { locale } = await shopParams(params)
  const page = queryPage((await searchParams).page)
  const [news, t] = await Promise.all([listNews(locale, { page, pageSize: PAGE_SIZE }), getTranslations('news')])
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container page">
        {news.list.length ? (
          <>
            <ul className={styles.list}>
              {news.list.map((item, index) => (
                <li key={item.id}>
                  <NewsCard item={item} priority={index === 0} />
                </li>
              ))}
            </ul>
            <Pagination pathname="/newMessage" page={news.page} totalPages={news.totalPages} />
          </>
        ) : (
          <EmptyState
            testId="news-empty"
            title={page > 1 ? t('pageEmptyTitle') : t('emptyTitle')}
            text={t('emptyText')}
            action={
              <Link href={page > 1 ? '/newMessage' : '/'} className="button button--secondary">
                {page > 1 ? t('firstPage') : t('backHome')}
              </Link>
            }
          />
        )}
      </div>
    </>
  )
}
