import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (getPayload caches it). `cron: true` starts the
 * in-process job loop (mail and SMS retries, src/server/jobs/inlineRunner.ts) with the server, not only once
 * /admin is opened.
 */
export const getShopPayload = (): Promise<Payload> => getPayload({ config, cron: true })
