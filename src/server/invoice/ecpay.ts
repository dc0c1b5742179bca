/**
 * ECPay (綠界科技) B2C e-invoice adapter, from ECPay's "B2C 電子發票介接技術文件" on developers.ecpay.com.tw:
 *
 * - Envelope (every API): POST JSON { MerchantID, RqHeader: { Timestamp, Revision: "3.0.0" }, Data }, Data the
 *   AES-encrypted JSON (./ecpayCrypto.ts). The Timestamp (Unix seconds) is valid for 10 minutes. Revision is
 *   not in the parameter tables but every ECPay SDK example sends it (ECPay/SDK_PHP example/Invoice/B2C/*).
 *   Reply { MerchantID, RpHeader, TransCode, TransMsg, Data }: TransCode 1 = the envelope was accepted, then
 *   the decrypted Data's RtnCode 1 = done. ECPay publishes no complete RtnCode table (appendix 錯誤代碼, p=7954,
 *   points to the vendor back office), so nothing here branches on a particular code: the services decide from
 *   the order (src/domain/invoice.ts) and show ECPay's RtnMsg to staff.
 * - 一般開立發票 /Issue (p=7896): MerchantID, RelateNumber (特店自訂編號: unique, letters and digits only,
 *   no special symbols, case-insensitive), CustomerIdentifier / CustomerName / CustomerAddr / CustomerPhone /
 *   CustomerEmail (phone or e-mail required), Print, Donation, LoveCode, CarrierType, CarrierNum, TaxType,
 *   SalesAmount (tax included, = the sum of ItemAmount), Items[{ ItemSeq, ItemName, ItemCount, ItemWord,
 *   ItemPrice, ItemTaxType, ItemAmount }], InvType "07", vat "1" (prices include tax). Reply: InvoiceNo,
 *   InvoiceDate ("yyyy-MM-dd HH:mm:ss", Taipei), RandomNumber. The combinations follow the page's
 *   使用情境: donation → Donation 1, LoveCode, Print 0, no carrier, no tax ID; a carrier → Print 0;
 *   a tax ID → Donation 0, and with carrier 1 (ECPay's member carrier) Print 0 — Print 1 would need a
 *   postal address (CustomerAddr), which an online shop for travellers does not ask for.
 * - 作廢發票 /Invalid (p=7906): InvoiceNo, InvoiceDate (yyyy-MM-dd), Reason (up to 20 characters).
 * - 查詢發票明細 /GetIssue (p=7923, English p=22108), by RelateNumber: IIS_Number, IIS_Relate_Number,
 *   IIS_Create_Date, IIS_Random_Number, IIS_Invalid_Status ("1" = voided), IIS_Remain_Allowance_Amt.
 * - 一般開立折讓 /Allowance (p=7901, English p=22065; ECPay/SDK_PHP example/Invoice/B2C/Allowance.php):
 *   InvoiceNo, InvoiceDate, AllowanceNotify (S, E, A both, N none), CustomerName, NotifyMail, NotifyPhone,
 *   AllowanceAmount (tax included, = the sum of ItemAmount), Items. Reply: IA_Allow_No (16 digits),
 *   IA_Invoice_No, IA_Date, IA_Remain_Allowance_Amt. The buyer's agreement it needs is the refund the
 *   traveller asked for through the shop (電子發票實施作業要點 3: agreed on a website, no paper slip), so
 *   the online-consent variant (/AllowanceByCollegiate, a mail the traveller must click within 72 hours)
 *   is not used. An allowance has no key of ours: a lost reply is found by GetIssue's remaining amount.
 * - 作廢折讓 /AllowanceInvalid (B2C 電子發票介接技術文件 §作廢折讓; ECPay/SDK_PHP example/Invoice/B2C/AllowanceInvalid.php):
 *   InvoiceNo, AllowanceNo, Reason (up to 20 characters). Reply: IA_Invoice_No. An invoice with an allowance standing
 *   cannot be voided (/Invalid refuses it), so a whole refund after partial ones invalidates them first.
 * - 手機條碼驗證 /CheckBarcode (p=7886) { BarCode } and 捐贈碼驗證 /CheckLoveCode (p=7891) { LoveCode }:
 *   IsExist "Y" / "N". Both ask the Ministry of Finance, and ECPay says not to make them required (its
 *   maintenance would stop the issuing): callers go on when they cannot be asked.
 *
 * A repeated RelateNumber is refused by /Issue (ECPay's guide lists 10000009 "RelateNumber 重複"), so an
 * issue retried after a lost reply cannot make a second invoice; the service then reads the first one
 * with /GetIssue.
 */
