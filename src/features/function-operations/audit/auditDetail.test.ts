import { describe, expect, it } from 'vitest'
import { describeAuditDetail, newJobOf } from './auditDetail'

const t = (key: string, named?: Record<string, unknown>) => `${key.split('.').at(-1)}${named ? JSON.stringify(named) : ''}`

describe('describeAuditDetail', () => {
  it('says what a schedule change changed, and only that', () => {
    const line = describeAuditDetail(
      {
        Action: 'ScheduleChanged',
        Detail: {
          Previous: { IsEnabled: true, CronExpression: '0 1 * * *', TimeZone: null },
          Current: { IsEnabled: true, CronExpression: '0 2 * * *', TimeZone: 'Europe/Zurich' },
        },
      },
      t,
    )
    expect(line).toBe('CRON 0 1 * * * → 0 2 * * *; zone{"from":"—","to":"Europe/Zurich"}')
  })

  it('words retention changes and purges', () => {
    expect(describeAuditDetail({ Action: 'RetentionSettingsChanged', Detail: { Previous: { Mode: 0, Days: null }, Current: { Mode: 1, Days: 30 } } }, t)).toBe(
      'forever → days{"days":"30"}',
    )
    expect(describeAuditDetail({ Action: 'RunHistoryPurged', Detail: { Trigger: 'Scheduled', DeletedCount: 12 } }, t)).toBe(
      'purged{"trigger":"triggerScheduled","count":"12"}',
    )
  })

  it('names the job a run-by-hand queued, and a retry that only moved the next attempt', () => {
    const rerun = { Action: 'RunRerun' as const, Detail: { JobId: '0b6f1c1e-8a8e-4c55-9d43-6b1f1d0a9f00' } }
    expect(describeAuditDetail(rerun, t)).toBe('newJob{"job":"0b6f1c1e…"}')
    expect(newJobOf(rerun)).toBe('0b6f1c1e-8a8e-4c55-9d43-6b1f1d0a9f00')
    const now = { Action: 'JobRetried' as const, Detail: { JobId: 'job-1', Now: true } }
    expect(describeAuditDetail(now, t)).toBe('retriedNow')
    expect(newJobOf(now)).toBeNull()
  })

  it('names a secret and its versions, never anything else of it', () => {
    expect(describeAuditDetail({ Action: 'SecretRotated', Detail: { Name: 'export-signing-key', Previous: { Version: 1 }, Current: { Version: 2 } } }, t)).toBe(
      'secretRotated{"name":"export-signing-key","from":"1","to":"2"}',
    )
    expect(describeAuditDetail({ Action: 'SecretCreated', Detail: { Name: 'token', Version: 1 } }, t)).toBe('secret{"name":"token","version":"1"}')
  })

  it('names each changed member of a configuration change with its value before and after, and what was added or deleted', () => {
    expect(
      describeAuditDetail({ Action: 'FunctionChanged', Detail: { Version: 3, Previous: { TimeoutMs: 300000, MaxAttempts: 3 }, Current: { TimeoutMs: 240000, MaxAttempts: 3 } } }, t),
    ).toBe('newVersion{"version":"3","changes":"TimeoutMs: 300000 → 240000"}')
    expect(
      describeAuditDetail(
        { Action: 'HttpEndpointChanged', Detail: { Previous: { Key: 'orders', IsEnabled: true, AllowedContentTypes: ['application/json'] }, Current: { Key: 'orders', IsEnabled: false, AllowedContentTypes: [] } } },
        t,
      ),
    ).toBe('orders: IsEnabled: true → false; AllowedContentTypes: application/json → —')
    expect(describeAuditDetail({ Action: 'PublicationDeleted', Detail: { Previous: { Key: 'check-customer' } } }, t)).toBe('check-customer')
    expect(describeAuditDetail({ Action: 'FunctionVersionActivated', Detail: { Previous: { Version: 3 }, Current: { Version: 2 } } }, t)).toBe('versionActivated{"from":"3","to":"2"}')
  })
})
