import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useQuery, type QueryClient } from '@tanstack/vue-query'
import { apiClient, SortDirection, unwrap, type ApiPaths } from '@/api'
import type { ListState } from '@/platform/lists/listState'
import { useServerList } from '@/platform/lists/useServerList'
import { entitlementsKeys } from '../queryKeys'
import { ENTITLEMENT_SORT_FIELDS, ENTITLEMENT_SORT_KEYS, type EntitlementListFilters } from '../runtime/list/listFilters'
import type {
  EntitlementBalanceAsOf,
  EntitlementDetail,
  EntitlementIssueRequest,
  EntitlementLedgerPage,
  EntitlementLedgerReverseRequest,
  EntitlementLifecycleRequest,
  EntitlementLimitBurndown,
  EntitlementPage,
  EntitlementQuantityAdjustRequest,
  EntitlementRenewalOperation,
  EntitlementRenewRequest,
  EntitlementRuntimeOptions,
} from '../entitlements.types'

// Runtime entitlement operations (public document). The local API sends every member; see entitlements.types.ts.

const R = '/api/workspace/entitlement-operations'
const E = `${R}/entitlements/{entitlementId}` as const
const onEntitlement = (entitlementId: string) => ({ path: { entitlementId } })

/** The list's query: the contract's members (Page, PageSize, Search, filters, sort). */
export type EntitlementListQuery = NonNullable<ApiPaths['/api/workspace/entitlement-operations/entitlements']['get']['parameters']['query']>

/** Ledger entries per page in the Ledger tab. */
export const LEDGER_PAGE_SIZE = 25

export function getOptions(signal?: AbortSignal): Promise<EntitlementRuntimeOptions> {
  return unwrap(apiClient.GET(`${R}/options`, { signal })) as Promise<EntitlementRuntimeOptions>
}

export function listEntitlements(query: EntitlementListQuery, signal?: AbortSignal): Promise<EntitlementPage> {
  return unwrap(apiClient.GET(`${R}/entitlements`, { params: { query }, signal })) as Promise<EntitlementPage>
}

export function getEntitlement(entitlementId: string, signal?: AbortSignal): Promise<EntitlementDetail> {
  return unwrap(apiClient.GET(E, { params: onEntitlement(entitlementId), signal })) as Promise<EntitlementDetail>
}

export function issueEntitlement(body: EntitlementIssueRequest): Promise<EntitlementDetail> {
  return unwrap(apiClient.POST(`${R}/entitlements`, { body })) as Promise<EntitlementDetail>
}

export function applyLifecycle(entitlementId: string, body: EntitlementLifecycleRequest): Promise<EntitlementDetail> {
  return unwrap(apiClient.POST(`${E}/lifecycle`, { params: onEntitlement(entitlementId), body })) as Promise<EntitlementDetail>
}

export function renewEntitlement(entitlementId: string, body: EntitlementRenewRequest): Promise<EntitlementRenewalOperation> {
  return unwrap(apiClient.POST(`${E}/renewals`, { params: onEntitlement(entitlementId), body })) as Promise<EntitlementRenewalOperation>
}

export function listRenewals(entitlementId: string, signal?: AbortSignal): Promise<EntitlementRenewalOperation[]> {
  return unwrap(apiClient.GET(`${E}/renewals`, { params: onEntitlement(entitlementId), signal })) as Promise<EntitlementRenewalOperation[]>
}

export function adjustQuantity(entitlementId: string, body: EntitlementQuantityAdjustRequest): Promise<EntitlementDetail> {
  return unwrap(apiClient.POST(`${E}/quantity/adjust`, { params: onEntitlement(entitlementId), body })) as Promise<EntitlementDetail>
}

export function reverseLedgerEntry(entitlementId: string, ledgerEntryId: string, body: EntitlementLedgerReverseRequest): Promise<EntitlementDetail> {
  return unwrap(
    apiClient.POST(`${E}/quantity/ledger/{ledgerEntryId}/reverse`, { params: { path: { entitlementId, ledgerEntryId } }, body }),
  ) as Promise<EntitlementDetail>
}

export function listLedger(entitlementId: string, limitId: string | null, page: number, signal?: AbortSignal): Promise<EntitlementLedgerPage> {
  const query = { Page: page, PageSize: LEDGER_PAGE_SIZE, ...(limitId ? { EntitlementLimitId: limitId } : {}) }
  return unwrap(apiClient.GET(`${E}/quantity/ledger`, { params: { ...onEntitlement(entitlementId), query }, signal })) as Promise<EntitlementLedgerPage>
}

