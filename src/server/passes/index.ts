import 'server-only'

/**
 * The wallet pass downloads: `/order/{orderNumber}/wallet/{item}.pkpass` (Apple) and `…/{item}.google-wallet`
 * (a redirect to Google's save page). Open to whoever holds the order's signed link (`?key=`) and to the member
 * who placed it (the storefront token); anyone else — another member, a partner, staff — gets the same localized
 * 404 as an unknown order. An order that is not delivered, or was cancelled or refunded, has no pass.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locale'
import { walletItemOf, WALLETS, WALLET_SUFFIX, type Wallet } from '@/domain/walletPass'
import { MESSAGES } from '@/i18n/messages'
import { loadOrderPass, passIn, type OrderPass } from '@/server/fulfilment/pass'
import { orderKey } from '@/server/signing/orderLinks'
import { plainNotFoundPage } from '@/server/http/notFoundPage'
import { logger } from '@/server/logger'
import { findMemberOrder } from '@/server/orders/memberOrders'
import type { Member } from '@/payload-types'
import { getShopPayload } from '@/server/payload'

import { applePass } from './apple'
import { appleWalletConfig, googleWalletConfig } from './config'
import { googleSaveUrl } from './google'

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }

const notFound = (locale: Locale) =>
  new Response(plainNotFoundPage(locale), { status: 404, headers: { ...PRIVATE, 'content-type': 'text/html; charset=utf-8' } })

/** The order's page facts, by its signed key or as its owner's; null for anyone else. */
async function passFor(member: Member | null, orderNumber: string, key: string | null): Promise<OrderPass | null> {
  const payload = await getShopPayload()
  if (key) return loadOrderPass(payload, orderNumber, key)
  const own = member ? await findMemberOrder(payload, member, orderNumber) : null
  return own ? loadOrderPass(payload, own.orderNumber, orderKey(own.orderNumber)) : null
}

/** The answer to a pass download; `member`: the storefront login the request carries, if any. */
export async function walletPassResponse(request: Request, member: Member | null, orderNumber: string, file: string): Promise<Response> {
  const query = new URL(request.url).searchParams
  const lang = query.get('lang')
  const locale: Locale = lang && isLocale(lang) ? lang : DEFAULT_LOCALE
  const wallet = WALLETS.find((w) => file.endsWith(WALLET_SUFFIX[w])) as Wallet | undefined
  const apple = wallet === 'apple' ? appleWalletConfig() : null
  const google = wallet === 'google' ? googleWalletConfig() : null
  if (!apple && !google) return notFound(locale)
  const found = await passFor(member, orderNumber, query.get('key'))
  if (!found?.delivered) return notFound(locale)
  const pass = await passIn(await getShopPayload(), found, locale)
  const item = walletItemOf(pass, file, wallet!)
  if (!item) return notFound(locale)
  try {
    if (apple) {
      const body = await applePass(apple, pass.orderNumber, item, locale)
      return new Response(new Uint8Array(body), {
        headers: {
          ...PRIVATE,
          'content-type': 'application/vnd.apple.pkpass',
          'content-disposition': `attachment; filename="${pass.orderNumber}-${item.id}.pkpass"`,
        },
      })
    }
    return new Response(null, { status: 303, headers: { ...PRIVATE, location: googleSaveUrl(google!, pass.orderNumber, item, locale) } })
  } catch (error) {
    // A key or certificate the signer refuses: the deployment's fault, logged for its operator.
    logger.error({ err: error, wallet }, 'wallet pass: signing failed')
    return new Response(MESSAGES[locale].api.serverError, { status: 500, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } })
  }
}
