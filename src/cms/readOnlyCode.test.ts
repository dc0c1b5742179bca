import { traverseFields, type Field } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { READ_ONLY_CODE } from './fields'

describe('code and JSON fields in the admin (issue 36)', () => {
  afterAll(() => vi.unstubAllEnvs())

  it("use none of Payload's code editor, which would load from cdn.jsdelivr.net (not in the admin's CSP)", async () => {
    // Building the config needs a database address, not a database: nothing connects here.
    if (!process.env.DATABASE_URL) vi.stubEnv('DATABASE_URL', 'postgres://unused@127.0.0.1:1/unused')
    const config = await (await import('@payload-config')).default
    // Payload's own collections and globals (payload-jobs, payload-jobs-stats …) are hidden: the admin never opens them.
    // A hidden rule may be a function of the user (counter staff see fewer): hidden even from an admin counts as hidden.
    const hiddenFromAdmin = (hidden: unknown) =>
      hidden === true || (typeof hidden === 'function' && (hidden as (args: { user: { role: string } }) => unknown)({ user: { role: 'admin' } }) === true)
    const shown = [...config.collections, ...config.globals].filter((entity) => !hiddenFromAdmin(entity.admin?.hidden))
    const found: [string, Field][] = []
    for (const { slug, fields } of shown) {
      traverseFields({
        config,
        fields,
        callback: ({ field }) => {
          if (field.type === 'code' || field.type === 'json') found.push([`${slug}.${field.name}`, field])
        },
      })
    }
    // The translation status (src/cms/localeSafety.ts) is a JSON field no editor is drawn for: its Field renders nothing.
    const HIDDEN = '/components/admin/LocaleCells#HiddenField'
    const shownAsCode = found.filter(([, field]) => field.admin?.components?.Field !== HIDDEN)
    expect(shownAsCode.map(([where]) => where).sort()).toEqual(['audit-log.detail', 'order-events.params', 'outbox.html', 'payments.invoice'])
    expect(shownAsCode.filter(([, field]) => field.admin?.components?.Field !== READ_ONLY_CODE).map(([where]) => where)).toEqual([])
    expect(found.filter(([, field]) => field.admin?.components?.Field === HIDDEN).every(([where]) => where.endsWith('.translations'))).toBe(true)
  }, 60_000)
})
