import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { KYC_DOCUMENT_KINDS, KYC_IMAGE_TYPES } from '@/domain/kyc'
import { optionsOf } from '@/cms/fields'

/**
 * ID document images are kept outside public/ (KYC_DIR, by default one folder per database under
 * .data/kyc), so no static URL reaches them: the only way in is Payload's /api/kyc-documents/file/<name>,
 * which applies `access.read` — admins and support staff.
 */
function kycDir(): string {
  if (process.env.KYC_DIR) return process.env.KYC_DIR
  const database = (process.env.DATABASE_URL ?? '').split('/').pop()?.split('?')[0] || 'default'
  return path.join('.data', 'kyc', database.replace(/[^\w-]/g, '_'))
}

const kycStaff = hasStaffRole('support')

/**
 * The two ID images of a KYC application, written only by the KYC service (the type is checked by the
 * file's bytes before it gets here). Private: no thumbnails, no public URL, never cached by a browser.
 */
export const KycDocuments: CollectionConfig = {
  slug: 'kyc-documents',
  labels: { singular: 'KYC document', plural: 'KYC documents' },
  admin: { group: 'Customers', hidden: ({ user }) => user?.role !== 'admin' && user?.role !== 'support', defaultColumns: ['filename', 'kind', 'member', 'createdAt'] },
  access: { read: kycStaff, create: nobody, update: nobody, delete: hasStaffRole() },
  upload: {
    staticDir: kycDir(),
    mimeTypes: [...KYC_IMAGE_TYPES],
    // No imageSizes: a resized copy would be another file to protect, and staff need the original.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('cache-control', 'private, no-store')
      headers.set('x-robots-tag', 'noindex')
      return headers
    },
  },
  fields: [
    { name: 'kind', type: 'select', required: true, options: optionsOf(KYC_DOCUMENT_KINDS) },
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
  ],
}
