import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { chatOriginForPolicy, forgetChatOrigin } from './chatOrigin'

/** Plays this server's own Payload REST answer for GET /api/globals/site-settings (the chat group). */
let answer: { status: number; body: unknown } = { status: 200, body: {} }
const asked: string[] = []
let server: Server

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '')
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.SHOP_INTERNAL_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  delete process.env.SHOP_INTERNAL_ORIGIN
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  forgetChatOrigin()
  asked.length = 0
})

const on = { enabled: true, scriptUrl: 'https://chat.example.com/widget.js', accessId: 'A1' }

describe('chatOriginForPolicy', () => {
  it('reads the chat group of site settings from this server once, then answers from memory', async () => {
    answer = { status: 200, body: { chatWidget: on } }
    expect(await chatOriginForPolicy()).toBe('https://chat.example.com')
    expect(await chatOriginForPolicy()).toBe('https://chat.example.com')
    expect(asked).toEqual(['/api/globals/site-settings?depth=0&select[chatWidget]=true'])
  })

  it('asks again after a save (forgetChatOrigin), and says null when the widget is off', async () => {
    answer = { status: 200, body: { chatWidget: on } }
    expect(await chatOriginForPolicy()).toBe('https://chat.example.com')
    answer = { status: 200, body: { chatWidget: { ...on, enabled: false } } }
    forgetChatOrigin()
    expect(await chatOriginForPolicy()).toBeNull()
    expect(asked).toHaveLength(2)
  })

  it('fails closed: an error answer or an unusable address allows no origin', async () => {
    answer = { status: 500, body: { errors: [] } }
    expect(await chatOriginForPolicy()).toBeNull()
    forgetChatOrigin()
    answer = { status: 200, body: { chatWidget: { ...on, scriptUrl: 'http://chat.example.com/w.js' } } }
    expect(await chatOriginForPolicy()).toBeNull()
  })

  it('concurrent first requests share one read', async () => {
    answer = { status: 200, body: { chatWidget: on } }
    const origins = await Promise.all(Array.from({ length: 10 }, () => chatOriginForPolicy()))
    expect(new Set(origins)).toEqual(new Set(['https://chat.example.com']))
    expect(asked).toHaveLength(1)
  })
})
