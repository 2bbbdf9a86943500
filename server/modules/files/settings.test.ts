import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PolicyVerdict } from './policy/policy'
import type { FileSystemSettingsDto } from './files.types'
import { readFilePolicy, readStorageSettings } from './settings.service'
import { defaultFileRoot } from './storage/location'
import { startTestApi, type TestApi } from '../../test/testApi'
import { leanDemoApi } from '../../test/fixtures/entities/schema'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})
afterAll(async () => {
  await api?.close()
})

const settingsPath = '/api/workspace/filesystem/settings'
const testPath = '/api/workspace/filesystem/policy/test'
const gibibyte = 1024 ** 3
// The first bytes of a Windows program ("MZ" header).
const windowsProgramBase64 = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]).toString('base64')

const read = () => api.ok<FileSystemSettingsDto>('GET', settingsPath)

/** An update carrying the current settings with some members changed. */
function updateOf(current: FileSystemSettingsDto, changes: Partial<FileSystemSettingsDto> = {}): Record<string, unknown> {
  const { FileTypePolicyVersion: _version, FileTypePolicyHash: _hash, ...members } = { ...current, ...changes }
  return members
}

const put = (body: Record<string, unknown>, role?: 'admin' | 'configurator' | 'operator') =>
  api.call<FileSystemSettingsDto>('PUT', settingsPath, body, role)

const fieldsOf = (reply: { body: { Errors: Array<{ Field?: string }> } }) => reply.body.Errors.map((error) => error.Field)

