import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostApi } from '../../test/fixtures/functions'
import { startTestApi, type TestApi } from '../../test/testApi'
import { actionBody, customerIds, DESIGN, entityActions, OPERATIONS, type ActionDto } from '../../test/fixtures/entityActions'

/**
 * Entity UI actions at runtime over real HTTP: what a surface offers on a selection, the selection
 * limits, the visibility condition, records the caller may not read, and an outcome per record.
 */

let api: TestApi
let customers: Map<string, string>
let action: ActionDto

interface Availability { Key: string; Label: string; IsAvailable: boolean; UnavailableReason: string | null; SelectedCount: number; EligibleCount: number }
interface Outcome { InstanceId: string; DisplayName: string | null; Status: string; SkipReason: string | null; Message: string | null }
interface ActionRun { RunId: string; Status: number; IsTerminal: boolean; ActionKey: string; Outcomes: Outcome[] }

const id = (name: string) => customers.get(name)!
const valid = 'Nordlicht Logistik GmbH'
const withoutEmail = 'Rheinwerk Maschinenbau GmbH'
const keyAccount = 'Provence Immobilier SAS' // credit limit 250 000: a key account

async function availability(ids: string[], who: 'admin' | 'operator' = 'admin', placement = 0, headers: Record<string, string> = {}) {
  const selection = ids.length > 0 ? `&instanceIds=${ids.join(',')}` : ''
  const reply = await api.call<Availability[]>('GET', `${entityActions('customers')}?placement=${placement}${selection}`, undefined, who, headers)
  expect(reply.status, JSON.stringify(reply.body.Errors)).toBe(200)
  return reply.body.Data
}
const checkData = async (ids: string[], who: 'admin' | 'operator' = 'admin') => (await availability(ids, who)).find((item) => item.Key === 'check-data')!

async function execute(ids: string[], who: 'admin' | 'operator' = 'admin', key = 'check-data', entity = 'customers') {
  return api.call<{ RunId: string; JobId: string }>('POST', `${entityActions(entity)}/${key}/execute`, { InstanceIds: ids }, who)
}

async function finishedRun(runId: string, who: 'admin' | 'operator' = 'admin', entity = 'customers'): Promise<ActionRun> {
  await api.host.idle()
  const run = await api.ok<ActionRun>('GET', `${entityActions(entity)}/runs/${runId}`, undefined, who)
  expect(run.IsTerminal).toBe(true)
  return run
}

beforeAll(async () => {
  api = await startTestApi(hostApi())
  customers = await customerIds(api)
  const record = await api.ok<{ RowVersion: string }>('GET', `/api/workspace/entity/customers/instances/${id(withoutEmail)}`)
  await api.ok('PATCH', `/api/workspace/entity/customers/instances/${id(withoutEmail)}`, { RowVersion: record.RowVersion, Fields: { email: null } })
  action = await api.ok<ActionDto>('POST', DESIGN, actionBody({ VisibilityCondition: 'is_key_account = false' }))
}, 60_000)
afterAll(() => api?.close())

