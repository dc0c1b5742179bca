import type { DailyPoint } from '@/domain/partnerReport'

import styles from './PartnerReport.module.css'

type Props = {
  title: string
  points: DailyPoint[]
  /** The text alternative: range, total and the best day, in words. */
  summary: string
  emptyText: string
  /** The report's own formats (a day in the page's language, NT$ amounts) for the scale and the bars' tooltips. */
  format: { day: (isoDate: string) => string; money: (twd: number) => string }
}

const WIDTH = 600
const HEIGHT = 140
const PAD = 4

/**
 * Amounts per Taipei day as plain SVG bars (no chart library), with the scale a reader needs — the highest amount at
 * the top, the first and last day under the bars; the figure's caption says what it shows in words (and is what a
 * screen reader reads: the scale is hidden from it).
 */
export function SalesChart({ title, points, summary, emptyText, format }: Props) {
  const max = Math.max(0, ...points.map((p) => p.amountTwd))
  const slot = points.length ? (WIDTH - PAD * 2) / points.length : 0
  const barWidth = Math.max(1, slot * 0.8)
  return (
    <figure className={styles.chart} data-testid="report-chart">
      <h2>{title}</h2>
      {points.length && max > 0 ? (
        <>
          <div className={styles.chartScale} aria-hidden="true" data-testid="report-chart-max">
            {format.money(max)}
          </div>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} focusable="false">
            <line className={styles.axis} x1={0} x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} />
            {points.map((point, i) => {
              const height = max ? ((HEIGHT - PAD * 2) * point.amountTwd) / max : 0
              return (
                <rect key={point.date} className={styles.bar} x={PAD + i * slot + (slot - barWidth) / 2} y={HEIGHT - 1 - height} width={barWidth} height={height}>
                  <title>{`${format.day(point.date)}: ${format.money(point.amountTwd)}`}</title>
                </rect>
              )
            })}
          </svg>
          <div className={styles.chartDays} aria-hidden="true" data-testid="report-chart-days">
            <span>{format.day(points[0]!.date)}</span>
            <span>{format.day(points.at(-1)!.date)}</span>
          </div>
        </>
      ) : null}
      <figcaption data-testid="report-chart-summary">{points.length && max > 0 ? summary : emptyText}</figcaption>
    </figure>
  )
}
