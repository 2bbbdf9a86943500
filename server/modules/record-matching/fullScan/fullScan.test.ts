import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthContext } from '../../../http/operation'
import { hostApi } from '../../../test/fixtures/functions'
import { startTestApi, type TestApi } from '../../../test/testApi'
import { cancelJob, runtimeFor } from '../../functions'
import { GroupKind } from '../scan/groups'
import { FullScanPhase, FullScanStatus } from './scanModel'
import { findLatestScan, findScan, selectScanGroups } from './scans.repo'
import { getLatestFullScan } from './latestScan'
import { startFullScan } from './startScan'
import { toScanState } from './scanView'

/** Full scans on the function host (driven by the test) over a fresh demo database. */

let api: TestApi
let admin: AuthContext
let profileId: string
const created: string[] = []

const criterion = (overrides: Record<string, unknown>) => ({
  FieldKey: 'name', Normalizers: 1 | 2 | 4 | 32, ComparisonMode: 3, CharacterCount: null, FuzzyAlgorithm: 2,
  DiacriticMode: 1, TokenOrderMode: 1, Threshold: 8800, Weight: 1, ...overrides,
})

const profileBody = {
  Key: 'scan-duplicates', DisplayName: 'Scan duplicates', Description: null, EntityDefinitionId: 'customers', TargetKind: 0, ActionMode: 0, ArchiveMode: 0, IsEnabled: true,
  Rules: [
    { Key: 'email', Label: 'E-mail', Score: 9500, Criteria: [criterion({ FieldKey: 'email', Normalizers: 16, ComparisonMode: 0, FuzzyAlgorithm: null, Threshold: null })] },
    { Key: 'name-phone', Label: 'Name and phone', Score: 8500, Criteria: [criterion({}), criterion({ FieldKey: 'phone', Normalizers: 8, ComparisonMode: 2, CharacterCount: 6, FuzzyAlgorithm: null, Threshold: null })] },
  ],
}

beforeAll(async () => {
  api = await startTestApi(hostApi())
  const [user] = await api.sql<{ id: string }>("SELECT id FROM users WHERE user_name = 'admin'")
  admin = { userId: user!.id, userName: 'admin', userType: 0, roles: ['Admin'], permissions: ['functions.operations.cancel'], via: 'accessToken' }
  profileId = (await api.ok<{ Id: string }>('POST', '/api/workspace/admin/record-matching', profileBody)).Id
  for (const fields of [
    { name: 'Zyxwort Scanning GmbH', email: 'info@zyxwort.example', phone: '+49 30 987654' },
    { name: 'Zyxwort Scaning GmbH', email: 'INFO+shop@zyxwort.example', phone: '030 111111' },
    { name: 'zyxwort scanning gmbh', email: null, phone: '(030) 11 11 11' },
  ]) {
    created.push((await api.ok<{ InstanceId: string }>('POST', '/api/workspace/entity/customers/instances', { Fields: fields })).InstanceId)
  }
}, 60_000)
afterAll(() => api?.close())

async function runHost() {
  await api.host.tick()
  await api.host.idle()
}

