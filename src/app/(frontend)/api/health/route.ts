/**
 * GET /api/health: liveness of this process (no database call), for a load balancer or an orchestrator's
 * liveness probe. `/api/ready` says whether it can serve.
 */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json(
    { status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'cache-control': 'no-store' } },
  )
}
