/**
 * `{name}` arguments filled into a message, for client parts that get their raw messages as a prop
 * instead of next-intl's ICU formatter (~12 KB gzip). Only for messages with plain arguments — no
 * plural, select or ICU quoting: fillMessage.test.ts checks that of every namespace used this way.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
