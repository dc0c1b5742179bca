import { passCalendarResponse } from '@/server/fulfilment/files'

/** GET /order/{orderNumber}/calendar.ics?key=… — the pickup (or visit) as a calendar entry. */
export async function GET(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  const { orderNumber } = await params
  return passCalendarResponse(decodeURIComponent(orderNumber), new URL(request.url).searchParams.get('key'))
}
