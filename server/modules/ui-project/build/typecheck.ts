import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseTypeScriptOutput } from './diagnostics'
import type { PeakMemorySampler } from './processTree'
import { runSandboxedChild, type SandboxedChildResult } from './sandboxedChild'
import type { Sandbox } from './sandbox'
import { toolchainNodeModulesDirs, vueTscBinPath } from './toolchainPaths'
import type { BuildDiagnostic } from './types'

/** The Compiling stage: vue-tsc over the project with the runner's own tsconfig, in a sandboxed child. */

/** In the runner's folder, under a name of its own: the project's tsconfig.json is never written or read. */
export const runnerTsconfigName = 'tsconfig.ui-build.json'

export function runnerTsconfig(projectDir: string): object {
  return {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      strict: true,
      noEmit: true,
      jsx: 'preserve',
      resolveJsonModule: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
      useDefineForClassFields: true,
      forceConsistentCasingInFileNames: true,
      skipLibCheck: true,
      // No @types/* from anywhere: the app runs in a browser.
      types: [],
    },
    include: [join(projectDir, '**/*.ts'), join(projectDir, '**/*.vue')],
    exclude: [join(projectDir, 'node_modules')],
  }
}

export async function writeRunnerTsconfig(sandbox: Sandbox): Promise<string> {
  const path = join(sandbox.runnerDir, runnerTsconfigName)
  await writeFile(path, JSON.stringify(runnerTsconfig(sandbox.projectDir), null, 2))
  return path
}

export interface TypeCheckOptions {
  sandbox: Sandbox
  tsconfigPath: string
  signal: AbortSignal
  memory?: PeakMemorySampler
  onLine(line: string): void
  onSpawn?(pid: number): void
}

export interface TypeCheckResult {
  diagnostics: BuildDiagnostic[]
  child: SandboxedChildResult
  /** vue-tsc ended in a way that is not "no errors" or "errors found". */
  crashed: boolean
}

export async function typeCheck(options: TypeCheckOptions): Promise<TypeCheckResult> {
  const { sandbox } = options
  const child = await runSandboxedChild({
    nodeArgs: [vueTscBinPath(), '--noEmit', '--pretty', 'false', '-p', options.tsconfigPath],
    cwd: sandbox.projectDir,
    readRoots: [sandbox.root, ...toolchainNodeModulesDirs()],
    env: { HOME: sandbox.homeDir, TMPDIR: sandbox.homeDir },
    signal: options.signal,
    memory: options.memory,
    onOutputLine: (line) => options.onLine(line),
    onSpawn: options.onSpawn,
  })
  const diagnostics = parseTypeScriptOutput(child.stdout, sandbox.projectDir)
  // tsc exits 0 without errors and 1 or 2 with them; anything else, or errors it did not print, is a crash.
  const crashed = child.signal !== null || child.exitCode === null || child.exitCode > 2 || (child.exitCode !== 0 && diagnostics.length === 0)
  return { diagnostics, child, crashed }
}
