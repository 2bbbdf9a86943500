import type { FunctionAuditPageEntry } from '../api/functionOperations.types'

type Translate = (key: string, named?: Record<string, unknown>) => string
type Detail = Record<string, unknown>

const record = (value: unknown): Detail => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Detail) : {})
const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : String(value))

function retention(value: unknown, t: Translate): string {
  const policy = record(value)
  return policy.Mode === 1 ? t('functionOperations.audit.detail.days', { days: text(policy.Days) }) : t('functionOperations.audit.detail.forever')
}

const shortId = (id: string): string => (id.length > 12 ? `${id.slice(0, 8)}…` : id)

/** The job an operator's run-by-hand queued (none when a waiting job only moved its attempt to now). */
export function newJobOf(entry: Pick<FunctionAuditPageEntry, 'Action' | 'Detail'>): string | null {
  const detail = record(entry.Detail)
  const byHand = ['RunRerun', 'ScheduleRunNow', 'FunctionRunNow', 'JobRetried'].includes(entry.Action)
  return byHand && !detail.Now && typeof detail.JobId === 'string' ? detail.JobId : null
}

const shown = (value: unknown): string => (Array.isArray(value) ? value.map(text).join(', ') || '—' : value !== null && typeof value === 'object' ? JSON.stringify(value) : text(value))

/** The members a configuration change changed, "Member: before → after", the first four of them. */
function changedMembers(previous: unknown, current: unknown, t: Translate): string {
  const before = record(previous)
  const after = record(current)
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
  if (keys.length === 0) return t('functionOperations.audit.detail.unchanged')
  const listed = keys.slice(0, 4).map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`)
  return keys.length > 4 ? `${listed.join('; ')}; …` : listed.join('; ')
}

/** What a created or deleted publication, endpoint, trigger binding or action was called. */
const nameOf = (detail: Detail): string => text(detail.Name ?? record(detail.Current).Key ?? record(detail.Previous).Key)

/** One line saying what an audit entry changed, in the reader's language. */
export function describeAuditDetail(entry: Pick<FunctionAuditPageEntry, 'Action' | 'Detail'>, t: Translate): string {
  const detail = record(entry.Detail)
  switch (entry.Action) {
    case 'RunCancelled':
      return detail.jobCancelled ? t('functionOperations.audit.detail.jobCancelledToo') : ''
    case 'JobCancelled':
    case 'JobCancellationRequested':
      return detail.runId ? t('functionOperations.audit.detail.runAsked', { run: text(detail.runId) }) : ''
    case 'RetentionSettingsChanged':
      return `${retention(detail.Previous, t)} → ${retention(detail.Current, t)}`
    case 'RunHistoryPurged':
      return t('functionOperations.audit.detail.purged', {
        trigger: t(`functionOperations.audit.detail.trigger${detail.Trigger === 'Scheduled' ? 'Scheduled' : 'Manual'}`),
        count: text(detail.DeletedCount),
      })
    case 'ScheduleChanged': {
      const before = record(detail.Previous)
      const after = record(detail.Current)
      const changes: string[] = []
      if (before.IsEnabled !== after.IsEnabled) changes.push(t(after.IsEnabled ? 'functionOperations.audit.detail.enabled' : 'functionOperations.audit.detail.disabled'))
      if (before.CronExpression !== after.CronExpression) changes.push(`CRON ${text(before.CronExpression)} → ${text(after.CronExpression)}`)
      if (before.TimeZone !== after.TimeZone) {
        changes.push(t('functionOperations.audit.detail.zone', { from: text(before.TimeZone), to: text(after.TimeZone) }))
      }
      return changes.join('; ') || t('functionOperations.audit.detail.unchanged')
    }
    case 'ScheduleCreated':
    case 'ScheduleDeleted':
      return text(record(detail.Current ?? detail.Previous).Name)
    case 'RunRerun':
    case 'ScheduleRunNow':
    case 'FunctionRunNow':
      return t('functionOperations.audit.detail.newJob', { job: shortId(text(detail.JobId)) })
    case 'JobRetried':
      return detail.Now ? t('functionOperations.audit.detail.retriedNow') : t('functionOperations.audit.detail.newJob', { job: shortId(text(detail.JobId)) })
    case 'SecretCreated':
    case 'SecretDeleted':
      return t('functionOperations.audit.detail.secret', { name: text(detail.Name), version: text(detail.Version) })
    case 'SecretRotated':
      return t('functionOperations.audit.detail.secretRotated', {
        name: text(detail.Name),
        from: text(record(detail.Previous).Version),
        to: text(record(detail.Current).Version),
      })
    case 'SecretChanged':
      return t('functionOperations.audit.detail.secretDescribed', { name: text(detail.Name) })
    case 'FunctionChanged':
      return t('functionOperations.audit.detail.newVersion', { version: text(detail.Version), changes: changedMembers(detail.Previous, detail.Current, t) })
    case 'FunctionVersionActivated':
      return t('functionOperations.audit.detail.versionActivated', { from: text(record(detail.Previous).Version), to: text(record(detail.Current).Version) })
    case 'FunctionEnabled':
    case 'FunctionDisabled':
      return t(`functionOperations.audit.detail.${entry.Action === 'FunctionEnabled' ? 'enabled' : 'disabled'}`)
    case 'PublicationCreated':
    case 'HttpEndpointCreated':
    case 'TriggerBindingCreated':
    case 'ActionCreated':
    case 'PublicationDeleted':
    case 'HttpEndpointDeleted':
    case 'TriggerBindingDeleted':
    case 'ActionDeleted':
      return nameOf(detail)
    case 'PublicationChanged':
    case 'HttpEndpointChanged':
    case 'TriggerBindingChanged':
    case 'ActionChanged':
      return `${nameOf(detail)}: ${changedMembers(detail.Previous, detail.Current, t)}`
    default:
      return ''
  }
}
