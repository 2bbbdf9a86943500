import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** Resident memory of a process (bytes) from the text of /proc/<pid>/status; null when not there. */
export function parseVmRssBytes(status: string): number | null {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)
  return match?.[1] ? Number(match[1]) * 1024 : null
}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    // The process ended between listing and reading.
    return null
  }
}

/** The process and all its descendants, from /proc/<pid>/task/<tid>/children. */
export function processTreePids(pid: number): number[] {
  const pids: number[] = []
  const pending = [pid]
  while (pending.length > 0) {
    const current = pending.pop()
    if (current === undefined || pids.includes(current)) continue
    pids.push(current)
    let tasks: string[] = []
    try {
      tasks = readdirSync(`/proc/${current}/task`)
    } catch {
      continue
    }
    for (const task of tasks) {
      const children = readProc(`/proc/${current}/task/${task}/children`) ?? ''
      for (const child of children.split(/\s+/)) if (child) pending.push(Number(child))
    }
  }
  return pids
}

export const procAvailable = existsSync('/proc/self/status')

/** Sum of the resident memory of a process tree right now; null without /proc. */
export function processTreeRssBytes(pid: number): number | null {
  if (!procAvailable) return null
  let total = 0
  for (const member of processTreePids(pid)) total += parseVmRssBytes(readProc(`/proc/${member}/status`) ?? '') ?? 0
  return total
}

/**
 * Samples the resident memory of one or more process trees every `intervalMs` and keeps the
 * largest sum: the children of a build may overlap (the worker starts while the type-check runs).
 */
export class PeakMemorySampler {
  private peak: number | null = null
  private timer: NodeJS.Timeout | null = null
  private readonly pids = new Set<number>()

  constructor(private readonly intervalMs = 100) {}

  add(pid: number): void {
    if (!procAvailable) return
    this.pids.add(pid)
    this.sample()
    if (!this.timer) {
      this.timer = setInterval(() => this.sample(), this.intervalMs)
      this.timer.unref()
    }
  }

  remove(pid: number): void {
    this.pids.delete(pid)
    if (this.pids.size === 0) this.pause()
  }

  /** The peak so far, or null without /proc (or before any sample). */
  get peakBytes(): number | null {
    return this.peak
  }

  /** Stops sampling; the peak seen. */
  stop(): number | null {
    this.pids.clear()
    this.pause()
    return this.peak
  }

  private sample(): void {
    let total = 0
    for (const pid of this.pids) total += processTreeRssBytes(pid) ?? 0
    if (total > 0) this.peak = Math.max(this.peak ?? 0, total)
  }

  private pause(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }
}

/** Kills every process of a process group (a child spawned `detached` leads its own group). */
export function killProcessGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/** The live processes of a process group (zombies aside); empty without /proc. */
export function processGroupMembers(pgid: number): number[] {
  if (!procAvailable) return []
  const members: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readProc(`/proc/${entry}/stat`)
    if (!stat) continue
    // Fields after the command (which may hold spaces and parentheses): state ppid pgrp …
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X') members.push(Number(entry))
  }
  return members
}

/** The fields of /proc/<pid>/stat after the command (state, ppid, pgrp, …), or null. */
function statFields(pid: number): string[] | null {
  const stat = readProc(`/proc/${pid}/stat`)
  // The command may hold spaces and parentheses.
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null
}

/**
 * When a process started (clock ticks since boot, field 22 of /proc/<pid>/stat), or null without
 * /proc: with its pid it names one process, even after the pid is reused.
 */
export function processStartTime(pid: number): string | null {
  return statFields(pid)?.[19] ?? null
}

/** Whether the process `pid` that started at `startTime` (processStartTime) still runs (a zombie does not). */
export function processAlive(pid: number, startTime: string | null): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  if (!procAvailable) return true
  const fields = statFields(pid)
  if (!fields || fields[0] === 'Z' || fields[0] === 'X') return false
  return startTime === null || fields[19] === startTime
}
