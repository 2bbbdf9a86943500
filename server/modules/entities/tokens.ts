import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db'
import { ensureTokenSecret } from './settings.repo'

/**
 * Schema-change confirmation tokens: an HMAC (secret kept in the database) over a canonical JSON of
 * the target id, the exact change and the row versions the plan was computed against.
 * The row versions and the expiry travel in clear so a stale token can be told from a wrong one.
 */

export const tokenLifetimeMinutes = 30

export interface TokenBinding {
  /** The id of what the change applies to (a field or a definition). */
  target: string
  /** The change, resolved (e.g. the field's resulting members); compared canonically. */
  change: unknown
  /** The row versions the plan is bound to. */
  rowVersions: string[]
}

export type TokenCheck = 'valid' | 'mismatch' | 'stale'

/** JSON with object keys sorted at every level, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

async function secretOf(db: Db): Promise<string> {
  return ensureTokenSecret(db, randomBytes(32).toString('base64url'))
}

function mac(secret: string, binding: TokenBinding, expiresAt: number): string {
  const text = canonicalJson({ target: binding.target, change: binding.change, rowVersions: binding.rowVersions, expiresAt })
  return createHmac('sha256', secret).update(text).digest('base64url')
}

export async function signPlanToken(db: Db, binding: TokenBinding, now: Date): Promise<{ token: string; expiresAt: string }> {
  const expiresAt = now.getTime() + tokenLifetimeMinutes * 60_000
  const header = Buffer.from(JSON.stringify({ rv: binding.rowVersions, exp: expiresAt })).toString('base64url')
  return { token: `${header}.${mac(await secretOf(db), binding, expiresAt)}`, expiresAt: new Date(expiresAt).toISOString() }
}

/** valid: made for exactly this change and still current; stale: for this change, but the rows changed or it expired. */
export async function verifyPlanToken(db: Db, token: string, binding: TokenBinding, now: Date): Promise<TokenCheck> {
  const [header, signature] = token.split('.')
  if (!header || !signature) return 'mismatch'
  let claims: { rv?: unknown; exp?: unknown }
  try {
    claims = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as typeof claims
  } catch {
    return 'mismatch'
  }
  if (!Array.isArray(claims.rv) || !claims.rv.every((item) => typeof item === 'string') || typeof claims.exp !== 'number') return 'mismatch'
  const bound = { ...binding, rowVersions: claims.rv as string[] }
  const expected = Buffer.from(mac(await secretOf(db), bound, claims.exp))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'mismatch'
  const current = canonicalJson(binding.rowVersions) === canonicalJson(claims.rv)
  return current && claims.exp > now.getTime() ? 'valid' : 'stale'
}
