import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostApi } from '../../test/fixtures/functions'
import { addField, createDefinition, uniqueName } from '../../test/fixtures/entities/schema'
import { createdInstance, createRecord, instancesPath } from '../../test/fixtures/entities/records'
import { startTestApi, type TestApi } from '../../test/testApi'
import { RecordMatchingActionMode as ActionMode, RecordMatchingTargetKind as TargetKind } from '../../../shared/enums'
import type { EntityDefinitionDetail } from '../entities'

/**
 * WithinReference profiles over HTTP: contacts are duplicates only within the account they reference;
 * the scope shows in the evidence, the tester, scans and ActionMode.
 */

let api: TestApi
let accounts: EntityDefinitionDetail
let contacts: EntityDefinitionDetail
let profileId: string
const account: Record<'north' | 'south', string> = { north: '', south: '' }
const contact: Record<'north' | 'northTypo' | 'south' | 'none', string> = { north: '', northTypo: '', south: '', none: '' }
const ROOT = '/api/workspace/admin/record-matching'

const primaryTable = (definition: EntityDefinitionDetail) => definition.Tables.find((table) => table.IsPrimary)!.Id
const nameCriterion = { FieldKey: 'name', Normalizers: 1 | 2 | 32, ComparisonMode: 3, CharacterCount: null, FuzzyAlgorithm: 2, DiacriticMode: 1, TokenOrderMode: 1, Threshold: 9000, Weight: 1 }
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  Key: 'contacts-per-account', DisplayName: 'Contacts per account', Description: null, EntityDefinitionId: contacts.Name,
  TargetKind: TargetKind.WithinReference, ScopeFieldKey: 'account', ActionMode: ActionMode.ReportOnly, ArchiveMode: 0, IsEnabled: true,
  Rules: [{ Key: 'name', Label: 'Name', Score: 9000, Criteria: [nameCriterion] }],
  ...overrides,
})

interface Group { Candidates: Array<{ InstanceId: string }>; Reasons: Array<{ FieldKey: string; IsScope: boolean; Weight: number | null }> }
interface Scan { Status: number; Result: { Run: { Groups: Group[] } } | null }
interface LookupItem { Id: string; DisplayName: string; IsRestricted?: boolean }
interface PairTest { IsMatch: boolean; Score: number; Scope: { FieldKey: string; Left: LookupItem | null; Right: LookupItem | null; IsSame: boolean } | null; Rules: Array<{ Fields: Array<{ IsScope: boolean; Passed: boolean }> }> }

beforeAll(async () => {
  api = await startTestApi(hostApi())
  accounts = await createDefinition(api, uniqueName('scope_acct'))
  await addField(api, primaryTable(accounts), { Key: 'name', DisplayName: 'Name', FieldType: 0, SemanticRole: 1 })
  contacts = await createDefinition(api, uniqueName('scope_contact'))
  await addField(api, primaryTable(contacts), { Key: 'name', DisplayName: 'Name', FieldType: 0, SemanticRole: 1 })
  await addField(api, primaryTable(contacts), { Key: 'account', DisplayName: 'Account', FieldType: 10, ReferenceToEntityDefinitionId: accounts.Id })
  await addField(api, primaryTable(contacts), { Key: 'tags', DisplayName: 'Tags', FieldType: 10, ReferenceToEntityDefinitionId: accounts.Id, AllowMultiple: true })
  account.north = (await createdInstance(api, accounts, { name: 'North GmbH' })).Id
  account.south = (await createdInstance(api, accounts, { name: 'South AG' })).Id
  contact.north = (await createdInstance(api, contacts, { name: 'Anna Schmidt', account: account.north })).Id
  contact.northTypo = (await createdInstance(api, contacts, { name: 'Anna Schmitt', account: account.north })).Id
  contact.south = (await createdInstance(api, contacts, { name: 'Anna Schmidt', account: account.south })).Id
  contact.none = (await createdInstance(api, contacts, { name: 'Anna Schmidt' })).Id
  profileId = (await api.ok<{ Id: string }>('POST', ROOT, profileBody())).Id
}, 60_000)
afterAll(() => api?.close())

async function scan(body: Record<string, unknown>, query = ''): Promise<Group[]> {
  const path = `/api/workspace/entity/${contacts.Name}/record-matching/full-scans`
  await api.ok('POST', path, { ProfileId: profileId, ...body })
  await api.host.tick()
  await api.host.idle()
  const latest = await api.ok<Scan>('GET', `${path}/latest?profileId=${profileId}&archiveMode=0&pageSize=100${query}`)
  return latest.Result!.Run.Groups
}
const members = (group: Group) => group.Candidates.map((candidate) => candidate.InstanceId).sort()

