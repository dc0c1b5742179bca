'use client'

import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type ChangeEvent } from 'react'

import { adminText, type AdminText } from '@/cms/adminText'
import type { ImportLine } from '@/domain/esim'

import { callAdminApi, replyProblem } from './adminApi'

export type ImportProduct = { id: number; name: string; available: number; waiting: number }

type Report = {
  lines: ImportLine[]
  valid: number
  invalid: number
  imported: number
  fileProblem?: 'empty' | 'tooManyLines' | 'product'
  served?: { delivered: number; waiting: number }
  error?: string
}

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.8)', marginBottom: 'var(--base)' }

/** The import form: choose the product, paste or upload the CSV, check (preview), import. */
export function EsimImportForm({ products }: { products: ImportProduct[] }) {
  const router = useRouter()
  const { i18n } = useTranslation()
  const t = adminText(i18n.language)
  const id = useId()
  const [productId, setProductId] = useState<number | ''>(products.length === 1 ? products[0]!.id : '')
  const [text, setText] = useState('')
  const [checked, setChecked] = useState<{ text: string; productId: number; report: Report } | null>(null)
  const [result, setResult] = useState<Report | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (dryRun: boolean): Promise<Report> => {
    const reply = await callAdminApi<Report>('/api/esim-codes/import', i18n.language, { productId, text, dryRun })
    return reply.ok ? reply.data : { lines: [], valid: 0, invalid: 0, imported: 0, error: replyProblem(reply) }
  }
  const run = async (dryRun: boolean) => {
    if (productId === '') return
    setBusy(true)
    setResult(null)
    try {
      const report = await send(dryRun)
      // An import refused line by line (codes imported meanwhile by someone else) shows its report like a check.
      if (dryRun || (!report.error && !report.imported)) setChecked({ text, productId, report })
      else {
        setResult(report)
        setChecked(null)
        if (report.imported) {
          setText('')
          router.refresh()
        }
      }
    } finally {
      setBusy(false)
    }
  }
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) setText(await file.text())
  }

  const preview = checked && checked.text === text && checked.productId === productId ? checked.report : null
  const ready = preview && !preview.error && !preview.fileProblem && preview.invalid === 0 && preview.valid > 0

  return (
    <section aria-labelledby={`${id}-title`} style={box} data-testid="esim-import">
      <h2 id={`${id}-title`} style={{ marginTop: 0 }}>
        {t.importTitle}
      </h2>
      <p>{t.importIntro}</p>
      <table style={{ marginBottom: 'var(--base)' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{t.esimStockCaption}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', paddingRight: 24 }}>{t.product}</th>
            <th scope="col" style={{ textAlign: 'right', paddingRight: 24 }}>{t.unusedCodes}</th>
            <th scope="col" style={{ textAlign: 'right' }}>{t.ordersWaiting}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <td style={{ paddingRight: 24 }}>{p.name}</td>
              <td style={{ textAlign: 'right', paddingRight: 24 }} data-testid={`esim-available-${p.id}`}>{p.available}</td>
              <td style={{ textAlign: 'right', fontWeight: p.waiting ? 700 : 400 }}>{p.waiting}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div style={{ display: 'grid', gap: 'calc(var(--base) * 0.6)', maxWidth: 900 }}>
        <label htmlFor={`${id}-product`}>{t.product}</label>
        <select id={`${id}-product`} value={productId} onChange={(e) => setProductId(e.target.value ? Number(e.target.value) : '')} required>
          <option value="">{t.chooseEsimProduct}</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-file`}>{t.csvFile}</label>
        <input id={`${id}-file`} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={onFile} />
        <label htmlFor={`${id}-text`}>{t.pasteCodes}</label>
        <textarea id={`${id}-text`} rows={8} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        <div style={{ display: 'flex', gap: 12 }}>
          <button type="button" className="btn btn--style-secondary btn--size-medium" disabled={busy || productId === '' || !text.trim()} onClick={() => run(true)}>
            {t.check}
          </button>
          <button type="button" className="btn btn--style-primary btn--size-medium" disabled={busy || !ready} onClick={() => run(false)}>
            {t.importCodes(ready ? preview.valid : 0)}
          </button>
        </div>
      </div>

      <div aria-live="polite" role="status">
        {preview ? <Preview report={preview} t={t} /> : null}
        {result?.error ? <p style={{ color: 'var(--theme-error-500)' }}>{result.error}</p> : null}
        {result && !result.error ? (
          <p>
            <strong>{t.imported(result.imported)}</strong>
            {result.served ? ` ${t.served(result.served.delivered, result.served.waiting)}` : null}
          </p>
        ) : null}
      </div>
    </section>
  )
}

function Preview({ report, t }: { report: Report; t: AdminText }) {
  if (report.error) return <p style={{ color: 'var(--theme-error-500)' }}>{report.error}</p>
  if (report.fileProblem) return <p style={{ color: 'var(--theme-error-500)' }}>{t.fileProblem[report.fileProblem]}</p>
  const problems = report.lines.filter((l) => l.problem)
  return (
    <div>
      <p>
        <strong>{t.codesReady(report.valid, report.invalid)}</strong>
      </p>
      <table data-testid="esim-import-preview">
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'right', paddingRight: 16 }}>{t.line}</th>
            <th scope="col" style={{ textAlign: 'left', paddingRight: 16 }}>{t.code}</th>
            <th scope="col" style={{ textAlign: 'left' }}>{t.result}</th>
          </tr>
        </thead>
        <tbody>
          {(problems.length ? problems : report.lines).slice(0, 200).map((line) => (
            <tr key={line.line} data-line={line.line} data-problem={line.problem ?? 'ok'}>
              <td style={{ textAlign: 'right', paddingRight: 16 }}>{line.line}</td>
              <td style={{ fontFamily: 'monospace', paddingRight: 16, wordBreak: 'break-all' }}>{line.text}</td>
              <td style={{ color: line.problem ? 'var(--theme-error-500)' : undefined }}>
                {line.problem ? (line.duplicateOf ? t.duplicateOf(line.duplicateOf) : t.lineProblem[line.problem]) : t.ok}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
