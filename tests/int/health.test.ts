import { describe, expect, it } from 'vitest'

import { GET as HEALTH } from '@/app/(frontend)/api/health/route'
import { GET as READY } from '@/app/(frontend)/api/ready/route'
import { migrations } from '@/migrations'
import { migrationState } from '@/server/health'

describe('GET /api/health and /api/ready', () => {
  it('health: the process answers, without touching the database, and is never cached', async () => {
    const response = HEALTH()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'ok', uptimeSeconds: expect.any(Number) })
  })

  it('ready: the migrated test database is ready, with every migration of this build applied', async () => {
    const response = await READY()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ready',
      ready: true,
      database: 'up',
      migrations: { applied: migrations.length, expected: migrations.length },
    })
  })

  it('a database an older release migrated is not ready: the missing migrations are counted', () => {
    const shipped = migrations.map((migration) => migration.name)
    expect(migrationState(new Set(shipped.slice(0, -2)), shipped)).toEqual({
      ready: false,
      database: 'up',
      migrations: { applied: shipped.length - 2, expected: shipped.length, pending: 2 },
    })
  })
})
