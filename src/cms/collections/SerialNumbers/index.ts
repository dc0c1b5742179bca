import type { CollectionConfig, FieldAccess, PayloadRequest } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { adminText } from '@/cms/adminText'
import { nobody } from '@/cms/access/nobody'
import { optionsOf, wholeTwd } from '@/cms/fields'
import { isIsoDate } from '@/domain/dates'
import { serialBatchEndpoints } from './batchEndpoints'
import { isWellFormedSerial, normaliseSerial, SERIAL_STATUSES } from '@/domain/serialNumber'

const taipeiDateField = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  admin: { description: 'Taipei date YYYY-MM-DD (empty = open)' },
  validate: (value: unknown) => !value || (typeof value === 'string' && isIsoDate(value)) || 'A date YYYY-MM-DD',
})

/** What only the redemption service writes (with overrideAccess): the serial's use and the order it became. */
const writtenByRedemption: { create: FieldAccess; update: FieldAccess } = { create: nobody, update: nobody }

/**
 * Serial numbers (redemption numbers) a BBC partner hands to travellers: each stands for one product plan
 * (card type from the product) and a number of cards, valid between two Taipei dates, and is redeemed once
 * into a paid order (src/server/orders/redeem.ts). Issue 14 adds staff batch generation and the partner's
 * report; the prices at issue are kept here for that report (original price, what the partner paid).
 *
 * Admins manage them, support reads them (to help a traveller); members and partners never reach them
 * through Payload (their tokens are refused there) — travellers only through /api/checkNumber and
 * /api/order/redeem, which never list serials.
 */
/** The code field's refusal, in the admin's language (a number the generator could not have issued: shape or check character). */
const NOT_A_SERIAL: Record<string, string> & { en: string } = {
  en: 'Not a serial number this shop issues: 13 to 19 characters from 2–9 and A–Z without I, L, O and U, the last one a check character. Check for a typo.',
  'zh-TW': '這不是本店發行的序號：應為 13 至 19 個字元（2–9 與 A–Z，不含 I、L、O、U），最後一個是檢查碼。請確認是否打錯。',
  zh: '这不是本店发行的序列号：应为 13 至 19 个字符（2–9 与 A–Z，不含 I、L、O、U），最后一个是校验码。请确认是否输错。',
  ja: '当店が発行したシリアル番号ではありません。13〜19文字（2〜9とI・L・O・Uを除くA〜Z）で、最後の1文字はチェック文字です。入力ミスがないかご確認ください。',
  ko: '이 상점에서 발행한 시리얼 번호가 아닙니다. 13~19자(2~9, I·L·O·U를 제외한 A~Z)이며 마지막 글자는 검사 문자입니다. 오타가 없는지 확인해 주세요.',
  vi: 'Đây không phải mã sê-ri do cửa hàng phát hành: gồm 13 đến 19 ký tự (2–9 và A–Z, trừ I, L, O, U), ký tự cuối là ký tự kiểm tra. Hãy kiểm tra lỗi gõ.',
}

/** The plan must be one of the chosen product's (the admin's select offers only those; a REST write is checked here). */
async function planOfProduct(value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData?: Record<string, unknown> }): Promise<string | true> {
  const refusal = adminText(req.i18n?.language).batch.planNotOfProduct
  if (typeof value !== 'string' || !value) return refusal
  const product = siblingData?.product
  const productId = typeof product === 'object' && product ? (product as { id?: unknown }).id : product
  if (typeof productId !== 'number' && typeof productId !== 'string') return true // `product` is required and says so itself
  const doc = await req.payload
    .findByID({ collection: 'products', id: productId, depth: 0, req, overrideAccess: true, select: { plans: true } })
    .catch(() => null)
  return doc?.plans?.some((plan) => plan.id === value) ? true : refusal
}

export const SerialNumbers: CollectionConfig = {
  slug: 'serial-numbers',
  labels: { singular: 'Serial number', plural: 'Serial numbers' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'product', 'quantity', 'partner', 'batch', 'validUntil', 'status', 'redeemedAt'],
    group: 'Orders',
    listSearchableFields: ['code', 'batch'],
    components: { beforeListTable: ['/components/admin/partners/SerialBatchPanel#SerialBatchPanel'] },
  },
  endpoints: serialBatchEndpoints,
  defaultSort: '-createdAt',
  access: {
    read: hasStaffRole('support'),
    create: hasStaffRole(),
    update: hasStaffRole(),
    delete: hasStaffRole(),
  },
  hooks: {
    beforeValidate: [({ data }) => (typeof data?.code === 'string' ? { ...data, code: normaliseSerial(data.code) } : data)],
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        (typeof value === 'string' && isWellFormedSerial(value)) || (NOT_A_SERIAL[req?.i18n?.language ?? 'en'] ?? NOT_A_SERIAL.en),
    },
    {
      type: 'row',
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true, admin: { width: '40%' } },
        {
          name: 'planId',
          label: 'Plan',
          type: 'text',
          required: true,
          validate: planOfProduct,
          admin: { width: '40%', description: 'One of the product’s plans (choose the product first)', components: { Field: '/components/admin/partners/PlanSelectField#PlanSelectField' } },
        },
        { name: 'quantity', type: 'number', required: true, defaultValue: 1, min: 1, max: 10, admin: { width: '20%', description: 'Cards it is good for' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'partner',
          type: 'relationship',
          relationTo: 'partners',
          index: true,
          filterOptions: { kind: { equals: 'bbc' } },
          admin: { description: 'The BBC partner the batch was issued to (its type 3 accounts read the report)' },
        },
        { name: 'batch', type: 'text', index: true, admin: { description: 'Batch label' } },
      ],
    },
    { type: 'row', fields: [taipeiDateField('validFrom', 'Valid from'), taipeiDateField('validUntil', 'Valid until')] },
    {
      type: 'row',
      fields: [
        { name: 'originalPriceTwd', label: 'Original price (TWD)', type: 'number', required: true, min: 0, validate: wholeTwd },
        { name: 'payableTwd', label: 'Payable by the partner (TWD)', type: 'number', required: true, min: 0, validate: wholeTwd },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unused',
      index: true,
      options: optionsOf(SERIAL_STATUSES),
      access: writtenByRedemption,
      admin: { position: 'sidebar' },
    },
    { name: 'redeemedAt', type: 'date', access: writtenByRedemption, admin: { position: 'sidebar', readOnly: true } },
    { name: 'order', type: 'relationship', relationTo: 'orders', access: writtenByRedemption, admin: { position: 'sidebar', readOnly: true } },
  ],
}
