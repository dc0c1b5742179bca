import { passPdfResponse } from '@/server/fulfilment/files'

/** GET /order/{orderNumber}/pass.pdf?key=… — the order page as a PDF (src/server/fulfilment/pdf.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  const { orderNumber } = await params
  return passPdfResponse(decodeURIComponent(orderNumber), new URL(request.url).searchParams.get('key'))
}
