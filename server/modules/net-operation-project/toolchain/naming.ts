/** C# identifiers and literals for generated code: safe whatever the schema's names and labels hold. */

const keywords = new Set(
  (
    'abstract as base bool break byte case catch char checked class const continue decimal default delegate do double ' +
    'else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal is ' +
    'lock long namespace new null object operator out override params private protected public readonly ref return ' +
    'sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint ulong unchecked ' +
    'unsafe ushort using virtual void volatile while'
  ).split(' '),
)

/** Members every class has (object's); a property of that name would hide one. */
export const objectMembers = ['Equals', 'GetHashCode', 'GetType', 'ToString', 'MemberwiseClone', 'Finalize', 'ReferenceEquals']

/**
 * "first_name" → "FirstName", "sales order" → "SalesOrder", "Café" → "Cafe"; letters and digits
 * only (diacritics dropped), a leading digit gets "_", a keyword gets "_" appended; "" → fallback.
 */
export function pascalIdentifier(text: string, fallback: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter((word) => word.length > 0)
  let name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
  if (name === '') name = fallback
  if (/^\p{Nd}/u.test(name)) name = `_${name}`
  if (keywords.has(name)) name = `${name}_`
  return name
}

/** Names taken in one declaration space; a taken name gets a number: Name, Name2, Name3. */
export class NameScope {
  private readonly taken: Set<string>

  constructor(reserved: Iterable<string>) {
    this.taken = new Set(reserved)
  }

  claim(base: string): string {
    let name = base
    for (let suffix = 2; this.taken.has(name); suffix++) name = `${base}${suffix}`
    this.taken.add(name)
    return name
  }
}

/** A C# string literal; everything outside printable ASCII escaped (C# counts U+2028 as a line end). */
export function csharpString(text: string): string {
  let literal = '"'
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (char === '"') literal += '\\"'
    else if (char === '\\') literal += '\\\\'
    else if (code >= 0x20 && code <= 0x7e) literal += char
    else for (let i = 0; i < char.length; i++) literal += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`
  }
  return `${literal}"`
}

/** Text for an XML doc comment: one line, no markup, nothing that could end the comment. */
export function docText(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}\p{P}\p{S}\p{Zs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}
