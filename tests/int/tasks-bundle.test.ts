/**
 * The Payload tasks' bundle (scripts/server-bundle.ts), as `npm start`, `npm run worker` and the image run it: plain Node,
 * no tsx. Its module graph holds Lexical's packages, whose Node entry is a top-level `await import()`; under Node 20's
 * default conditions that left module loading pending now and then, and the process ended with exit 13 before running a
 * line (without NODE_ENV, as run.ts starts the migrate task: 8 starts of 8 here; with NODE_ENV=production 1 of 24).
 * Started the way scripts/run.ts starts it (taskNodeFlags: the export condition named), every start reaches the task.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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
})
