import { EnvelopeError, badRequest } from '../../http/errors'
import type { Issue } from '../../http/envelope'
import { FileCodes } from './files.types'
import type { PolicyVerdict } from './policy/policy'
import { StorageTypes, type StorageSettings } from './settings.service'

/** Refusals shared by uploads and file actions: the policy's verdict, the storage type, descriptions. */

const nameChecks = new Set(['extensionMissing', 'extensionNotAllowed'])
const typeChecks = new Set(['mimeMismatch', 'mimeNotAllowed'])

/** The member a refused check is about: the name, the declared type, or (content checks) none. */
function fieldOf(code: string, nameField: string): string | undefined {
  const check = code.split('.').pop() ?? ''
  if (nameChecks.has(check)) return nameField
  if (typeChecks.has(check)) return 'MimeType'
  return undefined
}

/**
 * 400 with the verdict's code, message and deciding rule (Metadata RuleIndex, Extension, MimeType).
 * A rename names only the file name: the type is the stored one.
 */
export function policyRefusal(verdict: PolicyVerdict, nameField = 'FileName', nameOnly = false): EnvelopeError {
  const metadata: Record<string, string> = {}
  if (verdict.RuleIndex !== null) metadata.RuleIndex = String(verdict.RuleIndex)
  if (verdict.Extension !== null) metadata.Extension = verdict.Extension
  if (verdict.MimeType !== null) metadata.MimeType = verdict.MimeType
  if (verdict.DetectedContentType !== null) metadata.DetectedContentType = verdict.DetectedContentType
  metadata.PolicyVersion = String(verdict.PolicyVersion)
  const field = nameOnly ? nameField : fieldOf(verdict.Code, nameField)
  const refused: Issue = { Code: verdict.Code, Message: verdict.Message, Metadata: metadata, ...(field ? { Field: field } : {}) }
  return new EnvelopeError(400, [refused])
}

export function assertAllowed(verdict: PolicyVerdict, nameField = 'FileName', nameOnly = false): void {
  if (!verdict.Allowed) throw policyRefusal(verdict, nameField, nameOnly)
}

/** Only the local file system is served here; a settings row naming another type stores nothing. */
export function assertServedStorage(storage: StorageSettings): void {
  if (storage.storageType === StorageTypes.LocalFileSystem) return
  const name = Object.entries(StorageTypes).find(([, value]) => value === storage.storageType)?.[0] ?? String(storage.storageType)
  const error = badRequest(FileCodes.storageTypeUnsupported, `This installation stores files only on its local file system, not in ${name}.`)
  for (const found of error.issues) found.Metadata = { StorageType: name }
  throw error
}

export const maxDescriptionLength = 2000

/** A trimmed description (blank: none), bounded. */
export function descriptionOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  if (trimmed.length > maxDescriptionLength) {
    throw badRequest(FileCodes.descriptionTooLong, `Description may have at most ${maxDescriptionLength} characters.`, 'Description')
  }
  return trimmed
}

/** A SHA-256 the client gives: 64 hex digits (any case), kept in lower case. */
export function checksumOf(value: string | null | undefined, field = 'ChecksumSha256'): string | null {
  if (value === null || value === undefined || value.trim() === '') return null
  const normalised = value.trim().toLowerCase()
  if (!/^[0-9a-f]{64}$/.test(normalised)) {
    throw badRequest(FileCodes.invalidChecksum, 'ChecksumSha256 must be the 64 hexadecimal digits of a SHA-256.', field)
  }
  return normalised
}
