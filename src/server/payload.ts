import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (getPayload caches it). `cron: true` starts the job
 * runner's schedule (mail and SMS retries) with the server, not only once /admin is opened.
 */
export const getShopPayload = (): Promise<Payload> => getPayload({ config, cron: true })
