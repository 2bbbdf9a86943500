import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/vue-query'
import { apiClient, ApiError, unwrap } from '@/api'
import { entitlementsKeys } from './queryKeys'
import type {
  EntitlementModel,
  EntitlementModelRequest,
  EntitlementModelSecurity,
  EntitlementModelSecurityUpdateRequest,
  EntitlementModelSummary,
  EntitlementModelUpdateRequest,
  EntitlementsModuleSettings,
  InformationServiceAccessModelRequest,
} from './entitlements.types'

/** Entitlement setup: the module switch, models and model security (EntitlementsModule_*, EntitlementModels_*). */

const MODULE = '/api/workspace/admin/entitlement-operations/module'
const MODELS = '/api/workspace/admin/entitlement-operations/models'
const ISA_MODELS = '/api/workspace/admin/entitlement-operations/models/information-service-access'
const MODEL = '/api/workspace/admin/entitlement-operations/models/{modelId}'
const SECURITY = '/api/workspace/admin/entitlement-operations/models/{modelId}/security'

// The documented model output is open ("permissive"); the local API fills every member EntitlementModel names.
const asModel = (result: Promise<unknown>) => result as Promise<EntitlementModel>
const model = (modelId: string) => ({ path: { modelId } })

export const getModule = (signal?: AbortSignal) => unwrap(apiClient.GET(MODULE, { signal })) as Promise<EntitlementsModuleSettings>
export const updateModule = (Enabled: boolean, RowVersion: string) =>
  unwrap(apiClient.PUT(MODULE, { body: { Enabled, RowVersion } })) as Promise<EntitlementsModuleSettings>

export const listModels = (signal?: AbortSignal) => unwrap(apiClient.GET(MODELS, { signal })) as Promise<EntitlementModelSummary[]>
export const getModel = (modelId: string, signal?: AbortSignal) => asModel(unwrap(apiClient.GET(MODEL, { params: model(modelId), signal })))
export const createModel = (body: EntitlementModelRequest) => asModel(unwrap(apiClient.POST(MODELS, { body })))
export const createInformationServiceAccessModel = (body: InformationServiceAccessModelRequest) => asModel(unwrap(apiClient.POST(ISA_MODELS, { body })))
export const updateModel = (modelId: string, body: EntitlementModelUpdateRequest) => asModel(unwrap(apiClient.PUT(MODEL, { params: model(modelId), body })))
export const deleteModel = (modelId: string, rowVersion: string) => unwrap(apiClient.DELETE(MODEL, { params: { path: { modelId }, query: { rowVersion } } }))

export const getModelSecurity = (modelId: string, signal?: AbortSignal) =>
  unwrap(apiClient.GET(SECURITY, { params: model(modelId), signal })) as Promise<EntitlementModelSecurity>
export const updateModelSecurity = (modelId: string, body: EntitlementModelSecurityUpdateRequest) =>
  unwrap(apiClient.PUT(SECURITY, { params: model(modelId), body })) as Promise<EntitlementModelSecurity>

// Queries

export function useEntitlementsModule() {
  return useQuery({ queryKey: entitlementsKeys.module, queryFn: ({ signal }) => getModule(signal) })
}

export function useEntitlementModels() {
  return useQuery({ queryKey: entitlementsKeys.setup.models, queryFn: ({ signal }) => listModels(signal) })
}

export function useEntitlementModel(modelId: MaybeRefOrGetter<string | null | undefined>) {
  return useQuery({
    queryKey: computed(() => entitlementsKeys.setup.model(toValue(modelId) ?? '')),
    queryFn: ({ signal }) => getModel(toValue(modelId) ?? '', signal),
    enabled: computed(() => !!toValue(modelId)),
  })
}

export function useModelSecurity(modelId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitlementsKeys.setup.security(toValue(modelId))),
    queryFn: ({ signal }) => getModelSecurity(toValue(modelId), signal),
  })
}

// Cache

const isModel = (value: unknown): value is EntitlementModel =>
  typeof value === 'object' && value !== null && typeof (value as { OwnerParty?: unknown }).OwnerParty === 'object' && 'Plans' in value

/** Puts a model the server answered into the cache; the list and the runtime pickers show its names. */
export function storeModel(client: QueryClient, saved: EntitlementModel): void {
  client.setQueryData(entitlementsKeys.setup.model(saved.Id), saved)
  void client.invalidateQueries({ queryKey: entitlementsKeys.setup.models })
  void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.options })
}

export function useCreateModel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { isa: InformationServiceAccessModelRequest } | { generic: EntitlementModelRequest }) =>
      'isa' in input ? createInformationServiceAccessModel(input.isa) : createModel(input.generic),
    onSuccess: (saved) => storeModel(client, saved),
  })
}

export function useUpdateModel(modelId: () => string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: EntitlementModelUpdateRequest) => updateModel(modelId(), body),
    onSuccess: (saved) => storeModel(client, saved),
    onError: (error) => {
      // A 409 carries the current model: the designer shows it (the conflict dialog compares it).
      if (error instanceof ApiError && error.isConflict && isModel(error.data)) storeModel(client, error.data)
    },
  })
}

export function useDeleteModel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { modelId: string; rowVersion: string }) => deleteModel(input.modelId, input.rowVersion),
    onSettled: (_result, _error, input) => {
      client.removeQueries({ queryKey: entitlementsKeys.setup.model(input.modelId) })
      void client.invalidateQueries({ queryKey: entitlementsKeys.setup.models })
      void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.options })
    },
  })
}

export function useUpdateModelSecurity(modelId: () => string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: EntitlementModelSecurityUpdateRequest) => updateModelSecurity(modelId(), body),
    onSuccess: (saved) => {
      client.setQueryData(entitlementsKeys.setup.security(modelId()), saved)
      // The model carries the SecurityRowVersion; the runtime its access.
      void client.invalidateQueries({ queryKey: entitlementsKeys.setup.model(modelId()), exact: true })
      void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.all })
    },
  })
}

export function useUpdateEntitlementsModule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { Enabled: boolean; RowVersion: string }) => updateModule(input.Enabled, input.RowVersion),
    onSuccess: (saved) => {
      client.setQueryData(entitlementsKeys.module, saved)
      void client.invalidateQueries({ queryKey: entitlementsKeys.setup.all })
      void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.all })
    },
  })
}
