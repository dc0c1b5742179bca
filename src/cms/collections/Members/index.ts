import type { CollectionConfig, Endpoint } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { isSupportOrSelf } from '@/cms/access/isStaffOrSelf'

/**
 * Payload's own auth routes for members are shadowed: members log in only through the storefront's
 * POST /api/login, whose token lives in the `access_token` cookie, never in the shared `payload-token`.
 */
const shadowedAuthRoutes: Omit<Endpoint, 'root'>[] = [
  'login',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'first-register',
  'unlock',
].map((path) => ({
  path: `/${path}`,
  method: 'post' as const,
  handler: () => Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 }),
}))

/** Shop members. accountType 1 ordinary, 2 B2C partner, 3 BBC partner (spec §1). */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: 'Member', plural: 'Members' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'surname', 'givenName', 'accountType', 'createdAt'],
    group: 'Customers',
  },
  auth: {
    tokenExpiration: 7 * 24 * 60 * 60,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  endpoints: shadowedAuthRoutes,
  access: {
    admin: () => false,
    read: isSupportOrSelf,
    create: hasStaffRole('support'),
    update: isSupportOrSelf,
    delete: hasStaffRole(),
  },
  fields: [
    {
      name: 'accountType',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      max: 3,
      saveToJWT: true,
      admin: { description: '1 = member, 2 = B2C partner (promo-code report), 3 = BBC partner (redemption report)' },
      access: { update: ({ req }) => req.user?.collection === 'staff' },
    },
    { name: 'surname', type: 'text' },
    { name: 'givenName', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'birthday', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'gender',
      type: 'select',
      options: [
        { label: 'Male', value: 'male' },
        { label: 'Female', value: 'female' },
        { label: 'Undisclosed', value: 'undisclosed' },
      ],
    },
    {
      name: 'preferredLocale',
      type: 'text',
      admin: { description: 'Language of mails sent to this member' },
    },
    { name: 'partnerName', type: 'text', admin: { description: 'Partner organisation (types 2 and 3)' } },
    {
      type: 'row',
      fields: [
        { name: 'termsAcceptedAt', type: 'date', admin: { readOnly: true, description: 'Consent to terms and privacy' } },
        { name: 'termsVersion', type: 'text', admin: { readOnly: true, description: 'Last-updated date of the terms accepted' } },
      ],
    },
  ],
}
