import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { hasStaffRole } from '@/domain/roles'
import { isStaff } from '@/cms/access/isStaff'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { reviewKey } from '@/domain/reviews'
import { CACHE_TAGS } from '@/server/cache'

/** One review per account per activity/product per Taiwan calendar month (spec §9), enforced by a unique key. */
const setUniqueKey: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data }
  const id = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : (v as number | null | undefined))
  const at = new Date(String(merged.reviewedAt ?? new Date().toISOString()))
  // Reviews staff enter without a member are not limited (NULL keys never collide).
  return { ...data, uniqueKey: reviewKey(id(merged.member), { productId: id(merged.product), activityId: id(merged.activity) }, at) }
}

const setApprovedAt: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  if (data.approved && !originalDoc?.approved) return { ...data, approvedAt: new Date().toISOString() }
  if (data.approved === false) return { ...data, approvedAt: null }
  return data
}

/**
 * Reviews ("esteem"): rating, text, the product or activity, the member. Public only once a staff
 * member approves them (the shop promises to do so within 72 hours).
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'rating', 'product', 'activity', 'approved', 'reviewedAt'],
    group: 'Content',
    description: 'Approve new reviews within 72 hours; only approved reviews are public.',
  },
  defaultSort: '-reviewedAt',
  access: {
    // Like drafts elsewhere: content and support staff see reviews waiting for approval; others only approved ones.
    read: ({ req }) => (hasStaffRole('editor', 'support')({ req }) ? true : { approved: { equals: true } }),
    ...contentEditors,
  },
  hooks: {
    beforeValidate: [setUniqueKey, setApprovedAt],
    ...revalidateCollection((doc) => [CACHE_TAGS.reviews, `review:${doc.id}`]),
  },
  fields: [
    { name: 'displayName', type: 'text', required: true, admin: { description: 'Shown publicly, e.g. "Hanako S."' } },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea', required: true },
    { name: 'language', type: 'select', options: ['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi'].map((v) => ({ label: v, value: v })) },
    { name: 'product', type: 'relationship', relationTo: 'products', index: true },
    { name: 'activity', type: 'relationship', relationTo: 'activities', index: true },
    // Who wrote it and its once-a-month key (member id, target, month) are staff's to see: the public reads the name shown.
    { name: 'member', type: 'relationship', relationTo: 'members', access: { read: isStaff }, admin: { position: 'sidebar' } },
    { name: 'reviewedAt', type: 'date', required: true, defaultValue: () => new Date().toISOString(), admin: { position: 'sidebar' } },
    { name: 'approved', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    { name: 'approvedAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    { name: 'uniqueKey', type: 'text', unique: true, access: { read: isStaff }, admin: { hidden: true } },
  ],
}
