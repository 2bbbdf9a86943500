import { createHash } from 'node:crypto'

/** The run's cache folder (set by server/test/globalSetup.ts); without it every test database is built afresh. */
export const testDatabaseCacheVariable = 'WORKSPACE_TEST_DB_CACHE'

/** The names of the template databases of the run with this cache folder start with it. */
export function templatePrefix(cacheDir: string): string {
  return `workspace_tpl_${createHash('sha256').update(cacheDir).digest('hex').slice(0, 8)}_`
}

/** Whether the process with this id still runs (a lock holder, the owner of a run's cache). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
