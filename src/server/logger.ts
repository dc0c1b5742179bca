import 'server-only'

import pino from 'pino'

import { dataExceptionCode } from '@/domain/dataException'
import { currentRequestId } from '@/server/requestContext'

const ERROR_LEVEL = 50

/**
 * Payload's log line of a route's error (its `logError`: the error alone, `{ err }`) about a request value the database
 * could not read for its column (SQLSTATE 22…, answered 400 by src/cms/hooks/badQueryValue.ts) is one short info line
 * with the SQLSTATE instead: Payload logs every such failed query at error level, with the whole SQL and a stack
 * (about 6 KB), before its error hook turns it into the 400, so anybody could write those lines by the thousand
 * (`/api/products?page=-5`) and set off the alerts on errors. Only Payload's logger does this, and only for that shape:
 * a data exception in the shop's own code, or in a job (Payload logs those with a message), is a bug and stays an error.
 */
const demoteBadValues: NonNullable<pino.LoggerOptions['hooks']>['logMethod'] = function (this: pino.Logger, args, method, level) {
  const [first] = args as unknown[]
  const routeError = args.length === 1 && first && typeof first === 'object' && Object.keys(first).join() === 'err'
  const code = level >= ERROR_LEVEL && routeError ? dataExceptionCode((first as { err?: unknown }).err) : null
  if (code) return this.info({ sqlstate: code }, 'a request value the database cannot read for its column (answered 400)')
  return method.apply(this, args)
}

/**
 * Structured logs (JSON in production, one line each); never contains passwords or tokens. A line written
 * while serving a request carries its `requestId` (src/server/requestContext.ts), the id the response
 * returns as `x-request-id`.
 */
export function createLogger(destination?: pino.DestinationStream, { forPayload = false } = {}): pino.Logger {
  const options: pino.LoggerOptions = {
    level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
    base: { app: 'shop' },
    redact: ['password', '*.password', 'token', '*.token', 'authorization'],
    ...(forPayload ? { hooks: { logMethod: demoteBadValues } } : {}),
    mixin() {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
  }
  const root = destination ? pino(options, destination) : pino(options)
  return forPayload ? root.child({ name: 'payload' }) : root
}

export const logger = createLogger()
