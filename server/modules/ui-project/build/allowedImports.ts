/** Which imports a project may write. Pure: shared by the lint rule and the bundler's resolver plugin. */

/** The packages a project may import; Vuetify also with its subpaths (components, directives, styles, iconsets). */
export const allowedPackages = ['vue', 'pinia', 'vuetify', 'vue-router', '@mdi/js'] as const

export type AllowedPackage = (typeof allowedPackages)[number]

const packagesWithSubpaths: readonly string[] = ['vuetify']

// Queries Vite understands on a project's own files that only turn them into text or URLs.
const allowedQueries = new Set(['raw', 'url', 'inline'])

export function isBareSpecifier(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('/') && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(specifier) && !specifier.startsWith('#')
}

/** 'vuetify/components' -> 'vuetify', '@mdi/js' -> '@mdi/js'. */
export function packageNameOf(specifier: string): string {
  const segments = specifier.split('/')
  return specifier.startsWith('@') ? segments.slice(0, 2).join('/') : (segments[0] ?? specifier)
}

export function isAllowedPackage(name: string): name is AllowedPackage {
  return (allowedPackages as readonly string[]).includes(name)
}

function splitQuery(specifier: string): { path: string; query: string | null } {
  const index = specifier.indexOf('?')
  return index < 0 ? { path: specifier, query: null } : { path: specifier.slice(0, index), query: specifier.slice(index + 1) }
}

/** Resolves `specifier` against the importing file's folder; null when it leaves the project root. */
function resolveRelative(importer: string, specifier: string): string | null {
  const segments = importer.split('/').slice(0, -1)
  for (const segment of specifier.split('/')) {
    if (segment === '..') {
      if (segments.length === 0) return null
      segments.pop()
    } else if (segment !== '.' && segment !== '') {
      segments.push(segment)
    }
  }
  return segments.join('/')
}

/**
 * Why a project file may not import `specifier`, or null when it may. `importer` is the importing
 * file's path relative to the project root.
 */
export function importRefusal(specifier: string, importer: string): string | null {
  const { path, query } = splitQuery(specifier)
  if (path.includes('\0')) return `"${specifier}" is not an importable module.`
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(path)) {
    return `"${specifier}" is refused: URLs and Node built-ins cannot be imported; only the project's files and ${allowedPackages.join(', ')}.`
  }
  if (path.startsWith('#')) return `"${specifier}" is refused: package import maps are not available.`
  if (path.startsWith('/')) return `"${specifier}" is refused: absolute paths cannot be imported; import the project's files by relative path.`
  if (isBareSpecifier(path)) {
    const name = packageNameOf(path)
    if (query !== null) return `"${specifier}" is refused: a package cannot be imported with a query.`
    if (!isAllowedPackage(name)) {
      return `"${specifier}" is refused: only ${allowedPackages.join(', ')} can be imported.`
    }
    if (path !== name && !packagesWithSubpaths.includes(name)) {
      return `"${specifier}" is refused: import "${name}" itself, not a file inside it.`
    }
    return null
  }
  const target = resolveRelative(importer, path)
  if (target === null) return `"${specifier}" is refused: it points outside the project.`
  if (target.split('/').includes('node_modules')) return `"${specifier}" is refused: import packages by name, not from node_modules.`
  if (query !== null && !allowedQueries.has(query)) {
    return `"${specifier}" is refused: only the ?raw, ?url and ?inline queries are available.`
  }
  return null
}

/** Line and column (one-based) of the first quoted occurrence of `specifier` in `text`, or null. */
export function locateSpecifier(text: string, specifier: string): { line: number; column: number } | null {
  for (const quote of ["'", '"', '`']) {
    const index = text.indexOf(`${quote}${specifier}${quote}`)
    if (index >= 0) {
      const before = text.slice(0, index)
      const line = before.split('\n').length
      return { line, column: index - before.lastIndexOf('\n') }
    }
  }
  return null
}

const globCharacters = /[*?[\]{}()!+@]/

/**
 * Why an `import.meta.glob` pattern (or `base` option) is refused, or null. Checked before the
 * bundler expands it, so a pattern that reaches outside the project never lists anything there:
 * it must start with "./", "../" or "/" (the project root), steps up ("..") only at its start and
 * stay inside the project. Backslashes (escapes) are refused.
 */
export function globPatternRefusal(pattern: string, importer: string): string | null {
  const glob = pattern.startsWith('!') ? pattern.slice(1) : pattern
  const refused = `The glob "${pattern}" is refused`
  if (glob.includes('\\') || glob.includes('\0')) return `${refused}: it cannot hold backslashes.`
  let rest: string
  let segments: string[]
  if (glob.startsWith('/')) {
    rest = glob.slice(1)
    segments = []
  } else if (glob.startsWith('./') || glob.startsWith('../')) {
    rest = glob
    segments = importer.split('/').slice(0, -1)
  } else {
    return `${refused}: a glob starts with "./", "../" or "/" (the project's root).`
  }
  let leading = true
  for (const segment of rest.split('/')) {
    if (segment === '..' && leading) {
      if (segments.pop() === undefined) return `${refused}: it points outside the project.`
    } else if (segment.includes('..')) {
      return `${refused}: ".." may only start it.`
    } else if (segment !== '.' && segment !== '') {
      leading = false
      if (segment === 'node_modules') return `${refused}: packages are imported by name, not from node_modules.`
      if (!globCharacters.test(segment)) segments.push(segment)
    }
  }
  return null
}

const urlScheme = /^([A-Za-z][A-Za-z0-9+.-]*):/

/**
 * Why a reference to a file that the bundler reads as an asset — `new URL('…', import.meta.url)`,
 * a stylesheet's `url(…)` or `image-set(…)` — is refused, or null. Web URLs (http, https, data)
 * are not files and stay as they are; a file must be the project's own, by relative path.
 */
export function assetReferenceRefusal(reference: string, importer: string): string | null {
  const path = reference.replace(/[?#].*$/, '')
  const scheme = urlScheme.exec(path)?.[1]?.toLowerCase()
  if (scheme === 'http' || scheme === 'https' || scheme === 'data' || reference.startsWith('#') || path === '') return null
  const refused = `"${reference}" is refused`
  if (scheme !== undefined || path.startsWith('//')) return `${refused}: only web URLs (https:) and the project's own files can be referenced.`
  if (path.startsWith('/')) return `${refused}: absolute paths cannot be referenced; use a path relative to the file (or a full https: URL).`
  if (path.includes('\\') || path.includes('\0')) return `${refused}: it cannot hold backslashes.`
  const target = resolveRelative(importer, path)
  if (target === null) return `${refused}: it points outside the project.`
  if (target.split('/').includes('node_modules')) return `${refused}: it points into node_modules.`
  return null
}
