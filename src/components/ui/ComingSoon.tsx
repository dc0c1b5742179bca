import { getTranslations } from 'next-intl/server'

/** Placeholder body for screens whose content arrives with a later feature. */
export async function ComingSoon({ title }: { title: string }) {
  const t = await getTranslations('common')
  return (
    <section className="card">
      <h1>{title}</h1>
      <p>{t('comingSoon')}</p>
    </section>
  )
}
