'use client'

import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser'
import { useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { PASSKEY_NAME_MAX } from '@/domain/passkeys'
import { fillMessage } from '@/lib/fillMessage'
import { useHydrated } from '@/lib/useHydrated'

import { callAdminApi, replyProblem } from '../adminApi'
import { formatTaipei } from '../format'
import { staffPasskeyWords } from './staffPasskeyWords'

type Passkey = { id: number; name: string; createdAt: string; lastUsedAt: string | null }
type Options = Parameters<typeof startRegistration>[0]['optionsJSON']

/**
 * On the admin's account page (a `ui` field of Staff): the signed-in staff member's own passkeys — add one (the
 * browser's prompt), list, remove after a confirmation. Another staff member's page shows only a note: the
 * endpoints serve the signed-in account alone (src/api/handlers/staffPasskeys.ts).
 */
export function StaffPasskeysField() {
  const { i18n } = useTranslation()
  const t = staffPasskeyWords(i18n.language)
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const own = id !== undefined && user?.id !== undefined && String(id) === String(user.id)
  const [list, setList] = useState<Passkey[] | null>(null)
  const [name, setName] = useState('')
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  // Known only in the browser: the first render matches the server's.
  const supported = hydrated ? browserSupportsWebAuthn() : null

  const load = useCallback(
    () =>
      callAdminApi<{ list: Passkey[] }>('/api/staff/passkey/list', i18n.language, {}).then((reply) => {
        if (reply.ok) setList(reply.data.list)
        else setStatus({ text: replyProblem(reply), error: true })
      }),
    [i18n.language],
  )

  useEffect(() => {
    if (own) void load()
  }, [own, load])

  if (id === undefined) return null
  if (!own) return <p className="field-description">{t.onlyOwn}</p>

  async function add() {
    setBusy(true)
    setStatus(null)
    try {
      const options = await callAdminApi<{ options: Options }>('/api/staff/passkey/registerOptions', i18n.language, {})
      if (!options.ok) return setStatus({ text: replyProblem(options), error: true })
      const response = await startRegistration({ optionsJSON: options.data.options })
      const added = await callAdminApi('/api/staff/passkey/register', i18n.language, { response, ...(name.trim() ? { name } : {}) })
      if (!added.ok) return setStatus({ text: replyProblem(added), error: true })
      setName('')
      setStatus({ text: t.addedStatus })
      await load()
    } catch (error) {
      // The browser's prompt was closed or timed out (its own error names say so).
      setStatus({ text: error instanceof Error && error.name === 'NotAllowedError' ? t.cancelled : String(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  async function remove(passkey: Passkey) {
    if (!window.confirm(fillMessage(t.confirmRemove, { name: passkey.name }))) return
    setStatus(null)
    const reply = await callAdminApi('/api/staff/passkey/remove', i18n.language, { id: passkey.id })
    setStatus(reply.ok ? { text: t.removed } : { text: replyProblem(reply), error: true })
    await load()
  }

  return (
    <section data-testid="staff-passkeys" data-ready={list ? 'true' : undefined} style={{ marginBlock: '1.5rem', display: 'grid', gap: '0.75rem' }}>
      <h3>{t.title}</h3>
      <p>{t.intro}</p>
      {supported === false ? <p role="alert">{t.unsupported}</p> : null}
      <div className="field-type text">
        <label className="field-label" htmlFor="staff-passkey-name">
          {t.newName}
        </label>
        <input id="staff-passkey-name" value={name} maxLength={PASSKEY_NAME_MAX} placeholder={t.namePlaceholder} onChange={(event) => setName(event.target.value)} />
      </div>
      <div>
        <button type="button" className="btn btn--style-primary btn--size-medium" disabled={!supported || busy} onClick={() => void add()} data-testid="staff-passkey-add">
          {t.add}
        </button>
      </div>
      <p role={status?.error ? 'alert' : 'status'} data-testid="staff-passkey-status">
        {status?.text}
      </p>
      <h4>{t.listTitle}</h4>
      {list && list.length === 0 ? <p data-testid="staff-passkey-none">{t.none}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
        {(list ?? []).map((passkey) => (
          <li key={passkey.id} data-testid="staff-passkey-row" style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <strong data-testid="staff-passkey-name">{passkey.name}</strong>
            <span>
              {fillMessage(t.added, { time: formatTaipei(passkey.createdAt) })}
              {passkey.lastUsedAt ? ` · ${fillMessage(t.lastUsed, { time: formatTaipei(passkey.lastUsedAt) })}` : null}
            </span>
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void remove(passkey)}>
              {t.remove}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
