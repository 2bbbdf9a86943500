import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Envelope, startTestApi, type TestApi } from '../../../test/testApi'
import { ExecutionSource, JobStatus, RunStatus } from '../model'
import type { FunctionJob, FunctionRun } from '../types'
import type { FunctionFailureCluster } from './failureClusters'
import type { FunctionOperationsOverview } from './overview'
import type { FunctionRunStats } from './stats'
import { ADMIN, allPages, compareNullable, data, craftedFailures, type JobFact, operationsApi, readJobs, readRuns, type RunFact, seedOperationsData } from '../../../test/fixtures/functions'

const START = new Date('2026-03-02T08:00:30Z')
let api: TestApi
let admin: string
let runs: RunFact[]
let jobs: JobFact[]
let retryingJobId: string

beforeAll(async () => {
  api = await startTestApi(operationsApi(START))
  ;({ admin, retryingJobId } = await seedOperationsData(api))
  runs = await readRuns(api)
  jobs = await readJobs(api)
}, 120_000)
afterAll(() => api.close())

const newestJobFirst = (a: JobFact, b: JobFact) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1)
const newestRunFirst = (a: RunFact, b: RunFact) => b.started_at - a.started_at || (a.id < b.id ? 1 : -1)
const isRetrying = (job: JobFact) => job.status === JobStatus.Queued && job.attempt_count > 0
const failedStatuses: number[] = [RunStatus.ValidationFailure, RunStatus.PermissionFailure, RunStatus.Timeout, RunStatus.RuntimeException, RunStatus.StoppedByWorkerRestart]

async function jobPageIds(query: Record<string, string | number | boolean>) {
  const { items, total } = await allPages<FunctionJob>(api, admin, `${ADMIN}/jobs/page`, query)
  return { ids: items.map((job) => job.Id), total, items }
}

describe('job page', () => {
  it('has terminal jobs from the data and live ones from the host', () => {
    expect(jobs.length).toBeGreaterThan(200)
    expect(jobs.filter((job) => job.status === JobStatus.Queued).length).toBeGreaterThanOrEqual(4)
    expect(jobs.find((job) => job.id === retryingJobId)).toMatchObject({ status: JobStatus.Queued, attempt_count: 1 })
  })

  it('answers every job, newest first', async () => {
    const { ids, total } = await jobPageIds({})
    expect(total).toBe(jobs.length)
    expect(ids).toEqual([...jobs].sort(newestJobFirst).map((job) => job.id))
  })

  it('narrows to retrying jobs: Queued again after a failed attempt', async () => {
    const { ids, total, items } = await jobPageIds({ RetryingOnly: true })
    const expected = jobs.filter(isRetrying).sort(newestJobFirst).map((job) => job.id)
    expect(total).toBe(expected.length)
    expect(ids).toEqual(expected)
    expect(items.find((job) => job.Id === retryingJobId)).toMatchObject({
      FunctionKey: 'import-legacy-orders', Status: JobStatus.Queued, AttemptCount: 1, IsRetrying: true, RunStatus: RunStatus.RuntimeException,
    })
    const list = await data<FunctionJob[]>(api, `${ADMIN}/jobs?RetryingOnly=true`, admin)
    expect(list.map((job) => job.Id)).toEqual(expected.slice(0, 200))
  })

  const from = new Date('2026-02-26T00:00:00Z').getTime()
  const clusterKey = () => runs.find((run) => run.job_id !== null && run.failure_cluster_key !== null)!.failure_cluster_key!
  const cases: Array<[string, () => [Record<string, string | number | boolean>, (job: JobFact) => boolean]]> = [
    ['Status', () => [{ Status: JobStatus.Failed }, (job) => job.status === JobStatus.Failed]],
    ['Status and RetryingOnly', () => [{ Status: JobStatus.Queued, RetryingOnly: false }, (job) => job.status === JobStatus.Queued]],
    ['FunctionId', () => [{ FunctionId: 'fn-export-report' }, (job) => job.function_id === 'fn-export-report']],
    ['Source', () => [{ Source: ExecutionSource.Trigger }, (job) => job.source === ExecutionSource.Trigger]],
    ['FromUtc (created)', () => [{ FromUtc: new Date(from).toISOString() }, (job) => job.created_at >= from]],
    ['ActorUserId automation', () => [{ ActorUserId: 'automation' }, (job) => job.actor_user_id === null && (job.source === 2 || job.source === 3)]],
    ['Search, a job id', () => { const id = jobs[5]!.id; return [{ Search: id }, (job) => job.id === id] }],
    ['FailureClusterKey', () => {
      const key = clusterKey()
      const ids = new Set(runs.filter((run) => run.failure_cluster_key === key).map((run) => run.job_id))
      return [{ FailureClusterKey: key }, (job) => ids.has(job.id)]
    }],
  ]

  it.each(cases)('filters by %s like the same data filtered here', async (_name, build) => {
    const [query, predicate] = build()
    const expected = jobs.filter(predicate).sort(newestJobFirst).map((job) => job.id)
    const { ids, total } = await jobPageIds(query)
    expect(total).toBe(expected.length)
    expect(ids).toEqual(expected)
  })

  it('searches jobs by the words of their function and runs', async () => {
    const { items, total } = await jobPageIds({ Search: 'export rep' })
    expect(total).toBe(jobs.filter((job) => job.function_id === 'fn-export-report').length)
    expect(items.every((job) => job.FunctionKey === 'export-report')).toBe(true)
  })

  const fields: Array<[number, string, (job: JobFact) => number | null]> = [
    [0, 'CreatedAt', (job) => job.created_at],
    [1, 'NextAttemptAt', (job) => (job.status === JobStatus.Queued ? job.next_attempt_at : null)],
    [2, 'AttemptCount', (job) => job.attempt_count],
    [3, 'Status', (job) => job.status],
  ]
  const sorts = fields.flatMap(([field, name, value]) => [
    { field, name, value, direction: 0, directionName: 'Ascending' },
    { field, name, value, direction: 1, directionName: 'Descending' },
  ])

  it.each(sorts)('sorts by $name $directionName like the same data sorted here', async ({ field, value, direction }) => {
    const sign = direction === 1 ? -1 : 1
    const expected = [...jobs]
      .sort((a, b) => sign * (compareNullable(value(a), value(b)) || (field === 0 ? 0 : a.created_at - b.created_at) || compareNullable(a.id, b.id)))
      .map((job) => job.id)
    const { ids } = await jobPageIds({ SortField: field, SortDirection: direction })
    expect(ids).toEqual(expected)
  })

  it('pages with totals', async () => {
    const page = await data<{ Items: FunctionJob[]; TotalCount: number; Page: number; PageSize: number }>(api, `${ADMIN}/jobs/page?Status=${JobStatus.Failed}&Page=3&PageSize=10`, admin)
    const failed = jobs.filter((job) => job.status === JobStatus.Failed).sort(newestJobFirst)
    expect(page).toMatchObject({ TotalCount: failed.length, Page: 3, PageSize: 10 })
    expect(page.Items.map((job) => job.Id)).toEqual(failed.slice(20, 30).map((job) => job.id))
  })

  it('the bounded job list answers at most 200, newest first', async () => {
    const list = await data<FunctionJob[]>(api, `${ADMIN}/jobs`, admin)
    expect(list.map((job) => job.Id)).toEqual([...jobs].sort(newestJobFirst).slice(0, 200).map((job) => job.id))
  })
})

