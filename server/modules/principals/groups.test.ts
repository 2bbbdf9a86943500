import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'
import type { Page } from '../../platform/paging'
import type { ResponsibilityGroup } from './types'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startTestApi()
  token = await api.login('configurator')
})
afterAll(async () => {
  await api?.close()
})

const groupsPath = '/api/workspace/admin/responsibility-groups'
type GroupEnvelope = Envelope<ResponsibilityGroup>
const createGroup = (body: Record<string, unknown>) => api.request<GroupEnvelope>('POST', groupsPath, { token, body })

describe('responsibility groups', () => {
  it('creates with a caller-supplied id and members', async () => {
    const response = await createGroup({
      Id: 'crm.team-north',
      Key: 'sales.north',
      Name: 'Sales north',
      MemberUserIds: ['usr-noah-richter', 'usr-mia-klein'],
      ExtendedData: { region: 'North' },
    })
    expect(response.status).toBe(200)
    expect(response.body.Data).toMatchObject({ Id: 'crm.team-north', MemberCount: 2, Description: null, ExtendedData: { region: 'North' } })
    const user = await api.request<Envelope<{ ResponsibilityGroupIds: string[] }>>('GET', '/api/workspace/admin/users/usr-mia-klein', { token })
    expect(user.body.Data.ResponsibilityGroupIds).toContain('crm.team-north')
  })

  it('answers 409 for a taken id or key', async () => {
    const sameId = await createGroup({ Id: 'crm.team-north', Key: 'sales.north-2', Name: 'Again' })
    expect(sameId.status).toBe(409)
    expect(sameId.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.duplicateId', Field: 'Id' })
    const sameKey = await createGroup({ Key: 'service-desk', Name: 'Second desk' })
    expect(sameKey.status).toBe(409)
    expect(sameKey.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.duplicateName', Field: 'Key' })
  })

  it('validates key format, members, ids and unknown members', async () => {
    const badKey = await createGroup({ Key: 'Sales North', Name: 'x' })
    expect(badKey.status).toBe(400)
    expect(badKey.body.Errors[0]?.Field).toBe('Key')
    const badId = await createGroup({ Id: '-leading-dash', Key: 'ok', Name: 'x' })
    expect(badId.body.Errors[0]?.Field).toBe('Id')
    const unknownUser = await createGroup({ Key: 'ghosts', Name: 'Ghosts', MemberUserIds: ['usr-nobody'] })
    expect(unknownUser.status).toBe(400)
    expect(unknownUser.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.unknownUser', Field: 'MemberUserIds[0]' })
    const unknownMember = await createGroup({ Key: 'extra', Name: 'Extra', Owner: 'me' })
    expect(unknownMember.body.Errors[0]).toMatchObject({ Code: 'workspace.validation.unknownMember', Field: 'Owner' })
  })

  it('pages, sorts and searches', async () => {
    const byMembers = await api.request<Envelope<Page<ResponsibilityGroup>>>('GET', `${groupsPath}?SortField=MemberCount&SortDirection=1`, { token })
    const counts = byMembers.body.Data.Items.map((group) => group.MemberCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    const paged = await api.request<Envelope<Page<ResponsibilityGroup>>>('GET', `${groupsPath}?PageSize=2&Page=2`, { token })
    expect(paged.body.Data).toMatchObject({ Page: 2, PageSize: 2 })
    expect(paged.body.Data.Items).toHaveLength(2)
    const keys = (await api.request<Envelope<Page<ResponsibilityGroup>>>('GET', groupsPath, { token })).body.Data.Items.map((g) => g.Key)
    expect(keys).toEqual([...keys].sort())
    const search = await api.request<Envelope<Page<ResponsibilityGroup>>>('GET', `${groupsPath}?Search=technicians`, { token })
    expect(search.body.Data.Items.map((group) => group.Key)).toEqual(['field-operations'])
  })

  it('updates with RowVersion; a stale one answers 409 with the current state', async () => {
    const created = (await createGroup({ Key: 'night-shift', Name: 'Night shift' })).body.Data
    const saved = await api.request<GroupEnvelope>('PUT', `${groupsPath}/${created.Id}`, {
      token,
      body: { Key: 'night-shift', Name: 'Night shift team', MemberUserIds: ['usr-operator'], RowVersion: created.RowVersion },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.Data).toMatchObject({ Name: 'Night shift team', MemberUserIds: ['usr-operator'] })
    expect(saved.body.Data.RowVersion).not.toBe(created.RowVersion)
    const stale = await api.request<GroupEnvelope>('PUT', `${groupsPath}/${created.Id}`, {
      token,
      body: { Key: 'night-shift', Name: 'Overwritten', RowVersion: created.RowVersion },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]?.Code).toBe('workspace.concurrency.stale')
    expect(stale.body.Data).toMatchObject({ Name: 'Night shift team', RowVersion: saved.body.Data.RowVersion })
  })

  it('refuses ExtendedData over the bound', async () => {
    const response = await createGroup({ Key: 'verbose', Name: 'Verbose', ExtendedData: { notes: 'n'.repeat(2000) } })
    expect(response.status).toBe(400)
    expect(response.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.extendedDataTooLarge', Field: 'ExtendedData.notes' })
  })

  it('deletes, optionally checking RowVersion', async () => {
    const created = (await createGroup({ Key: 'to-remove', Name: 'To remove' })).body.Data
    const stale = await api.request('DELETE', `${groupsPath}/${created.Id}?rowVersion=00000000-0000-4000-8000-000000000000`, { token })
    expect(stale.status).toBe(409)
    const badVersion = await api.request('DELETE', `${groupsPath}/${created.Id}?rowVersion=not-a-uuid`, { token })
    expect(badVersion.status).toBe(400)
    expect(badVersion.body.Errors[0]?.Field).toBe('rowVersion')
    const deleted = await api.request('DELETE', `${groupsPath}/${created.Id}`, { token })
    expect(deleted.status).toBe(200)
    expect((await api.request('GET', `${groupsPath}/${created.Id}`, { token })).status).toBe(404)
  })
})
