const maxNameLength = 255
const maxKeptExtensionLength = 32
// C0/C1 controls (NUL included) and the bidirectional overrides that can disguise an extension
// ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf").
const invisibleCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** A display name safe to store: path parts and control characters removed, bounded length. */
export function safeFileName(name: string): string {
  const lastPart = name.normalize('NFC').split(/[/\\]/).pop() ?? ''
  // Trailing dots and spaces vanish on Windows: "report.pdf. " would not be the name we judged.
  const cleaned = lastPart.replace(invisibleCharacters, '').trim().replace(/[.\s]+$/, '')
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return 'file'
  return boundLength(cleaned)
}

/** At most 255 characters (code points), keeping the extension so the type stays the same. */
function boundLength(name: string): string {
  const characters = Array.from(name)
  if (characters.length <= maxNameLength) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? Array.from(name.slice(dot)) : []
  const kept = extension.length <= maxKeptExtensionLength ? extension : []
  return characters.slice(0, maxNameLength - kept.length).join('').trimEnd() + kept.join('')
}

/**
 * The possible extensions of a name, longest first ("archive.tar.gz" → "tar.gz", "gz"), lower
 * case. Leading dots mark hidden files, not extensions: ".bashrc" has none, ".config.json" has "json".
 */
export function extensionCandidates(fileName: string): string[] {
  const segments = fileName.toLowerCase().replace(/^\.+/, '').split('.')
  const candidates: string[] = []
  for (let start = 1; start < segments.length; start++) {
    const tail = segments.slice(start)
    if (tail.every((segment) => segment !== '')) candidates.push(tail.join('.'))
  }
  return candidates
}
