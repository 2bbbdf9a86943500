import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostApi } from '../../../test/fixtures/functions'
import { startTestApi, type TestApi } from '../../../test/testApi'
import { RecordMatchingDecision as Decision } from '../../../../shared/enums'
import { pairsOf } from './pairs'

/** Reviewers' decisions over HTTP, on a fresh demo database with the host driven by the test. */

let api: TestApi
let profileId: string
const created: string[] = []
const scans = '/api/workspace/entity/customers/record-matching/full-scans'
const decisions = '/api/workspace/entity/customers/record-matching/decisions'
const instance = (id: string) => `/api/workspace/entity/customers/instances/${id}`

interface Group { Id: string; Candidates: Array<{ InstanceId: string }>; Decision: number | null; IsNew: boolean | null }
interface Comparison { NewGroupCount: number; DissolvedGroupCount: number; DissolvedGroups: Array<{ Id: string; Candidates: Array<{ InstanceId: string }> }> }
interface Scan { Result: { Run: { Groups: Group[] }; Comparison: Comparison | null } | null }
const latestResult = async () => (await api.ok<Scan>('GET', `${scans}/latest?profileId=${profileId}&archiveMode=0&pageSize=100`)).Result!

beforeAll(async () => {
  api = await startTestApi(hostApi())
  profileId = (await api.ok<{ Id: string }>('POST', '/api/workspace/admin/record-matching', {
    Key: 'decide-duplicates', DisplayName: 'Decide duplicates', Description: null, EntityDefinitionId: 'customers', TargetKind: 0, ActionMode: 0, ArchiveMode: 0, IsEnabled: true,
    Rules: [{
      Key: 'name', Label: 'Name', Score: 9000,
      Criteria: [{ FieldKey: 'name', Normalizers: 1 | 2 | 4 | 32, ComparisonMode: 3, CharacterCount: null, FuzzyAlgorithm: 2, DiacriticMode: 1, TokenOrderMode: 1, Threshold: 9000, Weight: 1 }],
    }],
  })).Id
  for (const name of ['Quorvane Decisions AG', 'Quorvane Decisons AG', 'quorvane decisions ag']) {
    created.push((await api.ok<{ InstanceId: string }>('POST', '/api/workspace/entity/customers/instances', { Fields: { name } })).InstanceId)
  }
}, 60_000)
afterAll(() => api?.close())

/** Scans as the admin and answers the group holding `id`, if any. */
async function scanFor(id: string): Promise<Group | undefined> {
  await api.ok('POST', scans, { ProfileId: profileId })
  await api.host.tick()
  await api.host.idle()
  const latest = await api.ok<Scan>('GET', `${scans}/latest?profileId=${profileId}&archiveMode=0&pageSize=100`)
  return latest.Result!.Run.Groups.find((group) => group.Candidates.some((candidate) => candidate.InstanceId === id))
}
const ids = (group: Group | undefined) => group?.Candidates.map((candidate) => candidate.InstanceId).sort()

describe('decisions on duplicate groups', () => {
  it('keeps a group a reviewer dismissed out of later scans until one of its records changes', async () => {
    const group = await scanFor(created[0]!)
    expect(ids(group)).toEqual([...created].sort())
    expect(group!.Decision).toBeNull()
    expect(group!.IsNew).toBeNull()
    expect((await latestResult()).Comparison).toBeNull()
    const dismissed = await api.ok<{ PairCount: number; Decision: number }>('POST', decisions, { ProfileId: profileId, InstanceIds: created, Decision: Decision.NotDuplicate })
    expect(dismissed).toMatchObject({ PairCount: 3, Decision: Decision.NotDuplicate })
    // The scan read so far shows the decision on its group.
    const shown = (await api.ok<Scan>('GET', `${scans}/latest?profileId=${profileId}&archiveMode=0&pageSize=100`)).Result!.Run.Groups.find((item) => item.Id === group!.Id)
    expect(shown!.Decision).toBe(Decision.NotDuplicate)
    expect(await scanFor(created[0]!)).toBeUndefined()
    // Compared with the scan before: the dismissed group is gone, named with its records.
    const comparison = (await latestResult()).Comparison!
    expect(comparison.DissolvedGroupCount).toBeGreaterThanOrEqual(1)
    expect(comparison.DissolvedGroups.find((dissolved) => dissolved.Id === group!.Id)?.Candidates.map((candidate) => candidate.InstanceId).sort()).toEqual([...created].sort())
    // A change of one record lets it be matched again; the other two stay apart.
    const { RowVersion } = await api.ok<{ RowVersion: string }>('GET', instance(created[2]!))
    await api.ok('PATCH', instance(created[2]!), { RowVersion, Fields: { name: 'Quorvane Decisions AG.' } })
    const again = await scanFor(created[2]!)
    expect(ids(again)).toEqual([...created].sort())
    expect(again!.Decision).toBeNull()
    expect(again!.IsNew).toBe(true)
    expect((await latestResult()).Comparison!.NewGroupCount).toBeGreaterThanOrEqual(1)
  })

  it('marks a group as duplicates, and takes a decision back', async () => {
    await api.ok('POST', decisions, { ProfileId: profileId, InstanceIds: created, Decision: Decision.Duplicate })
    expect((await scanFor(created[0]!))!.Decision).toBe(Decision.Duplicate)
    const undone = await api.ok<{ Decision: number | null; PairCount: number }>('POST', decisions, { ProfileId: profileId, InstanceIds: created, Decision: null })
    expect(undone).toMatchObject({ Decision: null, PairCount: 3 })
    expect((await scanFor(created[0]!))!.Decision).toBeNull()
  })

  it('refuses bad input with an envelope, an unreadable record with 404 and a reader who may not update with 403', async () => {
    const one = await api.call('POST', decisions, { ProfileId: profileId, InstanceIds: [created[0]], Decision: 0 })
    expect(one.status).toBe(400)
    expect(one.body.Errors?.[0]?.Field).toBe('InstanceIds')
    const twice = await api.call('POST', decisions, { ProfileId: profileId, InstanceIds: [created[0], created[0]], Decision: 0 })
    expect(twice.body.Errors?.[0]).toMatchObject({ Field: 'InstanceIds', Message: 'Each record is named once.' })
    expect((await api.call('POST', decisions, { ProfileId: profileId, InstanceIds: [created[0], 'nope'], Decision: 0 })).status).toBe(404)
    expect((await api.call('POST', decisions, { ProfileId: 'nope', InstanceIds: created, Decision: 0 })).status).toBe(404)
    const definitionId = (await api.ok<{ EntityDefinitionId: string }>('GET', `/api/workspace/admin/record-matching/${profileId}`)).EntityDefinitionId
    const grant = await api.ok<{ Id: string }>('POST', `/api/workspace/admin/entity-definitions/${definitionId}/permission-assignments`, {
      SubjectType: 4, SubjectKey: '', Operations: ['Read'],
    })
    const refused = await api.call('POST', decisions, { ProfileId: profileId, InstanceIds: created, Decision: 0 }, 'operator')
    expect(refused.status).toBe(403)
    await api.ok('DELETE', `/api/workspace/admin/entity-permission-assignments/${grant.Id}`)
  })
})

