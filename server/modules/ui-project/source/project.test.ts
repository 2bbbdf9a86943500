import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTemplateFiles } from '../templates'
import { contentHash } from './hashing'
import { projectLimits } from './paths'
import type { RevisionDetail } from './revisions.view'
import { A, save, startSourceApi, type SourceApi } from '../../../test/fixtures/ui-project/source'

let source: SourceApi

beforeAll(async () => {
  source = await startSourceApi()
})

afterAll(async () => {
  await source?.close()
})

const fileText = (revision: RevisionDetail, path: string) =>
  source.ok<{ Content: string }>('GET', `${A}/revisions/${revision.Id}/file?path=${encodeURIComponent(path)}`).then((file) => file.Content)
const definitionId = async (name: string) =>
  (await source.api.db.query<{ id: string }>('SELECT id FROM entity_definitions WHERE name = $1', [name]))[0]!.id
const generate = (body: Record<string, unknown>) => source.call<RevisionDetail>('POST', `${A}/pages/generate`, { body })

describe('the project', () => {
  it('answers the working revision, toolchain and limits', async () => {
    const project = await source.ok<Record<string, unknown>>('GET', A)
    expect(project).toMatchObject({
      Id: 'workspace',
      DisplayName: 'Workspace UI',
      WorkingRevisionNumber: 2,
      ActiveArtifactId: null,
      SupportedHostContractVersions: [1],
      Limits: { MaxFiles: projectLimits.maxFiles, MaxFileBytes: projectLimits.maxFileBytes, MaxTotalBytes: projectLimits.maxTotalBytes, MaxZipBytes: projectLimits.maxZipBytes },
    })
    expect(project.RowVersion).toMatch(/^[0-9a-f-]{36}$/)
    expect(project.Toolchain).toMatchObject({ Vue: expect.stringMatching(/^\d+\./), Vite: expect.stringMatching(/^\d+\./), Fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })
})

describe('templates', () => {
  it('lists the templates with their file counts', async () => {
    const templates = await source.ok<Array<{ Key: string; FileCount: number }>>('GET', `${A}/templates`)
    expect(templates.map((template) => template.Key)).toEqual(['blank', 'multi-page'])
    expect(templates[0]!.FileCount).toBe(readTemplateFiles('blank').size)
  })

  it('replaces the tree with the template\'s files as a new revision', async () => {
    const base = await source.working()
    const reply = await source.call<RevisionDetail>('POST', `${A}/templates/blank/apply`, { body: { BaseRevisionId: base.Id } })
    expect(reply.status).toBe(200)
    const files = readTemplateFiles('blank')
    expect(reply.body.Data).toMatchObject({ Source: 1, ParentRevisionId: base.Id, Message: 'Started from template Blank app', FileCount: files.size })
    expect(reply.body.Data.Files).toEqual([...files].map(([path, text]) => ({ Path: path, ContentHash: contentHash(text), SizeBytes: Buffer.byteLength(text) })))

    const again = await source.call('POST', `${A}/templates/blank/apply`, { body: { BaseRevisionId: reply.body.Data.Id, Message: 'Once more' } })
    expect(again.body.Errors[0]!.Code).toBe('uiProject.revision.noChanges')
    expect((await source.call('POST', `${A}/templates/blank/apply`, { body: { BaseRevisionId: base.Id } })).status).toBe(409)
    const unknown = await source.call('POST', `${A}/templates/no-such-template/apply`, { body: { BaseRevisionId: reply.body.Data.Id } })
    expect(unknown.status).toBe(404)
    expect((await source.call('POST', `${A}/templates/blank/apply`, { body: {} })).status).toBe(400)
  })
})

describe('page generators', () => {
  it('adds a list and a details page for the demo customers, with their workspace.json entries', async () => {
    const customers = await definitionId('customers')
    const base = await source.working()
    const list = await generate({ EntityDefinitionId: customers, Kind: 0, BaseRevisionId: base.Id })
    expect(list.status).toBe(200)
    expect(list.body.Data).toMatchObject({ Source: 3, ParentRevisionId: base.Id, Message: 'Generated the list page of Customers' })
    expect(list.body.Data.Files.map((file) => file.Path)).toContain('src/pages/CustomersList.vue')
    const details = await generate({ EntityDefinitionId: customers, Kind: 1, BaseRevisionId: list.body.Data.Id, Message: 'Customer details' })
    expect(details.status).toBe(200)
    expect(details.body.Data.Files.map((file) => file.Path)).toContain('src/pages/CustomersDetails.vue')

    const workspace = JSON.parse(await fileText(details.body.Data, 'workspace.json')) as { pages: Array<Record<string, string>> }
    expect(workspace.pages).toEqual(
      expect.arrayContaining([
        { key: 'customers-list', title: 'Customers', path: '/customers', component: 'src/pages/CustomersList.vue' },
        expect.objectContaining({ key: 'customers-details', title: 'Customer', component: 'src/pages/CustomersDetails.vue' }),
      ]),
    )
    const page = await fileText(details.body.Data, 'src/pages/CustomersList.vue')
    expect(page).toContain('"email"')

    // The default key is taken now: the next free one is used, nothing is overwritten.
    const second = await generate({ EntityDefinitionId: customers, Kind: 0, BaseRevisionId: details.body.Data.Id })
    expect(second.status).toBe(200)
    expect(second.body.Data.Files.map((file) => file.Path)).toContain('src/pages/CustomersList2.vue')
    expect(await fileText(second.body.Data, 'src/pages/CustomersList.vue')).toBe(page)
  })

  it('leaves deleted fields out', async () => {
    const customers = await definitionId('customers')
    await source.api.db.query("UPDATE entity_fields SET is_deleted = true WHERE key = 'is_key_account' AND entity_definition_id = $1", [customers])
    try {
      const reply = await generate({ EntityDefinitionId: customers, Kind: 1, BaseRevisionId: (await source.working()).Id })
      expect(reply.status).toBe(200)
      const added = reply.body.Data.Files.map((file) => file.Path).find((path) => /CustomersDetails\d+\.vue$/.test(path))!
      const page = await fileText(reply.body.Data, added)
      expect(page).toContain('"email"')
      expect(page).not.toContain('is_key_account')
    } finally {
      await source.api.db.query("UPDATE entity_fields SET is_deleted = false WHERE key = 'is_key_account' AND entity_definition_id = $1", [customers])
    }
  })

  it('refuses unknown and board-owned definitions, bad kinds, stale bases and a broken workspace.json', async () => {
    const working = await source.working()
    const unknown = await generate({ EntityDefinitionId: 'no-such-definition', Kind: 0, BaseRevisionId: working.Id })
    expect(unknown.body.Errors[0]).toMatchObject({ Code: 'workspace.validation.invalid', Field: 'EntityDefinitionId' })
    const [part] = await source.api.db.query<{ id: string }>('SELECT id FROM entity_definitions WHERE owner_board_id IS NOT NULL LIMIT 1')
    const boardOwned = await generate({ EntityDefinitionId: part!.id, Kind: 0, BaseRevisionId: working.Id })
    expect(boardOwned.body.Errors[0]).toMatchObject({ Code: 'uiProject.generator.definitionUnusable', Field: 'EntityDefinitionId' })
    expect((await generate({ EntityDefinitionId: await definitionId('products'), Kind: 7, BaseRevisionId: working.Id })).status).toBe(400)
    expect((await generate({ EntityDefinitionId: await definitionId('products'), Kind: 0, BaseRevisionId: working.ParentRevisionId })).status).toBe(409)

    const broken = await save(source, [{ Path: 'workspace.json', Content: '{ "pages": ' }])
    const reply = await generate({ EntityDefinitionId: await definitionId('products'), Kind: 0, BaseRevisionId: broken.body.Data.Id })
    expect(reply.status).toBe(400)
    expect(reply.body.Errors[0]).toMatchObject({ Code: 'uiProject.generator.workspaceJsonInvalid', Target: 'workspace.json' })
    expect((await source.working()).Id).toBe(broken.body.Data.Id)
  })
})

describe('permissions', () => {
  it('lets an operator read but not change the source', async () => {
    const working = await source.working()
    const asOperator = { role: 'operator' as const }
    expect((await source.call('GET', A, asOperator)).status).toBe(200)
    expect((await source.call('GET', `${A}/revisions`, asOperator)).status).toBe(200)
    expect((await source.call('GET', `${A}/revisions/${working.Id}`, asOperator)).status).toBe(200)
    expect((await source.bytes(`${A}/revisions/${working.Id}/zip`, 'operator')).status).toBe(200)
    const writes = [
      await source.call('POST', `${A}/revisions`, { ...asOperator, body: { BaseRevisionId: working.Id, Message: 'x', Changes: [{ Path: 'x.txt', Content: 'x' }] } }),
      await source.call('POST', `${A}/templates/blank/apply`, { ...asOperator, body: { BaseRevisionId: working.Id } }),
      await source.call('POST', `${A}/pages/generate`, { ...asOperator, body: { EntityDefinitionId: 'customers', Kind: 0, BaseRevisionId: working.Id } }),
      await source.call('POST', `${A}/zip?baseRevisionId=${working.Id}`, { ...asOperator, zip: new Uint8Array([1]) }),
    ]
    for (const reply of writes) {
      expect(reply.status).toBe(403)
      expect(reply.body).toMatchObject({ requiredRoles: ['Admin', 'Configurator'] })
    }
    expect((await source.working()).Id).toBe(working.Id)
    const byAdmin = await source.call('POST', `${A}/revisions`, { role: 'admin', body: { BaseRevisionId: working.Id, Message: 'x', Changes: [{ Path: 'by-admin.txt', Content: 'x' }] } })
    expect(byAdmin.status).toBe(200)
  })

  it('answers 403 to a signed-in user without uiproject.view', async () => {
    const created = await source.call('POST', '/api/workspace/admin/users', {
      role: 'admin',
      body: { UserName: 'no-ui-project', UserType: 0, Password: 'Nothing#2026', RoleIds: [] },
    })
    expect(created.status).toBe(200)
    const login = await fetch(`${source.api.url}/api/workspace/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: 'no-ui-project', Password: 'Nothing#2026' }),
    })
    const token = ((await login.json()) as { Data: { AccessToken: string } }).Data.AccessToken
    const reply = await source.call('GET', A, { token })
    expect(reply.status).toBe(403)
    expect(reply.body).toMatchObject({ requiredPermissions: ['uiproject.view'] })
    expect((await source.call('GET', `${A}/revisions`, { token })).status).toBe(403)
    expect((await source.call('GET', `${A}/templates`)).status).toBe(200)
  })
})
