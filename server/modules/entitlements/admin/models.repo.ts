import type { EntitlementAccessMode, EntitlementPartyType, LookupTableSelectorMode, PickerInputType } from '../../../../shared/enums'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ValidModel, ValidRole } from './models.rules'
import { ModelType, ResourceScopeMode, RoleKind, type ModelRolePayload, type ModelSummaryPayload } from './types'

/** Entitlement models and their roles (entitlement_models, entitlement_model_roles) as the setup reads and writes them. */

export interface ModelRow {
  id: string
  key: string
  display_name: string
  description: string | null
  model_type: ModelType
  party_type: EntitlementPartyType
  access_mode: EntitlementAccessMode
  resource_scope_mode: ResourceScopeMode
  party_delegation_path: string
  resource_hierarchy_path: string
  is_active: boolean
  security_row_version: string
  created_at: Date
  modified_at: Date
  row_version: string
}

interface RoleRow {
  id: string
  role_kind: RoleKind
  display_name: string
  entity_definition_id: string
  definition_name: string
  definition_display_name: string
  picker_input_type: PickerInputType
  lookup_table_selector_mode: LookupTableSelectorMode
  lookup_table_surface_key: string | null
}

function toRole(row: RoleRow): ModelRolePayload {
  return {
    Id: row.id,
    RoleKind: row.role_kind,
    DisplayName: row.display_name,
    EntityDefinitionId: row.entity_definition_id,
    EntityDefinitionName: row.definition_name,
    EntityDisplayName: row.definition_display_name,
    InstancePickerInputType: row.picker_input_type,
    ResourcePickerInputType: row.picker_input_type,
    PickerInputType: row.picker_input_type,
    LookupTableSelectorMode: row.lookup_table_selector_mode,
    LookupTableSurfaceKey: row.lookup_table_surface_key,
  }
}

