import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { requirePackageDir } from './toolchain'

/** Where the runner's child processes find their code, and which folders they may read. */

export const buildModuleDir = dirname(fileURLToPath(import.meta.url))
export const workerEntryPath = join(buildModuleDir, 'worker', 'main.ts')
/** The TypeScript loader's settings for the worker: fixed, so that a tsconfig.json in the sandbox (the working directory) is never read. */
export const workerLoaderTsconfigPath = join(buildModuleDir, 'worker', 'loader.tsconfig.json')

const require = createRequire(import.meta.url)

/** `node --import <this>` runs TypeScript (the way `npm run server` runs the API). */
export function tsxLoaderUrl(): string {
  return pathToFileURL(require.resolve('tsx')).href
}

export function vueTscBinPath(): string {
  return join(requirePackageDir('vue-tsc'), 'bin', 'vue-tsc.js')
}

/** The node_modules folder a package's real folder lies in. */
function enclosingNodeModules(packageDir: string): string {
  let dir = packageDir
  while (basename(dir) !== 'node_modules') {
    const parent = dirname(dir)
    if (parent === dir) return dirname(packageDir)
    dir = parent
  }
  return dir
}

const toolPackages = ['typescript', 'vue-tsc', 'vite', '@vitejs/plugin-vue', 'eslint', 'eslint-plugin-vue', 'typescript-eslint', 'tsx', 'vue']

/** Files the runner makes for its children, inside the tools' node_modules (read by the children like the tools). */
export function toolchainCacheDir(): string {
  return join(enclosingNodeModules(requirePackageDir('vite')), '.cache', 'workspace-ui-build')
}

/** The node_modules folders holding the tools: their code and the type declarations are read from there. */
export function toolchainNodeModulesDirs(): string[] {
  return [...new Set(toolPackages.map((name) => enclosingNodeModules(requirePackageDir(name))))]
}
