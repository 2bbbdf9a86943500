import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { iso } from '../../../platform/values'
import { readModelPlans, type PlanRecord } from '../shared/planTerms'
import { setupDefinitions } from './definitions'
import { issuedCountOfModel } from './issued.repo'
import { findModelRow, listModelRoles, listModelSummaries, type ModelRow } from './models.repo'
import { resolvePath, type PathDefinitions } from './paths'
import { RoleKind, type ModelPathPayload, type ModelPayload, type ModelSummaryPayload, type PlanSummaryPayload } from './types'

export { issuedCountOfModel }

/** Reads of models: the full model (documented InformationServiceAccessModel shape) and list rows. */

export async function requireModelRow(db: Db, modelId: string, options: { forUpdate?: boolean } = {}): Promise<ModelRow> {
  const row = await findModelRow(db, modelId, options)
  if (!row) throw notFound(`Entitlement model "${modelId}" does not exist.`, modelId)
  return row
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
  const [roles, plans, issuedCount] = await Promise.all([
    listModelRoles(db, modelId),
    readModelPlans(db, modelId),
    issuedCountOfModel(db, modelId),
  ])
  const role = (kind: number) => roles.find((item) => item.RoleKind === kind) ?? null
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
  return listModelSummaries(db)
}
