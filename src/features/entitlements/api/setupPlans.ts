import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/vue-query'
import { apiClient, ApiError, unwrap } from '@/api'
import { entitlementsKeys } from './queryKeys'
import type {
  EntitlementPlan,
  EntitlementPlanFamily,
  EntitlementPlanFamilyRequest,
  EntitlementPlanFamilyUpdateRequest,
  EntitlementPlanImpact,
  EntitlementPlanRequest,
  EntitlementPlanUpdateRequest,
  EntitlementRenewalPolicy,
  EntitlementRenewalPolicyRequest,
  EntitlementRenewalPolicyUpdateRequest,
} from './entitlements.types'

/** Entitlement setup: plans (with the impact preview), plan families and renewal policies. */

const MODEL_PLANS = '/api/workspace/admin/entitlement-operations/models/{modelId}/plans'
const PLAN = '/api/workspace/admin/entitlement-operations/plans/{planId}'
const PLAN_IMPACT = '/api/workspace/admin/entitlement-operations/plans/{planId}/impact'
const FAMILIES = '/api/workspace/admin/entitlement-operations/plan-families'
const FAMILY = '/api/workspace/admin/entitlement-operations/plan-families/{planFamilyId}'
const POLICIES = '/api/workspace/admin/entitlement-operations/renewal-policies'
const POLICY = '/api/workspace/admin/entitlement-operations/renewal-policies/{renewalPolicyId}'

const plan = (planId: string) => ({ path: { planId } })
const asPlan = (result: Promise<unknown>) => result as Promise<EntitlementPlan>

export const listPlans = (modelId: string, signal?: AbortSignal) =>
  unwrap(apiClient.GET(MODEL_PLANS, { params: { path: { modelId } }, signal })) as Promise<EntitlementPlan[]>
export const getPlan = (planId: string, signal?: AbortSignal) => asPlan(unwrap(apiClient.GET(PLAN, { params: plan(planId), signal })))
export const createPlan = (modelId: string, body: EntitlementPlanRequest) => asPlan(unwrap(apiClient.POST(MODEL_PLANS, { params: { path: { modelId } }, body })))
export const updatePlan = (planId: string, body: EntitlementPlanUpdateRequest) => asPlan(unwrap(apiClient.PUT(PLAN, { params: plan(planId), body })))
export const deletePlan = (planId: string, rowVersion: string) => unwrap(apiClient.DELETE(PLAN, { params: { path: { planId }, query: { rowVersion } } }))
export const previewPlanChange = (planId: string, body: EntitlementPlanUpdateRequest) =>
  unwrap(apiClient.POST(PLAN_IMPACT, { params: plan(planId), body })) as Promise<EntitlementPlanImpact>

export const listFamilies = (signal?: AbortSignal) => unwrap(apiClient.GET(FAMILIES, { signal })) as Promise<EntitlementPlanFamily[]>
export const createFamily = (body: EntitlementPlanFamilyRequest) => unwrap(apiClient.POST(FAMILIES, { body })) as Promise<EntitlementPlanFamily>
export const updateFamily = (planFamilyId: string, body: EntitlementPlanFamilyUpdateRequest) =>
  unwrap(apiClient.PUT(FAMILY, { params: { path: { planFamilyId } }, body })) as Promise<EntitlementPlanFamily>
export const deleteFamily = (planFamilyId: string, rowVersion: string) =>
  unwrap(apiClient.DELETE(FAMILY, { params: { path: { planFamilyId }, query: { rowVersion } } }))

export const listPolicies = (signal?: AbortSignal) => unwrap(apiClient.GET(POLICIES, { signal })) as Promise<EntitlementRenewalPolicy[]>
export const createPolicy = (body: EntitlementRenewalPolicyRequest) => unwrap(apiClient.POST(POLICIES, { body })) as Promise<EntitlementRenewalPolicy>
export const updatePolicy = (renewalPolicyId: string, body: EntitlementRenewalPolicyUpdateRequest) =>
  unwrap(apiClient.PUT(POLICY, { params: { path: { renewalPolicyId } }, body })) as Promise<EntitlementRenewalPolicy>
export const deletePolicy = (renewalPolicyId: string, rowVersion: string) =>
  unwrap(apiClient.DELETE(POLICY, { params: { path: { renewalPolicyId }, query: { rowVersion } } }))

