import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createJobFolder, removeJobFolder, withoutJobPaths, type JobFolder } from './jail'
import { extractResponse, parseInvoke } from './protocol'
import { reportsOutOfMemory } from './processOutput'
import { runSandboxed, sandboxAvailable } from './sandbox'
import { findMonoToolchain } from './toolchain'
import type { InvokeKind, InvokeOptions, InvokeOutcome } from './types'

/**
 * One call of a built function: a fresh mono process in the jail per call (measured well under the
 * 150 ms p95 budget on the reference machine, see the tests), the assembly read-only at /work, the
 * request on stdin, one response line on stdout.
 */

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

  let job: JobFolder | null = null
  try {
    job = await createJobFolder()
    await writeFile(join(job.workDir, 'Workspace.exe'), options.assembly, { mode: 0o644 })
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
    const response = extractResponse(result.stdout)
    const answer = response ? parseInvoke(response) : null
    if (!answer) {
      if (reportsOutOfMemory(result.stderr)) return failure('memoryExceeded', 'OutOfMemory', `The function used more than ${heapMb} MB of memory.`)
      const how = result.spawnError ?? (result.exitSignal ? `signal ${result.exitSignal}` : `exit code ${String(result.exitCode)}`)
      const report = crashReport(result.stderr)
      return failure('crashed', report.type, `The function's process ended without an answer (${how})${report.text ? `: ${report.text}` : '.'}`)
    }
    const kind: InvokeKind =
      answer.outcome === 'exception' && answer.error?.type === 'System.OutOfMemoryException' ? 'memoryExceeded' : answer.outcome
    return outcome(kind, {
      summary: answer.summary,
      result: answer.result,
      issues: answer.issues,
      changes: answer.changes,
      error: answer.error,
      logs: answer.logs,
    })
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
