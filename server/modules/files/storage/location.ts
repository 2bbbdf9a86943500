import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Db } from '../../../db'

/**
 * Where an installation keeps file bytes when the settings name no RootPath: the server's data
 * directory (`<DATA_DIR>/files`), or a fresh temporary directory for an in-memory database.
 */
const defaultRoots = new WeakMap<Db, string>()

export function configureFileStorage(db: Db, defaultRoot: string): void {
  defaultRoots.set(db, defaultRoot)
}

export function defaultFileRoot(db: Db): string {
  let root = defaultRoots.get(db)
  if (!root) {
    root = mkdtempSync(join(tmpdir(), 'workspace-files-'))
    defaultRoots.set(db, root)
  }
  return root
}
