/**
 * `npm run check:messages` covers the admin's words (messages/admin) as it covers the storefront's: a key that one
 * language lacks, or whose placeholders differ, fails the check. Run on a copy of messages/ with the fault planted.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterEach, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let copy: string | undefined

afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
  copy = undefined
})

/** check:messages on a copy of messages/ after `plant` changed admin/<locale>.json: its exit code and output. */
function checkWith(locale: string, plant: (admin: { desk: Record<string, string> }) => void) {
  copy = mkdtempSync(path.join(os.tmpdir(), 'messages-'))
  cpSync(path.join(root, 'messages'), copy, { recursive: true })
  const file = path.join(copy, 'admin', `${locale}.json`)
  const admin = JSON.parse(readFileSync(file, 'utf8')) as { desk: Record<string, string> }
  plant(admin)
  writeFileSync(file, JSON.stringify(admin, null, 2))
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'tsconfig.scripts.json', 'scripts/check-messages.ts', copy], {
    cwd: root,
    encoding: 'utf8',
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe('check:messages on the admin words', () => {
  it('fails on an admin key missing in one language', { timeout: 120_000 }, () => {
    const { status, output } = checkWith('ko', (admin) => {
      delete admin.desk.search
    })
    expect(status).toBe(1)
    expect(output).toContain('ko: missing admin.desk.search')
  })

  it('fails on an admin message whose placeholders differ from zh-TW', { timeout: 120_000 }, () => {
    const { status, output } = checkWith('vi', (admin) => {
      admin.desk.confirmCancel = 'Hủy đơn hàng {orderNumber}?'
    })
    expect(status).toBe(1)
    expect(output).toContain('vi: placeholders of admin.desk.confirmCancel differ from zh-TW')
  })
})
