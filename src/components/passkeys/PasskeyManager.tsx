'use client'

import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

import styles from '@/components/account/Account.module.css'
import { useApi } from '@/components/providers/ApiProvider'
import { formatDisplayDateTime } from '@/domain/dateDisplay'
import type { Locale } from '@/domain/locale'
import { PASSKEY_NAME_MAX } from '@/domain/passkeys'
import { useHydrated } from '@/lib/useHydrated'

type Passkey = { id: number; name: string; createdAt: string; lastUsedAt: string | null }

/** One listed passkey: its name (renamed in place), when it was added and last used, and its removal. */
function PasskeyRow({ passkey, onChanged }: { passkey: Passkey; onChanged: () => void }) {
  const t = useTranslations('passkeys')
  const post = useApi()
  const locale = useLocale() as Locale
  const [name, setName] = useState(passkey.name)
  return (
    <li data-testid="passkey-row" className="card">
      <div className="field">
        <label htmlFor={`passkey-name-${passkey.id}`}>{t('name')}</label>
        <input id={`passkey-name-${passkey.id}`} value={name} maxLength={PASSKEY_NAME_MAX} onChange={(event) => setName(event.target.value)} />
      </div>
      <p className={styles.hint}>
        {t('added', { time: formatDisplayDateTime(new Date(passkey.createdAt), locale) })}
        {passkey.lastUsedAt ? ` · ${t('lastUsed', { time: formatDisplayDateTime(new Date(passkey.lastUsedAt), locale) })}` : null}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={!name.trim() || name.trim() === passkey.name}
        onClick={() => void post('/api/passkey/rename', { id: passkey.id, name }).then(onChanged, () => undefined)}
      >
        {t('rename')}
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={() => void post('/api/passkey/remove', { id: passkey.id }).then(onChanged, () => undefined)}>
        {t('remove')}
      </button>
    </li>
  )
}

/** /personal/passkeys: the member's passkeys — add one (the browser's own prompt), name, rename and remove them. */
export function PasskeyManager() {
  const t = useTranslations('passkeys')
  const post = useApi()
  const hydrated = useHydrated()
  const [list, setList] = useState<Passkey[] | null>(null)
  const [name, setName] = useState('')
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    post<{ list: Passkey[] }>('/api/passkey/list', {}).then(
      (data) => setList(data.list),
      () => undefined,
    )
  }, [post])
  useEffect(load, [load])

  async function add() {
    setBusy(true)
    setStatus(null)
    try {
      const { options } = await post<{ options: Parameters<typeof startRegistration>[0]['optionsJSON'] }>('/api/passkey/registerOptions', {})
      const response = await startRegistration({ optionsJSON: options })
      await post('/api/passkey/register', { response, name })
      setName('')
      setStatus(t('addedStatus'))
      load()
    } catch (error) {
      // The visitor closed the browser's prompt (or the server refused, which its toast already says).
      if (error instanceof Error && error.name === 'NotAllowedError') setStatus(t('cancelled'))
    } finally {
      setBusy(false)
    }
  }

  const supported = hydrated && browserSupportsWebAuthn()
  return (
    <section className={`card ${styles.form}`} data-testid="passkeys" data-hydrated={hydrated ? 'true' : undefined}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {hydrated && !supported ? <p role="alert">{t('unsupported')}</p> : null}
      <div className="field">
        <label htmlFor="passkey-new-name">{t('newName')}</label>
        <input id="passkey-new-name" value={name} maxLength={PASSKEY_NAME_MAX} placeholder={t('namePlaceholder')} onChange={(event) => setName(event.target.value)} />
      </div>
      <button type="button" className="button" disabled={!supported || busy} onClick={() => void add()} data-testid="passkey-add">
        {t('add')}
      </button>
      <p role="status" className={styles.success} data-testid="passkey-status">
        {status}
      </p>
      <h2>{t('listTitle')}</h2>
      {list && list.length === 0 ? <p data-testid="passkey-none">{t('none')}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {(list ?? []).map((passkey) => (
          <PasskeyRow key={`${passkey.id}:${passkey.name}`} passkey={passkey} onChanged={load} />
        ))}
      </ul>
    </section>
  )
}