describe('a profile that matches within a reference', () => {
  it('stores its scope field and names it with the definition it references', async () => {
    const detail = await api.ok<{ TargetKind: number; ScopeField: unknown }>('GET', `${ROOT}/${profileId}`)
    expect(detail).toMatchObject({ TargetKind: TargetKind.WithinReference, ScopeField: { FieldKey: 'account', FieldLabel: 'Account', ReferenceToEntityDefinitionId: accounts.Id } })
    const summary = (await api.ok<Array<{ Id: string; ScopeField: { FieldKey: string } | null }>>('GET', ROOT)).find((item) => item.Id === profileId)
    expect(summary?.ScopeField?.FieldKey).toBe('account')
    const scannable = (await api.ok<Array<{ Id: string; ComparedFields: Array<{ FieldKey: string }> }>>('GET', '/api/workspace/record-matching/profiles')).find((item) => item.Id === profileId)
    expect(scannable?.ComparedFields.map((field) => field.FieldKey)).toEqual(['account', 'name'])
  })

  it('refuses a missing, unknown or unsuitable scope field, and one on a profile of the whole definition', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const reply = await api.call<{ Errors?: Array<{ Code: string; Field: string | null }> }>('POST', ROOT, profileBody({ Key: 'scope-refused', ...body }))
      return { status: reply.status, issue: reply.body.Errors?.[0] }
    }
    expect(await refusal({ ScopeFieldKey: null })).toMatchObject({ status: 400, issue: { Code: 'workspace.validation.required', Field: 'ScopeFieldKey' } })
    expect(await refusal({ ScopeFieldKey: 'accnt' })).toMatchObject({ status: 400, issue: { Code: 'workspace.recordMatching.unknownField', Field: 'ScopeFieldKey' } })
    expect(await refusal({ ScopeFieldKey: 'name' })).toMatchObject({ status: 400, issue: { Code: 'workspace.recordMatching.fieldUnsuitable', Field: 'ScopeFieldKey' } })
    expect(await refusal({ ScopeFieldKey: 'tags' })).toMatchObject({ status: 400, issue: { Code: 'workspace.recordMatching.fieldUnsuitable', Field: 'ScopeFieldKey' } })
    expect(await refusal({ TargetKind: TargetKind.SameDefinition })).toMatchObject({ status: 400, issue: { Field: 'ScopeFieldKey' } })
    expect(await refusal({ TargetKind: 2 })).toMatchObject({ status: 400 })
  })

  it('groups only records that reference the same record, with the scope first in the evidence', async () => {
    const groups = await scan({})
    expect(groups.map(members)).toEqual([[contact.north, contact.northTypo].sort()])
    expect(groups[0]!.Reasons.map((reason) => [reason.FieldKey, reason.IsScope, reason.Weight])).toEqual([['account', true, 0], ['name', false, 1]])
  })

  it('finds no duplicates of a record in another account, nor of one without an account', async () => {
    expect(await scan({ AnchorInstanceId: contact.south }, `&anchorInstanceId=${contact.south}`)).toEqual([])
    expect(await scan({ AnchorInstanceId: contact.none }, `&anchorInstanceId=${contact.none}`)).toEqual([])
    const anchored = await scan({ AnchorInstanceId: contact.north }, `&anchorInstanceId=${contact.north}`)
    expect(anchored.map(members)).toEqual([[contact.north, contact.northTypo].sort()])
  })

  it('shows in the pair tester which records both sides reference, stored or typed', async () => {
    const across = await api.ok<PairTest>('POST', `${ROOT}/${profileId}/test-pair`, { Left: { InstanceId: contact.north }, Right: { InstanceId: contact.south } })
    expect(across).toMatchObject({ IsMatch: false, Score: 0, Scope: { FieldKey: 'account', IsSame: false, Left: { Id: account.north, DisplayName: 'North GmbH' }, Right: { Id: account.south, DisplayName: 'South AG' } } })
    expect(across.Rules[0]!.Fields[0]).toMatchObject({ IsScope: true, Passed: false })
    const typed = await api.ok<PairTest>('POST', `${ROOT}/${profileId}/test-pair`, {
      Left: { Values: { name: 'Anna Schmidt', account: account.south } },
      Right: { InstanceId: contact.south },
    })
    expect(typed).toMatchObject({ IsMatch: true, Scope: { IsSame: true } })
    const blank = await api.ok<PairTest>('POST', `${ROOT}/${profileId}/test-pair`, { Left: { Values: { name: 'Anna Schmidt' } }, Right: { Values: { name: 'Anna Schmidt' } } })
    expect(blank).toMatchObject({ IsMatch: false, Scope: { Left: null, Right: null, IsSame: false } })
    const wrongField = await api.call('POST', `${ROOT}/${profileId}/test-pair`, { Left: { Values: { tags: account.north } }, Right: { InstanceId: contact.south } })
    expect(wrongField.status).toBe(400)
  })

  it('blocks a duplicate only within its account', async () => {
    const current = await api.ok<{ RowVersion: string }>('GET', `${ROOT}/${profileId}`)
    await api.ok('PUT', `${ROOT}/${profileId}`, { ...profileBody({ ActionMode: ActionMode.BlockOnCreate }), RowVersion: current.RowVersion })
    const blocked = await createRecord(api, contacts, { name: 'Anna Schmidt', account: account.north })
    expect(blocked.status).toBe(409)
    const elsewhere = await createRecord(api, contacts, { name: 'Anna Schmidt', account: (await createdInstance(api, accounts, { name: 'West KG' })).Id })
    expect(elsewhere.status).toBe(200)
    expect((await api.ok<{ TotalCount: number }>('GET', `${instancesPath(contacts)}?PageSize=1`)).TotalCount).toBe(5)
  })
})
