import { appleDomainAssociation } from '@/domain/payment'
import { tapPayConfig } from '@/server/payments/config'

/**
 * GET /.well-known/apple-developer-merchantid-domain-association (next.config rewrite): the file Apple gave for this
 * domain (APPLE_PAY_DOMAIN_ASSOCIATION), only while Apple Pay is set up; otherwise 404, as for any unknown address.
 */
export function GET(): Response {
  const file = appleDomainAssociation(tapPayConfig(), process.env.APPLE_PAY_DOMAIN_ASSOCIATION)
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(file, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
