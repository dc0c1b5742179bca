/**
 * The lint rule that gives every scripted form a method (eslint.config.mjs): a form submitted before hydration must
 * not put its fields in the address. Each shape is planted in a component file.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

async function refusals(code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/components/Planted.tsx') })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

const component = (form: string) => `'use client'\n\nexport function Planted({ save }: { save: () => void }) {\n  return (\n    ${form}\n  )\n}\n`

describe('lint: a form with onSubmit has a method', () => {
  beforeAll(() => refusals('export {}\n'), 120_000)

  it('refuses a scripted form without one (a GET before hydration)', async () => {
    const messages = await refusals(component('<form onSubmit={save}>\n      <input name="password" type="password" />\n    </form>'))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/method="post"/)
  })

  it('takes method="post", and a GET form whose fields are meant for the address', async () => {
    expect(await refusals(component('<form method="post" onSubmit={save}>\n      <input name="password" type="password" />\n    </form>'))).toEqual([])
    expect(await refusals(component('<form method="get" onSubmit={save}>\n      <input name="from" type="date" />\n    </form>'))).toEqual([])
  })

  it('leaves a form without a script alone (the search box: action and GET by design)', async () => {
    expect(await refusals(component('<form action="/en/cardType">\n      <input name="name" />\n    </form>'))).toEqual([])
  })
})
