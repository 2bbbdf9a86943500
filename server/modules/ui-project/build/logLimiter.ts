/** Bounds on the log the runner passes on per stage: a runaway tool must not flood the caller. */
export const stageLogLimits = { maxLines: 2000, maxBytes: 256 * 1024, maxLineLength: 2000 }

interface StageLog {
  lines: number
  bytes: number
  dropped: number
}

/** Counts each stage's log and cuts it off at the bounds; one closing line says how much was dropped. */
export class StageLogLimiter {
  private readonly stages = new Map<number, StageLog>()

  constructor(private readonly limits = stageLogLimits) {}

  /** The line to pass on (cut to the maximum length), or null when the stage's bound is reached. */
  accept(stage: number, line: string): string | null {
    const log = this.logOf(stage)
    const kept = line.length > this.limits.maxLineLength ? line.slice(0, this.limits.maxLineLength) : line
    const bytes = Buffer.byteLength(kept) + 1
    if (log.dropped > 0 || log.lines >= this.limits.maxLines || log.bytes + bytes > this.limits.maxBytes) {
      log.dropped += 1
      return null
    }
    log.lines += 1
    log.bytes += bytes
    return kept
  }

  /** The closing line of a stage that dropped lines (counted as passed on), else null. */
  finish(stage: number): string | null {
    const log = this.logOf(stage)
    if (log.dropped === 0) return null
    log.lines += 1
    return `${log.dropped} more log lines were dropped (a stage keeps ${this.limits.maxLines} lines and ${this.limits.maxBytes / 1024} KiB).`
  }

  summary(stage: number): { lineCount: number; truncated: boolean } {
    const log = this.logOf(stage)
    return { lineCount: log.lines, truncated: log.dropped > 0 }
  }

  private logOf(stage: number): StageLog {
    let log = this.stages.get(stage)
    if (!log) {
      log = { lines: 0, bytes: 0, dropped: 0 }
      this.stages.set(stage, log)
    }
    return log
  }
}
