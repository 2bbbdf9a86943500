import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp, defaultTokenTtlMinutes, moduleContributions } from './app'
import { openDb, type OwnedDb } from './db'
import { DataDirInUseError } from './db/dataDirLock'
import { parseAssetTokenSecrets, resolveAssetTokenKeys } from './modules/ui-project'
import { configureFileStorage } from './modules/files'
import { openAppContext } from './platform/appContext'
import { systemClock } from './platform/clock'
import { parseAllowedOrigins } from './http/cors'
import type { LoginThrottleSettings } from './modules/auth'
import { demoCredentialsText, seedDemoWorkspace } from './seed/seed'
import { purgeExpiredDefinitions } from './modules/entities'
import { configureSecretsKey, prepareFunctionRuntime, resolveSecretsKey, startFunctionHost, type FunctionHost, type FunctionHostOptions } from './modules/functions'

export interface ServerOptions {
  host?: string
  port?: number
  /** PGlite data directory; ignored when databaseUrl is set. `undefined` with `inMemory` keeps nothing. */
  dataDir?: string
  inMemory?: boolean
  databaseUrl?: string
  /**
   * An open, migrated database to serve instead of opening one (tests start from a prepared copy);
   * the server closes it. dataDir, inMemory and databaseUrl then only decide where files go.
   */
  db?: OwnedDb
  /** Fill an empty database with the demo workspace (default true). */
  seed?: boolean
  /** Told what the start is doing while it takes long (the demo seed's parts). */
  onProgress?: (message: string) => void
  logger?: boolean
  tokenTtlMinutes?: number
  contractDir?: string
  clock?: () => Date
  /** Browser origins allowed to call the API (CORS); default: the app's dev and preview origins. */
  allowedOrigins?: readonly string[]
  loginThrottle?: Partial<LoginThrottleSettings>
  /** Where file bytes go by default (FILES_DIR): beside the data directory, a temporary one in memory. */
  filesDir?: string
  /** The function host: started with the server (timers on) unless false; options drive it by hand (autoTick false). */
  functionHost?: false | FunctionHostOptions
  /**
   * Secrets of UI artifact asset links (ASSET_TOKEN_SECRET): the first signs, all verify. Without
   * them, a secret kept in the data directory or the PostgreSQL database (assetTokenSecret.ts).
   */
  assetTokenSecrets?: readonly string[]
  /**
   * The key of managed function secrets (SECRETS_KEY, 32 bytes in base64). Without it, a key kept
   * in the data directory, in `.data/` on PostgreSQL, or (in memory) one of this process.
   */
  secretsKey?: string
}

export interface RunningServer {
  url: string
  /** True when this start filled the database with the demo workspace. */
  seeded: boolean
  /** Null when started with `functionHost: false`. */
  functionHost: FunctionHost | null
  close(): Promise<void>
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.databaseUrl || options.inMemory ? undefined : resolve(options.dataDir ?? '.data/workspace')
  const db = options.db ?? await openDb(options.databaseUrl ? { databaseUrl: options.databaseUrl } : dataDir ? { dataDir } : {})
  try {
    // The application's context (its clock) before anything writes a time.
    const context = openAppContext(db, { clock: options.clock ?? systemClock, contributes: moduleContributions() })
    // Before the seed: its demo attachments are stored where the API will look for them (only with
    // a files directory of its own: an in-memory server would leave them in a temporary one).
    const files = filesDirOf(options)
    if (files.filesDir) configureFileStorage(db, files.filesDir)
    configureSecretsKey(db, resolveSecretsKey({
      ...(options.secretsKey ? { env: options.secretsKey } : {}),
      ...(dataDir ? { dataDir } : {}),
      sharedDatabase: options.databaseUrl !== undefined,
    }))
    // Under the startup lock: a process starting beside this one on the same database waits, then
    // finds the users and seeds nothing.
    const seeded = options.seed === false
      ? false
      : await db.withStartupLock(() => seedDemoWorkspace(db, context.clock(), {
        attachments: files.filesDir !== undefined,
        ...(options.onProgress ? { onProgress: (part) => options.onProgress?.(`Preparing the demo workspace: ${part}…`) } : {}),
      }))
    await purgeExpiredDefinitions(db, context.clock())
    const assetTokenKeys = await resolveAssetTokenKeys({
      ...(options.assetTokenSecrets ? { secrets: options.assetTokenSecrets } : {}),
      ...(dataDir ? { dataDir } : {}),
      ...(options.databaseUrl ? { sharedDb: db } : {}),
    })
    const app = await createApp({
      db,
      logger: options.logger ?? false,
      tokenTtlMinutes: options.tokenTtlMinutes ?? defaultTokenTtlMinutes,
      ...(options.contractDir ? { contractDir: options.contractDir } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
      ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
      ...files,
      assetTokenKeys,
    })
    const clock = options.clock ? { clock: options.clock } : {}
    const functionHost = options.functionHost === false
      ? (await prepareFunctionRuntime(db, clock), null)
      : await startFunctionHost(db, { ...clock, ...options.functionHost })
    await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 4010 })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : options.port
    const host = options.host ?? '127.0.0.1'
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      seeded,
      functionHost,
      async close() {
        await functionHost?.stop()
        await app.close()
        await db.close()
      },
    }
  } catch (error) {
    await db.close()
    throw error
  }
}

