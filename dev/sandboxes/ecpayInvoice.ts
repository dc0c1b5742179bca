/**
 * A local stand-in for ECPay's B2C e-invoice service: an HTTP server speaking ECPay's protocol (the AES-JSON
 * envelope; /Issue, /GetIssue, /Invalid, /Allowance, /AllowanceInvalid, /CheckBarcode, /CheckLoveCode), so the real adapter
 * (./ecpay.ts) runs in development and in the tests. `npm run dev` starts one when ECPAY_INVOICE_URL is unset
 * (scripts/run.ts), keeping its invoices in .data/; the tests start their own and script its failures.
 *
 * It answers as ECPay documents its service, not as the shop expects it to, and checks with its own rules (never
 * the shop's src/domain/invoice.ts, or no test could catch a mistake there):
 * - the envelope: a known merchant, its key, RqHeader.Timestamp within 10 minutes, RqHeader.Revision "3.0.0"
 *   (every ECPay SDK example sends it);
 * - field lengths of the parameter tables (String(n)), e.g. CustomerEmail 80, Reason 20, LoveCode 3–7 digits;
 * - /Issue (p=7896): the documented combinations of 使用情境, a repeated RelateNumber refused (case-insensitive),
 *   a well-formed mobile barcode accepted whether or not it is registered (as ECPay does: only /CheckBarcode
 *   tells), numbers AB12345678-style with a 4-digit random number, Taipei dates;
 * - /Invalid (p=7906): once per invoice; not after the 13th of the next odd month 23:59:59 (the period is filed);
 *   not while an allowance stands; and not for a donated invoice (ECPay's integration guide: 捐贈發票不可作廢);
 * - /Allowance (p=7901): never more than what is left of the invoice, dated in Taipei, numbered with 16 digits;
 * - /AllowanceInvalid (作廢折讓): one standing allowance of the invoice, once; its amount is then left again, and the
 *   invoice may be voided once none stands; not after the allowance's period was filed;
 * - /CheckBarcode, /CheckLoveCode (p=7886, p=7891): its own registry, seeded with the barcodes and love codes the
 *   shop's tests and demo type (and ECPay's SDK examples), which tests extend or shrink.
 * Its clock (invoice and allowance dates, the filing deadline) can be moved: `setClock`.
 *
 * RtnCodes: 1 is success; 1600003, 2000018 and 2000034 are ECPay's as open-source integrations reproduce them
 * (Rytass/Utils' ECPay adapter tests); ECPay publishes no table (p=7954 points to the vendor back office), so the
 * other refusals carry codes of this sandbox's own, and the shop never branches on a code.
 */
import 'server-only'

import { randomInt } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { ECPAY_REVISION, ECPAY_STAGE_MERCHANT } from '@/server/invoice/ecpay'
import { decryptData, encryptData, type EcpayKeys } from '@/server/invoice/ecpayCrypto'

export type SandboxMerchant = EcpayKeys & { merchantId: string }

type Item = { ItemSeq?: unknown; ItemName?: unknown; ItemCount?: unknown; ItemWord?: unknown; ItemPrice?: unknown; ItemTaxType?: unknown; ItemAmount?: unknown; ItemRemark?: unknown }
type IssueData = Record<string, unknown> & { Items?: Item[] }

export type SandboxAllowance = {
  number: string
  amount: number
  /** "yyyy-MM-dd HH:mm:ss", Taipei. */
  createdAt: string
  request: Record<string, unknown>
  /** Invalidated (作廢折讓), with its reason: it no longer takes anything off the invoice. */
  invalid?: boolean
  invalidReason?: string
}

export type SandboxInvoice = {
  merchantId: string
  relateNumber: string
  number: string
  randomNumber: string
  /** "yyyy-MM-dd HH:mm:ss", Taipei. */
  createdAt: string
  invalid: boolean
  invalidReason?: string
  allowances: SandboxAllowance[]
  request: IssueData
}

export type SandboxEndpoint = 'Issue' | 'GetIssue' | 'Invalid' | 'Allowance' | 'AllowanceInvalid' | 'CheckBarcode' | 'CheckLoveCode'
const ENDPOINTS: readonly SandboxEndpoint[] = ['Issue', 'GetIssue', 'Invalid', 'Allowance', 'AllowanceInvalid', 'CheckBarcode', 'CheckLoveCode']

