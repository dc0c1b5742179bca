import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageActions } from '@/components/content/PageActions'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/InfoPage.module.css'
import { Link } from '@/i18n/navigation'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/lib/seo'

export const revalidate = 3600

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'exchange' })
  return pageMetadata({ locale, path: '/bookNow/exchange', title: t('title'), description: t('lead') })
}

/** Serial-number redemption (spec §2 /bookNow/exchange): a later feature; until then this page says so and points onward. */
export default async function ExchangePage({ params }: Props) {
  await shopParams(params)
  const t = await getTranslations('exchange')
  return (
    <>
      <PageIntro
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: t('bookNow'), href: '/bookNow' }, { label: t('title') }]}
      />
      <div className="container page">
        <div className={styles.article} data-testid="exchange-coming-soon">
          <h2>{t('comingTitle')}</h2>
          <p>{t('comingText')}</p>
          <ul>
            <li>{t('tipKeep')}</li>
            <li>{t('tipGuides')}</li>
          </ul>
          <PageActions>
            <Link href="/guide" className="button">
              {t('toGuides')}
            </Link>
            <Link href="/faq" className="button button--secondary">
              {t('toFaq')}
            </Link>
            <Link href="/bookNow" className="button button--secondary">
              {t('toBookNow')}
            </Link>
          </PageActions>
        </div>
      </div>
    </>
  )
}
