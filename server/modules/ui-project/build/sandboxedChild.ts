import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { killProcessGroup, PeakMemorySampler } from './processTree'

/**
 * Child processes for all tool work: own process group, minimal environment, network guard and
 * read guard, no network namespace where possible, and a watch that kills the group when the API
 * dies (guards/parentWatch.mjs).
 */

export const childHeapLimitMb = 768
/**
 * Builds are background work: at this niceness the API, and whatever else the host serves, keep
 * their share of the processor while a type-check runs. Processes the child starts inherit it.
 */
export const childNiceness = 10

export const networkGuardPath = fileURLToPath(new URL('./guards/networkGuard.mjs', import.meta.url))
export const readGuardPath = fileURLToPath(new URL('./guards/readGuard.mjs', import.meta.url))
export const parentWatchPath = fileURLToPath(new URL('./guards/parentWatch.mjs', import.meta.url))
export const readRootsVariable = 'UI_BUILD_READ_ROOTS'
export const parentPidVariable = 'UI_BUILD_PARENT_PID'

let namespacePrefix: string[] | null | undefined

/**
 * How to start a process in an empty network namespace on this machine (`unshare --net`, or as an
 * unprivileged user `unshare --user --map-root-user --net`), or null when neither works. Probed
 * once; the guards apply either way.
 */
export function networkNamespacePrefix(): string[] | null {
  if (namespacePrefix !== undefined) return namespacePrefix
  namespacePrefix = null
  for (const flags of [['--net'], ['--user', '--map-root-user', '--net']]) {
    const prefix = ['unshare', ...flags, '--']
    const probe = spawnSync(prefix[0] ?? 'unshare', [...prefix.slice(1), process.execPath, '-e', ''], {
      env: minimalEnvironment({}),
      stdio: 'ignore',
      timeout: 10_000,
    })
    if (probe.status === 0) {
      namespacePrefix = prefix
      break
    }
  }
  return namespacePrefix
}

/** PATH and the build's own settings: no secrets, no DATABASE_URL, no NODE_OPTIONS of the host. */
export function minimalEnvironment(extra: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    NODE_ENV: 'production',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ...extra,
  }
}

export interface SandboxedChildOptions {
  /** Node's arguments after the guards: loader imports, the script, its arguments. */
  nodeArgs: string[]
  cwd: string
  /** Absolute real paths the child may read files from (readGuard.mjs). */
  readRoots: string[]
  env?: Record<string, string>
  signal: AbortSignal
  /** Open an IPC channel; messages arrive in onMessage, which can answer with `send`. */
  ipc?: boolean
  onMessage?(message: unknown, send: (message: object) => void): void
  onOutputLine?(line: string, stream: 'stdout' | 'stderr'): void
  onSpawn?(pid: number): void
  /** Where its memory is sampled; shared when several children of one build may overlap. */
  memory?: PeakMemorySampler
}

export interface SandboxedChildResult {
  exitCode: number | null
  signal: NodeJS.Signals | null
  /** The signal aborted it and it was killed. */
  killed: boolean
  /** Its own peak; null with a shared sampler (options.memory) or without /proc. */
  peakMemoryBytes: number | null
  /** The end of its standard error, for crash reports. */
  stderrTail: string
  stdout: string
}

/** The child could not be started or its process failed (not: it ran and exited with a code). */
export class ChildProcessError extends Error {
  constructor(cause: unknown) {
    super(`A build process could not run: ${cause instanceof Error ? cause.message : String(cause)}`)
    this.name = 'ChildProcessError'
  }
}

const stderrTailLength = 4000
const maxCapturedStdout = 4 * 1024 * 1024

export function runSandboxedChild(options: SandboxedChildOptions): Promise<SandboxedChildResult> {
  const nodeCommand = [
    process.execPath,
    `--max-old-space-size=${childHeapLimitMb}`,
    // First: it reads /proc/self, which the read guard refuses.
    '--import',
    parentWatchPath,
    '--import',
    networkGuardPath,
    '--import',
    readGuardPath,
    ...options.nodeArgs,
  ]
  const command = [...(networkNamespacePrefix() ?? []), ...nodeCommand]
  const env = minimalEnvironment({
    ...options.env,
    [readRootsVariable]: JSON.stringify(options.readRoots),
    [parentPidVariable]: String(process.pid),
  })

  return new Promise((resolve, reject) => {
    if (options.signal.aborted) {
      resolve({ exitCode: null, signal: null, killed: true, peakMemoryBytes: null, stderrTail: '', stdout: '' })
      return
    }
    let child: ChildProcess
    try {
      child = spawn(command[0] ?? process.execPath, command.slice(1), {
        cwd: options.cwd,
        env,
        // Its own process group, so that a kill (the runner's, or its own when the API dies) reaches every process it starts.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
      })
    } catch (error) {
      reject(new ChildProcessError(error))
      return
    }
    const sampler = options.memory ?? new PeakMemorySampler()
    const ownPeak = () => (options.memory ? null : sampler.stop())
    let killed = false
    let stderrTail = ''
    let stdout = ''
    const kill = () => {
      killed = true
      if (child.pid) killProcessGroup(child.pid)
    }
    options.signal.addEventListener('abort', kill, { once: true })
    const pid = child.pid
    if (pid) {
      lowerPriority(pid)
      sampler.add(pid)
      options.onSpawn?.(pid)
    }

    if (child.stdout) {
      createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
        if (stdout.length < maxCapturedStdout) stdout += `${line}\n`
        options.onOutputLine?.(line, 'stdout')
      })
    }
    if (child.stderr) {
      createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', (line) => {
        stderrTail = `${stderrTail}${line}\n`.slice(-stderrTailLength)
        options.onOutputLine?.(line, 'stderr')
      })
    }
    const send = (message: object) => {
      // With a callback a closed channel is not an 'error' of the child: its exit tells what happened.
      if (child.connected) child.send(message, () => undefined)
    }
    child.on('message', (message) => options.onMessage?.(message, send))

    const finish = () => {
      options.signal.removeEventListener('abort', kill)
      // Whatever the child left running in its group goes with it.
      if (pid) {
        killProcessGroup(pid)
        sampler.remove(pid)
      }
    }
    child.once('error', (error) => {
      finish()
      ownPeak()
      reject(new ChildProcessError(error))
    })
    child.once('close', (exitCode, signal) => {
      finish()
      resolve({ exitCode, signal, killed, peakMemoryBytes: ownPeak(), stderrTail, stdout })
    })
  })
}

/** A heap exhausted by V8 (the child's --max-old-space-size) shows on its standard error. */
export function isOutOfMemory(result: SandboxedChildResult): boolean {
  return /heap out of memory|Reached heap limit|Allocation failed/i.test(result.stderrTail)
}

function lowerPriority(pid: number): void {
  try {
    setPriority(pid, childNiceness)
  } catch {
    // It has already exited, or this system refuses: it runs at normal priority.
  }
}
