import { FunctionJobStatus, FunctionRunStatus } from '@/api/enums'
import type { FunctionJob, FunctionRun } from '../api/functionOperations.types'

export type TimelineEventKind = 'queued' | 'leased' | 'running' | 'outcome' | 'stillRunning'

export interface TimelineEvent {
  kind: TimelineEventKind
  at: string | null
  /** Run status of the outcome. */
  status?: number
  attempt?: number | null
  leaseExpiresAt?: string | null
}

/** The life of a run in order: queued and leased (from its job), started, then its outcome. */
export function buildRunTimeline(run: FunctionRun, job: FunctionJob | null | undefined): TimelineEvent[] {
  const events: TimelineEvent[] = []
  if (job?.CreatedAt) events.push({ kind: 'queued', at: job.CreatedAt })
  // A lease shows while the job holds it; afterwards the run's start stands for it.
  if (job?.Status === FunctionJobStatus.Leased) events.push({ kind: 'leased', at: null, leaseExpiresAt: job.LeaseExpiresAt ?? null })
  events.push({ kind: 'running', at: run.StartedAt ?? null, attempt: run.JobAttempt ?? null })
  if (run.Status === FunctionRunStatus.Running) events.push({ kind: 'stillRunning', at: null })
  else events.push({ kind: 'outcome', at: run.CompletedAt ?? null, status: run.Status })
  return events
}
