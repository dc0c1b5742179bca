/**
 * The OpenAPI document against the endpoints outside the content API: the documented reply schemas of
 * login, logout, user info and geo preference match real replies (the content endpoints are checked
 * reply by reply in content-api.test.ts).
 */
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { POST as geoPreference } from '@/app/(frontend)/api/geoPreference/route'
import { POST as login } from '@/app/(frontend)/api/login/route'
import { POST as logout } from '@/app/(frontend)/api/logout/route'
import { GET as openApiJson } from '@/app/(frontend)/api/openapi.json/route'
import { POST as userInfo } from '@/app/(frontend)/api/user/info/route'
import { API_ROUTES } from '@/api/openapi'

import { MEMBER, MEMBER_PASSWORD, postJson } from './helpers'

const documented = (path: string): z.ZodType => {
  const schema = API_ROUTES.find((route) => route.path === path)?.data
  if (!schema) throw new Error(`${path} has no documented data schema`)
  return schema
}

function expectDocumented(path: string, data: unknown) {
  const parsed = documented(path).safeParse(data)
  expect(parsed.success, `${path}: ${parsed.error?.message}`).toBe(true)
}

describe('documented replies of the other endpoints', () => {
  it('/api/login, /api/user/info and /api/logout', async () => {
    const session = await postJson<{ access_token: string }>(login, '/api/login', { email: MEMBER, password: MEMBER_PASSWORD })
    expect(session.status).toBe(200)
    expectDocumented('/api/login', session.body.data)

    const authorization = `Bearer ${session.body.data.access_token}`
    const info = await postJson(userInfo, '/api/user/info', {}, { authorization })
    expect(info.status).toBe(200)
    expectDocumented('/api/user/info', info.body.data)

    // Member endpoints are documented with HTTP 401 + code 202 without a login.
    const anonymous = await postJson(userInfo, '/api/user/info', {})
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 202])

    const out = await postJson(logout, '/api/logout', {})
    expectDocumented('/api/logout', out.body.data)
  })

  it('/api/geoPreference', async () => {
    const { status, body } = await postJson(geoPreference, '/api/geoPreference', { latitude: 35.68, longitude: 139.76 })
    expect(status).toBe(200)
    expectDocumented('/api/geoPreference', body.data)
  })

  it('GET /api/openapi.json serves the document', async () => {
    const response = openApiJson()
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(Object.keys(document.paths)).toEqual(API_ROUTES.map((route) => route.path))
  })
})
