import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultContractDir } from './app'
import { loadContract } from './contract/contract'
import { demoCredentials } from './seed/demoData'
import { startTestApi, type TestApi } from './test/testApi'

/**
 * The role-gate table: what every mutating operation requires, written down once here and checked
 * against the running API for five callers. An operation added to the contract without a row here
 * fails the first test. `docs/contract.md` ("Roles and permissions") states the same rules in words.
 */
type Gate =
  | 'signIn' // public: no token needed
  | 'anyCaller' // any signed-in caller; the resource decides (record and file rules, function publications)
  | { roles?: string[]; permissions?: string[] } // any one of the roles, and every permission

/** Any caller holding the permission. */
const holds = (permission: string): Gate => ({ permissions: [permission] })
/** Admin or Configurator holding the permission. */
const configure = (permission: string): Gate => ({ roles: ['Admin', 'Configurator'], permissions: [permission] })

/** Admin or Configurator (function configuration). */
const administrators: Gate = { roles: ['Admin', 'Configurator'] }

const gates: Record<string, Gate> = {
Auth_Login: 'signIn',
  Roles_SetPermissions: { roles: ['Admin'], permissions: ['principals.manage'] },
  Users_Create: configure('principals.manage'),
  Users_Update: configure('principals.manage'),
  Users_Delete: configure('principals.manage'),
  Roles_Create: configure('principals.manage'),
  Roles_Update: configure('principals.manage'),
  Roles_Delete: configure('principals.manage'),
  ResponsibilityGroups_Create: configure('principals.manage'),
  ResponsibilityGroups_Update: configure('principals.manage'),
  ResponsibilityGroups_Delete: configure('principals.manage'),
  RecordMatching_CreateProfile: configure('entities.configure'),
  RecordMatching_ReplaceProfile: configure('entities.configure'),
  RecordMatching_DeleteProfile: configure('entities.configure'),
  RecordMatching_TestPair: configure('entities.configure'),
  RecordMatching_StartFullScan: 'anyCaller',
  RecordMatching_Decide: 'anyCaller',
  RecordMatching_CancelFullScan: 'anyCaller',
  EntityFields_Create: configure('entities.configure'),
  EntityFields_Update: configure('entities.configure'),
  EntityFields_Delete: configure('entities.configure'),
  EntityFields_ValidateCalculation: configure('entities.configure'),
  EntityFields_SaveCalculation: configure('entities.configure'),
  EntityDefinitions_UpdateBase: configure('entities.configure'),
  EntityDefinitions_CreateStatement: configure('entities.configure'),
  EntityDefinitions_CreateValidationRule: configure('entities.configure'),
  FileSystem_UpdateSettings: holds('settings.manage'),
  EntityDefinitions_Create: configure('entities.configure'),
  EntityDefinitions_UpdateOptions: configure('entities.configure'),
  EntityDefinitions_PlanBaseUpdate: configure('entities.configure'),
  EntityDefinitions_RequestDeletion: configure('entities.configure'),
  EntityDefinitions_CancelDeletion: configure('entities.configure'),
  EntityDefinitions_Purge: { roles: ['Admin'], permissions: ['entities.configure'] },
  EntityFields_PlanChange: configure('entities.configure'),
  EntityTables_SetFieldOrder: configure('entities.configure'),
  EntityUniqueConstraints_Create: configure('entities.configure'),
  EntityUniqueConstraints_Delete: configure('entities.configure'),
  EntityIndexes_Create: configure('entities.configure'),
  EntityIndexes_Delete: configure('entities.configure'),
  EntityYaml_Plan: configure('entities.configure'),
  EntityYaml_Import: configure('entities.configure'),
  Expressions_Validate: configure('entities.configure'),
  Expressions_Evaluate: configure('entities.configure'),
  EntityDefinitions_OrderValidationRules: configure('entities.configure'),
  EntityValidationRules_Update: configure('entities.configure'),
  EntityValidationRules_Delete: configure('entities.configure'),
  EntityStatements_Update: configure('entities.configure'),
  EntityStatements_Delete: configure('entities.configure'),
  FunctionOperations_UpdateSchedule: { roles: ['Admin', 'Configurator'] },
  FunctionOperations_CreateSchedule: { roles: ['Admin', 'Configurator'] },
  FunctionOperations_DeleteSchedule: { roles: ['Admin', 'Configurator'] },
  FunctionOperations_RerunRun: holds('functions.operations.run'),
  FunctionOperations_RerunFailureCluster: holds('functions.operations.run'),
  FunctionOperations_RetryJob: holds('functions.operations.run'),
  FunctionOperations_RunScheduleNow: holds('functions.operations.run'),
  FunctionOperations_RunFunctionNow: holds('functions.operations.run'),
  FileSystem_TestPolicy: { roles: ['Admin', 'Configurator'] },
  BoardsAdmin_CreateTransition: holds('boards.configure'),
  BoardsAdmin_UpsertInitialAssignmentRule: holds('boards.configure'),
  BoardsModule_Update: holds('boards.configure'),
  BoardsAdmin_CreateBoard: holds('boards.configure'),
  BoardsAdmin_UpdateBoard: holds('boards.configure'),
  BoardsAdmin_DeleteBoard: holds('boards.configure'),
  BoardsAdmin_ActivateBoard: holds('boards.configure'),
  BoardsAdmin_DeactivateBoard: holds('boards.configure'),
  BoardsAdmin_CreateStatus: holds('boards.configure'),
  BoardsAdmin_UpdateStatus: holds('boards.configure'),
  BoardsAdmin_DeleteStatus: holds('boards.configure'),
  BoardsAdmin_ReorderStatuses: holds('boards.configure'),
  BoardsAdmin_UpdateTransition: holds('boards.configure'),
  BoardsAdmin_DeleteTransition: holds('boards.configure'),
  BoardsAdmin_ReorderTransitions: holds('boards.configure'),
  BoardsAdmin_CreateTargetDefinition: holds('boards.configure'),
  BoardsAdmin_UpdateTargetDefinition: holds('boards.configure'),
  BoardsAdmin_DeleteTargetDefinition: holds('boards.configure'),
  BoardsAdmin_CreateCycle: holds('boards.configure'),
  BoardsAdmin_UpdateCycle: holds('boards.configure'),
  BoardsAdmin_DeleteCycle: holds('boards.configure'),
  BoardsAdmin_CreateResponsibility: holds('boards.configure'),
  BoardsAdmin_UpdateResponsibility: holds('boards.configure'),
  BoardsAdmin_DeleteResponsibility: holds('boards.configure'),
  BoardsAdmin_ReplaceStatusResponsibility: holds('boards.configure'),
  BoardsAdmin_DeleteInitialAssignmentRule: holds('boards.configure'),
  BoardsAdmin_CreateSecurityStatement: holds('boards.configure'),
  BoardsAdmin_UpdateSecurityStatement: holds('boards.configure'),
  BoardsAdmin_DeleteSecurityStatement: holds('boards.configure'),
  BoardsAdmin_CreatePermissionAssignment: holds('boards.configure'),
  BoardsAdmin_DeletePermissionAssignment: holds('boards.configure'),
  BoardsAdmin_UpdateDueDatePolicy: holds('boards.configure'),
  BoardsAdmin_UpdateAttentionSignalPolicy: holds('boards.configure'),
  FunctionOperations_CancelRun: holds('functions.operations.cancel'),
  FunctionOperations_CancelJob: holds('functions.operations.cancel'),
  NetOperationProject_CreateBuild: configure('netproject.build'),
  UiProject_PurgeArtifact: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['uiproject.publish'] },
  EntitlementModels_CreateInformationServiceAccess: holds('entitlements.configure'),
  EntitlementsModule_Update: holds('entitlements.configure'),
  EntitlementModels_Create: holds('entitlements.configure'),
  EntitlementModels_Update: holds('entitlements.configure'),
  EntitlementModels_Delete: holds('entitlements.configure'),
  EntitlementModels_UpdateSecurity: holds('entitlements.configure'),
  EntitlementPlans_Create: holds('entitlements.configure'),
  EntitlementPlans_Update: holds('entitlements.configure'),
  EntitlementPlans_Delete: holds('entitlements.configure'),
  EntitlementPlans_PreviewChange: holds('entitlements.configure'),
  PlanFamilies_Create: holds('entitlements.configure'),
  PlanFamilies_Update: holds('entitlements.configure'),
  PlanFamilies_Delete: holds('entitlements.configure'),
  RenewalPolicies_Create: holds('entitlements.configure'),
  RenewalPolicies_Update: holds('entitlements.configure'),
  RenewalPolicies_Delete: holds('entitlements.configure'),
  UiProject_ApplyTemplate: configure('uiproject.source.manage'),
  UiProject_SaveRevision: configure('uiproject.source.manage'),
  UiProject_PreflightZip: configure('uiproject.source.manage'),
  UiProject_UploadZip: configure('uiproject.source.manage'),
  UiProject_GeneratePage: configure('uiproject.source.manage'),
  UiProject_StartBuild: configure('uiproject.build'),
  UiProject_CancelBuild: configure('uiproject.build'),
  UiProject_ActivateArtifact: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['uiproject.publish'] },
  UiProject_DeactivateArtifact: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['uiproject.publish'] },
  UiProject_PinArtifact: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['uiproject.publish'] },
  UiProject_Rollback: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['uiproject.publish'] },
  UiProject_GetAssetLinks: holds('uiproject.view'),
  NetOperationProject_ApplyTemplate: configure('netproject.source.manage'),
  NetOperationProject_SaveRevision: configure('netproject.source.manage'),
  NetOperationProject_PreflightZip: configure('netproject.source.manage'),
  NetOperationProject_UploadZip: configure('netproject.source.manage'),
  NetOperationProject_CancelBuild: configure('netproject.build'),
  NetOperationProject_ActivateArtifact: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['netproject.publish'] },
  NetOperationProject_DeactivateArtifact: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['netproject.publish'] },
  NetOperationProject_PinArtifact: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['netproject.publish'] },
  NetOperationProject_PurgeArtifact: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['netproject.publish'] },
  NetOperationProject_Rollback: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['netproject.publish'] },
  EntityInstances_Archive: 'anyCaller',
  EntityInstances_ReplaceResponsibility: 'anyCaller',
  EntityResponsibilities_Create: configure('entities.configure'),
  EntityResponsibilities_Update: configure('entities.configure'),
  EntityResponsibilities_Delete: configure('entities.configure'),
  EntityPermissionAssignments_Create: configure('entities.configure'),
  EntityPermissionAssignments_Update: configure('entities.configure'),
  EntityPermissionAssignments_Delete: configure('entities.configure'),
  EntitySecurity_Explain: configure('entities.configure'),
  EntitySecurity_PreviewList: configure('entities.configure'),
  EntityMutationEffects_Create: configure('entities.configure'),
  EntityMutationEffects_Update: configure('entities.configure'),
  EntityMutationEffects_Delete: configure('entities.configure'),
  ReferenceEligibility_Create: configure('entities.configure'),
  ReferenceEligibility_Validate: configure('entities.configure'),
  ReferenceEligibility_Impact: configure('entities.configure'),
  ReferenceEligibility_Update: configure('entities.configure'),
  ReferenceEligibility_Delete: configure('entities.configure'),
  Attachments_ListForResource: 'anyCaller',
  EntityInstances_Create: 'anyCaller',
  EntityInstances_Delete: 'anyCaller',
  EntityInstances_Patch: 'anyCaller',
  EntityInstances_Restore: 'anyCaller',
  Functions_ExecuteCommand: 'anyCaller',
  Functions_Enqueue: 'anyCaller',
  EntityActions_Execute: 'anyCaller',
  Functions_HttpEndpointPost: 'signIn',
  Functions_HttpEndpointPostWithSuffix: 'signIn',
  Functions_HttpEndpointPut: 'signIn',
  Functions_HttpEndpointPutWithSuffix: 'signIn',
  Functions_HttpEndpointPatch: 'signIn',
  Functions_HttpEndpointPatchWithSuffix: 'signIn',
  Functions_HttpEndpointDelete: 'signIn',
  Functions_HttpEndpointDeleteWithSuffix: 'signIn',
  FunctionOperations_UpdateFunction: administrators,
  FunctionOperations_ActivateVersion: administrators,
  FunctionOperations_SetFunctionEnabled: administrators,
  FunctionPublications_Create: administrators,
  FunctionPublications_Update: administrators,
  FunctionPublications_Delete: administrators,
  FunctionHttpEndpoints_Create: administrators,
  FunctionHttpEndpoints_Update: administrators,
  FunctionHttpEndpoints_Delete: administrators,
  FunctionTriggerBindings_Create: administrators,
  FunctionTriggerBindings_Update: administrators,
  FunctionTriggerBindings_Delete: administrators,
  FileUploads_Start: 'anyCaller',
  FileUploads_Abort: 'anyCaller',
  FileUploads_PutChunk: 'anyCaller',
  FileUploads_Complete: 'anyCaller',
  Files_Delete: 'anyCaller',
  Files_Rename: 'anyCaller',
  Files_Restore: 'anyCaller',
  BoardItems_Add: holds('boards.use'),
  BoardItems_UpdateBoardData: holds('boards.use'),
  BoardItems_DeleteProcessAttachment: holds('boards.use'),
  BoardItems_Move: holds('boards.use'),
  BoardItems_Remove: holds('boards.use'),
  BoardItems_ReplaceTags: holds('boards.use'),
  BoardItems_ReplaceResponsibility: holds('boards.use'),
  BoardItems_SetDueDate: holds('boards.use'),
  BoardItems_AssignCycle: holds('boards.use'),
  BoardItems_CreateLink: holds('boards.use'),
  BoardItems_DeleteLink: holds('boards.use'),
  BoardItems_AddComment: holds('boards.use'),
  BoardItems_UpdateComment: holds('boards.use'),
  BoardItems_DeleteComment: holds('boards.use'),
  EntitlementOperations_AdjustQuantity: holds('entitlements.use'),
  Entitlements_Issue: holds('entitlements.use'),
  Entitlements_ApplyLifecycle: holds('entitlements.use'),
  Entitlements_Renew: holds('entitlements.use'),
  EntitlementOperations_ReverseLedgerEntry: holds('entitlements.use'),
  Auth_Logout: 'anyCaller',
  FunctionOperations_UpdateRetentionSettings: { roles: ['Admin'], permissions: ['functions.settings.manage'] },
  FunctionSecrets_Create: { roles: ['Admin'], permissions: ['functions.settings.manage'] },
  FunctionSecrets_Update: { roles: ['Admin'], permissions: ['functions.settings.manage'] },
  FunctionSecrets_Rotate: { roles: ['Admin'], permissions: ['functions.settings.manage'] },
  FunctionSecrets_Delete: { roles: ['Admin'], permissions: ['functions.settings.manage'] },
  FunctionActions_Create: { roles: ['Admin', 'Configurator'] },
  FunctionActions_Replace: { roles: ['Admin', 'Configurator'] },
  FunctionActions_Delete: { roles: ['Admin', 'Configurator'] },
  FunctionActions_Preview: { roles: ['Admin', 'Configurator'] },
  FunctionOperations_PurgeRuns: { roles: ['Admin'], permissions: ['functions.settings.manage'] },
}

