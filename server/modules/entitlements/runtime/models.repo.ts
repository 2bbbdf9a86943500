import type { EntitlementModelType, EntitlementRoleKind, ResourceScopeMode } from '../../../../shared/enums'
import type { Db } from '../../../db'

/** Models with their roles and plans as the runtime reads them (entitlement_models, entitlement_model_roles, entitlement_plans). */

export interface ModelRole {
  id: string
  role_kind: number
  display_name: string
  entity_definition_id: string
}

export async function modelRoles(db: Db, modelId: string): Promise<ModelRole[]> {
  return db.query<ModelRole>('SELECT id, role_kind, display_name, entity_definition_id FROM entitlement_model_roles WHERE model_id = $1 ORDER BY role_kind', [modelId])
}

export async function modelDisplayName(db: Db, modelId: string): Promise<string | null> {
  const [model] = await db.query<{ display_name: string }>('SELECT display_name FROM entitlement_models WHERE id = $1', [modelId])
  return model?.display_name ?? null
}

/** What issuing from a model checks of it. */
export interface ModelState {
  isActive: boolean
  displayName: string
  resourceScopeMode: number
}

export async function findModelState(db: Db, modelId: string): Promise<ModelState | null> {
  const [model] = await db.query<{ is_active: boolean; display_name: string; resource_scope_mode: number }>(
    'SELECT is_active, display_name, resource_scope_mode FROM entitlement_models WHERE id = $1',
    [modelId],
  )
  return model ? { isActive: model.is_active, displayName: model.display_name, resourceScopeMode: model.resource_scope_mode } : null
}

/** What renewing from a plan checks of it and its model. */
export interface PlanState {
  isActive: boolean
  displayName: string
  modelActive: boolean
}

export async function findPlanState(db: Db, planId: string): Promise<PlanState | null> {
  const [plan] = await db.query<{ is_active: boolean; display_name: string; model_active: boolean }>(
    `SELECT p.is_active, p.display_name, m.is_active AS model_active FROM entitlement_plans p JOIN entitlement_models m ON m.id = p.model_id WHERE p.id = $1`,
    [planId],
  )
  return plan ? { isActive: plan.is_active, displayName: plan.display_name, modelActive: plan.model_active } : null
}

export interface ModelOption {
  id: string
  key: string
  display_name: string
  model_type: EntitlementModelType
  is_active: boolean
  resource_scope_mode: ResourceScopeMode
}

/** The models (null = every model) by name. */
export async function listModelOptions(db: Db, modelIds: string[] | null): Promise<ModelOption[]> {
  return db.query<ModelOption>(
    `SELECT id, key, display_name, model_type, is_active, resource_scope_mode FROM entitlement_models
     ${modelIds === null ? '' : 'WHERE id = ANY($1::text[])'} ORDER BY lower(display_name), id`,
    modelIds === null ? [] : [modelIds],
  )
}

export interface RoleOption {
  id: string
  model_id: string
  role_kind: EntitlementRoleKind
  display_name: string
  entity_definition_id: string
  definition_name: string | null
}

/** The roles of the models with their definitions' names, in role kind order. */
export async function listRoleOptions(db: Db, modelIds: string[]): Promise<RoleOption[]> {
  return db.query<RoleOption>(
    `SELECT r.id, r.model_id, r.role_kind, r.display_name, r.entity_definition_id, d.name AS definition_name
     FROM entitlement_model_roles r LEFT JOIN entity_definitions d ON d.id = r.entity_definition_id
     WHERE r.model_id = ANY($1::text[]) ORDER BY r.role_kind`,
    [modelIds],
  )
}

/** A plan's term as its one-line summary reads it. */
export interface PlanShape {
  duration_amount: number | null
  duration_unit: number
  grace_period_amount: number | null
  grace_period_unit: number
  time_bound_window_amount: number | null
  time_bound_window_unit: number
  time_bound_window_anchor: number
}

export interface PlanOption extends PlanShape {
  id: string
  model_id: string
  key: string
  display_name: string
  is_active: boolean
  family: string | null
}

/** The plans of the models with their families' names, in their order. */
export async function listPlanOptions(db: Db, modelIds: string[]): Promise<PlanOption[]> {
  return db.query<PlanOption>(
    `SELECT p.id, p.model_id, p.key, p.display_name, p.is_active, f.display_name AS family, p.duration_amount, p.duration_unit,
       p.grace_period_amount, p.grace_period_unit, p.time_bound_window_amount, p.time_bound_window_unit, p.time_bound_window_anchor
     FROM entitlement_plans p LEFT JOIN entitlement_plan_families f ON f.id = p.plan_family_id
     WHERE p.model_id = ANY($1::text[]) ORDER BY p.sort_order, lower(p.key)`,
    [modelIds],
  )
}
