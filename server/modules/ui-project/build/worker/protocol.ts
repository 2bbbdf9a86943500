import type { BuildDiagnostic } from '../types'

/** Messages between the runner and its worker process (lint and bundle), over Node's IPC channel. */

export interface WorkerJob {
  type: 'job'
  projectDir: string
  outDir: string
  envDir: string
  cacheDir: string
  /** The app's entry, absolute. */
  entry: string
  /** Real folder -> name of the allowed packages and their dependencies: all the bundle may read besides the project. */
  packageDirs: Record<string, string>
  /** Bundle after the lint, when the lint finds no error. */
  bundle: boolean
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'packaging' }
  | { type: 'log'; line: string }
  | { type: 'diagnostic'; diagnostic: BuildDiagnostic }
  | { type: 'done'; lintErrorCount: number; bundled: boolean; importedPackages: string[] }
  | { type: 'failed'; message: string }

const messageTypes = new Set(['ready', 'packaging', 'log', 'diagnostic', 'done', 'failed'])

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  return typeof value === 'object' && value !== null && messageTypes.has(String((value as { type?: unknown }).type))
}

export function isWorkerJob(value: unknown): value is WorkerJob {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'job'
}
