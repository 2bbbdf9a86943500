import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentHash, treeHash } from './hashing'
import { projectLimits } from './paths'
import type { RevisionDetail, RevisionSummary } from './revisions.view'
import { A, save, startSourceApi, type SourceApi } from '../../../test/fixtures/ui-project/source'

let source: SourceApi

beforeAll(async () => {
  source = await startSourceApi()
})

afterAll(async () => {
  await source?.close()
})

const revisionPath = (id: string) => `${A}/revisions/${id}`
const fileOf = (revision: RevisionDetail, path: string) => source.ok<{ Content: string; ContentHash: string; SizeBytes: number }>('GET', `${revisionPath(revision.Id)}/file?path=${encodeURIComponent(path)}`)
const errorsOf = (reply: { body: { Errors: Array<{ Code: string; Field?: string }> } }) => reply.body.Errors.map(({ Code, Field }) => ({ Code, Field }))

describe('saving a revision', () => {
  it('writes a new immutable revision on the working one, which becomes the working revision', async () => {
    const base = await source.working()
    const reply = await save(source, [{ Path: 'src/notes.md', Content: '# Notes\n' }, { Path: 'README.md', Content: 'Changed readme\n' }], 'Add notes')
    expect(reply.status).toBe(200)
    const saved = reply.body.Data
    expect(saved).toMatchObject({
      Number: base.Number + 1,
      ParentRevisionId: base.Id,
      Message: 'Add notes',
      Source: 0,
      AuthorUserId: 'usr-configurator',
      AuthorDisplayName: 'Conrad Config',
      IsWorking: true,
      FileCount: base.FileCount + 1,
    })
    const paths = saved.Files.map((file) => file.Path)
    expect(paths).toEqual([...paths].sort())
    expect(saved.ContentHash).toBe(treeHash(saved.Files.map((file) => [file.Path, file.ContentHash] as const)))
    expect(saved.TotalSizeBytes).toBe(saved.Files.reduce((sum, file) => sum + file.SizeBytes, 0))
    expect(await fileOf(saved, 'src/notes.md')).toMatchObject({ Content: '# Notes\n', ContentHash: contentHash('# Notes\n'), SizeBytes: 8 })

    const project = await source.ok<{ WorkingRevisionId: string; WorkingRevisionNumber: number }>('GET', A)
    expect(project).toMatchObject({ WorkingRevisionId: saved.Id, WorkingRevisionNumber: saved.Number })
    expect((await source.ok<RevisionDetail>('GET', revisionPath(base.Id))).IsWorking).toBe(false)
  })

  it('never changes a stored revision: its rows stay the same after later saves', async () => {
    const old = await source.working()
    const rowsOf = async (id: string) => ({
      revision: await source.api.db.query('SELECT * FROM ui_project_revisions WHERE id = $1', [id]),
      files: await source.api.db.query('SELECT * FROM ui_project_revision_files WHERE revision_id = $1 ORDER BY path', [id]),
      blobs: await source.api.db.query(
        'SELECT b.* FROM ui_project_blobs b JOIN ui_project_revision_files f ON f.content_hash = b.content_hash WHERE f.revision_id = $1 ORDER BY b.content_hash',
        [id],
      ),
    })
    const before = await rowsOf(old.Id)
    expect((await save(source, [{ Path: 'README.md', Content: 'Again\n' }])).status).toBe(200)
    expect((await save(source, [{ Path: 'README.md', Content: null }, { Path: 'docs/readme.md', Content: 'Moved\n' }])).status).toBe(200)
    expect(await rowsOf(old.Id)).toEqual(before)
    expect(await source.ok<RevisionDetail>('GET', revisionPath(old.Id))).toEqual({ ...old, IsWorking: false })
  })

  it('answers 409 with the current working revision when the base is not the working one', async () => {
    const working = await source.working()
    const stale = await source.call<RevisionDetail>('POST', `${A}/revisions`, {
      body: { BaseRevisionId: working.ParentRevisionId, Message: 'Late edit', Changes: [{ Path: 'late.md', Content: 'x' }] },
    })
    expect(stale.status).toBe(409)
    expect(errorsOf(stale)).toEqual([{ Code: 'uiProject.revision.stale', Field: 'BaseRevisionId' }])
    expect(stale.body.Data).toEqual(working)
    const none = await source.call('POST', `${A}/revisions`, { body: { BaseRevisionId: null, Message: 'x', Changes: [{ Path: 'late.md', Content: 'x' }] } })
    expect(none.status).toBe(409)
    expect((await source.working()).Id).toBe(working.Id)
  })

  it('renames with PreviousPath, and refuses renames that lose or overwrite a file', async () => {
    const working = await source.working()
    const [first, second] = working.Files
    const renamed = await save(source, [{ Path: 'renamed/first.txt', PreviousPath: first!.Path, Content: 'renamed' }])
    expect(renamed.status).toBe(200)
    const paths = renamed.body.Data.Files.map((file) => file.Path)
    expect(paths).toContain('renamed/first.txt')
    expect(paths).not.toContain(first!.Path)

    expect(errorsOf(await save(source, [{ Path: 'x.txt', PreviousPath: 'renamed/first.txt', Content: null }]))).toEqual([
      { Code: 'workspace.validation.required', Field: 'Changes[0].Content' },
    ])
    expect(errorsOf(await save(source, [{ Path: 'x.txt', PreviousPath: 'nowhere.txt', Content: 'x' }]))).toEqual([
      { Code: 'uiProject.revision.fileNotFound', Field: 'Changes[0].PreviousPath' },
    ])
    expect(errorsOf(await save(source, [{ Path: second!.Path, PreviousPath: 'renamed/first.txt', Content: 'x' }]))).toEqual([
      { Code: 'uiProject.revision.pathExists', Field: 'Changes[0].Path' },
    ])
  })

  it('refuses a save that changes nothing, deletes a missing file or touches a path twice', async () => {
    const working = await source.working()
    const file = working.Files[0]!
    const current = await fileOf(working, file.Path)
    const same = await save(source, [{ Path: file.Path, Content: current.Content }])
    expect(same.status).toBe(400)
    expect(same.body.Errors[0]!.Code).toBe('uiProject.revision.noChanges')
    expect(errorsOf(await save(source, [{ Path: 'missing.txt', Content: null }]))).toEqual([{ Code: 'uiProject.revision.fileNotFound', Field: 'Changes[0].Path' }])
    expect(errorsOf(await save(source, [{ Path: 'a.txt', Content: 'a' }, { Path: './a.txt', Content: 'b' }]))).toEqual([
      { Code: 'uiProject.revision.duplicateChange', Field: 'Changes[1].Path' },
    ])
    expect((await source.working()).Id).toBe(working.Id)
  })

  it('normalises paths and names the change and the reason of a path it refuses', async () => {
    const normalised = await save(source, [{ Path: './src\\normalised.ts', Content: 'export {}\n' }])
    expect(normalised.body.Data.Files.map((file) => file.Path)).toContain('src/normalised.ts')
    const reply = await save(source, [
      { Path: '../outside.txt', Content: 'x' },
      { Path: '/etc/passwd', Content: 'x' },
      { Path: 'node_modules/x.js', Content: 'x' },
      { Path: 'a'.repeat(600), Content: 'x' },
      { Path: 'ok.txt', Content: 'x', PreviousPath: 'C:/x' },
    ])
    expect(reply.status).toBe(400)
    expect(reply.body.Errors.map(({ Field, Metadata }) => [Field, Metadata?.Reason])).toEqual([
      ['Changes[0].Path', 'traversal'],
      ['Changes[1].Path', 'absolute'],
      ['Changes[2].Path', 'reserved'],
      ['Changes[3].Path', 'tooLong'],
      ['Changes[4].PreviousPath', 'absolute'],
    ])
  })

  it('keeps to the limits: changes per save, file size, file count, paths that collide', async () => {
    const tooMany = Array.from({ length: 501 }, (_, index) => ({ Path: `many/${index}.txt`, Content: 'x' }))
    expect(errorsOf(await save(source, tooMany))).toEqual([{ Code: 'uiProject.revision.tooManyChanges', Field: 'Changes' }])
    const files = Array.from({ length: 500 }, (_, index) => ({ Path: `many/${index}.txt`, Content: 'x' }))
    expect(errorsOf(await save(source, files))).toEqual([{ Code: 'uiProject.revision.tooManyFiles', Field: 'Changes' }])
    expect(errorsOf(await save(source, [{ Path: 'big.txt', Content: 'x'.repeat(projectLimits.maxFileBytes + 1) }]))).toEqual([
      { Code: 'uiProject.revision.fileTooLarge', Field: 'Changes[0].Content' },
    ])
    expect(errorsOf(await save(source, []))).toEqual([{ Code: 'workspace.validation.required', Field: 'Changes' }])
    const working = await source.working()
    const upper = working.Files.find((file) => /[a-z]/.test(file.Path))!.Path.toUpperCase()
    const collision = await save(source, [{ Path: upper, Content: 'x' }])
    expect(errorsOf(collision)).toEqual([{ Code: 'uiProject.revision.pathConflict', Field: 'Changes' }])
    const folder = await save(source, [{ Path: 'src', Content: 'x' }])
    expect(errorsOf(folder)).toEqual([{ Code: 'uiProject.revision.pathConflict', Field: 'Changes' }])
  })

  it('answers envelopes for bad input: messages, NUL, lone surrogates, huge strings, wrong types, bad JSON', async () => {
    const working = await source.working()
    const post = (body: unknown) => source.call('POST', `${A}/revisions`, { body })
    const valid = { BaseRevisionId: working.Id, Message: 'x', Changes: [{ Path: 'bad.txt', Content: 'x' }] }
    expect(errorsOf(await post({ ...valid, Message: '   ' }))).toEqual([{ Code: 'workspace.validation.required', Field: 'Message' }])
    expect(errorsOf(await post({ ...valid, Message: 'm'.repeat(501) }))).toEqual([{ Code: 'workspace.validation.invalid', Field: 'Message' }])
    const loneSurrogate = `{"BaseRevisionId":"${working.Id}","Message":"\\ud800","Changes":[{"Path":"bad.txt","Content":"x"}]}`
    expect(errorsOf(await post(loneSurrogate))).toEqual([{ Code: 'workspace.validation.invalid', Field: 'Message' }])
    const replies = await Promise.all([
      post({ ...valid, Changes: [{ Path: 'bad.txt', Content: 'a\u0000b' }] }),
      post('{"BaseRevisionId":null,"Message":"x","Changes":[{"Path":"bad.txt","Content":"\\ud800"}]}'),
      post({ ...valid, Changes: [{ Path: 'p'.repeat(200_000), Content: 'x' }] }),
      post({ ...valid, Changes: 'all of them' }),
      post({ ...valid, Changes: [{ Path: 7, Content: 'x' }] }),
      post({ ...valid, Changes: [{ Path: 'x', Content: 'x', Extra: true }] }),
      post({ Message: 'x' }),
      post('{"Message": '),
    ])
    for (const reply of replies) {
      expect(reply.status).toBe(400)
      expect(reply.body.Success).toBe(false)
      expect(reply.body.Errors.length).toBeGreaterThan(0)
    }
    expect(replies[0]!.body.Errors[0]).toMatchObject({ Code: 'workspace.validation.invalid' })
    expect(replies[1]!.body.Errors[0]).toMatchObject({ Field: 'Changes[0].Content' })
    expect(replies[2]!.body.Errors[0]).toMatchObject({ Code: 'uiProject.revision.invalidPath', Field: 'Changes[0].Path' })
    expect((await source.working()).Id).toBe(working.Id)
  })
})

