import type { Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'

import { contentLocaleOf } from '../desk/labels'
import { PartnerReportLinks } from './PartnerReportLinks'

/**
 * On a partner's page in /admin: the report panel in the admin's language, with the words of the partner's own
 * report page (messages.partnerReport) picked here on the server, so the admin's bundle carries no message files.
 */
export function PartnerReportField({ i18n }: { i18n?: { language?: string } }) {
  const locale: Locale = contentLocaleOf(i18n?.language)
  return <PartnerReportLinks locale={locale} messages={{ partnerReport: MESSAGES[locale].partnerReport }} />
}
