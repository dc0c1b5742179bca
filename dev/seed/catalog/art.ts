/**
 * Demo artwork composed as SVG and rasterised with sharp into small PNGs (vertical gradients keep them small and fast to encode): SIM cards, phones
 * with an eSIM QR code, the Taipei skyline, an airport, an airport train, an observation deck.
 * No words in the pictures: one picture serves all six languages, so what it says is in the localized caption and
 * alt text around it (a Japanese page showed "No SIM swap, no queue"). The only marks are 4G, 5G, eSIM and SIM.
 */
import sharp from 'sharp'

export type Palette = { from: string; to: string; accent: string }

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function frame(width: number, height: number, p: Palette, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
  </linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${body}
</svg>`
}

/** A few soft circles, for depth. */
function bubbles(width: number, height: number, color: string) {
  return `<circle cx="${width * 0.88}" cy="${height * 0.12}" r="${height * 0.32}" fill="${color}" fill-opacity="0.12"/>
<circle cx="${width * 0.08}" cy="${height * 0.95}" r="${height * 0.28}" fill="${color}" fill-opacity="0.10"/>`
}

/** Taipei skyline silhouette along the bottom edge, with a Taipei-101-like tower. */
function skyline(width: number, height: number, color: string, opacity = 0.35) {
  const base = height
  const towerX = width * 0.62
  const blocks = [
    [0.0, 0.16, 0.07], [0.06, 0.24, 0.05], [0.1, 0.12, 0.08], [0.17, 0.3, 0.05], [0.21, 0.19, 0.07],
    [0.28, 0.26, 0.04], [0.31, 0.15, 0.09], [0.4, 0.22, 0.05], [0.45, 0.32, 0.04], [0.5, 0.18, 0.08],
    [0.7, 0.24, 0.05], [0.75, 0.14, 0.08], [0.82, 0.28, 0.05], [0.87, 0.2, 0.07], [0.93, 0.12, 0.07],
  ]
  const rects = blocks
    .map(([x, h, w]) => `<rect x="${x! * width}" y="${base - h! * height}" width="${w! * width}" height="${h! * height}"/>`)
    .join('')
  // The stacked pagoda-like segments of the tower.
  const segW = width * 0.05
  const segments = Array.from({ length: 8 }, (_, i) => {
    const y = base - height * 0.22 - (i + 1) * height * 0.055
    return `<polygon points="${towerX - segW * 0.42},${y + height * 0.055} ${towerX - segW * 0.5},${y} ${towerX + segW * 0.5},${y} ${towerX + segW * 0.42},${y + height * 0.055}"/>`
  }).join('')
  const top = base - height * 0.22 - 8 * height * 0.055
  return `<g fill="${color}" fill-opacity="${opacity}">${rects}
<rect x="${towerX - segW * 0.55}" y="${base - height * 0.22}" width="${segW * 1.1}" height="${height * 0.22}"/>${segments}
<rect x="${towerX - segW * 0.18}" y="${top - height * 0.05}" width="${segW * 0.36}" height="${height * 0.05}"/>
<rect x="${towerX - 2}" y="${top - height * 0.13}" width="4" height="${height * 0.08}"/></g>`
}

function simCard(cx: number, cy: number, w: number, label: string, p: Palette) {
  const h = w * 0.63
  const x = cx - w / 2
  const y = cy - h / 2
  const notch = w * 0.16
  const chipW = w * 0.22
  const chipH = chipW * 0.78
  const chipX = x + w * 0.12
  const chipY = cy - chipH / 2
  const lines = [0.33, 0.66]
    .map((f) => `<line x1="${chipX}" y1="${chipY + chipH * f}" x2="${chipX + chipW}" y2="${chipY + chipH * f}" stroke="#8a6d1f" stroke-width="3"/>`)
    .join('')
  return `<g>
<path d="M${x + 24},${y} H${x + w - notch} L${x + w},${y + notch} V${y + h - 24} Q${x + w},${y + h} ${x + w - 24},${y + h} H${x + 24} Q${x},${y + h} ${x},${y + h - 24} V${y + 24} Q${x},${y} ${x + 24},${y} Z" fill="#ffffff"/>
<rect x="${chipX}" y="${chipY}" width="${chipW}" height="${chipH}" rx="12" fill="#e8c45a"/>
${lines}<line x1="${chipX + chipW / 2}" y1="${chipY}" x2="${chipX + chipW / 2}" y2="${chipY + chipH}" stroke="#8a6d1f" stroke-width="3"/>
<text x="${x + w * 0.9}" y="${cy + w * 0.09}" font-family="${FONT}" font-size="${w * 0.26 * Math.min(1, 2.2 / label.length)}" font-weight="bold" fill="${p.accent}" text-anchor="end">${esc(label)}</text>
</g>`
}

function qr(x: number, y: number, size: number, color: string) {
  const n = 9
  const cell = size / n
  // A fixed pseudo-random pattern with the three finder squares of a QR code.
  const cells: string[] = []
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const finder = (r < 3 && c < 3) || (r < 3 && c >= n - 3) || (r >= n - 3 && c < 3)
      if (finder) continue
      if ((r * 31 + c * 17 + ((r * c) % 7)) % 5 < 2) cells.push(`<rect x="${x + c * cell}" y="${y + r * cell}" width="${cell}" height="${cell}"/>`)
    }
  }
  const finder = (fx: number, fy: number) =>
    `<rect x="${fx}" y="${fy}" width="${cell * 3}" height="${cell * 3}" fill="none" stroke="${color}" stroke-width="${cell * 0.6}"/>
<rect x="${fx + cell}" y="${fy + cell}" width="${cell}" height="${cell}"/>`
  return `<g fill="${color}">${cells.join('')}${finder(x + cell * 0.3, y + cell * 0.3)}${finder(x + size - cell * 3.3, y + cell * 0.3)}${finder(x + cell * 0.3, y + size - cell * 3.3)}</g>`
}

function phone(cx: number, cy: number, h: number, p: Palette, label: string) {
  const w = h * 0.5
  const x = cx - w / 2
  const y = cy - h / 2
  const qrSize = w * 0.62
  return `<g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.14}" fill="#1d2433"/>
