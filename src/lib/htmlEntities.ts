/** The entities rich text and our escaping write (&amp; &lt; &gt; &quot; &#39; &nbsp; …), and numeric ones. */
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** An entity as it appears in HTML text (`&amp;`, `&#39;`, `&#x27;`). */
export const ENTITY = /&#?[a-z0-9]+;/gi

/** The character an HTML entity stands for, or null for one we do not know. */
export function decodeEntity(entity: string): string | null {
  const body = entity.slice(1, -1)
  if (!body.startsWith('#')) return NAMED_ENTITIES[body.toLowerCase()] ?? null
  const point = /^#x/i.test(body) ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
  return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : null
}

/** HTML text with its entities decoded (an unknown one is left as written). */
export const decodeEntities = (text: string): string => text.replace(ENTITY, (entity) => decodeEntity(entity) ?? entity)

/** Plain text from staff HTML, squeezed to one line and cut at `max` characters on a word boundary when possible. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = decodeEntities((html ?? '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`
}
