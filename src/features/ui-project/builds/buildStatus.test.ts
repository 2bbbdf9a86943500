import { describe, expect, it } from 'vitest'
import { BuildKind, BuildStage, BuildStatus } from '@/api'
import { buildPollInterval, listPollInterval, messageKeyName, plannedStages, stageFromName, stageName } from './buildStatus'
import { defaultLogStage, stageSteps } from './stageSteps'
import { makeBuild } from '@/test/ui-project/builds'

describe('build polling', () => {
  it('polls while queued or running and stops once the build is terminal', () => {
    expect(buildPollInterval({ Status: BuildStatus.Queued })).toBe(1500)
    expect(buildPollInterval({ Status: BuildStatus.Running })).toBe(1500)
    for (const status of [BuildStatus.Succeeded, BuildStatus.Failed, BuildStatus.Cancelled]) expect(buildPollInterval({ Status: status })).toBe(false)
    expect(buildPollInterval(undefined)).toBe(false)
  })

  it('polls a list only while one of its builds is live', () => {
    expect(listPollInterval([{ Status: BuildStatus.Succeeded }, { Status: BuildStatus.Queued }])).toBe(3000)
    expect(listPollInterval([{ Status: BuildStatus.Succeeded }, { Status: BuildStatus.Failed }])).toBe(false)
    expect(listPollInterval([])).toBe(false)
  })
})

describe('stage names', () => {
  it('names stages after the BuildStage members and reads them back from the URL', () => {
    expect(stageName(BuildStage.Compiling)).toBe('compiling')
    expect(stageName(99)).toBe('unknown')
    expect(stageFromName('Analyzing')).toBe(BuildStage.Analyzing)
    expect(stageFromName('analyzing')).toBe(BuildStage.Analyzing)
    expect(stageFromName('nonsense')).toBeNull()
  })

  it('takes the name out of a server message key', () => {
    expect(messageKeyName('uiProject.build.stage.packaging', 'uiProject.build.stage.')).toBe('packaging')
    expect(messageKeyName('other.key', 'uiProject.build.stage.')).toBeNull()
    expect(messageKeyName(null, 'uiProject.build.stage.')).toBeNull()
  })

  it('plans six steps for a check and nine for a build', () => {
    expect(plannedStages(BuildKind.Check)).toEqual([1, 2, 3, 4, 6, 10])
    expect(plannedStages(BuildKind.Build)).toHaveLength(9)
  })
})

describe('stageSteps', () => {
  it('marks finished stages done, the running one current and the rest pending', () => {
    const now = Date.parse('2026-11-28T10:00:08Z')
    const steps = stageSteps(makeBuild(), now)
    expect(steps.map((step) => [step.stage, step.state])).toEqual([
      [BuildStage.Preparing, 'done'],
      [BuildStage.Restoring, 'done'],
      [BuildStage.Generating, 'done'],
      [BuildStage.Compiling, 'current'],
      [BuildStage.Analyzing, 'pending'],
      [BuildStage.Packaging, 'pending'],
      [BuildStage.Publishing, 'pending'],
      [BuildStage.Finalizing, 'pending'],
      [BuildStage.Completed, 'pending'],
    ])
    expect(steps[1]?.durationMs).toBe(2000)
    expect(steps[3]?.durationMs).toBe(3000)
  })

  it('marks the stage a failed build stopped in as failed and the unreached ones as skipped', () => {
    const build = makeBuild({ Kind: BuildKind.Check, Status: BuildStatus.Failed, Stage: BuildStage.Compiling, CompletedAt: '2026-11-28T10:00:09Z' })
    const steps = stageSteps(build)
    expect(steps.find((step) => step.stage === BuildStage.Compiling)?.state).toBe('failed')
    expect(steps.find((step) => step.stage === BuildStage.Analyzing)?.state).toBe('skipped')
    expect(defaultLogStage(build)).toBe(BuildStage.Compiling)
  })

  it('marks the type-check as failed when its errors failed a check that stopped after the lint', () => {
    const done = (stage: BuildStage, second: number) => ({
      Stage: stage, StartedAt: `2026-11-28T10:00:0${second}Z`, CompletedAt: `2026-11-28T10:00:0${second + 1}Z`, DurationMs: 1000, LogLineCount: 1, LogTruncated: false,
    })
    const build = makeBuild({
      Kind: BuildKind.Check,
      Status: BuildStatus.Failed,
      Stage: BuildStage.Analyzing,
      CompletedAt: '2026-11-28T10:00:09Z',
      Failure: { ReasonCode: 'uiProject.build.typeErrors', Category: 2, Retryable: false },
      Stages: [done(BuildStage.Preparing, 1), done(BuildStage.Restoring, 2), done(BuildStage.Generating, 3), done(BuildStage.Compiling, 4), done(BuildStage.Analyzing, 5)],
    })
    const steps = stageSteps(build)
    expect(steps.find((step) => step.stage === BuildStage.Compiling)?.state).toBe('failed')
    expect(steps.find((step) => step.stage === BuildStage.Analyzing)?.state).toBe('done')
    expect(defaultLogStage(build)).toBe(BuildStage.Compiling)
  })

  it('shows every stage of a succeeded check as done', () => {
    const stages = plannedStages(BuildKind.Check).filter((stage) => stage !== BuildStage.Completed)
    const build = makeBuild({
      Kind: BuildKind.Check,
      Status: BuildStatus.Succeeded,
      Stage: BuildStage.Completed,
      Stages: stages.map((stage) => ({ Stage: stage, StartedAt: '2026-11-28T10:00:01Z', CompletedAt: '2026-11-28T10:00:02Z', DurationMs: 1000, LogLineCount: 1, LogTruncated: false })),
    })
    expect(stageSteps(build).every((step) => step.state === 'done')).toBe(true)
    expect(defaultLogStage(build)).toBe(BuildStage.Analyzing)
  })
})
