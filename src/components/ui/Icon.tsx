import type { ReactElement } from 'react'

type Shape = { d?: string; circle?: [cx: number, cy: number, r: number] }
type Drawing = { shapes: Shape[]; strokeWidth: number; round?: boolean }

/** The header's icons (2 px strokes) and the home page's feature icons (1.8 px, round ends), on a 24 × 24 grid. */
const ICONS = {
  phone: { strokeWidth: 2, shapes: [{ d: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2' }] },
  globe: { strokeWidth: 2, shapes: [{ circle: [12, 12, 9] }, { d: 'M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z' }] },
  search: { strokeWidth: 2.5, shapes: [{ circle: [11, 11, 7] }, { d: 'm20 20-3.5-3.5' }] },
  user: { strokeWidth: 2, shapes: [{ circle: [12, 8, 4] }, { d: 'M4 21c0-4 4-6 8-6s8 2 8 6' }] },
  signal: { strokeWidth: 1.8, round: true, shapes: [{ d: 'M4 20v-3M9 20v-7M14 20V9M19 20V4' }] },
  airport: { strokeWidth: 1.8, round: true, shapes: [{ d: 'M2 16l20-6-2-3-7 2-5-6-2 1 3 6-5 2-2-2-2 1 2 5z M3 21h18' }] },
  esim: { strokeWidth: 1.8, round: true, shapes: [{ d: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z M9 7h6v6H9z M11 18h2' }] },
  support: {
    strokeWidth: 1.8,
    round: true,
    shapes: [{ d: 'M4 14v-2a8 8 0 0 1 16 0v2 M4 14h3v5H5a1 1 0 0 1-1-1z M20 14h-3v5h2a1 1 0 0 0 1-1z M17 19a4 4 0 0 1-4 3h-1' }],
  },
  shield: { strokeWidth: 1.8, round: true, shapes: [{ d: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z M8.5 12l2.5 2.5 4.5-5' }] },
  wallet: { strokeWidth: 1.8, round: true, shapes: [{ d: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z M3 7l12-4 2 4 M16 13h2' }] },
  clock: { strokeWidth: 1.8, round: true, shapes: [{ d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z M12 7v5l3 2' }] },
  world: { strokeWidth: 1.8, round: true, shapes: [{ d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18' }] },
} satisfies Record<string, Drawing>

export type IconName = keyof typeof ICONS

export const isIconName = (name: string): name is IconName => Object.hasOwn(ICONS, name)

/**
 * A decorative line icon, drawn inline in the text colour (`currentColor`, which forced-colours mode maps to its own
 * text colour) and sized by `className`. Inline, not a CSS mask of an SVG data URL: Chromium builds a document of its
 * own for each SVG image while it styles the page, ~8 ms per distinct icon on a 4×-throttled phone profile (the header's
 * four cost every page ~30 ms before its first paint, the home page's features as much again; README, issue 39).
 */
export function Icon({ name, className }: { name: IconName; className?: string }): ReactElement {
  const { shapes, strokeWidth, round } = ICONS[name] as Drawing
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {shapes.map((shape, index) =>
        shape.circle ? <circle key={index} cx={shape.circle[0]} cy={shape.circle[1]} r={shape.circle[2]} /> : <path key={index} d={shape.d} />,
      )}
    </svg>
  )
}