describe('what a surface offers', () => {
  it('evaluates a condition with the caller\'s roles: HAS_ROLE offers the action to administrators only', async () => {
    const adminsOnly = await api.ok<ActionDto>('POST', DESIGN, actionBody({ Key: 'admins-only', Label: 'Admins only', VisibilityCondition: "HAS_ROLE('Admin')" }))
    const offered = async (who: 'admin' | 'operator') => (await availability([id(valid)], who)).find((item) => item.Key === 'admins-only')!
    expect(await offered('admin')).toMatchObject({ IsAvailable: true, EligibleCount: 1 })
    expect(await offered('operator')).toMatchObject({ IsAvailable: false, UnavailableReason: 'ConditionExcludesRecords' })
    await api.ok('DELETE', `${DESIGN}/${adminsOnly.Id}?rowVersion=${adminsOnly.RowVersion}`)
  })

  it('answers each action with whether it runs on the selection, and why not, in the caller\'s language', async () => {
    expect(await checkData([id(valid), id(withoutEmail)])).toMatchObject({ IsAvailable: true, SelectedCount: 2, EligibleCount: 2, Label: 'Check data' })
    expect((await availability([id(valid)], 'admin', 0, { 'Accept-Language': 'de-DE,de;q=0.9' })).find((item) => item.Key === 'check-data')!.Label).toBe('Daten prüfen')
    expect(await checkData([])).toMatchObject({ IsAvailable: false, UnavailableReason: 'SelectionOutsideLimit' })
    const four = [valid, withoutEmail, keyAccount, 'Bodensee Solar GmbH'].map(id)
    expect(await checkData(four)).toMatchObject({ IsAvailable: false, UnavailableReason: 'SelectionOutsideLimit' })
    expect(await checkData([id(keyAccount)])).toMatchObject({ IsAvailable: false, UnavailableReason: 'ConditionExcludesRecords' })
    expect(await checkData([id(valid), id(keyAccount)])).toMatchObject({ IsAvailable: true, EligibleCount: 1 })
    expect(await checkData(['no-such-record'])).toMatchObject({ IsAvailable: false, UnavailableReason: 'RecordsNotFound' })
  })

  it('offers per placement and leaves disabled actions out', async () => {
    const details = await api.ok<ActionDto>('POST', DESIGN, actionBody({ Key: 'details-only', Placement: 1, SelectionMode: 1, MaxSelection: null }))
    const disabled = await api.ok<ActionDto>('POST', DESIGN, actionBody({ Key: 'switched-off', IsEnabled: false }))
    const listKeys = (await availability([id(valid)], 'admin', 0)).map((item) => item.Key)
    const detailKeys = (await availability([id(valid)], 'admin', 1)).map((item) => item.Key)
    expect(listKeys).toContain('check-data')
    expect(listKeys).not.toContain('details-only')
    expect(detailKeys).toEqual(expect.arrayContaining(['check-data', 'details-only', 'validate']))
    expect([...listKeys, ...detailKeys]).not.toContain('switched-off')
    expect((await execute([id(valid)], 'admin', 'switched-off')).status).toBe(409)
    await api.ok('DELETE', `${DESIGN}/${details.Id}?rowVersion=${details.RowVersion}`)
    await api.ok('DELETE', `${DESIGN}/${disabled.Id}?rowVersion=${disabled.RowVersion}`)
  })
})

