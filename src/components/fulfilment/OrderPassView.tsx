import { getTranslations } from 'next-intl/server'

import { OrderNumberIn } from '@/components/ui/OrderNumberIn'
import { dataLeft, formatDataVolume } from '@/domain/dataVolume'
import { taipeiDate, taipeiNow } from '@/domain/dates'
import { iosInstallLink } from '@/domain/esim'
import { labelLeg } from '@/domain/fulfilment'
import { labelSeparator, localizedPath, type Locale } from '@/domain/locale'
import { orderFilePath } from '@/server/signing/orderLinks'
import type { OrderPass } from '@/server/fulfilment/pass'
import { qrSvgDataUri } from '@/server/qr'
import { formatMailDate, formatMailTime } from '@/server/mail/templates'

import { formatMoney } from '@/domain/money'
import { topUpViewOfOrder } from '@/server/topUp/topUp'
import { getShopPayload } from '@/server/payload'

import { CopyButton } from './CopyButton'
import { TopUpOffer } from './TopUpOffer'
import { OfflineSaver } from './OfflineSaver'
import { WalletButtons } from './WalletButtons'
import styles from './OrderPass.module.css'

type Props = {
  pass: OrderPass
  locale: Locale
  orderKey: string
  /** Inside a page that already shows the order (the member's order detail): only the notice and what was delivered. */
  embedded?: boolean
}

/**
 * The traveller's order page (no login: the signed link): status, then by kind the eSIM codes, the
 * pickup voucher or the e-tickets, each QR drawn on the server as an inline image, so the page saved
 * for offline use needs nothing else. Downloads: a PDF, and a calendar entry for a pickup or visit.
 */
export async function OrderPassView({ pass, locale, orderKey, embedded = false }: Props) {
  const [t, tm, ts] = await Promise.all([
    getTranslations('orderPass'),
    getTranslations('mail'),
    getTranslations('orderStatus'),
  ])
  const tc = await getTranslations('checkout')
  const copyTexts = (label: string) => ({ label: t('copyLabel', { label }), copy: t('copy'), copied: t('copied') })
  const when = pass.pickup ?? (pass.visit ? { date: pass.visit.date, time: pass.visit.timeSlot } : null)
  const calendar = pass.delivered && when?.time && (pass.kind === 'voucher' || pass.visit)

  const notice =
    pass.status === 'unpaid'
      ? t('unpaid', { kind: pass.kind })
      : pass.status === 'paid'
        ? t('awaitingCode')
        : pass.status === 'cancelled' || pass.status === 'refunded'
          ? t(pass.status)
          : null

  return (
    <div className={embedded ? undefined : `container ${styles.page}`} data-testid="order-pass" data-kind={pass.kind} data-status={pass.status}>
      {embedded ? null : (
        <>
          <div className={styles.head}>
            <h1 className={styles.title}>
              <OrderNumberIn text={t('title', { orderNumber: pass.orderNumber })} orderNumber={pass.orderNumber} />
            </h1>
            <p className={styles.status} data-testid="order-pass-status">
              <span className="visually-hidden">
                {t('statusLabel')}
                {labelSeparator(locale)}
              </span>
              {ts(pass.status)}
            </p>
          </div>
          <dl className={styles.summary}>
            <div>
              <dt>{tm('orderReceived.item')}</dt>
              <dd>{pass.itemName}</dd>
            </div>
            {pass.planLabel ? (
              <div>
                <dt>{tm('orderReceived.plan')}</dt>
                <dd>{pass.planLabel}</dd>
              </div>
            ) : null}
            <div>
              <dt>{tm('orderReceived.quantity')}</dt>
              <dd>{new Intl.NumberFormat(locale).format(pass.quantity)}</dd>
            </div>
            <div>
              <dt>{t('traveller')}</dt>
              <dd>{pass.name}</dd>
            </div>
            {pass.paymentMethod ? (
              <div>
                <dt>{tm('paid.paymentMethod')}</dt>
                <dd data-testid="order-payment-method">{tc(`methods.${pass.paymentMethod}`)}</dd>
              </div>
            ) : null}
          </dl>
        </>
      )}
      {notice ? (
        <p className={styles.notice} role="status" data-testid="order-pass-notice">
          {notice}
        </p>
      ) : null}

      {pass.voided ? <VoidSection pass={pass} locale={locale} /> : null}
      {pass.delivered ? (
        <div className={styles.layout}>
          <div>
            {pass.kind === 'esim' ? <EsimSection pass={pass} copyTexts={copyTexts} locale={locale} orderKey={orderKey} /> : null}
            {pass.kind === 'esim' ? <TopUpSection pass={pass} locale={locale} orderKey={orderKey} /> : null}
            {pass.kind === 'voucher' ? <VoucherSection pass={pass} locale={locale} orderKey={orderKey} /> : null}
            {pass.kind === 'tickets' ? <TicketsSection pass={pass} locale={locale} orderKey={orderKey} /> : null}
          </div>
          <aside className={styles.section} aria-labelledby="order-save-title">
            <h2 id="order-save-title">{t('saveTitle')}</h2>
            <div className={styles.actions}>
              <a className="button" href={orderFilePath(pass.orderNumber, 'pass.pdf', orderKey)} download data-testid="order-pdf">
                {t('pdf')}
              </a>
              {calendar ? (
                <a className={`button ${styles.secondary}`} href={orderFilePath(pass.orderNumber, 'calendar.ics', orderKey)} download data-testid="order-ics">
                  {pass.kind === 'voucher' ? t('icsPickup') : t('icsVisit')}
                </a>
              ) : null}
            </div>
            <p className={styles.note}>{t(pass.kind === 'voucher' ? 'pdfNote' : 'pdfNoteLatin')}</p>
            {/* The offline copy is of the signed order page (the worker's scope): the member's own order page links there. */}
            {embedded ? null : (
              <OfflineSaver
                scope={localizedPath(locale, '/order/')}
                texts={{
                  idle: t('offlineIdle'),
                  saving: t('offlineSaving'),
                  saved: t('offlineSaved'),
                  showing: t('offlineShowing'),
                  unsupported: t('offlineUnsupported'),
                }}
              />
            )}
          </aside>
        </div>
      ) : null}
    </div>
  )
}