describe('reading revisions', () => {
  it('lists revisions newest first, in pages', async () => {
    const all = await source.ok<{ Items: RevisionSummary[]; TotalCount: number }>('GET', `${A}/revisions?pageSize=100`)
    expect(all.Items.map((item) => item.Number)).toEqual([...all.Items.map((item) => item.Number)].sort((a, b) => b - a))
    expect(all.Items.filter((item) => item.IsWorking)).toHaveLength(1)
    expect(all.Items[0]!.IsWorking).toBe(true)
    const second = await source.ok<{ Items: RevisionSummary[]; TotalCount: number; Page: number; PageSize: number }>('GET', `${A}/revisions?page=2&pageSize=1`)
    expect(second).toMatchObject({ Page: 2, PageSize: 1, TotalCount: all.TotalCount, Items: [all.Items[1]] })
    expect((await source.call('GET', `${A}/revisions?pageSize=101`)).status).toBe(400)
    expect((await source.call('GET', `${A}/revisions?page=0`)).status).toBe(400)
    expect((await source.call('GET', `${A}/revisions?page=abc`)).status).toBe(400)
  })

  it('answers 404 for an unknown revision or file and 400 for a path that is none', async () => {
    const working = await source.working()
    expect((await source.call('GET', revisionPath('no-such-revision'))).status).toBe(404)
    expect((await source.call('GET', `${revisionPath('no-such-revision')}/file?path=README.md`)).status).toBe(404)
    expect((await source.call('GET', `${revisionPath(working.Id)}/file?path=missing.txt`)).status).toBe(404)
    const bad = await source.call('GET', `${revisionPath(working.Id)}/file?path=..%2Fx`)
    expect(errorsOf(bad)).toEqual([{ Code: 'uiProject.revision.invalidPath', Field: 'path' }])
    expect((await source.call('GET', `${revisionPath(working.Id)}/file`)).status).toBe(400)
  })
})

