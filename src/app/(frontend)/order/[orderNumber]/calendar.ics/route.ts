import { orderCalendarFile } from '@/server/fulfilment/files'

import { orderDownload } from '../download'

/** GET /order/{orderNumber}/calendar.ics?key=… — the pickup (or visit) as a calendar entry. */
export const GET = orderDownload(orderCalendarFile)
