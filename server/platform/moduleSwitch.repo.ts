import type { Db } from '../db'
import type { ModuleName } from '../modules/workspace'

/** module_switch_versions: one row version per module switch, changed with every flip. */

/** Creates the switch's row with this version unless it exists. */
export async function insertSwitchVersionIfMissing(db: Db, module: ModuleName, rowVersion: string): Promise<void> {
  await db.query('INSERT INTO module_switch_versions (module, row_version) VALUES ($1, $2) ON CONFLICT (module) DO NOTHING', [module, rowVersion])
}

export async function findSwitchVersion(db: Db, module: ModuleName): Promise<string | undefined> {
  const [row] = await db.query<{ row_version: string }>('SELECT row_version FROM module_switch_versions WHERE module = $1', [module])
  return row?.row_version
}

/** Holds the switch's row until the transaction ends, so flips of one switch run one after the other. */
export async function lockSwitchVersion(tx: Db, module: ModuleName): Promise<void> {
  await tx.query('SELECT 1 FROM module_switch_versions WHERE module = $1 FOR UPDATE', [module])
}

export async function updateSwitchVersion(tx: Db, module: ModuleName, rowVersion: string): Promise<void> {
  await tx.query('UPDATE module_switch_versions SET row_version = $1 WHERE module = $2', [rowVersion, module])
}
