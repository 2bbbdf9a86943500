import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api'
import { FunctionJobStatus } from '@/api/enums'
import { cancelJobsOneByOne } from './bulkCancel'
import type { FunctionJob } from '../api/functionOperations.types'

const answered = (status: number) => ({ Status: status }) as FunctionJob

describe('cancelJobsOneByOne', () => {
  it('cancels each job in turn and counts what became of it, a refusal not stopping the rest', async () => {
    const asked: string[] = []
    const summary = await cancelJobsOneByOne(['queued', 'running', 'ended', 'gone', 'queued-2'], async (jobId) => {
      asked.push(jobId)
      if (jobId === 'running') return answered(FunctionJobStatus.Leased)
      if (jobId === 'ended') throw new ApiError({ kind: 'envelope', status: 409, issues: [{ Code: 'workspace.functions.jobNotCancellable', Message: 'ended', Metadata: {} }] })
      if (jobId === 'gone') throw new ApiError({ kind: 'envelope', status: 404, issues: [{ Code: 'workspace.notFound', Message: 'Job "gone" does not exist.', Metadata: {} }] })
      return answered(FunctionJobStatus.Cancelled)
    })
    expect(asked).toEqual(['queued', 'running', 'ended', 'gone', 'queued-2'])
    expect(summary).toMatchObject({ cancelled: 2, requested: 1, alreadyEnded: 1 })
    expect(summary.failed.map((item) => item.jobId)).toEqual(['gone'])
  })
})