import 'server-only'

import { taipeiDate } from '@/domain/dates'
import { invoiceContact } from '@/domain/invoice'
import { isProduction } from '@/server/env'

import { ECPAY_STAGE_MERCHANT } from './config'
import { decryptData, encryptData, type EcpayKeys } from './ecpayCrypto'
import { InvoiceProviderError, type InvoiceProvider, type InvoiceRequest, type IssuedInvoice, type RegistryKind } from './provider'

export const ECPAY_REVISION = '3.0.0'

export { ECPAY_STAGE_MERCHANT }

export type EcpaySettings = EcpayKeys & {
  /** The B2C API base, e.g. https://einvoice.ecpay.com.tw/B2CInvoice (no trailing slash). */
  url: string
  merchantId: string
  timeoutMs: number
}

/** Read at call time (tests and the development sandbox set them per process). */
export function ecpaySettings(env: Record<string, string | undefined> = process.env): EcpaySettings {
  const url = env.ECPAY_INVOICE_URL?.trim().replace(/\/+$/, '')
  if (!url) throw new Error('ECPAY_INVOICE_URL is not set (`npm run dev` starts a local ECPay sandbox and sets it; see .env.example)')
  const merchantId = env.ECPAY_MERCHANT_ID?.trim()
  const hashKey = env.ECPAY_HASH_KEY?.trim()
  const hashIv = env.ECPAY_HASH_IV?.trim()
  if ((!merchantId || !hashKey || !hashIv) && isProduction() && env.DEMO_MODE !== 'true')
    throw new Error('ECPAY_MERCHANT_ID, ECPAY_HASH_KEY and ECPAY_HASH_IV must be set in production')
  return {
    url,
    merchantId: merchantId || ECPAY_STAGE_MERCHANT.merchantId,
    hashKey: hashKey || ECPAY_STAGE_MERCHANT.hashKey,
    hashIv: hashIv || ECPAY_STAGE_MERCHANT.hashIv,
    timeoutMs: Number(env.ECPAY_INVOICE_TIMEOUT_MS) || 15_000,
  }
}

/** Where the numbers come from, stored with them on the order. */
export function ecpayProviderName(url: string): string {
  const host = new URL(url).hostname
  if (host === 'einvoice.ecpay.com.tw') return 'ecpay'
  if (host.endsWith('.ecpay.com.tw')) return 'ecpay-stage'
  return 'ecpay-sandbox'
}

/** ECPay's RelateNumber for an order: its number without the dash (no special symbols allowed), e.g. TW2612037K3QXM. */
export const relateNumberOf = (orderNumber: string) => orderNumber.replace(/[^0-9A-Za-z]/g, '')

/** The unit word printed on each line (ItemWord, up to 6 characters): SIM cards, eSIMs and tickets are all 張. */
const ITEM_WORD = '張'

