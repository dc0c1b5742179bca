/**
 * The admin components' words with their `{name}` arguments as functions (adminText.ts gives them by language).
 * Apart from the messages' import so that Playwright specs, which read messages/admin themselves, use it too.
 */
import { formatNtd } from '@/domain/money'
import type { AdminMessages } from '@/i18n/adminMessages'
import { fillMessage as fill } from '@/lib/fillMessage'

type LineProblem = 'format' | 'address' | 'matchingId' | 'confirmationCode' | 'duplicateInFile' | 'duplicateInInventory'
type FileProblem = 'empty' | 'tooManyLines' | 'product'

/** The words of one language, the messages with arguments as functions taking them. */
export function withArguments(w: AdminMessages['text']) {
  return {
    ...w,
    missingFields: (fields: string) => fill(w.missingFields, { fields }),
    openLanguage: (language: string) => fill(w.openLanguage, { language }),
    originMismatch: (browser: string, configured: string) => fill(w.originMismatch, { browser, configured }),
    originAlias: (browser: string, configured: string) => fill(w.originAlias, { browser, configured }),
    hoursLeft: (hours: number) => fill(w.hoursLeft, { hours }),
    importCodes: (n: number) => (n ? fill(w.importCodes, { n }) : w.importNone),
    codesReady: (valid: number, invalid: number) => (invalid ? fill(w.codesReadyWithProblems, { valid, invalid }) : fill(w.codesReady, { valid })),
    imported: (n: number) => fill(w.imported, { n }),
    served: (delivered: number, waiting: number) => fill(w.served, { delivered, waiting }),
    lineProblem: w.lineProblem as Record<LineProblem, string>,
    duplicateOf: (line: number) => fill(w.duplicateOf, { line }),
    fileProblem: w.fileProblem as Record<FileProblem, string>,
    batch: {
      ...w.batch,
      confirm: (n: number) => fill(w.batch.confirm, { n }),
      issued: (n: number, product: string, partner: string, batch: string) => fill(w.batch.issued, { n, product, partner, batch }),
      planLabel: (days: number, data: string, price: number) => fill(w.batch.planLabel, { days, data, price: formatNtd(price) }),
      planGone: (id: string) => fill(w.batch.planGone, { id }),
    },
  }
}

export type AdminText = ReturnType<typeof withArguments>
