/**
 * The Payload tasks' bundle (scripts/server-bundle.ts), as `npm start`, `npm run worker` and the image run it: plain Node,
 * no tsx. Its module graph holds Lexical's packages, whose Node entry is a top-level `await import()`; under Node 20's
 * default conditions that left module loading pending now and then, and the process ended with exit 13 before running a
 * line (without NODE_ENV, as run.ts starts the migrate task: 8 starts of 8 here; with NODE_ENV=production 1 of 24).
 * Started the way scripts/run.ts starts it (taskNodeFlags: the export condition named), every start reaches the task.
 */
import { execFile, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { bundleTasks, taskNodeFlags } from '../../scripts/server-bundle'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function start(bundle: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [...taskNodeFlags(env), bundle, 'no-such-task'], { cwd: root, env })
    let output = ''
    proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    proc.on('exit', (code) => resolve({ code, output }))
  })
}

describe('the bundled Payload tasks on plain Node', () => {
  it('start every time: four starts at once, with and without NODE_ENV=production, all load Payload and reach the task (no exit 13)', async () => {
    const bundle = await bundleTasks(root)
    // Without NODE_ENV, as run.ts starts the migrate task (vitest sets it to 'test').
    const env = { ...process.env, PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' }
    Reflect.deleteProperty(env, 'NODE_ENV')
    const production = { ...env, NODE_ENV: 'production' as const }
    const runs = await Promise.all([env, env, production, production].map((e) => start(bundle, e)))
    // Exit 1 with the task's own error: Payload loaded and connected, and the task name was read.
    expect(runs.map((run) => run.code)).toEqual([1, 1, 1, 1])
    for (const run of runs) expect(run.output).toContain('unknown task no-such-task')
  }, 180_000)

  it('load sharp (libvips) only when an image is drawn: the module the bundle uses for it loads nothing at import, and draws as sharp does', async () => {
    // In a fresh Node (this one may have sharp already): import the bundle's stand-in, then draw a 64 px mark at 8 px.
    const probe = `
      import { createRequire } from 'node:module'
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/node_modules/sharp/'))
      const { default: sharp } = await import('./scripts/lazy-sharp.ts')
      const atImport = loaded()
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0a6e5c"/></svg>')
      const png = await sharp(svg).resize(8, 8).png().toBuffer()
      const { width, format } = await sharp(png).metadata()
      console.log(JSON.stringify({ atImport, afterDrawing: loaded(), width, format }))
    `
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
      cwd: root,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.scripts.json') },
    })
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ atImport: false, afterDrawing: true, width: 8, format: 'png' })
    // The bundle takes it in sharp's place; exceljs (partner report spreadsheets) is imported where a file is written.
    const bundle = await readFile(await bundleTasks(root), 'utf8')
    expect(bundle).not.toMatch(/^import .* from "(sharp|exceljs)";$/m)
    expect(bundle).toContain('scripts/lazy-sharp.ts')
  }, 60_000)
})