describe('a full scan', () => {
  it('runs on the host as its owner and stores connected groups with their evidence', async () => {
    const started = await startFullScan(api.db, admin, 'customers', { ProfileId: profileId }, api.now())
    expect(started).toMatchObject({ Status: FullScanStatus.Queued, Phase: FullScanPhase.Waiting, CanCancel: true, AttemptCount: 0 })
    expect(started.JobId).toBeTruthy()
    await runHost()
    const scan = (await findLatestScan(api.db, admin.userId, profileId, 0))!
    const state = toScanState(scan, true)
    expect(state).toMatchObject({ Id: started.Id, Status: FullScanStatus.Succeeded, Phase: FullScanPhase.Completed, ScanLimitReached: false, CanCancel: false, AttemptCount: 1 })
    expect(state.TotalScannedRecords).toBe(state.TotalVisibleRecords)
    const groups = await selectScanGroups(api.db, scan.id, 100, 0)
    const ours = groups.find((group) => group.CandidateIds.includes(created[0]!))!
    expect(ours).toMatchObject({ GroupKind: GroupKind.Cluster, Score: 9500, CandidateIds: [...created].sort() })
    expect(ours.Rules.map((rule) => rule.RuleKey)).toEqual(['email'])
    expect(ours.Reasons[0]).toMatchObject({ FieldKey: 'email', Similarity: 10000 })
    expect(state.GroupCount).toBe(groups.length)
  })

  it('stops a target-wide scan at its record limit', async () => {
    const started = await startFullScan(api.db, admin, 'customers', { ProfileId: profileId }, api.now(), { recordLimit: 3 })
    await runHost()
    expect(toScanState((await findScan(api.db, started.Id))!, true)).toMatchObject({ Status: FullScanStatus.Succeeded, TotalScannedRecords: 3, ScanLimitReached: true })
  })

  it('compares an anchor with every visible record', async () => {
    const started = await startFullScan(api.db, admin, 'customers', { ProfileId: profileId, AnchorInstanceId: created[2]! }, api.now(), { recordLimit: 1 })
    expect(started.AnchorInstanceId).toBe(created[2])
    await runHost()
    const scan = (await findScan(api.db, started.Id))!
    expect(toScanState(scan, true)).toMatchObject({ Status: FullScanStatus.Succeeded, ScanLimitReached: false })
    expect(scan.totalScannedRecords).toBe(scan.totalVisibleRecords)
    const groups = await selectScanGroups(api.db, scan.id, 100, 0)
    expect(groups.map((group) => group.CandidateIds)).toEqual([[created[1]!, created[2]!].sort()])
  })

  it('is cancelled through its job', async () => {
    const started = await startFullScan(api.db, admin, 'customers', { ProfileId: profileId }, api.now())
    await cancelJob(api.db, runtimeFor(api.db), admin, started.JobId!, api.now())
    await runHost()
    expect(toScanState((await findScan(api.db, started.Id))!, true)).toMatchObject({ Status: FullScanStatus.Cancelled, CanCancel: false, CanRetry: true, GroupCount: null })
  })

  it('fails with a code and message when its profile is deleted before it runs', async () => {
    const other = await api.ok<{ Id: string }>('POST', '/api/workspace/admin/record-matching', { ...profileBody, Key: 'scan-short-lived' })
    const started = await startFullScan(api.db, admin, 'customers', { ProfileId: other.Id }, api.now())
    await api.ok('DELETE', `/api/workspace/admin/record-matching/${other.Id}`)
    await runHost()
    const state = toScanState((await findScan(api.db, started.Id))!, true)
    expect(state).toMatchObject({ Status: FullScanStatus.Failed, FailureCode: 'workspace.recordMatching.scanRefused', CanRetry: true, TransientFailure: false })
    expect(state.FailureMessage).toContain('deleted')
  })

  it('refuses an unknown profile, a profile of another definition and an unreadable anchor', async () => {
    await expect(startFullScan(api.db, admin, 'customers', { ProfileId: 'nope' }, api.now())).rejects.toMatchObject({ status: 404 })
    await expect(startFullScan(api.db, admin, 'no-such-entity', { ProfileId: profileId }, api.now())).rejects.toMatchObject({ status: 404 })
    await expect(startFullScan(api.db, admin, 'customers', { ProfileId: profileId, AnchorInstanceId: 'nope' }, api.now())).rejects.toMatchObject({ status: 404 })
  })
})

