import 'server-only'

import pino from 'pino'

/** Structured logs (JSON in production, one line each); never contains passwords or tokens. */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { app: 'shop' },
  redact: ['password', '*.password', 'token', '*.token', 'authorization'],
})
