import { createHash } from 'node:crypto'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ToolchainVersions } from './types'

/** Changes whenever the runner's fixed configuration changes in a way that changes its output. */
export const runnerConfigVersion = 'ui-build-config-1'

/** The host contract versions this host can load: v1 = one IIFE JavaScript file + one CSS file, mounted on #app. */
export const supportedHostContractVersions: readonly number[] = Object.freeze([1])

const buildDir = dirname(fileURLToPath(import.meta.url))

/**
 * The real folder of an installed package, found as Node finds it: in the node_modules folders
 * from `fromDir` up. Null when it is not installed.
 */
export function findPackageDir(name: string, fromDir = buildDir): string | null {
  let dir = fromDir
  for (;;) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    const parent = dirname(dir)
    if (parent === dir) return null
    dir = parent
  }
}

export class ToolchainMissingError extends Error {
  constructor(readonly packageName: string) {
    super(`The build toolchain is incomplete: the package "${packageName}" is not installed.`)
    this.name = 'ToolchainMissingError'
  }
}

export function requirePackageDir(name: string, fromDir = buildDir): string {
  const dir = findPackageDir(name, fromDir)
  if (!dir) throw new ToolchainMissingError(name)
  return dir
}

export interface PackageManifest {
  name?: string
  version?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

export function readPackageManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest
}

const versionCache = new Map<string, string>()

export function packageVersion(name: string): string {
  let version = versionCache.get(name)
  if (version === undefined) {
    version = readPackageManifest(requirePackageDir(name)).version ?? '0.0.0'
    versionCache.set(name, version)
  }
  return version
}

/** The versions of the packages that make a build, from their installed package.json files. */
export function toolchainVersions(): ToolchainVersions {
  return {
    Vue: packageVersion('vue'),
    Pinia: packageVersion('pinia'),
    Vuetify: packageVersion('vuetify'),
    Vite: packageVersion('vite'),
    TypeScript: packageVersion('typescript'),
    Eslint: packageVersion('eslint'),
  }
}

/** SHA-256 (hex) over the sorted toolchain versions and the runner's configuration version. */
export function toolchainFingerprint(versions: ToolchainVersions = toolchainVersions()): string {
  const entries = Object.entries(versions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const text = [...entries.map(([name, version]) => `${name}=${version}`), `runner=${runnerConfigVersion}`].join('\n')
  return createHash('sha256').update(text).digest('hex')
}
