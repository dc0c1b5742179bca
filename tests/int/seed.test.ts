import { describe, expect, it } from 'vitest'

import { seed } from '../../dev/seed'

import { LOCALES, payload } from './helpers'

describe('seed', () => {
  it('created the demo accounts and site settings', async () => {
    const p = await payload()
    const staff = await p.find({ collection: 'staff', limit: 100, depth: 0, sort: 'email' })
    expect(staff.docs.map((s) => [s.email, s.role])).toEqual(
      expect.arrayContaining([
        ['admin@taiwan-sim.test', 'admin'],
        ['editor@taiwan-sim.test', 'editor'],
        ['support@taiwan-sim.test', 'support'],
        ['counter@taiwan-sim.test', 'counter'],
      ]),
    )
    const members = await p.find({ collection: 'members', where: { email: { like: '@taiwan-sim.test' } }, depth: 0 })
    const types = Object.fromEntries(members.docs.map((m) => [m.email, m.accountType]))
    expect(types).toMatchObject({
      'member@taiwan-sim.test': 1,
      'b2c@taiwan-sim.test': 2,
      'bbc@taiwan-sim.test': 3,
    })
    for (const locale of LOCALES) {
      const settings = await p.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false })
      expect(settings.freeCallNumber, locale).toBe('0800-888-168')
      expect(settings.customerServiceHours, locale).toEqual({ days: 'daily', opensAt: '09:00', closesAt: '23:00' })
      expect(settings.operator?.companyName, locale).toBeTruthy()
    }
  })

  it('is idempotent: a second run creates nothing', async () => {
    const p = await payload()
    const counts = async () => ({
      staff: (await p.count({ collection: 'staff' })).totalDocs,
      members: (await p.count({ collection: 'members' })).totalDocs,
    })
    const settings = async () =>
      Promise.all(LOCALES.map((locale) => p.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false })))

    const before = await counts()
    const settingsBefore = await settings()
    const lines: string[] = []
    await seed(p, { log: (line) => lines.push(line) })
    expect(await counts()).toEqual(before)
    expect((await settings()).map((s) => s.updatedAt)).toEqual(settingsBefore.map((s) => s.updatedAt))
    // Nothing was created, so no passwords were printed.
    expect(lines.join('\n')).not.toMatch(/created/)
    expect(lines).toContain('seed complete')
  })
})
