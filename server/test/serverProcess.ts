import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { openDb, type Db, type OpenDbOptions } from '../db'
import { seedDemoWorkspace } from '../seed/seed'

/**
 * The API as a separate process (`server/main.ts`, as `npm run server` starts it), for what only
 * separate processes show: two of them on one data directory or database, restarts.
 */

const mainPath = fileURLToPath(new URL('../main.ts', import.meta.url))
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface ServerProcess {
  pid: number
  /** Resolves with the URL once it listens; rejects when it exits first. */
  listening: Promise<string>
  /** Resolves with the exit code once it has ended. */
  exited: Promise<number | null>
  /** Everything it wrote so far, stdout and stderr. */
  output(): string
  /** SIGTERM (the server closes itself), then its exit code. */
  stop(): Promise<number | null>
}

/** The child sees only the settings a test gives it: none of this process's database, data directory or secrets. */
function childEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env }
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'FILES_DIR', 'ASSET_TOKEN_SECRET', 'SEED', 'API_PORT', 'API_HOST']) delete inherited[name]
  return { ...inherited, API_HOST: '127.0.0.1', API_PORT: '0', SEED: 'false', LOG_REQUESTS: 'false', ...env }
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], { cwd: repoRoot, env: childEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => reject(new Error(`The API process exited with ${code} before listening:\n${output}`)))
  })
  // A test that expects the exit does not wait for this promise.
  listening.catch(() => undefined)
  return {
    pid: child.pid!,
    listening,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** The id of a process that has ended: nothing answers to it (until the system reuses it). */
export async function deadProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

/**
 * A database with the demo sign-ins only (no data model, boards or history: quick to make), then
 * `fill`; closed again for the processes to open.
 */
export async function prepareDatabase(options: OpenDbOptions, fill?: (db: Db) => Promise<void>): Promise<void> {
  const db = await openDb(options)
  try {
    await seedDemoWorkspace(db, new Date(), { entities: false, runHistory: false, boards: false, entitlements: false })
    await fill?.(db)
  } finally {
    await db.close()
  }
}

/** API processes on one prepared PGlite data directory, for a describe block. */
export interface DataDirProcesses {
  /** The data directory (set once the block's beforeAll ran). */
  readonly dataDir: string
  /** Starts an API process on it; it is stopped after the test. */
  start(env?: Record<string, string>): ServerProcess
}

/**
 * Registers the hooks of a describe block that starts API processes on one data directory: made
 * (and filled) in beforeAll, so a skipped block leaves none behind; processes stopped after each test,
 * so one that failed half-way holds nothing for the next; removed afterwards.
 */
export function useDataDirProcesses(prefix: string, fill?: (db: Db) => Promise<void>): DataDirProcesses {
  let root = ''
  let dataDir = ''
  const running: ServerProcess[] = []
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), prefix))
    dataDir = join(root, 'db')
    await prepareDatabase({ dataDir }, fill)
  }, 120_000)
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()))
  })
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })
  return {
    get dataDir() {
      return dataDir
    },
    start(env = {}) {
      const server = spawnServer({ DATA_DIR: dataDir, FILES_DIR: join(root, 'files'), ...env })
      running.push(server)
      return server
    },
  }
}
