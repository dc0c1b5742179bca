import type { AdminViewServerProps } from 'payload'

import { mayTake } from '@/domain/staffDesk'

import styles from './desk.module.css'
import { DeskTemplate } from './DeskTemplate'
import { deskLabels, langHeaderOf } from './labels'
import { staffOf } from './staffOf'
import { TicketCheckForm } from './TicketCheckForm'

/** /admin/ticket-desk — scan an e-ticket: valid, void, used or made up; admit it once. */
export async function TicketDeskView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = req.i18n.language
  const t = deskLabels(language)
  const staff = staffOf(req)
  if (!staff || !mayTake(staff.role, 'checkTicket')) {
    return <DeskTemplate props={props}><p className={styles.desk}>{t.notAllowed}</p></DeskTemplate>
  }
  return (
    <DeskTemplate props={props}>
      <div className={styles.desk}>
        <h1>{t.ticketDesk}</h1>
        <TicketCheckForm language={language} lang={langHeaderOf(language)} />
      </div>
    </DeskTemplate>
  )
}
