import type { CollectionConfig, Endpoint } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { ownSessionsField } from '@/cms/access/ownSessions'
import { nobody } from '@/cms/access/nobody'
import { lockAccountOnUpdate } from '@/cms/hooks/lockAccountOnUpdate'

import { membersReadable, partnerMatchesAccountType, supportMayEdit } from './access'
import { refuseUserPassword } from './hooks/refuseUserPassword'

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

const adminOnly = { create: hasStaffRole(), update: hasStaffRole() }
const supportEdits = { update: supportMayEdit }

/**
 * Shop members. accountType 1 ordinary, 2 B2C partner, 3 BBC partner (spec §1). Members never use
 * Payload's API (member tokens are refused there, src/api/payloadApiGuard.ts): their e-mail,
 * password and consent change only through the storefront's verified flows.
 */
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
    // Payload's lockout (anyone could lock a traveller out) is replaced by the shop's back-off per
    // account and client address (src/server/auth/throttle.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
    // The member behind each storefront request is read with the partner as an id (relationId reads it): at Payload's
    // default depth (2) every request of a partner account also loaded its partner's record (~1.3 ms).
    depth: 0,
  },
  endpoints: shadowedAuthRoutes,
  // Members are not part of the GraphQL API: no queries, and no login/forgot/reset/refresh mutations.
  graphQL: { disableQueries: true, disableMutations: true },
  hooks: { beforeOperation: [refuseUserPassword, lockAccountOnUpdate] },
  access: {
    admin: () => false,
    read: membersReadable,
    // Buyers become members by ordering; staff create only partner accounts, and only admins.
    create: hasStaffRole(),
    update: hasStaffRole('support'),
    delete: hasStaffRole(),
  },
  fields: [
    ownSessionsField('members'),
    // Payload's own e-mail field, with who may write it.
    { name: 'email', type: 'email', access: adminOnly },
    {
      name: 'accountType',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      max: 3,
      saveToJWT: true,
      admin: { description: '1 = member, 2 = B2C partner (promo-code report), 3 = BBC partner (redemption report)' },
      access: adminOnly,
    },
    { name: 'surname', type: 'text', access: supportEdits },
    { name: 'givenName', type: 'text', access: supportEdits },
    // The phone receives password-reset codes (POST /api/findPassword by SMS): like the e-mail, a way into the account,
    // so only an admin changes it here. Support reads it; the member changes it in their profile.
    { name: 'phone', type: 'text', access: { update: hasStaffRole() } },
    // The number the member proved with an SMS code (POST /api/user/verifyPhone). A password-reset code goes by SMS only
    // while it equals `phone`: a number typed on an order or changed later, by anyone, is not confirmed.
    {
      name: 'verifiedPhone',
      type: 'text',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, description: 'Confirmed by the member with an SMS code. Password-reset codes go by SMS only while this equals the phone.' },
    },
    // The e-mail the member proved with a code (an order, an e-mail change, a reset by e-mail). While it equals `email`,
    // the member's own orders need no new code (src/domain/verificationCode.ts orderNeedsCode).
    {
      name: 'verifiedEmail',
      type: 'text',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, description: 'Confirmed by the member with a code. Their own orders to this address need no new code while it equals the e-mail.' },
    },
    { name: 'birthday', type: 'date', access: supportEdits, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'gender',
      access: supportEdits,
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
      access: supportEdits,
      admin: { description: 'Language of mails sent to this member' },
    },
    {
      name: 'partner',
      type: 'relationship',
      relationTo: 'partners',
      index: true,
      access: adminOnly,
      filterOptions: ({ data }) => (data?.accountType === 2 ? { kind: { equals: 'b2c' } } : data?.accountType === 3 ? { kind: { equals: 'bbc' } } : false),
      validate: partnerMatchesAccountType,
      admin: { description: 'The partner whose report this account reads: a B2C partner for type 2, a BBC partner for type 3' },
    },
    // Kept for accounts made before partners were records; the report reads `partner`.
    { name: 'partnerName', type: 'text', access: adminOnly, admin: { description: 'Partner organisation (types 2 and 3), free text' } },
    {
      type: 'row',
      fields: [
        {
          name: 'termsAcceptedAt',
          type: 'date',
          access: { create: nobody, update: nobody },
          admin: { readOnly: true, description: 'Consent to terms and privacy' },
        },
        {
          name: 'termsVersion',
          type: 'text',
          access: { create: nobody, update: nobody },
          admin: { readOnly: true, description: 'Last-updated date of the terms accepted' },
        },
      ],
    },
  ],
}
