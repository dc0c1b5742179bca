import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { EmptyState } from '@/components/content/EmptyState'
import { PageIntro } from '@/components/content/PageIntro'
import { Pagination } from '@/components/content/Pagination'
import { queryPage, queryText, type SearchParams } from '@/components/content/query'
import { SearchForm } from '@/components/content/SearchForm'
import { ActivityCard, ActivityResults } from '@/components/product/ActivityResults'
import styles from '@/components/product/Catalog.module.css'
import { CategoryNav } from '@/components/product/CategoryNav'
import { ProductGrid } from '@/components/product/ProductGrid'
import gridStyles from '@/components/product/ProductGrid.module.css'
import { NO_SCRIPT_PARAM } from '@/domain/listRoutes'
import { QUERY_MARK } from '@/domain/search'
import type { Currency } from '@/domain/currency'
import { localizedPath, type Locale } from '@/domain/locale'
import { DATA_FILTERS, dataParam, daysParam, planLengths, tripLengthOf, type DataFilter } from '@/domain/tripLength'
import { Link } from '@/i18n/ServerLink'
import { listActivities, listCategories, listProducts, pricer, searchActivities } from '@/server/catalog/shopReads'
import { activitySearchText } from '@/server/catalog/activities'
import { withPrice } from '@/server/catalog/products'
import { searchIndex } from '@/server/catalog/searchIndex'

import { ProductCard } from './ProductCard'
import { QueryLink, QueryText, SearchSwitch } from '../content/QueryInput'
import { CatalogResults } from './CatalogSearch'

const PAGE_SIZE = 12
const CARD_TYPES = ['physical', 'esim'] as const
type CardType = (typeof CARD_TYPES)[number]

export type CatalogQuery = {
  name: string
  cardType?: CardType
  days?: number | null
  data?: DataFilter | null
  page: number
  /** The search came from a browser without script (its links keep saying so). */
  noScript?: boolean
}

const cardTypeOf = (value: string): CardType | undefined => CARD_TYPES.find((c) => c === value)

export async function readCatalogQuery(searchParams: SearchParams): Promise<CatalogQuery> {
  const query = await searchParams
  return {
    name: queryText(query.name),
    cardType: cardTypeOf(queryText(query.type)),
    days: daysParam(queryText(query.days)),
    data: dataParam(queryText(query.data)),
    page: queryPage(query.page),
    noScript: Boolean(queryText(query[NO_SCRIPT_PARAM])),
  }
}

/**
 * The product list of /cardType: all products (a static page) or a name search / filter / page of it. The static page
 * also carries what the browser needs to run a name search on it (CatalogSearch.tsx): /cardType?name=… is that page.
 */
