import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createJobFolder, jailSystemLayout, removeJobFolder, type JobFolder } from './jail'
import { BoundedText } from './processOutput'

/**
 * Runs mcs and mono isolated (see jail.ts): no network, no view of the host's files beyond the
 * system libraries and the job's folder, a minimal environment, own process group, time limit,
 * abort signal and bounded output. Never unsandboxed: when the jail does not work here, callers
 * get `sandboxUnavailable`.
 */

export interface SandboxRun {
  job: JobFolder
  /** The command inside the jail (absolute paths under /usr or /bin; cwd /work). */
  command: string[]
  /** Whether the tool may write into /work (the compiler's output). */
  writableWork: boolean
  /** Managed heap limit (MONO_GC_PARAMS max-heap-size). */
  heapMb: number
  /** Address-space limit of the whole tool (ulimit -v), above the heap for runtime and JIT. */
  addressSpaceMb: number
  timeoutMs: number
  signal: AbortSignal
  stdin?: string
  onOutputLine?(line: string, stream: 'stdout' | 'stderr'): void
}

export interface SandboxResult {
  exitCode: number | null
  exitSignal: NodeJS.Signals | null
  timedOut: boolean
  cancelled: boolean
  stdout: string
  stderr: string
  /** The process could not be started (the message). */
  spawnError: string | null
  durationMs: number
}

/** The jail's own timeout is a backstop for an API that died; the API kills first. */
const jailGraceSeconds = 5
/** Files the tools write (ulimit -f, 512-byte blocks): 64 MiB. */
const maxFileBlocks = 131072

/** Who the jail runs as outside its user namespace, and its process limit (ulimit -p). */
interface JailUser {
  prefix: string[]
  processLimit: string
}

/**
 * As root, the jail runs as `nobody` outside the namespace, so no host file is its own; all jobs
 * share its process limit, against fork bombs. Where unprivileged user namespaces are refused, the
 * API's own user (then no process limit: the count would include the API's own processes).
 */
