/**
 * A local stand-in for ECPay's B2C e-invoice service: an HTTP server speaking the protocol of ./ecpay.ts
 * (the AES-JSON envelope, /Issue, /GetIssue, /Invalid), so the real adapter runs in development and in
 * the tests. `npm run dev` starts one when ECPAY_INVOICE_URL is unset (scripts/run.ts), keeping its
 * invoices in .data/; the tests start their own and script its failures.
 *
 * It behaves like the real service where the shop depends on it: it checks the envelope (merchant, key,
 * 10-minute Timestamp), the documented field combinations of an issue (p=7896 使用情境), refuses a
 * repeated RelateNumber (case-insensitive), numbers invoices AB12345678-style with a 4-digit random
 * number, dates them in Taipei time, and voids each invoice once. RtnCodes other than 1 are its own
 * (ECPay publishes no table); the adapter never reads them.
 */
import 'server-only'

import { randomInt } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { isLoveCode, isMobileBarcode } from '@/domain/invoice'

import { ECPAY_STAGE_MERCHANT } from './ecpay'
import { decryptData, encryptData, type EcpayKeys } from './ecpayCrypto'

export type SandboxMerchant = EcpayKeys & { merchantId: string }

type IssueItem = { ItemName?: unknown; ItemCount?: unknown; ItemWord?: unknown; ItemPrice?: unknown; ItemAmount?: unknown }
type IssueData = Record<string, unknown> & { Items?: IssueItem[] }

export type SandboxInvoice = {
  merchantId: string
  relateNumber: string
  number: string
  randomNumber: string
  /** "yyyy-MM-dd HH:mm:ss", Taipei. */
  createdAt: string
  invalid: boolean
  invalidReason?: string
  request: IssueData
}

export type SandboxEndpoint = 'Issue' | 'GetIssue' | 'Invalid'

/**
 * What the next call to an endpoint suffers:
 * - lostReply: done, but no answer reaches the shop (its timeout strikes after the invoice exists);
 * - hang: nothing done and no answer;
 * - httpError: nothing done, HTTP 503;
 * - refuse: nothing done, RtnCode `code` with `message`.
 */
export type SandboxFault = { endpoint: SandboxEndpoint; kind: 'lostReply' | 'hang' | 'httpError' | 'refuse'; code?: number; message?: string }

export type EcpayInvoiceSandbox = {
  /** The B2C API base to put in ECPAY_INVOICE_URL. */
  url: string
  invoices: SandboxInvoice[]
  /** Every call that passed the envelope check, decrypted. */
  calls: { endpoint: string; data: Record<string, unknown> }[]
  /** Queues a fault for the next call to its endpoint. */
  fail(fault: SandboxFault): void
  close(): Promise<void>
}

const OK = 1
// The sandbox's own codes (see above): a field problem, a repeated RelateNumber as ECPay's guide lists
// it, an unknown invoice, an invoice already voided.
const FIELD_ERROR = 10000002
const REPEATED_RELATE_NUMBER = 10000009
const NOT_FOUND = 10000007
const ALREADY_VOID = 10000008
const TIMESTAMP_WINDOW_S = 600

/** Taipei wall clock with seconds (Taiwan keeps UTC+8 all year). */
const taipeiDateTime = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)

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

