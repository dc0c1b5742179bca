import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

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
