'use client'

import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { adminText } from '@/cms/adminText'
import { ScriptedForm } from '@/components/ui/ScriptedForm'

import { callAdminApi, replyProblem } from '../adminApi'

export type BatchPartner = { id: number; name: string; inactive: boolean }
export type BatchProduct = { id: number; name: string; plans: { id: string; days: number; dataAllowance: string; priceTwd: number }[] }

type Result = { batch: string; count: number; partner: string; product: string; error?: string }

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.8)', marginBottom: 'var(--base)' }
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: 'calc(var(--base) * 0.6)' }

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

/** Issue a batch (partner, product plan, count, validity, prefix), then download it as CSV for the partner. */
export function SerialBatchForm({ partners, products }: { partners: BatchPartner[]; products: BatchProduct[] }) {
  const router = useRouter()
  const { i18n } = useTranslation()
  const text = adminText(i18n.language).batch
  const id = useId()
  const [form, setForm] = useState({ partnerId: '', productId: '', planId: '', count: '100', cardsPerSerial: '1', validFrom: today(), validUntil: '', prefix: '', payableTwd: '' })
  const [result, setResult] = useState<Result | null>(null)
  const [busy, setBusy] = useState(false)
  const [exportBatch, setExportBatch] = useState('')
  const plans = products.find((p) => String(p.id) === form.productId)?.plans ?? []
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value, ...(key === 'productId' ? { planId: '' } : {}) })

  const submit = async () => {
    if (!window.confirm(text.confirm(Number(form.count)))) return
    setBusy(true)
    setResult(null)
    try {
      const reply = await callAdminApi<Result>('/api/serial-numbers/generate-batch', i18n.language, {
        partnerId: Number(form.partnerId),
        productId: Number(form.productId),
        planId: form.planId,
        count: Number(form.count),
        cardsPerSerial: Number(form.cardsPerSerial),
        validFrom: form.validFrom,
        validUntil: form.validUntil,
        prefix: form.prefix,
        ...(form.payableTwd ? { payableTwd: Number(form.payableTwd) } : {}),
      })
      setResult(reply.ok ? reply.data : { batch: '', count: 0, partner: '', product: '', error: replyProblem(reply) })
      if (reply.ok) {
        setExportBatch(reply.data.batch)
        router.refresh()
      }
    } finally {
      setBusy(false)
    }
  }
  const field = (key: keyof typeof form, label: string, input: React.ReactNode) => (
    <label htmlFor={`${id}-${key}`} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start', gap: 4, minWidth: 0 }}>
      {label}
      {input}
    </label>
  )

  return (
    <section aria-labelledby={`${id}-title`} style={box} data-testid="serial-batch-panel">
      <h3 id={`${id}-title`} style={{ marginTop: 0 }}>
        {text.title}
      </h3>
      <ScriptedForm
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <div style={grid}>
          {field('partnerId', text.partner, (
            <select id={`${id}-partnerId`} required value={form.partnerId} onChange={set('partnerId')}>
              <option value="">{text.choose}</option>
              {partners.map((p) => (
                <option key={p.id} value={p.id}>{p.inactive ? `${p.name} (${text.inactive})` : p.name}</option>
              ))}
            </select>
          ))}
          {field('productId', text.product, (
            <select id={`${id}-productId`} required value={form.productId} onChange={set('productId')}>
              <option value="">{text.choose}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>{p.name}</option>
              ))}
            </select>
          ))}
          {field('planId', text.plan, (
            <select id={`${id}-planId`} required value={form.planId} onChange={set('planId')}>
              <option value="">{text.choose}</option>
              {plans.map((p) => (
                <option key={p.id} value={p.id}>{text.planLabel(p.days, p.dataAllowance, p.priceTwd)}</option>
              ))}
            </select>
          ))}
          {field('count', text.count, <input id={`${id}-count`} type="number" min={1} max={5000} required value={form.count} onChange={set('count')} />)}
          {field('cardsPerSerial', text.cardsPerSerial, <input id={`${id}-cardsPerSerial`} type="number" min={1} max={10} required value={form.cardsPerSerial} onChange={set('cardsPerSerial')} />)}
          {field('validFrom', text.validFrom, <input id={`${id}-validFrom`} type="date" required value={form.validFrom} onChange={set('validFrom')} />)}
          {field('validUntil', text.validUntil, <input id={`${id}-validUntil`} type="date" required value={form.validUntil} onChange={set('validUntil')} />)}
          {field('prefix', text.prefix, <input id={`${id}-prefix`} maxLength={6} value={form.prefix} onChange={set('prefix')} />)}
          {field('payableTwd', text.payable, <input id={`${id}-payableTwd`} type="number" min={0} value={form.payableTwd} onChange={set('payableTwd')} />)}
        </div>
        <p>
          <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
            {busy ? text.issuing : text.issue}
          </button>
        </p>
      </ScriptedForm>
      {result ? (
        <p role={result.error ? 'alert' : 'status'}>
          {result.error ?? text.issued(result.count, result.product, result.partner, result.batch)}
        </p>
      ) : null}
      <p style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
        <label htmlFor={`${id}-batch`} style={{ display: 'grid', gap: 4 }}>
          {text.download}
          <input id={`${id}-batch`} value={exportBatch} onChange={(e) => setExportBatch(e.target.value)} />
        </label>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`/api/serial-numbers/batch-csv?batch=${encodeURIComponent(exportBatch)}`}
          aria-disabled={!exportBatch}
          data-testid="serial-batch-csv"
        >
          {text.downloadCsv}
        </a>
      </p>
    </section>
  )
}
