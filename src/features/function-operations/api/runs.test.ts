import { describe, expect, it } from 'vitest'
import { FunctionRunStatus } from '@/api/enums'
import { toRunPageQuery } from './runs'

const base = { page: 1, pageSize: 25, search: '', sortField: null, descending: false }

describe('toRunPageQuery', () => {
  it('sends one status as the documented Status and several as Statuses', () => {
    expect(toRunPageQuery({ ...base, filters: { Statuses: [FunctionRunStatus.Timeout] } })).toEqual({ Page: 1, PageSize: 25, Status: FunctionRunStatus.Timeout })
    expect(toRunPageQuery({ ...base, filters: { Statuses: [FunctionRunStatus.Timeout, FunctionRunStatus.RuntimeException], FunctionId: 'fn-1' } })).toEqual({
      Page: 1,
      PageSize: 25,
      FunctionId: 'fn-1',
      Statuses: [FunctionRunStatus.Timeout, FunctionRunStatus.RuntimeException],
    })
  })
})
