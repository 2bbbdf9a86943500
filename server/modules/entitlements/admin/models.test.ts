import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ModelPayload } from './types'
import {
  createModel, createModelCall, createPlan, demoDefinitions, errorsOf, insertEntitlement, role, setupPath, startEntitlementSetupApi, uniqueKey,
  type DemoDefinitions,
} from '../../../test/fixtures/entitlements/setup'
import type { TestApi } from '../../../test/testApi'

let api: TestApi
let defs: DemoDefinitions

beforeAll(async () => {
  api = await startEntitlementSetupApi()
  defs = await demoDefinitions(api)
})

afterAll(async () => {
  await api?.close()
})

const isaPath = `${setupPath}/models/information-service-access`

/** The documented request: customers own access to the contracts reachable through their paired field. */
function isaBody(body: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Key: uniqueKey('isa'),
    DisplayName: 'Data service access',
    Description: 'Contract data for customers.',
    PartyType: 0,
    AccessMode: 0,
    OwnerParty: { DisplayName: 'Customer', EntityDefinitionId: defs.customers, InstancePickerInputType: 0, InstanceLookupTableSelectorMode: 0, InstanceLookupTableSurfaceKey: null },
    PartyDelegationPath: { PathKey: '' },
    ResourceScopeMode: 2,
    Resource: { DisplayName: 'Contract', EntityDefinitionId: defs.contracts, ResourcePickerInputType: 1, ResourceLookupTableSelectorMode: 1, ResourceLookupTableSurfaceKey: 'contracts-table' },
    ResourceHierarchyPath: { PathKey: 'contracts' },
    ...body,
  }
}

