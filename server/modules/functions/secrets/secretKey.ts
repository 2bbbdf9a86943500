import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Db } from '../../../db'
import { appContextOf } from '../../../platform/appContext'
import { defineAppState } from '../../../platform/appState'

/**
 * The key that encrypts managed secrets at rest (AES-256-GCM), never in the database itself:
 * 1. SECRETS_KEY: 32 bytes, base64 or base64url (a deployment sets it; rotating it needs a re-encryption);
 * 2. else a key made once into `secrets.key` (0600) in the PGlite data directory, or in `.data/` on PostgreSQL;
 * 3. else (in memory) a key of this process alone: the secrets go with the database anyway.
 * The key is never logged or put in an error message.
 */

export const secretsKeyFile = 'secrets.key'
const keyBytes = 32

/** SECRETS_KEY's value as a key; throws (without echoing it) when it is not 32 bytes. */
export function parseSecretsKey(value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64')
  if (key.length !== keyBytes) throw new Error(`SECRETS_KEY must be ${keyBytes} bytes in base64 (e.g. \`openssl rand -base64 32\`); the value given is ${key.length} bytes.`)
  return key
}

/** The key in `path`, written once (`wx`, 0600) when there is none. */
export function keyFileSecret(path: string): Buffer {
  mkdirSync(dirname(path), { recursive: true })
  try {
    writeFileSync(path, `${randomBytes(keyBytes).toString('base64')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  try {
    return parseSecretsKey(readFileSync(path, 'utf8'))
  } catch {
    throw new Error(`${path} does not hold a key this server wrote. Restore it, or set SECRETS_KEY (the stored secrets then need to be set again).`)
  }
}

export interface SecretsKeySource {
  /** SECRETS_KEY. */
  env?: string
  /** The PGlite data directory the server holds. */
  dataDir?: string
  /** Served from PostgreSQL: the key goes to `.data/` beside the process. */
  sharedDatabase?: boolean
}

export function resolveSecretsKey(source: SecretsKeySource): Buffer {
  if (source.env) return parseSecretsKey(source.env)
  if (source.dataDir) return keyFileSecret(join(source.dataDir, secretsKeyFile))
  if (source.sharedDatabase) return keyFileSecret(resolve('.data', secretsKeyFile))
  return randomBytes(keyBytes)
}

const keyState = defineAppState<{ key: Buffer | null }>('functions.secretsKey', () => ({ key: null }))

/** Sets the application's key (the server's start does, from resolveSecretsKey). */
export function configureSecretsKey(db: Db, key: Buffer): void {
  keyState.of(appContextOf(db)).key = key
}

/** The application's key; an application started without one keeps a key of its own process. */
export function secretsKeyOf(db: Db): Buffer {
  const state = keyState.of(appContextOf(db))
  state.key ??= randomBytes(keyBytes)
  return state.key
}
