import { readiness } from '@/server/health'

/**
 * GET /api/ready: 200 when the database answers and every migration of this build is applied, else 503
 * (a readiness probe takes the process out of rotation until it is).
 */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const state = await readiness()
  return Response.json(
    { status: state.ready ? 'ready' : 'unavailable', ...state },
    { status: state.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
