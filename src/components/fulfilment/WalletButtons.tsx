import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locale'
import { walletFile, type Wallet } from '@/domain/walletPass'
import { walletsConfigured } from '@/server/passes/config'

import styles from './OrderPass.module.css'

type Props = { orderNumber: string; orderKey: string; locale: Locale; item: string }

/**
 * "Add to Apple Wallet" / "Add to Google Wallet" for one voucher, ticket or eSIM (src/server/passes): shown only
 * for the wallets whose signing keys are configured.
 */
export async function WalletButtons({ orderNumber, orderKey, locale, item }: Props) {
  const configured = walletsConfigured()
  const wallets = (['apple', 'google'] as const).filter((wallet) => configured[wallet])
  if (!wallets.length) return null
  const t = await getTranslations('orderPass.wallet')
  const href = (wallet: Wallet) =>
    `/order/${encodeURIComponent(orderNumber)}/wallet/${walletFile({ id: item }, wallet)}?key=${orderKey}&lang=${locale}`
  return (
    <div className={styles.actions} data-testid="wallet-buttons">
      {wallets.map((wallet) => (
        <a
          key={wallet}
          className={`button ${styles.secondary}`}
          href={href(wallet)}
          data-testid={`wallet-${wallet}`}
          {...(wallet === 'apple' ? { type: 'application/vnd.apple.pkpass' } : { rel: 'noopener' })}
        >
          {t(wallet)}
        </a>
      ))}
    </div>
  )
}
