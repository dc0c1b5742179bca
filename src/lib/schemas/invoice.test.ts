import { describe, expect, it } from 'vitest'

import { fieldErrors, type ValidationKey } from '@/api/validation'
import { LOCALES, type Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'

import { invoiceChoiceSchema } from './invoice'

const KEYS = Object.keys(MESSAGES['zh-TW'].validation) as ValidationKey[]
const isKey = (message: string): message is ValidationKey => (KEYS as string[]).includes(message)

/** What the server answers for an invalid choice, in `locale` (the same path the storefront API takes). */
function errorsIn(locale: Locale, input: unknown): Record<string, string> {
  const result = invoiceChoiceSchema.safeParse(input)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`)
  return fieldErrors(result.error.issues, input, (key) => MESSAGES[locale].validation[key], isKey)
}

/** The message keys the form shows (it translates them with useFieldError). */
function keysOf(input: unknown): Record<string, string> {
  const result = invoiceChoiceSchema.safeParse(input)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`)
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]))
}

describe('invoiceChoiceSchema: valid choices', () => {
  it('member carrier and non-resident need nothing more', () => {
    expect(invoiceChoiceSchema.parse({ type: 'memberCarrier' })).toEqual({ type: 'memberCarrier' })
    expect(invoiceChoiceSchema.parse({ type: 'nonResident' })).toEqual({ type: 'nonResident' })
  })

  it('a mobile barcode is normalized to capitals and needs the agreement', () => {
    expect(invoiceChoiceSchema.parse({ type: 'mobileBarcode', mobileBarcode: ' /abc.123', saveAsUsualCarrier: true })).toEqual({
      type: 'mobileBarcode',
      mobileBarcode: '/ABC.123',
      saveAsUsualCarrier: true,
    })
    expect(invoiceChoiceSchema.parse({ type: 'mobileBarcode', mobileBarcode: '/AB+C-12', saveAsUsualCarrier: true }).type).toBe('mobileBarcode')
  })

  it.each([
    ['22099131', 'TSMC'],
    ['04541302', 'Hon Hai'],
    ['96979933', 'Chunghwa Telecom'],
    ['10000026', 'valid only under the 2023 divisible-by-5 rule'],
    ['12345675', 'seventh digit 7'],
  ])('a company with tax ID %s (%s) and its title', (taxId) => {
    expect(invoiceChoiceSchema.parse({ type: 'company', taxId: ` ${taxId} `, companyTitle: ' 台灣積體電路製造股份有限公司 ' })).toEqual({
      type: 'company',
      taxId,
      companyTitle: '台灣積體電路製造股份有限公司',
    })
  })

  it.each(['919', '8585', '25885', '1234567'])('a donation to love code %s', (loveCode) => {
    expect(invoiceChoiceSchema.parse({ type: 'donation', loveCode })).toEqual({ type: 'donation', loveCode })
  })

  it('keeps only the fields of the chosen type (what the form typed under another type is dropped)', () => {
    expect(invoiceChoiceSchema.parse({ type: 'donation', loveCode: '919', taxId: '12345678', mobileBarcode: 'x' })).toEqual({ type: 'donation', loveCode: '919' })
    expect(invoiceChoiceSchema.parse({ type: 'memberCarrier', companyTitle: 'ACME' })).toEqual({ type: 'memberCarrier' })
  })
})

