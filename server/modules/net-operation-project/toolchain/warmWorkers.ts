import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { createJobFolder, removeJobFolder, type JobFolder } from './jail'
import { BoundedText } from './processOutput'
import { responseMarker } from './protocol'
import { killSandboxed, startSandboxed } from './sandbox'

/**
 * Warm workers: a jailed `mono Workspace.exe serve` per assembly that answers calls one at a time,
 * so a call pays neither the jail's set-up nor Mono's start. Each worker lives for at most
 * `maxCalls` calls, `idleMs` without one, or `lifetimeMs`; a call past its time, a cancel or a
 * crash kills it (the next call starts a new one). At most `perAssembly` workers per assembly:
 * calls beyond them run in a process of their own (invoke.ts), as they all did before.
 */

const perAssembly = 2
const maxCalls = 200
const idleMs = 30_000
const lifetimeMs = 10 * 60_000
/** Room above the managed heap for the runtime, JIT and thread stacks (ulimit -v). */
const addressSpaceHeadroomMb = 512

export type WorkerAnswer =
  | { kind: 'answer'; line: string }
  | { kind: 'timeout' | 'cancelled' }
  | { kind: 'died'; stderr: string }

class WarmWorker {
  private busy = false
  private calls = 0
  private dead = false
  private buffer = ''
  private readonly stderr = new BoundedText()
  private waiting: ((answer: WorkerAnswer) => void) | null = null
  private idleTimer: NodeJS.Timeout | null = null
  private readonly lifeTimer: NodeJS.Timeout

  constructor(
    readonly assemblyHash: string,
    readonly heapMb: number,
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly job: JobFolder,
    private readonly onGone: (worker: WarmWorker) => void,
  ) {
    for (const stream of [child.stdout, child.stderr, child.stdin]) (stream as unknown as { unref?: () => void }).unref?.()
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => this.read(chunk))
    child.stderr.on('data', (chunk: Buffer) => this.stderr.add(chunk))
    child.stdin.on('error', () => undefined)
    child.once('close', () => this.gone())
    child.once('error', () => this.gone())
    this.lifeTimer = setTimeout(() => this.retire(), lifetimeMs)
    this.lifeTimer.unref()
  }

  get available(): boolean {
    return !this.busy && !this.dead
  }

  /** One call: the request as one line; the response line, or what ended it. */
  call(body: string, timeoutMs: number, signal: AbortSignal): Promise<WorkerAnswer> {
    this.busy = true
    this.calls += 1
    if (this.idleTimer) clearTimeout(this.idleTimer)
    return new Promise<WorkerAnswer>((resolve) => {
      const settle = (answer: WorkerAnswer) => {
        clearTimeout(timer)
        signal.removeEventListener('abort', onAbort)
        this.waiting = null
        this.busy = false
        if (answer.kind !== 'answer') this.retire()
        else if (this.calls >= maxCalls) this.retire()
        else this.idleLater()
        resolve(answer)
      }
      const timer = setTimeout(() => settle({ kind: 'timeout' }), timeoutMs)
      const onAbort = () => settle({ kind: 'cancelled' })
      signal.addEventListener('abort', onAbort, { once: true })
      this.waiting = settle
      this.child.stdin.write(`${body}\n`)
    })
  }

  retire(): void {
    if (this.dead) return
    this.dead = true
    killSandboxed(this.child)
  }

  private idleLater(): void {
    this.idleTimer = setTimeout(() => this.retire(), idleMs)
    this.idleTimer.unref()
  }

  private read(chunk: string): void {
    this.buffer += chunk
    let newline = this.buffer.indexOf('\n')
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline)
      this.buffer = this.buffer.slice(newline + 1)
      if (line.startsWith(responseMarker)) this.waiting?.({ kind: 'answer', line })
      newline = this.buffer.indexOf('\n')
    }
  }

  private gone(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    clearTimeout(this.lifeTimer)
    this.dead = true
    this.waiting?.({ kind: 'died', stderr: this.stderr.text() })
    this.onGone(this)
    void removeJobFolder(this.job)
  }
}

const pools = new Map<string, WarmWorker[]>()

const hashOf = (assembly: Buffer) => createHash('sha256').update(assembly).digest('hex')

/**
 * A free warm worker of this assembly, started when there is room; null when all its workers are
 * busy (the caller runs the call in a process of its own).
 */
export async function warmWorkerFor(monoPath: string, assembly: Buffer, heapMb: number): Promise<WarmWorker | null> {
  const assemblyHash = hashOf(assembly)
  const pool = pools.get(assemblyHash) ?? []
  const free = pool.find((worker) => worker.available && worker.heapMb === heapMb)
  if (free) return free
  if (pool.length >= perAssembly) return null
  const job = await createJobFolder()
  await writeFile(join(job.workDir, 'Workspace.exe'), assembly, { mode: 0o644 })
  const child = startSandboxed({
    job,
    command: [monoPath, '/work/Workspace.exe', 'serve'],
    writableWork: false,
    heapMb,
    addressSpaceMb: heapMb + addressSpaceHeadroomMb,
    timeoutMs: lifetimeMs,
  })
  const worker = new WarmWorker(assemblyHash, heapMb, child, job, (gone) => {
    const current = pools.get(assemblyHash) ?? []
    const left = current.filter((candidate) => candidate !== gone)
    if (left.length > 0) pools.set(assemblyHash, left)
    else pools.delete(assemblyHash)
  })
  pools.set(assemblyHash, [...pool, worker])
  return worker
}

/** Stops every warm worker (the API's shutdown, tests). */
export function stopWarmWorkers(): void {
  for (const pool of pools.values()) for (const worker of pool) worker.retire()
}