describe('the latest full scan', () => {
  const latest = (query: Record<string, unknown> = {}, auth = admin) => getLatestFullScan(api.db, auth, 'customers', { profileId, archiveMode: 0, ...query }, api.now())

  it('answers progress while queued, then a page of groups with the candidates the caller may read', async () => {
    const started = await startFullScan(api.db, admin, 'customers', { ProfileId: profileId }, api.now())
    expect(await latest()).toMatchObject({ Id: started.Id, Status: FullScanStatus.Queued, Result: null, CanCancel: true, Profile: { Id: profileId, TargetKind: 0, ActionMode: 0 } })
    await runHost()
    const done = await latest({ pageSize: 1 })
    expect(done).toMatchObject({ Id: started.Id, Status: FullScanStatus.Succeeded, Result: { Page: 1, PageSize: 1, Run: { ScanLimitReached: false } } })
    const all = await latest({ pageSize: 100 })
    expect(all.Result!.TotalGroupCount).toBe(all.Result!.Run.Groups.length)
    const ours = all.Result!.Run.Groups.find((group) => group.Candidates.some((candidate) => candidate.InstanceId === created[0]))!
    expect(ours.Candidates.map((candidate) => candidate.InstanceId).sort()).toEqual([...created].sort())
    expect(ours).toMatchObject({ HiddenCandidateCount: 0, Score: 9500 })
    expect(ours).not.toHaveProperty('Pairs')
  })

  it('reads the latest anchored scan of a record apart from the target-wide one', async () => {
    const anchored = await latest({ anchorInstanceId: created[2] })
    expect(anchored.AnchorInstanceId).toBe(created[2])
    expect(anchored.Result!.Run.Groups).toHaveLength(1)
  })

  it('answers 404 without a scan, and 400 without a profile', async () => {
    await expect(latest({ archiveMode: 1 })).rejects.toMatchObject({ status: 404 })
    await expect(latest({ profileId: undefined })).rejects.toMatchObject({ status: 400 })
  })

  it('answers 409 without candidates once the profile has changed', async () => {
    const path = `/api/workspace/admin/record-matching/${profileId}`
    const { RowVersion } = await api.ok<{ RowVersion: string }>('GET', path)
    await api.ok('PUT', path, { ...profileBody, DisplayName: 'Scan duplicates (changed)', RowVersion })
    const refusal = await latest().then(() => null, (error: unknown) => error)
    expect(refusal).toMatchObject({ status: 409 })
    expect(JSON.stringify(refusal)).not.toContain(created[0])
    const again = await startFullScan(api.db, admin, 'customers', { ProfileId: profileId }, api.now())
    await runHost()
    expect((await latest()).Id).toBe(again.Id)
  })

  it('counts a candidate that can no longer be read, without naming it', async () => {
    const path = `/api/workspace/entity/customers/instances/${created[0]!}`
    const { RowVersion } = await api.ok<{ RowVersion: string }>('GET', path)
    await api.ok('DELETE', `${path}/archive`, { RowVersion })
    await api.ok('DELETE', path)
    const groups = (await latest({ pageSize: 100 })).Result!.Run.Groups
    const ours = groups.find((group) => group.Candidates.some((candidate) => candidate.InstanceId === created[1]))!
    expect(ours.Candidates.map((candidate) => candidate.InstanceId).sort()).toEqual([created[1]!, created[2]!].sort())
    expect(ours.HiddenCandidateCount).toBe(1)
    expect(JSON.stringify(groups)).not.toContain(created[0])
  })
})

