import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../../test/testApi'

/** Record-matching profiles and the pair tester over real HTTP on a fresh demo database. */

const ROOT = '/api/workspace/admin/record-matching'

interface Criterion { FieldId: string; FieldKey: string; FieldLabel: string; Threshold: number | null }
interface Rule { Id: string; Key: string; Label: string; Score: number; Criteria: Criterion[] }
interface Profile { Id: string; Key: string; EntityDefinitionId: string | null; EntityDefinitionName: string; ActionMode: number; IsEnabled: boolean; RuleCount: number; RowVersion: string; Rules: Rule[] }
interface Steps { Raw: unknown; Normalized: string; Folded: string; Tokens: string[]; Compared: string; IsBlank: boolean }
interface FieldEvidence { FieldKey: string; Diagnostic: string; Similarity: number; EditDistance: number | null; Passed: boolean; Left: Steps; Right: Steps }
interface PairTest { ProfileId: string | null; Score: number; ConfidenceBand: number | null; IsMatch: boolean; Left: { InstanceId: string | null; DisplayName: string | null }; Rules: Array<{ RuleKey: string; IsMatch: boolean; EffectiveScore: number; Fields: FieldEvidence[] }> }

const criterion = (overrides: Record<string, unknown> = {}) => ({
  FieldKey: 'name',
  Normalizers: 1 | 2 | 4 | 32,
  ComparisonMode: 3,
  CharacterCount: null,
  FuzzyAlgorithm: 2,
  DiacriticMode: 1,
  TokenOrderMode: 1,
  Threshold: 8500,
  Weight: 3,
  ...overrides,
})
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  Key: 'customer-lookalikes',
  DisplayName: 'Customer duplicates',
  Description: 'Same company under another spelling.',
  EntityDefinitionId: 'customers',
  TargetKind: 0,
  ActionMode: 1,
  ArchiveMode: 0,
  IsEnabled: true,
  Rules: [
    { Key: 'name-and-phone', Label: 'Name and phone', Score: 9500, Criteria: [criterion(), criterion({ FieldKey: 'phone', Normalizers: 8, ComparisonMode: 2, CharacterCount: 6, FuzzyAlgorithm: null, Threshold: null, Weight: 1 })] },
    { Key: 'email', Label: 'E-mail', Score: 9000, Criteria: [criterion({ FieldKey: 'email', Normalizers: 16, ComparisonMode: 0, FuzzyAlgorithm: null, Threshold: null, Weight: 1 })] },
  ],
  ...overrides,
})
/** The profile body with one member of the first rule's first criterion changed. */
const withCriterion = (overrides: Record<string, unknown>) => {
  const body = profileBody({ Key: 'other' })
  body.Rules[0]!.Criteria[0] = criterion(overrides)
  return body
}

let api: TestApi
let customers: Array<{ Id: string; DisplayName: string }>
beforeAll(async () => {
  api = await startTestApi()
  customers = (await api.ok<{ Items: Array<{ Id: string; DisplayName: string }> }>('GET', '/api/workspace/entity/customers/instances?PageSize=5')).Items
}, 60_000)
afterAll(() => api?.close())

async function refusal(body: unknown, method = 'POST', path = ROOT) {
  const reply = await api.call(method, path, body, 'configurator')
  return { status: reply.status, issue: reply.body.Errors?.[0] }
}

