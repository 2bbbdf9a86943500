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
  | 'notServed' // in the contract, not implemented by the local API (404)
  | { roles?: string[]; permissions?: string[] } // any one of the roles, and every permission

const configure = (permission: string): Gate => ({ roles: ['Admin', 'Configurator'], permissions: [permission] })

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
  RecordMatching_CreateProfile: 'notServed',
  RecordMatching_ReplaceProfile: 'notServed',
  EntityFields_Create: configure('entities.configure'),
  EntityFields_Update: configure('entities.configure'),
  EntityFields_Delete: configure('entities.configure'),
  EntityFields_ValidateCalculation: configure('entities.configure'),
  EntityFields_SaveCalculation: configure('entities.configure'),
  EntityDefinitions_UpdateBase: configure('entities.configure'),
  EntityDefinitions_CreateStatement: configure('entities.configure'),
  EntityDefinitions_CreateValidationRule: configure('entities.configure'),
  FileSystem_UpdateSettings: { permissions: ['settings.manage'] },
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
  FunctionOperations_RerunRun: { permissions: ['functions.operations.run'] },
  FunctionOperations_RetryJob: { permissions: ['functions.operations.run'] },
  FunctionOperations_RunScheduleNow: { permissions: ['functions.operations.run'] },
  FunctionOperations_RunFunctionNow: { permissions: ['functions.operations.run'] },
  FileSystem_TestPolicy: { roles: ['Admin', 'Configurator'] },
  BoardsAdmin_CreateTransition: { permissions: ['boards.configure'] },
  BoardsAdmin_UpsertInitialAssignmentRule: { permissions: ['boards.configure'] },
  BoardsModule_Update: { permissions: ['boards.configure'] },
  BoardsAdmin_CreateBoard: { permissions: ['boards.configure'] },
  BoardsAdmin_UpdateBoard: { permissions: ['boards.configure'] },
  BoardsAdmin_DeleteBoard: { permissions: ['boards.configure'] },
  BoardsAdmin_ActivateBoard: { permissions: ['boards.configure'] },
  BoardsAdmin_DeactivateBoard: { permissions: ['boards.configure'] },
  BoardsAdmin_CreateStatus: { permissions: ['boards.configure'] },
  BoardsAdmin_UpdateStatus: { permissions: ['boards.configure'] },
  BoardsAdmin_DeleteStatus: { permissions: ['boards.configure'] },
  BoardsAdmin_ReorderStatuses: { permissions: ['boards.configure'] },
  BoardsAdmin_UpdateTransition: { permissions: ['boards.configure'] },
  BoardsAdmin_DeleteTransition: { permissions: ['boards.configure'] },
  BoardsAdmin_ReorderTransitions: { permissions: ['boards.configure'] },
  BoardsAdmin_CreateTargetDefinition: { permissions: ['boards.configure'] },
  BoardsAdmin_UpdateTargetDefinition: { permissions: ['boards.configure'] },
  BoardsAdmin_DeleteTargetDefinition: { permissions: ['boards.configure'] },
  BoardsAdmin_CreateCycle: { permissions: ['boards.configure'] },
  BoardsAdmin_UpdateCycle: { permissions: ['boards.configure'] },
  BoardsAdmin_DeleteCycle: { permissions: ['boards.configure'] },
  BoardsAdmin_CreateResponsibility: { permissions: ['boards.configure'] },
  BoardsAdmin_UpdateResponsibility: { permissions: ['boards.configure'] },
  BoardsAdmin_DeleteResponsibility: { permissions: ['boards.configure'] },
  BoardsAdmin_ReplaceStatusResponsibility: { permissions: ['boards.configure'] },
  BoardsAdmin_DeleteInitialAssignmentRule: { permissions: ['boards.configure'] },
  BoardsAdmin_CreateSecurityStatement: { permissions: ['boards.configure'] },
  BoardsAdmin_UpdateSecurityStatement: { permissions: ['boards.configure'] },
  BoardsAdmin_DeleteSecurityStatement: { permissions: ['boards.configure'] },
  BoardsAdmin_CreatePermissionAssignment: { permissions: ['boards.configure'] },
  BoardsAdmin_DeletePermissionAssignment: { permissions: ['boards.configure'] },
  BoardsAdmin_UpdateDueDatePolicy: { permissions: ['boards.configure'] },
  BoardsAdmin_UpdateAttentionSignalPolicy: { permissions: ['boards.configure'] },
  FunctionOperations_CancelRun: { permissions: ['functions.operations.cancel'] },
  FunctionOperations_CancelJob: { permissions: ['functions.operations.cancel'] },
  NetOperationProject_CreateBuild: 'notServed',
  UiProject_PurgeArtifact: { roles: ['Admin', 'Configurator', 'Operator'], permissions: ['uiproject.publish'] },
  EntitlementModels_CreateInformationServiceAccess: { permissions: ['entitlements.configure'] },
  EntitlementsModule_Update: { permissions: ['entitlements.configure'] },
  EntitlementModels_Create: { permissions: ['entitlements.configure'] },
  EntitlementModels_Update: { permissions: ['entitlements.configure'] },
  EntitlementModels_Delete: { permissions: ['entitlements.configure'] },
  EntitlementModels_UpdateSecurity: { permissions: ['entitlements.configure'] },
  EntitlementPlans_Create: { permissions: ['entitlements.configure'] },
  EntitlementPlans_Update: { permissions: ['entitlements.configure'] },
  EntitlementPlans_Delete: { permissions: ['entitlements.configure'] },
  EntitlementPlans_PreviewChange: { permissions: ['entitlements.configure'] },
  PlanFamilies_Create: { permissions: ['entitlements.configure'] },
  PlanFamilies_Update: { permissions: ['entitlements.configure'] },
  PlanFamilies_Delete: { permissions: ['entitlements.configure'] },
  RenewalPolicies_Create: { permissions: ['entitlements.configure'] },
  RenewalPolicies_Update: { permissions: ['entitlements.configure'] },
  RenewalPolicies_Delete: { permissions: ['entitlements.configure'] },
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
  UiProject_GetAssetLinks: { permissions: ['uiproject.view'] },
  EntityInstances_Archive: 'anyCaller',
  EntityInstances_ReplaceResponsibility: 'notServed',
  Attachments_ListForResource: 'anyCaller',
  EntityInstances_Create: 'anyCaller',
  EntityInstances_Delete: 'anyCaller',
  EntityInstances_Patch: 'anyCaller',
  EntityInstances_Restore: 'anyCaller',
  Functions_ExecuteCommand: 'anyCaller',
  Functions_Enqueue: 'anyCaller',
  EntityActions_Execute: 'anyCaller',
  Functions_HttpEndpointPost: 'signIn',
  FileUploads_Start: 'anyCaller',
  FileUploads_Abort: 'anyCaller',
  FileUploads_PutChunk: 'anyCaller',
  FileUploads_Complete: 'anyCaller',
  Files_Delete: 'anyCaller',
  Files_Rename: 'anyCaller',
  Files_Restore: 'anyCaller',
  BoardItems_Add: { permissions: ['boards.use'] },
  BoardItems_UpdateBoardData: { permissions: ['boards.use'] },
  BoardItems_DeleteProcessAttachment: { permissions: ['boards.use'] },
  BoardItems_Move: { permissions: ['boards.use'] },
  BoardItems_Remove: { permissions: ['boards.use'] },
  BoardItems_ReplaceTags: { permissions: ['boards.use'] },
  BoardItems_ReplaceResponsibility: { permissions: ['boards.use'] },
  BoardItems_SetDueDate: { permissions: ['boards.use'] },
  BoardItems_AssignCycle: { permissions: ['boards.use'] },
  BoardItems_CreateLink: { permissions: ['boards.use'] },
  BoardItems_DeleteLink: { permissions: ['boards.use'] },
  EntitlementOperations_AdjustQuantity: { permissions: ['entitlements.use'] },
  Entitlements_Issue: { permissions: ['entitlements.use'] },
  Entitlements_ApplyLifecycle: { permissions: ['entitlements.use'] },
  Entitlements_Renew: { permissions: ['entitlements.use'] },
  EntitlementOperations_ReverseLedgerEntry: { permissions: ['entitlements.use'] },
  Auth_Logout: 'anyCaller',
  FunctionOperations_UpdateRetentionSettings: { roles: ['Admin'], permissions: ['functions.settings.manage'] },
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
        const expected = gate === 'notServed' ? '404' : allows(gate, caller) ? 'not 401/403' : '403'
        const actual = response.status
        const ok = expected === '404' ? actual === 404
          : expected === '403' ? actual === 403 && response.body?.status === 403
            : actual !== 401 && actual !== 403
        if (!ok) mismatches.push(`${operation.operationId} as ${caller.name}: expected ${expected}, got ${actual}`)
      }
    }
    expect(mismatches).toEqual([])
  }, 300_000)
})