/** The /Issue Data for one order (p=7896). */
export function ecpayIssueData(request: InvoiceRequest, merchantId: string): Record<string, unknown> {
  const { choice } = request
  const contact = invoiceContact(request.email, request.phone)
  const data = {
    MerchantID: merchantId,
    RelateNumber: relateNumberOf(request.orderNumber),
    CustomerID: '',
    CustomerIdentifier: '',
    CustomerName: '',
    CustomerAddr: '',
    CustomerPhone: contact.phone,
    CustomerEmail: contact.email,
    ClearanceMark: '',
    Print: '0',
    Donation: '0',
    LoveCode: '',
    // 1: ECPay's e-invoice carrier, kept under CustomerEmail (or CustomerPhone; CarrierNum empty: ECPay fills it in).
    CarrierType: '1',
    CarrierNum: '',
    TaxType: '1',
    SalesAmount: request.totalTwd,
    InvoiceRemark: '',
    Items: request.lines.map((line, index) => ({
      ItemSeq: index + 1,
      ItemName: line.name.slice(0, 500),
      ItemCount: line.quantity,
      ItemWord: ITEM_WORD,
      ItemPrice: line.unitPriceTwd,
      ItemTaxType: '1',
      ItemAmount: line.amountTwd,
      ItemRemark: '',
    })),
    InvType: '07',
    vat: '1',
  }
  switch (choice.type) {
    case 'memberCarrier':
    case 'nonResident':
      // A traveller without a Taiwan carrier gets the same paper-less invoice, kept under their e-mail.
      return data
    case 'mobileBarcode':
      return { ...data, CarrierType: '3', CarrierNum: choice.mobileBarcode }
    case 'company':
      return { ...data, CustomerIdentifier: choice.taxId, CustomerName: choice.companyTitle }
    case 'donation':
      return { ...data, Donation: '1', LoveCode: choice.loveCode, CarrierType: '' }
  }
}