interface Caller {
  name: string
  token: string
  /** A session of its own (signing out ends one); the API key is its own token. */
  freshToken: () => Promise<string>
  roles: string[]
  permissions: string[]
}

function allows(gate: Gate, caller: Caller): boolean {
  if (typeof gate === 'string') return true
  const roleOk = !gate.roles || gate.roles.some((role) => caller.roles.includes(role))
  return roleOk && (gate.permissions ?? []).every((key) => caller.permissions.includes(key))
}

/** A role without any built-in role: its permissions alone never open a role-gated operation. */
const customPermissions = [
  'boards.use', 'entities.configure', 'functions.operations.cancel', 'functions.operations.view', 'principals.manage',
  'uiproject.publish', 'uiproject.view',
]

let api: TestApi
const callers: Caller[] = []

async function callerFor(name: string, freshToken: () => Promise<string>): Promise<Caller> {
  const token = await freshToken()
  const me = await api.request<{ Data: { Roles: string[]; Permissions: string[] } }>('GET', '/api/workspace/auth/me', { token })
  return { name, token, freshToken, roles: me.body.Data.Roles, permissions: me.body.Data.Permissions }
}

async function signIn(userName: string, password: string): Promise<string> {
  const response = await api.request<{ Data: { AccessToken: string } }>('POST', '/api/workspace/auth/login', {
    body: { UserNameOrEmail: userName, Password: password },
  })
  return response.body.Data.AccessToken
}

