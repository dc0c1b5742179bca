import Link from 'next/link'
import { Fragment } from 'react'
import { formatTaipei } from '@/domain/dates'
import { formatNtd } from '@/domain/money'
import { MESSAGES } from '@/i18n/messages'
import { statusWord } from '@/i18n/statusWords'
import { fillMessage } from '@/lib/fillMessage'
import type { DeskOrder } from '@/lib/views/staffDesk'

import { CardList } from './CardList'
import styles from './desk.module.css'
import { DeskActions } from './DeskActions'
import { NoteForm } from './NoteForm'
import { ContactChange, VisitChange, type ChangeWords } from './OrderChanges'
import { PaymentLinkButton } from './PaymentLinkButton'
import { PickupChange } from './PickupChange'
import { contentLocaleOf, deskLabels, langHeaderOf } from './labels'
import { actorWord, optionWord } from './optionWords'
import { RefundAndUndo, type RefundWords } from './RefundAndUndo'

/** The customer's language named in the admin's language (ja → "Japanese" / "日文"). */
const languageName = (language: string, locale: string) => {
  try {
    return new Intl.DisplayNames([language === 'zh' ? 'zh-CN' : language], { type: 'language' }).of(locale) ?? locale
  } catch {
    return locale
  }
}

/** The order as support reads it: one screen, a receipt and its story (server-rendered). */
export function Receipt({ order, language }: { order: DeskOrder; language: string }) {
  const t = deskLabels(language)
  const words = MESSAGES[contentLocaleOf(language)]
  // Actions and mail kinds added after the admin's option labels (issue 38 §1) are named from messages.
  const auditWord = (action: string) => (words.staffChange.actions as Record<string, string>)[action] ?? optionWord(language, action)
  const mailWord = (kind: string) => (kind === 'orderContactChanged' ? words.mail.orderContactChanged.title : optionWord(language, kind, 'kind'))
  const status = (s: string) => (s in { unpaid: 1, paid: 1, pendingPickup: 1, delivered: 1, pickedUp: 1, redeemed: 1, cancelled: 1, refunded: 1 } ? statusWord(language, s as DeskOrder['status']) : s)
  return (
    <div className={styles.desk} data-testid="order-receipt">
      <div className={styles.row}>
        <h1 style={{ margin: 0 }}>{order.orderNumber}</h1>
        <span className={styles.status} data-testid="receipt-status">{statusWord(language, order.status)}</span>
        <span>{t.orderedAt}: {formatTaipei(order.createdAt)}</span>
        <span data-testid="receipt-language">{t.orderLanguage}: {languageName(language, order.locale)}</span>
      </div>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="r-item">
          <h2 id="r-item">{t.item}</h2>
          <dl className={styles.facts}>
            <dt>{t.item}</dt><dd>{order.item.name}</dd>
            {order.item.planLabel ? <><dt>{t.plan}</dt><dd>{order.item.planLabel}</dd></> : null}
            <dt>{t.quantity}</dt><dd>{order.item.quantity}</dd>
            {order.item.visitDate ? <><dt>{t.visit}</dt><dd data-testid="receipt-visit">{order.item.visitDate} {order.item.timeSlot}</dd></> : null}
            <dt>{t.unitPrice}</dt><dd>{formatNtd(order.money.unitPriceTwd)}</dd>
            <dt>{t.subtotal}</dt><dd>{formatNtd(order.money.subtotalTwd)}</dd>
            <dt>{t.discount}</dt><dd>{order.money.discountTwd ? `−${formatNtd(order.money.discountTwd)}` : t.none}{order.money.promoCode ? ` (${order.money.promoCode})` : ''}</dd>
            <dt>{t.total}</dt><dd className={styles.total}>{formatNtd(order.money.totalTwd)}</dd>
          </dl>
          {order.visitChange ? <VisitChange orderId={order.id} choices={order.visitChange} words={words.staffChange as ChangeWords} lang={langHeaderOf(language)} /> : null}
        </section>
        <section className={styles.card} aria-labelledby="r-customer">
          <h2 id="r-customer">{t.customer}</h2>
          <dl className={styles.facts}>
            <dt>{t.customer}</dt><dd>{order.customer.name}</dd>
            <dt>{t.email}</dt><dd data-testid="receipt-email">{order.customer.email}</dd>
            <dt>{t.phone}</dt><dd>{order.customer.phone}</dd>
            <dt>{t.member}</dt>
            <dd>{order.customer.memberId ? <Link href={`/admin/order-desk?member=${order.customer.memberId}`}>{order.customer.memberEmail}</Link> : t.none}</dd>
            <dt>{t.guardianNeeded}</dt><dd>{order.customer.guardianRequired ? t.guardianNeeded : t.adult}</dd>
          </dl>
          {order.contactChange ? <ContactChange orderId={order.id} current={{ email: order.customer.email, phone: order.customer.phone }} words={words.staffChange as ChangeWords} lang={langHeaderOf(language)} /> : null}
        </section>
        {order.pickup ? (
          <section className={styles.card} aria-labelledby="r-pickup">
            <h2 id="r-pickup">{t.pickup}</h2>
            <dl className={styles.facts}>
              <dt>{t.airport}</dt><dd>{order.pickup.airport ?? t.none}</dd>
              <dt>{t.counter}</dt><dd>{order.pickup.counter ?? t.none}</dd>
              <dt>{t.date}</dt><dd data-testid="receipt-pickup-date">{order.pickup.date ?? t.none} {order.pickup.time ?? ''}</dd>
              <dt>{t.pickedUpAt}</dt><dd>{formatTaipei(order.pickup.pickedUpAt)}</dd>
              {order.pickup.cardSerials.length ? <><dt>{t.cardSerials}</dt><dd>{order.pickup.cardSerials.join(', ')}</dd></> : null}
            </dl>
            {order.pickupChange ? <PickupChange orderId={order.id} choices={order.pickupChange} language={language} lang={langHeaderOf(language)} /> : null}
            {/* One SIM card per passport: each card's holder, and its serial once handed over. */}
            {order.pickup.cards.length > 1 ? (
              <>
                <h3>{t.cards}</h3>
                <CardList cards={order.pickup.cards} language={language} />
              </>
            ) : null}
          </section>
        ) : null}
        <section className={styles.card} aria-labelledby="r-pay">
          <h2 id="r-pay">{t.payments}</h2>
          {order.unpaid ? (
            <div data-testid="desk-unpaid">
              <p><strong>{t.notPaidYet}</strong></p>
              <dl className={styles.facts}>
                <dt>{order.unpaid.open ? t.payableUntil : t.paymentWindowClosed}</dt>
                <dd data-testid="desk-payable-until">{formatTaipei(order.unpaid.payableUntil)}</dd>
                {order.unpaid.lastDecline ? <><dt>{t.lastDecline}</dt><dd className={styles.error} data-testid="desk-last-decline">{order.unpaid.lastDecline}</dd></> : null}
              </dl>
              {order.actions.resendPaymentLink ? <PaymentLinkButton order={{ id: order.id, orderNumber: order.orderNumber, email: order.customer.email }} language={language} lang={langHeaderOf(language)} /> : null}
            </div>
          ) : null}
          {order.payments.length ? (
            <table className={styles.table}>
              <tbody>
                {order.payments.map((p, i) => (
                  <tr key={i}><td>{formatTaipei(p.createdAt)}</td><td>{optionWord(language, p.method)} · {p.provider === 'tappay' ? 'TapPay' : p.provider}{p.cardLast4 ? ` ••${p.cardLast4}` : ''}</td><td>{formatNtd(p.amountTwd)}</td><td>{optionWord(language, p.status)}</td><td>{t.providerRef}: {p.providerRef ?? t.none}{p.declineReason ? <><br /><span className={styles.error} data-testid="desk-decline">{t.declineReason}: {p.declineReason}</span></> : null}</td></tr>
                ))}
              </tbody>
            </table>
          ) : order.serial ? (
            <p data-testid="desk-serial">{order.serial.number ? fillMessage(t.paidBySerial, { serial: order.serial.number }) : t.paidBySerialUnknown}</p>
          ) : order.unpaid ? null : <p>{t.none}</p>}
          {order.refund && order.serial ? (
            <p data-testid="desk-serial-returned">{t.serialReturned} · {formatTaipei(order.refund.refundedAt)}</p>
          ) : order.refund ? (
            <p>{t.refund}: {formatNtd(order.refund.amountTwd)} · {t.fee} {formatNtd(order.refund.feeTwd)} · {t.providerRef}: {order.refund.providerRef ?? t.none} · {formatTaipei(order.refund.refundedAt)}</p>
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="r-invoice">
          <h2 id="r-invoice">{t.invoice}</h2>
          {order.invoice ? (
            <dl className={styles.facts}>
              <dt>{t.invoiceNumber}</dt><dd>{order.invoice.number ?? t.none} {order.invoice.type ? `(${optionWord(language, order.invoice.type)})` : ''}</dd>
              <dt>{t.issued}</dt><dd>{formatTaipei(order.invoice.issuedAt)}</dd>
              <dt>{t.voided}</dt><dd>{formatTaipei(order.invoice.voidedAt)}</dd>
              {order.invoice.number && !order.invoice.voidedAt && order.invoice.voidableUntil ? (
                <><dt>{t.voidableUntil}</dt><dd data-testid="desk-invoice-voidable">{order.invoice.periodFiled ? t.periodFiled : formatTaipei(order.invoice.voidableUntil)}</dd></>
              ) : null}
              {order.invoice.allowances.map((a, i) => (
                <Fragment key={i}>
                  <dt>{t.allowance}</dt>
                  <dd data-testid="desk-invoice-allowance">{a.number ?? t.allowanceNumberUnknown} · {formatNtd(a.amountTwd)} · {formatTaipei(a.issuedAt)}{a.note ? ` · ${a.note}` : ''}{a.invalidatedAt ? ` · ${words.staffChange.allowanceInvalidated} ${formatTaipei(a.invalidatedAt)}` : ''}</dd>
                </Fragment>
              ))}
              {order.invoice.error ? <><dt>{t.problem}</dt><dd className={styles.error}>{order.invoice.error}</dd></> : null}
            </dl>
          ) : <p>{t.none}</p>}
        </section>
        {order.esim ? (
          <section className={styles.card} aria-labelledby="r-esim">
            <h2 id="r-esim">{t.esim}</h2>
            <p>{t.delivered}: {formatTaipei(order.esim.deliveredAt)}</p>
            <ul>
              {order.esim.codes.map((c) => (
                <li key={c.id} data-testid="desk-esim-code">
                  <code>{c.masked}</code>
                  {c.stateText ? <> · {t.esimState}: <span data-testid="desk-esim-state">{c.stateText}</span></> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <section className={styles.card} aria-labelledby="r-actions">
        <h2 id="r-actions">{t.actions}</h2>
        <DeskActions order={{ id: order.id, orderNumber: order.orderNumber, actions: order.actions, hasEsim: Boolean(order.esim?.codes.some((c) => !c.revoked)), serial: order.serial }} language={language} lang={langHeaderOf(language)} />
        <RefundAndUndo order={{ id: order.id, orderNumber: order.orderNumber, actions: { refundPart: order.actions.refundPart, undoHandover: order.actions.undoHandover } }} words={MESSAGES[contentLocaleOf(language)].staffRefund as RefundWords} lang={langHeaderOf(language)} />
      </section>
      <section className={styles.card} aria-labelledby="r-notes" data-testid="receipt-notes">
        <h2 id="r-notes">{t.notes}</h2>
        <p>{t.notesLead}</p>
        {order.notes.length ? (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {order.notes.map((n, i) => <li key={i}><strong>{n.staff}</strong> · {formatTaipei(n.at)}<br /><span style={{ whiteSpace: 'pre-wrap' }}>{n.text}</span></li>)}
          </ul>
        ) : null}
        <NoteForm orderId={order.id} language={language} lang={langHeaderOf(language)} />
      </section>
      <section className={styles.card} aria-labelledby="r-history">
        <h2 id="r-history">{t.history}</h2>
        <table className={styles.table} data-testid="receipt-history">
          <tbody>
            {order.history.map((h, i) => (
              <tr key={i}><td>{formatTaipei(h.at)}</td><td>{status(h.from)} → {status(h.to)}</td><td>{t.by} {h.actorName ?? actorWord(language, h.actor)}</td><td>{h.note ?? ''}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.card} aria-labelledby="r-mails">
        <h2 id="r-mails">{t.mails}</h2>
        {order.mails.length ? (
          <table className={styles.table}>
            <tbody>{order.mails.map((m, i) => <tr key={i}><td>{formatTaipei(m.createdAt)}</td><td>{mailWord(m.kind)}</td><td>{m.subject}</td><td>{optionWord(language, m.status)}</td></tr>)}</tbody>
          </table>
        ) : <p>{t.none}</p>}
      </section>
      <section className={styles.card} aria-labelledby="r-audit">
        <h2 id="r-audit">{t.audit}</h2>
        {order.audit.length ? (
          <table className={styles.table} data-testid="receipt-audit">
            <tbody>{order.audit.map((a, i) => <tr key={i}><td>{formatTaipei(a.at)}</td><td>{auditWord(a.action)}</td><td>{a.staff === a.staffEmail ? a.staff : `${a.staff} (${a.staffEmail})`}</td><td>{a.summary}</td></tr>)}</tbody>
          </table>
        ) : <p>{t.none}</p>}
      </section>
    </div>
  )
}
