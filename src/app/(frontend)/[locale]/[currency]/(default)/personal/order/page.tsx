import { getTranslations } from 'next-intl/server'

import { ComingSoon } from '@/components/ui/ComingSoon'

export default async function Page() {
  const t = await getTranslations('personal')
  return <ComingSoon title={t('orderHistory')} />
}
