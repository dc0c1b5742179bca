/**
 * A ref that puts the focus on its element when it appears (with tabIndex={-1} on a heading or message): where the
 * control the keyboard was on is replaced by a result, the focus goes to that result, not to the top of the page
 * (WCAG 2.4.3). Stable, so React calls it once per element.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus()
