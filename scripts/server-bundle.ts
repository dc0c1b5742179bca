/**
 * The production server (scripts/serve.ts) as one ES module that plain Node runs: `npm start` (scripts/run.ts) writes it
 * before each start, so it is never older than the sources. The project's own modules serve.ts imports are bundled
 * (TypeScript, the `@/` paths and `server-only` resolved as tsconfig.scripts.json says); every package stays in
 * node_modules (`next` above all: the app's server chunks reach it, and the page micro-cache, request ids and the cache
 * fan-out share their state with them through globalThis, not through modules).
 * Why: under tsx the server kept tsx's loader thread, a second V8 heap of ~40 MB that served no request (README, "Server memory").
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import type * as esbuild from 'esbuild'

/**
 * Where the bundle goes: beside the build it serves, one folder below the project like scripts/ (serve.ts finds the root as
 * `..`). .next must be writable by the server's user, as for Next's own page cache (the container's is).
 */
export const SERVER_BUNDLE = path.join('.next', 'shop-server.mjs')

/**
 * SHOP_PREBUILT_BUNDLES=true (the image): every bundle was written at build time (scripts/container/trace-runtime.ts) and
 * is used as it is; the image has neither the sources nor esbuild and tsx.
 */
export const PREBUILT = process.env.SHOP_PREBUILT_BUNDLES === 'true'

/** Writes the bundle under `root` and returns its path. */
export async function bundleServer(root: string, entry = 'scripts/serve.ts', bundle = SERVER_BUNDLE, extra: esbuild.BuildOptions = {}): Promise<string> {
  const outfile = path.join(root, bundle)
  if (PREBUILT) return outfile
  // esbuild as tsx (a dependency of the app, which runs every script) ships it: always there, production install included.
  const requireFromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'))
  const { build, stop } = requireFromTsx('esbuild') as typeof esbuild
  // Its service process otherwise stays beside `npm start` for the app's whole life (~85 MB RSS); the next build starts it again.
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.scripts.json',
    // Applied before `packages: 'external'`, which would otherwise keep the real marker (it throws outside React Server).
    alias: { 'server-only': './node_modules/server-only/empty.js' },
    logLevel: 'warning',
    ...extra,
  }).finally(() => stop())
  return outfile
}

/**
 * The Payload tasks (scripts/payload-task.ts: migrate, seed and the long-lived worker) the same way, beside the server's:
 * `npm start`, `npm run worker` and the image run them with plain Node, without tsx's loader thread.
 */
export const TASKS_BUNDLE = path.join('.next', 'shop-tasks.mjs')

/**
 * Node's flags for a Payload task (bundled or under tsx): the export condition of the task's NODE_ENV. Lexical's packages
 * (Payload's rich text) resolve under Node's default conditions to a `.node.mjs` file whose top-level await imports its
 * dev or prod build; with some twenty of them in one module graph, Node 20's ESM loader lost such a pending import now and
 * then and the process ended with exit 13 before running anything (5 starts of 6 of the tasks bundle here). Named, the
 * condition resolves each package to that build directly: no top-level await (tests/int/tasks-bundle.test.ts).
 */
export const taskNodeFlags = (env: NodeJS.ProcessEnv) => [`--conditions=${env.NODE_ENV === 'production' ? 'production' : 'development'}`]

export const bundleTasks = (root: string) =>
  bundleServer(root, 'scripts/payload-task.ts', TASKS_BUNDLE, {
    // payload.config.ts finds the project (importMap, migrations) from its own address: in the bundle, that of the project's root.
    define: { 'import.meta.url': 'SHOP_CONFIG_URL' },
    // Next has no `exports` map: Node's ESM resolver needs the file's own name (as the server alias above, kept too).
    // sharp is loaded when first used (scripts/lazy-sharp.ts): the worker never does.
    alias: { 'server-only': './node_modules/server-only/empty.js', 'next/cache': 'next/cache.js', sharp: './scripts/lazy-sharp.ts' },
    banner: { js: "const SHOP_CONFIG_URL = new URL('../payload.config.ts', import.meta.url).href;" },
  })

/** scripts/run.ts itself and the local TapPay sandbox it starts for a demo, for plain Node (the image). */
export const RUN_BUNDLE = path.join('.next', 'shop-run.mjs')
export const SANDBOX_BUNDLE = path.join('.next', 'shop-tappay-sandbox.mjs')
/** The committed migrations' names, which run.ts compares with the database's before it starts the migrate task. */
export const MIGRATION_NAMES = path.join('.next', 'shop-migrations.json')
