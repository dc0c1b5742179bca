/* Payload's template, each handler behind the shop's guard (member tokens refused, staff login throttled). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRest } from '@/api/payloadApiGuard'
import { withRequestIdHeader } from '@/server/requestContext'

export const GET = withRequestIdHeader(guardRest(REST_GET(config)))
export const POST = withRequestIdHeader(guardRest(REST_POST(config)))
export const DELETE = withRequestIdHeader(guardRest(REST_DELETE(config)))
export const PATCH = withRequestIdHeader(guardRest(REST_PATCH(config)))
export const PUT = withRequestIdHeader(guardRest(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
