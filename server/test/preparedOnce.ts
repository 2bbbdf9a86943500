import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { processIsAlive } from './runCache'

/**
 * The value stored under `key` in the run's cache folder, built by the first test worker that asks
 * for it: the others wait for it instead of building it too. A lock whose worker has died is taken over.
 */
export async function preparedOnce<T>(cacheDir: string, key: string, build: () => Promise<T>): Promise<T> {
  const entryPath = join(cacheDir, `${key}.json`)
  const lockPath = join(cacheDir, `${key}.lock`)
  for (;;) {
    const entry = readEntry<T>(entryPath)
    if (entry !== undefined) return entry
    if (takeLock(lockPath)) {
      try {
        const value = await build()
        writeAtomically(entryPath, JSON.stringify(value))
        return value
      } finally {
        unlinkSync(lockPath)
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Writes beside the target, then renames: a reader never sees half a file. */
export function writeAtomically(path: string, data: string | Uint8Array): void {
  const partial = `${path}.${process.pid}.partial`
  writeFileSync(partial, data)
  renameSync(partial, path)
}

function readEntry<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function takeLock(path: string): boolean {
  try {
    const fd = openSync(path, 'wx')
    writeFileSync(fd, String(process.pid))
    closeSync(fd)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  if (holderIsAlive(path)) return false
  // The worker that held it is gone (a crash or an interrupted run): drop its lock and try again.
  try {
    unlinkSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  return takeLock(path)
}

function holderIsAlive(path: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(path, 'utf8'))
  } catch {
    return true
  }
  // An empty file: the holder has created it and is about to write its pid.
  return !Number.isInteger(pid) || pid <= 0 || processIsAlive(pid)
}
