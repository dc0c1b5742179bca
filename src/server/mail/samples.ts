/**
 * Sample data for previewing templates (staff preview at /api/emailTemplate, and tests). The first
 * variant of each kind is the default. Values include characters that must be escaped in HTML.
 */
import type { MailDataByKind, MailKind } from './types'

type Samples = { [K in MailKind]: Record<string, MailDataByKind[K]> }

export const MAIL_SAMPLES: Samples = {
  newMember: {
    newAccount: { email: 'traveller@example.com', name: 'CHEN Mei <Lin>', password: 'k7Qm2x9a' },
    existingAccount: { email: 'traveller@example.com', name: 'CHEN Mei <Lin>', existingAccount: true, orderNumber: 'TW20261203-0042' },
  },
  verificationCode: {
    orderContact: { code: '482913', purpose: 'orderContact' },
    passwordReset: { code: '305177', purpose: 'passwordReset' },
    emailChange: { code: '716204', purpose: 'emailChange' },
    orderLookup: { code: '730541', purpose: 'orderLookup' },
  },
  orderReceived: {
    pickup: {
      orderNumber: 'TW20261203-0042',
      name: 'CHEN Mei <Lin>',
      itemName: '5G Unlimited Data SIM & Calls',
      planLabel: '5 days · unlimited data',
      quantity: 2,
      pickup: { date: '2026-12-03', time: '14:30', place: 'Taoyuan Airport T1 · Arrival hall counter' },
      subtotalTwd: 1200,
      discountTwd: 100,
      totalTwd: 1100,
      promoCode: 'WELCOME100',
    },
    visit: {
      orderNumber: 'TW20261203-0043',
      itemName: 'Taipei 101 Observatory ticket',
      quantity: 3,
      visit: { date: '2026-12-04', timeSlot: '10:30' },
      subtotalTwd: 1800,
      discountTwd: 0,
      totalTwd: 1800,
    },
    rail: {
      orderNumber: 'TW20261203-0044',
      itemName: 'Airport MRT ticket',
      planLabel: 'Round trip',
      quantity: 1,
      subtotalTwd: 300,
      discountTwd: 0,
      totalTwd: 300,
    },
  },
  delivered: {
    esim: {
      delivery: 'esim',
      orderNumber: 'TW261203-7K3QXM',
      orderKey: 'sampleKey_0123456789AB',
      name: 'CHEN Mei <Lin>',
      itemName: '5G Unlimited Data eSIM',
      planLabel: '5 days · unlimited data',
      quantity: 1,
      esims: [{ lpa: 'LPA:1$smdp.example.com$K2-1ABCDE-7XYZ9Q', smdpAddress: 'smdp.example.com', matchingId: 'K2-1ABCDE-7XYZ9Q' }],
    },
    voucher: {
      delivery: 'voucher',
      orderNumber: 'TW261203-8M4RYN',
      orderKey: 'sampleKey_0123456789AB',
      name: 'CHEN Mei <Lin>',
      itemName: '5G Unlimited Data SIM & Calls',
      planLabel: '5 days · unlimited data',
      quantity: 1,
      pickup: { date: '2026-12-03', time: '14:30', place: 'Taoyuan Airport T1 · Arrival hall counter' },
      guardianRequired: true,
    },
    tickets: {
      delivery: 'tickets',
      orderNumber: 'TW261203-9P5SZQ',
      orderKey: 'sampleKey_0123456789AB',
      itemName: 'Airport MRT ticket',
      planLabel: 'Round trip',
      quantity: 1,
      tickets: [
        { index: 1, total: 2, leg: 'outbound' },
        { index: 2, total: 2, leg: 'return' },
      ],
    },
  },
  stockAlert: {
    empty: { alert: 'empty', productId: 3, productName: '5G Unlimited Data eSIM <Taiwan>', available: 0, threshold: 20, waitingOrders: 2 },
    lowStock: { alert: 'lowStock', productId: 3, productName: '5G Unlimited Data eSIM', available: 19, threshold: 20 },
  },
  orderCancelled: {
    unpaid: { orderNumber: 'TW20261203-0044', name: 'CHEN Mei <Lin>', itemName: '5G Unlimited Data SIM & Calls', reason: 'unpaid' },
    member: { orderNumber: 'TW20261203-0045', itemName: 'Taipei 101 Observatory ticket', reason: 'member' },
    staff: { orderNumber: 'TW20261203-0046', itemName: 'Airport MRT round trip', reason: 'staff' },
  },
  orderRefunded: {
    withFee: { orderNumber: 'TW20261203-0047', name: 'CHEN Mei <Lin>', itemName: '5G Unlimited Data SIM & Calls', paidTwd: 1100, feeTwd: 30, refundedTwd: 1070 },
  },
  paid: {
    memberCarrier: {
      orderNumber: 'TW20261203-0042',
      name: 'CHEN Mei <Lin>',
      itemName: '5G Unlimited Data SIM & Calls',
      planLabel: '5 days · unlimited data',
      quantity: 2,
      totalTwd: 1100,
      paidOn: '2026-12-01',
      invoice: { number: 'AB12345678', date: '2026-12-01', randomNumber: '0427', type: 'memberCarrier' },
    },
    mobileBarcode: {
      orderNumber: 'TW20261203-0043',
      itemName: 'Taipei 101 Observatory ticket',
      quantity: 3,
      totalTwd: 1800,
      invoice: { number: 'AB12345679', date: '2026-12-02', randomNumber: '9031', type: 'mobileBarcode', mobileBarcode: '/AB+C-12' },
    },
    company: {
      orderNumber: 'TW20261203-0044',
      itemName: 'Airport MRT ticket',
      planLabel: 'Round trip',
      quantity: 1,
      totalTwd: 300,
      invoice: { number: 'AB12345680', date: '2026-12-02', randomNumber: '5512', type: 'company', taxId: '22099131', companyTitle: 'Formosa <Travel> & Co.' },
    },
    donation: {
      orderNumber: 'TW20261203-0045',
      itemName: '4G eSIM 3 days',
      quantity: 1,
      totalTwd: 350,
      invoice: { number: 'AB12345681', date: '2026-12-03', randomNumber: '0008', type: 'donation', loveCode: '919' },
    },
    nonResident: {
      orderNumber: 'TW20261203-0046',
      itemName: '5G Unlimited Data SIM & Calls',
      quantity: 1,
      totalTwd: 550,
      invoice: { number: 'AB12345682', date: '2026-12-03', randomNumber: '7770', type: 'nonResident' },
    },
  },
  emailChanged: {
    default: { newEmail: 'new.traveller@example.com', changedOn: '2026-12-03' },
  },
  supportReceived: {
    member: { reference: 'S000042', content: 'My eSIM shows "No service" in Taipei <after 2 days>. What should I do?\nOrder TW20261203-0042.' },
  },
}

export function sampleVariants(kind: MailKind): string[] {
  return Object.keys(MAIL_SAMPLES[kind])
}

/** The sample data of `kind` (its first variant unless `variant` names another); undefined for an unknown variant. */
export function sampleData<K extends MailKind>(kind: K, variant?: string): MailDataByKind[K] | undefined {
  const samples = MAIL_SAMPLES[kind] as Record<string, MailDataByKind[K]>
  return samples[variant ?? sampleVariants(kind)[0]!]
}
