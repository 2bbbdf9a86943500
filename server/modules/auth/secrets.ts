import { createHash, randomBytes } from 'node:crypto'

export const accessTokenPrefix = 'wat_'
export const apiKeyPrefix = 'wsk_'

export function newAccessToken(): string {
  return accessTokenPrefix + randomBytes(32).toString('base64url')
}

export function newApiKey(): string {
  return apiKeyPrefix + randomBytes(24).toString('hex')
}

/** Tokens and keys are looked up by this hash; the plain value is never stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex')
}
