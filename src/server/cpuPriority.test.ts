import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const modulePath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cpuPriority.ts')

/** The niceness of a fresh Node process's main thread and of its other threads after `call` (run in it), from /proc. */
function threadNiceness(call: string): { main: number; others: number[] } {
  const script = `
    import os from 'node:os'
    import { readdirSync, readFileSync } from 'node:fs'
    import { lowerProcessPriority } from ${JSON.stringify(modulePath)}
    ${call}
    // /proc/<pid>/task/<tid>/stat: the 19th field, counted after the command's closing parenthesis as the 17th.
    const nice = (thread) => Number(readFileSync('/proc/self/task/' + thread + '/stat', 'utf8').split(') ')[1].split(' ')[16])
    const threads = readdirSync('/proc/self/task')
    console.log(JSON.stringify({ main: nice(process.pid), others: threads.filter((t) => Number(t) !== process.pid).map(nice) }))
  `
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })
  return JSON.parse(output.trim().split('\n').at(-1)!) as { main: number; others: number[] }
}

describe('lowerProcessPriority (the worker yields the CPU to the web server)', () => {
  it("lowers every thread of the process, V8's garbage-collection and compiler threads too", () => {
    // Node's own call lowers the calling thread only: the threads Node started before any code ran stay at 0.
    const mainOnly = threadNiceness('os.setPriority(7)')
    expect(mainOnly.main).toBe(7)
    expect(mainOnly.others).toContain(0)

    const all = threadNiceness('lowerProcessPriority(7)')
    expect(all.main).toBe(7)
    expect(all.others.length).toBeGreaterThan(2)
    expect(new Set(all.others)).toEqual(new Set([7]))
  })
})