const asNobody: JailUser = { prefix: ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--'], processLimit: '1024' }
const asSelf: JailUser = { prefix: [], processLimit: 'unlimited' }
const runningAsRoot = process.getuid?.() === 0
let jailUser: JailUser = runningAsRoot ? asNobody : asSelf
const namespaces = ['unshare', '--user', '--map-root-user', '--mount', '--net', '--pid', '--fork', '--kill-child', '--']

export function runSandboxed(run: SandboxRun): Promise<SandboxResult> {
  return runJailed(run, jailUser)
}

type JailedCommand = Pick<SandboxRun, 'job' | 'command' | 'writableWork' | 'heapMb' | 'addressSpaceMb' | 'timeoutMs'>

/** The jail's command line: namespaces, the script and its limits (`timeoutMs`: the backstop's time). */
function jailArgs(run: JailedCommand, user: JailUser): string[] {
  const seconds = Math.ceil(run.timeoutMs / 1000) + jailGraceSeconds
  return [
    ...user.prefix,
    ...namespaces,
    '/bin/sh',
    run.job.scriptPath,
    run.job.rootDir,
    run.job.workDir,
    run.writableWork ? 'rw' : 'ro',
    String(seconds),
    String(run.addressSpaceMb * 1024),
    String(maxFileBlocks),
    user.processLimit,
    jailSystemLayout(),
    ...run.command,
  ]
}

/** Nothing of the API's environment: no DATABASE_URL, no secrets. */
const jailEnv = (heapMb: number) => ({ PATH: '/usr/bin:/bin', HOME: '/work', LANG: 'C.UTF-8', MONO_GC_PARAMS: `max-heap-size=${heapMb}m` })

/**
 * A jailed process that lives on (a warm worker): its pipes stay open for the caller, and it does
 * not keep the API alive. `timeoutMs` is its longest life (the jail kills it then at the latest).
 */
export function startSandboxed(run: JailedCommand): ChildProcessWithoutNullStreams {
  const [program = 'unshare', ...rest] = jailArgs(run, jailUser)
  const child = spawn(program, rest, { env: jailEnv(run.heapMb), cwd: run.job.dir, detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
  child.unref()
  return child
}

/** Kills a jailed process and everything it started (its process group). */
export function killSandboxed(child: ChildProcess): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

function runJailed(run: SandboxRun, user: JailUser): Promise<SandboxResult> {
  const started = performance.now()
  const args = jailArgs(run, user)
  const env = jailEnv(run.heapMb)
  const result: SandboxResult = {
    exitCode: null,
    exitSignal: null,
    timedOut: false,
    cancelled: false,
    stdout: '',
    stderr: '',
    spawnError: null,
    durationMs: 0,
  }
  return new Promise((resolve) => {
    let done = false
    const finish = () => {
      if (done) return
      done = true
      result.durationMs = performance.now() - started
      resolve(result)
    }
    if (run.signal.aborted) {
      result.cancelled = true
      finish()
      return
    }
    const [program = 'unshare', ...rest] = args
    const child = spawn(program, rest, { env, cwd: run.job.dir, detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
    const killGroup = () => {
      if (child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
    const onAbort = () => {
      result.cancelled = true
      killGroup()
    }
    const timer = setTimeout(() => {
      result.timedOut = true
      killGroup()
    }, run.timeoutMs)
    run.signal.addEventListener('abort', onAbort, { once: true })
    const onLine = run.onOutputLine
    const stdout = new BoundedText(onLine && ((line) => onLine(line, 'stdout')))
    const stderr = new BoundedText(onLine && ((line) => onLine(line, 'stderr')))
    child.stdout.on('data', (chunk: Buffer) => stdout.add(chunk))
    child.stderr.on('data', (chunk: Buffer) => stderr.add(chunk))
    // A tool that exits before reading its input closes the pipe: not an error of ours.
    child.stdin.on('error', () => undefined)
    child.stdin.end(run.stdin ?? '')
    child.once('error', (error) => {
      // Not started at all ('close' may not follow).
      result.spawnError = error.message
      clearTimeout(timer)
      run.signal.removeEventListener('abort', onAbort)
      if (child.pid === undefined) finish()
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      run.signal.removeEventListener('abort', onAbort)
      // Nothing is left: unshare's --kill-child ended the namespace, and with it every process in it.
      result.exitCode = code
      result.exitSignal = signal
      result.stdout = stdout.text()
      result.stderr = stderr.text()
      finish()
    })
  })
}

let availability: Promise<boolean> | undefined
let probedAt = 0
/** A failed probe may have been a passing shortage (processes, files): asked again after this. */
const reprobeAfterMs = 60_000

/** Whether the jail works on this machine: probed once per process (a failure again after a minute). */
export async function sandboxAvailable(): Promise<boolean> {
  if (!availability || (!(await availability) && Date.now() - probedAt > reprobeAfterMs)) {
    probedAt = Date.now()
    availability = probeSandbox()
  }
  return availability
}

async function probeSandbox(): Promise<boolean> {
  for (const user of runningAsRoot ? [asNobody, asSelf] : [asSelf]) {
    if (await jailWorks(user)) {
      jailUser = user
      return true
    }
  }
  return false
}

async function jailWorks(user: JailUser): Promise<boolean> {
  let job: JobFolder | null = null
  try {
    job = await createJobFolder()
    const run: SandboxRun = {
      job,
      command: ['/bin/sh', '-c', 'test -d /usr/lib && test ! -e /etc/passwd && test ! -e /.old'],
      writableWork: false,
      heapMb: 64,
      addressSpaceMb: 512,
      timeoutMs: 10_000,
      signal: new AbortController().signal,
    }
    return (await runJailed(run, user)).exitCode === 0
  } catch {
    return false
  } finally {
    if (job) await removeJobFolder(job)
  }
}

/** Forgets the probe (tests). */
export function resetSandboxProbe(): void {
  availability = undefined
}
