import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const root = path.dirname(fileURLToPath(import.meta.url))

const alias = {
  '@payload-config': path.resolve(root, 'payload.config.ts'),
  '@messages': path.resolve(root, 'messages'),
  '@': path.resolve(root, 'src'),
  // Tests run server code in plain Node: `server-only` resolves as under React Server, to its empty module
  // (tsconfig.scripts.json does the same for tsx; Next keeps the real marker).
  'server-only': path.resolve(root, 'node_modules/server-only/empty.js'),
}

const env: Record<string, string> = {
  NODE_ENV: 'test',
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
}

/**
 * The int files that take minutes, longest first (seconds in a full run on a 2-core machine: fuzz-payload 209, a
 * quarter of the int suite's test time; access-matrix 46). Vitest starts the files it has no timings for largest
 * first, and a CI clone has none: fuzz-payload, a small file, started two minutes in and ran alone on one worker for
 * the last ~45 s of the suite while the other core idled.
 */
const LONG_FILES = ['tests/int/fuzz-payload.test.ts', 'tests/int/access-matrix.test.ts']

/** Vitest's own order (timings of the last run, else size), with LONG_FILES at the front of their project. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      const at = LONG_FILES.indexOf(path.relative(root, spec.moduleId).split(path.sep).join('/'))
      return at === -1 ? LONG_FILES.length : at
    }
    const projects = [...new Set(sorted.map((spec) => spec.project.name))]
    return projects.flatMap((name) => sorted.filter((spec) => spec.project.name === name).sort((a, b) => rank(a) - rank(b)))
  }
}

/**
 * Two projects:
 * - unit: pure modules (src/**\/*.test.ts) and the tests' own lint rules (tests/lint), no database, fast.
 * - int: tests/int against a real PostgreSQL; tests/setup/int-global.ts creates a fresh, migrated and
 *   seeded database per run, copied once per worker. Payload keeps one global instance per process, so
 *   each fork runs its files one after another against its own database.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    env,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // tests/lint: the lint rules that guard the tests themselves (no fixed sleep), checked like a unit.
          include: ['src/**/*.test.ts', 'dev/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          env,
          // One module registry per worker, two workers: a fresh registry and worker per file left the suite at one
          // thread, mostly waiting (67 s wall for 79 CPU-s); shared, 16–19 s, green in any file order (--sequence.shuffle,
          // three runs). Files put back what they change (vi.unstubAllEnvs, restoreAllMocks, their process.env keys).
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          env,
          globalSetup: ['tests/setup/int-global.ts'],
          setupFiles: ['tests/setup/int-env.ts'],
          pool: 'forks',
          // Two workers, each with its own copy of the seeded database (tests/setup/int-global.ts): a worker is one
          // Node process and its PostgreSQL backends, about one core, so two use a 2-core machine (measured: the int
          // suite 640 → 460 s, CPU 81 % busy; INT_WORKERS=1 is the old single process).
          maxWorkers: Number(process.env.INT_WORKERS || 2),
          // One module registry for all files: each file re-importing Payload, Next and the app cost ~3 s, ~2 min
          // of every CI run. Tests set what they change per test and put it back; a file that needs its own
          // payload.config.ts (tests/int/object-storage.test.ts) resets the registry for its own imports.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
