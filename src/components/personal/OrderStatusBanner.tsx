'use client'

import { useSearchParams } from 'next/navigation'

import styles from './PersonalLayout.module.css'

/** Spec §2: the personal layout reads `?status=`; 1 shows order success, any other value order failed. */
export function OrderStatusBanner({ success, failure }: { success: string; failure: string }) {
  const status = useSearchParams().get('status')
  if (status === null) return null
  const ok = status === '1'
  return (
    <p role="status" className={ok ? styles.success : styles.failure} data-testid="order-status">
      {ok ? success : failure}
    </p>
  )
}