/** "2019-09-17 17:50:46" (or with slashes) in Taipei time. */
export function parseEcpayDate(value: string): Date {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim())
  if (!match) throw new InvoiceProviderError('unknown', `ECPay sent an unreadable date: ${value}`)
  const [, y, mo, d, h, mi, s] = match
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`)
}

type Reply = { RtnCode?: unknown; RtnMsg?: unknown; [field: string]: unknown }
const succeeded = (reply: Reply) => Number(reply.RtnCode) === 1
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))
const amountOrNull = (value: unknown) => (value === undefined || value === null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value))

type Endpoint = 'Issue' | 'Invalid' | 'GetIssue' | 'Allowance' | 'AllowanceInvalid' | 'CheckBarcode' | 'CheckLoveCode'

export function ecpayInvoiceProvider(settings: EcpaySettings): InvoiceProvider {
  async function call(endpoint: Endpoint, data: Record<string, unknown>, timeoutMs = settings.timeoutMs): Promise<Reply> {
    const body = {
      MerchantID: settings.merchantId,
      RqHeader: { Timestamp: Math.floor(Date.now() / 1000), Revision: ECPAY_REVISION },
      Data: encryptData(data, settings),
    }
    let envelope: { TransCode?: unknown; TransMsg?: unknown; Data?: unknown }
    try {
      const response = await fetch(`${settings.url}/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      const raw = await response.text()
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${raw.slice(0, 200)}`)
      envelope = JSON.parse(raw) as typeof envelope
    } catch (error) {
      const reason = error instanceof Error ? (error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : error.message) : String(error)
      throw new InvoiceProviderError('unknown', `ECPay ${endpoint}: ${reason}`, { cause: error })
    }
    if (Number(envelope.TransCode) !== 1)
      throw new InvoiceProviderError('refused', `ECPay ${endpoint} refused the request (TransCode ${text(envelope.TransCode)}): ${text(envelope.TransMsg)}`, {
        code: `T${text(envelope.TransCode)}`,
      })
    try {
      return decryptData<Reply>(String(envelope.Data ?? ''), settings)
    } catch (error) {
      throw new InvoiceProviderError('unknown', `ECPay ${endpoint}: the reply cannot be decrypted`, { cause: error })
    }
  }

  const refused = (endpoint: string, reply: Reply) =>
    new InvoiceProviderError('refused', `ECPay ${endpoint}: ${text(reply.RtnMsg) || 'refused'} (RtnCode ${text(reply.RtnCode)})`, { code: text(reply.RtnCode) })

  return {
    name: ecpayProviderName(settings.url),

    async issue(request) {
      const reply = await call('Issue', ecpayIssueData(request, settings.merchantId))
      if (!succeeded(reply)) throw refused('Issue', reply)
      return { number: text(reply.InvoiceNo), randomNumber: text(reply.RandomNumber), issuedAt: parseEcpayDate(text(reply.InvoiceDate)), voided: false }
    },

    async void(invoice, reason) {
      const reply = await call('Invalid', {
        MerchantID: settings.merchantId,
        InvoiceNo: invoice.number,
        InvoiceDate: taipeiDate(invoice.issuedAt),
        Reason: reason.trim().slice(0, 20) || 'refund',
      })
      if (!succeeded(reply)) throw refused('Invalid', reply)
    },

    async query(orderNumber): Promise<IssuedInvoice | null> {
      const relateNumber = relateNumberOf(orderNumber)
      const reply = await call('GetIssue', { MerchantID: settings.merchantId, RelateNumber: relateNumber })
      // Any refusal counts as "none here": the caller then tries again later, and a second /Issue under
      // the same RelateNumber is refused by ECPay anyway, so nothing is ever issued twice.
      if (!succeeded(reply) || !text(reply.IIS_Number)) return null
      if (text(reply.IIS_Relate_Number).trim().toUpperCase() !== relateNumber.toUpperCase())
        throw new InvoiceProviderError('unknown', `ECPay GetIssue answered for ${text(reply.IIS_Relate_Number)}, not ${relateNumber}`)
      return {
        number: text(reply.IIS_Number),
        randomNumber: text(reply.IIS_Random_Number),
        issuedAt: parseEcpayDate(text(reply.IIS_Create_Date)),
        voided: text(reply.IIS_Invalid_Status) === '1',
        allowanceRemainingTwd: amountOrNull(reply.IIS_Remain_Allowance_Amt),
      }
    },

    async allowance(invoice, request) {
      const contact = invoiceContact(request.email, request.phone)
      const reply = await call('Allowance', {
        MerchantID: settings.merchantId,
        InvoiceNo: invoice.number,
        InvoiceDate: taipeiDate(invoice.issuedAt),
        // ECPay's allowance notice goes where the invoice's went (SMS when the e-mail was too long for ECPay).
        AllowanceNotify: contact.email ? 'E' : contact.phone ? 'S' : 'N',
        CustomerName: '',
        NotifyMail: contact.email,
        NotifyPhone: contact.phone,
        AllowanceAmount: request.amountTwd,
        Items: [
          {
            ItemSeq: 1,
            ItemName: request.itemName.slice(0, 500),
            ItemCount: 1,
            ItemWord: ITEM_WORD,
            ItemPrice: request.amountTwd,
            ItemTaxType: '1',
            ItemAmount: request.amountTwd,
          },
        ],
      })
      if (!succeeded(reply)) throw refused('Allowance', reply)
      const remainingTwd = amountOrNull(reply.IA_Remain_Allowance_Amt)
      if (!text(reply.IA_Allow_No) || remainingTwd === null) throw new InvoiceProviderError('unknown', 'ECPay Allowance answered without IA_Allow_No or IA_Remain_Allowance_Amt')
      return { number: text(reply.IA_Allow_No), issuedAt: parseEcpayDate(text(reply.IA_Date)), remainingTwd }
    },

    async invalidateAllowance(invoice, allowanceNumber, reason) {
      const reply = await call('AllowanceInvalid', {
        MerchantID: settings.merchantId,
        InvoiceNo: invoice.number,
        AllowanceNo: allowanceNumber,
        Reason: reason.trim().slice(0, 20) || 'refund',
      })
      if (!succeeded(reply)) throw refused('AllowanceInvalid', reply)
    },

    async isRegistered(kind: RegistryKind, value, options = {}) {
      const [endpoint, field] = kind === 'mobileBarcode' ? (['CheckBarcode', 'BarCode'] as const) : (['CheckLoveCode', 'LoveCode'] as const)
      const reply = await call(endpoint, { MerchantID: settings.merchantId, [field]: value }, options.timeoutMs)
      if (!succeeded(reply)) throw refused(endpoint, reply)
      const exists = text(reply.IsExist).trim().toUpperCase()
      if (exists !== 'Y' && exists !== 'N') throw new InvoiceProviderError('unknown', `ECPay ${endpoint} answered IsExist "${exists}"`)
      return exists === 'Y'
    },
  }
}
