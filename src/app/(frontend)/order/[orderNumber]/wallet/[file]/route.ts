import { memberFromRequest } from '@/api/auth'
import { walletPassResponse } from '@/server/passes'
import { getShopPayload } from '@/server/payload'

/** A segment as written (a malformed escape is just an unknown pass, never a 500). */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

type Params = { params: Promise<{ orderNumber: string; file: string }> }

/**
 * GET /order/{orderNumber}/wallet/{voucher|ticket-N|esim-N}.pkpass?key=…&lang=… — the Apple Wallet pass;
 * `….google-wallet` — a redirect to Google Wallet's save page (src/server/passes).
 */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { orderNumber, file } = await params
  // Only a request without the signed key needs to be its owner's: the key alone opens the order page too.
  const member = new URL(request.url).searchParams.get('key') ? null : await memberFromRequest(request, await getShopPayload())
  return walletPassResponse(request, member, decoded(orderNumber), decoded(file))
}
