'use client'

import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { callAdminApi, replyProblem } from '../adminApi'

export type BatchPartner = { id: number; name: string }
export type BatchProduct = { id: number; name: string; plans: { id: string; label: string }[] }

type Result = { batch: string; count: number; partner: string; product: string; error?: string }

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.8)', marginBottom: 'var(--base)' }
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: 'calc(var(--base) * 0.6)' }

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

/** Issue a batch (partner, product plan, count, validity, prefix), then download it as CSV for the partner. */
export function SerialBatchForm({ partners, products }: { partners: BatchPartner[]; products: BatchProduct[] }) {
  const router = useRouter()
  const { i18n } = useTranslation()
  const id = useId()
  const [form, setForm] = useState({ partnerId: '', productId: '', planId: '', count: '100', cardsPerSerial: '1', validFrom: today(), validUntil: '', prefix: '', payableTwd: '' })
  const [result, setResult] = useState<Result | null>(null)
  const [busy, setBusy] = useState(false)
  const [exportBatch, setExportBatch] = useState('')
  const plans = products.find((p) => String(p.id) === form.productId)?.plans ?? []
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value, ...(key === 'productId' ? { planId: '' } : {}) })

  const submit = async () => {
    if (!window.confirm(`Issue ${form.count} serial numbers? They can be redeemed as soon as they are valid.`)) return
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
    <label htmlFor={`${id}-${key}`} style={{ display: 'grid', gap: 4 }}>
      {label}
      {input}
    </label>
  )

  return (
    <section aria-labelledby={`${id}-title`} style={box} data-testid="serial-batch-panel">
      <h3 id={`${id}-title`} style={{ marginTop: 0 }}>
        Issue a serial-number batch
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <div style={grid}>
          {field('partnerId', 'BBC partner', (
            <select id={`${id}-partnerId`} required value={form.partnerId} onChange={set('partnerId')}>
              <option value="">Choose…</option>
              {partners.map((p) => (
                <option key={p.id} value={p.id}>{p.name}</option>
              ))}
            </select>
          ))}
          {field('productId', 'Product', (
            <select id={`${id}-productId`} required value={form.productId} onChange={set('productId')}>
              <option value="">Choose…</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>{p.name}</option>
              ))}
            </select>
          ))}
          {field('planId', 'Plan', (
            <select id={`${id}-planId`} required value={form.planId} onChange={set('planId')}>
              <option value="">Choose…</option>
              {plans.map((p) => (
                <option key={p.id} value={p.id}>{p.label}</option>
              ))}
            </select>
          ))}
          {field('count', 'How many numbers (1–5000)', <input id={`${id}-count`} type="number" min={1} max={5000} required value={form.count} onChange={set('count')} />)}
          {field('cardsPerSerial', 'Cards per number', <input id={`${id}-cardsPerSerial`} type="number" min={1} max={10} required value={form.cardsPerSerial} onChange={set('cardsPerSerial')} />)}
          {field('validFrom', 'Valid from (Taipei)', <input id={`${id}-validFrom`} type="date" required value={form.validFrom} onChange={set('validFrom')} />)}
          {field('validUntil', 'Valid until (Taipei)', <input id={`${id}-validUntil`} type="date" required value={form.validUntil} onChange={set('validUntil')} />)}
          {field('prefix', 'Prefix (up to 6, optional)', <input id={`${id}-prefix`} maxLength={6} value={form.prefix} onChange={set('prefix')} />)}
          {field('payableTwd', 'Partner pays per number (TWD, empty = list price)', <input id={`${id}-payableTwd`} type="number" min={0} value={form.payableTwd} onChange={set('payableTwd')} />)}
        </div>
        <p>
          <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
            {busy ? 'Issuing…' : 'Issue batch'}
          </button>
        </p>
      </form>
      {result ? (
        <p role={result.error ? 'alert' : 'status'}>
          {result.error ?? `Issued ${result.count} numbers of ${result.product} for ${result.partner}: batch ${result.batch}.`}
        </p>
      ) : null}
      <p style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
        <label htmlFor={`${id}-batch`} style={{ display: 'grid', gap: 4 }}>
          Batch to download as CSV
          <input id={`${id}-batch`} value={exportBatch} onChange={(e) => setExportBatch(e.target.value)} />
        </label>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`/api/serial-numbers/batch-csv?batch=${encodeURIComponent(exportBatch)}`}
          aria-disabled={!exportBatch}
          data-testid="serial-batch-csv"
        >
          Download CSV
        </a>
      </p>
    </section>
  )
}