beforeAll(async () => {
  api = await startTestApi()
  const admin = await api.login('admin')
  await api.request('POST', '/api/workspace/admin/roles', { token: admin, body: { Id: 'role-gate-custom', Name: 'Gate custom' } })
  await api.request('PUT', '/api/workspace/roles/role-gate-custom/permissions', { token: admin, body: { PermissionKeys: customPermissions } })
  const created = await api.request('POST', '/api/workspace/admin/users', {
    token: admin,
    body: { Id: 'usr-gate-custom', UserName: 'gate.custom', UserType: 0, Password: 'Gate#custom1', RoleIds: ['role-gate-custom'] },
  })
  expect(created.status).toBe(200)
  callers.push(
    await callerFor('Admin', () => api.login('admin')),
    await callerFor('Configurator', () => api.login('configurator')),
    await callerFor('Operator', () => api.login('operator')),
    await callerFor('API key (Configurator service user)', async () => demoCredentials.integration.apiKey),
    await callerFor('custom role', () => signIn('gate.custom', 'Gate#custom1')),
  )
}, 120_000)
afterAll(() => api?.close())

/** Every mutating route once (a route both descriptions hold is served by the first). */
function mutatingOperations() {
  const seen = new Set<string>()
  return loadContract(defaultContractDir).operations.filter((operation) => {
    const route = `${operation.method} ${operation.path}`
    if (operation.method === 'get' || seen.has(route)) return false
    seen.add(route)
    return true
  })
}

