import { openApiDocument } from '@/api/openapi'

/** GET /api/openapi.json: the storefront API's OpenAPI 3.1 document, generated from the endpoint registry. */
export function GET(): Response {
  return Response.json(openApiDocument(), {
    headers: { 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' },
  })
}
