import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContactSection } from '@/components/care/ContactSection'
import { EmptyState } from '@/components/content/EmptyState'
import { FaqAccordion } from '@/components/content/FaqAccordion'
import styles from '@/components/content/Faq.module.css'
import { PageIntro } from '@/components/content/PageIntro'
import { queryId, queryText, type SearchParams } from '@/components/content/query'
import { SearchForm } from '@/components/content/SearchForm'
import catalogStyles from '@/components/product/CategoryNav.module.css'
import { Link } from '@/i18n/ServerLink'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { jsonLd, pageMetadata, plainText } from '@/server/seo'
import { listFaqCategories, listFaqs, listGuides } from '@/server/catalog/content'
import { markHtml, markText } from '@/server/catalog/shared'

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

/** FAQ (spec §2): categories as filter links, questions as disclosures, a keyword search (?q=), purchase notes beside. */
export default async function FaqPage({ params, searchParams }: Props) {
  const { locale } = await shopParams(params)
  const query = await searchParams
  const q = queryText(query.q)
  const [categories, t, purchaseNotes] = await Promise.all([
    listFaqCategories(locale),
    getTranslations('faq'),
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
  // Unfiltered, the questions are grouped under their categories; filtered, they are one list, where what a
  // search found is marked in the questions and the (open) answers.
  const found = q ? faqs.list.map((f) => ({ ...f, questionParts: markText(f.question, q), answerHtml: markHtml(f.answerHtml, q) })) : faqs.list
  const groups = filtered
    ? [{ id: 0, name: '', items: found }]
    : [
        ...categories.map((c) => ({ id: c.id, name: c.name, items: faqs.list.filter((f) => f.categoryId === c.id) })),
        { id: -1, name: t('otherQuestions'), items: faqs.list.filter((f) => !categories.some((c) => c.id === f.categoryId)) },
      ].filter((g) => g.items.length)

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
          />

          {categories.length ? (
            <nav aria-label={t('categoriesLabel')} className={catalogStyles.nav}>
              <ul>
                <li>
                  <Link href={href()} aria-current={categoryId === undefined ? 'page' : undefined} data-testid="faq-category">
                    {t('allCategories')}
                  </Link>
                </li>
                {categories.map((c) => (
                  <li key={c.id}>
                    <Link href={href(c.id)} aria-current={categoryId === c.id ? 'page' : undefined} data-testid="faq-category">
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {filtered ? (
            <p className={styles.count} role="status" data-testid="faq-count">
              {q ? t('resultCountFor', { count: faqs.total, q }) : t('resultCount', { count: faqs.total })}
              {q ? (
                <Link href={href(categoryId, false)} className={styles.clear} aria-label={t('clearSearchLabel')}>
                  {t('clearSearch')}
                </Link>
              ) : null}
            </p>
          ) : null}

          {faqs.list.length ? (
            groups.map((group) => (
              <section key={group.id} className={styles.group} aria-labelledby={group.name ? `faq-group-${group.id}` : undefined}>
                {group.name ? <h2 id={`faq-group-${group.id}`}>{group.name}</h2> : null}
                <FaqAccordion items={group.items} open={Boolean(q)} />
              </section>
            ))
          ) : (
            <EmptyState
              testId="faq-empty"
              title={q ? t('noMatchTitle', { q }) : t('emptyTitle')}
              text={q ? t('noMatchText') : t('emptyText')}
              action={
                filtered ? (
                  <Link href="/faq" className="button">
                    {t('allQuestions')}
                  </Link>
                ) : undefined
              }
            />
          )}

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
