import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { EmptyState } from '@/components/content/EmptyState'
import { FormattedDate } from '@/components/content/FormattedDate'
import styles from '@/components/content/Guide.module.css'
import { GuideList } from '@/components/content/GuideList'
import { PageIntro } from '@/components/content/PageIntro'
import { WrittenIn } from '@/components/content/WrittenIn'
import { RichHtml } from '@/components/ui/RichHtml'
import { isLocale } from '@/domain/locale'
import { Link } from '@/i18n/ServerLink'
import { notFoundMetadata } from '@/lib/notFoundMetadata'
import { parseId, shopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { getGuide, listGuides, type GuideView } from '@/server/catalog/content'

export const revalidate = 3600
/** The guide list and every guide are prerendered. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const guides = await listGuides(params.locale)
  return [{ id: [] as string[] }, ...guides.map((g) => ({ id: [String(g.id)] }))]
}

type Props = { params: Promise<{ locale: string; currency: string; id?: string[] }> }

/** Guide types (spec §3; the Guides collection): 1 purchase notes, 2 usage, 3 top-up; anything newer is "other". */
const KNOWN_TYPES = [1, 2, 3] as const
type TypeKey = 'type1' | 'type2' | 'type3' | 'typeOther'
const typeKey = (type: number): TypeKey => (type === 1 || type === 2 || type === 3 ? `type${type}` : 'typeOther')

function guideIdOf(segments: string[] | undefined): number | undefined | null {
  if (!segments?.length) return undefined
  return segments.length > 1 ? null : parseId(segments[0])
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await shopParams(params)
  const guideId = guideIdOf(id)
  const t = await getTranslations({ locale, namespace: 'guide' })
  if (guideId === undefined) return pageMetadata({ locale, path: '/guide', title: t('title'), description: t('lead') })
  const guide = guideId === null ? null : await getGuide(locale, guideId)
  if (!guide) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: `/guide/${guide.id}`,
    title: guide.name,
    description: guide.summary || guide.contentHtml,
    type: 'article',
  })
}

/** Guides (spec §2 /guide/{id?}): all guides grouped by type, or one guide with the others of its type beside it. */
export default async function GuidePage({ params }: Props) {
  const { locale, id } = await shopParams(params)
  const guideId = guideIdOf(id)
  if (guideId === null) notFound()
  const [guides, t] = await Promise.all([listGuides(locale), getTranslations('guide')])

  if (guideId === undefined) {
    const groups = new Map<TypeKey, GuideView[]>()
    for (const guide of guides) groups.set(typeKey(guide.type), [...(groups.get(typeKey(guide.type)) ?? []), guide])
    const order: TypeKey[] = [...KNOWN_TYPES.map(typeKey), 'typeOther']
    return (
      <>
        <PageIntro title={t('title')} lead={t('lead')} />
        <div className="container page">
          {guides.length ? (
            <div className={styles.sections}>
              {order
                .filter((key) => groups.get(key)?.length)
                .map((key, index) => (
                  <section key={key} aria-labelledby={`guides-${key}`} data-testid={`guide-group-${key}`}>
                    <div className={styles.sectionHead}>
                      <span className={styles.typeIcon} aria-hidden="true">
                        {index + 1}
                      </span>
                      <h2 id={`guides-${key}`}>{t(`types.${key}`)}</h2>
                    </div>
                    <GuideList guides={groups.get(key)!} />
                  </section>
                ))}
            </div>
          ) : (
            <EmptyState
              title={t('emptyTitle')}
              text={t('emptyText')}
              action={
                <Link href="/faq" className="button button--secondary">
                  {t('toFaq')}
                </Link>
              }
            />
          )}
        </div>
      </>
    )
  }

  const guide = await getGuide(locale, guideId)
  if (!guide) notFound()
  const related = guides.filter((g) => g.type === guide.type)
  const typeName = t(`types.${typeKey(guide.type)}`)
  return (
    <>
      <PageIntro
        title={guide.name}
        textLang={guide.language}
        lead={guide.summary ?? undefined}
        crumbs={[{ label: t('title'), href: '/guide' }, { label: guide.name }]}
      />
      <div className={`container page ${styles.detail}`}>
        <article className={styles.article}>
          <p className={styles.updated}>
            {typeName} · {t('updated')} <FormattedDate iso={guide.updatedAt} /> <WrittenIn language={guide.language} />
          </p>
          {guide.contentHtml ? <RichHtml html={guide.contentHtml} lang={guide.language} /> : <p>{t('noContent')}</p>}
          <Link href="/guide" className={styles.back}>
            <span aria-hidden="true">←</span> {t('backToGuides')}
          </Link>
        </article>
        {related.length > 1 ? (
          <nav className={styles.related} aria-labelledby="related-guides">
            <h2 id="related-guides">{typeName}</h2>
            <ul>
              {related.map((g) => (
                <li key={g.id}>
                  <Link href={`/guide/${g.id}`} aria-current={g.id === guide.id ? 'page' : undefined} lang={g.language ?? undefined}>
                    {g.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </>
  )
}