describe('overview', () => {
  it('counts the queue, shows the latest runs and the failed or retrying jobs', async () => {
    const overview = await data<FunctionOperationsOverview>(api, `${ADMIN}/overview`, admin)
    const count = (predicate: (job: JobFact) => boolean) => jobs.filter(predicate).length
    expect(overview.QueueCounts).toEqual({
      Queued: count((job) => job.status === JobStatus.Queued),
      Leased: count((job) => job.status === JobStatus.Leased),
      Retrying: count(isRetrying),
      Failed: count((job) => job.status === JobStatus.Failed),
    })
    expect(overview.RecentRuns.map((run: FunctionRun) => run.Id)).toEqual([...runs].sort(newestRunFirst).slice(0, 10).map((run) => run.id))
    const retrying = jobs.filter(isRetrying).sort((a, b) => a.next_attempt_at - b.next_attempt_at || compareNullable(a.id, b.id))
    const failed = jobs.filter((job) => job.status === JobStatus.Failed)
      .sort((a, b) => compareNullable(b.completed_at, a.completed_at) || (a.id < b.id ? 1 : -1))
    expect(overview.FailedOrRetryingJobs.map((job) => job.Id)).toEqual([...retrying, ...failed].slice(0, 20).map((job) => job.id))
    expect(overview.FailedOrRetryingJobs[0]).toMatchObject({ IsRetrying: true, LastError: expect.any(String) })
  })
})

describe('run statistics', () => {
  it('counts runs by status in buckets from FromUtc to ToUtc', async () => {
    const from = new Date('2026-02-20T00:00:00Z').getTime()
    const to = new Date('2026-03-02T09:00:00Z').getTime()
    const bucketMs = 720 * 60_000
    const stats = await data<FunctionRunStats>(api, `${ADMIN}/run-stats?FromUtc=${new Date(from).toISOString()}&ToUtc=${new Date(to).toISOString()}&BucketMinutes=720`, admin)
    expect(stats.Buckets).toHaveLength(Math.ceil((to - from) / bucketMs))
    stats.Buckets.forEach((bucket, index) => {
      const start = from + index * bucketMs
      expect(bucket.StartUtc).toBe(new Date(start).toISOString())
      const inBucket = runs.filter((run) => run.started_at >= start && run.started_at < Math.min(start + bucketMs, to))
      const expected = Object.values(RunStatus)
        .map((status) => ({ Status: status, Count: inBucket.filter((run) => run.status === status).length }))
        .filter((entry) => entry.Count > 0)
      expect(bucket.Counts).toEqual(expected)
    })
    const total = stats.Buckets.reduce((sum, bucket) => sum + bucket.Counts.reduce((s, entry) => s + entry.Count, 0), 0)
    expect(total).toBe(runs.filter((run) => run.started_at >= from && run.started_at < to).length)
  })

  it('defaults to the last 24 hours in hourly buckets', async () => {
    const stats = await data<FunctionRunStats>(api, `${ADMIN}/run-stats`, admin)
    expect(stats.Buckets).toHaveLength(24)
    expect(stats.Buckets[0]!.StartUtc).toBe(new Date(START.getTime() - 24 * 3_600_000).toISOString())
  })

  it('refuses more buckets than it answers', async () => {
    const response = await api.request<Envelope>('GET', `${ADMIN}/run-stats?FromUtc=2026-01-01T00:00:00Z&ToUtc=2026-03-01T00:00:00Z&BucketMinutes=1`, { token: admin })
    expect(response.status).toBe(400)
    expect(response.body.Errors[0]).toMatchObject({ Code: 'workspace.functions.tooManyBuckets', Field: 'BucketMinutes' })
  })
})