export async function CatalogList({ locale, currency, query }: { locale: Locale; currency: Currency; query: CatalogQuery }) {
  const { name, cardType, page } = query
  // A length typed in the search ("5 days", 5天, 7日) is the day filter, unless one is chosen.
  const days = query.days ?? tripLengthOf(name).days
  const data = query.data ?? null
  // The plain list (the static page): a search of the address is run in the browser.
  const inBrowser = !name && !cardType && !days && !data && page === 1
  const [categories, result, all, price, t, tickets, everyTicket] = await Promise.all([
    listCategories(locale),
    listProducts(locale, { name: name || undefined, cardType, days: query.days, data, page, pageSize: PAGE_SIZE }),
    listProducts(locale, { cardType, pageSize: 500 }),
    pricer(currency, locale),
    getTranslations('catalog'),
    // A search finds tickets as well, on its first page and unless a card type or plan filter is chosen (tickets
    // have none) or the search names a trip length.
    name && !cardType && !days && !data && page === 1 ? searchActivities(locale, name) : Promise.resolve([]),
    inBrowser ? listActivities(locale) : Promise.resolve([]),
  ])
  const current = {
    name: name || undefined,
    type: cardType,
    days: query.days ? String(query.days) : undefined,
    data: data ?? undefined,
    [NO_SCRIPT_PARAM]: query.noScript ? '1' : undefined,
  }
  const keep = current
  const hrefWith = (change: Partial<typeof current>) => ({
    pathname: '/cardType',
    query: Object.fromEntries(Object.entries({ ...current, ...change }).filter(([, v]) => v)) as Record<string, string>,
  })
  const typeHref = (type?: CardType) => hrefWith({ type })
  const lengths = planLengths(all.list)
  // On the static page a filter link keeps the address's search (the HTML cannot know it).
  const FilterLink = ({ href, ...props }: { href: ReturnType<typeof hrefWith>; children: ReactNode; 'aria-current'?: 'true'; 'data-testid': string }) =>
    inBrowser ? <QueryLink {...props} path={localizedPath(locale, href.pathname)} query={href.query} /> : <Link {...props} href={href} />

  const intro = (
    <PageIntro
      title={name ? t('searchTitle', { name }) : t('allProducts')}
      lead={t('listLead')}
      crumbs={
          name ? [{ label: t('allProducts'), href: '/cardType' }, { label: t('searchCrumb') }] : [{ label: t('allProducts') }]
      }
    />
  )
  const emptyState = (title: ReactNode, searched = Boolean(name || days || data)) => (
    <EmptyState
      testId="no-results"
      title={title}
      text={searched ? t('noMatchText') : t('emptyText')}
      action={
        searched || cardType ? (
          <Link href="/cardType" className="button">
            {t('seeAll')}
          </Link>
        ) : (
          <Link href="/" className="button button--secondary">
            {t('backHome')}
          </Link>
        )
      }
    />
  )
  const results = (
    <>
      <p className={styles.count} role="status" data-testid="result-count" data-count={result.total}>
        {name ? t('resultCountFor', { count: result.total, name }) : t('resultCount', { count: result.total })}
      </p>

      {result.list.length ? (
        <>
          <ProductGrid
            headingLevel={2}
            products={result.list.map((p) => withPrice(p, price))}
            label={t('resultsLabel')}
            priorityCount={3}
          />
          <Pagination pathname="/cardType" page={result.page} totalPages={result.totalPages} query={keep} />
        </>
      ) : tickets.length ? null : (
        emptyState(name ? t('noMatchTitle', { name }) : days || data ? t('noPlanMatchTitle') : t('emptyTitle'))
      )}
      {tickets.length ? <ActivityResults activities={tickets} price={price} name={name} /> : null}
    </>
  )

  return (
    <>
      {inBrowser ? (
        <SearchSwitch
          plain={intro}
          searching={
            <PageIntro
              title={<QueryText template={t('searchTitle', { name: QUERY_MARK })} />}
              lead={t('listLead')}
              crumbs={[{ label: t('allProducts'), href: '/cardType' }, { label: t('searchCrumb') }]}
            />
          }
        />
      ) : (
        intro
      )}
      <div className="container page">
        <div className={styles.toolbar}>
          <CategoryNav categories={categories} />
          <div className={styles.filters}>
            <SearchForm
              locale={locale}
              path="/cardType"
              id="catalog-search"
              name="name"
              value={name}
              label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              submitLabel={t('search')}
              keep={{ type: cardType }}
              className={styles.search}
              inBrowser={inBrowser}
            />
            <ul className={styles.types} aria-label={t('cardTypeLabel')}>
              {([undefined, ...CARD_TYPES] as (CardType | undefined)[]).map((type) => (
                <li key={type ?? 'all'}>
                  <FilterLink href={typeHref(type)} aria-current={type === cardType ? 'true' : undefined} data-testid="card-type-filter">
                    {type ? t(`cardTypes.${type}`) : t('cardTypes.all')}
                  </FilterLink>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.filters}>
            <ul className={styles.types} aria-label={t('daysLabel')}>
              {[undefined, ...lengths].map((length) => (
                <li key={length ?? 'any'}>
                  <FilterLink href={hrefWith({ days: length ? String(length) : undefined, name: tripLengthOf(name).rest || undefined })} aria-current={length === (days ?? undefined) ? 'true' : undefined} data-testid="days-filter">
                    {length ? t('days', { count: length }) : t('anyLength')}
                  </FilterLink>
                </li>
              ))}
            </ul>
            <ul className={styles.types} aria-label={t('dataLabel')}>
              {([undefined, ...DATA_FILTERS] as (DataFilter | undefined)[]).map((value) => (
                <li key={value ?? 'any'}>
                  <FilterLink href={hrefWith({ data: value })} aria-current={value === (data ?? undefined) ? 'true' : undefined} data-testid="data-filter">
                    {t(`dataFilters.${value ?? 'any'}`)}
                  </FilterLink>
                </li>
              ))}
            </ul>
          </div>
        </div>

        {inBrowser ? (
          <CatalogResults
            products={searchIndex(all.list.map((p) => ({ id: p.id, text: p.name })))}
            tickets={searchIndex(everyTicket.map((a) => ({ id: a.id, text: activitySearchText(a) })))}
            productCards={Object.fromEntries(all.list.map((p, i) => [p.id, <ProductCard key={p.id} product={withPrice(p, price)} headingLevel={2} priority={i < 3} />]))}
            ticketCards={Object.fromEntries(everyTicket.map((a) => [a.id, <ActivityCard key={a.id} activity={a} price={price} />]))}
            plain={results}
            empty={emptyState(<QueryText template={t('noMatchTitle', { name: QUERY_MARK })} />, true)}
            texts={{
              plainTitle: t('allProducts'),
              searchTitle: t('searchTitle', { name: QUERY_MARK }),
              counts: Array.from({ length: all.list.length + 1 }, (_, count) => t('resultCountFor', { count, name: QUERY_MARK })),
              ticketCounts: everyTicket.map((_, i) => t('ticketResultsFor', { count: i + 1, name: QUERY_MARK })),
            }}
            classes={{ count: styles.count!, grid: gridStyles.grid!, tickets: styles.tickets!, ticketsTitle: styles.ticketsTitle! }}
            gridLabel={t('resultsLabel')}
          />
        ) : (
          results
        )}
      </div>
    </>
  )
}
