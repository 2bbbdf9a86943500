import { describe, expect, it } from 'vitest'
import { buildFailure, failureFromDiagnostics } from './failures'
import { diagnostic } from './diagnostics'
import { BuildStage, progressWithin, stageMessageKey, stagesOf, stageStartPercent } from './stages'

describe('stages', () => {
  it('names each stage by a message key', () => {
    expect(stageMessageKey(BuildStage.Compiling)).toBe('uiProject.build.stage.compiling')
    expect(stageMessageKey(BuildStage.Completed)).toBe('uiProject.build.stage.completed')
  })

  it('lists the stages of a check and of a build with rising progress', () => {
    expect(stagesOf('check')).toEqual([1, 2, 3, 4, 6, 10])
    expect(stagesOf('build')).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10])
    for (const kind of ['check', 'build'] as const) {
      const percents = stagesOf(kind).map((stage) => stageStartPercent(kind, stage))
      expect(percents).toEqual([...percents].sort((a, b) => a - b))
      expect(percents.at(-1)).toBe(100)
    }
  })

  it('moves progress inside a stage without reaching the next one', () => {
    const start = stageStartPercent('build', BuildStage.Compiling)
    const next = stageStartPercent('build', BuildStage.Analyzing)
    expect(progressWithin('build', BuildStage.Compiling, 0, 8000)).toBe(start)
    expect(progressWithin('build', BuildStage.Compiling, 8000, 8000)).toBeGreaterThan(start)
    expect(progressWithin('build', BuildStage.Compiling, 10_000_000, 8000)).toBeLessThan(next)
  })
})

describe('failureFromDiagnostics', () => {
  it('names the failure after the most serious kind of error', () => {
    const typeError = diagnostic('typescript', 'error', 'x')
    const lintError = diagnostic('eslint', 'error', 'y')
    const refused = diagnostic('sandbox', 'error', 'z')
    expect(failureFromDiagnostics([lintError])).toMatchObject({ reasonCode: 'uiProject.build.lintErrors', category: 1, retryable: false })
    expect(failureFromDiagnostics([lintError, typeError])).toMatchObject({ reasonCode: 'uiProject.build.typeErrors', category: 2 })
    expect(failureFromDiagnostics([typeError, refused])).toMatchObject({ reasonCode: 'uiProject.build.importRefused', category: 1 })
    expect(failureFromDiagnostics([diagnostic('sandbox', 'warning', 'ignored')])).toBeNull()
  })

  it('makes timeouts and crashes retryable, cancellations not', () => {
    expect(buildFailure('timedOut', 'x')).toMatchObject({ category: 5, retryable: true })
    expect(buildFailure('workerCrashed', 'x')).toMatchObject({ category: 6, retryable: true })
    expect(buildFailure('cancelled', 'x')).toMatchObject({ category: 7, retryable: false })
    expect(buildFailure('outputTooLarge', 'x')).toMatchObject({ category: 8, retryable: false })
  })
})
