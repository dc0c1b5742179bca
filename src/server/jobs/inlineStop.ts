/**
 * The stop switch of the in-process job loop (../inlineRunner.ts), kept on `globalThis` under a registered symbol:
 * scripts/serve.ts stops the loop that Next's bundle started (another copy of the modules, the same process), and
 * needs nothing else of it.
 */
const RUNNER = Symbol.for('shop.inlineJobRunner')
type WithRunner = typeof globalThis & { [RUNNER]?: AbortController }

/** Marks the loop as running (false: one already runs here). */
export function claimInlineRunner(controller: AbortController): boolean {
  const scope = globalThis as WithRunner
  if (scope[RUNNER]) return false
  scope[RUNNER] = controller
  return true
}

/** Forgets a loop that ended. */
export function releaseInlineRunner(controller: AbortController): void {
  const scope = globalThis as WithRunner
  if (scope[RUNNER] === controller) delete scope[RUNNER]
}

/** Lets the jobs under way finish and hands the claimed ones not started back (a stopping server). */
export function stopInlineRunner(): void {
  const scope = globalThis as WithRunner
  scope[RUNNER]?.abort()
}
