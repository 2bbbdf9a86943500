import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostApi } from '../../test/fixtures/functions'
import { startTestApi, type TestApi } from '../../test/testApi'
import { actionBody, customerIds, DESIGN, OPERATIONS, type ActionDto } from '../../test/fixtures/entityActions'

/** Designing entity UI actions over real HTTP: checks naming the member, RowVersion, roles and the audit log. */

let api: TestApi
beforeAll(async () => {
  api = await startTestApi(hostApi())
}, 60_000)
afterAll(() => api?.close())

interface AuditEntry { Action: string; TargetId: string; ActorUserId: string; Detail: { Previous: Record<string, unknown> | null; Current: Record<string, unknown> | null } }
/** The entry of one kind (the clock stands still, so entries of one action share their time). */
const auditEntry = async (id: string, kind: string) =>
  (await api.ok<{ Items: AuditEntry[] }>('GET', `${OPERATIONS}/audit-log/page?TargetId=${id}&Action=${kind}`)).Items[0]

async function refusal(body: Record<string, unknown>, method = 'POST', path = DESIGN) {
  const reply = await api.call(method, path, body, 'configurator')
  return { status: reply.status, issue: reply.body.Errors?.[0] }
}

describe('entity UI action design', () => {
  let action: ActionDto

  it('creates an action for a Configurator, audited with who and what', async () => {
    const created = await api.call<ActionDto>('POST', DESIGN, actionBody(), 'configurator')
    expect(created.status).toBe(200)
    action = created.body.Data
    expect(action).toMatchObject({ Key: 'check-data', EntityDefinitionName: 'customers', Label: 'Check data', LabelTranslations: { de: 'Daten prüfen' }, MaxSelection: 3 })
    expect(action.EntityDefinitionId).toBeTruthy()
    expect((await api.ok<ActionDto[]>('GET', `${DESIGN}?entityDefinitionId=${action.EntityDefinitionId}`)).map((item) => item.Key)).toContain('check-data')
    expect((await api.ok<ActionDto[]>('GET', `${DESIGN}?entityDefinitionId=contracts`)).map((item) => item.Key)).not.toContain('check-data')
    expect(await api.ok<ActionDto>('GET', `${DESIGN}/${action.Id}`)).toEqual(action)
    const entry = await auditEntry(action.Id, 'ActionCreated')
    expect(entry).toMatchObject({ Action: 'ActionCreated', ActorUserId: 'usr-configurator', Detail: { Previous: null, Current: { Key: 'check-data', Function: 'validate-customer-data' } } })
  })

  it('refuses what does not fit, naming the member', async () => {
    expect(await refusal(actionBody({ Key: 'Not A Key' }))).toMatchObject({ status: 400, issue: { Field: 'Key', Code: 'workspace.validation.invalid' } })
    expect(await refusal(actionBody({ Key: 'other', Label: '  ' }))).toMatchObject({ status: 400, issue: { Field: 'Label' } })
    expect(await refusal(actionBody({ Key: 'other', MaxSelection: null }))).toMatchObject({ status: 400, issue: { Field: 'MaxSelection' } })
    expect(await refusal(actionBody({ Key: 'other', MaxSelection: 501 }))).toMatchObject({ status: 400, issue: { Field: 'MaxSelection' } })
    expect(await refusal(actionBody({ Key: 'other', FunctionId: 'fn-nothing' }))).toMatchObject({ status: 400, issue: { Field: 'FunctionId', Code: 'workspace.functions.unknownFunction' } })
    expect(await refusal(actionBody({ Key: 'other', FunctionVersionId: 'fnv-export-report-1' }))).toMatchObject({ status: 400, issue: { Field: 'FunctionVersionId' } })
    expect(await refusal(actionBody({ Key: 'other', EntityDefinitionId: 'nothing-here' }))).toMatchObject({ status: 400, issue: { Field: 'EntityDefinitionId' } })
    const condition = await refusal(actionBody({ Key: 'other', VisibilityCondition: 'no_such_field = 1' }))
    expect(condition).toMatchObject({ status: 400, issue: { Field: 'VisibilityCondition', Code: 'workspace.functions.actions.invalidCondition' } })
    expect(condition.issue!.Message).toContain('no_such_field')
    expect(await refusal(actionBody())).toMatchObject({ status: 409, issue: { Field: 'Key', Code: 'workspace.functions.actions.duplicateKey' } })
    // The same key on another definition is another action.
    const elsewhere = await api.call<ActionDto>('POST', DESIGN, actionBody({ EntityDefinitionId: 'contracts', FunctionId: 'fn-recalculate-contract-totals' }))
    expect(elsewhere.status).toBe(200)
  })

  it('replaces with the RowVersion it was read with; a stale one answers 409 with the current action', async () => {
    const replaced = await api.call<ActionDto>('PUT', `${DESIGN}/${action.Id}`, { ...actionBody({ Label: 'Check customer data', VisibilityCondition: 'is_key_account = false' }), EntityDefinitionId: undefined, RowVersion: action.RowVersion }, 'configurator')
    expect(replaced.status).toBe(200)
    expect(replaced.body.Data).toMatchObject({ Label: 'Check customer data', VisibilityCondition: 'is_key_account = false' })
    expect(replaced.body.Data.RowVersion).not.toBe(action.RowVersion)
    const stale = await api.call<ActionDto>('PUT', `${DESIGN}/${action.Id}`, { ...actionBody({ Label: 'Lost' }), EntityDefinitionId: undefined, RowVersion: action.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Data).toMatchObject({ Id: action.Id, Label: 'Check customer data', RowVersion: replaced.body.Data.RowVersion })
    const changed = await auditEntry(action.Id, 'ActionChanged')
    expect(changed).toMatchObject({ Action: 'ActionChanged', Detail: { Previous: { Label: 'Check data', VisibilityCondition: null }, Current: { Label: 'Check customer data', VisibilityCondition: 'is_key_account = false' } } })
    action = replaced.body.Data
  })

  it('pins a version of its function', async () => {
    const pinned = await api.call<ActionDto>('POST', DESIGN, actionBody({ EntityDefinitionId: 'contracts', Key: 'recalculate-v2', FunctionId: 'fn-recalculate-contract-totals', FunctionVersionId: 'fnv-recalculate-contract-totals-2' }))
    expect(pinned.body.Data).toMatchObject({ FunctionVersionId: 'fnv-recalculate-contract-totals-2', FunctionVersionNumber: 2 })
  })

  it('previews the condition on a real record, as the server evaluates it', async () => {
    const customers = await customerIds(api)
    const keyAccount = customers.get('Provence Immobilier SAS')! // credit limit 250 000: a key account
    const other = customers.get('Nordlicht Logistik GmbH')!
    const preview = (VisibilityCondition: string | null, InstanceId: string) =>
      api.call<{ ConditionIsValid: boolean; ConditionHolds: boolean | null; Diagnostics: Array<{ Message: string }>; InstanceDisplayName: string }>(
        'POST', `${DESIGN}/preview`, { EntityDefinitionId: 'customers', VisibilityCondition, InstanceId }, 'configurator')
    expect((await preview('is_key_account = false', other)).body.Data).toMatchObject({ ConditionIsValid: true, ConditionHolds: true, InstanceDisplayName: 'Nordlicht Logistik GmbH' })
    expect((await preview('is_key_account = false', keyAccount)).body.Data).toMatchObject({ ConditionHolds: false })
    expect((await preview(null, keyAccount)).body.Data).toMatchObject({ ConditionHolds: true })
    const broken = (await preview('is_key_account = ', other)).body.Data
    expect(broken).toMatchObject({ ConditionIsValid: false, ConditionHolds: null })
    expect(broken.Diagnostics.length).toBeGreaterThan(0)
    expect((await preview(null, 'no-such-record')).status).toBe(404)
  })

  it('is for Admin and Configurator only', async () => {
    expect((await api.call('GET', DESIGN, undefined, 'operator')).status).toBe(403)
    expect((await api.call('POST', DESIGN, actionBody({ Key: 'by-operator' }), 'operator')).status).toBe(403)
    expect((await api.call('DELETE', `${DESIGN}/${action.Id}?rowVersion=${action.RowVersion}`, undefined, 'operator')).status).toBe(403)
  })

  it('deletes with the RowVersion; a stale one answers 409', async () => {
    expect((await api.call('DELETE', `${DESIGN}/${action.Id}?rowVersion=00000000-0000-4000-8000-000000000000`)).status).toBe(409)
    expect((await api.call('DELETE', `${DESIGN}/${action.Id}?rowVersion=${action.RowVersion}`)).status).toBe(200)
    expect((await api.call('GET', `${DESIGN}/${action.Id}`)).status).toBe(404)
    const deleted = await auditEntry(action.Id, 'ActionDeleted')
    expect(deleted).toMatchObject({ Action: 'ActionDeleted', ActorUserId: 'usr-admin', Detail: { Previous: { Key: 'check-data' }, Current: null } })
  })
})
