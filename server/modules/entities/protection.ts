import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'

export interface PackageOwnership {
  SourcePackageId: string
  SourceStableId: string
  SourceNetPackageId?: string | null
  /** The package's requiredness condition (read-only output BusinessRequiredWhen). */
  BusinessRequiredWhen?: string | null
}

/**
 * Marks a field as owned by a package: its structural shape becomes protected (updates of it answer
 * 409 workspace.entities.protectedShape, deletion too) while DisplayName and the When conditions stay editable.
 */
export async function markFieldPackageOwned(db: Db, fieldId: string, ownership: PackageOwnership): Promise<void> {
  await db.query(
    `UPDATE entity_fields SET is_protected = true, schema_source = 1, source_package_id = $2, source_stable_id = $3,
       source_net_package_id = $4, business_required_when = $5, row_version = $6 WHERE id = $1`,
    [fieldId, ownership.SourcePackageId, ownership.SourceStableId, ownership.SourceNetPackageId ?? null, ownership.BusinessRequiredWhen ?? null, randomUUID()],
  )
}
