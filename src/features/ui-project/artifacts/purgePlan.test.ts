import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api'
import type { UiArtifactLifecycleResult } from '../uiProject.types'
import { planPurge, purgeOneByOne, summarize } from './purgePlan'
import { makeArtifact } from '@/test/ui-project/artifacts'

const artifacts = () => [
  makeArtifact({ BuildNumber: 10 }),
  makeArtifact({ BuildNumber: 9 }),
  makeArtifact({ BuildNumber: 8 }),
  makeArtifact({ BuildNumber: 7, IsPinned: true }),
  makeArtifact({ BuildNumber: 6 }),
  makeArtifact({ BuildNumber: 5, IsActive: true }),
  makeArtifact({ BuildNumber: 4, TotalSizeBytes: 1000 }),
  makeArtifact({ BuildNumber: 3, AssetsAvailable: false, AssetsPurgedAt: '2026-11-01T00:00:00Z' }),
  makeArtifact({ BuildNumber: 2, TotalSizeBytes: 2000 }),
]

describe('planPurge', () => {
  it('keeps the last N with bytes, the pinned and the active one, and purges the rest', () => {
    const plan = planPurge(artifacts(), 3)
    expect(plan.purge.map((artifact) => artifact.BuildNumber)).toEqual([6, 4, 2])
    expect(plan.bytesFreed).toBe(250_000 + 1000 + 2000)
    expect(plan.keep.map(({ artifact, reasons }) => [artifact.BuildNumber, reasons])).toEqual([
      [10, ['recent']],
      [9, ['recent']],
      [8, ['recent']],
      [7, ['pinned']],
      [5, ['active']],
    ])
    expect(plan.alreadyPurged).toBe(1)
  })

  it('never purges the active one, even when keeping none', () => {
    const plan = planPurge(artifacts(), 0)
    expect(plan.purge.some((artifact) => artifact.IsActive)).toBe(false)
    expect(plan.purge.some((artifact) => artifact.IsPinned)).toBe(false)
    expect(plan.purge).toHaveLength(6)
  })

  it('defaults to keeping five', () => {
    expect(planPurge(artifacts()).purge.map((artifact) => artifact.BuildNumber)).toEqual([4, 2])
  })
})

describe('purgeOneByOne', () => {
  const conflict = (code: string, message: string) => new ApiError({ kind: 'envelope', status: 409, issues: [{ Code: code, Message: message, Metadata: {} }] })

  it('purges in order with each row version and reports 409s with the server message', async () => {
    const [a, b, c, d] = [makeArtifact({ BuildNumber: 4 }), makeArtifact({ BuildNumber: 3 }), makeArtifact({ BuildNumber: 2 }), makeArtifact({ BuildNumber: 1 })]
    const purge = vi.fn(async (id: string, rowVersion: string): Promise<UiArtifactLifecycleResult> => {
      if (id === 'art-3') throw conflict('uiProject.artifact.stale', 'The artifact was changed by someone else.')
      if (id === 'art-2') throw conflict('uiProject.artifact.alreadyPurged', 'Its assets were already purged.')
      if (id === 'art-1') throw new ApiError({ kind: 'network', status: 0 })
      return { Artifact: makeArtifact({ BuildNumber: 4, AssetsAvailable: false, RowVersion: `${rowVersion}-next` }), ProjectRowVersion: 'p', RefreshRequired: false }
    })
    const progress: number[] = []
    const results = await purgeOneByOne([a, b, c, d], purge, { onResult: (_result, done) => progress.push(done) })
    expect(purge.mock.calls).toEqual([
      ['art-4', 'rv-4'],
      ['art-3', 'rv-3'],
      ['art-2', 'rv-2'],
      ['art-1', 'rv-1'],
    ])
    expect(results.map((result) => [result.outcome, result.code, result.message])).toEqual([
      ['purged', null, null],
      ['conflict', 'uiProject.artifact.stale', 'The artifact was changed by someone else.'],
      ['conflict', 'uiProject.artifact.alreadyPurged', 'Its assets were already purged.'],
      ['failed', null, null],
    ])
    expect(progress).toEqual([1, 2, 3, 4])
    expect(summarize(results)).toMatchObject({ purged: 1, conflict: 2, failed: 1, notRun: 0, bytesFreed: 250_000 })
  })

  it('stops when asked: the remaining artifacts are reported as not run', async () => {
    let stop = false
    const purge = vi.fn(async (): Promise<UiArtifactLifecycleResult> => {
      stop = true
      return { Artifact: makeArtifact(), ProjectRowVersion: 'p', RefreshRequired: false }
    })
    const results = await purgeOneByOne([makeArtifact({ BuildNumber: 2 }), makeArtifact({ BuildNumber: 1 })], purge, { shouldStop: () => stop })
    expect(purge).toHaveBeenCalledTimes(1)
    expect(results.map((result) => result.outcome)).toEqual(['purged', 'notRun'])
  })
})
