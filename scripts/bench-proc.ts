/**
 * The processes a benchmark reads from /proc on this machine (Linux): the server listening on a port, the worker
 * `npm start` runs beside it, and the CPU time each has used.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/** The pid of the process listening on `port` (IPv4 or IPv6, this user's processes only). */
export function pidListeningOn(port: number): number | null {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      // local address "ADDR:PORT" in hex, state 0A = LISTEN, inode in column 10
      if (cols.length > 9 && cols[3] === '0A' && parseInt(cols[1]?.split(':')[1] ?? '', 16) === port) inodes.add(cols[9] ?? '')
    }
  }
  if (!inodes.size) return null
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`)
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
        if (inode && inodes.has(inode)) return Number(entry)
      } catch {
        // gone meanwhile
      }
    }
  }
  return null
}

/** The messaging worker `npm start` (scripts/run.ts) started beside the server: a child of the server's parent running the worker task. */
export function workerBeside(serverPid: number): number | null {
  const parent = /^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'))?.[1]
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === serverPid) continue
    try {
      if (/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] !== parent) continue
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      if (args.includes('worker') && args.some((arg) => /shop-tasks\.mjs$|payload-task\.ts$/.test(arg))) return Number(entry)
    } catch {
      // gone meanwhile
    }
  }
  return null
}

/** Clock ticks per second of /proc/<pid>/stat's times (100 on Linux unless the kernel says otherwise). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), or null when the process is gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/** CPU seconds (user and system, every thread) the process `pid` has used so far, or null when it is gone. */
export function cpuSecondsOf(pid: number): number | null {
  const fields = statFields(pid)
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS : null
}

/**
 * CPU seconds the PostgreSQL of this machine has used so far (any user's processes named `postgres`): the live
 * processes' own, and the postmaster's count of its ended children (a closed connection's backend), so the figure
 * does not drop when a pool closes a connection. Null when no PostgreSQL runs here.
 */
export function postgresCpuSeconds(): number | null {
  const pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number)
  const postgres = new Map<number, string[]>()
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue
    } catch {
      continue
    }
    const fields = statFields(pid)
    if (fields) postgres.set(pid, fields)
  }
  if (!postgres.size) return null
  let ticks = 0
  for (const fields of postgres.values()) {
    ticks += Number(fields[11]) + Number(fields[12])
    // The postmaster (its parent is no postgres): the CPU of the children it has reaped.
    if (!postgres.has(Number(fields[1]))) ticks += Number(fields[13]) + Number(fields[14])
  }
  return ticks / TICKS
}
