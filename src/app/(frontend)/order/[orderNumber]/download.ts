import type { OrderFile } from '@/server/fulfilment/files'

type Params = { params: Promise<{ orderNumber: string }> }

/** A signed order download's route: the file as an attachment, or 404 (unknown order and wrong key alike). */
export function orderDownload(load: (orderNumber: string, key: string | null) => Promise<OrderFile | null>) {
  return async function GET(request: Request, { params }: Params): Promise<Response> {
    const { orderNumber } = await params
    const file = await load(decodeURIComponent(orderNumber), new URL(request.url).searchParams.get('key'))
    const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }
    if (!file) return new Response('Not found', { status: 404, headers })
    return new Response(file.body, {
      headers: { ...headers, 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.filename}"` },
    })
  }
}
