/**
 * The extension-aware declared MIME policy (docs/files.md): pure functions, no database.
 * The checks live in judge.ts; this file is the module's one entry point.
 */

export interface FileTypeRule {
  Extensions: string[]
  MimeTypes: string[]
}

export interface FilePolicy {
  AllowedMimeTypes: string[]
  FileTypeRules: FileTypeRule[]
  Version: number
  Hash: string
}

export interface PolicyInput {
  /** As the client sent it: may hold path parts, odd case, several extensions. */
  fileName: string
  /** Declared MIME type (parameters allowed); null asks what the rules allow for the name. */
  mimeType: string | null
  /** The first bytes of the content (up to 64), when known. */
  leadingBytes?: Uint8Array | null
}

/** The FilePolicyVerdict of the contract. */
export interface PolicyVerdict {
  Allowed: boolean
  Code: string
  Message: string
  FileName: string
  Extension: string | null
  MimeType: string | null
  RuleIndex: number | null
  Rule: FileTypeRule | null
  AllowedMimeTypesForExtension: string[]
  DetectedContentType: string | null
  PolicyVersion: number
  PolicyHash: string
}

export { judgeFile } from './judge'
export { safeFileName } from './fileName'
export { normalizePolicy, normalizeMimeType, normalizeExtension, type FileTypeRuleInput, type NormalizedPolicy } from './normalize'
export { policyHash } from './policyHash'
export { policyIssues } from './policyIssues'
