/**
 * The extension-aware declared MIME policy (docs/files.md): pure functions, no database.
 * STUB: the signatures are fixed; the bodies are being written.
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

export declare function judgeFile(policy: FilePolicy, input: PolicyInput): PolicyVerdict
/** A display name safe to store: path parts and control characters removed, bounded length. */
export declare function safeFileName(name: string): string