describe('running an action', () => {
  it('refuses a selection outside its mode with a code', async () => {
    const none = await execute([])
    expect(none.status).toBe(400)
    expect(none.body.Errors[0]).toMatchObject({ Code: 'workspace.functions.actionTargetMismatch', Field: 'InstanceIds' })
    const tooMany = await execute([valid, withoutEmail, keyAccount, 'Bodensee Solar GmbH'].map(id))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.Errors[0]!.Message).toContain('1 to 3 records')
    expect((await execute([id(keyAccount)])).body.Errors[0]!.Code).toBe('workspace.functions.actions.noEligibleRecords')
  })

  it('ends every selected record with an outcome: the function\'s report, or the reason it was skipped', async () => {
    const started = await execute([id(valid), id(withoutEmail), id(keyAccount)])
    expect(started.status).toBe(200)
    const run = await finishedRun(started.body.Data.RunId)
    expect(run.ActionKey).toBe('check-data')
    expect(run.Outcomes).toEqual([
      { InstanceId: id(valid), DisplayName: valid, Status: 'Succeeded', SkipReason: null, Message: 'The customer data is complete.' },
      { InstanceId: id(withoutEmail), DisplayName: withoutEmail, Status: 'Failed', SkipReason: null, Message: 'Email is missing.' },
      { InstanceId: id(keyAccount), DisplayName: keyAccount, Status: 'Skipped', SkipReason: 'ConditionFalse', Message: null },
    ])
    const stored = await api.ok<Record<string, unknown>>('GET', `${OPERATIONS}/runs/${run.RunId}`)
    expect(stored).toMatchObject({
      ExecutionSource: 1,
      SurfaceActionId: action.Id,
      SurfaceActionLabel: 'Check data',
      ActionTargetKey: 'customers:check-data',
      SelectedEntityIdCount: 3,
      FunctionVersionId: 'fnv-validate-customer-data-1',
      ArgumentsSnapshot: { InstanceIds: [id(valid), id(withoutEmail)] },
      // What it acted on, named as its caller saw the records.
      TargetDisplay: {
        EntityDefinitionId: action.EntityDefinitionId,
        PrimaryInstanceId: id(valid),
        Labels: ['Customers', 'Check data'],
        SelectionCount: 3,
        SelectedRecordsSample: [{ Id: id(valid), DisplayName: valid }, { Id: id(withoutEmail), DisplayName: withoutEmail }, { Id: id(keyAccount), DisplayName: keyAccount }],
      },
    })
  })

  it('says NotReported for a record the function reports nothing on', async () => {
    const silent = await api.ok<ActionDto>('POST', DESIGN, actionBody({ Key: 'clean-up', FunctionId: 'fn-nightly-cleanup' }))
    const started = await execute([id(valid), id(withoutEmail)], 'admin', 'clean-up')
    const run = await finishedRun(started.body.Data.RunId)
    expect(run.Outcomes.map((outcome) => outcome.Status)).toEqual(['NotReported', 'NotReported'])
    await api.ok('DELETE', `${DESIGN}/${silent.Id}?rowVersion=${silent.RowVersion}`)
  })

  it('runs the pinned version of its function, and the run captures it', async () => {
    const contracts = await api.ok<{ Items: Array<{ Id: string }> }>('GET', '/api/workspace/entity/contracts/instances?PageSize=2')
    await api.ok('POST', DESIGN, actionBody({ EntityDefinitionId: 'contracts', Key: 'recalculate-v2', FunctionId: 'fn-recalculate-contract-totals', FunctionVersionId: 'fnv-recalculate-contract-totals-2' }))
    const started = await execute(contracts.Items.map((item) => item.Id), 'admin', 'recalculate-v2', 'contracts')
    expect(started.status).toBe(200)
    await finishedRun(started.body.Data.RunId, 'admin', 'contracts')
    const stored = await api.ok<Record<string, unknown>>('GET', `${OPERATIONS}/runs/${started.body.Data.RunId}`)
    expect(stored).toMatchObject({ FunctionVersionId: 'fnv-recalculate-contract-totals-2', FunctionVersionNumber: 2, ActionTargetKey: 'contracts:recalculate-v2' })
  })

  it('skips records the caller may not read as not found, never naming them', async () => {
    const statement = await api.ok<{ Id: string }>('POST', `/api/workspace/admin/entity-definitions/${action.EntityDefinitionId}/statements`, {
      Name: 'SmallAccount', DisplayName: 'Small account', Expression: 'is_key_account = false',
    })
    const grant = await api.ok<{ Id: string }>('POST', `/api/workspace/admin/entity-definitions/${action.EntityDefinitionId}/permission-assignments`, {
      SubjectType: 4, SubjectKey: '', Operations: ['Read'], StatementId: statement.Id,
    })
    try {
      // The operator may not read key accounts: the action sees them exactly as a record that does not exist.
      expect(await checkData([id(keyAccount)], 'operator')).toMatchObject({ IsAvailable: false, UnavailableReason: 'RecordsNotFound' })
      const started = await execute([id(valid), id(keyAccount)], 'operator')
      expect(started.status).toBe(200)
      const run = await finishedRun(started.body.Data.RunId, 'operator')
      expect(run.Outcomes).toEqual([
        expect.objectContaining({ InstanceId: id(valid), Status: 'Succeeded' }),
        { InstanceId: id(keyAccount), DisplayName: null, Status: 'Skipped', SkipReason: 'NotFound', Message: null },
      ])
      expect(JSON.stringify(run)).not.toContain(keyAccount)
      // The run's sample names only what the operator may read.
      const stored = await api.ok<{ TargetDisplay: { SelectionCount: number; SelectedRecordsSample: Array<{ Id: string }> } }>('GET', `${OPERATIONS}/runs/${run.RunId}`)
      expect(stored.TargetDisplay).toMatchObject({ SelectionCount: 2, SelectedRecordsSample: [{ Id: id(valid), DisplayName: valid }] })
    } finally {
      await api.ok('DELETE', `/api/workspace/admin/entity-permission-assignments/${grant.Id}`)
    }
  })

  it('answers a run only to the user who ran it and to those who may view operations', async () => {
    const started = await execute([id(valid)])
    await api.host.idle()
    expect((await api.call('GET', `${entityActions('customers')}/runs/${started.body.Data.RunId}`, undefined, 'configurator')).status).toBe(200)
    const other = await api.call('GET', `${entityActions('contracts')}/runs/${started.body.Data.RunId}`)
    expect(other.status).toBe(404)
  })
})
