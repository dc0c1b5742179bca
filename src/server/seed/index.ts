/**
 * Idempotent demo seed: every record is looked up by a natural key first and only created when
 * missing, so running it twice changes nothing. Passwords are printed once, when accounts are created.
 */
import type { Payload } from 'payload'

import { LOCALES } from '@/domain/locale'

import { seedCatalog } from './catalog'
import { DEMO_MEMBERS, DEMO_STAFF, memberPassword, staffPassword } from './demoAccounts'
import { SITE_SETTINGS_BY_LOCALE } from './siteSettings'

type SeedOptions = { log?: (line: string) => void }

async function seedStaff(payload: Payload, log: (l: string) => void) {
  const created: string[] = []
  for (const account of DEMO_STAFF) {
    const { totalDocs } = await payload.count({ collection: 'staff', where: { email: { equals: account.email } } })
    if (totalDocs) continue
    await payload.create({ collection: 'staff', data: { ...account, password: staffPassword() } })
    created.push(`${account.role.padEnd(8)} ${account.email}`)
  }
  if (created.length) {
    log(`staff accounts created (password: ${staffPassword()}), sign in at /admin:`)
    created.forEach((line) => log(`  ${line}`))
  }
}

async function seedMembers(payload: Payload, log: (l: string) => void) {
  const created: string[] = []
  for (const member of DEMO_MEMBERS) {
    const { totalDocs } = await payload.count({ collection: 'members', where: { email: { equals: member.email } } })
    if (totalDocs) continue
    await payload.create({ collection: 'members', data: { ...member, password: memberPassword() } })
    created.push(`type ${member.accountType} ${member.email}`)
  }
  if (created.length) {
    log(`demo members created (password: ${memberPassword()}), sign in at /login:`)
    created.forEach((line) => log(`  ${line}`))
  }
}

async function seedSiteSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'site-settings', locale: 'zh-TW', fallbackLocale: false })
  if (current.serviceHours) return
  for (const locale of LOCALES) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        freeCallNumber: '0800-888-168',
        ...SITE_SETTINGS_BY_LOCALE[locale],
        socialLinks: [
          { platform: 'facebook', url: 'https://www.facebook.com/' },
          { platform: 'instagram', url: 'https://www.instagram.com/' },
          { platform: 'line', url: 'https://line.me/' },
        ],
      },
    })
  }
}

export async function seed(payload: Payload, { log = () => undefined }: SeedOptions = {}) {
  await seedStaff(payload, log)
  await seedMembers(payload, log)
  await seedSiteSettings(payload)
  await seedCatalog(payload, log)
  log('seed complete')
}
