import { createHash } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { parseCompilerOutput, projectDiagnostic } from './diagnostics'
import { runnerSources } from './hostSources'
import { createJobFolder, removeJobFolder, withoutJobPaths, type JobFolder } from './jail'
import { descriptorProblems, interopProblems, pathProblem, projectDescriptorPath } from './projectChecks'
import { extractResponse, parseDescribe } from './protocol'
import { reportsOutOfMemory } from './processOutput'
import { runSandboxed, sandboxAvailable, type SandboxResult } from './sandbox'
import { findMonoToolchain, type MonoToolchain } from './toolchain'
import type { CompileFailureReason, CompileOutcome, CompileRequest, Diagnostic, FunctionDescriptor } from './types'

/**
 * One compile: the project's .cs files, the generated ones and the runner into ONE exe (the runner
 * is its entry point, see host/WorkspaceHost.cs), then the runner's describe mode lists the
 * functions. A check does the same (mcs has no syntax-only mode) and returns no assembly.
 * Job layout in the jail: /work/src/<project paths>, /work/.runner/*.cs, /work/out/Workspace.exe.
 */

const compilerHeapMb = 1024
const compilerAddressSpaceMb = 4096
const describeHeapMb = 128
const describeAddressSpaceMb = 1024
const assemblyName = 'Workspace.exe'

export async function compileProject(request: CompileRequest): Promise<CompileOutcome> {
  const started = performance.now()
  const toolchain = findMonoToolchain()
  const outcome = (partial: Partial<CompileOutcome>): CompileOutcome => ({
    ok: false,
    failure: null,
    diagnostics: [],
    assembly: null,
    assemblyHash: null,
    functions: [],
    compilerVersion: toolchain?.version ?? null,
    durationMs: Math.round(performance.now() - started),
    ...partial,
  })
  const fail = (reason: CompileFailureReason, message: string, diagnostics: Diagnostic[] = []) =>
    outcome({ failure: { reason, message }, diagnostics })

  if (!toolchain) return fail('toolchainMissing', 'The Mono C# toolchain (mcs, mono) is not installed on this server.')
  const sources = projectSources(request)
  if (sources.problems.length > 0) return fail('invalidProject', 'The project cannot be compiled as it is.', sources.problems)
  if (!(await sandboxAvailable())) return fail('sandboxUnavailable', 'The compiler cannot run isolated on this server, so it does not run.')
  if (request.signal.aborted) return fail('cancelled', 'The compile was cancelled.')

  let job: JobFolder | null = null
  try {
    job = await createJobFolder()
    await writeSources(job, sources.files)
    const deadline = started + request.timeoutMs
    const compiled = await runSandboxed({
      job,
      command: [toolchain.mcsPath, '@/work/build.rsp'],
      writableWork: true,
      heapMb: compilerHeapMb,
      addressSpaceMb: compilerAddressSpaceMb,
      timeoutMs: Math.max(1, deadline - performance.now()),
      signal: request.signal,
      onOutputLine: request.onLog && ((line) => request.onLog?.(withoutSandboxPaths(line))),
    })
    const diagnostics = parseCompilerOutput(`${compiled.stderr}\n${compiled.stdout}`)
    const stopped = stopReason(compiled, 'compile')
    if (stopped) return fail(stopped.reason, stopped.message, diagnostics)
    if (compiled.exitCode !== 0 || diagnostics.some((d) => d.Severity === 'error')) {
      if (diagnostics.some((d) => d.Severity === 'error')) return fail('compileErrors', 'The project has compile errors.', diagnostics)
      return fail('internalError', `The compiler failed: ${tail(compiled.stderr || compiled.stdout)}`, diagnostics)
    }
    const described = await describe(job, toolchain, request.signal, Math.max(1, deadline - performance.now()))
    if ('reason' in described) return fail(described.reason, described.message, diagnostics)
    if (described.errors.length > 0) {
      const problems = described.errors.map((message) => projectDiagnostic(null, null, null, message))
      return fail('invalidProject', 'Some functions are not declared correctly.', [...diagnostics, ...problems])
    }
    const assembly = request.kind === 'build' ? await readFile(join(job.workDir, 'out', assemblyName)) : null
    return outcome({
      ok: true,
      diagnostics,
      assembly,
      assemblyHash: assembly ? createHash('sha256').update(assembly).digest('hex') : null,
      functions: described.functions,
    })
  } catch (error) {
    return fail('internalError', `The compile failed unexpectedly: ${withoutJobPaths(error instanceof Error ? error.message : String(error))}`)
  } finally {
    if (job) await removeJobFolder(job)
  }
}