type CopyTexts = (label: string) => { label: string; copy: string; copied: string }

/** What the eSIM's provider says of it: its state, the data left and the validity (known once it was first used). */
async function EsimStatus({ esim, locale }: { esim: OrderPass['esims'][number]; locale: Locale }) {
  const t = await getTranslations('orderPass')
  // An imported activation code: nobody can tell the shop its data use or validity.
  if (!esim.state)
    return (
      <p className={styles.note} data-testid="esim-usage-unknown">
        {t('topUp.notWholesale')}
      </p>
    )
  const usage = esim.usage
  return (
    <dl className={styles.details} data-testid="esim-status" data-state={esim.state}>
      <div>
        <dt>{t('esimStateLabel')}</dt>
        <dd data-testid="esim-state">{t(`esimState.${esim.state}`)}</dd>
      </div>
      {usage ? (
        <div>
          <dt>{t('dataLabel')}</dt>
          <dd data-testid="esim-data">
            {usage.totalBytes === null
              ? t('dataUsedUnlimited', { used: formatDataVolume(usage.usedBytes, locale) })
              : t('dataLeft', { left: formatDataVolume(dataLeft(usage.usedBytes, usage.totalBytes), locale), total: formatDataVolume(usage.totalBytes, locale) })}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('validUntil')}</dt>
        <dd data-testid="esim-valid-until">
          {esim.validUntil ? `${formatMailDate(taipeiDateOf(esim.validUntil), locale)} ${formatMailTime(taipeiDateOf(esim.validUntil), taipeiTimeOf(esim.validUntil))}` : t('validFromFirstUse')}
        </dd>
      </div>
    </dl>
  )
}

/**
 * The eSIM's top-ups (issue 41 item 4): the plans the wholesaler takes for this very eSIM, priced from the shop's
 * catalog, or why there are none. The page's key already proved who is asking.
 */
async function TopUpSection({ pass, locale, orderKey }: { pass: OrderPass; locale: Locale; orderKey: string }) {
  if (pass.isTopUp) return null
  const t = await getTranslations('orderPass.topUp')
  const view = await topUpViewOfOrder(await getShopPayload(), pass.orderNumber, locale)
  // An imported code says so by its status line already; nothing more to offer.
  if (!view || view.refusal === 'notWholesale' || view.refusal === 'notEsim') return null
  return (
    <section className={styles.section} aria-labelledby="order-topup-title" data-testid="topup" data-refusal={view.refusal ?? ''}>
      <h2 id="order-topup-title">{t('title')}</h2>
      {view.refusal ? (
        <p className={styles.note}>{t(view.refusal)}</p>
      ) : (
        <>
          <p className={styles.note}>{t('intro')}</p>
          <TopUpOffer
            orderNumber={pass.orderNumber}
            orderKey={orderKey}
            plans={view.plans.map((plan) => ({ id: plan.id, label: t('buy', { plan: plan.name, price: formatMoney(plan.priceTwd, 'TWD', locale) }) }))}
            checkoutPath={localizedPath(locale, '/checkout')}
            texts={{ paying: t('paying') }}
          />
        </>
      )}
    </section>
  )
}

/** A delivered order refunded since: its eSIM revoked, its tickets void (listed as such, without QR codes). */
async function VoidSection({ pass, locale }: { pass: OrderPass; locale: Locale }) {
  const [t, tt] = await Promise.all([getTranslations('orderPass'), getTranslations('mail.delivered.tickets')])
  if (pass.kind === 'esim') {
    return (
      <p className={styles.notice} data-testid="order-pass-void">
        {t('voidedEsim')}
      </p>
    )
  }
  if (pass.kind !== 'tickets') return null
  return (
    <section className={styles.section} aria-labelledby="order-void-title" data-testid="order-pass-void">
      <h2 id="order-void-title">{t('ticketsTitle')}</h2>
      <p className={styles.notice}>{t('voidedTickets')}</p>
      <ul className={styles.tickets}>
        {pass.voidTickets.map((ticket) => {
          const used = pass.ticketUses[ticket.index]
          return (
            <li key={ticket.index} className={styles.ticket} data-testid="ticket-void">
              <h3>{tt('ticket', { n: ticket.index, total: ticket.total, leg: labelLeg(ticket, pass.visit) })}</h3>
              <p className={styles.void}>{t('ticketVoid')}</p>
              {used ? <p className={styles.note}>{t('ticketUsed', { time: taipeiStamp(used, locale) })}</p> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

const taipeiDateOf = (iso: string) => taipeiDate(new Date(iso))
const taipeiTimeOf = (iso: string) => taipeiNow(new Date(iso)).time
const taipeiStamp = (iso: string, locale: Locale) => `${formatMailDate(taipeiDateOf(iso), locale)} ${formatMailTime(taipeiDateOf(iso), taipeiTimeOf(iso))}`

async function EsimSection({ pass, copyTexts, locale, orderKey }: { pass: OrderPass; copyTexts: CopyTexts; locale: Locale; orderKey: string }) {
  const [t, tm] = await Promise.all([getTranslations('orderPass'), getTranslations('mail.delivered.esim')])
  const qrs = await Promise.all(pass.esims.map((esim) => qrSvgDataUri(esim.lpa)))
  const value = (label: string, text: string, testId: string) => (
    <div>
      <dt>{label}</dt>
      <dd className={styles.valueRow}>
        <span className={styles.code} data-testid={testId}>
          {text}
        </span>
        <CopyButton value={text} {...copyTexts(label)} />
      </dd>
    </div>
  )
  return (
    <section className={styles.section} aria-labelledby="order-esim-title">
      <h2 id="order-esim-title">{t('esimTitle')}</h2>
      <p className={styles.note}>{t('iosNote')}</p>
      {pass.esims.map((esim, i) => (
        <div key={esim.lpa} className={styles.card} data-testid="esim-code">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URI drawn on the server, kept with the offline copy */}
          <img className={styles.qr} src={qrs[i]} width={220} height={220} alt={pass.esims.length > 1 ? `${tm('qrAlt')} (${tm('nth', { n: i + 1, total: pass.esims.length })})` : tm('qrAlt')} />
          <div>
            {pass.esims.length > 1 ? <h3>{tm('nth', { n: i + 1, total: pass.esims.length })}</h3> : null}
            <dl className={styles.details}>
              {value(tm('smdpAddress'), esim.smdpAddress, 'esim-smdp')}
              {value(tm('matchingId'), esim.matchingId, 'esim-matching-id')}
              {value(tm('activationCode'), esim.lpa, 'esim-lpa')}
            </dl>
            <a className={`button ${styles.install}`} href={iosInstallLink(esim.lpa)} data-testid="esim-ios-link">
              {tm('iosButton')}
            </a>
            <WalletButtons orderNumber={pass.orderNumber} orderKey={orderKey} locale={locale} item={`esim-${i + 1}`} />
            <EsimStatus esim={esim} locale={locale} />
          </div>
        </div>
      ))}
      <h3>{tm('iphoneTitle')}</h3>
      <ol className={styles.steps}>
        <li>{tm('iphone1')}</li>
        <li>{tm('iphone2')}</li>
        <li>{tm('iphone3')}</li>
      </ol>
      <h3>{tm('androidTitle')}</h3>
      <ol className={styles.steps}>
        <li>{tm('android1')}</li>
        <li>{tm('android2')}</li>
        <li>{tm('android3')}</li>
      </ol>
      <p className={styles.notice}>{tm('once')}</p>
    </section>
  )
}

async function VoucherSection({ pass, locale, orderKey }: { pass: OrderPass; locale: Locale; orderKey: string }) {
  const [t, tm, tv, th] = await Promise.all([
    getTranslations('orderPass'),
    getTranslations('mail.orderReceived'),
    getTranslations('mail.delivered.voucher'),
    getTranslations('cardHolders'),
  ])
  const pickup = pass.pickup
  const qr = await qrSvgDataUri(pass.voucher ?? pass.orderNumber)
  return (
    <section className={styles.section} aria-labelledby="order-voucher-title">
      <h2 id="order-voucher-title">{t('voucherTitle')}</h2>
      <div className={styles.card}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URI drawn on the server, kept with the offline copy */}
        <img className={styles.qr} src={qr} width={220} height={220} alt={tv('qrAlt', { orderNumber: pass.orderNumber })} data-testid="voucher-qr" />
        <div>
          <p>{t('voucherIntro')}</p>
          {pickup ? (
            <dl className={styles.details}>
              <div>
                <dt>{tm('pickupPlace')}</dt>
                <dd data-testid="voucher-place">{pickup.place}</dd>
              </div>
              <div>
                <dt>{tm('pickupDate')}</dt>
                <dd>{formatMailDate(pickup.date, locale)}</dd>
              </div>
              {pass.simValidUntil ? (
                <div>
                  <dt>{t('topUp.physicalValidUntil')}</dt>
                  <dd data-testid="sim-valid-until">{formatMailDate(pass.simValidUntil, locale)}</dd>
                </div>
              ) : null}
              {pickup.time ? (
                <div>
                  <dt>{tm('pickupTime')}</dt>
                  <dd>{formatMailTime(pickup.date, pickup.time)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <WalletButtons orderNumber={pass.orderNumber} orderKey={orderKey} locale={locale} item="voucher" />
        </div>
      </div>
      {/* One SIM card per passport: who holds which card, as the counter checks it. */}
      {pass.cardHolders.length ? (
        <>
          <h3>{th('title')}</h3>
          <dl className={styles.details} data-testid="voucher-holders">
            {pass.cardHolders.map(({ card, name }) => (
              <div key={card} data-testid="voucher-holder">
                <dt>{th('card', { n: card })}</dt>
                <dd>{name ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <h3>{tv('rulesTitle')}</h3>
      <ul className={styles.steps}>
        <li>{tv('ruleIds')}</li>
        <li>{th('ageRule')}</li>
        <li data-testid="card-rule">{th('rule')}</li>
      </ul>
    </section>
  )
}

async function TicketsSection({ pass, locale, orderKey }: { pass: OrderPass; locale: Locale; orderKey: string }) {
  const [t, tm, tt] = await Promise.all([getTranslations('orderPass'), getTranslations('mail.orderReceived'), getTranslations('mail.delivered.tickets')])
  const qrs = await Promise.all(pass.tickets.map((ticket) => qrSvgDataUri(ticket.qr)))
  return (
    <section className={styles.section} aria-labelledby="order-tickets-title">
      <h2 id="order-tickets-title">{t('ticketsTitle')}</h2>
      {pass.visit ? (
        <dl className={styles.summary}>
          <div>
            <dt>{tm('visitDate')}</dt>
            <dd>{formatMailDate(pass.visit.date, locale)}</dd>
          </div>
          <div>
            <dt>{tm('timeSlot')}</dt>
            <dd>{formatMailTime(pass.visit.date, pass.visit.timeSlot)}</dd>
          </div>
        </dl>
      ) : null}
      <ul className={styles.tickets}>
        {pass.tickets.map((ticket, i) => {
          const label = tt('ticket', { n: ticket.index, total: ticket.total, leg: labelLeg(ticket, pass.visit) })
          return (
            <li key={ticket.index} className={styles.ticket} data-testid="ticket">
              <h3>{label}</h3>
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: URI drawn on the server, kept with the offline copy */}
              <img className={styles.qr} src={qrs[i]} width={220} height={220} alt={tt('qrAlt', { label })} />
              {pass.ticketUses[ticket.index] ? <p className={styles.note} data-testid="ticket-used">{t('ticketUsed', { time: taipeiStamp(pass.ticketUses[ticket.index]!, locale) })}</p> : null}
              <WalletButtons orderNumber={pass.orderNumber} orderKey={orderKey} locale={locale} item={`ticket-${ticket.index}`} />
            </li>
          )
        })}
      </ul>
      <p className={styles.note}>{tt('oneEach')}</p>
    </section>
  )
}