describe('file-system settings', () => {
  it('creates the defaults once, even when the first reads come together', async () => {
    const [first, second] = await Promise.all([read(), read()])
    expect(first).toEqual(second)
    expect(await api.sql('SELECT id FROM filesystem_settings')).toHaveLength(1)
    expect(first).toMatchObject({
      StorageType: 1, RootPath: null, FolderStrategy: 1, ConstantFolderName: null, AllowedMimeTypes: [],
      TrashRetentionTimeHours: 720, MaxUploadSizeBytes: gibibyte, FileTypePolicyVersion: 1,
    })
    expect(first.FileTypePolicyHash).toMatch(/^[0-9a-f]{64}$/)
    expect(first.FileTypeRules).toContainEqual({ Extensions: ['jpeg', 'jpg'], MimeTypes: ['image/jpeg'] })
    expect(first.FileTypeRules).toContainEqual({ Extensions: ['md'], MimeTypes: ['text/markdown', 'text/plain'] })
  })

  it('lets Admin and Configurator read them, not an Operator', async () => {
    expect((await api.call('GET', settingsPath, undefined, 'configurator')).status).toBe(200)
    const operator = await api.call('GET', settingsPath, undefined, 'operator')
    expect(operator.status).toBe(403)
    expect((operator.body as unknown as { requiredRoles: string[] }).requiredRoles).toEqual(['Admin', 'Configurator'])
  })

  it('saves a change, and moves the policy version only when the policy changes', async () => {
    const current = await read()
    const retention = await put(updateOf(current, { TrashRetentionTimeHours: 48, MaxUploadSizeBytes: 5 * gibibyte }))
    expect(retention.status).toBe(200)
    expect(retention.body.Data).toMatchObject({
      TrashRetentionTimeHours: 48, MaxUploadSizeBytes: 5 * gibibyte,
      FileTypePolicyVersion: current.FileTypePolicyVersion, FileTypePolicyHash: current.FileTypePolicyHash,
    })
    expect(retention.body.Data.RowVersion).not.toBe(current.RowVersion)

    // The same rules in another order, written differently: the same policy.
    const reordered = [...current.FileTypeRules].reverse().map((rule) => ({ ...rule, Extensions: rule.Extensions.map((extension) => `.${extension.toUpperCase()}`) }))
    const same = await put(updateOf(retention.body.Data, { FileTypeRules: reordered }))
    expect(same.status).toBe(200)
    expect(same.body.Data).toMatchObject({ FileTypePolicyVersion: current.FileTypePolicyVersion, FileTypePolicyHash: current.FileTypePolicyHash })
    expect(same.body.Data.FileTypeRules[0]).toEqual({ Extensions: ['pptx'], MimeTypes: [current.FileTypeRules.at(-1)!.MimeTypes[0]] })

    const withVideo = await put(updateOf(same.body.Data, { FileTypeRules: [...current.FileTypeRules, { Extensions: ['mp4'], MimeTypes: ['video/mp4'] }] }))
    expect(withVideo.body.Data.FileTypePolicyVersion).toBe(current.FileTypePolicyVersion + 1)
    expect(withVideo.body.Data.FileTypePolicyHash).not.toBe(current.FileTypePolicyHash)
    expect(await readFilePolicy(api.db)).toMatchObject({ Version: current.FileTypePolicyVersion + 1, Hash: withVideo.body.Data.FileTypePolicyHash })

    const back = await put(updateOf(withVideo.body.Data, { FileTypeRules: current.FileTypeRules }))
    expect(back.body.Data).toMatchObject({ FileTypePolicyVersion: current.FileTypePolicyVersion + 2, FileTypePolicyHash: current.FileTypePolicyHash })
  })

  it('answers 409 with the current settings on a stale RowVersion', async () => {
    const current = await read()
    await put(updateOf(current, { TrashRetentionTimeHours: 24 }))
    const stale = await put(updateOf(current, { TrashRetentionTimeHours: 12 }))
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]).toMatchObject({ Code: 'workspace.concurrency.stale', Field: 'RowVersion' })
    expect(stale.body.Data).toMatchObject({ TrashRetentionTimeHours: 24 })
    expect(stale.body.Data).toEqual(await read())
  })

  it('refuses a storage type this installation cannot serve, naming it', async () => {
    const reply = await put(updateOf(await read(), { StorageType: 2 }))
    expect(reply.status).toBe(400)
    expect(reply.body.Errors[0]).toMatchObject({ Code: 'workspace.files.storageTypeUnsupported', Field: 'StorageType' })
    expect(reply.body.Errors[0]!.Message).toContain('NetworkShare (2)')
  })

  it('names every invalid member', async () => {
    const reply = await put(updateOf(await read(), {
      TrashRetentionTimeHours: 0,
      MaxUploadSizeBytes: 10 * gibibyte + 1,
      FolderStrategy: 5,
      ConstantFolderName: null,
      AllowedMimeTypes: ['text/'],
      FileTypeRules: [{ Extensions: [], MimeTypes: ['application/pdf'] }, { Extensions: ['x/y'], MimeTypes: ['pdf'] }],
    }))
    expect(reply.status).toBe(400)
    expect(fieldsOf(reply)).toEqual([
      'TrashRetentionTimeHours', 'MaxUploadSizeBytes', 'ConstantFolderName', 'AllowedMimeTypes[0]',
      'FileTypeRules[0].Extensions', 'FileTypeRules[1].Extensions[0]', 'FileTypeRules[1].MimeTypes[0]',
    ])
    const unsafeFolder = await put(updateOf(await read(), { FolderStrategy: 5, ConstantFolderName: '../outside' }))
    expect(fieldsOf(unsafeFolder)).toEqual(['ConstantFolderName'])
  })

  it('saves a constant folder and keeps members that an update leaves out', async () => {
    const saved = await put(updateOf(await read(), { FolderStrategy: 5, ConstantFolderName: ' Shared files ' }))
    expect(saved.body.Data).toMatchObject({ FolderStrategy: 5, ConstantFolderName: 'Shared files' })
    const { ConstantFolderName: _name, ...withoutName } = updateOf(saved.body.Data)
    const kept = await put(withoutName)
    expect(kept.body.Data).toMatchObject({ FolderStrategy: 5, ConstantFolderName: 'Shared files' })
    await put(updateOf(kept.body.Data, { FolderStrategy: 1, ConstantFolderName: null }))
  })

  it('creates a RootPath and refuses one that is relative or cannot be a directory', async () => {
    const base = mkdtempSync(join(tmpdir(), 'files-settings-'))
    const root = join(base, 'nested', 'files')
    const saved = await put(updateOf(await read(), { RootPath: `${root}/` }))
    expect(saved.status).toBe(200)
    expect(saved.body.Data.RootPath).toBe(root)
    expect((await readStorageSettings(api.db)).root).toBe(root)

    const relative = await put(updateOf(await read(), { RootPath: 'files' }))
    expect(relative.body.Errors[0]).toMatchObject({ Code: 'workspace.files.rootPathUnusable', Field: 'RootPath' })
    writeFileSync(join(base, 'a-file'), 'x')
    const notDirectory = await put(updateOf(await read(), { RootPath: join(base, 'a-file') }))
    expect(notDirectory.status).toBe(400)
    expect(notDirectory.body.Errors[0]).toMatchObject({ Code: 'workspace.files.rootPathUnusable', Field: 'RootPath' })

    const cleared = await put(updateOf(await read(), { RootPath: null }))
    expect(cleared.body.Data.RootPath).toBeNull()
    expect((await readStorageSettings(api.db)).root).toBe(defaultFileRoot(api.db))
  })

  it('keeps the update to Admin', async () => {
    const reply = await put(updateOf(await read()), 'configurator')
    expect(reply.status).toBe(403)
    expect((reply.body as unknown as { requiredPermissions: string[] }).requiredPermissions).toEqual(['settings.manage'])
  })
})

