import type { HttpMethod, Schema } from '../types'
import { arr, ref, str, uuid } from '../s'
import { queryParam, type OperationSpec } from './spec'

/**
 * Entitlement setup beyond the documented information-service-access create (all assumed): the
 * module switch, models, model security, plans, plan families and renewal policies.
 */

const A = '/api/workspace/admin/entitlement-operations'
const WRITE = [200, 400, 401, 403, 404, 409]
const CREATE = [200, 400, 401, 403, 409]
const READ = [200, 401, 403, 404]
const LIST = [200, 401, 403]

const pathParams = {
  modelId: 'Id of the entitlement model.',
  planId: 'Id of the plan.',
  planFamilyId: 'Id of the plan family.',
  renewalPolicyId: 'Id of the renewal policy.',
}

type Tag = 'EntitlementsModule' | 'EntitlementModels' | 'EntitlementPlans' | 'PlanFamilies' | 'RenewalPolicies'

function adminOperation(
  tag: Tag,
  method: HttpMethod,
  path: string,
  operationId: string,
  summary: string,
  envelope: string,
  data: Schema,
  extra: Partial<OperationSpec> = {},
): OperationSpec {
  return { document: 'config', contract: 'assumed', tag, method, path: `${A}${path}`, operationId, summary, pathParams, envelope, data, statuses: WRITE, ...extra }
}

const deleteOperation = (tag: Tag, path: string, operationId: string, summary: string): OperationSpec =>
  adminOperation(tag, 'delete', path, operationId, summary, 'String', str(), {
    query: [{ ...queryParam('rowVersion', uuid(), 'The RowVersion the caller last read; stale answers 409 with the current resource.'), required: true }],
  })

const model = (method: HttpMethod, path: string, operationId: string, summary: string, extra: Partial<OperationSpec> = {}): OperationSpec =>
  adminOperation('EntitlementModels', method, path, operationId, summary, 'InformationServiceAccessModel', ref('InformationServiceAccessModel'), extra)

const plan = (method: HttpMethod, path: string, operationId: string, summary: string, extra: Partial<OperationSpec> = {}): OperationSpec =>
  adminOperation('EntitlementPlans', method, path, operationId, summary, 'EntitlementPlan', ref('EntitlementPlan'), extra)

const family = (method: HttpMethod, path: string, operationId: string, summary: string, extra: Partial<OperationSpec> = {}): OperationSpec =>
  adminOperation('PlanFamilies', method, path, operationId, summary, 'EntitlementPlanFamily', ref('EntitlementPlanFamily'), extra)

const policy = (method: HttpMethod, path: string, operationId: string, summary: string, extra: Partial<OperationSpec> = {}): OperationSpec =>
  adminOperation('RenewalPolicies', method, path, operationId, summary, 'EntitlementRenewalPolicy', ref('EntitlementRenewalPolicy'), extra)

const MODULE_NOTE = 'Readable and writable while the module is off: it is the switch.'

