import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Db } from '../../../db'
import { appContextOf } from '../../../platform/appContext'
import { defineAppState } from '../../../platform/appState'

/**
 * Where an installation keeps file bytes when the settings name no RootPath: the server's data
 * directory (`<DATA_DIR>/files`), or a fresh temporary directory for an in-memory database.
 */
const defaultRoot = defineAppState<{ path: string | null }>('files.defaultRoot', () => ({ path: null }))

export function configureFileStorage(db: Db, root: string): void {
  appContextOf(db).state(defaultRoot).path = root
}

export function defaultFileRoot(db: Db): string {
  const configured = appContextOf(db).state(defaultRoot)
  configured.path ??= mkdtempSync(join(tmpdir(), 'workspace-files-'))
  return configured.path
}
