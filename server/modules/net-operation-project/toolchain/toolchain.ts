import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

export interface MonoToolchain {
  mcsPath: string
  monoPath: string
  /** e.g. "6.8.0.105" */
  version: string
}

/** Set to "missing" to make the toolchain look absent (tests of that path on a machine with Mono). */
export const toolchainOverrideVariable = 'NET_PROJECT_TOOLCHAIN'

// undefined: not probed yet. The override is read on every call so tests can flip it.
let cached: MonoToolchain | null | undefined

/** mcs and mono from PATH with Mono's version, probed once per process; null when either is missing. */
export function findMonoToolchain(): MonoToolchain | null {
  if (process.env[toolchainOverrideVariable] === 'missing') return null
  if (cached === undefined) cached = probe()
  return cached
}

function probe(): MonoToolchain | null {
  const mcsPath = onPath('mcs')
  const monoPath = onPath('mono')
  if (!mcsPath || !monoPath) return null
  const result = spawnSync(monoPath, ['--version'], { encoding: 'utf8', timeout: 10_000, env: { PATH: process.env.PATH ?? '' } })
  if (result.error || result.status !== 0) return null
  const version = parseMonoVersion(result.stdout)
  return version ? { mcsPath, monoPath, version } : null
}

/** "Mono JIT compiler version 6.8.0.105 (Debian ...)" → "6.8.0.105". */
export function parseMonoVersion(output: string): string | null {
  const firstLine = output.split('\n', 1)[0] ?? ''
  return /version\s+(\d+(?:\.\d+)+)/i.exec(firstLine)?.[1] ?? null
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue
    const candidate = join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // Not in this folder.
    }
  }
  return null
}
