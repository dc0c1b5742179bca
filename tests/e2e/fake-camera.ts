/**
 * A camera for Chromium's `--use-file-for-fake-video-capture`: a Y4M video (4:2:0) of a QR code, black on white,
 * as a traveller holds the voucher up to the counter's tablet. Drawn from the same `qrcode` matrix as the voucher.
 */
import { writeFileSync } from 'node:fs'

import QRCode from 'qrcode'

const WIDTH = 640
const HEIGHT = 480
/** Pixels per QR module, and the white margin around the code in modules (the voucher's is 2; 4 is the standard's). */
const MODULE_PX = 8
const QUIET = 4

export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const side = (modules.size + 2 * QUIET) * MODULE_PX
  const left = Math.floor((WIDTH - side) / 2)
  const top = Math.floor((HEIGHT - side) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue
      for (let dy = 0; dy < MODULE_PX; dy++) {
        const row = (top + (y + QUIET) * MODULE_PX + dy) * WIDTH
        luma.fill(16, row + left + (x + QUIET) * MODULE_PX, row + left + (x + QUIET + 1) * MODULE_PX)
      }
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  // A few identical frames: Chromium loops the file, so the code stays in view.
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]))
}
