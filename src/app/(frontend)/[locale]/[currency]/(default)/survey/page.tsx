import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { SurveyForm } from '@/components/care/SurveyForm'
import { EmptyState } from '@/components/content/EmptyState'
import { PageIntro } from '@/components/content/PageIntro'
import { queryText, type SearchParams } from '@/components/content/query'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { Link } from '@/i18n/ServerLink'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { getSurvey } from '@/server/care/survey'

type Props = { params: ShopParams; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'care.survey' })
  return pageMetadata({ locale, path: '/survey', title: t('title'), description: t('lead'), noindex: true })
}

/** The traveller survey (spec §1 "a survey and questionnaire"): linked from the order result; `?order=` fills the order number. */
export default async function SurveyPage({ params, searchParams }: Props) {
  const { locale } = await shopParams(params)
  const [t, survey] = await Promise.all([getTranslations('care.survey'), getSurvey(locale)])
  const order = queryText((await searchParams).order, 40).replace(/[^A-Za-z0-9-]/g, '')
  return (
    <>
      <PageIntro title={survey.title || t('title')} lead={survey.intro || t('lead')} />
      <div className="container page">
        {survey.questions.length ? (
          <ClientMessages namespaces={['care', 'validation']}>
            <SurveyForm questions={survey.questions} orderNumber={order || undefined} />
          </ClientMessages>
        ) : (
          <EmptyState
            testId="survey-empty"
            title={t('emptyTitle')}
            text={t('emptyText')}
            action={
              <Link href="/faq#contact" className="button">
                {t('toFaq')}
              </Link>
            }
          />
        )}
      </div>
    </>
  )
}
