import { StageLogLimiter } from './logLimiter'
import { BuildStage, progressWithin, stageMessageKey, stageStartPercent } from './stages'
import type { BuildInput, StageTiming } from './types'

const progressTickMs = 2000
// Half of a long stage's remaining progress span passes in this time (stages.ts: progressWithin).
const progressHalfLifeMs = 8000
const longStages: readonly number[] = [BuildStage.Compiling, BuildStage.Analyzing, BuildStage.Packaging]

/**
 * A build's stages as the caller sees them: onStage as each starts and while a long one runs,
 * its timing, and its log through onLog (bounded, with the machine's paths scrubbed).
 */
export class StageTracker {
  readonly timings: StageTiming[] = []
  private readonly logs = new StageLogLimiter()
  private current: { stage: BuildStage; startedAt: number } | null = null
  private ticker: NodeJS.Timeout | null = null
  scrub: (text: string) => string = (text) => text

  constructor(
    private readonly input: Pick<BuildInput, 'kind' | 'onStage' | 'onLog'>,
    /** onStage threw or rejected: the build stops. */
    private readonly onReportFailed: (error: unknown) => void,
  ) {}

  async enter(stage: BuildStage): Promise<void> {
    this.close()
    this.current = { stage, startedAt: performance.now() }
    await this.report(stage, stageStartPercent(this.input.kind, stage))
    if (longStages.includes(stage)) this.startTicker(stage)
  }

  /** Ends the current stage: its timing, and a closing log line when lines were dropped. */
  close(): void {
    if (this.ticker) clearInterval(this.ticker)
    this.ticker = null
    const current = this.current
    if (!current) return
    const closing = this.logs.finish(current.stage)
    if (closing) this.emit(current.stage, closing)
    const { lineCount, truncated } = this.logs.summary(current.stage)
    this.timings.push({
      stage: current.stage,
      durationMs: Math.round(performance.now() - current.startedAt),
      logLineCount: lineCount,
      logTruncated: truncated,
    })
    this.current = null
  }

  log(line: string): void {
    const stage = this.current?.stage ?? BuildStage.Preparing
    const kept = this.logs.accept(stage, this.scrub(line))
    if (kept !== null) this.emit(stage, kept)
  }

  /** Moves the progress inside a long stage, so that a watcher sees the build alive. */
  private startTicker(stage: BuildStage): void {
    const startedAt = performance.now()
    let last = stageStartPercent(this.input.kind, stage)
    this.ticker = setInterval(() => {
      const percent = progressWithin(this.input.kind, stage, performance.now() - startedAt, progressHalfLifeMs)
      if (percent > last && this.current?.stage === stage) {
        last = percent
        void this.report(stage, percent)
      }
    }, progressTickMs)
    this.ticker.unref()
  }

  private async report(stage: BuildStage, progressPercent: number): Promise<void> {
    if (!this.input.onStage) return
    try {
      await this.input.onStage({ stage, progressPercent, messageKey: stageMessageKey(stage) })
    } catch (error) {
      this.onReportFailed(error)
    }
  }

  private emit(stage: BuildStage, line: string): void {
    try {
      this.input.onLog?.(stage, line)
    } catch {
      // A failing log consumer must not fail the build; the log is best effort.
    }
  }
}
