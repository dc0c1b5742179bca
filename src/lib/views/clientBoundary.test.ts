import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

/**
 * Browser code never imports a server module, not even for a type (a type import is erased from the
 * bundle, so no build would notice): the shapes both sides need live in src/lib/views.
 */
const SRC = fileURLToPath(new URL('../..', import.meta.url))
const SERVER = path.join(SRC, 'server') + path.sep
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  return null
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((m) => resolve(file, m[1] ?? m[2]!)).filter((f): f is string => f !== null)

/** The server modules a client component reaches, each with the path of imports that leads there. */
function serverImportsFrom(entry: string): string[] {
  const seen = new Map<string, string[]>([[entry, [entry]]])
  const queue = [entry]
  const found: string[] = []
  while (queue.length) {
    const file = queue.shift()!
    for (const next of importsOf(file)) {
      if (seen.has(next)) continue
      const chain = [...seen.get(file)!, next]
      seen.set(next, chain)
      if (next.startsWith(SERVER)) found.push(chain.map((f) => path.relative(SRC, f)).join(' → '))
      else queue.push(next)
    }
  }
  return found
}

describe('the browser bundle', () => {
  const clientFiles = sourceFiles(SRC).filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))

  it('finds the client components', () => {
    expect(clientFiles.map((file) => path.relative(SRC, file))).toContain(path.join('components', 'order', 'OrderForm.tsx'))
  })

  it('reaches no server module from a client component', () => {
    expect(clientFiles.flatMap(serverImportsFrom)).toEqual([])
  })
})