describe('pairs of a decision', () => {
  it('are every two records, the smaller id first', () => {
    expect(pairsOf(['c', 'a', 'b'])).toEqual([['a', 'b'], ['a', 'c'], ['b', 'c']])
  })
})

describe('duplicates on create and change', () => {
  const customers = '/api/workspace/entity/customers/instances'
  const setActionMode = async (actionMode: number) => {
    const profile = await api.ok<Record<string, unknown> & { RowVersion: string; Rules: Array<{ Key: string; Label: string; Score: number; Criteria: Array<Record<string, unknown>> }> }>(
      'GET', `/api/workspace/admin/record-matching/${profileId}`,
    )
    await api.ok('PUT', `/api/workspace/admin/record-matching/${profileId}`, {
      Key: profile.Key, DisplayName: profile.DisplayName, Description: profile.Description, EntityDefinitionId: 'customers', TargetKind: 0, ActionMode: actionMode,
      ArchiveMode: 0, IsEnabled: true, RowVersion: profile.RowVersion,
      Rules: profile.Rules.map((rule) => ({
        Key: rule.Key, Label: rule.Label, Score: rule.Score,
        Criteria: rule.Criteria.map(({ FieldKey, Normalizers, ComparisonMode, CharacterCount, FuzzyAlgorithm, DiacriticMode, TokenOrderMode, Threshold, Weight }) =>
          ({ FieldKey, Normalizers, ComparisonMode, CharacterCount, FuzzyAlgorithm, DiacriticMode, TokenOrderMode, Threshold, Weight })),
      })),
    })
  }

  it('warns about a likely duplicate and saves it, or refuses it with 409 and stores nothing', async () => {
    await setActionMode(1)
    const warned = await api.call<{ InstanceId: string }>('POST', customers, { Fields: { name: 'Quorvane Decisions A.G.' } })
    expect(warned.status).toBe(200)
    expect(warned.body.Warnings?.[0]).toMatchObject({ Code: 'workspace.recordMatching.possibleDuplicate', Metadata: { profileId } })
    expect(warned.body.Warnings?.[0]?.Message).toMatch(/^This record may duplicate “Quorvane Decisions AG” \(\d+\.\d %, Name\)/)
    await setActionMode(2)
    const blocked = await api.call('POST', customers, { Fields: { name: 'Quorvane Decisions  AG!' } })
    expect(blocked.status).toBe(409)
    expect(blocked.body.Errors?.[0]).toMatchObject({ Code: 'workspace.recordMatching.duplicateBlocked' })
    expect(blocked.body.Errors?.[0]?.Metadata?.instanceIds).toBeTruthy()
    expect(await api.sql("SELECT 1 FROM ws_data.e_customers WHERE f_name = 'Quorvane Decisions  AG!'")).toEqual([])
    // A change that makes a record a duplicate is refused the same way; other changes pass.
    const other = await api.ok<{ InstanceId: string; Instance: { RowVersion: string } }>('POST', customers, { Fields: { name: 'Zebulon Unrelated Ltd' } })
    const patched = await api.call('PATCH', `${customers}/${other.InstanceId}`, { RowVersion: other.Instance.RowVersion, Fields: { name: 'Quorvane Decisions Ag' } })
    expect(patched.status).toBe(409)
    expect((await api.call('PATCH', `${customers}/${other.InstanceId}`, { RowVersion: other.Instance.RowVersion, Fields: { phone: '+49 1' } })).status).toBe(200)
    await setActionMode(0)
    expect((await api.call('POST', customers, { Fields: { name: 'Quorvane Decisions  AG!' } })).body.Warnings).toEqual([])
  })
})
