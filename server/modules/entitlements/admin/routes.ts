import type { CallContext, OperationHandlers } from '../../../http/operation'
import { configurePermission } from '../shared/access'
import { createPlanFamily, deletePlanFamily, listPlanFamilies, updatePlanFamily } from './families.service'
import { previewPlanChange } from './impact.service'
import { listModels, readModel } from './models.read'
import { createInformationServiceAccessModel, createModel, deleteModel, updateModel } from './models.service'
import { createPlan, deletePlan, listPlans, updatePlan } from './plans.service'
import { readPlanPayload } from './plans.read'
import { createRenewalPolicy, deleteRenewalPolicy, listRenewalPolicies, updateRenewalPolicy } from './policies.service'
import { readModelSecurity, updateModelSecurity } from './security.service'

/** Entitlement setup (config document): entitlements.configure (the module's switch guards every operation: module.ts). */

function admin<Context extends CallContext, Answer>(handle: (context: Context) => Promise<Answer>) {
  return { requiredPermissions: [configurePermission], handle }
}

const modelHandlers: OperationHandlers = {
  EntitlementModels_List: admin(({ db }) => listModels(db)),
  EntitlementModels_Create: admin(({ db, body, now }) => createModel(db, body, now)),
  EntitlementModels_CreateInformationServiceAccess: admin(({ db, body, now }) => createInformationServiceAccessModel(db, body, now)),
  EntitlementModels_Get: admin(({ db, params }) => readModel(db, params.modelId)),
  EntitlementModels_Update: admin(({ db, params, body, now }) => updateModel(db, params.modelId, body, now)),
  EntitlementModels_Delete: admin(({ db, params, query }) => deleteModel(db, params.modelId, query.rowVersion)),
  EntitlementModels_GetSecurity: admin(({ db, params }) => readModelSecurity(db, params.modelId)),
  EntitlementModels_UpdateSecurity: admin(({ db, params, body }) =>
    updateModelSecurity(db, params.modelId, body),
  ),
}

const planHandlers: OperationHandlers = {
  EntitlementPlans_List: admin(({ db, params }) => listPlans(db, params.modelId)),
  EntitlementPlans_Create: admin(({ db, params, body, now }) => createPlan(db, params.modelId, body, now)),
  EntitlementPlans_Get: admin(({ db, params }) => readPlanPayload(db, params.planId)),
  EntitlementPlans_Update: admin(({ db, params, body, now }) => updatePlan(db, params.planId, body, now)),
  EntitlementPlans_Delete: admin(({ db, params, query }) => deletePlan(db, params.planId, query.rowVersion)),
  EntitlementPlans_PreviewChange: admin(({ db, params, body, now }) => previewPlanChange(db, params.planId, body, now)),
}

const catalogHandlers: OperationHandlers = {
  PlanFamilies_List: admin(({ db }) => listPlanFamilies(db)),
  PlanFamilies_Create: admin(({ db, body }) => createPlanFamily(db, body)),
  PlanFamilies_Update: admin(({ db, params, body }) => updatePlanFamily(db, params.planFamilyId, body)),
  PlanFamilies_Delete: admin(({ db, params, query }) => deletePlanFamily(db, params.planFamilyId, query.rowVersion)),
  RenewalPolicies_List: admin(({ db }) => listRenewalPolicies(db)),
  RenewalPolicies_Create: admin(({ db, body }) => createRenewalPolicy(db, body)),
  RenewalPolicies_Update: admin(({ db, params, body }) =>
    updateRenewalPolicy(db, params.renewalPolicyId, body),
  ),
  RenewalPolicies_Delete: admin(({ db, params, query }) =>
    deleteRenewalPolicy(db, params.renewalPolicyId, query.rowVersion),
  ),
}

export const entitlementAdminHandlers: OperationHandlers = { ...modelHandlers, ...planHandlers, ...catalogHandlers }
