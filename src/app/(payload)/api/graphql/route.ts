/* Payload's template, behind the shop's guard: GraphQL is for staff only. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardGraphQL } from '@/api/payloadApiGuard'
import { withRequestIdHeader } from '@/server/requestContext'

export const POST = withRequestIdHeader(guardGraphQL(GRAPHQL_POST(config)))
export const OPTIONS = REST_OPTIONS(config)
