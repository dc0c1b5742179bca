import 'server-only'

import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (getPayload caches it). `cron: true` starts the
 * in-process job loop (mail and SMS retries, src/server/inlineRunner.ts) with the server, not only once
 * /admin is opened. The config sits above every service (it names their tasks and endpoints), so it is loaded
 * when the instance is first asked for, not imported: no service module depends on it being evaluated first.
 */
export const getShopPayload = async (): Promise<Payload> => getPayload({ config: (await import('@payload-config')).default, cron: true })
