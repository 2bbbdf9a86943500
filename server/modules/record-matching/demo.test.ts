import { afterAll, beforeAll, expect, it } from 'vitest'
import { hostApi } from '../../test/fixtures/functions'
import { startTestApi, type TestApi } from '../../test/testApi'
import { demoNearDuplicates } from './demo'

// The demo's profile on the demo customers: each seeded near-duplicate is found with its original,
// and nothing else (blank values and shared words such as "GmbH" make no group).
let api: TestApi
beforeAll(async () => {
  api = await startTestApi(hostApi())
}, 60_000)
afterAll(() => api?.close())

it('finds each near-duplicate customer with its original, and no other group', async () => {
  const profiles = await api.ok<Array<{ Id: string; Key: string }>>('GET', '/api/workspace/admin/record-matching')
  const profileId = profiles.find((profile) => profile.Key === 'customer-duplicates')!.Id
  await api.ok('POST', '/api/workspace/entity/customers/record-matching/full-scans', { ProfileId: profileId })
  await api.host.tick()
  await api.host.idle()
  const latest = await api.ok<{ Result: { Run: { Groups: Array<{ Candidates: Array<{ DisplayName: string }> }> } } }>(
    'GET', `/api/workspace/entity/customers/record-matching/full-scans/latest?profileId=${profileId}&archiveMode=0&pageSize=50`,
  )
  const groups = latest.Result.Run.Groups.map((group) => group.Candidates.map((candidate) => candidate.DisplayName).sort())
  expect(groups).toHaveLength(demoNearDuplicates.length)
  expect(groups).toEqual(expect.arrayContaining([
    ['Helvetia Prazision SA', 'Helvetia Präzision SA'],
    ['Logistik Nordlicht GmbH', 'Nordlicht Logistik GmbH'],
    ['Rheinwerk Maschienenbau GmbH', 'Rheinwerk Maschinenbau GmbH'],
    ['Lumiere Retail S.A.R.L.', 'Lumière Retail SARL'],
    ['Spreeblick Software GmbH', 'Spreeblick-Software GmbH'],
  ]))
})
