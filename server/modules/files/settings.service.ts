import type { ConfigSchemas } from '../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { isAbsolute, join, resolve } from 'node:path'
import type { Db } from '../../db'
import type { Issue } from '../../http/envelope'
import { EnvelopeError, issue, staleRowVersion } from '../../http/errors'
import { defaultFileTypeRules } from './policy/defaultPolicy'
import { judgeFile, normalizePolicy, policyHash, policyIssues, type FilePolicy, type PolicyVerdict } from './policy/policy'
import { optionalText } from '../../platform/values'
import type { FileSystemSettingsDto } from './files.types'
import { findSettings, insertSettingsIfMissing, updateSettingsIfCurrent, type SettingsWrite } from './settings.repo'
import { defaultFileRoot } from './storage/location'
import { StorageType as StorageTypes, FolderStrategy as FolderStrategies } from '../../../shared/enums'
import { appContextOf } from '../../platform/appContext'
export { StorageType as StorageTypes, FolderStrategy as FolderStrategies } from '../../../shared/enums'

/** The contract's FileSystemSettingsUpdateRequest: an optional member left out keeps its value. */
export type FileSystemSettingsUpdate = ConfigSchemas['FileSystemSettingsUpdateRequest']

/** What storing a file needs: the absolute root directory (RootPath, or the installation's default). */
export interface StorageSettings {
  storageType: number
  root: string
  folderStrategy: number
  constantFolderName: string | null
  trashRetentionHours: number
  maxUploadSizeBytes: number
}

const gibibyte = 1024 ** 3
export const settingsLimits = { minRetentionHours: 1, maxRetentionHours: 87_600, maxUploadSizeBytes: 10 * gibibyte } as const
// One folder name, the same on every file system: no separators, no "." or "..", no trailing dot.
const folderNamePattern = /^[A-Za-z0-9_-][A-Za-z0-9 _.-]{0,63}$/

/** Thirty days, until an administrator sets another retention. */
export const defaultTrashRetentionHours = 720

function defaultSettings(): SettingsWrite {
  const policy = normalizePolicy(defaultFileTypeRules, [])
  return {
    StorageType: StorageTypes.LocalFileSystem,
    RootPath: null,
    FolderStrategy: FolderStrategies.ByDate,
    ConstantFolderName: null,
    AllowedMimeTypes: policy.AllowedMimeTypes,
    TrashRetentionTimeHours: defaultTrashRetentionHours,
    FileTypeRules: policy.FileTypeRules,
    FileTypePolicyVersion: 1,
    FileTypePolicyHash: policyHash(policy),
    MaxUploadSizeBytes: gibibyte,
  }
}

/** The settings (the default row is created on first read). */
export async function readFileSystemSettings(db: Db): Promise<FileSystemSettingsDto> {
  const existing = await findSettings(db)
  if (existing) return existing
  await insertSettingsIfMissing(db, defaultSettings(), randomUUID(), appContextOf(db).clock())
  const created = await findSettings(db)
  if (!created) throw new Error('The file-system settings row could not be created.')
  return created
}

export async function readFilePolicy(db: Db): Promise<FilePolicy> {
  const settings = await readFileSystemSettings(db)
  return {
    AllowedMimeTypes: settings.AllowedMimeTypes,
    FileTypeRules: settings.FileTypeRules,
    Version: settings.FileTypePolicyVersion,
    Hash: settings.FileTypePolicyHash,
  }
}

/** Pass the app's Db, not a transaction: the default root is remembered per Db (storage/location.ts). */
export async function readStorageSettings(db: Db): Promise<StorageSettings> {
  const settings = await readFileSystemSettings(db)
  return {
    storageType: settings.StorageType,
    root: settings.RootPath ?? defaultFileRoot(db),
    folderStrategy: settings.FolderStrategy,
    constantFolderName: settings.ConstantFolderName,
    trashRetentionHours: settings.TrashRetentionTimeHours,
    maxUploadSizeBytes: settings.MaxUploadSizeBytes,
  }
}

function settingsIssues(body: FileSystemSettingsUpdate, constantFolderName: string | null): Issue[] {
  const issues: Issue[] = []
  if (body.StorageType !== StorageTypes.LocalFileSystem) {
    const name = Object.entries(StorageTypes).find(([, value]) => value === body.StorageType)?.[0] ?? 'Unknown'
    issues.push(issue('workspace.files.storageTypeUnsupported',
      `This installation stores files only in the local file system; the storage type ${name} (${body.StorageType}) is not supported.`, 'StorageType'))
  }
  const { minRetentionHours, maxRetentionHours, maxUploadSizeBytes } = settingsLimits
  if (body.TrashRetentionTimeHours < minRetentionHours || body.TrashRetentionTimeHours > maxRetentionHours) {
    issues.push(issue('workspace.validation.invalid', `TrashRetentionTimeHours must be between ${minRetentionHours} and ${maxRetentionHours} hours (10 years).`, 'TrashRetentionTimeHours'))
  }
  if (body.MaxUploadSizeBytes < 1 || body.MaxUploadSizeBytes > maxUploadSizeBytes) {
    issues.push(issue('workspace.validation.invalid', `MaxUploadSizeBytes must be between 1 byte and ${maxUploadSizeBytes} bytes (10 GiB).`, 'MaxUploadSizeBytes'))
  }
  if (constantFolderName === null && body.FolderStrategy === FolderStrategies.Constant) {
    issues.push(issue('workspace.validation.required', 'ConstantFolderName is required when files go to one constant folder.', 'ConstantFolderName'))
  } else if (constantFolderName !== null && !isSafeFolderName(constantFolderName)) {
    issues.push(issue('workspace.validation.invalid',
      'ConstantFolderName must be one folder name of at most 64 letters, digits, spaces, ".", "_" and "-", not ending in a dot.', 'ConstantFolderName'))
  }
  return [...issues, ...policyIssues(body.FileTypeRules, body.AllowedMimeTypes)]
}