describe('full scans over HTTP', () => {
  const scans = '/api/workspace/entity/customers/record-matching/full-scans'
  interface Scan { Id: string; Status: number; JobId: string; CanCancel: boolean; Result: { Run: { Groups: Array<{ Candidates: Array<{ InstanceId: string }>; HiddenCandidateCount: number }> } } | null }

  it('starts a scan as the caller, answers its progress and then its groups', async () => {
    const started = await api.call<Scan>('POST', scans, { ProfileId: profileId, ArchiveMode: 0 }, 'operator')
    expect(started.status, JSON.stringify(started.body.Errors)).toBe(200)
    expect(started.body.Data).toMatchObject({ Status: FullScanStatus.Queued, Result: null, Profile: { Id: profileId } })
    const latest = `${scans}/latest?profileId=${profileId}&archiveMode=0&page=1&pageSize=50`
    expect((await api.call<Scan>('GET', latest, undefined, 'operator')).body.Data).toMatchObject({ Id: started.body.Data.Id, Status: FullScanStatus.Queued })
    await runHost()
    const done = await api.call<Scan>('GET', latest, undefined, 'operator')
    expect(done.status).toBe(200)
    expect(done.body.Data).toMatchObject({ Status: FullScanStatus.Succeeded, CanCancel: false })
    const groups = done.body.Data.Result!.Run.Groups
    expect(groups.some((group) => group.Candidates.some((candidate) => candidate.InstanceId === created[1]))).toBe(true)
    expect((await api.call('GET', latest, undefined, 'configurator')).status).toBe(404)
  })

  it('refuses a bad request with an envelope', async () => {
    const unknown = await api.call('POST', scans, { ProfileId: 'nope' }, 'operator')
    expect(unknown.status).toBe(404)
    expect(unknown.body.Errors?.[0]?.Code).toBeTruthy()
    const invalid = await api.call('POST', scans, { ProfileId: profileId, Extra: 1 }, 'operator')
    expect(invalid.status).toBe(400)
    expect((await api.call('GET', `${scans}/latest?archiveMode=0`, undefined, 'operator')).status).toBe(400)
  })

  it('counts candidates record security hides now, and answers 409 once that security changes', async () => {
    const instance = (id: string) => `/api/workspace/entity/customers/instances/${id}`
    const setKeyAccount = async (id: string, value: boolean) => {
      const { RowVersion } = await api.ok<{ RowVersion: string }>('GET', instance(id))
      await api.ok('PATCH', instance(id), { RowVersion, Fields: { is_key_account: value } })
    }
    await setKeyAccount(created[1]!, false)
    await setKeyAccount(created[2]!, false)
    const definitionId = (await api.ok<{ EntityDefinitionId: string }>('GET', `/api/workspace/admin/record-matching/${profileId}`)).EntityDefinitionId
    const statement = await api.ok<{ Id: string }>('POST', `/api/workspace/admin/entity-definitions/${definitionId}/statements`, {
      Name: 'SmallScanCustomer', DisplayName: 'Small customer', Expression: 'is_key_account = false',
    })
    const grant = await api.ok<{ Id: string }>('POST', `/api/workspace/admin/entity-definitions/${definitionId}/permission-assignments`, {
      SubjectType: 4, SubjectKey: '', Operations: ['Read'], StatementId: statement.Id,
    })
    expect((await api.call('POST', scans, { ProfileId: profileId }, 'operator')).status).toBe(200)
    await runHost()
    const latest = `${scans}/latest?profileId=${profileId}&archiveMode=0&pageSize=100`
    const ours = (groups: Array<{ Candidates: Array<{ InstanceId: string }>; HiddenCandidateCount: number }>) =>
      groups.find((group) => group.Candidates.some((candidate) => candidate.InstanceId === created[2]))!
    const before = await api.call<Scan>('GET', latest, undefined, 'operator')
    expect(ours(before.body.Data.Result!.Run.Groups)).toMatchObject({ HiddenCandidateCount: 0 })
    await setKeyAccount(created[1]!, true)
    const after = await api.call<Scan>('GET', latest, undefined, 'operator')
    expect(after.status).toBe(200)
    const group = ours(after.body.Data.Result!.Run.Groups)
    expect(group.Candidates.map((candidate) => candidate.InstanceId)).toEqual([created[2]])
    expect(group.HiddenCandidateCount).toBe(1)
    expect(JSON.stringify(after.body.Data)).not.toContain(created[1])
    await api.ok('DELETE', `/api/workspace/admin/entity-permission-assignments/${grant.Id}`)
    const drifted = await api.call('GET', latest, undefined, 'operator')
    expect(drifted.status).toBe(409)
    expect(drifted.body.Errors?.[0]?.Code).toBe('workspace.recordMatching.scanDrifted')
    expect(drifted.body.Data).toBeNull()
  })

  it('lets the owner cancel a scan without the cancel permission, hides another user\'s scan, and keeps the latest three', async () => {
    const startAs = async (who: 'configurator' | 'operator') => (await api.call<Scan>('POST', scans, { ProfileId: profileId, ArchiveMode: 2 }, who)).body.Data
    const cancel = (scanId: string, who: 'configurator' | 'operator') => api.call<Scan & { Status: number }>('POST', `${scans}/${scanId}/cancel`, undefined, who)
    // Configurators without the permission that cancels anyone's jobs.
    const roles = '/api/workspace/roles/role-configurator/permissions'
    const granted = (await api.sql<{ permission_key: string }>("SELECT permission_key FROM role_permissions WHERE role_id = 'role-configurator'")).map((row) => row.permission_key)
    await api.ok('PUT', roles, { PermissionKeys: granted.filter((key) => key !== 'functions.operations.cancel') })
    const mine = await startAs('configurator')
    expect(mine.CanCancel).toBe(true)
    const cancelled = await cancel(mine.Id, 'configurator')
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.Data).toMatchObject({ Status: FullScanStatus.Cancelled, CanCancel: false })
    const again = await cancel(mine.Id, 'configurator')
    expect(again.status).toBe(409)
    expect(again.body.Errors?.[0]?.Code).toBe('workspace.recordMatching.scanEnded')
    const theirs = await startAs('operator')
    expect((await cancel(theirs.Id, 'configurator')).status).toBe(404)
    expect((await cancel(theirs.Id, 'operator')).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await cancel((await startAs('configurator')).Id, 'configurator')).status).toBe(200)
    const kept = await api.sql<{ count: number }>(
      "SELECT count(*)::int AS count FROM record_matching_scans s JOIN users u ON u.id = s.owner_user_id WHERE u.user_name = 'configurator' AND s.archive_mode = 2",
    )
    expect(kept[0]!.count).toBe(3)
    await api.ok('PUT', roles, { PermissionKeys: granted })
  })
})
