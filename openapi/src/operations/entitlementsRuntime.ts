import type { HttpMethod, Schema } from '../types'
import { arr, bool, dateTime, int32, ref, str } from '../s'
import { queryParam, type OperationSpec } from './spec'

/**
 * Entitlement operations runtime beyond the documented quantity adjust (all assumed): options, list,
 * issue, read, lifecycle, renewals, ledger reverse, ledger page, balance as of and burndown.
 */

const R = '/api/workspace/entitlement-operations'
const E = `${R}/entitlements/{entitlementId}`
const WRITE = [200, 400, 401, 403, 404, 409]
const READ = [200, 401, 403, 404]
const QUERY_READ = [200, 400, 401, 403, 404]

const pathParams = {
  entitlementId: 'Id of the entitlement.',
  ledgerEntryId: 'Id of the ledger entry.',
  limitId: 'Id of the entitlement limit.',
}

const pageQuery = [
  queryParam('Page', { ...int32(), minimum: 1, default: 1 }, 'One-based page.'),
  queryParam('PageSize', { ...int32(), minimum: 1, maximum: 200, default: 25 }, 'Items per page (1..200).'),
]

function runtimeOperation(
  tag: 'Entitlements' | 'EntitlementOperations',
  method: HttpMethod,
  path: string,
  operationId: string,
  summary: string,
  envelope: string,
  data: Schema,
  extra: Partial<OperationSpec> = {},
): OperationSpec {
  return { document: 'public', contract: 'assumed', tag, method, path, operationId, summary, pathParams, envelope, data, statuses: READ, ...extra }
}

const detail = (method: HttpMethod, path: string, operationId: string, summary: string, extra: Partial<OperationSpec> = {}): OperationSpec =>
  runtimeOperation('Entitlements', method, path, operationId, summary, 'EntitlementDetail', ref('EntitlementDetail'), extra)

export const entitlementRuntimeOperations: OperationSpec[] = [
  runtimeOperation(
    'Entitlements',
    'get',
    `${R}/options`,
    'Entitlements_ListOptions',
    'The readable models with their roles, plans and the caller\'s grants: list filters and the issue dialog.',
    'EntitlementRuntimeOptions',
    ref('EntitlementRuntimeOptions'),
    { statuses: [200, 401, 403] },
  ),
  runtimeOperation('Entitlements', 'get', `${R}/entitlements`, 'Entitlements_List', 'Entitlements of readable models matching the filters.', 'EntitlementPage', ref('EntitlementPage'), {
    query: [
      ...pageQuery,
      queryParam('Search', str(), 'An entitlement number, or text of the owner\'s display name.'),
      queryParam('OwnerEntityInstanceId', str(), 'Only this owner\'s entitlements.'),
      queryParam('EntitlementModelId', str()),
      queryParam('EntitlementPlanId', str()),
      queryParam('Status', ref('EntitlementStatus'), 'The stored status.'),
      queryParam('EffectiveState', ref('EntitlementEffectiveState'), 'The state by the clock now.'),
      queryParam('OverLimit', bool(), 'True: only entitlements with a limit of the period running now consumed above its granted amount.'),
      queryParam('SortField', ref('EntitlementSortField'), 'Default Number.'),
      queryParam('SortDirection', ref('SortDirection'), 'Default Descending for Number, else Ascending.'),
    ],
    statuses: [200, 400, 401, 403],
  }),
  detail('post', `${R}/entitlements`, 'Entitlements_Issue', 'Issues an entitlement from a plan.', {
    body: ref('EntitlementIssueRequest'),
    statuses: WRITE,
  }),
  detail('get', E, 'Entitlements_Get', 'One entitlement with its periods, limits, newest ledger entries and decisions.'),
  detail('post', `${E}/lifecycle`, 'Entitlements_ApplyLifecycle', 'Suspends, resumes, cancels or revokes an entitlement.', {
    body: ref('EntitlementLifecycleRequest'),
    statuses: WRITE,
  }),
  runtimeOperation('Entitlements', 'post', `${E}/renewals`, 'Entitlements_Renew', 'Renews an entitlement by its snapshot renewal policy.', 'EntitlementRenewalOperation', ref('EntitlementRenewalOperation'), {
    body: ref('EntitlementRenewRequest'),
    statuses: WRITE,
    note: 'A refused renewal is recorded as a Failed operation and answers 409 with its OutcomeCode.',
  }),
  runtimeOperation('Entitlements', 'get', `${E}/renewals`, 'Entitlements_ListRenewals', 'The entitlement\'s renewal operations, newest first.', 'EntitlementRenewalOperationArray', arr(ref('EntitlementRenewalOperation'))),
  runtimeOperation('EntitlementOperations', 'post', `${E}/quantity/ledger/{ledgerEntryId}/reverse`, 'EntitlementOperations_ReverseLedgerEntry', 'Reverses what is left of a ledger entry.', 'EntitlementDetail', ref('EntitlementDetail'), {
    body: ref('EntitlementLedgerReverseRequest'),
    statuses: WRITE,
  }),
  runtimeOperation('EntitlementOperations', 'get', `${E}/quantity/ledger`, 'EntitlementOperations_ListLedger', 'A page of the entitlement\'s ledger, newest first.', 'EntitlementLedgerPage', ref('EntitlementLedgerPage'), {
    query: [queryParam('EntitlementLimitId', str(), 'Only this limit\'s entries.'), ...pageQuery],
    statuses: QUERY_READ,
  }),
  runtimeOperation('EntitlementOperations', 'get', `${E}/quantity/balance`, 'EntitlementOperations_GetBalanceAsOf', 'The balances of the limits whose period covers a moment.', 'EntitlementBalanceAsOf', ref('EntitlementBalanceAsOf'), {
    query: [queryParam('AsOfUtc', dateTime(), 'The moment; omitted = now.')],
    statuses: QUERY_READ,
  }),
  runtimeOperation('EntitlementOperations', 'get', `${E}/limits/{limitId}/burndown`, 'EntitlementOperations_GetBurndown', 'A limit\'s consumption over its period.', 'EntitlementLimitBurndown', ref('EntitlementLimitBurndown')),
]