describe('diffing two revisions', () => {
  it('lists added, modified and removed files with counts, either way round, patches on request', async () => {
    const from = await source.working()
    const [kept, removed] = from.Files.filter((file) => file.Path.endsWith('.json'))
    const keptText = (await fileOf(from, kept!.Path)).Content
    const to = (
      await save(source, [
        { Path: 'diff/added.txt', Content: 'one\ntwo\n' },
        { Path: kept!.Path, Content: `${keptText}\n` },
        { Path: removed!.Path, Content: null },
      ])
    ).body.Data
    const diff = await source.ok<{ AddedCount: number; ModifiedCount: number; RemovedCount: number; Files: Array<Record<string, unknown>> }>(
      'GET',
      `${A}/revisions/diff?fromRevisionId=${from.Id}&toRevisionId=${to.Id}`,
    )
    expect(diff).toMatchObject({ FromRevisionId: from.Id, ToRevisionId: to.Id, AddedCount: 1, ModifiedCount: 1, RemovedCount: 1 })
    expect(diff.Files).toEqual(
      expect.arrayContaining([
        { Path: 'diff/added.txt', Change: 0, OldContentHash: null, NewContentHash: contentHash('one\ntwo\n'), AddedLines: 2, RemovedLines: 0, Patch: null },
        expect.objectContaining({ Path: kept!.Path, Change: 1, OldContentHash: kept!.ContentHash, Patch: null }),
        expect.objectContaining({ Path: removed!.Path, Change: 2, OldContentHash: removed!.ContentHash, NewContentHash: null, AddedLines: 0 }),
      ]),
    )
    expect(diff.Files).toHaveLength(3)

    const back = await source.ok<typeof diff>('GET', `${A}/revisions/diff?fromRevisionId=${to.Id}&toRevisionId=${from.Id}&includePatch=true`)
    expect(back).toMatchObject({ AddedCount: 1, ModifiedCount: 1, RemovedCount: 1 })
    expect(back.Files.find((file) => file.Path === 'diff/added.txt')).toMatchObject({ Change: 2, RemovedLines: 2 })
    expect(back.Files.find((file) => file.Path === 'diff/added.txt')!.Patch).toContain('-one\n-two')

    expect((await source.call('GET', `${A}/revisions/diff?fromRevisionId=${from.Id}&toRevisionId=unknown`)).status).toBe(404)
    expect((await source.call('GET', `${A}/revisions/diff?fromRevisionId=${from.Id}`)).status).toBe(400)
  })
})
