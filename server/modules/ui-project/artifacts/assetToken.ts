import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Asset tokens stand in for the bearer where a script or link tag cannot send one (a preview frame
 * must never carry the viewer's access token): `<expiry in Unix seconds>.<HMAC-SHA256>` over the
 * artifact id and the expiry. So a token opens the assets of one artifact for 10 minutes and no
 * longer. The keys are the server's (assetTokenSecret.ts): every process on the same data accepts
 * the tokens of the others, also after a restart.
 */

export const assetTokenLifetimeMs = 10 * 60_000

export interface AssetTokenKeys {
  /** Signs new tokens. */
  signing: Buffer
  /** Every key a presented token may be signed with, the signing key first (rotation). */
  verifying: readonly Buffer[]
}

/** Keys from secrets, the first one signing; every one verifies. */
export function assetTokenKeysOf(secrets: readonly string[]): AssetTokenKeys {
  const keys = secrets.map((secret) => Buffer.from(secret, 'utf8'))
  if (keys.length === 0) throw new Error('Asset tokens need at least one secret.')
  return { signing: keys[0]!, verifying: keys }
}

/** A key of this process alone (in-memory servers, tests): its tokens end with it. */
export function randomAssetTokenKeys(): AssetTokenKeys {
  const key = randomBytes(32)
  return { signing: key, verifying: [key] }
}

const tokenPattern = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const macOf = (key: Buffer, artifactId: string, expiresAtSeconds: number): Buffer =>
  createHmac('sha256', key).update(`ui-artifact-asset-v1\n${artifactId}\n${expiresAtSeconds}`).digest()

export function issueAssetToken(keys: AssetTokenKeys, artifactId: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now.getTime() + assetTokenLifetimeMs) / 1000)
  return { token: `${expiresAtSeconds}.${macOf(keys.signing, artifactId, expiresAtSeconds).toString('base64url')}`, expiresAt: new Date(expiresAtSeconds * 1000) }
}

/** True for a token signed with one of the keys for this artifact that has not expired. */
export function verifyAssetToken(keys: AssetTokenKeys, token: string, artifactId: string, now: Date): boolean {
  const match = tokenPattern.exec(token)
  if (!match) return false
  const expiresAtSeconds = Number(match[1])
  if (expiresAtSeconds * 1000 <= now.getTime()) return false
  const presented = Buffer.from(match[2]!, 'base64url')
  return keys.verifying.some((key) => {
    const expected = macOf(key, artifactId, expiresAtSeconds)
    return presented.length === expected.length && timingSafeEqual(presented, expected)
  })
}
