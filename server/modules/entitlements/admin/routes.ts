import { defineOperation, type OperationContext, type OperationDefinition, type OperationHandlers } from '../../../http/operation'
import { configurePermission } from '../shared/access'
import { createPlanFamily, deletePlanFamily, listPlanFamilies, updatePlanFamily, type PlanFamilyInput } from './families.service'
import { previewPlanChange } from './impact.service'
import { listModels, readModel } from './models.read'
import { createInformationServiceAccessModel, createModel, deleteModel, updateModel } from './models.service'
import { createPlan, deletePlan, listPlans, updatePlan } from './plans.service'
import { readPlanPayload } from './plans.read'
import type { PlanInput } from './plans.rules'
import { createRenewalPolicy, deleteRenewalPolicy, listRenewalPolicies, updateRenewalPolicy, type RenewalPolicyInput } from './policies.service'
import { readModelSecurity, updateModelSecurity, type GrantInput } from './security.service'
import type { InformationServiceAccessInput, ModelCreateInput, ModelUpdateInput } from './types'

/** Entitlement setup (config document): entitlements.configure, and the module switched on. */

type RowVersionQuery = { rowVersion?: string }
type WithRowVersion<T> = T & { RowVersion: string }

/** An admin operation: the permission, then the handler (the module's switch guards every operation: module.ts). */
function admin<B = undefined, Q = Record<string, unknown>, P = Record<string, string>>(
  handle: (context: OperationContext<B, Q, P>) => Promise<unknown>,
): OperationDefinition {
  return defineOperation<B, Q, P>({
    requiredPermissions: [configurePermission],
    handle,
  })
}

type ModelParams = { modelId: string }

const modelHandlers: OperationHandlers = {
  EntitlementModels_List: admin(({ db }) => listModels(db)),
  EntitlementModels_Create: admin<ModelCreateInput>(({ db, body, now }) => createModel(db, body, now)),
  EntitlementModels_CreateInformationServiceAccess: admin<InformationServiceAccessInput>(({ db, body, now }) => createInformationServiceAccessModel(db, body, now)),
  EntitlementModels_Get: admin<undefined, object, ModelParams>(({ db, params }) => readModel(db, params.modelId)),
  EntitlementModels_Update: admin<ModelUpdateInput, object, ModelParams>(({ db, params, body, now }) => updateModel(db, params.modelId, body, now)),
  EntitlementModels_Delete: admin<undefined, RowVersionQuery, ModelParams>(({ db, params, query }) => deleteModel(db, params.modelId, query.rowVersion)),
  EntitlementModels_GetSecurity: admin<undefined, object, ModelParams>(({ db, params }) => readModelSecurity(db, params.modelId)),
  EntitlementModels_UpdateSecurity: admin<{ Grants: GrantInput[]; RowVersion: string }, object, ModelParams>(({ db, params, body }) =>
    updateModelSecurity(db, params.modelId, body),
  ),
}

type PlanParams = { planId: string }

const planHandlers: OperationHandlers = {
  EntitlementPlans_List: admin<undefined, object, ModelParams>(({ db, params }) => listPlans(db, params.modelId)),
  EntitlementPlans_Create: admin<PlanInput, object, ModelParams>(({ db, params, body, now }) => createPlan(db, params.modelId, body, now)),
  EntitlementPlans_Get: admin<undefined, object, PlanParams>(({ db, params }) => readPlanPayload(db, params.planId)),
  EntitlementPlans_Update: admin<WithRowVersion<PlanInput>, object, PlanParams>(({ db, params, body, now }) => updatePlan(db, params.planId, body, now)),
  EntitlementPlans_Delete: admin<undefined, RowVersionQuery, PlanParams>(({ db, params, query }) => deletePlan(db, params.planId, query.rowVersion)),
  EntitlementPlans_PreviewChange: admin<WithRowVersion<PlanInput>, object, PlanParams>(({ db, params, body, now }) => previewPlanChange(db, params.planId, body, now)),
}

type FamilyParams = { planFamilyId: string }
type PolicyParams = { renewalPolicyId: string }

const catalogHandlers: OperationHandlers = {
  PlanFamilies_List: admin(({ db }) => listPlanFamilies(db)),
  PlanFamilies_Create: admin<PlanFamilyInput>(({ db, body }) => createPlanFamily(db, body)),
  PlanFamilies_Update: admin<WithRowVersion<PlanFamilyInput>, object, FamilyParams>(({ db, params, body }) => updatePlanFamily(db, params.planFamilyId, body)),
  PlanFamilies_Delete: admin<undefined, RowVersionQuery, FamilyParams>(({ db, params, query }) => deletePlanFamily(db, params.planFamilyId, query.rowVersion)),
  RenewalPolicies_List: admin(({ db }) => listRenewalPolicies(db)),
  RenewalPolicies_Create: admin<RenewalPolicyInput>(({ db, body }) => createRenewalPolicy(db, body)),
  RenewalPolicies_Update: admin<WithRowVersion<RenewalPolicyInput>, object, PolicyParams>(({ db, params, body }) =>
    updateRenewalPolicy(db, params.renewalPolicyId, body),
  ),
  RenewalPolicies_Delete: admin<undefined, RowVersionQuery, PolicyParams>(({ db, params, query }) =>
    deleteRenewalPolicy(db, params.renewalPolicyId, query.rowVersion),
  ),
}

export const entitlementAdminHandlers: OperationHandlers = { ...modelHandlers, ...planHandlers, ...catalogHandlers }
