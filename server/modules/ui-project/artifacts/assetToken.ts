import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Asset tokens stand in for the bearer where a script or link tag cannot send one (a preview frame
 * must never carry the viewer's access token): `<expiry in Unix seconds>.<HMAC-SHA256>` over the
 * artifact id and the expiry, keyed with a random secret held in this process's memory. So a token
 * opens the assets of one artifact for 10 minutes and no longer; a restart ends every token.
 */

export const assetTokenLifetimeMs = 10 * 60_000

const secret = randomBytes(32)
const tokenPattern = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const macOf = (artifactId: string, expiresAtSeconds: number): Buffer =>
  createHmac('sha256', secret).update(`ui-artifact-asset-v1\n${artifactId}\n${expiresAtSeconds}`).digest()

export function issueAssetToken(artifactId: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now.getTime() + assetTokenLifetimeMs) / 1000)
  return { token: `${expiresAtSeconds}.${macOf(artifactId, expiresAtSeconds).toString('base64url')}`, expiresAt: new Date(expiresAtSeconds * 1000) }
}

/** True for a token issued here for this artifact that has not expired. */
export function verifyAssetToken(token: string, artifactId: string, now: Date): boolean {
  const match = tokenPattern.exec(token)
  if (!match) return false
  const expiresAtSeconds = Number(match[1])
  if (expiresAtSeconds * 1000 <= now.getTime()) return false
  const presented = Buffer.from(match[2]!, 'base64url')
  const expected = macOf(artifactId, expiresAtSeconds)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}
