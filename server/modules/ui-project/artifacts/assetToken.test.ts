import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openEmptyTestDatabase } from '../../../test/startingDatabase'
import { assetTokenKeysOf, issueAssetToken, verifyAssetToken } from './assetToken'
import { assetTokenSecretFile, parseAssetTokenSecrets, resolveAssetTokenKeys } from './assetTokenSecret'

const oldSecret = 'old-secret-of-at-least-thirty-two-characters'
const newSecret = 'new-secret-of-at-least-thirty-two-characters'
const now = new Date('2026-03-01T12:00:00Z')

describe('asset tokens', () => {
  it('verify under every listed secret while the first one signs (rotation)', () => {
    const { token } = issueAssetToken(assetTokenKeysOf([oldSecret]), 'art-1', now)
    const rotated = assetTokenKeysOf([newSecret, oldSecret])
    expect(verifyAssetToken(rotated, token, 'art-1', now)).toBe(true)
    const { token: fresh } = issueAssetToken(rotated, 'art-1', now)
    expect(verifyAssetToken(assetTokenKeysOf([newSecret]), fresh, 'art-1', now)).toBe(true)
    expect(verifyAssetToken(assetTokenKeysOf([oldSecret]), fresh, 'art-1', now)).toBe(false)
    expect(verifyAssetToken(assetTokenKeysOf([newSecret]), token, 'art-1', now)).toBe(false)
  })

  it('refuse a forged token, another artifact\'s and an expired one', () => {
    const keys = assetTokenKeysOf([newSecret, oldSecret])
    const { token, expiresAt } = issueAssetToken(keys, 'art-1', now)
    const [expiry, mac] = token.split('.')
    expect(verifyAssetToken(keys, `${expiry}.${'A'.repeat(43)}`, 'art-1', now)).toBe(false)
    expect(verifyAssetToken(keys, `${Number(expiry) + 3600}.${mac}`, 'art-1', now)).toBe(false)
    expect(verifyAssetToken(keys, token, 'art-2', now)).toBe(false)
    expect(verifyAssetToken(keys, token, 'art-1', expiresAt)).toBe(false)
    expect(verifyAssetToken(keys, token, 'art-1', new Date(expiresAt.getTime() - 1000))).toBe(true)
  })
})

describe('ASSET_TOKEN_SECRET', () => {
  it('is a comma-separated list of secrets of at least 32 characters, refused without quoting them', () => {
    expect(parseAssetTokenSecrets(` ${newSecret} , ${oldSecret},`)).toEqual([newSecret, oldSecret])
    const refusal = () => parseAssetTokenSecrets(`${newSecret},short-secret`)
    expect(refusal).toThrow('secret 2 of 2 is shorter')
    expect(refusal).not.toThrow(/short-secret/)
    expect(() => parseAssetTokenSecrets(' , ')).toThrow('holds no secret')
  })
})

describe('the asset token key without ASSET_TOKEN_SECRET', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'workspace-asset-secret-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('is made once into the data directory, readable by its owner only, and reused', async () => {
    const first = await resolveAssetTokenKeys({ dataDir })
    expect(statSync(join(dataDir, assetTokenSecretFile)).mode & 0o777).toBe(0o600)
    const { token } = issueAssetToken(first, 'art-1', now)
    expect(verifyAssetToken(await resolveAssetTokenKeys({ dataDir }), token, 'art-1', now)).toBe(true)
    // The environment's secrets take precedence over the file's.
    expect(verifyAssetToken(await resolveAssetTokenKeys({ dataDir, secrets: [newSecret] }), token, 'art-1', now)).toBe(false)
  })

  it('refuses a secret file it did not write, without quoting it', async () => {
    const other = mkdtempSync(join(tmpdir(), 'workspace-asset-secret-'))
    try {
      writeFileSync(join(other, assetTokenSecretFile), 'not-a-generated-secret\n')
      await expect(resolveAssetTokenKeys({ dataDir: other })).rejects.toThrow(/does not hold a secret this server wrote/)
      await expect(resolveAssetTokenKeys({ dataDir: other })).rejects.not.toThrow(/not-a-generated-secret/)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })

  it('is made once into a shared database and read by every later process', async () => {
    const database = await openEmptyTestDatabase()
    const db = database.db
    try {
      const [first, second] = await Promise.all([resolveAssetTokenKeys({ sharedDb: db }), resolveAssetTokenKeys({ sharedDb: db })])
      const { token } = issueAssetToken(first, 'art-1', now)
      expect(verifyAssetToken(second, token, 'art-1', now)).toBe(true)
      expect(await db.query("SELECT name FROM server_secrets")).toEqual([{ name: 'asset-token' }])
    } finally {
      await database.close()
    }
  }, 60_000)
})
