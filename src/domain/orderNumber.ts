import { randomInt } from 'node:crypto'

/** Crockford base32 without I, L, O, U: easy to read out at a counter. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * Human-readable, unique and not guessable in sequence: `TW` + Taipei date (YYMMDD) + 6 random
 * base32 characters from a CSPRNG (~1 billion per day), e.g. TW261121-7K3QXM.
 */
export function newOrderNumber(taipeiDate: string): string {
  const day = taipeiDate.replaceAll('-', '').slice(2)
  let suffix = ''
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)]
  return `TW${day}-${suffix}`
}

/**
 * An order number as staff may type it, reduced to what it is stored as without its hyphen: `tw261121 7k3qxm`,
 * `TW2611217K3QXM` and `TW261121-7K3QXM` give `TW2611217K3QXM`, and the last six characters `7k3qxm` give `7K3QXM`
 * (searches compare it with the stored number's letters and digits).
 */
export const orderNumberKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '')
