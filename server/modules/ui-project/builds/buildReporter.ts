import type { Db } from '../../../db'
import type { StageEvent } from '../build/runner'
import type { StageRecord } from './buildModel'
import { appendLogLines } from './buildLog.repo'
import { writeBuildProgress } from './builds.repo'

/**
 * What a running build reports, written to its row as it happens: stage, message key, progress,
 * heartbeat, the Stages timings and each stage's log. Writes are coalesced (at most one every
 * 250 ms, plus one at every stage change) and go one after the other; a stage change waits for
 * its write, so the runner slows down rather than the database falling behind.
 */

export const logBounds = { maxLines: 2000, maxBytes: 256 * 1024, maxLineLength: 2000 }
const coalesceMs = 250
const heartbeatMs = 5000

interface StageLog {
  kept: number
  bytes: number
  truncated: boolean
  pending: string[]
  pendingTruncated: boolean
}

export interface ReporterTarget {
  db: Db
  buildId: string
  attempt: number
  now(): Date
  /** The run's progress on the function host (Done of Total). */
  progress(done: number, total: number): Promise<void>
}

export class BuildReporter {
  private readonly stages: StageRecord[] = []
  private readonly startedAtMs = new Map<number, number>()
  private readonly logs = new Map<number, StageLog>()
  private current: StageEvent | null = null
  private chain: Promise<void> = Promise.resolve()
  private failure: unknown = null
  private timer: NodeJS.Timeout | null = null
  private lastWriteAt = 0
  private readonly heartbeat: NodeJS.Timeout

  constructor(private readonly target: ReporterTarget) {
    this.heartbeat = setInterval(() => void this.flush(), heartbeatMs)
    this.heartbeat.unref()
  }

  stage(event: StageEvent): Promise<void> {
    const changed = this.current?.stage !== event.stage
    this.current = event
    if (changed) {
      this.closeOpenStage()
      const log = this.logOf(event.stage)
      this.stages.push({
        Stage: event.stage,
        StartedAt: this.target.now().toISOString(),
        CompletedAt: null,
        DurationMs: null,
        LogLineCount: log.kept,
        LogTruncated: log.truncated,
      })
      this.startedAtMs.set(event.stage, performance.now())
    }
    void this.target.progress(event.progressPercent, 100).catch(() => undefined)
    if (changed) return this.flush()
    this.schedule()
    return Promise.resolve()
  }

  log(stage: number, line: string): void {
    const log = this.logOf(stage)
    const kept = line.length > logBounds.maxLineLength ? line.slice(0, logBounds.maxLineLength) : line
    const bytes = Buffer.byteLength(kept) + 1
    if (log.truncated || log.kept >= logBounds.maxLines || log.bytes + bytes > logBounds.maxBytes) {
      log.truncated = true
      log.pendingTruncated = true
    } else {
      log.kept += 1
      log.bytes += bytes
      log.pending.push(kept)
    }
    const entry = this.stages.find((item) => item.Stage === stage)
    if (entry) {
      entry.LogLineCount = log.kept
      entry.LogTruncated = log.truncated
    }
    this.schedule()
  }

  /** Closes the stage reached and writes everything; throws when a write failed. */
  async finish(): Promise<StageRecord[]> {
    clearInterval(this.heartbeat)
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.closeOpenStage()
    await this.flush()
    if (this.failure) throw this.failure
    return this.stages
  }

  private closeOpenStage(): void {
    const open = this.stages.at(-1)
    if (!open || open.CompletedAt !== null) return
    open.CompletedAt = this.target.now().toISOString()
    open.DurationMs = Math.round(performance.now() - (this.startedAtMs.get(open.Stage) ?? performance.now()))
  }

  private schedule(): void {
    if (this.timer) return
    const wait = Math.max(0, coalesceMs - (Date.now() - this.lastWriteAt))
    this.timer = setTimeout(() => {
      this.timer = null
      void this.flush()
    }, wait)
  }

  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.chain = this.chain.then(() => this.write()).catch((error: unknown) => {
      this.failure ??= error
    })
    return this.chain
  }

  private async write(): Promise<void> {
    this.lastWriteAt = Date.now()
    const { db, buildId, attempt } = this.target
    for (const [stage, log] of this.logs) {
      if (log.pending.length === 0 && !log.pendingTruncated) continue
      const lines = log.pending.splice(0)
      const truncated = log.pendingTruncated
      log.pendingTruncated = false
      await appendLogLines(db, buildId, stage, lines, truncated)
    }
    const current = this.current
    await writeBuildProgress(db, buildId, attempt, {
      stage: current?.stage ?? null,
      messageKey: current?.messageKey ?? null,
      progressPercent: current ? clampPercent(current.progressPercent) : null,
      stages: this.stages,
      now: this.target.now(),
    })
  }

  private logOf(stage: number): StageLog {
    let log = this.logs.get(stage)
    if (!log) {
      log = { kept: 0, bytes: 0, truncated: false, pending: [], pendingTruncated: false }
      this.logs.set(stage, log)
    }
    return log
  }
}

const clampPercent = (value: number): number => Math.max(0, Math.min(100, Math.round(value)))
