import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, createDefinition, leanDemoApi, uniqueName } from '../../../test/fixtures/entities/schema'
import { createdInstance } from '../../../test/fixtures/entities/records'
import { startTestApi, type TestApi } from '../../../test/testApi'
import type { EntityDefinitionDetail, EntityField } from '../types'

/** Reference Eligibility over real HTTP: validate, impact-check, store disabled, refuse enabling. */

let api: TestApi
let accountField: EntityField
let titleField: EntityField

interface Impact {
  Validation: { IsValid: boolean; Diagnostics: Array<{ Code: string; Message: string }> }
  CheckedReferenceCount: number
  IneligibleCount: number | null
  Samples: Array<{ DisplayName: string; CandidateDisplayName: string }>
}
interface Rule { Id: string; Name: string; Enabled: boolean; RowVersion: string; Expression: string }

const primaryTable = (definition: EntityDefinitionDetail) => definition.Tables.find((table) => table.IsPrimary)!.Id
const rules = () => `${admin}/entity-fields/${accountField.Id}/reference-eligibility`

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
  const accounts = await createDefinition(api, uniqueName('elig_acct'))
  await addField(api, primaryTable(accounts), { Key: 'name', DisplayName: 'Name', FieldType: 0, SemanticRole: 1 })
  await addField(api, primaryTable(accounts), { Key: 'region', DisplayName: 'Region', FieldType: 0 })
  const deals = await createDefinition(api, uniqueName('elig_deal'))
  titleField = await addField(api, primaryTable(deals), { Key: 'title', DisplayName: 'Title', FieldType: 0, SemanticRole: 1 })
  await addField(api, primaryTable(deals), { Key: 'region', DisplayName: 'Region', FieldType: 0 })
  accountField = await addField(api, primaryTable(deals), { Key: 'account', DisplayName: 'Account', FieldType: 10, ReferenceToEntityDefinitionId: accounts.Id })
  const north = await createdInstance(api, accounts, { name: 'North GmbH', region: 'north' })
  const south = await createdInstance(api, accounts, { name: 'South AG', region: 'south' })
  await createdInstance(api, deals, { title: 'Fits', region: 'north', account: north.Id })
  await createdInstance(api, deals, { title: 'Crosses', region: 'north', account: south.Id })
  await createdInstance(api, deals, { title: 'No account', region: 'south' })
}, 60_000)

afterAll(async () => {
  await api?.close()
})

describe('Reference Eligibility', () => {
  it('checks a rule over Current and Candidate and says which existing references it would refuse', async () => {
    const impact = await api.ok<Impact>('POST', `${rules()}/impact`, { Expression: 'Candidate.region = Current.region' })
    expect(impact.Validation.IsValid).toBe(true)
    expect(impact.CheckedReferenceCount).toBe(2)
    expect(impact.IneligibleCount).toBe(1)
    expect(impact.Samples).toEqual([expect.objectContaining({ DisplayName: 'Crosses', CandidateDisplayName: 'South AG' })])
  })

  it('reports mistakes with the field meant, and refuses what only statements may use', async () => {
    const typo = await api.ok<Impact['Validation']>('POST', `${rules()}/validate`, { Expression: 'Candidate.regoin = Current.region' })
    expect(typo.IsValid).toBe(false)
    expect(typo.Diagnostics[0]?.Message).toMatch(/regoin/)
    const scope = await api.ok<Impact['Validation']>('POST', `${rules()}/validate`, { Expression: "region = 'north'" })
    expect(scope.Diagnostics[0]?.Message).toMatch(/no field with the key “region”/)
    const security = await api.ok<Impact['Validation']>('POST', `${rules()}/validate`, { Expression: "HAS_RESPONSIBILITY('Owner')" })
    expect(security.Diagnostics[0]?.Code).toBe('expression.statementOnly')
    const impact = await api.ok<Impact>('POST', `${rules()}/impact`, { Expression: 'Candidate.regoin = 1' })
    expect(impact.IneligibleCount).toBeNull()
  })

  it('stores rules disabled and refuses to enable them', async () => {
    const enabled = await api.call('POST', rules(), { Name: 'SameRegion', DisplayName: 'Same region', Expression: 'Candidate.region = Current.region', Enabled: true })
    expect(enabled.status).toBe(400)
    expect(enabled.body.Errors?.[0]).toMatchObject({ Code: 'workspace.entities.referenceEligibility.unavailable', Field: 'Enabled' })
    const rule = await api.ok<Rule>('POST', rules(), { Name: 'SameRegion', DisplayName: 'Same region', Expression: 'Candidate.region = Current.region' })
    expect(rule.Enabled).toBe(false)
    expect((await api.call('POST', rules(), { Name: 'sameregion', DisplayName: 'Again', Expression: 'true' })).status).toBe(409)
    const invalid = await api.call('PUT', `${admin}/reference-eligibility-rules/${rule.Id}`, { DisplayName: 'Same region', Expression: 'Candidate.nope', RowVersion: rule.RowVersion })
    expect(invalid.status).toBe(400)
    const updated = await api.ok<Rule>('PUT', `${admin}/reference-eligibility-rules/${rule.Id}`, { DisplayName: 'Same region', Expression: "Candidate.region = Current.region OR Current.region = 'south'", RowVersion: rule.RowVersion })
    expect(updated.Expression).toContain("'south'")
    expect((await api.call('PUT', `${admin}/reference-eligibility-rules/${rule.Id}`, { DisplayName: 'x', Expression: 'true', RowVersion: rule.RowVersion, Enabled: true })).status).toBe(400)
    expect((await api.call('PUT', `${admin}/reference-eligibility-rules/${rule.Id}`, { DisplayName: 'x', Expression: 'true', RowVersion: rule.RowVersion })).status).toBe(409)
    expect((await api.ok<Rule[]>('GET', rules())).map((item) => item.Name)).toEqual(['SameRegion'])
    await api.ok('DELETE', `${admin}/reference-eligibility-rules/${rule.Id}`)
    expect(await api.ok<Rule[]>('GET', rules())).toEqual([])
  })

  it('answers a huge or malformed body with a 400 envelope', async () => {
    expect((await api.call('POST', rules(), { Name: 'Huge', DisplayName: 'Huge', Expression: `Candidate.region = '${'x'.repeat(100_000)}'` })).status).toBe(400)
    expect((await api.call('POST', rules(), { Name: 'Nul\u0000', DisplayName: 'x', Expression: 'true' })).status).toBe(400)
    expect((await api.call('POST', `${rules()}/impact`, { Expression: 42 })).status).toBe(400)
  })

  it('belongs to reference fields only', async () => {
    expect((await api.call('GET', `${admin}/entity-fields/${titleField.Id}/reference-eligibility`)).status).toBe(400)
  })
})