describe('failure clusters', () => {
  const range = { FromUtc: '2026-02-20T00:00:00.000Z', ToUtc: '2026-03-03T00:00:00.000Z' }
  const rangeQuery = new URLSearchParams(range).toString()
  const failedInRange = () => runs.filter((run) => failedStatuses.includes(run.status)
    && run.started_at >= Date.parse(range.FromUtc) && run.started_at < Date.parse(range.ToUtc))

  it('groups every failed run once, most frequent first, keyed by function, error type and normalised message', async () => {
    const clusters = await data<FunctionFailureCluster[]>(api, `${ADMIN}/failure-clusters?${rangeQuery}`, admin)
    const failed = failedInRange()
    expect(clusters.reduce((sum, cluster) => sum + cluster.Count, 0)).toBe(failed.length)
    expect(clusters.map((cluster) => cluster.Count)).toEqual([...clusters.map((cluster) => cluster.Count)].sort((a, b) => b - a))
    for (const cluster of clusters) {
      const members = failed.filter((run) => run.failure_cluster_key === cluster.Key).sort(newestRunFirst)
      expect(cluster.Count).toBe(members.length)
      expect(new Set(members.map((run) => run.function_id))).toEqual(new Set([cluster.FunctionId]))
      expect(cluster.LatestRunId).toBe(members[0]!.id)
      expect(cluster.LastSeenAt).toBe(new Date(members[0]!.started_at).toISOString())
      expect(cluster.FirstSeenAt).toBe(new Date(members.at(-1)!.started_at).toISOString())
      const stableKey = createHash('md5').update(`${cluster.FunctionId}\n${cluster.ErrorType ?? ''}\n${cluster.NormalizedMessage}`).digest('hex')
      expect(cluster.Key).toBe(stableKey)
    }
  })

  it('replaces numbers, ids, uuids, timestamps and quoted values', async () => {
    const clusters = await data<FunctionFailureCluster[]>(api, `${ADMIN}/failure-clusters?${rangeQuery}&FunctionId=fn-sync-ledger`, admin)
    const crafted = clusters.filter((cluster) => cluster.ErrorType === 'LedgerError')
    expect(crafted.map((cluster) => [cluster.NormalizedMessage, cluster.Count])).toEqual(
      [...new Set(craftedFailures.map(([, normalised]) => normalised))].map((message) => [message, 2]),
    )
    expect(clusters.every((cluster) => cluster.FunctionId === 'fn-sync-ledger')).toBe(true)
    const legacy = await data<FunctionFailureCluster[]>(api, `${ADMIN}/failure-clusters?${rangeQuery}&FunctionId=fn-import-legacy-orders`, admin)
    expect(legacy.find((cluster) => cluster.ErrorType === 'LegacyFormatError')).toMatchObject({
      FunctionKey: 'import-legacy-orders',
      FunctionDisplayName: 'Import legacy orders',
      NormalizedMessage: 'Order <n> has the unknown currency <text>.',
      Count: expect.any(Number),
    })
  })

  it('a cluster key filters the run list to exactly its runs', async () => {
    const clusters = await data<FunctionFailureCluster[]>(api, `${ADMIN}/failure-clusters?${rangeQuery}`, admin)
    for (const cluster of clusters.slice(0, 6)) {
      const { items, total } = await allPages<FunctionRun>(api, admin, `${ADMIN}/runs/page`, { FailureClusterKey: cluster.Key, ...range })
      expect(total).toBe(cluster.Count)
      const expected = failedInRange().filter((run) => run.failure_cluster_key === cluster.Key).sort(newestRunFirst).map((run) => run.id)
      expect(items.map((run) => run.Id)).toEqual(expected)
      expect(items[0]!.Id).toBe(cluster.LatestRunId)
    }
  })

  it('defaults to the last 24 hours', async () => {
    const clusters = await data<FunctionFailureCluster[]>(api, `${ADMIN}/failure-clusters`, admin)
    const since = START.getTime() - 24 * 3_600_000
    const expected = runs.filter((run) => failedStatuses.includes(run.status) && run.started_at >= since && run.started_at < START.getTime())
    expect(clusters.reduce((sum, cluster) => sum + cluster.Count, 0)).toBe(expected.length)
  })
})