describe('record-matching profiles', () => {
  let profile: Profile

  it('creates, lists and reads a profile for a Configurator', async () => {
    const created = await api.call<Profile>('POST', ROOT, profileBody(), 'configurator')
    expect(created.status).toBe(200)
    profile = created.body.Data
    expect(profile).toMatchObject({ Key: 'customer-lookalikes', EntityDefinitionName: 'customers', ActionMode: 1, IsEnabled: true, RuleCount: 2 })
    expect(profile.EntityDefinitionId).toBeTruthy()
    expect(profile.Rules.map((rule) => rule.Key)).toEqual(['name-and-phone', 'email'])
    expect(profile.Rules[0]!.Criteria[0]).toMatchObject({ FieldKey: 'name', FieldLabel: 'Name', Threshold: 8500 })
    expect(profile.Rules[0]!.Criteria[1]).toMatchObject({ FieldKey: 'phone', Threshold: null })
    expect((await api.ok<Profile[]>('GET', ROOT)).map((item) => item.Key)).toContain('customer-lookalikes')
    expect(await api.ok<Profile>('GET', `${ROOT}/${profile.Id}`)).toEqual(profile)
    expect((await api.call('GET', `${ROOT}/nothing-here`)).status).toBe(404)
  })

  it('refuses what does not fit with 400 naming the member', async () => {
    const cases: Array<[unknown, string, string?]> = [
      [profileBody({ Key: 'Not A Key' }), 'Key', 'workspace.validation.invalid'],
      [profileBody({ Key: 'other', DisplayName: '  ' }), 'DisplayName', 'workspace.validation.required'],
      [profileBody({ Key: 'other', EntityDefinitionId: 'nothing-here' }), 'EntityDefinitionId', 'workspace.recordMatching.unknownDefinition'],
      [profileBody({ Key: 'other', Rules: [] }), 'Rules'],
      [withCriterion({ FieldKey: 'no_such_field' }), 'Rules[0].Criteria[0].FieldKey', 'workspace.recordMatching.unknownField'],
      [withCriterion({ FieldKey: 'is_key_account' }), 'Rules[0].Criteria[0].FieldKey', 'workspace.recordMatching.fieldUnsuitable'],
      [withCriterion({ FieldKey: 'address', ComparisonMode: 0, FuzzyAlgorithm: null, Threshold: null }), 'Rules[0].Criteria[0].FieldKey', 'workspace.recordMatching.fieldUnsuitable'],
      [withCriterion({ Threshold: 10001 }), 'Rules[0].Criteria[0].Threshold', 'workspace.validation.invalid'],
      [withCriterion({ Threshold: null }), 'Rules[0].Criteria[0].Threshold', 'workspace.validation.required'],
      [withCriterion({ FuzzyAlgorithm: null }), 'Rules[0].Criteria[0].FuzzyAlgorithm', 'workspace.validation.required'],
      [withCriterion({ ComparisonMode: 1, CharacterCount: null }), 'Rules[0].Criteria[0].CharacterCount'],
      [withCriterion({ ComparisonMode: 1, CharacterCount: 101 }), 'Rules[0].Criteria[0].CharacterCount'],
      [withCriterion({ Weight: 0 }), 'Rules[0].Criteria[0].Weight'],
      [withCriterion({ Normalizers: 64 }), 'Rules[0].Criteria[0].Normalizers'],
      [withCriterion({ FuzzyAlgorithm: 9 }), 'Rules[0].Criteria[0].FuzzyAlgorithm'],
    ]
    for (const [body, field, code] of cases) {
      const { status, issue } = await refusal(body)
      expect({ field, status, issueField: issue?.Field }).toEqual({ field, status: 400, issueField: field })
      if (code) expect(issue?.Code).toBe(code)
    }
    const scoreOutOfRange = profileBody({ Key: 'other' })
    scoreOutOfRange.Rules[1]!.Score = 10001
    expect(await refusal(scoreOutOfRange)).toMatchObject({ status: 400, issue: { Field: 'Rules[1].Score' } })
    const badRuleKey = profileBody({ Key: 'other' })
    badRuleKey.Rules[1]!.Key = 'Bad Key'
    expect(await refusal(badRuleKey)).toMatchObject({ status: 400, issue: { Field: 'Rules[1].Key' } })
    const twice = profileBody({ Key: 'other' })
    twice.Rules[1]!.Key = 'name-and-phone'
    expect(await refusal(twice)).toMatchObject({ status: 400, issue: { Field: 'Rules[1].Key', Code: 'workspace.recordMatching.duplicateRuleKey' } })
    const noCriteria = profileBody({ Key: 'other' })
    noCriteria.Rules[1]!.Criteria = []
    expect(await refusal(noCriteria)).toMatchObject({ status: 400, issue: { Field: 'Rules[1].Criteria' } })
    expect((await api.ok<Profile[]>('GET', ROOT)).map((item) => item.Key)).not.toContain('other')
  })

  it('answers 409 for a taken key and for a stale RowVersion', async () => {
    expect(await refusal(profileBody())).toMatchObject({ status: 409, issue: { Code: 'workspace.recordMatching.duplicateKey', Field: 'Key' } })
    const stale = await api.call<Profile>('PUT', `${ROOT}/${profile.Id}`, { ...profileBody(), RowVersion: '00000000-0000-4000-8000-000000000000' }, 'configurator')
    expect(stale.status).toBe(409)
    expect(stale.body.Errors?.[0]).toMatchObject({ Code: 'workspace.concurrency.stale', Field: 'RowVersion' })
    expect(stale.body.Data).toEqual(profile)
  })

  it('replaces the complete configuration, keeping the ids of rules by their key', async () => {
    const body = profileBody({ ActionMode: 2, IsEnabled: false, RowVersion: profile.RowVersion })
    body.Rules = [body.Rules[1]!, { ...body.Rules[0]!, Key: 'name-only', Criteria: [criterion()] }]
    const replaced = await api.call<Profile>('PUT', `${ROOT}/${profile.Id}`, body, 'configurator')
    expect(replaced.status).toBe(200)
    expect(replaced.body.Data).toMatchObject({ ActionMode: 2, IsEnabled: false, RuleCount: 2 })
    expect(replaced.body.Data.RowVersion).not.toBe(profile.RowVersion)
    expect(replaced.body.Data.Rules[0]).toMatchObject({ Key: 'email', Id: profile.Rules[1]!.Id })
    expect(replaced.body.Data.Rules[1]!.Id).not.toBe(profile.Rules[0]!.Id)
    const invalid = { ...body, RowVersion: replaced.body.Data.RowVersion, Rules: [{ ...body.Rules[0]!, Criteria: [criterion({ Threshold: -1 })] }] }
    expect(await refusal(invalid, 'PUT', `${ROOT}/${profile.Id}`)).toMatchObject({ status: 400, issue: { Field: 'Rules[0].Criteria[0].Threshold' } })
    profile = replaced.body.Data
  })

  it('refuses an Operator', async () => {
    expect((await api.call('GET', ROOT, undefined, 'operator')).status).toBe(403)
    expect((await api.call('POST', ROOT, profileBody({ Key: 'operator-profile' }), 'operator')).status).toBe(403)
    expect((await api.call('GET', `${ROOT}/${profile.Id}`, undefined, 'operator')).status).toBe(403)
    expect((await api.call('POST', `${ROOT}/${profile.Id}/test-pair`, { Left: { Values: {} }, Right: { Values: {} } }, 'operator')).status).toBe(403)
    expect((await api.call('DELETE', `${ROOT}/${profile.Id}`, undefined, 'operator')).status).toBe(403)
  })
})

