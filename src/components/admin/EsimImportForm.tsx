'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type ChangeEvent } from 'react'

import type { ImportLine } from '@/domain/esim'

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

const PROBLEM: Record<NonNullable<ImportLine['problem']>, string> = {
  format: 'Not an activation code: expected LPA:1$<SM-DP+ address>$<matching id>',
  address: 'The SM-DP+ address is not a host name',
  matchingId: 'The matching id may hold only letters, digits and hyphens',
  confirmationCode: 'Codes that need a confirmation code are not supported',
  duplicateInFile: 'Duplicate',
  duplicateInInventory: 'Already in the inventory',
}
const FILE_PROBLEM = { empty: 'The file has no codes.', tooManyLines: 'At most 5000 codes per import: split the file.', product: 'Choose an eSIM product.' }

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.8)', marginBottom: 'var(--base)' }

/** The import form: choose the product, paste or upload the CSV, check (preview), import. */
export function EsimImportForm({ products }: { products: ImportProduct[] }) {
  const router = useRouter()
  const id = useId()
  const [productId, setProductId] = useState<number | ''>(products.length === 1 ? products[0]!.id : '')
  const [text, setText] = useState('')
  const [checked, setChecked] = useState<{ text: string; productId: number; report: Report } | null>(null)
  const [result, setResult] = useState<Report | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (dryRun: boolean): Promise<Report> => {
    const response = await fetch('/api/esim-codes/import', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId, text, dryRun }),
    })
    const body = (await response.json()) as Report
    return response.ok ? body : { lines: [], valid: 0, invalid: 0, imported: 0, error: body.error ?? `HTTP ${response.status}` }
  }
  const run = async (dryRun: boolean) => {
    if (productId === '') return
    setBusy(true)
    setResult(null)
    try {
      const report = await send(dryRun)
      if (dryRun) setChecked({ text, productId, report })
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
    <section aria-labelledby={`${id}-title`} style={box}>
      <h2 id={`${id}-title`} style={{ marginTop: 0 }}>
        Import activation codes
      </h2>
      <p>
        A CSV file or pasted text with one LPA string per line (<code>LPA:1$&lt;SM-DP+ address&gt;$&lt;matching id&gt;</code>). Check it first:
        nothing is imported while any line has a problem. Paid orders waiting for codes get theirs right after the import.
      </p>
      <table style={{ marginBottom: 'var(--base)' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>eSIM stock</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', paddingRight: 24 }}>Product</th>
            <th scope="col" style={{ textAlign: 'right', paddingRight: 24 }}>Unused codes</th>
            <th scope="col" style={{ textAlign: 'right' }}>Paid orders waiting</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <td style={{ paddingRight: 24 }}>{p.name}</td>
              <td style={{ textAlign: 'right', paddingRight: 24 }}>{p.available}</td>
              <td style={{ textAlign: 'right', fontWeight: p.waiting ? 700 : 400 }}>{p.waiting}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div style={{ display: 'grid', gap: 'calc(var(--base) * 0.6)', maxWidth: 900 }}>
        <label htmlFor={`${id}-product`}>Product</label>
        <select id={`${id}-product`} value={productId} onChange={(e) => setProductId(e.target.value ? Number(e.target.value) : '')} required>
          <option value="">Choose an eSIM product…</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input id={`${id}-file`} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={onFile} />
        <label htmlFor={`${id}-text`}>Codes (or paste them here)</label>
        <textarea id={`${id}-text`} rows={8} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        <div style={{ display: 'flex', gap: 12 }}>
          <button type="button" className="btn btn--style-secondary btn--size-medium" disabled={busy || productId === '' || !text.trim()} onClick={() => run(true)}>
            Check
          </button>
          <button type="button" className="btn btn--style-primary btn--size-medium" disabled={busy || !ready} onClick={() => run(false)}>
            {ready ? `Import ${preview.valid} codes` : 'Import'}
          </button>
        </div>
      </div>

      <div aria-live="polite" role="status">
        {preview ? <Preview report={preview} /> : null}
        {result?.error ? <p style={{ color: 'var(--theme-error-500)' }}>{result.error}</p> : null}
        {result && !result.error ? (
          <p>
            <strong>Imported {result.imported} codes.</strong>
            {result.served ? ` ${result.served.delivered} waiting orders got their codes; ${result.served.waiting} still wait.` : null}
          </p>
        ) : null}
      </div>
    </section>
  )
}

function Preview({ report }: { report: Report }) {
  if (report.error) return <p style={{ color: 'var(--theme-error-500)' }}>{report.error}</p>
  if (report.fileProblem) return <p style={{ color: 'var(--theme-error-500)' }}>{FILE_PROBLEM[report.fileProblem]}</p>
  const problems = report.lines.filter((l) => l.problem)
  return (
    <div>
      <p>
        <strong>{report.valid} codes ready</strong>
        {report.invalid ? `, ${report.invalid} lines with a problem: nothing will be imported until they are fixed.` : '.'}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'right', paddingRight: 16 }}>Line</th>
            <th scope="col" style={{ textAlign: 'left', paddingRight: 16 }}>Code</th>
            <th scope="col" style={{ textAlign: 'left' }}>Check</th>
          </tr>
        </thead>
        <tbody>
          {(problems.length ? problems : report.lines).slice(0, 200).map((line) => (
            <tr key={line.line}>
              <td style={{ textAlign: 'right', paddingRight: 16 }}>{line.line}</td>
              <td style={{ fontFamily: 'monospace', paddingRight: 16, wordBreak: 'break-all' }}>{line.text}</td>
              <td style={{ color: line.problem ? 'var(--theme-error-500)' : undefined }}>
                {line.problem ? `${PROBLEM[line.problem]}${line.duplicateOf ? ` of line ${line.duplicateOf}` : ''}` : 'OK'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
