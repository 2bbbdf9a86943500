/** Which paths of a revision's tree the runner writes into its sandbox, and which it refuses or leaves out. */

const maxPathLength = 1024

/** Why a path cannot be written into the sandbox, or null when it can. */
export function treePathProblem(path: string): string | null {
  if (path.length === 0) return 'The path is empty.'
  if (path.length > maxPathLength) return `The path is longer than ${maxPathLength} characters.`
  if (path.includes('\0')) return 'The path contains a NUL character.'
  if (/[\u0001-\u001f\u007f]/.test(path)) return 'The path contains a control character.'
  if (path.includes('\\')) return 'The path contains a backslash; project paths use forward slashes.'
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'The path is absolute; project paths are relative to the project root.'
  const segments = path.split('/')
  if (segments.includes('..')) return 'The path contains a ".." segment.'
  if (segments.includes('.')) return 'The path contains a "." segment.'
  if (segments.includes('')) return 'The path has an empty segment (a leading, trailing or doubled slash).'
  return null
}

// Files that would configure the tools: the build's configuration is the runner's own, so these
// are never written into the sandbox (and so can never be loaded or run).
const fixedConfigurationFiles = [
  /^tsconfig(\..+)?\.json$/,
  /^jsconfig(\..+)?\.json$/,
  /^(vite|vitest|postcss|tailwind|eslint|babel)\.config\.[a-z]+$/,
  /^\.(postcssrc|eslintrc|babelrc|swcrc)(\..+)?$/,
  /^\.env(\..*)?$/,
  /^\.npmrc$/,
  /^\.browserslistrc$/,
]

/** A note when the runner leaves the file out of the sandbox, or null when it writes it. */
export function ignoredFileNote(path: string): string | null {
  const segments = path.split('/')
  const name = segments.at(-1) ?? ''
  if (segments.includes('node_modules')) return `${path} is ignored: node_modules is provided by the build.`
  if (name === 'package.json' || name === 'package-lock.json') {
    return `${path} is ignored: the packages are fixed (vue, pinia, vuetify, vue-router and @mdi/js).`
  }
  if (fixedConfigurationFiles.some((pattern) => pattern.test(name))) {
    return `${path} is ignored: the build configuration is fixed (the build uses its own TypeScript, Vite, PostCSS and ESLint settings).`
  }
  return null
}
