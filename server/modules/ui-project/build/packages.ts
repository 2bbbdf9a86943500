import { mkdir, symlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { allowedPackages } from './allowedImports'
import { findPackageDir, readPackageManifest, requirePackageDir } from './toolchain'

/** The installed (real) folder of each package a project may import. */
export function allowedPackageDirs(): Map<string, string> {
  return new Map(allowedPackages.map((name) => [name, requirePackageDir(name)]))
}

let closureCache: Map<string, string> | null = null

/**
 * Real folder -> name of the allowed packages and everything they depend on: what the bundle may read.
 * (vue imports @vue/runtime-dom, pinia @vue/devtools-api, vuetify @vuetify/v0, and so on.)
 */
export function allowedPackageClosure(): Map<string, string> {
  if (closureCache) return closureCache
  const closure = new Map<string, string>()
  const pending = [...allowedPackageDirs()].map(([name, dir]) => ({ name, dir }))
  while (pending.length > 0) {
    const next = pending.pop()
    if (!next || closure.has(next.dir)) continue
    closure.set(next.dir, next.name)
    const manifest = readPackageManifest(next.dir)
    // Peer dependencies are left out: the ones a browser bundle needs (vue, pinia) are allowed
    // packages themselves, the others are build tools (vite, typescript) that it must not reach.
    const dependencies = { ...manifest.optionalDependencies, ...manifest.dependencies }
    for (const name of Object.keys(dependencies)) {
      // Optional dependencies may be missing; what is missing cannot be imported either.
      const dir = findPackageDir(name, next.dir)
      if (dir && !closure.has(dir)) pending.push({ name, dir })
    }
  }
  closureCache = closure
  return closure
}

/** The real folders of the closure (allowedPackageClosure's keys). */
export function allowedPackageClosureDirs(): string[] {
  return [...allowedPackageClosure().keys()]
}

/** The sandbox's node_modules: a symlink to each allowed package, and nothing else. */
export async function linkAllowedPackages(projectDir: string): Promise<string[]> {
  const linked: string[] = []
  for (const [name, dir] of allowedPackageDirs()) {
    const link = join(projectDir, 'node_modules', name)
    await mkdir(dirname(link), { recursive: true })
    await symlink(dir, link, 'dir')
    linked.push(name)
  }
  return linked
}
