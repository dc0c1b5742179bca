/**
 * Bench setup shared by bench:orders and the checkout bench: one live order code per buyer e-mail,
 * written straight into the running server's database (its DATABASE_URL and PAYLOAD_SECRET), so every
 * measured request carries its own valid code.
 */
import pg from 'pg'

import { hashCode } from '../src/domain/verification'

export const BENCH_CODE = '246810'

export async function writeOrderCodes(databaseUrl: string, secret: string, emails: string[], validMinutes: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const expires = new Date(Date.now() + validMinutes * 60_000).toISOString()
    for (let i = 0; i < emails.length; i += 500) {
      const chunk = emails.slice(i, i + 500)
      const values = chunk.map((_, j) => `('orderContact','email',$${j * 3 + 1},$${j * 3 + 2},$${j * 3 + 3},0,now(),now())`).join(',')
      await client.query(
        `insert into verification_codes (purpose, channel, target, code_hash, expires_at, attempts, updated_at, created_at) values ${values}`,
        chunk.flatMap((email) => [email, hashCode(secret, 'orderContact', email, BENCH_CODE), expires]),
      )
    }
  } finally {
    await client.end()
  }
}
