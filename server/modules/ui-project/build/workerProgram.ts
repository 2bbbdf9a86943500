import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'esbuild'
import { toolchainCacheDir, tsxLoaderUrl, workerEntryPath, workerLoaderTsconfigPath } from './toolchainPaths'

/**
 * How the worker process starts. Its TypeScript is bundled once per process into one ES module that
 * node runs alone: through the tsx loader every module ESLint and Vite load passes the loader's
 * hooks, and a small build took 12.9 CPU seconds that way against 10.3 this way. The bundle lies in
 * the toolchain's node_modules/.cache, where its package imports resolve and the worker may read.
 * Where that cannot be written, the worker runs its TypeScript through tsx as before.
 */

export interface WorkerProgram {
  nodeArgs: string[]
  env: Record<string, string>
}

let prepared: Promise<WorkerProgram> | null = null

export function workerProgram(): Promise<WorkerProgram> {
  prepared ??= bundledWorker().catch((error: unknown) => {
    console.warn(`UI builds: the worker runs through the TypeScript loader (bundling it failed: ${error instanceof Error ? error.message : String(error)})`)
    return throughLoader
  })
  return prepared
}

const throughLoader: WorkerProgram = {
  nodeArgs: ['--import', tsxLoaderUrl(), workerEntryPath],
  // Fixed settings, so that a tsconfig.json in the sandbox (the working directory) is never read.
  env: { TSX_TSCONFIG_PATH: workerLoaderTsconfigPath, TSX_DISABLE_CACHE: '1' },
}

async function bundledWorker(): Promise<WorkerProgram> {
  const result = await build({
    entryPoints: [workerEntryPath],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: workerLoaderTsconfigPath,
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.contents
  const dir = toolchainCacheDir()
  // Named by its content: a process with other worker code never runs this one.
  const path = join(dir, `worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  if (!existsSync(path)) {
    await mkdir(dir, { recursive: true })
    const partial = `${path}.${process.pid}.partial`
    await writeFile(partial, code)
    await rename(partial, path)
  }
  return { nodeArgs: [path], env: {} }
}