describe('information service access models (documented create)', () => {
  it('creates the model with its roles, resolved path and default actions', async () => {
    const key = uniqueKey('isa')
    const reply = await api.call<ModelPayload>('POST', isaPath, isaBody({ Key: `  ${key.toUpperCase()} ` }))
    expect(reply.status).toBe(200)
    const model = reply.body.Data
    expect(model).toMatchObject({
      Key: key,
      ModelType: 3,
      ResourceScopeMode: 2,
      IsActive: true,
      OwnerParty: { RoleKind: 0, DisplayName: 'Customer', EntityDefinitionId: defs.customers, InstancePickerInputType: 0, LookupTableSurfaceKey: null },
      Resource: { RoleKind: 2, EntityDefinitionId: defs.contracts, ResourcePickerInputType: 1, LookupTableSelectorMode: 1, LookupTableSurfaceKey: 'contracts-table' },
      DelegateParty: null,
      RelatedResource: null,
      PartyDelegationPath: null,
      Plans: [],
      AllowedActions: { CanUpdate: true, CanDelete: true, CanManageSecurity: true, CanCreatePlan: true },
    })
    expect(model.ResourceHierarchyPath).toEqual({
      PathKey: 'contracts',
      Steps: [expect.objectContaining({ Direction: 0, SourceEntityDefinitionId: defs.customers, SourceReferenceFieldKey: 'contracts', TargetEntityDefinitionId: defs.contracts })],
    })
    expect(await api.ok<ModelPayload>('GET', `${setupPath}/models/${model.Id}`)).toEqual(model)
  })

  it('resolves a reverse step', async () => {
    const model = await api.ok<ModelPayload>('POST', isaPath, isaBody({ ResourceHierarchyPath: { PathKey: '~contracts.customer' } }))
    expect(model.ResourceHierarchyPath?.Steps).toEqual([
      expect.objectContaining({ Direction: 1, SourceEntityDefinitionId: defs.contracts, SourceReferenceFieldKey: 'customer', TargetEntityDefinitionId: defs.contracts }),
    ])
  })

  it('refuses a duplicate key with 409, also in another case', async () => {
    const key = uniqueKey('isa')
    await api.ok('POST', isaPath, isaBody({ Key: key }))
    for (const again of [key, key.toUpperCase()]) {
      const reply = await api.call('POST', isaPath, isaBody({ Key: again }))
      expect(reply.status).toBe(409)
      expect(errorsOf(reply)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.keyTaken', Field: 'Key' })
    }
  })

  it('checks that each role is bound to a usable entity definition', async () => {
    const missing = await api.call('POST', isaPath, isaBody({ Resource: { ...(isaBody().Resource as object), EntityDefinitionId: 'no-such-definition' } }))
    expect(missing.status).toBe(400)
    expect(errorsOf(missing)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.definitionInvalid', Field: 'Resource.EntityDefinitionId' })
    const owner = await api.call('POST', isaPath, isaBody({ OwnerParty: { ...(isaBody().OwnerParty as object), EntityDefinitionId: 'no-such-definition' } }))
    expect(errorsOf(owner)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.definitionInvalid', Field: 'OwnerParty.EntityDefinitionId' })
  })

  it('needs a surface key for a specific lookup table, on the documented member', async () => {
    const reply = await api.call('POST', isaPath, isaBody({ Resource: { ...(isaBody().Resource as object), ResourceLookupTableSurfaceKey: '  ' } }))
    expect(reply.status).toBe(400)
    expect(errorsOf(reply)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.surfaceKeyRequired', Field: 'Resource.ResourceLookupTableSurfaceKey' })
    const autocomplete = await api.call('POST', isaPath, isaBody({ Resource: { ...(isaBody().Resource as object), ResourcePickerInputType: 0, ResourceLookupTableSurfaceKey: null } }))
    expect(autocomplete.status).toBe(200)
  })

  it('refuses a path that does not end at the resource, naming the PathKey field', async () => {
    const reply = await api.call('POST', isaPath, isaBody({ Resource: { ...(isaBody().Resource as object), EntityDefinitionId: defs.products } }))
    expect(reply.status).toBe(400)
    expect(errorsOf(reply)[0]).toMatchObject({
      Code: 'serviceEntitlements.admin.validation.pathInvalid',
      Field: 'ResourceHierarchyPath.PathKey',
      Message: 'The path ends at contracts, not at products.',
    })
    const unknownStep = await api.call('POST', isaPath, isaBody({ ResourceHierarchyPath: { PathKey: 'contracts.owner' } }))
    expect(errorsOf(unknownStep)[0]?.Message).toBe('Step "owner": contracts has no reference field "owner".')
  })

  it('needs the hierarchy path for resources reachable from the owner', async () => {
    const reply = await api.call('POST', isaPath, isaBody({ ResourceHierarchyPath: { PathKey: '' } }))
    expect(reply.status).toBe(400)
    expect(errorsOf(reply)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.pathInvalid', Field: 'ResourceHierarchyPath.PathKey' })
    expect((await api.call('POST', isaPath, isaBody({ ResourceScopeMode: 0, ResourceHierarchyPath: { PathKey: '' } }))).status).toBe(200)
  })

  it('refuses a delegation path without a delegate role', async () => {
    const reply = await api.call('POST', isaPath, isaBody({ PartyDelegationPath: { PathKey: 'contracts' } }))
    expect(errorsOf(reply)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.pathInvalid', Field: 'PartyDelegationPath.PathKey' })
  })

  it('answers 403 to an operator and while the module is off', async () => {
    expect((await api.call('POST', isaPath, isaBody(), 'operator')).status).toBe(403)
    await api.sql(`UPDATE workspace_settings SET modules = jsonb_set(modules, '{EntitlementOperations,Enabled}', 'false')`)
    try {
      const reply = await api.call<unknown>('POST', isaPath, isaBody())
      expect(reply.status).toBe(403)
      expect(reply.body).toMatchObject({ code: 'serviceEntitlements.module.disabled' })
    } finally {
      await api.sql(`UPDATE workspace_settings SET modules = jsonb_set(modules, '{EntitlementOperations,Enabled}', 'true')`)
    }
  })
})

describe('models of every type', () => {
  it('creates a subscription with a delegate reachable by a path and lists it', async () => {
    const model = await createModel(api, defs, {
      DelegateParty: role(defs.contracts, 'Contract holder'),
      PartyDelegationPath: { PathKey: '~contracts.customer' },
    })
    expect(model).toMatchObject({ ModelType: 0, Resource: null, DelegateParty: { RoleKind: 1 }, PartyDelegationPath: { PathKey: '~contracts.customer' } })
    const list = await api.ok<Array<{ Id: string; OwnerDefinitionDisplayName: string; PlanCount: number; IssuedCount: number }>>('GET', `${setupPath}/models`)
    expect(list.find((item) => item.Id === model.Id)).toMatchObject({ OwnerDefinitionDisplayName: 'Customers', PlanCount: 0, IssuedCount: 0 })
  })

  it('needs a resource role for a selected-resources scope and for information service access', async () => {
    const scoped = await createModelCall(api, defs, { ResourceScopeMode: 1 })
    expect(errorsOf(scoped)[0]).toMatchObject({ Field: 'ResourceScopeMode' })
    const isa = await createModelCall(api, defs, { ModelType: 3 })
    expect(errorsOf(isa)[0]).toMatchObject({ Field: 'Resource' })
  })

  it('refuses a board\'s own data model as a role definition', async () => {
    await api.sql("UPDATE entity_definitions SET owner_board_id = 'some-board' WHERE id = $1", [defs.products])
    try {
      const reply = await createModelCall(api, defs, { RelatedResource: role(defs.products, 'Product') })
      expect(errorsOf(reply)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.definitionInvalid', Field: 'RelatedResource.EntityDefinitionId' })
    } finally {
      await api.sql('UPDATE entity_definitions SET owner_board_id = NULL WHERE id = $1', [defs.products])
    }
  })

  it('updates with the RowVersion and answers 409 with the current model when it is stale', async () => {
    const model = await createModel(api, defs)
    const body = { ...updateBody(model), DisplayName: 'Renamed', IsActive: false }
    const updated = await api.ok<ModelPayload>('PUT', `${setupPath}/models/${model.Id}`, body)
    expect(updated).toMatchObject({ DisplayName: 'Renamed', IsActive: false })
    expect(updated.OwnerParty.Id).toBe(model.OwnerParty.Id)
    const stale = await api.call<ModelPayload>('PUT', `${setupPath}/models/${model.Id}`, { ...body, DisplayName: 'Again' })
    expect(stale.status).toBe(409)
    expect(errorsOf(stale)[0]?.Code).toBe('workspace.concurrency.stale')
    expect(stale.body.Data).toMatchObject({ DisplayName: 'Renamed', RowVersion: updated.RowVersion })
  })

  it('keeps the roles of a model with issued entitlements', async () => {
    const model = await createModel(api, defs)
    const plan = await createPlan(api, model.Id)
    await insertEntitlement(api, model, plan)
    const reply = await api.call('PUT', `${setupPath}/models/${model.Id}`, { ...updateBody(model), OwnerParty: role(defs.contracts, 'Contract') })
    expect(reply.status).toBe(409)
    expect(errorsOf(reply)[0]?.Code).toBe('serviceEntitlements.admin.rolesLocked')
  })

  it('refuses to delete a model with plans, and deletes it once they are gone', async () => {
    const model = await createModel(api, defs)
    const plan = await createPlan(api, model.Id)
    const current = await api.ok<ModelPayload>('GET', `${setupPath}/models/${model.Id}`)
    expect(current.AllowedActions.CanDelete).toBe(false)
    const refused = await api.call('DELETE', `${setupPath}/models/${model.Id}?rowVersion=${current.RowVersion}`)
    expect(refused.status).toBe(409)
    expect(errorsOf(refused)[0]?.Code).toBe('serviceEntitlements.admin.modelHasPlans')
    await api.ok('DELETE', `${setupPath}/plans/${plan.Id}?rowVersion=${plan.RowVersion}`)
    expect(await api.ok('DELETE', `${setupPath}/models/${model.Id}?rowVersion=${current.RowVersion}`)).toBe(model.Id)
    expect((await api.call('GET', `${setupPath}/models/${model.Id}`)).status).toBe(404)
  })
})

function updateBody(model: ModelPayload): Record<string, unknown> {
  const roleOf = (payload: ModelPayload['OwnerParty'] | null) =>
    payload && role(payload.EntityDefinitionId, payload.DisplayName, { PickerInputType: payload.PickerInputType, LookupTableSelectorMode: payload.LookupTableSelectorMode, LookupTableSurfaceKey: payload.LookupTableSurfaceKey })
  return {
    Key: model.Key,
    DisplayName: model.DisplayName,
    Description: model.Description,
    PartyType: model.PartyType,
    AccessMode: model.AccessMode,
    ResourceScopeMode: model.ResourceScopeMode,
    OwnerParty: roleOf(model.OwnerParty),
    DelegateParty: roleOf(model.DelegateParty),
    Resource: roleOf(model.Resource),
    RelatedResource: roleOf(model.RelatedResource),
    PartyDelegationPath: model.PartyDelegationPath && { PathKey: model.PartyDelegationPath.PathKey },
    ResourceHierarchyPath: model.ResourceHierarchyPath && { PathKey: model.ResourceHierarchyPath.PathKey },
    IsActive: model.IsActive,
    RowVersion: model.RowVersion,
  }
}