function filesDirOf(options: ServerOptions): { filesDir?: string } {
  if (options.filesDir) return { filesDir: resolve(options.filesDir) }
  if (options.databaseUrl) return { filesDir: resolve('.data/files') }
  if (options.inMemory) return {}
  return { filesDir: `${resolve(options.dataDir ?? '.data/workspace')}-files` }
}

function positiveNumber(name: string): number | undefined {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!(Number.isFinite(value) && value > 0)) throw new Error(`${name} must be a positive number.`)
  return value
}

function loginThrottleFromEnvironment(): Partial<LoginThrottleSettings> {
  const settings: Partial<LoginThrottleSettings> = {}
  const perUserAndAddress = positiveNumber('LOGIN_FAILURES_PER_USER_AND_ADDRESS')
  const perAddress = positiveNumber('LOGIN_FAILURES_PER_ADDRESS')
  const perUser = positiveNumber('LOGIN_FAILURES_PER_USER')
  const maxWaitMinutes = positiveNumber('LOGIN_MAX_WAIT_MINUTES')
  if (perUserAndAddress !== undefined) settings.failuresPerUserAndAddress = perUserAndAddress
  if (perAddress !== undefined) settings.failuresPerAddress = perAddress
  if (perUser !== undefined) settings.failuresPerUser = perUser
  if (maxWaitMinutes !== undefined) settings.maxWaitSeconds = maxWaitMinutes * 60
  return settings
}

function optionsFromEnvironment(argv: string[]): ServerOptions {
  const env = process.env
  const ttl = positiveNumber('TOKEN_TTL_MINUTES')
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port: env.API_PORT ? Number(env.API_PORT) : 4010,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir: env.DATA_DIR ?? '.data/workspace',
    ...(env.FILES_DIR ? { filesDir: env.FILES_DIR } : {}),
    seed: !(argv.includes('--no-seed') || env.SEED === 'false'),
    logger: env.LOG_REQUESTS !== 'false',
    ...(ttl !== undefined ? { tokenTtlMinutes: ttl } : {}),
    ...(env.API_ALLOWED_ORIGINS ? { allowedOrigins: parseAllowedOrigins(env.API_ALLOWED_ORIGINS) } : {}),
    loginThrottle: loginThrottleFromEnvironment(),
    ...(env.ASSET_TOKEN_SECRET ? { assetTokenSecrets: parseAssetTokenSecrets(env.ASSET_TOKEN_SECRET) } : {}),
    // A key that is not 32 bytes stops the start with a message (never the value).
    ...(env.SECRETS_KEY ? { secretsKey: env.SECRETS_KEY } : {}),
  }
}

const isCli = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isCli) {
  const options = optionsFromEnvironment(process.argv.slice(2))
  const server = await startServer({ ...options, onProgress: (message) => console.log(message) }).catch((error: unknown) => {
    // Refusals with a message for the operator end the process without a stack trace.
    if (!(error instanceof DataDirInUseError)) throw error
    console.error(error.message)
    process.exit(1)
  })
  const where = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : resolve(options.dataDir ?? '.data/workspace')
  console.log(`Workspace API listening on ${server.url} (data: ${where})`)
  if (options.seed !== false) console.log(demoCredentialsText())
  const stop = async () => {
    await server.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
