import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createJobFolder, removeJobFolder, withoutJobPaths, type JobFolder } from './jail'
import { extractResponse, parseInvoke } from './protocol'
import { reportsOutOfMemory } from './processOutput'
import { runSandboxed, sandboxAvailable } from './sandbox'
import { findMonoToolchain } from './toolchain'
import { warmWorkerFor } from './warmWorkers'
import type { InvokeKind, InvokeOptions, InvokeOutcome, JsonObject } from './types'

/**
 * One call of a built function: the request as one line to a warm worker of its assembly
 * (warmWorkers.ts), or, when its workers are busy or they are switched off, a fresh mono process in
 * the jail with the request on stdin. Either way the assembly is read-only at /work and the answer
 * is one marked line on stdout.
 */

/** Set to "off" for a process of its own per call (every call then starts Mono anew). */
export const warmWorkersVariable = 'NET_PROJECT_WARM_WORKERS'

/** Room above the managed heap for the runtime, JIT and thread stacks (ulimit -v). */
const addressSpaceHeadroomMb = 512
const maxStderrInMessage = 1000

export async function invokeFunction(options: InvokeOptions): Promise<InvokeOutcome> {
  const started = performance.now()
  const outcome = (kind: InvokeKind, partial: Partial<InvokeOutcome> = {}): InvokeOutcome => ({
    kind,
    summary: null,
    result: null,
    issues: [],
    changes: [],
    error: null,
    logs: [],
    durationMs: Math.round(performance.now() - started),
    ...partial,
  })
  const failure = (kind: InvokeKind, type: string, message: string) => outcome(kind, { error: { type, message, stackTrace: null } })

  const toolchain = findMonoToolchain()
  if (!toolchain) return failure('toolchainMissing', 'ToolchainMissing', 'The Mono runtime is not installed on this server.')
  if (!(await sandboxAvailable())) return failure('sandboxUnavailable', 'SandboxUnavailable', 'Functions cannot run isolated on this server, so they do not run.')
  if (options.signal.aborted) return failure('cancelled', 'Cancelled', 'The call was cancelled.')

  const { request } = options
  const body = JSON.stringify({
    FunctionKey: options.functionKey,
    Arguments: request.arguments,
    Record: request.record ? { EntityName: request.record.entityName, Id: request.record.id, Fields: request.record.fields } : null,
    Operation: request.operation,
    UserId: request.userId,
    Now: request.now,
  })
  const heapMb = Math.max(16, Math.floor(options.memoryMb))
  const answered = (response: JsonObject | null, stderr: string, how: string): InvokeOutcome => {
    const answer = response ? parseInvoke(response) : null
    if (!answer) {
      if (reportsOutOfMemory(stderr)) return failure('memoryExceeded', 'OutOfMemory', `The function used more than ${heapMb} MB of memory.`)
      const report = crashReport(stderr)
      return failure('crashed', report.type, `The function's process ended without an answer (${how})${report.text ? `: ${report.text}` : '.'}`)
    }
    const kind: InvokeKind =
      answer.outcome === 'exception' && answer.error?.type === 'System.OutOfMemoryException' ? 'memoryExceeded' : answer.outcome
    return outcome(kind, { summary: answer.summary, result: answer.result, issues: answer.issues, changes: answer.changes, error: answer.error, logs: answer.logs })
  }

  // A warm worker of this assembly when one is free (warmWorkers.ts); else a process of its own.
  if (process.env[warmWorkersVariable] !== 'off') {
    const worker = await warmWorkerFor(toolchain.monoPath, options.assembly, heapMb).catch(() => null)
    if (worker) {
      const answer = await worker.call(body, options.timeoutMs, options.signal)
      switch (answer.kind) {
        case 'answer':
          return answered(extractResponse(answer.line), '', 'no answer')
        case 'died':
          return answered(null, answer.stderr, 'its worker ended')
        case 'timeout':
          return failure('timeout', 'Timeout', `The function did not finish within ${options.timeoutMs} ms.`)
        default:
          return failure('cancelled', 'Cancelled', 'The call was cancelled.')
      }
    }
  }

  let job: JobFolder | null = null
  try {
    job = await createJobFolder()
    await writeFile(join(job.workDir, 'Workspace.exe'), options.assembly, { mode: 0o644 })
    const result = await runSandboxed({
      job,
      command: [toolchain.monoPath, '/work/Workspace.exe', 'invoke'],
      writableWork: false,
      heapMb,
      addressSpaceMb: heapMb + addressSpaceHeadroomMb,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      stdin: body,
    })
    if (result.cancelled) return failure('cancelled', 'Cancelled', 'The call was cancelled.')
    if (result.timedOut) return failure('timeout', 'Timeout', `The function did not finish within ${options.timeoutMs} ms.`)
    const how = result.spawnError ?? (result.exitSignal ? `signal ${result.exitSignal}` : `exit code ${String(result.exitCode)}`)
    return answered(extractResponse(result.stdout), result.stderr, how)
  } catch (error) {
    return failure('crashed', 'HostError', `The call failed unexpectedly: ${withoutJobPaths(error instanceof Error ? error.message : String(error))}`)
  } finally {
    if (job) await removeJobFolder(job)
  }
}

/** The runtime's words on a crash (e.g. a stack overflow), without its stack frames. */
function crashReport(stderr: string): { type: string; text: string } {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
  const type = /FATAL UNHANDLED EXCEPTION: ([\w.]+)/.exec(stderr)?.[1] ?? 'Crashed'
  return { type, text: lines.slice(0, 5).join(' ').replace(/\s+/g, ' ').trim().slice(0, maxStderrInMessage) }
}