describe('the policy tester', () => {
  const judge = (body: Record<string, unknown>, role?: 'admin' | 'configurator' | 'operator') => api.call<PolicyVerdict>('POST', testPath, body, role)

  it('answers the verdict of the saved policy', async () => {
    const policy = await read()
    const allowed = await judge({ FileName: 'scans/Invoice.PDF', MimeType: 'application/pdf' }, 'configurator')
    expect(allowed.status).toBe(200)
    expect(allowed.body.Data).toMatchObject({
      Allowed: true, Code: 'workspace.files.policy.allowed', FileName: 'Invoice.PDF', Extension: 'pdf',
      PolicyVersion: policy.FileTypePolicyVersion, PolicyHash: policy.FileTypePolicyHash,
    })

    const pngRule = policy.FileTypeRules.findIndex((rule) => rule.Extensions.includes('png'))
    const mismatch = await judge({ FileName: 'photo.png', MimeType: 'image/jpeg' })
    expect(mismatch.status).toBe(200)
    expect(mismatch.body.Data).toMatchObject({ Allowed: false, Code: 'workspace.files.policy.mimeMismatch', RuleIndex: pngRule, Rule: policy.FileTypeRules[pngRule] })
    expect(mismatch.body.Data.Message).toBe(`Rule ${pngRule + 1} (.png) allows image/png, not image/jpeg.`)

    expect((await judge({ FileName: 'README', MimeType: 'text/plain' })).body.Data.Code).toBe('workspace.files.policy.extensionMissing')
  })

  it('refuses a program named .pdf from its leading bytes', async () => {
    const reply = await judge({ FileName: 'invoice.pdf', MimeType: 'application/pdf', LeadingBytesBase64: windowsProgramBase64 })
    expect(reply.body.Data).toMatchObject({
      Allowed: false, Code: 'workspace.files.policy.executableRefused', DetectedContentType: 'application/x-msdownload', Extension: 'pdf',
    })
    expect(reply.body.Data.RuleIndex).not.toBeNull()
  })

  it('answers 400 naming LeadingBytesBase64 when it is not base64', async () => {
    const reply = await judge({ FileName: 'a.pdf', MimeType: 'application/pdf', LeadingBytesBase64: 'not base64!' })
    expect(reply.status).toBe(400)
    expect(fieldsOf(reply)).toEqual(['LeadingBytesBase64'])
  })

  it('judges unsaved draft rules with their own hash', async () => {
    const policy = await read()
    const Draft = { AllowedMimeTypes: [], FileTypeRules: [{ Extensions: ['.MP4'], MimeTypes: ['video/mp4'] }] }
    const reply = await judge({ FileName: 'clip.mp4', MimeType: 'video/mp4; codecs=avc1', Draft })
    expect(reply.body.Data).toMatchObject({ Allowed: true, RuleIndex: 0, MimeType: 'video/mp4', PolicyVersion: policy.FileTypePolicyVersion })
    expect(reply.body.Data.PolicyHash).not.toBe(policy.FileTypePolicyHash)
    expect((await judge({ FileName: 'clip.mp4', MimeType: 'video/mp4' })).body.Data.Code).toBe('workspace.files.policy.extensionNotAllowed')

    const invalid = await judge({ FileName: 'clip.mp4', MimeType: null, Draft: { AllowedMimeTypes: [], FileTypeRules: [{ Extensions: ['mp4'], MimeTypes: ['mp4'] }] } })
    expect(invalid.status).toBe(400)
    expect(fieldsOf(invalid)).toEqual(['Draft.FileTypeRules[0].MimeTypes[0]'])
  })

  it('is not for an Operator', async () => {
    expect((await judge({ FileName: 'a.pdf', MimeType: null }, 'operator')).status).toBe(403)
  })
})
