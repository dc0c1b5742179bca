import 'server-only'

/**
 * QR codes, drawn on the server (`qrcode` package): SVG for the order page (inline, so the saved page
 * needs no extra request offline), PNG for the mails (inline CID images) and the module matrix for the
 * PDF (drawn as vector squares). Error correction M: readable from a phone screen or a scuffed print.
 */
import QRCode from 'qrcode'

const OPTIONS = { errorCorrectionLevel: 'M' as const, margin: 2 }

/** A `data:image/svg+xml` URI (for <img src>, with alt text). */
export async function qrSvgDataUri(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { ...OPTIONS, type: 'svg', color: { dark: '#000000', light: '#ffffff' } })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** A PNG, `size` pixels wide. */
export function qrPng(text: string, size = 360): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width: size })
}

/** The dark modules, row by row (size × size, without margin). */
export function qrMatrix(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel })
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) }
}
