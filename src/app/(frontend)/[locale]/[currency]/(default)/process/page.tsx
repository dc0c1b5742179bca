import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import { PageActions } from '@/components/content/PageActions'
import { PageIntro } from '@/components/content/PageIntro'
import { ProcessSteps } from '@/components/home/ProcessSteps'
import { Link } from '@/i18n/ServerLink'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { getHome } from '@/server/catalog/home'

export const revalidate = 3600

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'process' })
  return pageMetadata({ locale, path: '/process', title: t('title'), description: t('lead') })
}

/** /process (spec: "content not shown"): the home page's product-process steps on a page of their own. */
export default async function ProcessPage({ params }: Props) {
  const { locale } = await shopParams(params)
  const [home, t] = await Promise.all([getHome(locale), getTranslations('process')])
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container page">
        {home.productProcess.length ? (
          <ProcessSteps steps={home.productProcess} headingLevel={2} />
        ) : (
          <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
        )}
        <PageActions>
          <Link href="/cardType" className="button">
            {t('browseProducts')}
          </Link>
          <Link href="/guide" className="button button--secondary">
            {t('readGuides')}
          </Link>
        </PageActions>
      </div>
    </>
  )
}
