// Runs a command, and again (at most three starts) when Node ends it with exit 13: on Node 20, loading Payload and its
// plugins together now and then leaves an ES module's top-level await unsettled for good (scripts/run.ts retries the
// server's tasks the same way). Any other exit code is the command's own.
import { spawnSync } from 'node:child_process'

const UNSETTLED = 13
const [command, ...args] = process.argv.slice(2)
for (let start = 1; ; start++) {
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' })
  if (status !== UNSETTLED || start >= 3) process.exit(status ?? (signal ? 1 : 0))
  console.error(`${command} ended with exit 13 (module loading left unsettled); starting it again (${start + 1} of 3)`)
}
