import 'server-only'

import pino from 'pino'

import { dataExceptionCode } from '@/domain/dataException'
import { currentRequestId } from '@/server/requestContext'

const ERROR_LEVEL = 50

/**
 * An error line about a request value the database could not read for its column (SQLSTATE 22…, answered 400:
 * src/cms/hooks/badQueryValue.ts) is one short info line with the SQLSTATE instead: Payload logs every failed query
 * at error level, with the whole SQL and a stack (about 6 KB), before its error hook turns it into the 400, so anybody
 * could write those lines by the thousand (`/api/products?page=-5`) and set off the alerts on errors.
 */
const demoteBadValues: NonNullable<pino.LoggerOptions['hooks']>['logMethod'] = function (this: pino.Logger, args, method, level) {
  const [first] = args as unknown[]
  const code = level >= ERROR_LEVEL && first && typeof first === 'object' ? dataExceptionCode((first as { err?: unknown }).err) : null
  if (code) return this.info({ sqlstate: code }, 'a request value the database cannot read for its column (answered 400)')
  return method.apply(this, args)
}

/**
 * Structured logs (JSON in production, one line each); never contains passwords or tokens. A line written
 * while serving a request carries its `requestId` (src/server/requestContext.ts), the id the response
 * returns as `x-request-id`.
 */
export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
    base: { app: 'shop' },
    redact: ['password', '*.password', 'token', '*.token', 'authorization'],
    hooks: { logMethod: demoteBadValues },
    mixin() {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

export const logger = createLogger()
