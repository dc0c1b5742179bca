/**
 * An amount of mobile data as a traveller reads it ("2.4 GB", "850 MB"), in the page's language. Wholesalers count
 * in binary units (1 GB = 1024³ bytes), as phones show them.
 */
const MB = 1024 ** 2
const GB = 1024 ** 3

export function formatDataVolume(bytes: number, locale: string): string {
  const value = Math.max(0, bytes)
  const [amount, unit] = value >= GB ? [value / GB, 'gigabyte'] : [value / MB, 'megabyte']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: amount < 10 ? 1 : 0 }).format(amount)
}

/** What is left of a data allowance (never below zero). */
export const dataLeft = (usedBytes: number, totalBytes: number) => Math.max(0, totalBytes - usedBytes)
