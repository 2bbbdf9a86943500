import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { FunctionExecutionSource, FunctionRunStatus } from '@/api/enums'
import { formatRunFilters, parseRunFilters, runFilterFields, withFilterChanges, withoutFilters, type RunFilters } from './runFilters'

describe('run filters in the URL', () => {
  it('reads enumerations by member name and times as UTC', () => {
    const filters = parseRunFilters({ status: 'RuntimeException', source: 'Schedule', from: '2026-03-01T10:00:00Z', function: 'fn-1' })
    expect(filters).toEqual({
      Statuses: [FunctionRunStatus.RuntimeException],
      Source: FunctionExecutionSource.Schedule,
      FromUtc: '2026-03-01T10:00:00.000Z',
      FunctionId: 'fn-1',
    })
  })

  it('leaves out unknown members, malformed times and empty values', () => {
    expect(parseRunFilters({ status: 'Exploded', from: 'yesterday', function: '', other: 'x' })).toEqual({})
  })

  it('reads several statuses at once, skipping unknown names and repeats', () => {
    expect(parseRunFilters({ status: 'Timeout,Exploded,RuntimeException,Timeout' })).toEqual({
      Statuses: [FunctionRunStatus.Timeout, FunctionRunStatus.RuntimeException],
    })
    expect(formatRunFilters({ Statuses: [FunctionRunStatus.Timeout, FunctionRunStatus.RuntimeException] })).toEqual({ status: 'Timeout,RuntimeException' })
    expect(formatRunFilters({ Statuses: [] })).toEqual({})
  })

  it('writes readable names and reads them back unchanged', () => {
    const filters: RunFilters = { Statuses: [FunctionRunStatus.Timeout], ActionTargetScope: 2, FailureClusterKey: 'abc123', ToUtc: '2026-03-02T00:00:00.000Z' }
    const query = formatRunFilters(filters)
    expect(query).toEqual({ status: 'Timeout', scope: 'MultipleRecords', cluster: 'abc123', to: '2026-03-02T00:00:00.000Z' })
    expect(parseRunFilters(query)).toEqual(filters)
  })

  it('round-trips any combination of filters', () => {
    const value = (kind: string) =>
      kind === 'enumList'
        ? fc.uniqueArray(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 4 })
        : kind === 'enum'
        ? fc.constant(0)
        : kind === 'dateTime'
          ? fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString())
          : fc.string({ minLength: 1, maxLength: 12 })
    const arbitrary = fc.record(
      Object.fromEntries(runFilterFields.map((field) => [field.key, value(field.kind)])) as Record<string, fc.Arbitrary<string | number | number[]>>,
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(arbitrary, (filters) => {
        expect(parseRunFilters(formatRunFilters(filters as RunFilters))).toEqual(filters)
      }),
    )
  })

  it('resets the page when a filter changes and keeps sort and size', () => {
    const next = withFilterChanges({ page: '3', sort: '-DurationMs', size: '50', status: 'Success' }, { Statuses: null, FunctionId: 'fn-2' })
    expect(next).toEqual({ sort: '-DurationMs', size: '50', function: 'fn-2' })
  })

  it('clears every filter and the search, nothing else', () => {
    expect(withoutFilters({ status: 'Success', q: 'order', cluster: 'k', size: '50', page: '2' })).toEqual({ size: '50' })
  })
})
