import { getLocale, getTranslations } from 'next-intl/server'

import { bracketGap, rangeMark } from '@/domain/locale'
import { isOpenAllDay } from '@/domain/pickup'
import type { CounterView } from '@/lib/views/catalog'

import styles from './Pickup.module.css'

/** One pickup counter: name, terminal, where it is, opening hours and notes. */
export async function CounterCard({ counter }: { counter: CounterView }) {
  const [t, locale] = await Promise.all([getTranslations('pickup'), getLocale()])
  return (
    <article className={styles.counter} data-testid="counter">
      <h3 className={styles.counterName}>{counter.name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('terminal')}</dt>
          <dd>{counter.terminal}</dd>
        </div>
        {counter.location ? (
          <div>
            <dt>{t('location')}</dt>
            <dd>{counter.location}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('openingHours')}</dt>
          <dd>
            {isOpenAllDay(counter.opensAt, counter.closesAt) ? (
              t('allDay')
            ) : (
              <>
                <time dateTime={counter.opensAt}>{counter.opensAt}</time>
                {rangeMark(locale)}
                <time dateTime={counter.closesAt}>{counter.closesAt}</time>
              </>
            )}
            {bracketGap(locale)}
            <span className={styles.tz}>{t('taipeiTime')}</span>
          </dd>
        </div>
        {counter.notes ? (
          <div>
            <dt>{t('notes')}</dt>
            <dd>{counter.notes}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  )
}