<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="${w * 0.11}" fill="#ffffff"/>
<rect x="${cx - w * 0.14}" y="${y + 22}" width="${w * 0.28}" height="14" rx="7" fill="#1d2433"/>
<text x="${cx}" y="${y + h * 0.2}" font-family="${FONT}" font-size="${w * 0.16}" font-weight="bold" fill="${p.accent}" text-anchor="middle">${esc(label)}</text>
${qr(cx - qrSize / 2, y + h * 0.3, qrSize, '#1d2433')}
<rect x="${cx - w * 0.3}" y="${y + h * 0.8}" width="${w * 0.6}" height="${h * 0.07}" rx="${h * 0.035}" fill="${p.accent}"/>
</g>`
}

function plane(x: number, y: number, s: number, color: string) {
  return `<g transform="translate(${x} ${y}) scale(${s}) rotate(-18)" fill="${color}">
<path d="M-120,-8 L60,-8 Q110,-8 120,0 Q110,8 60,8 L-120,8 Q-130,0 -120,-8 Z"/>
<path d="M-10,-6 L-60,-90 L-35,-90 L40,-6 Z"/><path d="M-10,6 L-60,90 L-35,90 L40,6 Z"/>
<path d="M-110,-6 L-130,-45 L-115,-45 L-90,-6 Z"/><path d="M-110,6 L-130,45 L-115,45 L-90,6 Z"/></g>`
}

function terminal(width: number, height: number, color: string) {
  const y = height * 0.62
  return `<g fill="${color}">
<path d="M${width * 0.08},${y} Q${width * 0.5},${y - height * 0.16} ${width * 0.92},${y} Z"/>
<rect x="${width * 0.1}" y="${y}" width="${width * 0.8}" height="${height * 0.12}"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="${width * 0.12 + i * width * 0.064}" y="${y + height * 0.02}" width="${width * 0.045}" height="${height * 0.08}" fill="#ffffff" fill-opacity="0.55"/>`).join('')}
<rect x="0" y="${y + height * 0.12}" width="${width}" height="${height * 0.26}" fill-opacity="0.6"/>
${Array.from({ length: 10 }, (_, i) => `<rect x="${i * width * 0.1 + width * 0.02}" y="${y + height * 0.24}" width="${width * 0.06}" height="8" fill="#ffffff" fill-opacity="0.7"/>`).join('')}</g>`
}

function train(width: number, height: number, p: Palette) {
  const y = height * 0.5
  const w = width * 0.78
  const x = width * 0.11
  const windows = Array.from(
    { length: 7 },
    (_, i) => `<rect x="${x + w * 0.2 + i * w * 0.105}" y="${y + 30}" width="${w * 0.08}" height="70" rx="10" fill="#dfe9f5"/>`,
  ).join('')
  return `<g>
<rect x="0" y="${y + 210}" width="${width}" height="14" fill="#ffffff" fill-opacity="0.5"/>
<path d="M${x + w * 0.14},${y} H${x + w} V${y + 190} H${x} V${y + 110} Q${x + w * 0.02},${y} ${x + w * 0.14},${y} Z" fill="#ffffff"/>
<path d="M${x + 8},${y + 100} Q${x + w * 0.03},${y + 18} ${x + w * 0.13},${y + 18} H${x + w * 0.17} V${y + 100} Z" fill="#1d2433"/>
${windows}
<rect x="${x}" y="${y + 130}" width="${w}" height="22" fill="${p.accent}"/>
<rect x="${x}" y="${y + 158}" width="${w}" height="10" fill="${p.to}"/>
<circle cx="${x + w * 0.12}" cy="${y + 205}" r="18" fill="#1d2433"/><circle cx="${x + w * 0.3}" cy="${y + 205}" r="18" fill="#1d2433"/>
<circle cx="${x + w * 0.75}" cy="${y + 205}" r="18" fill="#1d2433"/><circle cx="${x + w * 0.92}" cy="${y + 205}" r="18" fill="#1d2433"/>
</g>`
}

