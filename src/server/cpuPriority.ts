import { readdirSync } from 'node:fs'
import os from 'node:os'

/**
 * Lowers the whole process's CPU priority to `nice` (0–19). Linux's setpriority applies to one thread, so
 * `os.setPriority(nice)` alone lowered the main thread's and left V8's helper threads (garbage collection, compilation)
 * and libuv's, all started before the process's code runs, at 0: the worker's collections still competed with the web
 * server. Every thread in /proc/self/task is set; threads started later inherit the priority of the one that starts
 * them. Elsewhere, the process's own call only.
 */
export function lowerProcessPriority(nice: number): void {
  os.setPriority(nice)
  let threads: string[]
  try {
    threads = readdirSync('/proc/self/task')
  } catch {
    return
  }
  for (const thread of threads) {
    try {
      os.setPriority(Number(thread), nice)
    } catch {
      // A thread that ended since the folder was read.
    }
  }
}
