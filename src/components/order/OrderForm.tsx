'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent, type ReactNode } from 'react'
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form'

import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { orderNeedsCode } from '@/domain/verificationCode'
import type { DeviceView } from '@/lib/views/catalog'

import { ConfirmStep } from './ConfirmStep'
import { ContactStep } from './ContactStep'
import { focusField } from './fields'
import { ItemStep } from './ItemStep'
import styles from './OrderForm.module.css'
import { OrderSummary, TotalAnnouncer } from './OrderSummary'
import { defaultsFor, placeOrderBody } from './orderValues'
import { routeServerErrors, type ServerErrors } from './serverErrors'
import { StepActions, StepPanel } from './StepPanel'
import { Stepper } from './Stepper'
import { firstStepWithError, ORDER_STEPS, STEPS, stepIndex, type StepName } from './steps'
import { TravellerStep } from './TravellerStep'
import type { ActivityBookInfo, OrderFormInput, Partner, Prefill, ProductBookInfo, TaipeiNow } from './types'
import { useCardHolderSlots } from './useCardHolderSlots'
import { useChosenItem } from './useChosenItem'
import { useCodeVerification } from './useCodeVerification'
import { codeWaiverFacts, useMemberAccount } from './useMemberAccount'
import { useOrderClock } from './useOrderClock'
import { draftHasInput, useOrderDraft } from './useOrderDraft'
import { loadOrderRules, useOrderForm } from './useOrderForm'
import { usePlaceOrder } from './usePlaceOrder'
import { usePromo } from './usePromo'
import { useQuote } from './useQuote'
import { useSlots } from './useSlots'
import { useStepNavigation } from './useStepNavigation'

type Props = {
  info: ProductBookInfo | ActivityBookInfo
  prefill: Prefill
  /** Taipei date and time when the page was rendered (the clock before hydration). */
  serverNow: TaipeiNow
  /** This form's address with its query, for "book again" after a failed order. */
  formHref: string
  /** The mileage partners, named in the page's language (the server's partnerOptions, as /api/partnerList answers). */
  partners: Partner[]
  /** The eSIM compatibility checker's phones (eSIM products only). */
  devices?: DeviceView[]
  /**
   * Redeeming a serial number (/bookNow/exchange): the item is the serial's (info holds only its plan),
   * nothing is paid — no promo code, no totals — and the last step redeems instead of placing an order.
   */
  redemption?: { serialNumber: string; quantity: number }
}

type Path = FieldPath<OrderFormInput>

const NO_DEVICES: DeviceView[] = []

/**
 * The order form (spec §3), one step at a time as ORDER_STEPS lists them: 1 item and pickup / ticket,
 * 2 contact and verification code, 3 traveller, promo code, partner and consent, 4 confirmation with the
 * server's totals, then "Place order". The form's values live in react-hook-form, the server's facts in
 * SWR hooks; this shell only opens steps and says what "Continue" checks on each.
 */
