import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { PageSlug } from '@/domain/pages'
import { sentenceGap, type Locale } from '@/domain/locale'
import { Link } from '@/i18n/ServerLink'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { RichHtml } from '@/components/ui/RichHtml'
import { getPage } from '@/server/catalog/content'

import { EmptyState } from './EmptyState'
import { FormattedDate } from './FormattedDate'
import styles from './InfoPage.module.css'
import { OperatorDetails } from './OperatorDetails'
import { PageIntro } from './PageIntro'
import { WrittenIn } from './WrittenIn'

/** The information pages, in the order of their side menu, with the route each one lives at. */
const INFO_PAGES: { slug: PageSlug; href: string }[] = [
  { slug: 'aboutUs', href: '/aboutUs' },
  { slug: 'service', href: '/service' },
  { slug: 'privacy', href: '/privacy' },
  { slug: 'antiFraud', href: '/antiFraud' },
  { slug: 'returnExchange', href: '/returnExchange' },
  { slug: 'topUp', href: '/topUp' },
  { slug: 'businessCooperation', href: '/businessCooperation' },
]

/** The pages a shop that takes money must show its operator on (About, Terms, Privacy). */
const OPERATOR_PAGES: PageSlug[] = ['aboutUs', 'service', 'privacy']

const hrefOf = (slug: PageSlug) => INFO_PAGES.find((p) => p.slug === slug)!.href

export async function infoPageMetadata(params: ShopParams, slug: PageSlug): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const [page, t] = await Promise.all([getPage(locale, slug), getTranslations({ locale, namespace: 'pages' })])
  return pageMetadata({
    locale,
    path: hrefOf(slug),
    title: page?.meta.title ? { absolute: page.meta.title } : page?.title || t(`titles.${slug}`),
    description: page?.meta.description || page?.contentHtml || t('notReady'),
  })
}

/** The article of an information page: last-updated date, the Chinese-prevails notice, body (also shown inside the member centre). */
export async function InfoArticle({ locale, slug, headingLevel = 'none' }: { locale: Locale; slug: PageSlug; headingLevel?: 'none' | 'h1' }) {
  const [page, t] = await Promise.all([getPage(locale, slug), getTranslations('pages')])
  return (
    <article className={styles.article} data-testid={`info-${slug}`}>
      {headingLevel === 'h1' ? <h1 lang={page?.title ? (page.language ?? undefined) : undefined}>{page?.title || t(`titles.${slug}`)}</h1> : null}
      {page ? (
        <>
          {page.language ? (
            <p className={styles.updated}>
              <WrittenIn language={page.language} />
            </p>
          ) : null}
          {page.lastUpdated || page.chinesePrevails ? (
            <div className={styles.meta}>
              {page.lastUpdated ? (
                <p className={styles.updated} data-testid="last-updated">
                  {/* 最後更新：2025年7月15日 with the colon's own space; "Last updated: 15 July 2025" with a space. */}
                  {t('lastUpdated')}
                  {sentenceGap(locale)}
                  <FormattedDate iso={page.lastUpdated} />
                </p>
              ) : null}
              {page.chinesePrevails ? (
                <p className={styles.prevails} role="note" data-testid="chinese-prevails">
                  {t('chinesePrevails')}
                </p>
              ) : null}
            </div>
          ) : null}
          <RichHtml html={page.contentHtml} className={styles.body} lang={page.language} />
          {OPERATOR_PAGES.includes(slug) ? <OperatorDetails locale={locale} /> : null}
        </>
      ) : (
        <EmptyState
          title={t('notReadyTitle')}
          text={t('notReady')}
          action={
            <Link href="/" className="button button--secondary">
              {t('backHome')}
            </Link>
          }
        />
      )}
    </article>
  )
}

/** A legal or information page written in /admin: title, last-updated date, the Chinese-prevails notice, body. */
export async function InfoPage({ locale, slug }: { locale: Locale; slug: PageSlug }) {
  const [page, t] = await Promise.all([getPage(locale, slug), getTranslations('pages')])
  const title = page?.title || t(`titles.${slug}`)
  return (
    <>
      <PageIntro title={title} textLang={page?.title ? page.language : null} lead={page?.intro ?? undefined} />
      <div className={`container page ${styles.layout}`}>
        <InfoArticle locale={locale} slug={slug} />
        <nav className={styles.aside} aria-label={t('moreInfo')}>
          <h2 className={styles.asideTitle}>{t('moreInfo')}</h2>
          <ul>
            {INFO_PAGES.map((p) => (
              <li key={p.slug}>
                <Link href={p.href} aria-current={p.slug === slug ? 'page' : undefined}>
                  {t(`titles.${p.slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  )
}
