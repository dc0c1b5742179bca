'use client'

import { useEffect, useId, useMemo, useState } from 'react'

import { detectDevice, matchDevice, type DeviceHint } from '@/domain/devices'
import type { Messages } from '@/i18n/messages'
import { fillMessage } from '@/lib/fillMessage'
import { useHydrated } from '@/lib/useHydrated'
import type { DeviceView } from '@/lib/views/catalog'

import styles from './CompatibilityChecker.module.css'

/** The `esimCheck` messages, raw: filled here with fillMessage, so the checker needs no next-intl. */
export type EsimCheckText = Messages['esimCheck']

const NOT_LISTED = 'other'

type UaData = { getHighEntropyValues?: (hints: string[]) => Promise<{ model?: string }> }

/** What the browser tells about the phone (src/domain/devices.ts says what it can and cannot). */
async function readDevice(): Promise<DeviceHint> {
  const uaData = (navigator as Navigator & { userAgentData?: UaData }).userAgentData
  const model = await uaData?.getHighEntropyValues?.(['model']).then((v) => v.model).catch(() => undefined)
  return detectDevice(navigator.userAgent, model)
}

/**
 * "Will it work on my phone?" (issue 10): brand → model → answer, from the staff-edited device-models
 * list; the brand (and the model where the browser names it) is preselected. Takes the `esimCheck`
 * messages as `text` (the product page passes them from the server, the order form from its provider).
 * Used on eSIM product pages and in the order form.
 */
export function CompatibilityChecker({ devices, context = 'product', text }: { devices: DeviceView[]; context?: 'product' | 'order'; text: EsimCheckText }) {
  const t = (key: keyof EsimCheckText, values: Record<string, string> = {}) => fillMessage(text[key], values)
  const id = useId()
  const brands = useMemo(() => [...new Set(devices.map((d) => d.brand))], [devices])
  const brandName = (brand: string) => {
    const key = `brand${brand}`
    return key in text ? text[key as keyof EsimCheckText] : brand
  }
  const [brand, setBrand] = useState('')
  const [model, setModel] = useState('')
  const [hint, setHint] = useState<DeviceHint | null>(null)
  // The checker answers only once its script runs; a brand picked in the server-drawn select before that would be
  // put back to "choose" by hydration (React sets a controlled select to its state), so it is not offered until then.
  const hydrated = useHydrated()

  useEffect(() => {
    let live = true
    void readDevice().then((found) => {
      if (!live) return
      setHint(found)
      const match = matchDevice(devices, found)
      if (match) {
        setBrand(match.brand)
        setModel(String(match.id))
      } else if (found.brand && brands.includes(found.brand)) setBrand(found.brand)
    })
    return () => {
      live = false
    }
  }, [devices, brands])

  const chosen = devices.find((d) => String(d.id) === model)
  const detected =
    hint?.platform === 'ios'
      ? hint.iosVersion
        ? t('detectedIphone', { version: hint.iosVersion.toFixed(1) })
        : t('detectedIphoneNoVersion')
      : hint?.platform === 'android'
        ? hint.model && chosen
          ? t('detectedModel', { model: chosen.model })
          : t('detectedAndroid')
        : null

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`} data-testid="esim-checker" data-hydrated={hydrated ? 'true' : undefined}>
      {context === 'order' ? <h3 id={`${id}-title`}>{t('title')}</h3> : <h2 id={`${id}-title`}>{t('title')}</h2>}
      <p className={styles.intro}>{t('intro')}</p>
      {detected ? <p className={styles.detected}>{detected}</p> : null}
      <div className={styles.fields}>
        <label className={styles.field}>
          {t('brand')}
          <select
            value={brand}
            disabled={!hydrated}
            onChange={(e) => {
              setBrand(e.target.value)
              setModel('')
            }}
            data-testid="esim-checker-brand"
          >
            <option value="">{t('chooseBrand')}</option>
            {brands.map((b) => (
              <option key={b} value={b}>
                {/* A brand as the page's readers name it (三星, 삼성); a brand staff add later shows as they typed it. */}
                {brandName(b)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('model')}
          <select value={model} onChange={(e) => setModel(e.target.value)} disabled={!brand} data-testid="esim-checker-model">
            <option value="">{t('chooseModel')}</option>
            {devices
              .filter((d) => d.brand === brand)
              .map((d) => (
                <option key={d.id} value={d.id}>
                  {d.model}
                </option>
              ))}
            <option value={NOT_LISTED}>{t('notListed')}</option>
          </select>
        </label>
      </div>
      <div aria-live="polite" role="status" data-testid="esim-checker-answer">
        {chosen ? (
          <div
            className={`${styles.answer} ${chosen.esim ? styles.yes : styles.no}`}
            data-esim={chosen.esim ? 'yes' : 'no'}
            data-testid={chosen.esim ? undefined : 'esim-checker-warning'}
          >
            <p>
              <strong>{chosen.esim ? t('yes', { model: chosen.model }) : t('no', { model: chosen.model })}</strong>
            </p>
            {chosen.note ? <p>{chosen.note}</p> : null}
            <p>{chosen.esim ? t('unlocked') : context === 'order' ? t('orderWarning') : t('noAdvice')}</p>
          </div>
        ) : model === NOT_LISTED ? (
          <div className={`${styles.answer} ${styles.unknown}`}>
            <p>{t('notListedAnswer')}</p>
          </div>
        ) : null}
      </div>
    </section>
  )
}