function observatory(width: number, height: number, p: Palette) {
  const stars = Array.from({ length: 28 }, (_, i) => {
    const sx = (i * 157) % width
    const sy = height * 0.3 + ((i * 89) % (height * 0.25))
    return `<circle cx="${sx}" cy="${sy}" r="${i % 3 === 0 ? 3 : 2}" fill="#ffffff" fill-opacity="0.8"/>`
  }).join('')
  const lights = Array.from({ length: 40 }, (_, i) => {
    const lx = (i * 97) % width
    const ly = height * 0.8 + ((i * 37) % (height * 0.18))
    return `<rect x="${lx}" y="${ly}" width="6" height="6" fill="${p.accent}" fill-opacity="0.9"/>`
  }).join('')
  return `${stars}<circle cx="${width * 0.86}" cy="${height * 0.2}" r="46" fill="#fff6d6" fill-opacity="0.9"/>
${skyline(width, height, '#0b1020', 0.9)}${lights}`
}

export type ArtKind =
  | { kind: 'sim'; label: string }
  | { kind: 'esim'; label: string }
  | { kind: 'skyline' }
  | { kind: 'airport' }
  | { kind: 'train' }
  | { kind: 'observatory' }
  | { kind: 'counter' }

export type ArtSpec = ArtKind & {
  width: number
  height: number
  palette: Palette
}

/** The SVG source of a demo image. */
export function artSvg(spec: ArtSpec): string {
  const { width: W, height: H, palette: p } = spec
  switch (spec.kind) {
    case 'sim':
      return frame(W, H, p, `${bubbles(W, H, '#ffffff')}${skyline(W, H, '#ffffff', 0.16)}
${simCard(W * 0.68, H * 0.42, Math.min(W * 0.42, H * 0.7), spec.label, p)}`)
    case 'esim':
      return frame(W, H, p, `${bubbles(W, H, '#ffffff')}${skyline(W, H, '#ffffff', 0.16)}
${phone(W * 0.72, H * 0.47, H * 0.78, p, spec.label)}`)
    case 'skyline':
      return frame(W, H, p, `${bubbles(W, H, '#ffffff')}<circle cx="${W * 0.8}" cy="${H * 0.3}" r="${H * 0.12}" fill="#fff3c4" fill-opacity="0.85"/>
${skyline(W, H, '#0f1b3d', 0.55)}${plane(W * 0.3, H * 0.42, H / 900, '#ffffff')}`)
    case 'airport':
      return frame(W, H, p, `${bubbles(W, H, '#ffffff')}${terminal(W, H, '#0f1b3d')}${plane(W * 0.68, H * 0.3, H / 1000, '#ffffff')}`)
    case 'counter':
      return frame(W, H, p, `${bubbles(W, H, '#ffffff')}
<rect x="${W * 0.1}" y="${H * 0.55}" width="${W * 0.8}" height="${H * 0.3}" rx="18" fill="#ffffff" fill-opacity="0.95"/>
<rect x="${W * 0.1}" y="${H * 0.55}" width="${W * 0.8}" height="${H * 0.06}" rx="18" fill="${p.accent}"/>
<rect x="${W * 0.3}" y="${H * 0.36}" width="${W * 0.4}" height="${H * 0.12}" rx="14" fill="#0f1b3d"/>
<text x="${W * 0.5}" y="${H * 0.445}" font-family="${FONT}" font-size="${H * 0.065}" font-weight="bold" fill="#ffffff" text-anchor="middle">SIM</text>
${simCard(W * 0.36, H * 0.72, W * 0.16, '5G', p)}${simCard(W * 0.64, H * 0.72, W * 0.16, '4G', p)}`)
    case 'train':
      return frame(W, H, p, `${bubbles(W, H, '#ffffff')}${skyline(W, H * 0.72, '#ffffff', 0.2)}${train(W, H, p)}`)
    case 'observatory':
      return frame(W, H, p, observatory(W, H, p))
  }
}

/** Rasterises the artwork into a small palette PNG. */
export async function renderArt(spec: ArtSpec): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(spec)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}
