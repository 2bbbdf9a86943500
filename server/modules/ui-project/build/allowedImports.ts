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