describe('the pair tester', () => {
  let profileId: string
  beforeAll(async () => {
    profileId = (await api.ok<Profile>('POST', ROOT, profileBody({ Key: 'tester' }))).Id
  })
  const test = (body: unknown, id = profileId) => api.call<PairTest>('POST', `${ROOT}/${id}/test-pair`, body, 'configurator')

  it('scores two typed value maps with the waterfall of every field', async () => {
    const reply = await test({
      Left: { Values: { name: 'Müller  Industries GmbH', phone: '+49 30 123456', email: 'info@mueller.example' } },
      Right: { Values: { name: 'industries muller gmbh', phone: '030-123456', email: 'Info+sales@Mueller.example' } },
    })
    expect(reply.status).toBe(200)
    const result = reply.body.Data
    expect(result).toMatchObject({ ProfileId: profileId, IsMatch: true, ConfidenceBand: 2, Left: { InstanceId: null } })
    const [nameAndPhone, email] = result.Rules
    expect(nameAndPhone!.Fields[0]).toMatchObject({
      FieldKey: 'name', Diagnostic: 'ExactMatch', Similarity: 10000, Passed: true,
      Left: { Raw: 'Müller  Industries GmbH', Normalized: 'müller industries gmbh', Folded: 'muller industries gmbh', Tokens: ['gmbh', 'industries', 'muller'], Compared: 'gmbh industries muller' },
    })
    expect(nameAndPhone!.Fields[1]).toMatchObject({ FieldKey: 'phone', Diagnostic: 'ExactMatch', Left: { Compared: '123456' } })
    expect(email).toMatchObject({ IsMatch: true, EffectiveScore: 9000 })
    expect(result.Score).toBe(9500)
  })

  it('never matches blank values and reports a typo with its similarity', async () => {
    const blank = (await test({ Left: { Values: { name: '  ' } }, Right: { Values: { name: null } } })).body.Data
    expect(blank).toMatchObject({ IsMatch: false, Score: 0, ConfidenceBand: null })
    expect(blank.Rules[0]!.Fields[0]).toMatchObject({ Diagnostic: 'Blank', Passed: false })
    const typo = (await test({ Left: { Values: { name: 'Meier Logistik', phone: '555 1234' } }, Right: { Values: { name: 'Meeir Logistik', phone: '5551234' } } })).body.Data
    expect(typo.Rules[0]!.Fields[0]).toMatchObject({ Diagnostic: 'AboveThreshold', Passed: true })
    expect(typo.Rules[0]!.Fields[0]!.Similarity).toBeGreaterThan(8500)
  })

  it('reads demo customers as the caller may, and answers 404 for a record it cannot read', async () => {
    const [first, second] = customers
    const same = (await test({ Left: { InstanceId: first!.Id }, Right: { InstanceId: first!.Id } })).body.Data
    expect(same).toMatchObject({ IsMatch: true, Left: { InstanceId: first!.Id, DisplayName: first!.DisplayName } })
    const other = (await test({ Left: { InstanceId: first!.Id }, Right: { InstanceId: second!.Id } })).body.Data
    expect(other.IsMatch).toBe(false)
    expect(other.Rules[1]!.Fields[0]).toMatchObject({ FieldKey: 'email', Diagnostic: 'Different' })
    const missing = await test({ Left: { InstanceId: first!.Id }, Right: { InstanceId: 'no-such-record' } })
    expect(missing.status).toBe(404)
  })

  it('treats a record the caller may not read exactly as a missing one', async () => {
    const definitionId = (await api.ok<Profile>('GET', `${ROOT}/${profileId}`)).EntityDefinitionId
    const page = await api.ok<{ Items: Array<{ Id: string; Fields: Record<string, unknown> }> }>('GET', '/api/workspace/entity/customers/instances?PageSize=100')
    const keyAccount = page.Items.find((item) => item.Fields.is_key_account === true)!
    const small = page.Items.find((item) => item.Fields.is_key_account !== true)!
    const statement = await api.ok<{ Id: string }>('POST', `/api/workspace/admin/entity-definitions/${definitionId}/statements`, {
      Name: 'SmallCustomer', DisplayName: 'Small customer', Expression: 'is_key_account = false',
    })
    const grant = await api.ok<{ Id: string }>('POST', `/api/workspace/admin/entity-definitions/${definitionId}/permission-assignments`, {
      SubjectType: 4, SubjectKey: '', Operations: ['Read'], StatementId: statement.Id,
    })
    try {
      expect((await test({ Left: { InstanceId: small.Id }, Right: { InstanceId: small.Id } })).status).toBe(200)
      const hidden = await test({ Left: { InstanceId: small.Id }, Right: { InstanceId: keyAccount.Id } })
      const missing = await test({ Left: { InstanceId: small.Id }, Right: { InstanceId: 'no-such-record' } })
      expect(hidden.status).toBe(404)
      expect(hidden.body.Errors?.[0]?.Code).toBe(missing.body.Errors?.[0]?.Code)
      expect(hidden.body.Data).toBeNull()
    } finally {
      await api.ok('DELETE', `/api/workspace/admin/entity-permission-assignments/${grant.Id}`)
    }
  })

  it('tests an unsaved configuration, before the profile exists', async () => {
    const configuration = profileBody({ Key: 'draft', Rules: [{ Key: 'email-domain', Label: 'E-mail domain', Score: 8000, Criteria: [criterion({ FieldKey: 'email', Normalizers: 16, ComparisonMode: 2, CharacterCount: 12, FuzzyAlgorithm: null, Threshold: null, Weight: 1 })] }] })
    const reply = await test({ Left: { Values: { email: 'anna@acme.example' } }, Right: { Values: { email: 'bob@acme.example' } }, Configuration: configuration }, 'new')
    expect(reply.status).toBe(200)
    expect(reply.body.Data).toMatchObject({ ProfileId: null, IsMatch: true, Score: 8000, ConfidenceBand: 1 })
    const invalid = await test({ Left: { Values: {} }, Right: { Values: {} }, Configuration: profileBody({ Key: 'draft', Rules: [{ Key: 'x', Label: 'X', Score: 1, Criteria: [criterion({ FieldKey: 'nope' })] }] }) }, 'new')
    expect(invalid.status).toBe(400)
    expect(invalid.body.Errors?.[0]?.Field).toBe('Configuration.Rules[0].Criteria[0].FieldKey')
    const withoutConfiguration = await test({ Left: { Values: {} }, Right: { Values: {} } }, 'new')
    expect(withoutConfiguration.status).toBe(400)
    expect(withoutConfiguration.body.Errors?.[0]?.Field).toBe('Configuration')
    expect((await test({ Left: { Values: {} }, Right: { Values: {} } }, 'no-such-profile')).status).toBe(404)
  })

  it('refuses a side that is neither a record nor values, and values of unknown fields', async () => {
    expect((await test({ Left: { InstanceId: 'a', Values: {} }, Right: { Values: {} } })).body.Errors?.[0]).toMatchObject({ Field: 'Left' })
    expect((await test({ Left: { Values: { nope: 'x' } }, Right: { Values: {} } })).body.Errors?.[0]).toMatchObject({ Field: 'Left.Values.nope' })
    expect((await test({ Left: { Values: { name: { a: 1 } } }, Right: { Values: {} } })).body.Errors?.[0]).toMatchObject({ Field: 'Left.Values.name' })
  })

  it('deletes a profile, guarded by its RowVersion', async () => {
    const stale = await api.call('DELETE', `${ROOT}/${profileId}?rowVersion=00000000-0000-4000-8000-000000000000`, undefined, 'configurator')
    expect(stale.status).toBe(409)
    expect((await api.call('DELETE', `${ROOT}/${profileId}`, undefined, 'configurator')).status).toBe(200)
    expect((await api.call('GET', `${ROOT}/${profileId}`)).status).toBe(404)
    expect((await api.call('DELETE', `${ROOT}/${profileId}`)).status).toBe(404)
  })
})
