import { readFileSync, realpathSync } from 'node:fs'
import { isAbsolute, join, sep } from 'node:path'
import type { Plugin } from 'vite'
import { importRefusal, isBareSpecifier, locateSpecifier, packageNameOf } from '../allowedImports'
import { diagnostic, projectRelativePath } from '../diagnostics'
import type { BuildDiagnostic } from '../types'

/**
 * The bundler's gate: every import is resolved as usual, then refused unless it lands in the
 * project or in the real folder of an allowed package (or one they depend on). Project files may
 * only name the allowed packages (allowedImports.ts). Every module is checked again before it is
 * loaded, because some paths (Vue's <style src>, import.meta.glob) reach the loader by other routes.
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

function realPathOf(file: string): string {
  try {
    return realpathSync.native(file)
  } catch {
    return file
  }
}

export function sandboxResolverPlugin(options: SandboxPluginOptions): Plugin {
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
    let location: { line: number; column: number } | null = null
    if (file && importerFile && specifier) {
      try {
        location = locateSpecifier(readFileSync(importerFile, 'utf8'), specifier)
      } catch {
        // No location then.
      }
    }
    options.onRefused(diagnostic('sandbox', 'error', message, { File: file, Line: location?.line, Column: location?.column, Code: 'importRefused' }))
    return new Error(message)
  }

  return {
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
        throw refuse(`"${source}" is refused: it resolves outside the project and the allowed packages.`, importer, source)
      }
      return resolved
    },
    load(id) {
      const file = withoutQuery(id)
      if (file.startsWith('\0') || !isAbsolute(file)) return null
      if (!isAllowedFile(file)) throw refuse('A module outside the project and the allowed packages was refused.', undefined, null)
      return null
    },
  }
}
