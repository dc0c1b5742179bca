import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (getPayload caches it). */
export const getShopPayload = (): Promise<Payload> => getPayload({ config })
