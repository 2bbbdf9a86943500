/**
 * generated — do not edit.
 * Source: query parameter defaults of openapi/service-config-v1.json and openapi/service-public-v1.json and openapi/product-ui-v1.json
 * Regenerate with `npm run api:generate`.
 */

/** Query parameters that have a default, by operationId. */
export interface QueryDefaults {
  Users_List: 'Page' | 'PageSize'
  Roles_List: 'Page' | 'PageSize'
  ResponsibilityGroups_List: 'Page' | 'PageSize'
  EntityDefinitions_List: 'Page' | 'PageSize'
  FunctionOperations_GetRunStats: 'BucketMinutes'
  FunctionOperations_ListAuditLog: 'Limit'
  FunctionOperations_ListRunFilterOptions: 'Limit'
  FunctionOperations_ListAuditLogPage: 'Page' | 'PageSize'
  FunctionOperations_ListRunsPage: 'Page' | 'PageSize'
  FunctionOperations_ListJobsPage: 'Page' | 'PageSize'
  EntityInstances_List: 'Page' | 'PageSize'
  EntityInstances_ListChanges: 'Page' | 'PageSize'
  EntityInstances_Lookup: 'Limit'
  BoardItems_Search: 'page' | 'pageSize'
  Boards_ListStatusItems: 'page' | 'pageSize'
  Boards_GetFlowMetrics: 'days'
  BoardItems_ListComments: 'page' | 'pageSize'
  Entitlements_List: 'Page' | 'PageSize'
  EntitlementOperations_ListLedger: 'Page' | 'PageSize'
}
