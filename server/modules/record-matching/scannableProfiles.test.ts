import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, createDefinition, leanDemoApi, uniqueName } from '../../test/fixtures/entities/schema'
import { startTestApi, type TestApi } from '../../test/testApi'
import { EntityPermissionSubjectType as SubjectType } from '../../../shared/enums'
import type { EntityDefinitionDetail } from '../entities'

/** The profiles anyone signed in may scan and review with: enabled ones of entities whose records they may read. */

let api: TestApi
let secret: EntityDefinitionDetail
const ROOT = '/api/workspace/admin/record-matching'
const SCANNABLE = '/api/workspace/record-matching/profiles'

interface Scannable { Key: string; EntityDisplayName: string; ScopeField: unknown; Rules: Array<{ Label: string }>; ComparedFields: Array<{ FieldKey: string }> }

const profile = (key: string, entity: string, isEnabled = true) => ({
  Key: key, DisplayName: key, Description: null, EntityDefinitionId: entity, TargetKind: 0, ActionMode: 0, ArchiveMode: 0, IsEnabled: isEnabled,
  Rules: [{ Key: 'name', Label: 'Name', Score: 9000, Criteria: [{ FieldKey: 'name', Normalizers: 2, ComparisonMode: 0, CharacterCount: null, FuzzyAlgorithm: null, DiacriticMode: 0, TokenOrderMode: 0, Threshold: null, Weight: 1 }] }],
})

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
  secret = await createDefinition(api, uniqueName('scan_secret'))
  await addField(api, secret.Tables.find((table) => table.IsPrimary)!.Id, { Key: 'name', DisplayName: 'Name', FieldType: 0, SemanticRole: 1 })
  // Only Admins may read its records.
  await api.ok('POST', `/api/workspace/admin/entity-definitions/${secret.Id}/permission-assignments`, { SubjectType: SubjectType.Role, SubjectKey: 'Admin', Operations: ['Read'] })
  await api.ok('POST', ROOT, profile('secret-names', secret.Name))
  await api.ok('POST', ROOT, profile('disabled-names', 'customers', false))
}, 60_000)
afterAll(() => api?.close())

describe('the profiles one may scan with', () => {
  it('answers an operator the enabled profiles of entities whose records they may read, with what each compares', async () => {
    const reply = await api.call<Scannable[]>('GET', SCANNABLE, undefined, 'operator')
    expect(reply.status).toBe(200)
    const keys = reply.body.Data!.map((item) => item.Key)
    expect(keys).toContain('customer-duplicates')
    expect(keys).not.toContain('secret-names')
    expect(keys).not.toContain('disabled-names')
    const demo = reply.body.Data!.find((item) => item.Key === 'customer-duplicates')!
    expect(demo).toMatchObject({ EntityDisplayName: 'Customers', ScopeField: null })
    expect(demo.ComparedFields.map((field) => field.FieldKey)).toEqual(['email', 'name'])
    // The administration of profiles stays closed to them.
    expect((await api.call('GET', ROOT, undefined, 'operator')).status).toBe(403)
  })

  it('answers an Admin every enabled profile', async () => {
    const keys = (await api.ok<Scannable[]>('GET', SCANNABLE)).map((item) => item.Key)
    expect(keys).toEqual(expect.arrayContaining(['customer-duplicates', 'secret-names']))
    expect(keys).not.toContain('disabled-names')
  })
})