interface Sources {
  /** Path under the job's work folder → text. */
  files: Map<string, string>
  problems: Diagnostic[]
}

/**
 * Generated/ belongs to the generator: the project's own copies there (an editor may store them,
 * stale ones included) are left out, and the generated files are compiled instead.
 */
function projectSources(request: CompileRequest): Sources {
  const files = new Map<string, string>()
  const problems: Diagnostic[] = []
  for (const [path, text] of request.generated) files.set(path, text)
  for (const [path, text] of request.userFiles) {
    const problem = pathProblem(path) ?? (folderOfAnother(path, request.userFiles) ? 'A file cannot share its path with a folder.' : null)
    if (problem) {
      problems.push(projectDiagnostic(path, null, null, problem))
      continue
    }
    if (path === projectDescriptorPath) problems.push(...descriptorProblems(text))
    if (!path.endsWith('.cs') || path.startsWith('Generated/')) continue
    problems.push(...interopProblems(path, text))
    files.set(path, text)
  }
  return { files, problems }
}

/** "A.cs" when "A.cs/B.cs" exists too: both cannot be written. */
function folderOfAnother(path: string, files: ReadonlyMap<string, string>): boolean {
  for (const other of files.keys()) if (other.startsWith(`${path}/`)) return true
  return false
}

async function writeSources(job: JobFolder, files: Map<string, string>): Promise<void> {
  const paths: string[] = []
  for (const [path, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await writeInto(job.workDir, `src/${path}`, text)
    paths.push(`src/${path}`)
  }
  for (const [name, text] of runnerSources()) {
    await writeInto(job.workDir, `.runner/${name}`, text)
    paths.push(`.runner/${name}`)
  }
  const outDir = join(job.workDir, 'out')
  await mkdir(outDir)
  // The compiler runs as the jail's user: nobody, when the API is root.
  await chmod(outDir, 0o777)
  const options = [
    '-noconfig',
    '-nostdlib-',
    '-r:System.dll',
    '-r:System.Core.dll',
    '-target:exe',
    '-warn:4',
    '-unsafe-',
    '-codepage:utf8',
    `-out:out/${assemblyName}`,
  ]
  // One argument a line, quoted: paths may hold spaces (pathProblem refuses quotes).
  await writeFile(join(job.workDir, 'build.rsp'), [...options, ...paths.map((path) => `"${path}"`)].join('\n'))
}

async function writeInto(root: string, path: string, text: string): Promise<void> {
  const target = join(root, ...path.split('/'))
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, text, { flag: 'wx' })
}

type Stop = { reason: CompileFailureReason; message: string }

function stopReason(result: SandboxResult, what: string): Stop | null {
  if (result.cancelled) return { reason: 'cancelled', message: `The ${what} was cancelled.` }
  if (result.timedOut) return { reason: 'timedOut', message: `The ${what} took longer than its time limit.` }
  if (result.spawnError) return { reason: 'internalError', message: `The ${what} could not start: ${result.spawnError}` }
  if (reportsOutOfMemory(result.stderr)) return { reason: 'memoryExceeded', message: `The ${what} ran out of memory.` }
  return null
}

function withoutSandboxPaths(line: string): string {
  return line.replaceAll('/work/src/', '').replace(/^src\//, '').replaceAll('/work/', '')
}

async function describe(job: JobFolder, toolchain: MonoToolchain, signal: AbortSignal, timeoutMs: number): Promise<{ functions: FunctionDescriptor[]; errors: string[] } | Stop> {
  const result = await runSandboxed({
    job,
    command: [toolchain.monoPath, `/work/out/${assemblyName}`, 'describe'],
    writableWork: false,
    heapMb: describeHeapMb,
    addressSpaceMb: describeAddressSpaceMb,
    timeoutMs,
    signal,
  })
  const stopped = stopReason(result, 'function discovery')
  if (stopped) return stopped
  const response = extractResponse(result.stdout)
  const answer = response ? parseDescribe(response) : null
  if (answer) return answer
  const error = response?.Error
  const message = typeof error === 'object' && error !== null && !Array.isArray(error) && typeof error.Message === 'string' ? error.Message : tail(result.stderr)
  return { reason: 'internalError', message: `The function discovery failed: ${message}` }
}

function tail(text: string): string {
  const trimmed = text.trim()
  return trimmed.length > 2000 ? `...${trimmed.slice(-2000)}` : trimmed || '(no output)'
}
