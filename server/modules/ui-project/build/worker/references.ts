import { assetReferenceRefusal, globPatternRefusal, importRefusal } from '../allowedImports'

/**
 * The file references in a project module that the bundler resolves on its own, past the import
 * resolver: `import.meta.glob` patterns, `new URL('…', import.meta.url)` and, in stylesheets,
 * `url(…)`, `image-set(…)` and `@import`. Found with the bundler's own expressions, so that what
 * it would read is checked first; each refusal quotes the reference as written.
 */

export interface ReferenceRefusal {
  /** As written in the file. */
  reference: string
  message: string
}

const globCall = /\bimport\.meta\.glob(?:<[^>]*>)?\s*\(/g
// Vite's assetImportMetaUrlRE.
const assetUrl = /\bnew\s+URL\s*\(\s*('[^']+'|"[^"]+"|`[^`]+`)\s*,\s*import\.meta\.url\s*(?:,\s*)?\)/g
// Vite's cssUrlRE without its look-behind for @import (an @import is checked as an import).
const cssUrl = /(?<=^|[^\w\-\u0080-\uffff])url\((\s*('[^']+'|"[^"]+")\s*|(?:\\.|[^'")\\])+)\)/g
const cssImageSet = /(?<=image-set\()((?:[\w-]{1,256}\([^)]*\)|[^)])*)(?=\))/g
const cssImport = /@import\s+(?:url\(\s*)?(?:'([^']*)'|"([^"]*)"|([^'"\s;)]+))/g
const quoted = /'([^']*)'|"([^"]*)"|`([^`]*)`/g

/** The string literals inside the parentheses that start at `open` (the index after "("). */
function literalsOfCall(code: string, open: number): string[] {
  let depth = 1
  let end = open
  while (end < code.length && depth > 0) {
    const char = code[end]
    if (char === '(') depth += 1
    else if (char === ')') depth -= 1
    else if (char === '"' || char === "'" || char === '`') {
      const close = code.indexOf(char, end + 1)
      end = close < 0 ? code.length : close
    }
    end += 1
  }
  return [...code.slice(open, end).matchAll(quoted)].map((match) => match[1] ?? match[2] ?? match[3] ?? '')
}

function unquote(text: string): string {
  const trimmed = text.trim()
  return /^(['"]).*\1$/s.test(trimmed) ? trimmed.slice(1, -1) : trimmed
}

/** A template literal's pattern: each `${…}` is one `*`, as the bundler makes it a glob. */
function templatePattern(text: string): string {
  return text.replace(/\$\{[^}]*\}/g, '*')
}

function refusal(reference: string, message: string | null): ReferenceRefusal[] {
  return message === null ? [] : [{ reference, message }]
}

/** Refused references of a script module (`importer`: its path relative to the project). */
export function scriptReferenceRefusals(code: string, importer: string): ReferenceRefusal[] {
  const refusals: ReferenceRefusal[] = []
  for (const match of code.matchAll(globCall)) {
    for (const pattern of literalsOfCall(code, (match.index ?? 0) + match[0].length)) {
      // Options (import: 'default', query: '?raw') pass as patterns that stay in the project; `base` is checked as one.
      refusals.push(...refusal(pattern, globPatternRefusal(/^[./!]/.test(pattern) ? pattern : `./${pattern}`, importer)))
    }
  }
  for (const match of code.matchAll(assetUrl)) {
    const raw = match[1] ?? ''
    const reference = raw.slice(1, -1)
    const message = raw.startsWith('`') && reference.includes('${')
      ? globPatternRefusal(templatePattern(reference), importer)
      : assetReferenceRefusal(reference, importer)
    refusals.push(...refusal(reference, message))
  }
  return refusals
}

/** Refused references of a stylesheet (`importer`: the path, relative to the project, of the file it belongs to). */
export function styleReferenceRefusals(css: string, importer: string): ReferenceRefusal[] {
  const refusals: ReferenceRefusal[] = []
  const urls = [...css.matchAll(cssUrl)].map((match) => unquote(match[1] ?? ''))
  for (const match of css.matchAll(cssImageSet)) {
    urls.push(...[...(match[1] ?? '').matchAll(quoted)].map((item) => item[1] ?? item[2] ?? ''))
  }
  for (const url of urls) refusals.push(...refusal(url, assetReferenceRefusal(url, importer)))
  for (const match of css.matchAll(cssImport)) {
    const reference = match[1] ?? match[2] ?? match[3] ?? ''
    if (/^https?:/i.test(reference)) continue
    refusals.push(...refusal(reference, importRefusal(reference, importer)))
  }
  return refusals
}
