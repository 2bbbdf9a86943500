import type { EntitlementAccessMode, EntitlementPartyType, LookupTableSelectorMode, PickerInputType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { iso } from '../../../platform/values'
import { readModelPlans, type PlanRecord } from '../shared/planTerms'
import { setupDefinitions } from './definitions'
import { resolvePath, type PathDefinitions } from './paths'
import { ModelType, ResourceScopeMode, RoleKind, type ModelPathPayload, type ModelPayload, type ModelRolePayload, type ModelSummaryPayload, type PlanSummaryPayload } from './types'

/** Reads of models: the full model (documented InformationServiceAccessModel shape) and list rows. */

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

export async function findModelRow(db: Db, modelId: string, options: { forUpdate?: boolean } = {}): Promise<ModelRow | null> {
  const [row] = await db.query<ModelRow>(`SELECT * FROM entitlement_models WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [modelId])
  return row ?? null
}

export async function requireModelRow(db: Db, modelId: string, options: { forUpdate?: boolean } = {}): Promise<ModelRow> {
  const row = await findModelRow(db, modelId, options)
  if (!row) throw notFound(`Entitlement model "${modelId}" does not exist.`, modelId)
  return row
}

export async function issuedCountOfModel(db: Db, modelId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlements WHERE model_id = $1', [modelId])
  return row?.n ?? 0
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

/** A stored path with its steps resolved against today's schema (none when the schema moved on). */
async function pathOf(definitions: PathDefinitions, pathKey: string, from: string | undefined, to: string | undefined): Promise<ModelPathPayload | null> {
  if (!pathKey || !from || !to) return null
  try {
    return await resolvePath(definitions, from, to, pathKey, 'PathKey')
  } catch {
    return { PathKey: pathKey, Steps: [] }
  }
}

function toPlanSummary(plan: PlanRecord): PlanSummaryPayload {
  return {
    Id: plan.id,
    Key: plan.key,
    DisplayName: plan.displayName,
    IsActive: plan.isActive,
    SortOrder: plan.sortOrder,
    DurationAmount: plan.durationAmount,
    DurationUnit: plan.durationUnit,
    GracePeriodAmount: plan.gracePeriodAmount,
    GracePeriodUnit: plan.gracePeriodUnit,
    TimeBoundWindowAmount: plan.timeBoundWindowAmount,
    TimeBoundWindowUnit: plan.timeBoundWindowUnit,
    TimeBoundWindowAnchor: plan.timeBoundWindowAnchor,
    LimitCount: plan.limits.length,
    PlanFamily: plan.planFamily ? { Id: plan.planFamily.id, Key: plan.planFamily.key, DisplayName: plan.planFamily.displayName } : null,
    RenewalPolicy: plan.renewalPolicy
      ? { Id: plan.renewalPolicy.id, Key: plan.renewalPolicy.key, DisplayName: plan.renewalPolicy.displayName, Mode: plan.renewalPolicy.mode }
      : null,
  }
}

export async function readModel(db: Db, modelId: string): Promise<ModelPayload> {
  const row = await requireModelRow(db, modelId)
  const [roleRows, plans, issuedCount] = await Promise.all([
    db.query<RoleRow>(
      `SELECT r.id, r.role_kind, r.display_name, r.entity_definition_id, d.name AS definition_name,
              d.display_name_plural AS definition_display_name, r.picker_input_type, r.lookup_table_selector_mode, r.lookup_table_surface_key
       FROM entitlement_model_roles r JOIN entity_definitions d ON d.id = r.entity_definition_id
       WHERE r.model_id = $1 ORDER BY r.role_kind`,
      [modelId],
    ),
    readModelPlans(db, modelId),
    issuedCountOfModel(db, modelId),
  ])
  const role = (kind: number) => {
    const found = roleRows.find((item) => item.role_kind === kind)
    return found ? toRole(found) : null
  }
  const owner = role(RoleKind.OwnerParty)
  if (!owner) throw new Error(`Entitlement model ${modelId} has no owner party role`)
  const delegate = role(RoleKind.DelegateParty)
  const resource = role(RoleKind.Resource)
  const definitions = setupDefinitions(db)
  return {
    Id: row.id,
    Key: row.key,
    DisplayName: row.display_name,
    Description: row.description,
    ModelType: row.model_type,
    PartyType: row.party_type,
    AccessMode: row.access_mode,
    ResourceScopeMode: row.resource_scope_mode,
    IsActive: row.is_active,
    OwnerParty: owner,
    DelegateParty: delegate,
    Resource: resource,
    RelatedResource: role(RoleKind.RelatedResource),
    PartyDelegationPath: await pathOf(definitions, row.party_delegation_path, owner.EntityDefinitionId, delegate?.EntityDefinitionId),
    ResourceHierarchyPath: await pathOf(definitions, row.resource_hierarchy_path, owner.EntityDefinitionId, resource?.EntityDefinitionId),
    Plans: plans.map(toPlanSummary),
    IssuedCount: issuedCount,
    AllowedActions: { CanUpdate: true, CanDelete: plans.length === 0, CanManageSecurity: true, CanCreatePlan: true },
    CreatedAtUtc: iso(row.created_at),
    ModifiedAtUtc: iso(row.modified_at),
    SecurityRowVersion: row.security_row_version,
    RowVersion: row.row_version,
  }
}

export async function listModels(db: Db): Promise<ModelSummaryPayload[]> {
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
