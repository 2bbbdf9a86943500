import type { FunctionSchedule } from '@/features/function-operations/api/functionOperations.types'

/** A schedule as the API answers it: nightly at 02:00 in the workspace's zone, enabled. */
export function makeSchedule(overrides: Partial<FunctionSchedule> = {}): FunctionSchedule {
  return {
    Id: 'sch-1',
    Name: 'Nightly export',
    FunctionId: 'fn-1',
    FunctionDisplayName: 'Export orders',
    CronExpression: '0 2 * * *',
    TimeZone: null,
    EffectiveTimeZone: 'UTC',
    IsEnabled: true,
    NextRunAt: null,
    LastRunAt: null,
    LastRunStatus: null,
    RowVersion: 'v1',
    ...overrides,
  }
}
