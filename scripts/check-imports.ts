/**
 * `npm run check:imports`: the import map holds (README, "Layout"). dependency-cruiser (.dependency-cruiser.cjs)
 * refuses a file cycle, an upward import and a product file that imports dev/, scripts/ or tests/; here, on the same
 * graph, the parts of the tree (a folder of src/server or src/components, or a top folder of src) may not import each
 * other in a loop (KNOWN_FOLDER_CYCLES would list one the code could not yet untie: a new one, or a known one that grows,
 * fails), and the services import only services below them in SERVICE_ORDER (README, "Layout").
 * tests/lint/import-map.test.ts plants each kind and expects the check to refuse it.
 */
import path from 'node:path'

import { cruise, type ICruiseResult, type IReporterOutput } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

/** The folder loops the code still has: each a set of parts; none since issue 37 item 3 untied the services' web. */
export const KNOWN_FOLDER_CYCLES: string[][] = []

/**
 * The services' direction (README, "Layout"), bottom first: a part imports only parts of a lower line (not its own
 * line's others). Parts not named here are held by the layer rules and the loop check alone.
 */
export const SERVICE_ORDER: string[][] = [
  ['env.ts', 'payload.ts', 'requestUser.ts'],
  ['logger.ts', 'seo.ts', 'signing', 'qr.ts'],
  ['db'],
  ['jobs', 'rateLimit.ts', 'esim'],
  ['catalog', 'auth', 'mail'],
  ['sms', 'invoice'],
  ['verification'],
  ['members', 'orders'],
  ['fulfilment'],
  ['payments'],
  ['topUp', 'staff', 'worker.ts'],
  ['inlineRunner.ts'],
].map((line) => line.map((part) => `src/server/${part}`))

/**
 * The part a product file belongs to: a folder of src/server or src/components, or a top folder of src; a file that
 * stands in src, src/server or src/components (env.ts, worker.ts) is a part of its own. Tests are no part.
 */
export function partOf(file: string): string | null {
  const p = file.split('/')
  if (p[0] !== 'src' || /\.test\.tsx?$/.test(file)) return null
  const depth = p[1] === 'server' || p[1] === 'components' ? 3 : 2
  return p.length > depth ? p.slice(0, depth).join('/') : file
}

/** Strongly connected parts (Tarjan) of more than one part: the folder loops. */
export function folderCycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0
  const idx = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const on = new Set<string>()
  const out: string[][] = []
  const visit = (v: string) => {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    on.add(v)
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!))
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = []
      let w: string
      do {
        w = stack.pop()!
        on.delete(w)
        scc.push(w)
      } while (w !== v)
      if (scc.length > 1) out.push(scc.sort())
    }
  }
  for (const v of edges.keys()) if (!idx.has(v)) visit(v)
  return out
}

export type ImportProblems = { rules: string[]; cycles: string[][]; gone: string[][] }

/** The imports between parts that do not run down `order` (a part → one of its own line or above). */
export function againstOrder(edges: Map<string, Set<string>>, order: string[][]): string[] {
  const rank = new Map(order.flatMap((line, i) => line.map((part) => [part, i] as const)))
  const out: string[] = []
  for (const [from, tos] of edges)
    for (const to of tos) {
      const a = rank.get(from)
      const b = rank.get(to)
      if (a !== undefined && b !== undefined && a <= b) out.push(`services-run-one-way: ${from} → ${to}`)
    }
  return out.sort()
}

/** Cruises `roots` from `cwd` (the repository, or a copy with a planted file) and says what breaks the map. */
export async function importProblems(
  cwd: string,
  roots = ['src', 'payload.config.ts', 'next.config.ts'],
  known = KNOWN_FOLDER_CYCLES,
  order = SERVICE_ORDER,
): Promise<ImportProblems> {
  const here = process.cwd()
  process.chdir(cwd)
  let result: IReporterOutput
  try {
    const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs')
    const tsConfig = extractTSConfig(path.join(cwd, 'tsconfig.scripts.json'))
    result = await cruise(roots, { ...options, validate: true }, undefined, { tsConfig })
  } finally {
    process.chdir(here)
  }
  const output = result.output as ICruiseResult
  const rules = (output.summary.violations ?? []).map((v) => `${v.rule.name}: ${[v.from, ...(v.cycle?.map((c) => c.name) ?? [v.to])].join(' → ')}`)
  const edges = new Map<string, Set<string>>()
  for (const m of output.modules) {
    const from = partOf(m.source)
    if (!from) continue
    for (const d of m.dependencies) {
      const to = partOf(d.resolved)
      if (!to || to === from) continue
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from)!.add(to)
    }
  }
  const found = folderCycles(edges)
  const inKnown = (scc: string[]) => known.some((k) => scc.every((part) => k.includes(part)))
  const cycles = found.filter((scc) => !inKnown(scc))
  const gone = known.filter((k) => !found.some((scc) => k.every((part) => scc.includes(part))))
  return { rules: [...rules, ...againstOrder(edges, order)], cycles, gone }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const started = performance.now()
  const { rules, cycles, gone } = await importProblems(process.cwd())
  for (const r of rules) console.error(`✗ ${r}`)
  for (const c of cycles) console.error(`✗ folders in a loop: ${c.join(' ⇄ ')}`)
  for (const g of gone) console.log(`a known folder loop is untied — take it out of KNOWN_FOLDER_CYCLES: ${g.join(' ⇄ ')}`)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (rules.length || cycles.length) {
    console.error(`import map: ${rules.length} rule violation(s), ${cycles.length} new folder loop(s) (${seconds} s)`)
    process.exit(1)
  }
  console.log(`import map: no file cycle, no upward import, no folder loop, services one way (${KNOWN_FOLDER_CYCLES.length} known loops; ${seconds} s)`)
}
