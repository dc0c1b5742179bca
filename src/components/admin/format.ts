/** Formats for the admin: whole NT$ and Taiwan time (GMT+8), whatever the browser's zone. */
const twd = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 })
export const formatTwd = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `NT$${twd.format(value)}`)

const taipei = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
/** "2026-11-24 21:05 GMT+8" */
export function formatTaipei(value: string | Date | null | undefined): string {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '—' : `${taipei.format(date)} GMT+8`
}
