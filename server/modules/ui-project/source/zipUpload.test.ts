import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectLimits } from './paths'
import type { RevisionDetail } from './revisions.view'
import { A, save, startSourceApi, type SourceApi } from '../../../test/fixtures/ui-project/source'
import { writeProjectZip } from './zip'
import { buildZip, unixFile, type RawEntry } from '../../../test/fixtures/ui-project/zip'

let source: SourceApi

beforeAll(async () => {
  source = await startSourceApi()
})

afterAll(async () => {
  await source?.close()
})

const download = (revisionId: string) => source.bytes(`${A}/revisions/${revisionId}/zip`)
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const query = (values: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString()
const upload = (zip: Uint8Array, values: Record<string, string | undefined>) => source.call<RevisionDetail>('POST', `${A}/zip?${query(values)}`, { zip })
const preflight = (zip: Uint8Array, baseRevisionId: string | undefined) =>
  source.call<Record<string, unknown>>('POST', `${A}/zip/preflight?${query({ baseRevisionId })}`, { zip })
const revisionCount = async () => (await source.api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM ui_project_revisions'))[0]!.count

async function workingTree(): Promise<{ revision: RevisionDetail; files: Map<string, string> }> {
  const revision = await source.working()
  const files = new Map<string, string>()
  for (const file of revision.Files) {
    const read = await source.ok<{ Content: string }>('GET', `${A}/revisions/${revision.Id}/file?path=${encodeURIComponent(file.Path)}`)
    files.set(file.Path, read.Content)
  }
  return { revision, files }
}

describe('ZIP download and upload', () => {
  it('round-trips byte for byte: download, upload as a new revision, download again', async () => {
    const original = await source.working()
    const first = await download(original.Id)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/zip')
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="workspace-ui-r${original.Number}.zip"`)
    expect((await download(original.Id)).bytes.equals(first.bytes)).toBe(true)

    const edited = (await save(source, [{ Path: 'README.md', Content: 'Edited before the upload\n' }])).body.Data
    const uploaded = await upload(first.bytes, { baseRevisionId: edited.Id, expectedPackageHash: sha256(first.bytes) })
    expect(uploaded.status).toBe(200)
    expect(uploaded.body.Data).toMatchObject({
      Number: edited.Number + 1,
      ParentRevisionId: edited.Id,
      Source: 2,
      ContentHash: original.ContentHash,
      FileCount: original.FileCount,
      Message: `Uploaded ${original.FileCount} files`,
      Files: original.Files,
    })
    expect((await download(uploaded.body.Data.Id)).bytes.equals(first.bytes)).toBe(true)
  })

  it('answers 404 for the ZIP of an unknown revision', async () => {
    const reply = await source.call('GET', `${A}/revisions/unknown/zip`)
    expect(reply.status).toBe(404)
    expect(reply.body.Errors[0]!.Code).toBe('workspace.notFound')
  })
})

describe('ZIP preflight', () => {
  it('lists what the package adds, changes and removes, with its hash, and writes nothing', async () => {
    const { revision, files } = await workingTree()
    const [removed, changed] = [...files.keys()].filter((path) => path.startsWith('src/'))
    files.delete(removed!)
    files.set(changed!, `${files.get(changed!)}\n// changed\n`)
    files.set('src/added.ts', 'export const added = true\n')
    const zip = writeProjectZip(files)
    const before = await revisionCount()

    const reply = await preflight(zip, revision.Id)
    expect(reply.status).toBe(200)
    expect(reply.body.Data).toEqual({
      BaseRevisionId: revision.Id,
      PackageHash: sha256(zip),
      SizeBytes: zip.length,
      FileCount: files.size,
      Added: ['src/added.ts'],
      Changed: [changed],
      Removed: [removed],
      UnchangedCount: files.size - 2,
      Ignored: [],
    })
    expect(await revisionCount()).toBe(before)

    const stale = await preflight(zip, revision.ParentRevisionId ?? undefined)
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]).toMatchObject({ Code: 'uiProject.revision.stale', Field: 'baseRevisionId' })
  })

  it('names ignored entries and strips a folder that wraps everything', async () => {
    const { revision, files } = await workingTree()
    const entries: RawEntry[] = [...files].map(([path, content]) => ({ name: `project/${path}`, content }))
    entries.push({ name: 'project/.DS_Store', content: 'x' }, { name: '__MACOSX/project/._README.md', content: 'x' })
    const reply = await preflight(buildZip(entries), revision.Id)
    expect(reply.status).toBe(200)
    expect(reply.body.Data).toMatchObject({ Added: [], Changed: [], Removed: [], UnchangedCount: files.size })
    expect(reply.body.Data.Ignored).toHaveLength(2)
  })
})

