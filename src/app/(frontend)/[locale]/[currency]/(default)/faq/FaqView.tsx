import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { ContactSection } from '@/components/care/ContactSection'
import { EmptyState } from '@/components/content/EmptyState'
import styles from '@/components/content/Faq.module.css'
import { FAQ_QUERY_PARAM, FaqResults, type FaqEntry } from '@/components/content/FaqSearch'
import { PageIntro } from '@/components/content/PageIntro'
import { queryId, queryText, type SearchParams } from '@/components/content/query'
import { QueryLink, QueryText } from '@/components/content/QueryInput'
import { SearchForm } from '@/components/content/SearchForm'
import { WrittenIn } from '@/components/content/WrittenIn'
import catalogStyles from '@/components/product/CategoryNav.module.css'
import { localizedPath } from '@/domain/locale'
import { QUERY_MARK } from '@/domain/search'
import { Link } from '@/i18n/ServerLink'
import { faqSearchText } from '@/lib/searchMarks'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { jsonLd, pageMetadata, plainText } from '@/server/seo'
import { listFaqCategories, listFaqs, listGuides } from '@/server/catalog/content'
import { searchIndex } from '@/server/catalog/searchIndex'

type Props = { params: ShopParams; searchParams: SearchParams }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'faq' })
  const tc = await getTranslations({ locale, namespace: 'catalog' })
  const q = queryText(query.q)
  return pageMetadata({
    locale,
    path: '/faq',
    // A search names itself in the tab and to a screen reader arriving on the page ("「取卡」の検索結果 · よくある質問").
    title: q ? `${tc('searchTitle', { name: q })} · ${t('title')}` : t('title'),
    description: t('lead'),
    noindex: Boolean(queryText(query.q) || query.category),
  })
}

/**
 * FAQ (spec §2): categories as filter links, questions as disclosures, a keyword search (?q=), purchase notes beside.
 * `inBrowser`: the cached page, whose keyword search the browser runs (issue 39; FaqSearch.tsx); else a render of
 * the address's category or search (a browser without script).
 */
export default async function FaqPage({ params, searchParams, inBrowser = false }: Props & { inBrowser?: boolean }) {
  const { locale } = await shopParams(params)
  const query = await searchParams
  const q = queryText(query.q)
  const [categories, t, tc, purchaseNotes] = await Promise.all([
    listFaqCategories(locale),
    getTranslations('faq'),
    getTranslations('catalog'),
    listGuides(locale, 1),
  ])
  const requested = queryId(query.category)
  const categoryId = categories.some((c) => c.id === requested) ? requested : undefined
  const faqs = await listFaqs(locale, { categoryId, keyword: q || undefined, pageSize: 200 })
  const filtered = Boolean(q || categoryId)
  /** The FAQ in `category`, keeping the search unless `withSearch` is false (the "clear search" link). */
  const href = (category?: number, withSearch = true) => ({
    pathname: '/faq',
    query: Object.fromEntries(
      Object.entries({ q: withSearch ? q || undefined : undefined, category: category ? String(category) : undefined }).filter(([, v]) => v),
    ) as Record<string, string>,
  })
  // What the search reads and shows (FaqSearch.tsx, the same on both sides): the server's found entries, or on the
  // cached page every entry, the browser searching them for the address's query.
  const entries: FaqEntry[] = faqs.list.map(({ id, question, answerHtml, categoryId: category, language }) => ({ id, question, answerHtml, categoryId: category, language }))
  const notes = Object.fromEntries(entries.filter((e) => e.language).map((e) => [e.id, <WrittenIn key={e.id} language={e.language} />]))
  const { pairs } = searchIndex(entries.map((e) => ({ id: e.id, text: faqSearchText(e.question, e.answerHtml) })))
  // On the cached page a category link keeps the address's search (the HTML cannot know it).
  const categoryLink = (category: number | undefined, children: ReactNode) => {
    const props = { children, 'aria-current': categoryId === category ? ('page' as const) : undefined, 'data-testid': 'faq-category' }
    return inBrowser ? (
      <QueryLink {...props} param={FAQ_QUERY_PARAM} path={localizedPath(locale, '/faq')} query={category ? { category: String(category) } : {}} />
    ) : (
      <Link {...props} href={href(category)} />
    )
  }
  const emptyState = (title: ReactNode, text: string, withAction: boolean) => (
    <EmptyState
      testId="faq-empty"
      title={title}
      text={text}
      action={
        withAction ? (
          <Link href="/faq" className="button">
            {t('allQuestions')}
          </Link>
        ) : undefined
      }
    />
  )

  const structured = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.list.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(f.answerHtml, 1000) },
    })),
  }

  return (
    <>
      {!filtered && faqs.list.length ? <script type="application/ld+json" dangerouslySetInnerHTML={jsonLd(structured)} /> : null}
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className={`container page ${styles.layout}`}>
        <div className={styles.main}>
          <SearchForm
            locale={locale}
            path="/faq"
            id="faq-search"
            name="q"
            value={q}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            submitLabel={t('search')}
            keep={{ category: categoryId }}
            className={styles.search}
            inBrowser={inBrowser}
          />

          {categories.length ? (
            <nav aria-label={t('categoriesLabel')} className={catalogStyles.nav}>
              <ul>
                <li>
                  {categoryLink(undefined, t('allCategories'))}
                </li>
                {categories.map((c) => (
                  <li key={c.id}>
                    {categoryLink(c.id, c.name)}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          <FaqResults
            entries={entries}
            pairs={pairs}
            notes={notes}
            categories={categories}
            query={inBrowser ? undefined : q}
            categoryCount={categoryId && !q ? t('resultCount', { count: faqs.total }) : undefined}
            clear={
              <Link href={href(categoryId, false)} className={styles.clear} aria-label={t('clearSearchLabel')}>
                {t('clearSearch')}
              </Link>
            }
            noMatch={emptyState(
              inBrowser ? <QueryText param={FAQ_QUERY_PARAM} template={t('noMatchTitle', { q: QUERY_MARK })} /> : t('noMatchTitle', { q }),
              t('noMatchText'),
              true,
            )}
            none={emptyState(t('emptyTitle'), t('emptyText'), filtered)}
            texts={{
              plainTitle: t('title'),
              searchTitle: `${tc('searchTitle', { name: QUERY_MARK })} · ${t('title')}`,
              counts: Array.from({ length: entries.length + 1 }, (_, count) => t('resultCountFor', { count, q: QUERY_MARK })),
              otherQuestions: t('otherQuestions'),
            }}
            classes={{ count: styles.count, group: styles.group }}
          />

          <div style={{ marginTop: '2.5rem' }}>
            <ContactSection />
          </div>
        </div>

        <aside className={styles.aside} aria-label={t('moreHelp')}>
          {purchaseNotes.length ? (
            <section className={styles.box} aria-labelledby="purchase-notes">
              <h2 id="purchase-notes">{t('purchaseNotes')}</h2>
              <ul>
                {purchaseNotes.map((g) => (
                  <li key={g.id}>
                    <Link href={`/guide/${g.id}`}>{g.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={styles.box} aria-labelledby="more-help">
            <h2 id="more-help">{t('moreHelp')}</h2>
            <p>{t('moreHelpText')}</p>
            <ul>
              <li>
                <Link href="/guide">{t('allGuides')}</Link>
              </li>
              <li>
                <Link href="/cardPickupLocation">{t('pickupLocations')}</Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </>
  )
}
