import 'server-only'

import pino from 'pino'

import { currentRequestId } from '@/server/requestContext'

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
    mixin() {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

export const logger = createLogger()
