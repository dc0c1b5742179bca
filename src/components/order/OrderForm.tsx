'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import {
  FormProvider,
  get,
  set,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type Resolver,
} from 'react-hook-form'
import useSWR, { useSWRConfig } from 'swr'

import { useApi } from '@/components/providers/ApiProvider'
import { useLoading } from '@/components/ui/LoadingOverlay'
import { inWindow, visitWindow } from '@/domain/bookingWindow'
import { isIsoDate, taipeiNow } from '@/domain/dates'
import { checkBuyerAge, MINIMUM_AGE } from '@/domain/person'
import { useRouter } from '@/i18n/navigation'
import { ApiRequestError } from '@/lib/api-client'
import { placeOrderSchema, type OrderItemInput } from '@/lib/schemas/order'
import type { MoneyView, OrderView } from '@/lib/views/order'

import { ConfirmStep } from './ConfirmStep'
import { ContactStep } from './ContactStep'
import { fieldId, useErrorText } from './fields'
import { completeItem, isPastSlot, itemProblems, travellerProblems, type SlotsState } from './itemRules'
import { ItemStep } from './ItemStep'
import styles from './OrderForm.module.css'
import { OrderSummary } from './OrderSummary'
import { Stepper } from './Stepper'
import {
  LAST_ORDER_FORM_KEY,
  LAST_ORDER_KEY,
  PRODUCT_OBJ_KEY,
  newIdempotencyKey,
  readStorage,
  writeStorage,
  type StoredOrder,
} from './storage'
import { TravellerStep } from './TravellerStep'
import {
  STEPS,
  type ActivityBookInfo,
  type OrderFormInput,
  type OrderFormOutput,
  type Partner,
  type Prefill,
  type ProductBookInfo,
  type Slot,
  type TaipeiNow,
} from './types'
import { useDateLabel, useItemFacts } from './useItemFacts'

type Props = {
  info: ProductBookInfo | ActivityBookInfo
  prefill: Prefill
  /** Taipei date and time when the page was rendered (the clock before hydration). */
  serverNow: TaipeiNow
  /** This form's address with its query, for "book again" after a failed order. */
  formHref: string
}

type Path = FieldPath<OrderFormInput>
type ServerErrors = Record<string, string>

const CONTACT_FIELDS = ['email', 'phone', 'verificationCode']
const TRAVELLER_FIELDS = ['surname', 'givenName', 'birthDate', 'guardianConsent', 'promoCode', 'partnerName', 'partnerCardNumber', 'agree']
const SLOT_REFRESH_MS = 30_000
const noSubscribe = () => () => undefined
const schemaResolver = zodResolver(placeOrderSchema)
/** Fields whose rule reads another field: when that one changes, their error is settled again. */
const DEPENDENT_FIELDS: Record<string, string[]> = {
  birthDate: ['guardianConsent'],
  partnerName: ['partnerCardNumber'],
  'item.quantity': ['item.time'],
  'item.visitDate': ['item.time'],
  'item.pickup.date': ['item.pickup.time'],
  'item.pickup.counterId': ['item.pickup.time'],
}

/** The label key (orderForm.fields.*) of a field path. */
const LABEL_KEYS: Record<string, string> = {
  'item.planId': 'planId',
  'item.pickup.airportId': 'airportId',
  'item.pickup.counterId': 'counterId',
  'item.pickup.date': 'pickupDate',
  'item.pickup.time': 'pickupTime',
  'item.trip': 'trip',
  'item.visitDate': 'visitDate',
  'item.time': 'time',
  'item.quantity': 'quantity',
}

function itemFields(info: ProductBookInfo | ActivityBookInfo): string[] {
  if (info.kind === 'product')
    return [
      'item.planId',
      ...(info.pickup ? ['item.pickup.airportId', 'item.pickup.counterId', 'item.pickup.date', 'item.pickup.time'] : []),
      'item.quantity',
    ]
  return info.kind === 'rail' ? ['item.trip', 'item.quantity'] : ['item.visitDate', 'item.time', 'item.quantity']
}

