/**
 * Idempotent demo seed: every record is looked up by a natural key first and only created when
 * missing, so running it twice changes nothing. Passwords are printed once, when accounts are created.
 */
import 'server-only'

import type { Payload } from 'payload'

import { LOCALES } from '@/domain/locale'
import { inTransaction } from '@/server/db/transaction'
import { isDemoDeployment, isProduction } from '@/server/env'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'

import { seedCatalog } from './catalog'
import { SUPPORT_MAIL, TOLL_FREE } from './catalog/pages'
import { DEMO_MEMBERS, DEMO_STAFF, memberPassword, staffPassword } from './demoAccounts'
import { seedPartners } from './partners'
import { seedSerials } from './serials'
import { DEMO_REGISTRATION_NUMBER, SITE_HOURS, SITE_SETTINGS_BY_LOCALE } from './siteSettings'
import { seedSurvey } from './survey'
import { seedTopUpPlans } from './topUpPlans'

type SeedOptions = { log?: (line: string) => void }

async function seedStaff(payload: Payload, log: (l: string) => void) {
  const created: string[] = []
  for (const account of DEMO_STAFF) {
    const { totalDocs } = await payload.count({ collection: 'staff', where: { email: { equals: account.email } } })
    if (totalDocs) continue
    const { email, name, role } = account
    await payload.create({ collection: 'staff', data: { email, name, role, password: staffPassword() } })
    created.push(`${account.role.padEnd(8)} ${account.email}`)
  }
  if (created.length) {
    log(`staff accounts created (password: ${staffPassword()}), sign in at /admin:`)
    created.forEach((line) => log(`  ${line}`))
  }
}

/** Counter accounts get their airports once the airports exist (after the catalog). */
async function seedCounterAirports(payload: Payload) {
  for (const account of DEMO_STAFF) {
    if (!account.airports?.length) continue
    const { docs } = await payload.find({ collection: 'staff', where: { email: { equals: account.email } }, depth: 0, limit: 1 })
    const staff = docs[0]
    if (!staff || staff.airports?.length) continue
    const airports = await payload.find({ collection: 'airports', where: { code: { in: account.airports } }, depth: 0, limit: 10 })
    await payload.update({ collection: 'staff', id: staff.id, data: { airports: airports.docs.map((a) => a.id) } })
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
  if (current.operator?.companyName) return
  for (const locale of LOCALES) {
    const { operator } = SITE_SETTINGS_BY_LOCALE[locale]
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        freeCallNumber: TOLL_FREE,
        _status: 'published',
        ...SITE_HOURS,
        operator: { ...operator, registrationNumber: DEMO_REGISTRATION_NUMBER, email: SUPPORT_MAIL, phone: TOLL_FREE },
        socialLinks: [
          { platform: 'facebook', url: 'https://www.facebook.com/' },
          { platform: 'instagram', url: 'https://www.instagram.com/' },
          { platform: 'line', url: 'https://line.me/' },
        ],
      },
    })
  }
}

/**
 * Demo activation codes: 50 per eSIM product that has none yet, on a made-up SM-DP+ address, so a sandbox
 * payment in the demo (and in the e2e run) delivers an eSIM the way a stocked shop does. A real shop's
 * codes come from the provider's CSV, imported by an admin.
 */
export const DEMO_SMDP_ADDRESS = 'smdp.demo.taiwan-sim.test'
async function seedEsimCodes(payload: Payload, log: (l: string) => void) {
  // Products whose eSIMs the wholesaler issues per order hold no imported codes.
  const products = await payload.find({
    collection: 'products',
    where: { and: [{ cardType: { equals: 'esim' } }, { esimSource: { not_equals: 'esimAccess' } }] },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  for (const product of products.docs) {
    const stocked = await payload.count({ collection: 'esim-codes', where: { product: { equals: product.id } }, overrideAccess: true })
    if (stocked.totalDocs > 0) continue
    const text = Array.from({ length: 50 }, (_, i) => `LPA:1$${DEMO_SMDP_ADDRESS}$DEMO-P${product.id}-${String(i + 1).padStart(3, '0')}`).join('\n')
    const report = await inTransaction(payload, ({ req }) => importEsimCodes(payload, req, { productId: product.id, text, dryRun: false }))
    log(`eSIM demo codes for product ${product.id}: ${report.imported}`)
  }
}

export async function seed(payload: Payload, { log = () => undefined }: SeedOptions = {}) {
  // The demo accounts' passwords are in the README: never on a production server that is not a demo.
  if (isProduction() && !isDemoDeployment()) {
    throw new Error('refusing to seed demo content and accounts in production: set DEMO_MODE=true only if this deployment is a demo')
  }
  await seedStaff(payload, log)
  await seedMembers(payload, log)
  await seedSiteSettings(payload)
  await seedSurvey(payload)
  await seedCatalog(payload, log)
  await seedCounterAirports(payload)
  await seedEsimCodes(payload, log)
  await seedTopUpPlans(payload, log)
  await seedPartners(payload, log)
  await seedSerials(payload, log)
  log('seed complete')
}