describe('the role-gate table', () => {
  it('has a row for every mutating operation of both descriptions, and none for operations that are gone', () => {
    const operationIds = mutatingOperations().map((operation) => operation.operationId)
    expect(operationIds.filter((id) => !(id in gates)), 'operations without a row').toEqual([])
    expect(Object.keys(gates).filter((id) => !operationIds.includes(id)), 'rows without an operation').toEqual([])
  })

  it('answers every mutating operation for Admin, Configurator, Operator, the API key and a custom role as the table says', async () => {
    const mismatches: string[] = []
    for (const operation of mutatingOperations()) {
      const gate = gates[operation.operationId]
      if (gate === undefined || gate === 'signIn') continue
      const path = operation.path.replace(/\{[^}]+\}/g, 'gate-probe')
      for (const caller of callers) {
        const token = operation.operationId === 'Auth_Logout' ? await caller.freshToken() : caller.token
        const response = await api.request<{ status?: number }>(operation.method.toUpperCase(), path, { token, body: {} })
        const expected = allows(gate, caller) ? 'not 401/403' : '403'
        const actual = response.status
        const ok = expected === '403' ? actual === 403 && response.body?.status === 403 : actual !== 401 && actual !== 403
        if (!ok) mismatches.push(`${operation.operationId} as ${caller.name}: expected ${expected}, got ${actual}`)
      }
    }
    expect(mismatches).toEqual([])
  }, 300_000)
})

