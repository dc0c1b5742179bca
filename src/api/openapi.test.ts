import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { GET } from '@/app/(frontend)/api/openapi.json/route'

import { API_ROUTES, openApiDocument } from './openapi'

const API_DIR = path.resolve(__dirname, '../app/(frontend)/api')

/** Every route file under src/app/(frontend)/api, as its URL path and source text. */
function routeFiles(dir = API_DIR): { path: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    if (!/^route\.(ts|tsx|js)$/.test(entry.name)) return []
    const url = `/api/${path.relative(API_DIR, dir).split(path.sep).join('/')}`
    return [{ path: url, source: readFileSync(full, 'utf8') }]
  })
}

const exportsPost = (source: string) =>
  /export\s+const\s*\{[^}]*\bPOST\b[^}]*\}/.test(source) ||
  /export\s+(async\s+)?function\s+POST\b/.test(source) ||
  /export\s+const\s+POST\b/.test(source) ||
  /export\s*\{[^}]*\bPOST\b[^}]*\}/.test(source)

type Json = Record<string, unknown>

function collectRefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => collectRefs(v, out))
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') out.push(inner)
      else collectRefs(inner, out)
    }
  }
  return out
}

function resolve(document: Json, pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), document)
}

describe('OpenAPI registry', () => {
  const files = routeFiles()
  const registered = API_ROUTES.map((route) => route.path)

  it('finds the route files (sanity check of the walk)', () => {
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['/api/login', '/api/user/info', '/api/productList']))
  })

  it('lists every route file that exports POST', () => {
    const posting = files.filter((file) => exportsPost(file.source)).map((file) => file.path)
    expect(posting.length).toBeGreaterThan(20)
    const missing = posting.filter((p) => !registered.includes(p as (typeof registered)[number]))
    expect(missing, 'add a post(...) line to API_ROUTES in src/api/openapi.ts (its request schema in src/lib/schemas)').toEqual([])
  })

  it('lists no path without a POST route file, and none twice', () => {
    const posting = new Set(files.filter((file) => exportsPost(file.source)).map((file) => file.path))
    expect(registered.filter((p) => !posting.has(p))).toEqual([])
    expect(new Set(registered).size).toBe(registered.length)
  })
})

describe('OpenAPI document', () => {
  const document = openApiDocument() as Json & { paths: Record<string, Json>; components: Json }

  it('is OpenAPI 3.1 with one path per registered endpoint', () => {
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(Object.keys(document.paths).sort()).toEqual(API_ROUTES.map((r) => r.path).sort())
  })

  it('has no dangling $ref and no leftover JSON Schema dialect markers', () => {
    const refs = collectRefs(document)
    expect(refs.length).toBeGreaterThan(50)
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\//)
      expect(resolve(document, ref), ref).toBeDefined()
    }
    expect(JSON.stringify(document)).not.toContain('"$schema"')
    expect(JSON.stringify(document)).not.toContain('$defs')
  })

  it('documents headers, envelope, strict bodies, errors and security per endpoint', () => {
    const operationIds = new Set<string>()
    for (const route of API_ROUTES) {
      const post = document.paths[route.path]!.post as Json & {
        parameters: Json[]
        requestBody: { content: { 'application/json': { schema: Json } } }
        responses: Record<string, Json>
        security?: unknown
      }
      operationIds.add(String(post.operationId))
      expect(post.parameters, route.path).toEqual([
        { $ref: '#/components/parameters/Lang' },
        { $ref: '#/components/parameters/Currency' },
      ])
      const body = post.requestBody.content['application/json'].schema
      expect(body.type, route.path).toBe('object')
      expect(body.additionalProperties, `${route.path} must use z.strictObject`).toBe(false)

      const okContent = (post.responses['200'] as { content: Record<string, { schema: Json }> }).content
      if (route.file) {
        // A download: the file on success (binary), refusals still as envelopes.
        expect(Object.keys(okContent), route.path).toEqual([...route.file])
        for (const type of route.file) expect(okContent[type]!.schema, route.path).toEqual({ type: 'string', format: 'binary' })
      } else expect(okContent['application/json']!.schema.required).toEqual(['code', 'message', 'data'])
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '400', '413', '500']))
      expect('404' in post.responses, route.path).toBe(Boolean(route.notFound))

      const member = route.access === 'member'
      expect('401' in post.responses, route.path).toBe(member || Boolean(route.errors?.[401]))
      expect(post.security, route.path).toEqual(member ? [{ bearerAuth: [] }, { accessTokenCookie: [] }] : undefined)

      const get = document.paths[route.path]!.get as { responses: Record<string, unknown> }
      expect(get.responses).toEqual({ 405: { $ref: '#/components/responses/MethodNotAllowed' } })
    }
    expect(operationIds.size).toBe(API_ROUTES.length)
    expect(document.paths['/api/user/info']!.post).toMatchObject({ security: [{ bearerAuth: [] }, { accessTokenCookie: [] }] })
  })

  it('generates request schemas from zod (limits and enums included)', () => {
    const body = (p: string) =>
      (document.paths[p]!.post as { requestBody: { content: { 'application/json': { schema: Json } } } }).requestBody.content[
        'application/json'
      ].schema as { properties: Record<string, Json>; required?: string[] }
    expect(body('/api/productList').properties.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 })
    expect(body('/api/productList').properties.cardType).toMatchObject({ enum: ['physical', 'esim'] })
    expect(body('/api/productDetail').required).toEqual(['id'])
    expect(body('/api/activitySlots').properties.visitDate).toMatchObject({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
    expect(body('/api/login').required).toEqual(['email', 'password'])
    expect(document.components.schemas).toHaveProperty('DisplayPrice')
  })

  it('is served at GET /api/openapi.json with a public cache header', async () => {
    const response = GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/^public/)
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)))
  })
})
