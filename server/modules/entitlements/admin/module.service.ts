import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { staleRowVersion } from '../../../http/errors'
import { getSettings, setModuleEnabled } from '../../workspace'

/** The Entitlements module switch: workspace_settings.modules.EntitlementOperations, versioned by its own row. */

export interface EntitlementsModuleSettings {
  Enabled: boolean
  RowVersion: string
}

async function moduleRowVersion(db: Db): Promise<string> {
  await db.query('INSERT INTO entitlement_module_settings (id, row_version) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomUUID()])
  const [row] = await db.query<{ row_version: string }>('SELECT row_version FROM entitlement_module_settings WHERE id = 1')
  return row!.row_version
}

export async function getEntitlementsModule(db: Db): Promise<EntitlementsModuleSettings> {
  return { Enabled: (await getSettings(db)).modules.EntitlementOperations.Enabled, RowVersion: await moduleRowVersion(db) }
}

export async function updateEntitlementsModule(db: Db, input: EntitlementsModuleSettings): Promise<EntitlementsModuleSettings> {
  return db.transaction(async (tx) => {
    await moduleRowVersion(tx)
    await tx.query('SELECT 1 FROM entitlement_module_settings WHERE id = 1 FOR UPDATE')
    const current = await getEntitlementsModule(tx)
    if (input.RowVersion !== current.RowVersion) throw staleRowVersion(current)
    await setModuleEnabled(tx, 'EntitlementOperations', input.Enabled)
    await tx.query('UPDATE entitlement_module_settings SET row_version = $1 WHERE id = 1', [randomUUID()])
    return getEntitlementsModule(tx)
  })
}
