import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '../../../db'
import { assetTokenKeysOf, randomAssetTokenKeys, type AssetTokenKeys } from './assetToken'
import { findAssetTokenSecret, insertAssetTokenSecretIfMissing } from './serverSecrets.repo'

/**
 * Where the asset token keys come from, so that every API process serving the same data accepts
 * the links of the others (and its own after a restart):
 * 1. ASSET_TOKEN_SECRET, comma-separated: the first signs, all verify (rotation);
 * 2. else, on a PGlite data directory, a secret made once into `asset-token.secret` there (0600);
 * 3. else, on PostgreSQL, a secret made once into the database (server_secrets), shared by every worker;
 * 4. else (in memory) a key of this process alone.
 * No secret is ever logged or put in an error message.
 */

export const assetTokenSecretFile = 'asset-token.secret'
const minimumSecretLength = 32
const generatedSecretPattern = /^[A-Za-z0-9_-]{43}$/

/** ASSET_TOKEN_SECRET's value as a list; throws (naming positions only) when a secret is too short. */
export function parseAssetTokenSecrets(value: string): string[] {
  const secrets = value.split(',').map((secret) => secret.trim()).filter((secret) => secret.length > 0)
  if (secrets.length === 0) throw new Error('ASSET_TOKEN_SECRET is set but holds no secret.')
  const short = secrets.flatMap((secret, index) => secret.length < minimumSecretLength ? [index + 1] : [])
  if (short.length > 0) {
    throw new Error(`ASSET_TOKEN_SECRET: every secret needs at least ${minimumSecretLength} characters; secret ${short.join(', ')} of ${secrets.length} is shorter.`)
  }
  return secrets
}

const newSecret = () => randomBytes(32).toString('base64url')

/** The data directory's secret, written once ('wx', 0600; the directory's lock keeps other processes out). */
function dataDirSecret(dataDir: string): string {
  const path = join(dataDir, assetTokenSecretFile)
  try {
    writeFileSync(path, `${newSecret()}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = readFileSync(path, 'utf8').trim()
  if (!generatedSecretPattern.test(secret)) {
    throw new Error(`${path} does not hold a secret this server wrote. Delete it (asset links handed out so far stop working) or set ASSET_TOKEN_SECRET.`)
  }
  return secret
}

/** The database's secret: the first process to ask stores one, every later one reads it. */
async function databaseSecret(db: Db): Promise<string> {
  await insertAssetTokenSecretIfMissing(db, newSecret())
  return (await findAssetTokenSecret(db))!
}

export interface AssetTokenKeySource {
  /** ASSET_TOKEN_SECRET, parsed. */
  secrets?: readonly string[]
  /** The PGlite data directory the server holds, when it holds one. */
  dataDir?: string
  /** The database, when it is a PostgreSQL other workers may share. */
  sharedDb?: Db
}

export async function resolveAssetTokenKeys(source: AssetTokenKeySource): Promise<AssetTokenKeys> {
  if (source.secrets && source.secrets.length > 0) return assetTokenKeysOf(source.secrets)
  if (source.dataDir) return assetTokenKeysOf([dataDirSecret(source.dataDir)])
  if (source.sharedDb) return assetTokenKeysOf([await databaseSecret(source.sharedDb)])
  return randomAssetTokenKeys()
}
