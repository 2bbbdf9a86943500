import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The C# sources beside this file: host/contract/*.cs is the host contract users compile against
 * (copied into each project as Generated/Host/*.cs); host/*.cs is the runner, compiled into each
 * build but never part of the user's project. Real .cs files rather than strings in TypeScript, so
 * they are edited and reviewed as C#. Read once per process.
 */

/** The version of the contract in host/contract/Attributes.cs (HostContract.Version). */
export const hostContractVersion = 1

const hostDir = fileURLToPath(new URL('./host/', import.meta.url))
const contractDir = fileURLToPath(new URL('./host/contract/', import.meta.url))

let contract: ReadonlyMap<string, string> | undefined
let runner: ReadonlyMap<string, string> | undefined

/** "Generated/Host/<Name>.cs" → text. */
export function hostContractSources(): ReadonlyMap<string, string> {
  contract ??= readSources(contractDir, 'Generated/Host/')
  return contract
}

/** "<Name>.cs" → text of the runner. */
export function runnerSources(): ReadonlyMap<string, string> {
  runner ??= readSources(hostDir, '')
  return runner
}

function readSources(dir: string, prefix: string): ReadonlyMap<string, string> {
  const files = new Map<string, string>()
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.cs'))
    .map((entry) => entry.name)
    .sort()
  for (const name of names) files.set(`${prefix}${name}`, readFileSync(`${dir}${name}`, 'utf8'))
  return files
}