export function OrderForm({ info, prefill, serverNow, formHref, partners, devices = NO_DEVICES, redemption }: Props) {
  const t = useTranslations('orderForm')
  const locale = useLocale()
  const now = useOrderClock(serverNow)
  const [defaults] = useState(() => defaultsFor(info, prefill, serverNow.date))
  const slots = useSlots(info, now, String((defaults.item as { visitDate?: string } | undefined)?.visitDate ?? ''))
  const account = useMemberAccount()
  const waiverFacts = codeWaiverFacts(account)
  const methods = useOrderForm(defaults, { info, now, slots: slots.rules, partners, account: waiverFacts })
  const { control, trigger, setError, getFieldState, handleSubmit } = methods
  const codeWaived = !orderNeedsCode(waiverFacts, String(useWatch({ control, name: 'email' }) ?? ''))
  const fieldsOf = (index: number) => ORDER_STEPS[index]!.fields(info)
  const checkFields = (name: StepName, except?: Path) =>
    trigger(fieldsOf(stepIndex(name)).filter((path) => path !== except) as Path[])

  const chosen = useChosenItem(control, info, now, slots.rules)
  const holderCount = useCardHolderSlots(methods, info)
  const nav = useStepNavigation()
  const [checking, setChecking] = useState(false)
  const verification = useCodeVerification(methods)
  const promo = usePromo({
    form: methods,
    item: chosen.complete,
    // The item must be complete to be priced: back to step 1.
    onItemIncomplete: () => {
      goTo(stepIndex('item'))
      void checkFields('item')
    },
    onServerErrors: showServerErrors,
  })
  const quote = useQuote(redemption ? null : chosen.complete, promo.applied, promo.reject)
  const placement = usePlaceOrder({
    formHref,
    onServerErrors: showServerErrors,
    serialNumber: redemption?.serialNumber,
    onPlaced: () => draft.clear(),
  })
  const [draftNotice, setDraftNotice] = useState<string | null>(null)
  // What was typed survives a currency or language switch and a reload (this tab only), on the same step.
  const draft = useOrderDraft({
    key: `${formHref}#${redemption?.serialNumber ?? ''}`,
    form: methods,
    step: nav.step,
    onRestore: (restored) => {
      const { values, step: saved } = restored
      const contact = stepIndex('contact')
      const codeMissing = saved > contact && !String(values.verificationCode ?? '').trim()
      const open = codeMissing ? contact : saved
      if (open > 0) goTo(open)
      if (open >= stepIndex('traveller') && !redemption && String(values.promoCode ?? '').trim()) void promo.apply()
      if (draftHasInput(restored)) setDraftNotice(codeMissing ? `${t('draftRestored')} ${t('draftCodeAgain')}` : t('draftRestored'))
    },
  })

  const step = ORDER_STEPS[nav.step]!
  // A step's fields are rendered once the visitor reaches it, and kept (hidden) after: the page hydrates the first
  // step only, and what was typed or sent on a step stays when the visitor goes back.
  const [reached, setReached] = useState(0)
  if (nav.step > reached) setReached(nav.step)

  /** What "Continue" makes sure of before the next step opens. */
  const checks: Record<StepName, () => Promise<boolean>> = {
    item: () => checkFields('item'),
    // The code proves the e-mail: the order, the account and every mail hang on it.
    // A logged-in member's proven account e-mail needs none (the server decides again from the session).
    contact: async () => (await checkFields('contact')) && (codeWaived || (await verification.verify())),
    // The promo code is checked by the server (usePromo), not only by the schema's shape.
    traveller: async () => {
      const fieldsOk = await checkFields('traveller', 'promoCode')
      const promoOk = redemption ? true : await promo.apply()
      return fieldsOk && promoOk
    },
    confirm: async () => true,
  }

  function goTo(index: number) {
    nav.goTo(index)
    // "Restored" is said where the visitor came back; a step they open themselves is new again.
    setDraftNotice(null)
    placement.clearError()
    if (ORDER_STEPS[index]!.places) {
      placement.newOrder()
      quote.refresh()
    }
  }

  function focusFirstError(index: number) {
    const first = fieldsOf(index).find((path) => getFieldState(path as Path).error)
    if (first) focusField(first)
  }

  function showServerErrors(errors: ServerErrors) {
    const routed = routeServerErrors(info, errors)
    for (const [path, message] of routed.fields) setError(path as Path, { type: 'server', message })
    if (routed.step !== null) {
      if (routed.step === stepIndex('contact')) verification.forget()
      if (routed.step !== nav.step) goTo(routed.step)
      nav.revealErrors()
      const focus = routed.focus
      if (focus) window.setTimeout(() => focusField(focus), 50)
    }
    if (routed.general.length) nav.setAlert(routed.general.join(' '))
  }

  async function next() {
    if (checking) return
    setChecking(true)
    nav.setAlert(null)
    try {
      if (!(await checks[step.name]())) {
        nav.revealErrors()
        focusFirstError(nav.step)
        return
      }
      goTo(nav.step + 1)
    } finally {
      setChecking(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field means "Continue" on every step but the one that places the order.
    if (!step.places) {
      event.preventDefault()
      void next()
      return
    }
    void handleSubmit(
      (values) =>
        placement.place(placeOrderBody(values, promo.applied, now.date), {
          plan: chosen.facts.find((f) => f.key === 'plan')?.value,
          place: chosen.facts.find((f) => f.key === 'place')?.value,
        }),
      (errors) => {
        const index = firstStepWithError(info, errors)
        if (index === null) return
        goTo(index)
        nav.revealErrors()
        window.setTimeout(() => focusFirstError(index), 50)
      },
    )(event)
  }

  // The counters of an airport are shown once the airport is chosen: until then its error says it all.
  const summaryFields = (index: number) =>
    fieldsOf(index).filter((path) => path !== 'item.pickup.counterId' || Boolean(chosen.item?.pickup?.airportId))
  const ticket = info.kind !== 'product'
  // An eSIM has no pickup: its first step says only what is chosen.
  const titleKey = (name: StepName) =>
    name !== 'item' ? name : ticket ? 'ticket' : info.kind === 'product' && info.cardType === 'esim' ? 'esim' : name
  // The passport is shown at a counter only for a card picked up there; an eSIM or a ticket asks for the same name.
  // A ticket's first step says what its kind asks for (a rail ticket has no date); a redemption has nothing to pay.
  const leadKey = (name: StepName) => {
    if (name === 'traveller' && !(info.kind === 'product' && info.cardType === 'physical')) return 'travellerNoPickup'
    if (name === 'confirm' && redemption) return 'confirmRedemption'
    if (name !== 'item') return name
    if (info.kind !== 'product') return info.kind === 'rail' ? 'ticketRail' : 'ticketDeck'
    return info.cardType === 'esim' ? 'esim' : 'item'
  }
  const summary = (variant: 'aside' | 'compact') => (
    <OrderSummary
      name={info.name}
      facts={chosen.facts}
      quantity={chosen.quantity}
      money={quote.money}
      updating={quote.updating}
      variant={variant}
      redemption={redemption?.serialNumber}
    />
  )

  const panels: Record<StepName, ReactNode> = {
    item: <ItemStep info={info} now={now} slots={slots.view} devices={devices} redeemed={Boolean(redemption)} />,
    contact: <ContactStep locale={locale} account={account} codeWaived={codeWaived} onContactChange={verification.forget} />,
    traveller: (
      <TravellerStep
        partners={partners}
        today={now.date}
        holderCount={holderCount}
        promo={
          redemption
            ? undefined
            : {
                busy: promo.busy,
                applied: promo.applied,
                discount: promo.applied && quote.money?.promoCode === promo.applied ? quote.money.discount : null,
                onApply: () => void promo.apply(),
                onRemove: promo.remove,
              }
        }
      />
    ),
    confirm: (
      <ConfirmStep
        name={info.name}
        facts={chosen.facts}
        quote={quote}
        partners={partners}
        onEdit={(name) => goTo(stepIndex(name))}
        placeError={placement.error}
        redemption={redemption ? { serialNumber: redemption.serialNumber, quantity: chosen.quantity ?? redemption.quantity } : undefined}
      />
    ),
  }

  return (
    <FormProvider {...methods}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Stepper current={nav.step} onGo={goTo} />
          <div className={styles.compactOnly}>{summary('compact')}</div>
          {redemption ? null : <TotalAnnouncer money={quote.money} updating={quote.updating} />}
          <p role="status" className={draftNotice ? styles.draftNotice : 'visually-hidden'} data-testid="draft-notice">
            {draftNotice}
          </p>
          <ScriptedForm
            onSubmit={onSubmit}
            // The rules load as the visitor starts on the form, so the first check does not wait for them.
            onFocus={() => void loadOrderRules().catch(() => undefined)}
            noValidate
            className={styles.form}
            data-testid="order-form"
            data-step={step.name}
          >
            {ORDER_STEPS.map(({ name, places }, index) => (
              <StepPanel
                key={name}
                name={name}
                index={index}
                open={index === nav.step}
                title={t(`stepTitles.${titleKey(name)}`)}
                lead={t(`stepLeads.${leadKey(name)}`)}
                headingRef={nav.headingRef(index)}
                summaryFields={nav.showErrors ? summaryFields(index) : null}
                alert={nav.alert}
                actions={
                  <StepActions
                    index={index}
                    next={places ? null : (STEPS[index + 1] ?? null)}
                    checking={checking}
                    placing={placement.placing}
                    canPlace={redemption ? true : quote.state === 'ready'}
                    onBack={() => goTo(index - 1)}
                    placeLabel={redemption ? { idle: t('confirm.redeem'), busy: t('confirm.redeeming') } : undefined}
                  />
                }
              >
                {index <= reached ? panels[name] : null}
              </StepPanel>
            ))}
          </ScriptedForm>
        </div>
        <aside className={styles.aside}>{summary('aside')}</aside>
      </div>
    </FormProvider>
  )
}
