import type { PeakMemorySampler } from './processTree'
import type { Sandbox } from './sandbox'
import { runSandboxedChild, type SandboxedChildResult } from './sandboxedChild'
import { buildModuleDir, toolchainNodeModulesDirs } from './toolchainPaths'
import type { BuildDiagnostic } from './types'
import { isWorkerMessage, type WorkerJob, type WorkerMessage } from './worker/protocol'
import type { WorkerProgram } from './workerProgram'

/**
 * The Analyzing and Packaging stages: the worker process (worker/main.ts) lints and bundles. It is
 * started while the type-check runs, so that loading ESLint, typescript-eslint and Vite (seconds)
 * overlaps with it; it gets its job once the runner knows whether to bundle.
 */

export interface WorkerOptions {
  /** How node starts it (workerProgram()). */
  program: WorkerProgram
  sandbox: Sandbox
  entry: string
  packageDirs: Map<string, string>
  signal: AbortSignal
  memory: PeakMemorySampler
  onPackaging(): void
  onLine(line: string): void
  onDiagnostic(diagnostic: BuildDiagnostic): void
  onSpawn?(pid: number): void
}

export interface WorkerRunResult {
  done: Extract<WorkerMessage, { type: 'done' }> | null
  failedMessage: string | null
  child: SandboxedChildResult
}

export interface StartedWorker {
  /** Sends the job (lint, and bundle when `bundle`) and waits for the worker to end. */
  run(bundle: boolean): Promise<WorkerRunResult>
}

export function startWorker(options: WorkerOptions): StartedWorker {
  const { sandbox } = options
  let done: WorkerRunResult['done'] = null
  let failedMessage: string | null = null
  let sendJob: ((message: object) => void) | null = null
  let job: WorkerJob | null = null
  const childEnded = runSandboxedChild({
    nodeArgs: options.program.nodeArgs,
    cwd: sandbox.projectDir,
    // The worker's own code: bundled in the tools' node_modules, or its sources in the build module's folder.
    readRoots: [sandbox.root, buildModuleDir, ...toolchainNodeModulesDirs()],
    env: { HOME: sandbox.homeDir, TMPDIR: sandbox.homeDir, ...options.program.env },
    ipc: true,
    signal: options.signal,
    memory: options.memory,
    onSpawn: options.onSpawn,
    onOutputLine: (line) => options.onLine(line),
    onMessage(message, send) {
      if (!isWorkerMessage(message)) return
      switch (message.type) {
        case 'ready':
          sendJob = send
          if (job) send(job)
          return
        case 'packaging':
          return options.onPackaging()
        case 'log':
          return options.onLine(message.line)
        case 'diagnostic':
          return options.onDiagnostic(message.diagnostic)
        case 'done':
          done = message
          return
        case 'failed':
          failedMessage = message.message
          return
      }
    },
  })
  // A worker that is never given its job is killed through the signal; its end must not be unhandled.
  childEnded.catch(() => undefined)
  return {
    async run(bundle) {
      job = {
        type: 'job',
        projectDir: sandbox.projectDir,
        outDir: sandbox.outDir,
        envDir: sandbox.envDir,
        cacheDir: sandbox.cacheDir,
        entry: options.entry,
        packageDirs: Object.fromEntries(options.packageDirs),
        bundle,
      }
      if (sendJob) sendJob(job)
      const child = await childEnded
      return { done, failedMessage, child }
    },
  }
}
