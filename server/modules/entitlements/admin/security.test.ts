import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ModelSecurity } from './security.service'
import { createModel, demoDefinitions, errorsOf, setupPath, startEntitlementSetupApi, type DemoDefinitions } from '../../../test/fixtures/entitlements/setup'
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

const modulePath = `${setupPath}/module`
const moduleEnabled = async () => (await api.sql<{ on: boolean }>("SELECT (modules->'EntitlementOperations'->>'Enabled')::boolean AS on FROM workspace_settings"))[0]?.on

describe('module switch', () => {
  it('switches the module with the RowVersion and answers setup calls only while it is on', async () => {
    const before = await api.ok<{ Enabled: boolean; RowVersion: string }>('GET', modulePath)
    expect(before.Enabled).toBe(true)
    const off = await api.ok<{ Enabled: boolean; RowVersion: string }>('PUT', modulePath, { Enabled: false, RowVersion: before.RowVersion })
    expect(off.Enabled).toBe(false)
    expect(off.RowVersion).not.toBe(before.RowVersion)
    expect(await moduleEnabled()).toBe(false)

    const refused = await api.call<unknown>('GET', `${setupPath}/models`)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'serviceEntitlements.module.disabled' })

    const stale = await api.call<{ Enabled: boolean }>('PUT', modulePath, { Enabled: true, RowVersion: before.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Data).toMatchObject({ Enabled: false, RowVersion: off.RowVersion })

    await api.ok('PUT', modulePath, { Enabled: true, RowVersion: off.RowVersion })
    expect(await moduleEnabled()).toBe(true)
    expect((await api.call('GET', `${setupPath}/models`)).status).toBe(200)
  })

  it('is configured by configurators, not operators', async () => {
    expect((await api.call('GET', modulePath, undefined, 'configurator')).status).toBe(200)
    expect((await api.call('GET', modulePath, undefined, 'operator')).status).toBe(403)
    expect((await api.call('GET', `${setupPath}/plan-families`, undefined, 'operator')).status).toBe(403)
    expect((await api.call('GET', `${setupPath}/models`, undefined, 'configurator')).status).toBe(200)
  })
})

describe('model security', () => {
  it('gives a new model the default grants', async () => {
    const model = await createModel(api, defs)
    const security = await api.ok<ModelSecurity>('GET', `${setupPath}/models/${model.Id}/security`)
    expect(security.RowVersion).toBe(model.SecurityRowVersion)
    expect(security.Grants.map((grant) => `${grant.Operation}:${grant.DisplayName}`)).toEqual([
      'read:Configurator', 'read:Operator', 'issue:Operator', 'adjust:Operator',
    ])
  })

  it('replaces the whole set, collapsing duplicates and naming users', async () => {
    const model = await createModel(api, defs)
    const [operatorUser] = await api.sql<{ id: string; display_name: string }>("SELECT id, display_name FROM users WHERE user_name = 'operator'")
    const security = await api.ok<ModelSecurity>('GET', `${setupPath}/models/${model.Id}/security`)
    const updated = await api.ok<ModelSecurity>('PUT', `${setupPath}/models/${model.Id}/security`, {
      Grants: [
        { Operation: 'read', SubjectType: 0, SubjectId: 'operator' },
        { Operation: 'read', SubjectType: 0, SubjectId: 'Operator' },
        { Operation: 'adjust', SubjectType: 1, SubjectId: operatorUser!.id },
      ],
      RowVersion: security.RowVersion,
    })
    expect(updated.Grants).toEqual([
      { Operation: 'read', SubjectType: 0, SubjectId: 'Operator', DisplayName: 'Operator' },
      { Operation: 'adjust', SubjectType: 1, SubjectId: operatorUser!.id, DisplayName: operatorUser!.display_name },
    ])
    expect(updated.RowVersion).not.toBe(security.RowVersion)
    // Security has its own version: the model's RowVersion stays.
    expect((await api.ok<{ RowVersion: string }>('GET', `${setupPath}/models/${model.Id}`)).RowVersion).toBe(model.RowVersion)

    const stale = await api.call<ModelSecurity>('PUT', `${setupPath}/models/${model.Id}/security`, { Grants: [], RowVersion: security.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Data.Grants).toHaveLength(2)
  })

  it('refuses unknown roles and users on the grant\'s SubjectId', async () => {
    const model = await createModel(api, defs)
    const body = (grants: unknown[]) => ({ Grants: grants, RowVersion: model.SecurityRowVersion })
    const role = await api.call('PUT', `${setupPath}/models/${model.Id}/security`, body([
      { Operation: 'read', SubjectType: 0, SubjectId: 'Operator' },
      { Operation: 'issue', SubjectType: 0, SubjectId: 'Auditors' },
    ]))
    expect(role.status).toBe(400)
    expect(errorsOf(role)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.subjectUnknown', Field: 'Grants[1].SubjectId', Message: 'There is no role "Auditors".' })
    const user = await api.call('PUT', `${setupPath}/models/${model.Id}/security`, body([{ Operation: 'read', SubjectType: 1, SubjectId: 'usr-nobody' }]))
    expect(errorsOf(user)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.subjectUnknown', Field: 'Grants[0].SubjectId' })
  })

  it('answers 404 for an unknown model', async () => {
    expect((await api.call('GET', `${setupPath}/models/nothing/security`)).status).toBe(404)
  })
})
