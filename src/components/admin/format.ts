import { formatNtd } from '@/domain/money'

/** Formats for the admin: whole NT$ and Taiwan time (GMT+8), whatever the browser's zone. */
export const formatTwd = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatNtd(value))

/** "2026-11-24 21:05 GMT+8" (src/domain/dates.ts, which the partners' export files use too). */
export { formatTaipei } from '@/domain/dates'
