import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { processIsAlive, templatePrefix, testDatabaseCacheVariable } from './runCache'
import { prepareStartingDatabase, serverDemoStart } from './startingDatabase'
import { dropTemplateDatabases } from './testDatabase'

const folderPrefix = 'workspace-test-db-'
const ownerFile = 'owner.pid'

/**
 * One cache folder per test run for the prepared starting databases (see startingDatabase.ts): the
 * workers inherit its path, the end of the run removes it and, on PostgreSQL, the template databases.
 * The demo start that most files open is prepared here, before any file starts.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await removeFoldersOfEndedRuns()
  const cacheDir = await mkdtemp(join(tmpdir(), folderPrefix))
  await writeFile(join(cacheDir, ownerFile), String(process.pid))
  process.env[testDatabaseCacheVariable] = cacheDir
  // Most files open this one; seeding it here keeps its minute out of their hooks' timeouts.
  await prepareStartingDatabase(serverDemoStart())
  return () => removeCache(cacheDir)
}

async function removeCache(cacheDir: string): Promise<void> {
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl) await dropTemplateDatabases(adminUrl, templatePrefix(cacheDir))
  await rm(cacheDir, { recursive: true, force: true })
}

/** A run that was killed left its cache (dumps of tens of megabytes) behind; runs still going keep theirs. */
async function removeFoldersOfEndedRuns(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(folderPrefix)) continue
    const cacheDir = join(tmpdir(), name)
    const owner = Number(await readFile(join(cacheDir, ownerFile), 'utf8').catch(() => ''))
    if (owner > 0 && !processIsAlive(owner)) await removeCache(cacheDir)
  }
}

