import { NotFoundContent } from '@/components/content/NotFoundContent'
import { DefaultLayout } from '@/components/layout/DefaultLayout'

/** notFound() in a page (e.g. an unknown product): shown after hydration; unknown addresses get the catch-all's page. */
export default function NotFound() {
  return (
    <DefaultLayout>
      <NotFoundContent />
    </DefaultLayout>
  )
}