/**
 * What the next call to an endpoint suffers:
 * - lostReply: done, but no answer reaches the shop (its timeout strikes after the work is done);
 * - hang: nothing done and no answer;
 * - httpError: nothing done, HTTP 503;
 * - refuse: nothing done, RtnCode `code` with `message`.
 */
export type SandboxFault = { endpoint: SandboxEndpoint; kind: 'lostReply' | 'hang' | 'httpError' | 'refuse'; code?: number; message?: string }

/** Registered in the sandbox's registry from the start: what the tests and the demo type, and ECPay's SDK examples. */
export const SANDBOX_MOBILE_BARCODES = ['/ABC.123', '/AB+C-12', '/1234567'] as const
export const SANDBOX_LOVE_CODES = ['919', '8585', '25885', '168001'] as const

export type EcpayInvoiceSandbox = {
  /** The B2C API base to put in ECPAY_INVOICE_URL. */
  url: string
  invoices: SandboxInvoice[]
  /** Every call that passed the envelope check, decrypted. */
  calls: { endpoint: string; data: Record<string, unknown> }[]
  /** The Ministry of Finance's registry as /CheckBarcode and /CheckLoveCode see it. */
  mobileBarcodes: Set<string>
  loveCodes: Set<string>
  /** Moves the sandbox's clock to `at` (it runs on from there); null puts it back on the real time. */
  setClock(at: Date | null): void
  /** Queues a fault for the next call to its endpoint. */
  fail(fault: SandboxFault): void
  close(): Promise<void>
}

const OK = 1
// ECPay's own, as open-source integrations reproduce them (see above).
const NO_SUCH_INVOICE_NUMBER = 1600003
const ALLOWANCE_INVOICE_NOT_FOUND = 2000018
const ALLOWANCE_TOO_MUCH = 2000034
// This sandbox's own.
const FIELD_ERROR = 10000002
const REPEATED_RELATE_NUMBER = 10000009
const NOT_FOUND = 10000007
const ALREADY_VOID = 10000008
const PERIOD_FILED = 10000016
const HAS_ALLOWANCE = 10000017
const DONATED = 10000018
const NO_SUCH_ALLOWANCE = 10000019
const ALLOWANCE_ALREADY_VOID = 10000020
const TIMESTAMP_WINDOW_S = 600
const TAIPEI_MS = 8 * 3_600_000

/** Taipei wall clock with seconds (Taiwan keeps UTC+8 all year). */
const taipeiDateTime = (at: Date) => new Date(at.getTime() + TAIPEI_MS).toISOString().replace('T', ' ').slice(0, 19)

/** Whether ECPay has filed the invoice's two-month period by `now`: after the 13th of the next odd month. */
function periodFiled(createdAt: string, now: Date): boolean {
  const year = Number(createdAt.slice(0, 4))
  const month = Number(createdAt.slice(5, 7)) // 1–12
  const firstOfPeriod = month % 2 === 1 ? month : month - 1
  // Month index firstOfPeriod + 1 (0-based) is the next odd month; Date.UTC carries 12 into January.
  const filed = Date.UTC(year, firstOfPeriod + 1, 14) - TAIPEI_MS
  return now.getTime() >= filed
}

class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
const check = (ok: unknown, message: string, code = FIELD_ERROR) => {
  if (!ok) throw new Refusal(code, message)
}
const str = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value))
const num = (value: unknown) => (typeof value === 'number' ? value : Number.NaN)

/** String(n) of the parameter tables: at most n characters. */
function lengths(data: Record<string, unknown>, limits: Record<string, number>) {
  for (const [field, max] of Object.entries(limits)) check(str(data[field]).length <= max, `${field} 長度超過 ${max} 個字元`)
}

// 載具編號 (p=7896): a mobile barcode is "/" and 7 of 0-9, A-Z, "+", "-", "."; a love code 3 to 7 digits.
const MOBILE_BARCODE = /^\/[0-9A-Z+\-.]{7}$/
const LOVE_CODE = /^[0-9]{3,7}$/

function checkItems(items: Item[], withTaxType: boolean) {
  check(items.length > 0 && items.length <= 999, 'Items 錯誤')
  for (const item of items) {
    lengths(item as Record<string, unknown>, { ItemName: 500, ItemWord: 6, ItemRemark: 40 })
    check(str(item.ItemName) && str(item.ItemWord), 'ItemName / ItemWord 為必填')
    check(num(item.ItemCount) > 0 && Number.isFinite(num(item.ItemPrice)) && Number.isFinite(num(item.ItemAmount)), 'ItemCount / ItemPrice / ItemAmount 錯誤')
    if (withTaxType || item.ItemTaxType !== undefined) check(['1', '2', '3'].includes(str(item.ItemTaxType)), 'ItemTaxType 錯誤')
  }
}

