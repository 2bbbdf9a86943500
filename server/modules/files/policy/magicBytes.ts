/** What the first bytes of a file say it is, by the signatures of common types. */

export type ExecutableKind = 'windows' | 'elf' | 'macho' | 'script'

export interface DetectedContent {
  /** The usual MIME type of the signature. */
  mimeType: string
  /** Set for programs: these are refused unless the declared type says "program of this kind". */
  executable: ExecutableKind | null
  /** The declared types this content may honestly carry. */
  compatible: (declared: string) => boolean
}

const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0))

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

const oneOf = (...types: string[]) => (declared: string): boolean => types.includes(declared)

/** The declared types of programs, per kind: an administrator allows them by naming them in a rule. */
export const executableTypes: Record<ExecutableKind, readonly string[]> = {
  windows: ['application/x-msdownload', 'application/x-dosexec', 'application/vnd.microsoft.portable-executable', 'application/x-ms-dos-executable', 'application/x-msdos-program'],
  elf: ['application/x-executable', 'application/x-elf', 'application/x-sharedlib', 'application/x-pie-executable'],
  macho: ['application/x-mach-binary', 'application/x-mach-o-executable', 'application/java-vm'],
  script: ['text/x-shellscript', 'application/x-sh', 'text/x-sh', 'application/x-shellscript', 'text/x-python', 'text/x-script.python', 'text/x-perl', 'application/x-perl', 'text/x-ruby', 'application/x-ruby'],
}

export function isExecutableType(declared: string): boolean {
  return Object.values(executableTypes).some((types) => types.includes(declared))
}

// ZIP is the container of Office Open XML, OpenDocument, EPUB and JAR files.
const zipCompatible = (declared: string): boolean =>
  ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'application/java-archive'].includes(declared) ||
  declared.startsWith('application/vnd.openxmlformats-officedocument.') ||
  declared.startsWith('application/vnd.oasis.opendocument.') ||
  declared.endsWith('+zip')

interface Signature {
  matches: (bytes: Uint8Array) => boolean
  content: DetectedContent
}

const program = (mimeType: string, kind: ExecutableKind): DetectedContent => ({
  mimeType,
  executable: kind,
  compatible: oneOf(...executableTypes[kind]),
})
const data = (mimeType: string, compatible: (declared: string) => boolean): DetectedContent => ({ mimeType, executable: null, compatible })

const signatures: Signature[] = [
  { matches: (bytes) => startsWith(bytes, ascii('%PDF-')), content: data('application/pdf', oneOf('application/pdf', 'application/x-pdf')) },
  { matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), content: data('image/png', oneOf('image/png', 'image/apng')) },
  { matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]), content: data('image/jpeg', oneOf('image/jpeg', 'image/jpg', 'image/pjpeg')) },
  { matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')), content: data('image/gif', oneOf('image/gif')) },
  { matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8), content: data('image/webp', oneOf('image/webp')) },
  {
    matches: (bytes) => [ascii('PK\u0003\u0004'), ascii('PK\u0005\u0006'), ascii('PK\u0007\u0008')].some((signature) => startsWith(bytes, signature)),
    content: data('application/zip', zipCompatible),
  },
  {
    matches: (bytes) => startsWith(bytes, [0x1f, 0x8b]),
    content: data('application/gzip', oneOf('application/gzip', 'application/x-gzip', 'application/x-tar', 'application/x-compressed-tar', 'application/x-tgz', 'application/tar+gzip')),
  },
  { matches: (bytes) => startsWith(bytes, ascii('MZ')), content: program('application/x-msdownload', 'windows') },
  { matches: (bytes) => startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]), content: program('application/x-executable', 'elf') },
  {
    // 32- and 64-bit, both byte orders, and universal binaries (CAFEBABE, shared with Java classes).
    matches: (bytes) =>
      [[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]]
        .some((signature) => startsWith(bytes, signature)),
    content: program('application/x-mach-binary', 'macho'),
  },
  { matches: (bytes) => startsWith(bytes, ascii('#!')), content: program('text/x-shellscript', 'script') },
]

/** The content the bytes start with, or null when no known signature matches. */
export function detectContent(bytes: Uint8Array): DetectedContent | null {
  return signatures.find((signature) => signature.matches(bytes))?.content ?? null
}

const textLikeApplicationTypes = ['application/json', 'application/xml', 'application/javascript', 'application/x-yaml', 'application/yaml', 'application/x-ndjson']

/** Types whose content is text: they must not start like a binary file. */
export function isTextType(declared: string): boolean {
  return declared.startsWith('text/') || declared.endsWith('+xml') || declared.endsWith('+json') || textLikeApplicationTypes.includes(declared)
}

/** A NUL byte in text is a binary file in disguise (UTF-16 text, which has NULs, starts with its byte-order mark). */
export function looksBinary(bytes: Uint8Array): boolean {
  const utf16 = startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])
  return !utf16 && bytes.includes(0)
}