describe('ZIP upload refusals', () => {
  it('answers 409 when the package is not the one the preflight checked, and when the base is stale', async () => {
    const { revision, files } = await workingTree()
    files.set('changed-after-preflight.txt', 'x')
    const zip = writeProjectZip(files)
    const other = await upload(zip, { baseRevisionId: revision.Id, expectedPackageHash: sha256(new Uint8Array([1])) })
    expect(other.status).toBe(409)
    expect(other.body.Errors[0]).toMatchObject({ Code: 'uiProject.zip.packageChanged', Field: 'expectedPackageHash' })
    const malformed = await upload(zip, { baseRevisionId: revision.Id, expectedPackageHash: 'not-a-hash' })
    expect(malformed.status).toBe(400)
    const stale = await upload(zip, { baseRevisionId: revision.ParentRevisionId ?? undefined, expectedPackageHash: sha256(zip) })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]!.Code).toBe('uiProject.revision.stale')
    expect(stale.body.Data).toEqual(revision)
    expect((await upload(writeProjectZip((await workingTree()).files), { baseRevisionId: revision.Id })).body.Errors[0]!.Code).toBe('uiProject.revision.noChanges')

    const applied = await upload(zip, { baseRevisionId: revision.Id, expectedPackageHash: sha256(zip).toUpperCase(), message: 'From my laptop' })
    expect(applied.status).toBe(200)
    expect(applied.body.Data).toMatchObject({ Message: 'From my laptop', FileCount: files.size, Source: 2 })
  })

  it('refuses hostile packages over HTTP and writes nothing', async () => {
    const { revision } = await workingTree()
    const before = await revisionCount()
    const hostile: Array<[string, Uint8Array, string]> = [
      ['traversal', buildZip([{ name: '../../etc/evil.sh', content: 'x' }, { name: 'ok.txt', content: 'x' }]), 'uiProject.zip.traversal'],
      ['symlink', buildZip([{ name: 'link', content: '/etc/passwd', method: 0, externalAttributes: unixFile(0o120777) }]), 'uiProject.zip.link'],
      ['huge entry', buildZip([{ name: 'huge.txt', content: 'x', uncompressedSize: 100 * 1024 * 1024, compressedSize: 1 }]), 'uiProject.zip.entryTooLarge'],
      [
        'too many files',
        buildZip(Array.from({ length: projectLimits.maxFiles + 1 }, (_, index): RawEntry => ({ name: `f${index}.txt`, content: 'x' }))),
        'uiProject.zip.tooManyFiles',
      ],
      ['bomb', buildZip([{ name: 'bomb.txt', content: new Uint8Array(4 * 1024 * 1024).fill(0x61), uncompressedSize: 1024, crc: 0 }]), 'uiProject.zip.sizeMismatch'],
      ['garbage', new Uint8Array(2048).map((_, index) => (index * 7919) % 251), 'uiProject.zip.notZip'],
      ['binary content', buildZip([{ name: 'image.txt', content: new Uint8Array([0x89, 0x50, 0x00, 0x01]) }]), 'uiProject.zip.notText'],
    ]
    for (const [name, zip, code] of hostile) {
      for (const reply of [await upload(zip, { baseRevisionId: revision.Id }), await preflight(zip, revision.Id)]) {
        expect(reply.status, name).toBe(400)
        expect(reply.body.Errors[0], name).toMatchObject({ Code: code, Field: 'Package' })
      }
    }
    const traversal = await upload(hostile[0]![1], { baseRevisionId: revision.Id })
    expect(traversal.body.Errors[0]!.Target).toBe('../../etc/evil.sh')
    expect(await revisionCount()).toBe(before)
    expect((await source.working()).Id).toBe(revision.Id)
  })

  it('refuses packages over the size limit, empty bodies and other media types with envelopes', async () => {
    const { revision } = await workingTree()
    const tooLarge = await upload(new Uint8Array(projectLimits.maxZipBytes + 1), { baseRevisionId: revision.Id })
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body.Errors[0]).toMatchObject({ Code: 'uiProject.zip.archiveTooLarge', Field: 'Package' })
    const far = await upload(new Uint8Array(projectLimits.maxZipBytes * 2), { baseRevisionId: revision.Id })
    expect(far.status).toBe(413)
    expect(far.body.Success).toBe(false)
    const empty = await upload(new Uint8Array(0), { baseRevisionId: revision.Id })
    expect(empty.status).toBe(400)
    expect(empty.body.Errors[0]).toMatchObject({ Code: 'uiProject.zip.empty', Field: 'Package' })
    const json = await source.call('POST', `${A}/zip?baseRevisionId=${revision.Id}`, { body: { files: [] } })
    expect(json.status).toBe(415)
    expect((await source.working()).Id).toBe(revision.Id)
  })

  it('checks the package against the files module\'s type policy', async () => {
    const { revision, files } = await workingTree()
    // The settings row exists once something read the policy.
    expect((await preflight(writeProjectZip(files), revision.Id)).status).toBe(200)
    const [settings] = await source.api.db.query<{ file_type_rules: unknown }>('SELECT file_type_rules FROM filesystem_settings')
    await source.api.db.query(`UPDATE filesystem_settings SET file_type_rules = '[{"Extensions":["pdf"],"MimeTypes":["application/pdf"]}]'::jsonb`)
    try {
      const reply = await preflight(writeProjectZip(files), revision.Id)
      expect(reply.status).toBe(400)
      expect(reply.body.Errors[0]).toMatchObject({ Code: 'workspace.files.policy.extensionNotAllowed', Field: 'Package' })
    } finally {
      await source.api.db.query('UPDATE filesystem_settings SET file_type_rules = $1::jsonb', [JSON.stringify(settings!.file_type_rules)])
    }
  })
})
