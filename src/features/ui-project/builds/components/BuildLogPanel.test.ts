import { renderUiProject } from '@/test/ui-project/render'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BuildStage, BuildStatus } from '@/api'
import { flush } from '@/test/render'
import type { UiProjectBuildLog } from '../../api/uiProject.types'
import { makeBuild } from '@/test/ui-project/builds'
import BuildLogPanel from './BuildLogPanel.vue'

// A stage log of `total` lines, served in windows like UiProject_GetBuildLog.
let total = 1200
let truncated = false
const getBuildLog = vi.fn(async (buildId: string, stage: number, offset: number, limit: number): Promise<UiProjectBuildLog> => ({
  BuildId: buildId,
  Stage: stage as UiProjectBuildLog['Stage'],
  Offset: offset,
  Lines: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => `line ${offset + i + 1}`),
  TotalLines: total,
  Truncated: truncated,
}))
vi.mock('../../api/uiProject', () => ({
  getBuildLog: (buildId: string, stage: number, offset: number, limit: number) => getBuildLog(buildId, stage, offset, limit),
}))

const finished = (lineCount: number, logTruncated = false) =>
  makeBuild({
    Status: BuildStatus.Failed,
    CompletedAt: '2026-11-28T10:00:09Z',
    Stages: [{ Stage: BuildStage.Compiling, StartedAt: '2026-11-28T10:00:05Z', CompletedAt: '2026-11-28T10:00:09Z', DurationMs: 4000, LogLineCount: lineCount, LogTruncated: logTruncated }],
  })

const range = () => document.querySelector('[data-testid="log-range"]')?.textContent?.trim()
const button = (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement | undefined

describe('BuildLogPanel', () => {
  afterEach(() => {
    vi.clearAllMocks()
    total = 1200
    truncated = false
  })

  it('reads a finished stage page by page: the first 500 lines, then more on request', async () => {
    await renderUiProject(BuildLogPanel, { props: { build: finished(1200), stage: BuildStage.Compiling } })
    await flush()
    expect(getBuildLog).toHaveBeenCalledWith('bld-1', BuildStage.Compiling, 0, 500)
    expect(range()).toBe('Lines 1–500 of 1,200')
    expect(button('Load earlier lines')).toBeUndefined()
    button('Load more')?.click()
    await flush()
    expect(getBuildLog).toHaveBeenLastCalledWith('bld-1', BuildStage.Compiling, 500, 500)
    expect(range()).toBe('Lines 1–1,000 of 1,200')
    button('Jump to the end')?.click()
    await flush()
    expect(getBuildLog).toHaveBeenLastCalledWith('bld-1', BuildStage.Compiling, 700, 500)
    expect(range()).toBe('Lines 1–1,200 of 1,200')
    expect(button('Load more')).toBeUndefined()
  })

  it('keeps a bounded window of a huge log: reading far on drops the first lines and offers them again', async () => {
    total = 100_000
    await renderUiProject(BuildLogPanel, { props: { build: finished(100_000), stage: BuildStage.Compiling } })
    await flush()
    button('Jump to the end')?.click()
    await flush()
    expect(range()).toBe('Lines 99,501–100,000 of 100,000')
    button('Load earlier lines')?.click()
    await flush()
    expect(getBuildLog).toHaveBeenLastCalledWith('bld-1', BuildStage.Compiling, 99_000, 500)
    expect(range()).toBe('Lines 99,001–100,000 of 100,000')
  })

  it('says when lines were dropped while the build ran', async () => {
    truncated = true
    await renderUiProject(BuildLogPanel, { props: { build: finished(1200, true), stage: BuildStage.Compiling } })
    await flush()
    expect(document.querySelector('[data-testid="log-truncated"]')?.textContent).toContain('lines beyond the kept limit were dropped')
  })

  it('follows the tail of the running stage', async () => {
    total = 1800
    const running = makeBuild({ Stages: [{ Stage: BuildStage.Compiling, StartedAt: '2026-11-28T10:00:05Z', CompletedAt: null, DurationMs: null, LogLineCount: 1800, LogTruncated: false }] })
    await renderUiProject(BuildLogPanel, { props: { build: running, stage: BuildStage.Compiling } })
    await flush()
    expect(getBuildLog).toHaveBeenCalledWith('bld-1', BuildStage.Compiling, 1300, 500)
    expect(range()).toBe('Lines 1,301–1,800 of 1,800')
    expect(document.body.textContent).toContain('Follow')
  })
})