describe('invoiceChoiceSchema: invalid choices, with the message keys the form shows', () => {
  it('no type, or one the shop does not offer', () => {
    expect(keysOf({})).toEqual({ type: 'invoiceTypeRequired' })
    expect(keysOf({ type: 'paper' })).toEqual({ type: 'invoiceTypeRequired' })
    expect(keysOf(undefined)).toEqual({ _: 'invoiceTypeRequired' })
  })

  it('mobile barcode: missing, malformed, or without the agreement', () => {
    expect(keysOf({ type: 'mobileBarcode', saveAsUsualCarrier: true })).toEqual({ mobileBarcode: 'mobileBarcodeRequired' })
    expect(keysOf({ type: 'mobileBarcode', mobileBarcode: '   ', saveAsUsualCarrier: true })).toEqual({ mobileBarcode: 'mobileBarcodeRequired' })
    for (const bad of ['ABC.1234', '/ABC.12', '/ABC.1234', '/ABC_123', '/ABC*123'])
      expect(keysOf({ type: 'mobileBarcode', mobileBarcode: bad, saveAsUsualCarrier: true }), bad).toEqual({ mobileBarcode: 'mobileBarcodeInvalid' })
    expect(keysOf({ type: 'mobileBarcode', mobileBarcode: '/ABC.123' })).toEqual({ saveAsUsualCarrier: 'mobileBarcodeAgreeRequired' })
    expect(keysOf({ type: 'mobileBarcode', mobileBarcode: '/ABC.123', saveAsUsualCarrier: false })).toEqual({ saveAsUsualCarrier: 'mobileBarcodeAgreeRequired' })
  })

  it('company: a tax ID that fails the Ministry of Finance checksum, a missing or too long title', () => {
    for (const bad of ['12345678', '22099132', '04541303', '00000000', '1234567', '123456789', 'A2099131'])
      expect(keysOf({ type: 'company', taxId: bad, companyTitle: 'ACME' }), bad).toEqual({ taxId: 'taxIdInvalid' })
    expect(keysOf({ type: 'company', companyTitle: 'ACME' })).toEqual({ taxId: 'taxIdRequired' })
    expect(keysOf({ type: 'company', taxId: '22099131', companyTitle: '  ' })).toEqual({ companyTitle: 'companyTitleRequired' })
    expect(keysOf({ type: 'company', taxId: '22099131' })).toEqual({ companyTitle: 'companyTitleRequired' })
    expect(keysOf({ type: 'company', taxId: '22099131', companyTitle: 'A'.repeat(61) })).toEqual({ companyTitle: 'tooLong' })
  })

  it('donation: a love code of 3 to 7 digits', () => {
    for (const bad of ['12', '12345678', '12a4', '919-1'])
      expect(keysOf({ type: 'donation', loveCode: bad }), bad).toEqual({ loveCode: 'loveCodeInvalid' })
    expect(keysOf({ type: 'donation', loveCode: '' })).toEqual({ loveCode: 'loveCodeRequired' })
  })

  it('every message the schema can give is a validation message in all six languages', () => {
    const keys = ['invoiceTypeRequired', 'mobileBarcodeRequired', 'mobileBarcodeInvalid', 'mobileBarcodeAgreeRequired', 'taxIdRequired', 'taxIdInvalid', 'companyTitleRequired', 'loveCodeRequired', 'loveCodeInvalid'] as const
    for (const locale of LOCALES) for (const key of keys) expect(MESSAGES[locale].validation[key], `${locale} ${key}`).toBeTruthy()
    for (const locale of ['en', 'ja', 'ko', 'vi'] as const) expect(MESSAGES[locale].validation.taxIdInvalid).not.toBe(MESSAGES['zh-TW'].validation.taxIdInvalid)
  })
})

describe('invoiceChoiceSchema: what the server answers, in the visitor’s language', () => {
  it('a bad tax ID, in zh-TW, en and ja', () => {
    const input = { type: 'company', taxId: '12345678', companyTitle: 'ACME' }
    expect(errorsIn('zh-TW', input)).toEqual({ taxId: '統一編號有誤，請輸入 8 位數的有效統一編號。' })
    expect(errorsIn('en', input)).toEqual({ taxId: 'This is not a valid 8-digit Taiwan tax ID number.' })
    expect(errorsIn('ja', input)).toEqual({ taxId: '有効な8桁の統一編号ではありません。' })
  })

  it('a missing agreement and a bad barcode, in ko and vi', () => {
    expect(errorsIn('ko', { type: 'mobileBarcode', mobileBarcode: '/ABC.123' })).toEqual({ saveAsUsualCarrier: MESSAGES.ko.validation.mobileBarcodeAgreeRequired })
    expect(errorsIn('vi', { type: 'mobileBarcode', mobileBarcode: 'ABC.1234', saveAsUsualCarrier: true })).toEqual({ mobileBarcode: MESSAGES.vi.validation.mobileBarcodeInvalid })
  })

  it('an unknown type and an empty love code in zh-CN; a field left out is "required", as for every request', () => {
    expect(errorsIn('zh-CN', { type: 'lottery' })).toEqual({ type: '请选择发票类型。' })
    expect(errorsIn('zh-CN', { type: 'donation', loveCode: '' })).toEqual({ loveCode: '请输入爱心码。' })
    expect(errorsIn('zh-CN', { type: 'donation' })).toEqual({ loveCode: MESSAGES['zh-CN'].validation.required })
  })
})
