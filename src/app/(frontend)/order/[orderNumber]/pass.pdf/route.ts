import { orderPdfFile } from '@/server/fulfilment/files'

import { orderDownload } from '../download'

/** GET /order/{orderNumber}/pass.pdf?key=… — the order page as a PDF (src/server/fulfilment/pdf.ts). */
export const GET = orderDownload(orderPdfFile)
