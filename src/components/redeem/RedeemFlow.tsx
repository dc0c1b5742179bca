'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import useSWR from 'swr'

import { OrderForm } from '@/components/order/OrderForm'
import type { Partner, ProductBookInfo, TaipeiNow } from '@/components/order/types'
import type { BookInfo } from '@/lib/views/order'
import type { SerialView } from '@/lib/views/redemption'

import styles from './Redeem.module.css'
import { SerialCheck } from './SerialCheck'
import { SerialFacts } from './SerialFacts'

type Checked = { serial: SerialView; quantity: number }

/** The order form's item for a serial: its product with only the serial's plan, at most the cards it covers. */
function serialItem(info: BookInfo, checked: Checked): ProductBookInfo | null {
  if (info.kind !== 'product') return null
  const plans = info.plans.filter((p) => p.id === checked.serial.planId)
  if (!plans.length) return null
  return { ...info, plans, maxQuantity: Math.min(info.maxQuantity, checked.serial.quantity) }
}

/**
 * /bookNow/exchange: serial number and quantity → what it is for → the order form's steps (pickup or
 * eSIM, contact with the e-mail code, traveller, confirmation) → "Redeem" → the order result, as after
 * a payment. One component per step; this one only says which are open.
 */
export function RedeemFlow({ serverNow, partners }: { serverNow: TaipeiNow; partners: Partner[] }) {
  const t = useTranslations('exchange')
  const [checked, setChecked] = useState<Checked | null>(null)
  const detailsHeading = useRef<HTMLHeadingElement>(null)
  const book = useSWR<BookInfo>(checked ? ['/api/getBookInfo', { productId: checked.serial.product.id }] : null)
  const info = checked && book.data ? serialItem(book.data, checked) : null

  if (!checked)
    return (
      <div className={styles.layout}>
        <SerialCheck
          onChecked={(serial, quantity) => {
            setChecked({ serial, quantity })
            window.setTimeout(() => detailsHeading.current?.focus(), 50)
          }}
        />
        <aside className={styles.help}>
          <h2 className={styles.helpTitle}>{t('helpTitle')}</h2>
          <ul>
            <li>{t('tipKeep')}</li>
            <li>{t('tipGuides')}</li>
          </ul>
        </aside>
      </div>
    )

  return (
    <div className={styles.stack}>
      <SerialFacts serial={checked.serial} quantity={checked.quantity} onChange={() => setChecked(null)} />
      <section aria-labelledby="redeem-details-title">
        <h2 id="redeem-details-title" className={styles.detailsTitle} tabIndex={-1} ref={detailsHeading}>
          {t('detailsTitle')}
        </h2>
        <p className={styles.hint}>{t('detailsLead')}</p>
        {book.error || (book.data && !info) ? (
          <div className={styles.alert} role="alert">
            <p>{t('productFailed')}</p>
            <button type="button" className="button button--secondary" onClick={() => void book.mutate()}>
              {t('retry')}
            </button>
          </div>
        ) : !info ? (
          <p className={styles.hint} role="status" aria-busy="true">
            {t('loadingProduct')}
          </p>
        ) : (
          <OrderForm
            key={`${checked.serial.serialNumber}:${checked.quantity}`}
            info={info}
            prefill={{ planId: checked.serial.planId, quantity: checked.quantity }}
            serverNow={serverNow}
            partners={partners}
            formHref="/bookNow/exchange"
            redemption={{ serialNumber: checked.serial.serialNumber, quantity: checked.quantity }}
          />
        )}
      </section>
    </div>
  )
}
