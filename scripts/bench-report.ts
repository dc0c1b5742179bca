/**
 * npm run bench:report — a 100 000-row BBC partner report exported as CSV and as XLSX, streamed, in this
 * process: time, bytes and peak RSS above the idle process for each format. It writes a bench partner and its
 * serial numbers straight into the database and removes them again at the end. Without DATABASE_URL it uses
 * the embedded PostgreSQL's `shop` database (the one `npm run build && npm start` migrates and serves; it
 * needs one product, e.g. from SEED_DEMO=true) and applies pending migrations first.
 *   [DATABASE_URL=… PAYLOAD_SECRET=…] BENCH_ROWS=100000 npm run bench:report
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'

import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/server/db/embedded'

const ROWS = Number(process.env.BENCH_ROWS || 100_000)
const MB = 1024 * 1024

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main() {
  let cluster: EmbeddedCluster | undefined
  if (!process.env.DATABASE_URL) {
    cluster = await startEmbeddedPostgres({ rootDir: root, log: (line) => console.log(`[bench] ${line}`) })
    process.env.DATABASE_URL = await cluster.ensureDatabase('shop')
    process.env.PAYLOAD_SECRET ||= readFileSync(path.join(root, '.data', 'payload-secret'), 'utf8').trim()
  }
  if (!process.env.PAYLOAD_SECRET) throw new Error('PAYLOAD_SECRET of that database is required with DATABASE_URL')
  // plugin-seo is one patch behind the other Payload packages on purpose (STACK.md), as in scripts/run.ts.
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ||= 'true'
  // The config reads DATABASE_URL when it is loaded: only now.
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { reportFile } = await import('../src/server/reports/exportFile')
  const { staffReportScope } = await import('../src/server/reports/partnerReport')
  const payload = await getPayload({ config })
  if (cluster) await payload.db.migrate()
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const run = Date.now().toString(36).toUpperCase()

  const product = (await db.execute(sql`select id from products order by id limit 1`)).rows[0] as { id: number } | undefined
  if (!product) throw new Error('no product in this database (seed it first)')
  const partner = await payload.create({ collection: 'partners', data: { name: `Bench partner ${run}`, kind: 'bbc', active: true }, overrideAccess: true })
  try {
    const started = Date.now()
    await db.execute(sql`
      insert into serial_numbers (code, product_id, plan_id, partner_id, original_price_twd, payable_twd, status, redeemed_at, created_at, updated_at)
      select 'BENCH' || ${run} || lpad(g::text, 7, '0'), ${product.id}, 'bench', ${partner.id}, 500, 450 - (g % 50),
        (case when g % 3 = 0 then 'used' else 'unused' end)::enum_serial_numbers_status,
        case when g % 3 = 0 then now() - (g || ' seconds')::interval end,
        now() - ((g * 7) || ' seconds')::interval, now()
      from generate_series(1, ${ROWS}) g`)
    console.log(`${ROWS} serial numbers written in ${((Date.now() - started) / 1000).toFixed(1)} s`)

    const scope = await staffReportScope(payload, partner.id, 'bbc')
    console.log(`bench:report · ${os.cpus().length} cores · load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
    for (const format of ['csv', 'xlsx'] as const) {
      ;(globalThis as { gc?: () => void }).gc?.()
      await new Promise((resolve) => setTimeout(resolve, 200))
      const idle = process.memoryUsage().rss
      let peak = idle
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
      const t0 = Date.now()
      const file = reportFile(payload, scope, {}, 'en', format)
      const reader = file.body.getReader()
      let bytes = 0
      let lines = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        bytes += value.byteLength
        if (format === 'csv') for (const byte of value) if (byte === 10) lines++
      }
      const ms = Date.now() - t0
      clearInterval(sampler)
      peak = Math.max(peak, process.memoryUsage().rss)
      const rowsSeen = format === 'csv' ? ` · ${lines - 2} data lines (+ header, totals)` : ''
      console.log(
        `${format.padEnd(4)} ${ROWS} rows: ${(ms / 1000).toFixed(2)} s · ${(bytes / MB).toFixed(1)} MB · idle RSS ${(idle / MB).toFixed(0)} MB · peak ${(peak / MB).toFixed(0)} MB (+${((peak - idle) / MB).toFixed(0)} MB)${rowsSeen}`,
      )
      if (format === 'csv' && lines - 2 !== ROWS) throw new Error(`the CSV has ${lines - 2} data lines, not ${ROWS}`)
    }
  } finally {
    await db.execute(sql`delete from serial_numbers where partner_id = ${partner.id}`)
    await payload.delete({ collection: 'partners', id: partner.id, overrideAccess: true })
    await payload.destroy()
    await cluster?.stop()
  }
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