export async function findModelRow(db: Db, modelId: string, options: { forUpdate?: boolean } = {}): Promise<ModelRow | null> {
  const [row] = await db.query<ModelRow>(`SELECT * FROM entitlement_models WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [modelId])
  return row ?? null
}

/** The model's roles with their entity definitions' names, in role kind order. */
export async function listModelRoles(db: Db, modelId: string): Promise<ModelRolePayload[]> {
  const rows = await db.query<RoleRow>(
    `SELECT r.id, r.role_kind, r.display_name, r.entity_definition_id, d.name AS definition_name,
            d.display_name_plural AS definition_display_name, r.picker_input_type, r.lookup_table_selector_mode, r.lookup_table_surface_key
     FROM entitlement_model_roles r JOIN entity_definitions d ON d.id = r.entity_definition_id
     WHERE r.model_id = $1 ORDER BY r.role_kind`,
    [modelId],
  )
  return rows.map(toRole)
}

/** Every model with its owner's definition and its plan and issued counts, by name. */
export async function listModelSummaries(db: Db): Promise<ModelSummaryPayload[]> {
  const rows = await db.query<{
    id: string; key: string; display_name: string; model_type: ModelType; is_active: boolean; owner_name: string | null
    plan_count: number; issued_count: number; row_version: string
  }>(
    `SELECT m.id, m.key, m.display_name, m.model_type, m.is_active, d.display_name_plural AS owner_name, m.row_version,
            (SELECT count(*)::int FROM entitlement_plans p WHERE p.model_id = m.id) AS plan_count,
            (SELECT count(*)::int FROM entitlements e WHERE e.model_id = m.id) AS issued_count
     FROM entitlement_models m
     LEFT JOIN entitlement_model_roles r ON r.model_id = m.id AND r.role_kind = ${RoleKind.OwnerParty}
     LEFT JOIN entity_definitions d ON d.id = r.entity_definition_id
     ORDER BY lower(m.display_name), m.key`,
  )
  return rows.map((row) => ({
    Id: row.id,
    Key: row.key,
    DisplayName: row.display_name,
    ModelType: row.model_type,
    IsActive: row.is_active,
    OwnerDefinitionDisplayName: row.owner_name ?? '',
    PlanCount: row.plan_count,
    IssuedCount: row.issued_count,
    RowVersion: row.row_version,
  }))
}

/** Whether a model other than `exceptId` has the key (lower-case). */
export async function isModelKeyTaken(db: Db, key: string, exceptId: string): Promise<boolean> {
  const [taken] = await db.query<{ id: string }>('SELECT id FROM entitlement_models WHERE lower(key) = $1 AND id <> $2', [key, exceptId])
  return taken !== undefined
}

export interface ModelVersions {
  securityRowVersion: string
  rowVersion: string
}

export async function insertModelRow(db: Db, id: string, modelType: number, valid: ValidModel, now: Date, versions: ModelVersions): Promise<void> {
  await db.query(
    `INSERT INTO entitlement_models (id, key, display_name, description, model_type, party_type, access_mode, resource_scope_mode,
       party_delegation_path, resource_hierarchy_path, is_active, security_row_version, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $12, $12, $13)`,
    [id, valid.key, valid.displayName, valid.description, modelType, valid.partyType, valid.accessMode, valid.resourceScopeMode,
      valid.partyDelegationPath, valid.resourceHierarchyPath, versions.securityRowVersion, now, versions.rowVersion],
  )
}

export async function updateModelRow(db: Db, modelId: string, valid: ValidModel, isActive: boolean, now: Date, rowVersion: string): Promise<void> {
  await db.query(
    `UPDATE entitlement_models SET key = $2, display_name = $3, description = $4, party_type = $5, access_mode = $6, resource_scope_mode = $7,
       party_delegation_path = $8, resource_hierarchy_path = $9, is_active = $10, modified_at = $11, row_version = $12
     WHERE id = $1`,
    [modelId, valid.key, valid.displayName, valid.description, valid.partyType, valid.accessMode, valid.resourceScopeMode,
      valid.partyDelegationPath, valid.resourceHierarchyPath, isActive, now, rowVersion],
  )
}

export async function renewSecurityRowVersion(db: Db, modelId: string, securityRowVersion: string): Promise<void> {
  await db.query('UPDATE entitlement_models SET security_row_version = $2 WHERE id = $1', [modelId, securityRowVersion])
}

export async function deleteModelRow(db: Db, modelId: string): Promise<void> {
  await db.query('DELETE FROM entitlement_models WHERE id = $1', [modelId])
}

/** Writes the roles (one per kind, kept by kind) and removes the kinds not among them. */
export async function writeModelRoles(db: Db, modelId: string, roles: ValidRole[]): Promise<void> {
  for (const role of roles) {
    await db.query(
      `INSERT INTO entitlement_model_roles (id, model_id, role_kind, display_name, entity_definition_id, picker_input_type, lookup_table_selector_mode, lookup_table_surface_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (model_id, role_kind) DO UPDATE SET display_name = EXCLUDED.display_name, entity_definition_id = EXCLUDED.entity_definition_id,
         picker_input_type = EXCLUDED.picker_input_type, lookup_table_selector_mode = EXCLUDED.lookup_table_selector_mode,
         lookup_table_surface_key = EXCLUDED.lookup_table_surface_key`,
      [randomUUID(), modelId, role.kind, role.displayName, role.definitionId, role.pickerInputType, role.selectorMode, role.surfaceKey],
    )
  }
  await db.query('DELETE FROM entitlement_model_roles WHERE model_id = $1 AND NOT (role_kind = ANY($2::int[]))', [modelId, roles.map((role) => String(role.kind))])
}

/** The entity definition of each stored role kind. */
export async function storedRoleDefinitions(db: Db, modelId: string): Promise<Array<{ kind: number; definitionId: string }>> {
  const rows = await db.query<{ role_kind: number; entity_definition_id: string }>('SELECT role_kind, entity_definition_id FROM entitlement_model_roles WHERE model_id = $1', [modelId])
  return rows.map((row) => ({ kind: row.role_kind, definitionId: row.entity_definition_id }))
}

export async function countModelPlans(db: Db, modelId: string): Promise<number> {
  const [plans] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlement_plans WHERE model_id = $1', [modelId])
  return plans?.n ?? 0
}
