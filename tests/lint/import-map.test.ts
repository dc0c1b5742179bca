/**
 * The import map's check (scripts/check-imports.ts over .dependency-cruiser.cjs): in a small tree laid out like src/,
 * with the repository's own rules, a planted file cycle, upward import, folder loop and import of dev/ must each be
 * refused (a loop closed by import() too); imports that run down the layers pass.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterEach, describe, expect, it } from 'vitest'

import { importProblems } from '../../scripts/check-imports'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let tree: string | undefined

/** A tree with the repository's rules and `files` (path → source), cruised from src; `order` as SERVICE_ORDER. */
async function check(files: Record<string, string>, order: string[][] = []) {
  tree = mkdtempSync(path.join(tmpdir(), 'import-map-'))
  cpSync(path.join(root, '.dependency-cruiser.cjs'), path.join(tree, '.dependency-cruiser.cjs'))
  writeFileSync(path.join(tree, 'tsconfig.scripts.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }))
  writeFileSync(path.join(tree, 'package.json'), '{"type":"module"}')
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
    writeFileSync(path.join(tree, file), code)
  }
  return importProblems(tree, ['src'], [], order)
}

const DOWNWARD = {
  'src/domain/money.ts': 'export const twd = (n: number) => n\n',
  'src/lib/format.ts': "import { twd } from '@/domain/money'\nexport const show = (n: number) => String(twd(n))\n",
  'src/server/orders/place.ts': "import { show } from '@/lib/format'\nexport const place = () => show(1)\n",
  'src/server/payments/charge.ts': "import { place } from '@/server/orders/place'\nexport const charge = () => place()\n",
  'src/api/handlers/order.ts': "import { charge } from '@/server/payments/charge'\nexport const handle = () => charge()\n",
  'src/app/page.tsx': "import { handle } from '@/api/handlers/order'\nexport default function Page() { return handle() }\n",
}

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true })
  tree = undefined
})

describe('the import map check', () => {
  it('passes imports that run down the layers', async () => {
    expect(await check(DOWNWARD)).toEqual({ rules: [], cycles: [], gone: [] })
  }, 60_000)

  it('refuses two files that import each other', async () => {
    const { rules } = await check({
      ...DOWNWARD,
      'src/server/orders/a.ts': "import { b } from './b'\nexport const a = () => b()\n",
      'src/server/orders/b.ts': "import { a } from './a'\nexport const b = (): number => a()\n",
    })
    expect(rules.some((r) => r.startsWith('no-circular: src/server/orders/a.ts'))).toBe(true)
  }, 60_000)

  it('refuses an upward import (domain → server, server → api)', async () => {
    const { rules } = await check({
      ...DOWNWARD,
      'src/domain/rule.ts': "import type { place } from '@/server/orders/place'\nexport type Placed = ReturnType<typeof place>\n",
      'src/server/orders/answer.ts': "import { handle } from '@/api/handlers/order'\nexport const answer = () => handle()\n",
    })
    expect(rules).toContain('domain-is-the-ground: src/domain/rule.ts → src/server/orders/place.ts')
    expect(rules).toContain('server-over-lib: src/server/orders/answer.ts → src/api/handlers/order.ts')
  }, 60_000)

  it('refuses two server folders that import each other through different files', async () => {
    const { rules, cycles } = await check({
      ...DOWNWARD,
      'src/server/orders/refundOf.ts': "import { refund } from '@/server/payments/refund'\nexport const refundOf = () => refund()\n",
      'src/server/payments/refund.ts': 'export const refund = () => 0\n',
    })
    expect(rules).toEqual([])
    expect(cycles).toEqual([['src/server/orders', 'src/server/payments']])
  }, 60_000)

  it('refuses a service that imports one above it in the services\' order, loop or none', async () => {
    const order = [['src/server/mail'], ['src/server/orders'], ['src/server/payments']]
    expect(await check(DOWNWARD, order)).toEqual({ rules: [], cycles: [], gone: [] })
    const { rules, cycles } = await check(
      { ...DOWNWARD, 'src/server/mail/orderMail.ts': "import { place } from '@/server/orders/place'\nexport const orderMail = () => place()\n" },
      order,
    )
    expect(cycles).toEqual([])
    expect(rules).toEqual(['services-run-one-way: src/server/mail → src/server/orders'])
  }, 60_000)

  it('refuses a product file that imports the seed or a sandbox', async () => {
    const { rules } = await check({
      ...DOWNWARD,
      'dev/seed/index.ts': 'export const seed = () => 1\n',
      'src/server/boot.ts': "import { seed } from '../../dev/seed'\nexport const boot = () => seed()\n",
    })
    expect(rules).toContain('product-never-imports-dev-tools: src/server/boot.ts → dev/seed/index.ts')
  }, 60_000)

  it('refuses a loop closed by import(): the config loaded by the instance it imports is a loop at run time', async () => {
    const { rules } = await check({
      ...DOWNWARD,
      'src/server/instance.ts': "export const instance = async () => (await import('@/server/config')).default\n",
      'src/server/config.ts': "import { instance } from '@/server/instance'\nexport default { instance }\n",
    })
    expect(rules.some((r) => r.startsWith('no-circular: src/server/instance.ts') || r.startsWith('no-circular: src/server/config.ts'))).toBe(true)
  }, 60_000)
})
