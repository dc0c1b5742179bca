/**
 * One SIM card per passport (Taiwan's real-name registration; spec §5 "one prepaid card per traveller ID"): a
 * physical SIM order of several cards names one holder per card. Card 1's holder is the order's traveller; each
 * further card's holder is asked on the order form (passport name and birth date) and checked at the counter.
 * eSIMs and tickets are not registered per passport: they have no further holders. Pure: the order form's rules,
 * the shared schema and the ordering service import the same functions.
 */
import { isIsoDate } from './dates'
import { checkBuyerAge, personName } from './person'

/** A card holder as the order form asks for one: passport name and birth date (YYYY-MM-DD). */
export type CardHolder = { surname: string; givenName: string; birthDate: string }

type ItemFacts = { kind: string; cardType?: string | null; quantity: number }

/** How many holders besides the traveller an item needs: one per physical SIM card after the first, else none. */
export function furtherHoldersNeeded(item: ItemFacts): number {
  return item.kind === 'product' && item.cardType === 'physical' ? Math.max(0, Math.floor(item.quantity) - 1) : 0
}

const passportWords = (name: string) => name.normalize('NFC').toUpperCase().replace(/[\s'’-]+/g, ' ').trim()

/** Who a holder is for the one-card-per-passport rule: the passport name (case, spaces and hyphens aside) and birth date. */
export const holderKey = (holder: CardHolder) => `${passportWords(holder.surname)}|${passportWords(holder.givenName)}|${holder.birthDate}`

export type HolderRuleKey = 'holderCount' | 'holdersPhysicalOnly' | 'holderDuplicate' | 'holderAgeMinimum'
/** A broken rule as [field path, messages.validation key] (paths as the form and the API name them: furtherHolders.1.surname). */
export type HolderProblem = [path: string, key: HolderRuleKey]

/**
 * The rules without a clock: a holder for every further card of a physical SIM order (none for anything else), and
 * no person twice on one order — the traveller included, since card 1 is theirs.
 */
export function holderListProblems(item: ItemFacts, traveller: CardHolder, holders: readonly CardHolder[] | null | undefined): HolderProblem[] {
  const given = holders ?? []
  const needed = furtherHoldersNeeded(item)
  if (!needed) return given.length ? [['furtherHolders', 'holdersPhysicalOnly']] : []
  if (given.length !== needed) return [['furtherHolders', 'holderCount']]
  const seen = new Set([holderKey(traveller)])
  const problems: HolderProblem[] = []
  given.forEach((holder, i) => {
    const key = holderKey(holder)
    if (seen.has(key)) problems.push([`furtherHolders.${i}.surname`, 'holderDuplicate'])
    seen.add(key)
  })
  return problems
}

/**
 * The age rule for every further holder on `today` (YYYY-MM-DD, Taipei): 18 or older, as for the buyer (person.ts).
 * A birth date not (yet) a date is the schema's to report.
 */
export function holderAgeProblems(holders: readonly Partial<Pick<CardHolder, 'birthDate'>>[] | null | undefined, today: string): HolderProblem[] {
  const problems: HolderProblem[] = []
  ;(holders ?? []).forEach((holder, i) => {
    const birthDate = holder?.birthDate ?? ''
    if (isIsoDate(birthDate) && !checkBuyerAge(birthDate, today).allowed) problems.push([`furtherHolders.${i}.birthDate`, 'holderAgeMinimum'])
  })
  return problems
}

/** Below the age of majority a guardian would come along (the buyer's rule, person.ts); 18 is both the minimum and majority. */
export const holderNeedsGuardian = (birthDate: string, today: string) => checkBuyerAge(birthDate, today).guardianRequired

/**
 * Each card with its holder, card 1 first: the traveller, then the further holders in order. An order placed before
 * holders were asked has none recorded for its further cards (null), which the counter checks at the handover.
 */
export function holdersByCard<T>(traveller: T, further: readonly T[] | null | undefined, quantity: number): { card: number; holder: T | null }[] {
  return Array.from({ length: Math.max(1, quantity) }, (_, i) => ({ card: i + 1, holder: i === 0 ? traveller : (further?.[i - 1] ?? null) }))
}

type HolderName = { surname?: string | null; givenName?: string | null }
type OrderHolders = HolderName & {
  itemKind?: string | null
  cardType?: string | null
  quantity: number
  furtherHolders?: readonly HolderName[] | null
}

/**
 * The passport name on each card of a physical SIM order of several cards, as `locale` writes a person (card 1 the
 * traveller's; null for a further card an older order did not name). Empty for a single card, an eSIM or a ticket:
 * there the traveller is the only name.
 */
export function cardHolderNames(locale: string, order: OrderHolders): { card: number; name: string | null }[] {
  if (!furtherHoldersNeeded({ kind: order.itemKind ?? 'product', cardType: order.cardType, quantity: order.quantity })) return []
  return holdersByCard<HolderName>(order, order.furtherHolders, order.quantity).map(({ card, holder }) => ({
    card,
    name: holder ? personName(locale, holder.surname, holder.givenName) : null,
  }))
}
