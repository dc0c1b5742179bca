import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { taipeiDate } from '@/domain/dates'
import { fieldRules, ShopError, tooManyAttempts } from '@/domain/errors'
import { canSubmitKyc, KYC_IMAGE_EXTENSION, MAX_KYC_DOCUMENT_BYTES, maskDocumentNumber, sniffImageType } from '@/domain/kyc'
import type { Locale } from '@/domain/locale'
import { ageOn } from '@/domain/person'
import { KYC_LIMITS } from '@/domain/support'
import type { KycSubmitInput } from '@/lib/schemas/care'
import type { KycStatusView } from '@/lib/views/care'
import type { Member } from '@/payload-types'
import { advisoryXactLock } from '@/server/db/queries/expressions'
import { inTransaction } from '@/server/db/transaction'
import { hit } from '@/server/rateLimit'

type Image = { data: Buffer; mimetype: string; size: number; ext: string }

/**
 * One ID image, accepted by its CONTENT only: the first bytes name the type (never the file name or a
 * browser's claim), and the image library must be able to read it whole — so a PDF, a script or a
 * truncated file renamed .jpg is refused before anything is stored.
 */
async function readImage(base64: string, field: 'passportImage' | 'secondIdImage'): Promise<Image> {
  const data = Buffer.from(base64, 'base64')
  if (data.length > MAX_KYC_DOCUMENT_BYTES) throw fieldRules({ [field]: 'documentTooLarge' })
  const type = sniffImageType(data)
  if (!type) throw fieldRules({ [field]: 'documentNotImage' })
  const meta = await sharp(data, { failOn: 'error' })
    .metadata()
    .catch(() => null)
  if (!meta?.width || !meta.height) throw fieldRules({ [field]: 'documentNotImage' })
  return { data, mimetype: type, size: data.length, ext: KYC_IMAGE_EXTENSION[type] }
}

async function latestApplication(payload: Payload, memberId: number, req?: Parameters<Payload['find']>[0]['req']) {
  const found = await payload.find({
    collection: 'kyc-applications',
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/** The member's own latest KYC application, with the document number masked (/api/videoCheckInfo, /authentication). */
export async function kycStatus(payload: Payload, member: Pick<Member, 'id'>): Promise<KycStatusView> {
  const doc = await latestApplication(payload, member.id)
  if (!doc) return { status: 'none' }
  return {
    status: doc.status,
    submittedAt: doc.createdAt,
    reviewedAt: doc.reviewedAt ?? null,
    rejectionReason: doc.status === 'rejected' ? (doc.rejectionReason ?? null) : null,
    passportName: doc.passportName,
    nationality: doc.nationality,
    documentNumber: maskDocumentNumber(doc.documentNumber),
    birthDate: doc.birthDate,
    canResubmit: canSubmitKyc(doc.status),
  }
}

/**
 * KYC pre-registration: once per member, again only after staff rejected the last application. Parallel
 * submissions of one member are serialised by a transaction lock on the member, so exactly one is stored.
 */
export async function submitKyc(payload: Payload, member: Pick<Member, 'id'>, input: KycSubmitInput, locale: Locale): Promise<KycStatusView> {
  const exceeded = await hit(payload, [{ name: 'kyc-member-hour', key: String(member.id), max: KYC_LIMITS.perMemberPerHour, windowSeconds: 3600 }])
  if (exceeded) throw tooManyAttempts(exceeded.windowSeconds)

  const age = ageOn(input.birthDate, taipeiDate())
  if (age < 0 || age > 130) throw fieldRules({ birthDate: 'invalidDate' })
  const passport = await readImage(input.passportImage, 'passportImage')
  const secondId = await readImage(input.secondIdImage, 'secondIdImage')

  await inTransaction(payload, async ({ req, tx }) => {
    await tx.execute(advisoryXactLock(`kyc:${member.id}`))
    const current = await latestApplication(payload, member.id, req)
    if (!canSubmitKyc(current?.status)) throw new ShopError('conflict', 'kycAlreadySubmitted')
    const store = async (image: Image, kind: 'passport' | 'secondId') =>
      payload.create({
        collection: 'kyc-documents',
        data: { kind, member: member.id },
        // A random name: the stored file says nothing about its owner or what it shows.
        file: { data: image.data, mimetype: image.mimetype, name: `${randomUUID()}.${image.ext}`, size: image.size },
        overrideAccess: true,
        depth: 0,
        req,
      })
    const passportDoc = await store(passport, 'passport')
    const secondDoc = await store(secondId, 'secondId')
    await payload.create({
      collection: 'kyc-applications',
      data: {
        member: member.id,
        locale,
        status: 'submitted',
        passportName: input.passportName.toUpperCase(),
        nationality: input.nationality,
        documentNumber: input.documentNumber.toUpperCase(),
        birthDate: input.birthDate,
        passportImage: passportDoc.id,
        secondIdImage: secondDoc.id,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  })
  return kycStatus(payload, member)
}