export const entitlementAdminOperations: OperationSpec[] = [
  adminOperation('EntitlementsModule', 'get', '/module', 'EntitlementsModule_Get', 'The entitlements module switch.', 'EntitlementsModuleSettings', ref('EntitlementsModuleSettings'), {
    statuses: LIST,
    note: MODULE_NOTE,
  }),
  adminOperation('EntitlementsModule', 'put', '/module', 'EntitlementsModule_Update', 'Enables or disables the entitlements module.', 'EntitlementsModuleSettings', ref('EntitlementsModuleSettings'), {
    body: ref('EntitlementsModuleUpdateRequest'),
    statuses: [200, 400, 401, 403, 409],
    note: MODULE_NOTE,
  }),

  adminOperation('EntitlementModels', 'get', '/models', 'EntitlementModels_List', 'Every entitlement model, by display name.', 'EntitlementModelSummaryArray', arr(ref('EntitlementModelSummary')), {
    statuses: LIST,
  }),
  model('post', '/models', 'EntitlementModels_Create', 'Creates an entitlement model of any type, with default grants.', {
    body: ref('EntitlementModelRequest'),
    statuses: CREATE,
  }),
  model('get', '/models/{modelId}', 'EntitlementModels_Get', 'One model with its roles, resolved paths and plan summaries.', { statuses: READ }),
  model('put', '/models/{modelId}', 'EntitlementModels_Update', 'Updates a model; its type cannot change.', { body: ref('EntitlementModelUpdateRequest') }),
  deleteOperation('EntitlementModels', '/models/{modelId}', 'EntitlementModels_Delete', 'Deletes a model without plans; Data is the deleted id.'),
  adminOperation('EntitlementModels', 'get', '/models/{modelId}/security', 'EntitlementModels_GetSecurity', 'Who may read, issue and adjust the model\'s entitlements.', 'EntitlementModelSecurity', ref('EntitlementModelSecurity'), {
    statuses: READ,
  }),
  adminOperation('EntitlementModels', 'put', '/models/{modelId}/security', 'EntitlementModels_UpdateSecurity', 'Replaces the model\'s grants.', 'EntitlementModelSecurity', ref('EntitlementModelSecurity'), {
    body: ref('EntitlementModelSecurityUpdateRequest'),
  }),

  adminOperation('EntitlementPlans', 'get', '/models/{modelId}/plans', 'EntitlementPlans_List', 'The model\'s plans in their order.', 'EntitlementPlanArray', arr(ref('EntitlementPlan')), {
    statuses: READ,
  }),
  plan('post', '/models/{modelId}/plans', 'EntitlementPlans_Create', 'Adds a plan to the model.', { body: ref('EntitlementPlanRequest') }),
  plan('get', '/plans/{planId}', 'EntitlementPlans_Get', 'One plan with its limits.', { statuses: READ }),
  plan('put', '/plans/{planId}', 'EntitlementPlans_Update', 'Updates a plan; issued entitlements keep their snapshots.', { body: ref('EntitlementPlanUpdateRequest') }),
  deleteOperation('EntitlementPlans', '/plans/{planId}', 'EntitlementPlans_Delete', 'Deletes a plan nothing was issued from.'),
  adminOperation('EntitlementPlans', 'post', '/plans/{planId}/impact', 'EntitlementPlans_PreviewChange', 'What a proposed plan change means for live entitlements; writes nothing.', 'EntitlementPlanImpact', ref('EntitlementPlanImpact'), {
    body: ref('EntitlementPlanUpdateRequest'),
    statuses: [200, 400, 401, 403, 404],
    note: 'The body is the plan update; its RowVersion is not checked.',
  }),

  adminOperation('PlanFamilies', 'get', '/plan-families', 'PlanFamilies_List', 'Every plan family in its order.', 'EntitlementPlanFamilyArray', arr(ref('EntitlementPlanFamily')), {
    statuses: LIST,
  }),
  family('post', '/plan-families', 'PlanFamilies_Create', 'Adds a plan family.', { body: ref('EntitlementPlanFamilyRequest'), statuses: CREATE }),
  family('put', '/plan-families/{planFamilyId}', 'PlanFamilies_Update', 'Updates a plan family.', { body: ref('EntitlementPlanFamilyUpdateRequest') }),
  deleteOperation('PlanFamilies', '/plan-families/{planFamilyId}', 'PlanFamilies_Delete', 'Deletes a plan family no plan uses.'),

  adminOperation('RenewalPolicies', 'get', '/renewal-policies', 'RenewalPolicies_List', 'Every renewal policy, by display name.', 'EntitlementRenewalPolicyArray', arr(ref('EntitlementRenewalPolicy')), {
    statuses: LIST,
  }),
  policy('post', '/renewal-policies', 'RenewalPolicies_Create', 'Adds a renewal policy.', { body: ref('EntitlementRenewalPolicyRequest'), statuses: CREATE }),
  policy('put', '/renewal-policies/{renewalPolicyId}', 'RenewalPolicies_Update', 'Updates a renewal policy; issued entitlements keep their snapshots.', {
    body: ref('EntitlementRenewalPolicyUpdateRequest'),
  }),
  deleteOperation('RenewalPolicies', '/renewal-policies/{renewalPolicyId}', 'RenewalPolicies_Delete', 'Deletes a renewal policy no plan uses.'),
]
