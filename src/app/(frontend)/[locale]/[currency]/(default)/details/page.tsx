import { redirect } from '@/i18n/navigation'
import { shopParams, type ShopParams } from '@/lib/routeParams'

/** /details without a product id (spec: "not shown") has nothing to show: the product list does. */
export default async function DetailsWithoutId({ params }: { params: ShopParams }) {
  const { locale } = await shopParams(params)
  redirect({ href: '/cardType', locale })
}