/** Which step shows a field (server errors come back by path), or null for one the form has no input for. */
function stepOf(info: ProductBookInfo | ActivityBookInfo, path: string): number | null {
  if (itemFields(info).includes(path)) return 0
  if (CONTACT_FIELDS.includes(path)) return 1
  if (TRAVELLER_FIELDS.includes(path)) return 2
  return null
}

function defaultsFor(info: ProductBookInfo | ActivityBookInfo, prefill: Prefill, today: string): DefaultValues<OrderFormInput> {
  const common = {
    email: '',
    phone: '',
    verificationCode: '',
    surname: '',
    givenName: '',
    birthDate: '',
    guardianConsent: false,
    promoCode: '',
    partnerName: 'none' as const,
    partnerCardNumber: '',
    agree: false as unknown as true,
  }
  const quantity = prefill.quantity ?? 1
  if (info.kind === 'product') {
    const airports = info.pickup?.airports ?? []
    const airportId = prefill.airportId ?? (airports.length === 1 ? airports[0]!.id : undefined)
    const counters = airports.find((a) => a.id === airportId)?.counters ?? []
    const counterId = prefill.counterId ?? (counters.length === 1 ? counters[0]!.id : '')
    return {
      ...common,
      item: {
        kind: 'product',
        productId: info.id,
        planId: prefill.planId ?? info.plans[0]?.id ?? '',
        cardType: info.cardType,
        quantity,
        ...(info.pickup ? { pickup: { airportId, counterId, date: prefill.date ?? '', time: prefill.time ?? '' } } : {}),
      },
    } as DefaultValues<OrderFormInput>
  }
  if (info.kind === 'rail')
    return { ...common, item: { kind: 'rail', activityId: info.id, trip: prefill.trip, quantity } } as DefaultValues<OrderFormInput>
  return {
    ...common,
    item: {
      kind: 'observationDeck',
      activityId: info.id,
      visitDate: prefill.visitDate ?? info.visit?.firstDate ?? today,
      time: prefill.slot ?? '',
      quantity,
    },
  } as DefaultValues<OrderFormInput>
}

const subscribeClock = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 30_000)
  return () => window.clearInterval(timer)
}
const clockStamp = () => {
  const now = taipeiNow()
  return `${now.date} ${now.time}`
}

/** The latest birth date of a buyer who is 18 today. */
function latestBirthDate(today: string): string {
  const [y, m, d] = today.split('-')
  const candidate = `${Number(y) - MINIMUM_AGE}-${m}-${d}`
  return isIsoDate(candidate) ? candidate : `${Number(y) - MINIMUM_AGE}-${m}-28`
}

const serverErrorsOf = (error: unknown): ServerErrors | null => {
  if (!(error instanceof ApiRequestError)) return null
  const errors = (error.data as { errors?: unknown } | null)?.errors
  return errors && typeof errors === 'object' ? (errors as ServerErrors) : null
}

/**
 * The order form (spec §3): 1 item and pickup / ticket, 2 contact and verification code,
 * 3 traveller, promo code, partner and consent, 4 confirmation with the server's totals, then
 * "Place order" (one Idempotency-Key per confirmation screen, so a double click or retry is one order).
 */
