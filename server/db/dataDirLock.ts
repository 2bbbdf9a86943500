import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * PGlite is PostgreSQL without its postmaster: nothing stops two processes from opening one data
 * directory, and then both hand out the same ids, lose each other's writes and can corrupt it. So
 * whoever opens a data directory first writes this file into it (as PostgreSQL writes
 * postmaster.pid), created atomically ('wx'), and every later opener refuses while that process runs.
 */
export const dataDirLockName = 'workspace-api.lock'

interface LockOwner {
  pid: number
  host: string
  startedAt: string
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, lockPath: string, owner: LockOwner | null) {
    super(owner
      ? `The data directory ${dataDir} is in use by another workspace API process (PID ${owner.pid} on ${owner.host}, started ${owner.startedAt}). ` +
        `Stop that process first, or give this one its own DATA_DIR. (If no such process runs, delete ${lockPath}.)`
      : `The data directory ${dataDir} is in use by another workspace API process: its lock file ${lockPath} cannot be read. ` +
        'If no workspace API process runs on this directory, delete that file.')
    this.name = 'DataDirInUseError'
  }
}

export interface DataDirLock {
  release(): void
}

/** Data directories this process holds: its own PID in a lock file is only stale when not listed here. */
const heldHere = new Set<string>()

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>
    if (!Number.isInteger(value.pid) || typeof value.host !== 'string' || typeof value.startedAt !== 'string') return null
    return value as LockOwner
  } catch {
    return null
  }
}

/** The text of the lock file, undefined once it is gone. */
function readLock(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function created(path: string, text: string): boolean {
  try {
    writeFileSync(path, text, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/**
 * Removes the stale lock only if it still holds `text`: moved aside first, so that a lock another
 * process took over meanwhile goes back instead of being deleted.
 */
function removedIfUnchanged(path: string, text: string): boolean {
  const aside = `${path}.stale-${process.pid}`
  try {
    renameSync(path, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
  const unchanged = readLock(aside) === text
  if (!unchanged) {
    try {
      linkSync(aside, path)
    } catch {
      // A third process holds it now: its file stays.
    }
  }
  unlinkSync(aside)
  return unchanged
}

/** A lock held by a process on another host cannot be checked: only one on this host can be stale. */
function isStale(owner: LockOwner, dataDir: string): boolean {
  if (owner.host !== hostname()) return false
  if (owner.pid === process.pid) return !heldHere.has(dataDir)
  return !isRunning(owner.pid)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Takes the data directory's lock or throws DataDirInUseError; takes over (and logs) a lock whose
 * process has ended. Call before PGlite opens the directory; release after it closed.
 */
export async function lockDataDir(directory: string, log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Promise<DataDirLock> {
  const dataDir = resolve(directory)
  const path = join(dataDir, dataDirLockName)
  const text = `${JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() } satisfies LockOwner)}\n`
  let unreadable = 0
  for (;;) {
    if (created(path, text)) return held(dataDir, path, text)
    const current = readLock(path)
    if (current === undefined) continue
    const owner = parseOwner(current)
    if (!owner) {
      // Its owner may be between creating and writing it: look again a few times before giving up.
      if (++unreadable > 10) throw new DataDirInUseError(dataDir, path, null)
      await pause(50)
      continue
    }
    if (!isStale(owner, dataDir)) throw new DataDirInUseError(dataDir, path, owner)
    if (removedIfUnchanged(path, current)) {
      log(`Data directory ${dataDir}: took over the lock of process ${owner.pid} (started ${owner.startedAt}), which no longer runs.`)
    }
  }
}

function held(dataDir: string, path: string, text: string): DataDirLock {
  heldHere.add(dataDir)
  // A process that ends without closing the database (an uncaught error) still removes its lock.
  const release = () => {
    process.removeListener('exit', release)
    heldHere.delete(dataDir)
    try {
      if (readLock(path) === text) unlinkSync(path)
    } catch {
      // The directory went first (a test's temporary one): nothing left to release.
    }
  }
  process.once('exit', release)
  return { release }
}
