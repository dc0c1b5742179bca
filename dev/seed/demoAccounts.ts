import 'server-only'

import type { StaffRole } from '@/domain/roles'

/** Demo accounts for development and tests. Passwords come from the environment (see .env.example). */
export const staffPassword = () => process.env.SEED_STAFF_PASSWORD || 'TaiwanSim2026!'
export const memberPassword = () => process.env.SEED_MEMBER_PASSWORD || 'demo1234'

/** `airports`: codes of the airports a counter account hands cards over at. */
export const DEMO_STAFF: { email: string; name: string; role: StaffRole; airports?: string[] }[] = [
  { email: 'admin@taiwan-sim.test', name: 'Admin Lin', role: 'admin' },
  { email: 'editor@taiwan-sim.test', name: 'Editor Chen', role: 'editor' },
  { email: 'support@taiwan-sim.test', name: 'Support Wang', role: 'support' },
  { email: 'counter@taiwan-sim.test', name: 'Counter Huang', role: 'counter', airports: ['TPE'] },
]

export const DEMO_MEMBERS = [
  { email: 'member@taiwan-sim.test', accountType: 1, surname: 'SATO', givenName: 'HANAKO', preferredLocale: 'ja' },
  { email: 'b2c@taiwan-sim.test', accountType: 2, surname: 'LEE', givenName: 'MINHO', partnerName: 'Seoul Travel Co.' },
  { email: 'bbc@taiwan-sim.test', accountType: 3, surname: 'NGUYEN', givenName: 'AN', partnerName: 'Saigon Tours' },
] as const