export function OrderForm({ info, prefill, serverNow, formHref }: Props) {
  const t = useTranslations('orderForm')
  const locale = useLocale()
  const post = useApi()
  const router = useRouter()
  const { setLoading } = useLoading()
  const { mutate: mutateCache } = useSWRConfig()
  const errorText = useErrorText()
  const dateLabel = useDateLabel()

  const stamp = useSyncExternalStore(subscribeClock, clockStamp, () => `${serverNow.date} ${serverNow.time}`)
  // Typing into the server-rendered form before React takes over would be lost: tests (and tools) wait for this.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  const now = useMemo<TaipeiNow>(() => {
    const [date, time] = stamp.split(' ') as [string, string]
    return { date, time }
  }, [stamp])

  // Partners from the API (names in the visitor's language, card-number pattern).
  const fallbackPartners = useMemo<{ list: Partner[] }>(
    () => ({ list: [{ value: 'none', name: t('noPartner'), cardNumberPattern: null }] }),
    [t],
  )
  const partnersSwr = useSWR<{ list: Partner[] }>('/api/partnerList', { fallbackData: fallbackPartners })
  const partners = partnersSwr.data?.list ?? fallbackPartners.list

  // Observation deck: live seats of the chosen date (the date field reports its changes here).
  const [defaults] = useState(() => defaultsFor(info, prefill, serverNow.date))
  const [visitDate, setVisitDate] = useState(() => String((defaults.item as { visitDate?: string } | undefined)?.visitDate ?? ''))
  const visitInRange = info.kind === 'observationDeck' && inWindow(visitDate, visitWindow(now.date))
  const slotsSwr = useSWR<{ list: Slot[] }>(visitInRange ? ['/api/activitySlots', { activityId: info.id, visitDate }] : null, {
    refreshInterval: SLOT_REFRESH_MS,
  })
  const slotData = slotsSwr.data
  const slotList = useMemo(
    () => (info.kind === 'observationDeck' ? (visitInRange ? (slotData?.list ?? null) : []) : null),
    [info.kind, visitInRange, slotData],
  )

  /** The schema, then the rules it cannot know (counter times, seats left, age, partner card), as field errors. */
  const resolver: Resolver<OrderFormInput, unknown, OrderFormOutput> = async (values, context, options) => {
    const result = await schemaResolver(values, context, options)
    const problems = [
      ...itemProblems(info, values.item as Record<string, unknown> | undefined, now, slotList),
      ...travellerProblems(values, now.date, partners),
    ]
    const errors = { ...result.errors } as FieldErrors<OrderFormInput>
    let added = false
    for (const [path, message] of problems) {
      if (get(errors, path)) continue
      set(errors, path, { type: 'rule', message })
      added = true
    }
    return added ? { values: {}, errors } : result
  }

  const methods = useForm<OrderFormInput, unknown, OrderFormOutput>({ resolver, mode: 'onTouched', defaultValues: defaults })
  const { control, trigger, getValues, setValue, setError, clearErrors, handleSubmit, formState, subscribe, getFieldState } = methods

  const [step, setStep] = useState(0)
  const [showErrors, setShowErrors] = useState(false)
  const [busy, setBusy] = useState(false)
  const [verified, setVerified] = useState<string | null>(null)
  const [appliedPromo, setAppliedPromo] = useState<string | null>(null)
  const [promoBusy, setPromoBusy] = useState(false)
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null)
  const [placing, setPlacing] = useState(false)
  const [placeError, setPlaceError] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const headings = useRef<(HTMLHeadingElement | null)[]>([])
  const stepMoved = useRef(false)
  // Set synchronously: a double click must not send a second request before React re-renders.
  const placingNow = useRef(false)

  // The product page keeps its choice in localStorage (spec §3); it fills what the query left out.
  useEffect(() => {
    if (info.kind !== 'product' || !info.pickup) return
    const raw = readStorage('local', PRODUCT_OBJ_KEY)
    if (!raw) return
    try {
      const saved = JSON.parse(raw) as Record<string, unknown>
      if (saved.productId !== info.id) return
      const airport = info.pickup.airports.find((a) => a.id === (getValues('item.pickup.airportId') ?? saved.airportId))
      if (!airport) return
      if (getValues('item.pickup.airportId') === undefined) setValue('item.pickup.airportId', airport.id)
      if (!getValues('item.pickup.counterId' as Path) && airport.counters.some((c) => c.id === saved.counterId))
        setValue('item.pickup.counterId', saved.counterId as string)
    } catch {
      // A malformed saved choice is ignored.
    }
  }, [info, getValues, setValue])

  // Focus the new step's heading so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (!stepMoved.current) return
    const heading = headings.current[step]
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [step])

  const item = useWatch({ control, name: 'item' }) as Record<string, unknown> | undefined
  const itemJson = JSON.stringify(item ?? null)

  const slots: SlotsState = {
    list: slotsSwr.data?.list ?? [],
    isLoading: visitInRange && slotsSwr.isLoading,
    error: Boolean(slotsSwr.error),
    retry: () => void slotsSwr.mutate(),
  }

  // A slot that is not offered (any more) on the chosen date is not kept as chosen.
  const chosenSlot = typeof item?.time === 'string' ? item.time : ''
  useEffect(() => {
    if (info.kind !== 'observationDeck' || !chosenSlot || !slotsSwr.data) return
    const slot = slotsSwr.data.list.find((s) => s.time === chosenSlot)
    if (!slot || slot.remaining <= 0 || isPastSlot(visitDate, chosenSlot, now)) setValue('item.time', '')
  }, [info.kind, chosenSlot, slotsSwr.data, visitDate, now, setValue])

  // The server's totals for the item as chosen so far (never computed here).
  const completedItem = useMemo<OrderItemInput | null>(
    () => completeItem(info, JSON.parse(itemJson) as Record<string, unknown> | undefined, now, slotList),
    [info, itemJson, now, slotList],
  )
  const quoteBody = completedItem ? (appliedPromo ? { item: completedItem, promoCode: appliedPromo } : { item: completedItem }) : null
  const quote = useSWR<MoneyView>(quoteBody ? ['/api/order/countMoney', quoteBody] : null, {
    keepPreviousData: true,
    onError: (error) => {
      const fields = serverErrorsOf(error)
      if (fields?.promoCode) {
        setAppliedPromo(null)
        setError('promoCode', { type: 'server', message: fields.promoCode })
      }
    },
  })
  const money = completedItem ? (quote.data ?? null) : null

  const birthDate = useWatch({ control, name: 'birthDate' }) as string | undefined
  const age = useMemo(() => {
    if (!birthDate || !isIsoDate(birthDate) || birthDate > now.date) return null
    return checkBuyerAge(birthDate, now.date)
  }, [birthDate, now.date])

  const facts = useItemFacts(info, item as Parameters<typeof useItemFacts>[1])
  const quantity = Number(item?.quantity)

  function goTo(next: number) {
    stepMoved.current = true
    setShowErrors(false)
    setAlert(null)
    setPlaceError(null)
    if (next === 3) {
      setIdempotencyKey(newIdempotencyKey())
      void quote.mutate()
    }
    setStep(next)
  }

  function focusField(path: string) {
    const element = document.getElementById(fieldId(path))
    if (!element) return
    const target =
      element instanceof HTMLFieldSetElement
        ? (element.querySelector<HTMLElement>('input:checked:not(:disabled), input:not(:disabled)') ?? element)
        : element
    target.focus()
  }

  function fieldsOf(index: number): string[] {
    return index === 0 ? itemFields(info) : index === 1 ? CONTACT_FIELDS : index === 2 ? TRAVELLER_FIELDS : []
  }

  // Read on every render: that subscribes this component to error changes (react-hook-form's proxy).
  const errors = formState.errors
  const errorOf = (path: string) => get(errors, path) as FieldError | undefined

  function focusFirstError(index: number) {
    const first = fieldsOf(index).find((path) => get(methods.formState.errors, path))
    if (first) focusField(first)
  }

  function applyServerErrors(fields: ServerErrors) {
    let target: number | null = null
    const general: string[] = []
    for (const [name, message] of Object.entries(fields)) {
      const path = name === 'code' ? 'verificationCode' : name
      const index = stepOf(info, path)
      if (index === null) {
        general.push(message)
        continue
      }
      setError(path as Path, { type: 'server', message })
      target = target === null ? index : Math.min(target, index)
    }
    if (target !== null) {
      if (target === 1) setVerified(null)
      if (target !== step) goTo(target)
      setShowErrors(true)
      const first = fieldsOf(target).find((path) => fields[path] || (path === 'verificationCode' && fields.code))
      if (first) window.setTimeout(() => focusField(first), 50)
    }
    if (general.length) setAlert(general.join(' '))
  }

  const validateItem = () => trigger(itemFields(info) as Path[])

  async function validateContact(): Promise<boolean> {
    if (!(await trigger(CONTACT_FIELDS as Path[]))) return false
    // The code proves the e-mail: the order, the account and every mail hang on it.
    const address = String(getValues('email') ?? '').trim()
    const phone = String(getValues('phone') ?? '').trim()
    const code = String(getValues('verificationCode') ?? '').trim()
    const key = `${address}:${phone}:${code}`
    if (verified === key) return true
    try {
      // The phone goes along to be checked exactly by the server (the browser checks only its length).
      await post('/api/checkCode', { email: address, phone, code, purpose: 'orderContact' })
      setVerified(key)
      return true
    } catch (error) {
      const fields = serverErrorsOf(error)
      if (fields) {
        const message = fields.code ?? fields.email ?? fields.phone
        const path = fields.code ? 'verificationCode' : fields.email ? 'email' : 'phone'
        if (message) setError(path, { type: 'server', message })
      }
      return false
    }
  }

  /** Checks the typed promo code with the server unless it is the one already applied. */
  async function applyPromo(): Promise<boolean> {
    const typed = String(getValues('promoCode') ?? '')
      .trim()
      .toUpperCase()
    if (!typed) {
      setAppliedPromo(null)
      clearErrors('promoCode')
      return true
    }
    if (typed === appliedPromo) return true
    if (!completedItem) {
      // The item must be complete to be priced: back to step 1.
      goTo(0)
      void validateItem()
      return false
    }
    setPromoBusy(true)
    try {
      const body = { item: completedItem, promoCode: typed }
      const checked = await post<MoneyView>('/api/order/countMoney', body)
      await mutateCache(['/api/order/countMoney', body], checked, { revalidate: false })
      clearErrors('promoCode')
      setAppliedPromo(checked.promoCode ?? typed)
      return true
    } catch (error) {
      const fields = serverErrorsOf(error)
      if (fields?.promoCode) setError('promoCode', { type: 'server', message: fields.promoCode })
      else if (fields) applyServerErrors(fields)
      return false
    } finally {
      setPromoBusy(false)
    }
  }

  async function validateTraveller(): Promise<boolean> {
    // The promo code is checked by the server (applyPromo), not only by the schema's shape.
    const ok = await trigger(TRAVELLER_FIELDS.filter((name) => name !== 'promoCode') as Path[])
    const promoOk = await applyPromo()
    return ok && promoOk
  }

  // A field shown in error (or one whose rule reads it) is checked again as soon as it changes.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return
          const inError = [name, ...(DEPENDENT_FIELDS[name] ?? [])].filter((field) => getFieldState(field as Path).error)
          if (inError.length) void trigger(inError as Path[])
        },
      }),
    [subscribe, getFieldState, trigger],
  )

  async function next() {
    if (busy) return
    setBusy(true)
    setAlert(null)
    try {
      const ok = step === 0 ? await validateItem() : step === 1 ? await validateContact() : await validateTraveller()
      if (!ok) {
        setShowErrors(true)
        focusFirstError(step)
        return
      }
      goTo(step + 1)
    } finally {
      setBusy(false)
    }
  }

  const onValid = async (values: OrderFormOutput) => {
    if (placingNow.current || !idempotencyKey) return
    placingNow.current = true
    setPlacing(true)
    setPlaceError(null)
    setLoading(true)
    const body = {
      ...values,
      promoCode: appliedPromo ?? undefined,
      partnerCardNumber: values.partnerName === 'none' ? undefined : values.partnerCardNumber,
      guardianConsent: age?.guardianRequired ? values.guardianConsent : undefined,
    }
    try {
      const placed = await post<OrderView>('/api/order/placeOrder', body, { headers: { 'Idempotency-Key': idempotencyKey } })
      const display = { plan: facts.find((f) => f.key === 'plan')?.value, place: facts.find((f) => f.key === 'place')?.value }
      writeStorage('session', LAST_ORDER_KEY, JSON.stringify({ ...placed, display } satisfies StoredOrder))
      writeStorage('session', LAST_ORDER_FORM_KEY, null)
      // The loading overlay stays on until the result page is shown (spec §4).
      router.push({ pathname: '/orderCompleted', query: { status: '1' } })
    } catch (error) {
      setLoading(false)
      setPlacing(false)
      placingNow.current = false
      const fields = serverErrorsOf(error)
      if (fields) {
        applyServerErrors(fields)
        return
      }
      if (error instanceof ApiRequestError && (error.code === 0 || error.code === 429)) {
        // Not reached or too fast: the same Idempotency-Key makes another try safe.
        setPlaceError(error.code === 0 ? t('confirm.networkError') : error.message)
        return
      }
      writeStorage('session', LAST_ORDER_KEY, null)
      writeStorage('session', LAST_ORDER_FORM_KEY, formHref)
      router.push({ pathname: '/orderCompleted', query: { status: '0' } })
    }
  }

  const onInvalid = (errors: FieldErrors<OrderFormInput>) => {
    const index = [0, 1, 2].find((i) => fieldsOf(i).some((path) => get(errors, path)))
    if (index === undefined) return
    goTo(index)
    setShowErrors(true)
    window.setTimeout(() => focusFirstError(index), 50)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field of steps 1–3 means "Continue", never "Place order".
    if (step < 3) {
      event.preventDefault()
      void next()
      return
    }
    void handleSubmit(onValid, onInvalid)(event)
  }

  // The counters of an airport are shown once the airport is chosen: until then its error says it all.
  const shown = (path: string) =>
    path !== 'item.pickup.counterId' || Boolean((item?.pickup as { airportId?: number } | undefined)?.airportId)
  const stepErrors = showErrors
    ? fieldsOf(step)
        .filter(shown)
        .map((path) => ({ path, error: errorOf(path) }))
        .filter((entry): entry is { path: string; error: FieldError } => Boolean(entry.error))
    : []

  const values = getValues()
  const partner = partners.find((p) => p.value === values.partnerName)
  const contact = {
    email: values.email ?? '',
    phone: values.phone ?? '',
    traveller: `${(values.surname ?? '').trim().toUpperCase()} ${(values.givenName ?? '').trim().toUpperCase()}`.trim(),
    birthDate: values.birthDate && isIsoDate(values.birthDate) ? dateLabel(values.birthDate) : '',
    partner: partner && partner.value !== 'none' ? `${partner.name} · ${values.partnerCardNumber ?? ''}` : null,
  }
  const quoteState: 'loading' | 'ready' | 'failed' = quote.error ? 'failed' : !money || quote.isValidating ? 'loading' : 'ready'
  const updating = Boolean(quoteBody) && (quote.isLoading || quote.isValidating)

  const ticket = info.kind !== 'product'
  const titles = [
    t(ticket ? 'stepTitles.ticket' : 'stepTitles.item'),
    t('stepTitles.contact'),
    t('stepTitles.traveller'),
    t('stepTitles.confirm'),
  ]
  const leads = [
    t(ticket ? 'stepLeads.ticket' : 'stepLeads.item'),
    t('stepLeads.contact'),
    t('stepLeads.traveller'),
    t('stepLeads.confirm'),
  ]

  return (
    <FormProvider {...methods}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Stepper current={step} onGo={goTo} />
          <div className={styles.compactOnly}>
            <OrderSummary
              name={info.name}
              facts={facts}
              quantity={Number.isFinite(quantity) ? quantity : null}
              money={money}
              updating={updating}
              variant="compact"
            />
          </div>
          <form
            onSubmit={onSubmit}
            noValidate
            className={styles.form}
            data-testid="order-form"
            data-step={STEPS[step]}
            data-hydrated={hydrated ? 'true' : undefined}
          >
            {STEPS.map((name, index) => (
              <section
                key={name}
                hidden={index !== step}
                aria-labelledby={`order-step-${name}`}
                className={styles.panel}
                data-testid={`step-${name}`}
              >
                <h2 id={`order-step-${name}`} className={styles.stepTitle} tabIndex={-1} ref={(el) => void (headings.current[index] = el)}>
                  <span className={styles.stepNumber}>{t('stepOf', { current: index + 1, total: STEPS.length })}</span>
                  {titles[index]}
                </h2>
                <p className={styles.stepLead}>{leads[index]}</p>

                {index === step && stepErrors.length ? (
                  <div className={styles.errorSummary} role="alert" data-testid="error-summary">
                    <p className={styles.errorSummaryTitle}>{t('errorSummary', { count: stepErrors.length })}</p>
                    <ul>
                      {stepErrors.map(({ path, error }) => (
                        <li key={path}>
                          <a
                            href={`#${fieldId(path)}`}
                            onClick={(event) => {
                              event.preventDefault()
                              focusField(path)
                            }}
                          >
                            {t(`fields.${LABEL_KEYS[path] ?? path}` as 'fields.email')}: {errorText(error)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {index === step && alert ? (
                  <div className={styles.alert} role="alert">
                    <p>{alert}</p>
                  </div>
                ) : null}

                {index === 0 ? (
                  <>
                    <p className={styles.itemName} data-testid="order-item-name">
                      {info.name}
                      {info.kind === 'product' ? <span className={styles.badge}>{t(`cardTypes.${info.cardType}`)}</span> : null}
                    </p>
                    <ItemStep info={info} now={now} slots={slots} onVisitDateChange={setVisitDate} />
                  </>
                ) : index === 1 ? (
                  <ContactStep locale={locale} onContactChange={() => setVerified(null)} />
                ) : index === 2 ? (
                  <TravellerStep
                    partners={partners}
                    age={age}
                    latestBirthDate={latestBirthDate(now.date)}
                    promo={{
                      busy: promoBusy,
                      applied: appliedPromo,
                      discount: appliedPromo && money && money.promoCode === appliedPromo ? money.discount : null,
                      onApply: () => void applyPromo(),
                      onRemove: () => {
                        setAppliedPromo(null)
                        setValue('promoCode', '')
                        clearErrors('promoCode')
                      },
                    }}
                  />
                ) : (
                  <ConfirmStep
                    name={info.name}
                    facts={facts}
                    money={money}
                    quoteState={quoteState}
                    onRetryQuote={() => void quote.mutate()}
                    contact={contact}
                    onEdit={goTo}
                    placeError={placeError}
                  />
                )}

                {index < 3 ? (
                  <div className={styles.actions}>
                    {index > 0 ? (
                      <button type="button" className="button button--secondary" onClick={() => goTo(index - 1)}>
                        {t('back')}
                      </button>
                    ) : (
                      <span />
                    )}
                    <button type="submit" className={`button ${styles.continue}`} disabled={busy} aria-busy={busy} data-testid="continue">
                      {busy ? t('checking') : t('continueTo', { step: t(`steps.${STEPS[index + 1]!}`) })}
                    </button>
                  </div>
                ) : (
                  <div className={styles.actions}>
                    <button type="button" className="button button--secondary" onClick={() => goTo(2)} disabled={placing}>
                      {t('back')}
                    </button>
                    <button
                      type="submit"
                      className={`button ${styles.continue} ${styles.placeButton}`}
                      disabled={placing || quoteState !== 'ready'}
                      aria-busy={placing}
                      data-testid="place-order"
                    >
                      {placing ? t('confirm.placing') : t('confirm.placeOrder')}
                    </button>
                  </div>
                )}
              </section>
            ))}
          </form>
        </div>
        <aside className={styles.aside}>
          <OrderSummary
            name={info.name}
            facts={facts}
            quantity={Number.isFinite(quantity) ? quantity : null}
            money={money}
            updating={updating}
            variant="aside"
          />
        </aside>
      </div>
    </FormProvider>
  )
}