// Queries

export function useModelPlans(modelId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitlementsKeys.setup.plans(toValue(modelId))),
    queryFn: ({ signal }) => listPlans(toValue(modelId), signal),
  })
}

/** A plan by id; nothing is read for null (a new plan). */
export function useEntitlementPlan(planId: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => entitlementsKeys.setup.plan(toValue(planId) ?? '')),
    queryFn: ({ signal }) => getPlan(toValue(planId) ?? '', signal),
    enabled: computed(() => !!toValue(planId)),
  })
}

export function usePlanFamilies() {
  return useQuery({ queryKey: entitlementsKeys.setup.families, queryFn: ({ signal }) => listFamilies(signal) })
}

export function useRenewalPolicies() {
  return useQuery({ queryKey: entitlementsKeys.setup.renewalPolicies, queryFn: ({ signal }) => listPolicies(signal) })
}

// Mutations

const isPlan = (value: unknown): value is EntitlementPlan =>
  typeof value === 'object' && value !== null && Array.isArray((value as { Limits?: unknown }).Limits) && 'EntitlementModelId' in value

/** A plan change shows in its model (plan summaries, counts), the lists, families, policies and the runtime pickers. */
function storePlan(client: QueryClient, saved: EntitlementPlan): void {
  client.setQueryData(entitlementsKeys.setup.plan(saved.Id), saved)
  void client.invalidateQueries({ queryKey: entitlementsKeys.setup.model(saved.EntitlementModelId) })
  void client.invalidateQueries({ queryKey: entitlementsKeys.setup.models })
  void client.invalidateQueries({ queryKey: entitlementsKeys.setup.families })
  void client.invalidateQueries({ queryKey: entitlementsKeys.setup.renewalPolicies })
  void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.options })
}

export function useCreatePlan(modelId: () => string) {
  const client = useQueryClient()
  return useMutation({ mutationFn: (body: EntitlementPlanRequest) => createPlan(modelId(), body), onSuccess: (saved) => storePlan(client, saved) })
}

export function useUpdatePlan(planId: () => string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: EntitlementPlanUpdateRequest) => updatePlan(planId(), body),
    onSuccess: (saved) => storePlan(client, saved),
    onError: (error) => {
      if (error instanceof ApiError && error.isConflict && isPlan(error.data)) storePlan(client, error.data)
    },
  })
}

export function useDeletePlan() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { plan: EntitlementPlan }) => deletePlan(input.plan.Id, input.plan.RowVersion),
    onSuccess: (_result, input) => {
      client.removeQueries({ queryKey: entitlementsKeys.setup.plan(input.plan.Id) })
      void client.invalidateQueries({ queryKey: entitlementsKeys.setup.all })
      void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.options })
    },
  })
}

/** Nothing is written: the answer says what the proposed terms would change for live entitlements. */
export function usePreviewPlanChange(planId: () => string) {
  return useMutation({ mutationFn: (body: EntitlementPlanUpdateRequest) => previewPlanChange(planId(), body) })
}

/** Families and policies: a save or delete refreshes their list and what shows their names (plans, models). */
function useSetupListMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: entitlementsKeys.setup.all })
      void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.options })
    },
  })
}

export const useSavePlanFamily = () =>
  useSetupListMutation((input: { id: string | null; body: EntitlementPlanFamilyRequest; rowVersion: string | null }) =>
    input.id && input.rowVersion ? updateFamily(input.id, { ...input.body, RowVersion: input.rowVersion }) : createFamily(input.body),
  )
export const useDeletePlanFamily = () => useSetupListMutation((family: EntitlementPlanFamily) => deleteFamily(family.Id, family.RowVersion))

export const useSaveRenewalPolicy = () =>
  useSetupListMutation((input: { id: string | null; body: EntitlementRenewalPolicyRequest; rowVersion: string | null }) =>
    input.id && input.rowVersion ? updatePolicy(input.id, { ...input.body, RowVersion: input.rowVersion }) : createPolicy(input.body),
  )
export const useDeleteRenewalPolicy = () => useSetupListMutation((policy: EntitlementRenewalPolicy) => deletePolicy(policy.Id, policy.RowVersion))