export function getBalanceAsOf(entitlementId: string, asOfUtc: string, signal?: AbortSignal): Promise<EntitlementBalanceAsOf> {
  return unwrap(
    apiClient.GET(`${E}/quantity/balance`, { params: { ...onEntitlement(entitlementId), query: { AsOfUtc: asOfUtc } }, signal }),
  ) as Promise<EntitlementBalanceAsOf>
}

export function getBurndown(entitlementId: string, limitId: string, signal?: AbortSignal): Promise<EntitlementLimitBurndown> {
  return unwrap(
    apiClient.GET(`${E}/limits/{limitId}/burndown`, { params: { path: { entitlementId, limitId } }, signal }),
  ) as Promise<EntitlementLimitBurndown>
}

// Queries

export function useRuntimeOptions() {
  return useQuery({ queryKey: entitlementsKeys.runtime.options, queryFn: ({ signal }) => getOptions(signal), staleTime: 60_000 })
}

/** The issued entitlements of the list state's page, search and sort, with the list's filters. */
export function useEntitlementList(state: ListState, filters: MaybeRefOrGetter<EntitlementListFilters>) {
  return useServerList({
    state,
    sortKeys: ENTITLEMENT_SORT_KEYS,
    params: (base): EntitlementListQuery => {
      const sortField = Object.entries(ENTITLEMENT_SORT_FIELDS).find(([key]) => key === base.sortField)?.[1]
      return {
        Page: base.page,
        PageSize: base.pageSize,
        ...(base.search ? { Search: base.search } : {}),
        ...toValue(filters),
        ...(sortField !== undefined ? { SortField: sortField, SortDirection: base.descending ? SortDirection.Descending : SortDirection.Ascending } : {}),
      }
    },
    queryKey: entitlementsKeys.runtime.list,
    fetchPage: listEntitlements,
    hasFilters: () => Object.keys(toValue(filters)).length > 0,
  })
}


export function useEntitlement(entitlementId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitlementsKeys.runtime.detail(toValue(entitlementId))),
    queryFn: ({ signal }) => getEntitlement(toValue(entitlementId), signal),
  })
}

/** The ledger page of the (local) list state, for one limit or all. */
export function useLedgerPage(entitlementId: MaybeRefOrGetter<string>, limitId: MaybeRefOrGetter<string | null>, state: ListState) {
  return useServerList({
    state,
    params: (base) => ({ entitlementId: toValue(entitlementId), limitId: toValue(limitId), page: base.page }),
    queryKey: (params) => entitlementsKeys.runtime.ledger(params.entitlementId, params.limitId, params.page),
    fetchPage: (params, signal) => listLedger(params.entitlementId, params.limitId, params.page, signal),
  })
}

export function useBalanceAsOf(entitlementId: MaybeRefOrGetter<string>, asOfUtc: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => entitlementsKeys.runtime.balance(toValue(entitlementId), toValue(asOfUtc) ?? '')),
    queryFn: ({ signal }) => getBalanceAsOf(toValue(entitlementId), toValue(asOfUtc) ?? '', signal),
    enabled: computed(() => !!toValue(asOfUtc)),
  })
}

export function useBurndown(entitlementId: MaybeRefOrGetter<string>, limitId: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => entitlementsKeys.runtime.burndown(toValue(entitlementId), toValue(limitId) ?? '')),
    queryFn: ({ signal }) => getBurndown(toValue(entitlementId), toValue(limitId) ?? '', signal),
    enabled: computed(() => !!toValue(limitId)),
  })
}

export function useRenewals(entitlementId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitlementsKeys.runtime.renewals(toValue(entitlementId))),
    queryFn: ({ signal }) => listRenewals(toValue(entitlementId), signal),
  })
}

// Cache

/**
 * Puts a changed entitlement in place and reads everything derived from it again (ledger pages,
 * balances, burndowns, renewals, the list rows).
 */
export function storeEntitlement(client: QueryClient, detail: EntitlementDetail): void {
  client.setQueryData(entitlementsKeys.runtime.detail(detail.Id), detail)
  void client.invalidateQueries({
    queryKey: entitlementsKeys.runtime.entitlement(detail.Id),
    predicate: (query) => query.queryKey[4] !== 'detail',
  })
  void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.lists })
}
