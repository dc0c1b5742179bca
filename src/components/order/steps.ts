/**
 * The order form's steps as data: the stepper, the panels, "Continue", the error summary and the
 * routing of server errors all follow this list, so a new step (payment) is one more entry here.
 */
import { get, type FieldErrors } from 'react-hook-form'

import type { ActivityBookInfo, ProductBookInfo } from './types'

type Info = ProductBookInfo | ActivityBookInfo

export type StepName = 'item' | 'contact' | 'traveller' | 'confirm'

export type OrderStep = {
  name: StepName
  /** The form fields the step shows (schema paths), in the order they stand on the screen. */
  fields: (info: Info) => readonly string[]
  /** Submitting this step places the order; every other step's submit means "Continue". */
  places?: true
}

/** Step 1: the plan and pickup of a SIM/eSIM, the fare of a rail ticket, or the visit of the observation deck. */
export function itemFields(info: Info): string[] {
  if (info.kind === 'product')
    return [
      'item.planId',
      ...(info.pickup ? ['item.pickup.airportId', 'item.pickup.counterId', 'item.pickup.date', 'item.pickup.time'] : []),
      'item.quantity',
    ]
  return info.kind === 'rail' ? ['item.trip', 'item.quantity'] : ['item.visitDate', 'item.time', 'item.quantity']
}

const CONTACT_FIELDS = ['email', 'phone', 'verificationCode'] as const
const HOLDER_FIELDS = ['surname', 'givenName', 'birthDate'] as const

/** The form path of a field of the holder of card `index + 2` (card 1's holder is the traveller). */
export const holderPath = <F extends (typeof HOLDER_FIELDS)[number]>(index: number, field: F) => `furtherHolders.${index}.${field}` as const

/**
 * Step 3: the traveller; for a physical SIM, the holder of each further card the product allows (one card per
 * passport: those beyond the chosen quantity are not shown and never in error); promo code, partner and consent.
 */
export function travellerFields(info: Info): string[] {
  const holders = info.kind === 'product' && info.cardType === 'physical' ? Math.max(0, info.maxQuantity - 1) : 0
  return [
    'surname',
    'givenName',
    'birthDate',
    'guardianConsent',
    ...Array.from({ length: holders }, (_, index) => HOLDER_FIELDS.map((field) => holderPath(index, field))).flat(),
    'promoCode',
    'partnerName',
    'partnerCardNumber',
    'agree',
  ]
}

export const ORDER_STEPS: readonly OrderStep[] = [
  { name: 'item', fields: itemFields },
  { name: 'contact', fields: () => CONTACT_FIELDS },
  { name: 'traveller', fields: travellerFields },
  { name: 'confirm', fields: () => [], places: true },
]

export const STEPS: readonly StepName[] = ORDER_STEPS.map((step) => step.name)

export const stepIndex = (name: StepName) => STEPS.indexOf(name)

const found = (index: number) => (index === -1 ? null : index)

/** Which step shows a field (server errors come back by path), or null for one the form has no input for. */
export const stepOf = (info: Info, path: string): number | null =>
  found(ORDER_STEPS.findIndex((step) => step.fields(info).includes(path)))

/** The first step with a field in error (after a failed "Place order"), or null. */
export const firstStepWithError = (info: Info, errors: FieldErrors): number | null =>
  found(ORDER_STEPS.findIndex((step) => step.fields(info).some((path) => get(errors, path))))
