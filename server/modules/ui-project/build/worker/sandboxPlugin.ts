import { readFileSync, realpathSync } from 'node:fs'
import { isAbsolute, join, sep } from 'node:path'
import type { Plugin, UserConfig } from 'vite'
import { importRefusal, isBareSpecifier, locateSpecifier, packageNameOf } from '../allowedImports'
import { diagnostic, projectRelativePath, refusalCode } from '../diagnostics'
import type { BuildDiagnostic } from '../types'
import { scriptReferenceRefusals, styleReferenceRefusals } from './references'

/**
 * The bundler's gate: every import is resolved as usual, then refused unless it lands in the
 * project or in the real folder of an allowed package (or one they depend on). Project files may
 * only name the allowed packages (allowedImports.ts). Every module is checked again before it is
 * loaded, because some paths (Vue's <style src>, import.meta.glob) reach the loader by other routes.
 * References the bundler resolves past this resolver (globs, new URL(…, import.meta.url), a
 * stylesheet's url() and @import) are checked in each project module before the bundler sees them
 * (references.ts); the worker's read guard keeps its file reads to the project and the packages.
 */

export interface SandboxPluginOptions {
  projectDir: string
  /** Real folders of the allowed packages and their dependencies. */
  packageDirs: readonly string[]
  onRefused(diagnostic: BuildDiagnostic): void
  onImportedPackage(name: string): void
}

function withoutQuery(id: string): string {
  const index = id.indexOf('?')
  return index < 0 ? id : id.slice(0, index)
}

function isInside(file: string, root: string): boolean {
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep)
}

// Stylesheets: their own files and Vue's <style> blocks; `?raw` and `?url` modules are text, not code.
const styleModule = /\.(css|pcss|postcss)$|[?&]type=style(&|$)/
const textModule = /[?&](raw|url)(&|$)/

function realPathOf(file: string): string {
  try {
    return realpathSync.native(file)
  } catch {
    return file
  }
}

/** Where `text` (a reference as written) first stands in a file, quoted or not; null when it does not. */
function locateIn(file: string, text: string): { line: number; column: number } | null {
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch {
    return null
  }
  const quotedAt = locateSpecifier(source, text)
  if (quotedAt) return quotedAt
  const index = source.indexOf(text)
  if (index < 0) return null
  const before = source.slice(0, index)
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') }
}

type PostcssOptions = Exclude<NonNullable<NonNullable<UserConfig['css']>['postcss']>, string>
type PostcssPlugin = NonNullable<PostcssOptions['plugins']>[number]

export interface SandboxGate {
  /** The resolver and the check of each project module's references. */
  vite: Plugin
  /**
   * A PostCSS plugin that runs after the @imports are inlined and before the bundler rewrites
   * url(): every rule must come from the project or a package, and every url() is checked against
   * the file it was written in (an @imported stylesheet is no module of its own).
   */
  postcss: PostcssPlugin
}

export function sandboxGate(options: SandboxPluginOptions): SandboxGate {
  const { projectDir } = options
  const roots = [projectDir, ...options.packageDirs]
  const projectModules = join(projectDir, 'node_modules')
  const isProjectFile = (file: string) => isInside(file, projectDir) && !isInside(file, projectModules)
  const isAllowedFile = (file: string) => {
    const real = realPathOf(file)
    return roots.some((root) => isInside(real, root)) && !isInside(real, projectModules)
  }

  const refuse = (message: string, importer: string | undefined, specifier: string | null): Error => {
    const importerFile = importer ? withoutQuery(importer) : null
    const file = importerFile ? projectRelativePath(importerFile, projectDir) : null
    const location = file && importerFile && specifier ? locateIn(importerFile, specifier) : null
    options.onRefused(diagnostic('sandbox', 'error', message, { File: file, Line: location?.line, Column: location?.column, Code: refusalCode }))
    return new Error(message)
  }

  const vite: Plugin = {
    name: 'ui-build:sandbox',
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      // Virtual modules of the build's own plugins (Vue's export helper, Vite's helpers).
      if (source.startsWith('\0')) return null
      const fromProject = importer !== undefined && isProjectFile(withoutQuery(importer))
      if (fromProject && !source.startsWith('.') && !source.startsWith('/')) {
        const refusal = importRefusal(source, projectRelativePath(withoutQuery(importer), projectDir) ?? '')
        if (refusal) throw refuse(refusal, importer, source)
        if (isBareSpecifier(source)) options.onImportedPackage(packageNameOf(source))
      }
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true })
      if (!resolved) return null
      if (resolved.external) throw refuse(`"${source}" is refused: the bundle cannot load modules from outside.`, importer, source)
      const file = withoutQuery(resolved.id)
      if (file.startsWith('\0') || !isAbsolute(file)) return resolved
      if (!isAllowedFile(file)) {
        // A specifier the file does not spell out was made by the bundler (a glob's match): it is not named.
        const written = importer !== undefined && isProjectFile(withoutQuery(importer)) && locateIn(withoutQuery(importer), source) !== null
        const what = written ? `"${source}" is refused` : 'An import made by the bundler (from a glob or a computed URL) is refused'
        throw refuse(`${what}: it resolves outside the project and the allowed packages.`, importer, written ? source : null)
      }
      return resolved
    },
    transform(code, id) {
      const file = withoutQuery(id)
      if (!isAbsolute(file) || !isProjectFile(file) || textModule.test(id)) return null
      const importer = projectRelativePath(file, projectDir) ?? ''
      const refusals = styleModule.test(id) ? styleReferenceRefusals(code, importer) : scriptReferenceRefusals(code, importer)
      const errors = refusals.map((item) => refuse(item.message, id, item.reference))
      if (errors[0]) throw errors[0]
      return null
    },
    load(id) {
      const file = withoutQuery(id)
      if (file.startsWith('\0') || !isAbsolute(file)) return null
      if (!isAllowedFile(file)) throw refuse('A module outside the project and the allowed packages was refused.', undefined, null)
      return null
    },
  }

  const postcss: PostcssPlugin = {
    postcssPlugin: 'ui-build:sandbox',
    Once(root) {
      const errors: Error[] = []
      root.walk((node) => {
        const file = node.source?.input.file
        if (!file) return
        if (!isAllowedFile(file)) {
          // Which file it is stays unsaid: it lies outside.
          errors.push(refuse('A stylesheet from outside the project and the allowed packages was imported and is refused.', undefined, null))
          return false
        }
        if (node.type !== 'decl' || !isProjectFile(file) || !/url\(|image-set\(/i.test(node.value)) return
        for (const item of styleReferenceRefusals(node.value, projectRelativePath(file, projectDir) ?? '')) errors.push(refuse(item.message, file, item.reference))
        return
      })
      if (errors[0]) throw errors[0]
    },
  }
  return { vite, postcss }
}