/** The checks of 一般開立發票 (p=7896) the shop's requests must pass. */
function checkIssue(data: IssueData) {
  const relate = str(data.RelateNumber)
  check(/^[0-9A-Za-z]{1,50}$/.test(relate), 'RelateNumber 格式錯誤（僅限英數字）')
  check(str(data.CustomerEmail) || str(data.CustomerPhone), 'CustomerEmail 與 CustomerPhone 請擇一填寫')
  const print = str(data.Print)
  const donation = str(data.Donation)
  const carrier = str(data.CarrierType)
  const identifier = str(data.CustomerIdentifier)
  check(['0', '1'].includes(print) && ['0', '1'].includes(donation), 'Print / Donation 錯誤')
  check(['', '1', '2', '3'].includes(carrier), 'CarrierType 錯誤')
  if (donation === '1') {
    check(isLoveCode(str(data.LoveCode)), 'LoveCode 格式錯誤')
    check(print === '0' && carrier === '' && identifier === '', '捐贈發票不可列印、不可指定載具或統一編號')
  }
  if (identifier) {
    check(/^\d{8}$/.test(identifier), 'CustomerIdentifier 格式錯誤')
    check(donation === '0' && str(data.CustomerName), '打統編時不可捐贈，且須填 CustomerName')
  }
  if (carrier === '1') check(str(data.CarrierNum) === '', 'CarrierType 為 1 時 CarrierNum 請帶空字串')
  if (carrier === '3') check(isMobileBarcode(str(data.CarrierNum)), 'CarrierNum 手機條碼格式錯誤')
  if (carrier === '1' || carrier === '2') check(print === '0', '載具類別為 1 或 2 時 Print 須為 0')
  if (carrier === '' && donation === '0') check(print === '1', '無載具且未捐贈時 Print 須為 1')
  if (print === '1') check(str(data.CustomerName) && str(data.CustomerAddr), '列印時須填 CustomerName 與 CustomerAddr')
  check(str(data.TaxType) === '1' && str(data.InvType) === '07', 'TaxType / InvType 錯誤')
  const items = Array.isArray(data.Items) ? data.Items : []
  check(items.length > 0 && items.length <= 999, 'Items 錯誤')
  for (const item of items) {
    check(str(item.ItemName) && str(item.ItemWord).length <= 6, 'ItemName / ItemWord 錯誤')
    check(num(item.ItemCount) > 0 && Number.isFinite(num(item.ItemPrice)) && Number.isFinite(num(item.ItemAmount)), 'ItemCount / ItemPrice / ItemAmount 錯誤')
  }
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
  options: { port?: number; merchants?: SandboxMerchant[]; file?: string; log?: (line: string) => void } = {},
): Promise<EcpayInvoiceSandbox> {
  const merchants = options.merchants ?? [ECPAY_STAGE_MERCHANT]
  const stored = options.file && existsSync(options.file) ? (JSON.parse(readFileSync(options.file, 'utf8')) as { invoices?: SandboxInvoice[] }) : {}
  const invoices: SandboxInvoice[] = stored.invoices ?? []
  const calls: EcpayInvoiceSandbox['calls'] = []
  const faults: SandboxFault[] = []
  const hanging = new Set<ServerResponse>()
  const log = options.log ?? (() => undefined)

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

  function issue(merchantId: string, data: IssueData) {
    check(str(data.MerchantID) === merchantId, 'MerchantID 不一致')
    checkIssue(data)
    const relateNumber = str(data.RelateNumber)
    if (invoices.some((i) => i.merchantId === merchantId && sameRelate(i.relateNumber, relateNumber)))
      throw new Refusal(REPEATED_RELATE_NUMBER, 'RelateNumber 重複，請重新輸入')
    const invoice: SandboxInvoice = {
      merchantId,
      relateNumber,
      number: `SB${String(10_000_000 + invoices.length).padStart(8, '0')}`,
      randomNumber: String(randomInt(10_000)).padStart(4, '0'),
      createdAt: taipeiDateTime(new Date()),
      invalid: false,
      request: data,
    }
    invoices.push(invoice)
    save()
    log(`Issue ${relateNumber} → ${invoice.number}`)
    return { RtnCode: OK, RtnMsg: '開立發票成功', InvoiceNo: invoice.number, InvoiceDate: invoice.createdAt, RandomNumber: invoice.randomNumber }
  }

  function find(merchantId: string, data: Record<string, unknown>) {
    const relate = str(data.RelateNumber)
    const number = str(data.InvoiceNo)
    const date = str(data.InvoiceDate).replace(/\//g, '-').slice(0, 10)
    return invoices.find(
      (i) => i.merchantId === merchantId && (relate ? sameRelate(i.relateNumber, relate) : i.number === number && i.createdAt.slice(0, 10) === date),
    )
  }

  function getIssue(merchantId: string, data: Record<string, unknown>) {
    const invoice = find(merchantId, data)
    if (!invoice) throw new Refusal(NOT_FOUND, '查無發票資料')
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
      IIS_Category: str(r.CustomerIdentifier) ? 'B2B' : 'B2C',
      IIS_Tax_Type: str(r.TaxType),
      IIS_Sales_Amount: num(r.SalesAmount),
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
    check(str(data.InvoiceNo) && str(data.InvoiceDate), 'InvoiceNo 與 InvoiceDate 為必填')
    const reason = str(data.Reason)
    check(reason && reason.length <= 20, 'Reason 為必填，最多 20 字')
    const invoice = find(merchantId, { InvoiceNo: data.InvoiceNo, InvoiceDate: data.InvoiceDate })
    if (!invoice) throw new Refusal(NOT_FOUND, '查無發票資料')
    if (invoice.invalid) throw new Refusal(ALREADY_VOID, '該發票已作廢')
    invoice.invalid = true
    invoice.invalidReason = reason
    save()
    log(`Invalid ${invoice.number} (${reason})`)
    return { RtnCode: OK, RtnMsg: '作廢發票成功', InvoiceNo: invoice.number }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const endpoint = /\/(Issue|GetIssue|Invalid)$/.exec(request.url ?? '')?.[1] as SandboxEndpoint | undefined
    if (request.method !== 'POST' || !endpoint) {
      response.writeHead(404).end()
      return
    }
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(body))
    }
    let envelope: { MerchantID?: unknown; RqHeader?: { Timestamp?: unknown }; Data?: unknown }
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
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TIMESTAMP_WINDOW_S) return transError('Timestamp 逾時或格式錯誤')
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
      result = endpoint === 'Issue' ? issue(merchant.merchantId, data as IssueData) : endpoint === 'GetIssue' ? getIssue(merchant.merchantId, data) : invalid(merchant.merchantId, data)
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
    fail: (fault) => void faults.push(fault),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
