import { redirect } from '@/i18n/navigation'
import { shopParams, type ShopParams } from '@/lib/routeParams'

/** /exchange (spec: "content not shown") is the short address of serial-number redemption at /bookNow/exchange. */
export default async function ExchangeAlias({ params }: { params: ShopParams }) {
  const { locale } = await shopParams(params)
  redirect({ href: '/bookNow/exchange', locale })
}