/** The checks of 一般開立發票 (p=7896). */
function checkIssue(data: IssueData) {
  lengths(data, {
    MerchantID: 10,
    RelateNumber: 50,
    CustomerID: 20,
    CustomerName: 60,
    CustomerAddr: 100,
    CustomerPhone: 20,
    CustomerEmail: 80,
    LoveCode: 7,
    CarrierNum: 64,
    InvoiceRemark: 200,
  })
  check(/^[0-9A-Za-z]{1,50}$/.test(str(data.RelateNumber)), 'RelateNumber 格式錯誤（僅限英數字）')
  check(str(data.CustomerEmail) || str(data.CustomerPhone), 'CustomerEmail 與 CustomerPhone 請擇一填寫')
  check(!str(data.CustomerPhone) || /^[0-9]+$/.test(str(data.CustomerPhone)), 'CustomerPhone 僅限數字')
  const print = str(data.Print)
  const donation = str(data.Donation)
  const carrier = str(data.CarrierType)
  const identifier = str(data.CustomerIdentifier)
  check(['0', '1'].includes(print) && ['0', '1'].includes(donation), 'Print / Donation 錯誤')
  check(['', '1', '2', '3'].includes(carrier), 'CarrierType 錯誤')
  if (donation === '1') {
    check(LOVE_CODE.test(str(data.LoveCode)), 'LoveCode 格式錯誤')
    check(print === '0' && carrier === '' && identifier === '', '捐贈發票不可列印、不可指定載具或統一編號')
  }
  if (identifier) {
    check(/^\d{8}$/.test(identifier), 'CustomerIdentifier 格式錯誤')
    check(donation === '0' && str(data.CustomerName), '打統編時不可捐贈，且須填 CustomerName')
  }
  if (carrier === '1') check(str(data.CarrierNum) === '', 'CarrierType 為 1 時 CarrierNum 請帶空字串')
  if (carrier === '3') check(MOBILE_BARCODE.test(str(data.CarrierNum)), 'CarrierNum 手機條碼格式錯誤')
  if (carrier === '1' || carrier === '2') check(print === '0', '載具類別為 1 或 2 時 Print 須為 0')
  if (carrier === '' && donation === '0') check(print === '1', '無載具且未捐贈時 Print 須為 1')
  if (print === '1') check(str(data.CustomerName) && str(data.CustomerAddr), '列印時須填 CustomerName 與 CustomerAddr')
  check(str(data.TaxType) === '1' && str(data.InvType) === '07', 'TaxType / InvType 錯誤')
  const items = Array.isArray(data.Items) ? data.Items : []
  checkItems(items, true)
  const sum = items.reduce((total, item) => total + num(item.ItemAmount), 0)
  check(Number.isInteger(num(data.SalesAmount)) && num(data.SalesAmount) > 0 && Math.round(sum) === num(data.SalesAmount), 'SalesAmount 與 ItemAmount 合計不符')
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export async function startEcpayInvoiceSandbox(
  options: { port?: number; merchants?: SandboxMerchant[]; file?: string; log?: (line: string) => void; mobileBarcodes?: Iterable<string>; loveCodes?: Iterable<string> } = {},
): Promise<EcpayInvoiceSandbox> {
  const merchants = options.merchants ?? [ECPAY_STAGE_MERCHANT]
  const stored = options.file && existsSync(options.file) ? (JSON.parse(readFileSync(options.file, 'utf8')) as { invoices?: SandboxInvoice[] }) : {}
  // Kept by an older sandbox: no allowances yet.
  const invoices: SandboxInvoice[] = (stored.invoices ?? []).map((invoice) => ({ ...invoice, allowances: invoice.allowances ?? [] }))
  const calls: EcpayInvoiceSandbox['calls'] = []
  const faults: SandboxFault[] = []
  const hanging = new Set<ServerResponse>()
  const log = options.log ?? (() => undefined)
  const mobileBarcodes = new Set<string>(options.mobileBarcodes ?? SANDBOX_MOBILE_BARCODES)
  const loveCodes = new Set<string>(options.loveCodes ?? SANDBOX_LOVE_CODES)
  let clockOffsetMs = 0
  const now = () => new Date(Date.now() + clockOffsetMs)
  let allowanceSerial = 0

  const save = () => {
    if (!options.file) return
    mkdirSync(path.dirname(options.file), { recursive: true })
    writeFileSync(options.file, JSON.stringify({ invoices }, null, 1))
  }
  const takeFault = (endpoint: SandboxEndpoint) => {
    const index = faults.findIndex((f) => f.endpoint === endpoint)
    return index === -1 ? undefined : faults.splice(index, 1)[0]
  }
  const sameRelate = (a: string, b: string) => a.toUpperCase() === b.toUpperCase()
  const standing = (invoice: SandboxInvoice) => invoice.allowances.filter((a) => !a.invalid)
  const remainingOf = (invoice: SandboxInvoice) => num(invoice.request.SalesAmount) - standing(invoice).reduce((sum, a) => sum + a.amount, 0)
  // "yyyy-MM-dd", "yyyy/MM/dd", with or without the time: the date part must be the invoice's.
  const sameDate = (invoice: SandboxInvoice, value: unknown) => str(value).replace(/\//g, '-').slice(0, 10) === invoice.createdAt.slice(0, 10)

  function issue(merchantId: string, data: IssueData) {
    checkIssue(data)
    const relateNumber = str(data.RelateNumber)
    if (invoices.some((i) => i.merchantId === merchantId && sameRelate(i.relateNumber, relateNumber)))
      throw new Refusal(REPEATED_RELATE_NUMBER, 'RelateNumber 重複，請重新輸入')
    const invoice: SandboxInvoice = {
      merchantId,
      relateNumber,
      number: `SB${String(10_000_000 + invoices.length).padStart(8, '0')}`,
      randomNumber: String(randomInt(10_000)).padStart(4, '0'),
      createdAt: taipeiDateTime(now()),
      invalid: false,
      allowances: [],
      request: data,
    }
    invoices.push(invoice)
    save()
    log(`Issue ${relateNumber} → ${invoice.number}`)
    return { RtnCode: OK, RtnMsg: '開立發票成功', InvoiceNo: invoice.number, InvoiceDate: invoice.createdAt, RandomNumber: invoice.randomNumber }
  }

  function byRelateNumber(merchantId: string, relate: string) {
    return invoices.find((i) => i.merchantId === merchantId && sameRelate(i.relateNumber, relate))
  }
  function byNumber(merchantId: string, number: string) {
    return invoices.find((i) => i.merchantId === merchantId && i.number === number)
  }

  function getIssue(merchantId: string, data: Record<string, unknown>) {
    const relate = str(data.RelateNumber)
    const invoice = relate ? byRelateNumber(merchantId, relate) : byNumber(merchantId, str(data.InvoiceNo))
    if (!invoice || (!relate && !sameDate(invoice, data.InvoiceDate))) throw new Refusal(NOT_FOUND, '查無發票資料')
    const r = invoice.request
    return {
      RtnCode: OK,
      RtnMsg: '查詢成功',
      IIS_Mer_ID: merchantId,
      IIS_Number: invoice.number,
      IIS_Relate_Number: invoice.relateNumber,
      IIS_Identifier: str(r.CustomerIdentifier) || '0000000000',
      IIS_Customer_Name: str(r.CustomerName),
      IIS_Customer_Email: str(r.CustomerEmail),
      IIS_Customer_Phone: str(r.CustomerPhone),
      IIS_Category: str(r.CustomerIdentifier) ? 'B2B' : 'B2C',
      IIS_Tax_Type: str(r.TaxType),
      IIS_Sales_Amount: num(r.SalesAmount),
      IIS_Remain_Allowance_Amt: remainingOf(invoice),
      IIS_Carrier_Type: str(r.CarrierType),
      IIS_Carrier_Num: str(r.CarrierNum),
      IIS_Love_Code: str(r.LoveCode),
      IIS_Create_Date: invoice.createdAt,
      IIS_Issue_Status: '1',
      IIS_Invalid_Status: invoice.invalid ? '1' : '0',
      IIS_Random_Number: invoice.randomNumber,
    }
  }

  function invalid(merchantId: string, data: Record<string, unknown>) {
    lengths(data, { InvoiceNo: 10, Reason: 20 })
    check(str(data.InvoiceNo) && str(data.InvoiceDate), 'InvoiceNo 與 InvoiceDate 為必填')
    check(str(data.Reason), 'Reason 為必填')
    const invoice = byNumber(merchantId, str(data.InvoiceNo))
    if (!invoice || !sameDate(invoice, data.InvoiceDate)) throw new Refusal(NO_SUCH_INVOICE_NUMBER, '無發票號碼資料')
    if (invoice.invalid) throw new Refusal(ALREADY_VOID, '該發票已作廢')
    if (periodFiled(invoice.createdAt, now())) throw new Refusal(PERIOD_FILED, '發票已申報，奇數月 13 日 23:59:59 後無法作廢前兩個月開立的發票')
    if (standing(invoice).length) throw new Refusal(HAS_ALLOWANCE, '發票已有折讓，請先作廢折讓單')
    if (str(invoice.request.Donation) === '1') throw new Refusal(DONATED, '捐贈發票不可作廢')
    invoice.invalid = true
    invoice.invalidReason = str(data.Reason)
    save()
    log(`Invalid ${invoice.number} (${invoice.invalidReason})`)
    return { RtnCode: OK, RtnMsg: '作廢發票成功', InvoiceNo: invoice.number }
  }

  function allowance(merchantId: string, data: Record<string, unknown> & { Items?: Item[] }) {
    lengths(data, { InvoiceNo: 10, CustomerName: 60, NotifyMail: 100, NotifyPhone: 20 })
    const notify = str(data.AllowanceNotify)
    check(['S', 'E', 'A', 'N'].includes(notify), 'AllowanceNotify 錯誤')
    if (notify === 'E' || notify === 'A') check(str(data.NotifyMail), 'AllowanceNotify 為 E 或 A 時 NotifyMail 為必填')
    if (notify === 'S' || notify === 'A') check(/^[0-9]+$/.test(str(data.NotifyPhone)), 'AllowanceNotify 為 S 或 A 時 NotifyPhone 為必填（僅限數字）')
    const items = Array.isArray(data.Items) ? data.Items : []
    checkItems(items, false)
    const amount = num(data.AllowanceAmount)
    const sum = items.reduce((total, item) => total + num(item.ItemAmount), 0)
    check(Number.isInteger(amount) && amount > 0 && Math.round(sum) === amount, 'AllowanceAmount 與 ItemAmount 合計不符')
    const invoice = byNumber(merchantId, str(data.InvoiceNo))
    if (!invoice || !sameDate(invoice, data.InvoiceDate) || invoice.invalid) throw new Refusal(ALLOWANCE_INVOICE_NOT_FOUND, '無該筆發票資料!')
    if (amount > remainingOf(invoice)) throw new Refusal(ALLOWANCE_TOO_MUCH, '無足夠金額可以折讓，請確認')
    const at = now()
    const stamp = taipeiDateTime(at)
    const record: SandboxAllowance = {
      number: `${stamp.replace(/\D/g, '')}${String(allowanceSerial++ % 100).padStart(2, '0')}`,
      amount,
      createdAt: stamp,
      request: data,
    }
    invoice.allowances.push(record)
    save()
    log(`Allowance ${invoice.number} NT$${amount} → ${record.number}`)
    return { RtnCode: OK, RtnMsg: '成功', IA_Allow_No: record.number, IA_Invoice_No: invoice.number, IA_Date: record.createdAt, IA_Remain_Allowance_Amt: remainingOf(invoice) }
  }

  function allowanceInvalid(merchantId: string, data: Record<string, unknown>) {
    lengths(data, { InvoiceNo: 10, AllowanceNo: 16, Reason: 20 })
    check(str(data.InvoiceNo) && str(data.AllowanceNo), 'InvoiceNo 與 AllowanceNo 為必填')
    check(str(data.Reason), 'Reason 為必填')
    const invoice = byNumber(merchantId, str(data.InvoiceNo))
    const record = invoice?.allowances.find((a) => a.number === str(data.AllowanceNo))
    if (!invoice || !record) throw new Refusal(NO_SUCH_ALLOWANCE, '查無折讓單資料')
    if (record.invalid) throw new Refusal(ALLOWANCE_ALREADY_VOID, '該折讓單已作廢')
    if (periodFiled(record.createdAt, now())) throw new Refusal(PERIOD_FILED, '折讓單已申報，無法作廢')
    record.invalid = true
    record.invalidReason = str(data.Reason)
    save()
    log(`AllowanceInvalid ${invoice.number} ${record.number} (${record.invalidReason})`)
    return { RtnCode: OK, RtnMsg: '作廢折讓成功', IA_Invoice_No: invoice.number }
  }

  function registry(endpoint: 'CheckBarcode' | 'CheckLoveCode', data: Record<string, unknown>) {
    const [field, known, max] = endpoint === 'CheckBarcode' ? (['BarCode', mobileBarcodes, 8] as const) : (['LoveCode', loveCodes, 7] as const)
    const value = str(data[field])
    check(value && value.length <= max, `${field} 為必填，最多 ${max} 個字元`)
    return { RtnCode: OK, RtnMsg: '執行成功', IsExist: known.has(value) ? 'Y' : 'N' }
  }

  function answer(endpoint: SandboxEndpoint, merchantId: string, data: Record<string, unknown>) {
    switch (endpoint) {
      case 'Issue':
        return issue(merchantId, data as IssueData)
      case 'GetIssue':
        return getIssue(merchantId, data)
      case 'Invalid':
        return invalid(merchantId, data)
      case 'Allowance':
        return allowance(merchantId, data)
      case 'AllowanceInvalid':
        return allowanceInvalid(merchantId, data)
      case 'CheckBarcode':
      case 'CheckLoveCode':
        return registry(endpoint, data)
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const name = /\/B2CInvoice\/([A-Za-z]+)$/.exec(request.url ?? '')?.[1]
    const endpoint = ENDPOINTS.find((e) => e === name)
    if (request.method !== 'POST' || !endpoint) {
      response.writeHead(404).end()
      return
    }
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(body))
    }
    let envelope: { MerchantID?: unknown; RqHeader?: { Timestamp?: unknown; Revision?: unknown }; Data?: unknown }
    try {
      envelope = JSON.parse(await readBody(request)) as typeof envelope
    } catch {
      return reply(200, { TransCode: 0, TransMsg: 'JSON 格式錯誤' })
    }
    const merchant = merchants.find((m) => m.merchantId === str(envelope.MerchantID))
    const transError = (message: string) =>
      reply(200, { PlatformID: '', MerchantID: str(envelope.MerchantID), RpHeader: { Timestamp: Math.floor(Date.now() / 1000) }, TransCode: 0, TransMsg: message, Data: '' })
    if (!merchant) return transError('特店編號錯誤')
    const timestamp = num(envelope.RqHeader?.Timestamp)
    // The envelope's Timestamp is checked against the real time: the test clock moves only the invoices' dates.
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TIMESTAMP_WINDOW_S) return transError('Timestamp 逾時或格式錯誤')
    if (str(envelope.RqHeader?.Revision) !== ECPAY_REVISION) return transError('RqHeader.Revision 錯誤')
    let data: Record<string, unknown>
    try {
      data = decryptData<Record<string, unknown>>(str(envelope.Data), merchant)
    } catch {
      return transError('Data 解密失敗')
    }
    calls.push({ endpoint, data })

    const fault = takeFault(endpoint)
    if (fault?.kind === 'httpError') return reply(503, { error: 'Service Unavailable' })
    if (fault?.kind === 'hang') {
      hanging.add(response)
      return
    }
    let result: Record<string, unknown>
    try {
      if (fault?.kind === 'refuse') throw new Refusal(fault.code ?? 9_000_001, fault.message ?? '系統忙碌中，請稍後再試')
      check(str(data.MerchantID) === merchant.merchantId, 'MerchantID 不一致')
      result = answer(endpoint, merchant.merchantId, data)
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      result = { RtnCode: error.code, RtnMsg: error.message }
    }
    if (fault?.kind === 'lostReply') {
      hanging.add(response)
      return
    }
    reply(200, {
      PlatformID: '',
      MerchantID: merchant.merchantId,
      RpHeader: { Timestamp: Math.floor(Date.now() / 1000) },
      TransCode: 1,
      TransMsg: 'Success',
      Data: encryptData(result, merchant),
    })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`error: ${String(error)}`)
      if (!response.headersSent) response.writeHead(500).end()
    })
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/B2CInvoice`,
    invoices,
    calls,
    mobileBarcodes,
    loveCodes,
    setClock: (at) => void (clockOffsetMs = at ? at.getTime() - Date.now() : 0),
    fail: (fault) => void faults.push(fault),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