function isSafeFolderName(name: string): boolean {
  return folderNamePattern.test(name) && !name.endsWith('.')
}

/** Creates the directory and proves the server can write there; answers the issue when it cannot. */
async function rootPathIssue(rootPath: string): Promise<Issue | null> {
  const unusable = (reason: string) => issue('workspace.files.rootPathUnusable', `RootPath ${reason}`, 'RootPath')
  if (!isAbsolute(rootPath)) return unusable('must be an absolute path.')
  const directory = resolve(rootPath)
  const probe = join(directory, `.write-check-${randomUUID()}`)
  try {
    await mkdir(directory, { recursive: true })
    if (!(await stat(directory)).isDirectory()) return unusable('is not a directory.')
    await writeFile(probe, '')
    await rm(probe, { force: true })
    return null
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return unusable(`cannot be created or written by the server${code ? ` (${code})` : ''}.`)
  }
}

/** Replaces every setting; the policy gets the next version only when its hash changes. */
export async function updateFileSystemSettings(db: Db, body: FileSystemSettingsUpdate, now: Date): Promise<FileSystemSettingsDto> {
  const current = await readFileSystemSettings(db)
  const rootPathText = body.RootPath === undefined ? current.RootPath : optionalText(body.RootPath)
  const constantFolderName = body.ConstantFolderName === undefined ? current.ConstantFolderName : optionalText(body.ConstantFolderName)
  const issues = settingsIssues(body, constantFolderName)
  if (issues.length > 0) throw new EnvelopeError(400, issues)
  if (body.RowVersion !== current.RowVersion) throw staleRowVersion(current)

  const rootIssue = rootPathText === null ? null : await rootPathIssue(rootPathText)
  if (rootIssue) throw new EnvelopeError(400, [rootIssue])
  const rootPath = rootPathText === null ? null : resolve(rootPathText)

  const policy = normalizePolicy(body.FileTypeRules, body.AllowedMimeTypes)
  const hash = policyHash(policy)
  const write: SettingsWrite = {
    StorageType: body.StorageType,
    RootPath: rootPath,
    FolderStrategy: body.FolderStrategy,
    ConstantFolderName: constantFolderName,
    AllowedMimeTypes: policy.AllowedMimeTypes,
    TrashRetentionTimeHours: body.TrashRetentionTimeHours,
    FileTypeRules: policy.FileTypeRules,
    FileTypePolicyVersion: hash === current.FileTypePolicyHash ? current.FileTypePolicyVersion : current.FileTypePolicyVersion + 1,
    FileTypePolicyHash: hash,
    MaxUploadSizeBytes: body.MaxUploadSizeBytes,
  }
  // Only a write from the RowVersion read above lands: a save in between makes this one stale.
  const saved = await updateSettingsIfCurrent(db, write, current.RowVersion, randomUUID(), now)
  if (!saved) throw staleRowVersion(await readFileSystemSettings(db))
  return saved
}

/** The contract's FilePolicyTestRequest. */
export type FilePolicyTest = ConfigSchemas['FilePolicyTestRequest']

const maxLeadingBytes = 64
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/

function leadingBytesOf(base64: string | null | undefined): Uint8Array | null {
  const text = base64?.replace(/\s+/g, '') ?? ''
  if (text === '') return null
  if (!base64Pattern.test(text) || text.length % 4 === 1) {
    throw new EnvelopeError(400, [issue('workspace.validation.invalid', 'LeadingBytesBase64 is not valid base64.', 'LeadingBytesBase64')])
  }
  return new Uint8Array(Buffer.from(text, 'base64').subarray(0, maxLeadingBytes))
}

/** The verdict an upload would get, under the saved policy or an unsaved draft; nothing is stored. */
export async function testFilePolicy(db: Db, body: FilePolicyTest): Promise<PolicyVerdict> {
  const leadingBytes = leadingBytesOf(body.LeadingBytesBase64)
  const saved = await readFilePolicy(db)
  let policy = saved
  if (body.Draft) {
    const issues = policyIssues(body.Draft.FileTypeRules, body.Draft.AllowedMimeTypes, 'Draft.')
    if (issues.length > 0) throw new EnvelopeError(400, issues)
    const draft = normalizePolicy(body.Draft.FileTypeRules, body.Draft.AllowedMimeTypes)
    policy = { ...draft, Version: saved.Version, Hash: policyHash(draft) }
  }
  return judgeFile(policy, { fileName: body.FileName, mimeType: body.MimeType ?? null, leadingBytes })
}
