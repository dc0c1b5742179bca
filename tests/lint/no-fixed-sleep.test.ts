/**
 * The lint rule against fixed sleeps in tests/ (eslint.config.mjs, FIXED_SLEEPS): each way of waiting by the clock
 * seen on main is planted in a test file and must be refused; waits on a condition and deadlines must pass.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

/** The no-restricted-syntax messages ESLint gives `code` as if it were a file at `file`. */
async function sleepsIn(code: string, file = 'tests/e2e/planted.spec.ts') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

const PLANTED = {
  'a promise resolved by setTimeout': 'export async function f() {\n  await new Promise((resolve) => setTimeout(resolve, 500))\n}\n',
  'a resolver called from a setTimeout arrow': 'export async function f() {\n  await new Promise<void>((r) => setTimeout(() => r(), 500))\n}\n',
  'a resolver called from a setTimeout block': 'export async function f() {\n  await new Promise<void>((r) => {\n    setTimeout(() => {\n      r()\n    }, 500)\n  })\n}\n',
  "Playwright's waitForTimeout": "import type { Page } from '@playwright/test'\n\nexport async function f(page: Page) {\n  await page.waitForTimeout(2000)\n}\n",
  'a sleep helper': 'declare function sleep(ms: number): Promise<void>\n\nexport async function f() {\n  await sleep(2_000)\n}\n',
  'timers/promises': "import { setTimeout as later } from 'node:timers/promises'\n\nexport const f = () => later(100)\n",
  'Atomics.wait': 'export const f = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100)\n',
  'a shell sleep': "import { execSync } from 'node:child_process'\n\nexport const f = () => execSync('sleep 1')\n",
} as const

describe('lint: no fixed sleep in tests/', () => {
  // The first lint loads the whole config (Next's and typescript-eslint's plugins): seconds on a busy machine.
  beforeAll(() => sleepsIn('export {}\n'), 120_000)

  for (const [name, code] of Object.entries(PLANTED)) {
    it(`refuses ${name}`, async () => {
      const messages = await sleepsIn(code)
      expect(messages, code).toHaveLength(1)
      expect(messages[0]).toMatch(/fixed sleep: wait on a condition or an event/)
    })
  }

  it('refuses it in an int test too, and leaves the app code alone', async () => {
    expect(await sleepsIn(PLANTED['a promise resolved by setTimeout'], 'tests/int/planted.test.ts')).toHaveLength(1)
    expect(await sleepsIn(PLANTED['a promise resolved by setTimeout'], 'src/lib/planted.ts')).toHaveLength(0)
  })

  it('lets a deadline (a kill, a reject after a timeout) and a wait on a condition pass', async () => {
    const fine = [
      "import { spawn } from 'node:child_process'",
      "import { expect, vi } from 'vitest'",
      '',
      'export async function f() {',
      "  const child = spawn('node', ['-e', ''])",
      "  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)",
      "  await new Promise<void>((resolve, reject) => {",
      "    const timer = setTimeout(() => reject(new Error('not in 30 s')), 30_000)",
      "    child.once('exit', () => {",
      '      clearTimeout(timer)',
      '      resolve()',
      '    })',
      '  })',
      '  clearTimeout(killer)',
      '  await vi.waitUntil(() => child.exitCode !== null)',
      '  await expect.poll(() => child.exitCode).toBe(0)',
      '}',
      '',
    ].join('\n')
    expect(await sleepsIn(fine, 'tests/int/planted.test.ts')).toEqual([])
  })
})
