import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OwnedDb } from '../../db'
import { openEmptyTestDatabase, type EmptyTestDatabase } from '../../test/startingDatabase'
import { JobStatus, RunStatus } from './model'
import { DbQueue } from '../../test/fixtures/functionQueue/database'
import { PureQueue, isConfirmable, type QueueDriver } from '../../test/fixtures/functionQueue/model'

/**
 * Random interleavings of enqueue (with and without deduplication keys), claim, execution start,
 * finish, cancel run, cancel job, time passing (lease expiry), worker crash, host restart and
 * recovery — run against the pure state machine (thousands of cases) and against the database
 * layer (fewer cases, compared step by step with the pure model).
 */

type Command =
  | { kind: 'enqueue'; key: string | null; cancellable: boolean }
  | { kind: 'claim'; worker: number }
  | { kind: 'start'; worker: number; job: number }
  | { kind: 'finish'; execution: number; status: RunStatus; summary: string | null }
  | { kind: 'cancelRun'; run: number }
  | { kind: 'cancelJob'; job: number }
  | { kind: 'advance'; ms: number }
  | { kind: 'expire'; worker: number }
  | { kind: 'crash'; worker: number }
  | { kind: 'restart'; worker: number }
  | { kind: 'recover'; worker: number }

const worker = fc.integer({ min: 0, max: 1 })
const pick = fc.nat({ max: 7 })
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('enqueue' as const), key: fc.constantFrom(null, 'a', 'b'), cancellable: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('claim' as const), worker }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('start' as const), worker, job: pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('finish' as const),
      execution: pick,
      status: fc.constantFrom(RunStatus.Success, RunStatus.Skipped, RunStatus.ValidationFailure, RunStatus.PermissionFailure, RunStatus.Timeout, RunStatus.RuntimeException),
      summary: fc.constantFrom(null, '', 'Done.'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancelRun' as const), run: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancelJob' as const), job: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.constantFrom(1_000, 15_000, 70_000, 200_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), worker }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('crash' as const), worker }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const), worker }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('recover' as const), worker }) },
)

interface Execution {
  workerId: string
  jobId: string
  runId: string
  live: boolean
}

/** Runs the commands on a driver, checking the invariants after every step; answers a trace of states. */
async function play(driver: QueueDriver, commands: Command[]): Promise<string[]> {
  let now = Date.parse('2026-01-01T00:00:00Z')
  let generation = 0
  const workers = [0, 1].map((slot) => `w${slot}-${generation}`)
  const registered = new Map<string, Set<string>>(workers.map((id) => [id, new Set()]))
  const executions: Execution[] = []
  const jobOrder: string[] = []
  const runOrder: string[] = []
  const trace: string[] = []

  const liveExecutions = () => executions.filter((execution) => execution.live)
  const registryOf = (id: string) => registered.get(id) ?? new Set<string>()
  const replaceWorker = async (slot: number) => {
    const old = workers[slot]!
    await driver.killWorker(old, now)
    for (const execution of executions) if (execution.workerId === old) execution.live = false
    generation += 1
    workers[slot] = `w${slot}-${generation}`
    registered.set(workers[slot]!, new Set())
    await driver.heartbeat(workers[slot]!, [], now)
  }
  const recoverBy = async (slot: number) => {
    const id = workers[slot]!
    const executing = new Set(liveExecutions().map((execution) => execution.runId))
    await driver.recover(id, registryOf(id), executing, now)
  }
  for (const id of workers) await driver.heartbeat(id, [], now)

  for (const step of commands) {
    const before = await driver.snapshot()
    let recovered = false
    switch (step.kind) {
      case 'enqueue': {
        const result = await driver.enqueue(step.key, step.cancellable, now)
        const active = before.jobs.find((job) => step.key !== null && job.key === step.key && job.status <= JobStatus.Leased)
        // Rule 3: only an active job with the key suppresses the enqueue.
        expect(result.deduplicated).toBe(active !== undefined)
        if (active) expect(result.jobId).toBe(active.id)
        else jobOrder.push(result.jobId)
        break
      }
      case 'claim':
        await driver.claim(workers[step.worker]!, now)
        break
      case 'start': {
        const jobId = jobOrder[step.job % Math.max(1, jobOrder.length)]
        if (!jobId) break
        const id = workers[step.worker]!
        const registry = registryOf(id)
        const runId = await driver.start(id, jobId, registry.has(jobId), now)
        if (runId) {
          // Never two executions of one job.
          expect(liveExecutions().filter((execution) => execution.jobId === jobId)).toEqual([])
          registry.add(jobId)
          executions.push({ workerId: id, jobId, runId, live: true })
          runOrder.push(runId)
        }
        break
      }
      case 'finish': {
        const live = liveExecutions()
        const execution = live[step.execution % Math.max(1, live.length)]
        if (!execution) break
        await driver.finish(execution.workerId, execution.jobId, execution.runId, step.status, step.summary, now)
        execution.live = false
        registryOf(execution.workerId).delete(execution.jobId)
        break
      }
      case 'cancelRun': {
        const runId = runOrder[step.run % Math.max(1, runOrder.length)]
        if (!runId) break
        const ok = await driver.cancelRun(runId, now)
        const run = before.runs.find((item) => item.id === runId)!
        if (run.status !== RunStatus.Running) expect(ok).toBe(false)
        break
      }
      case 'cancelJob': {
        const jobId = jobOrder[step.job % Math.max(1, jobOrder.length)]
        if (!jobId) break
        const ok = await driver.cancelJob(jobId, now)
        const job = before.jobs.find((item) => item.id === jobId)!
        expect(ok).toBe(job.status <= JobStatus.Leased)
        break
      }
      case 'advance':
        now += step.ms
        // Live workers keep their leases alive on every tick.
        for (const id of workers) await driver.heartbeat(id, [...registryOf(id)], now)
        break
      case 'expire':
        await driver.expireLeases(workers[step.worker]!, registryOf(workers[step.worker]!), now)
        break
      case 'crash':
        await replaceWorker(step.worker)
        break
      case 'restart':
        await replaceWorker(step.worker)
        await recoverBy(step.worker)
        recovered = true
        break
      case 'recover':
        await recoverBy(step.worker)
        recovered = true
        break
    }

    const after = await driver.snapshot()
    const liveRuns = new Set(liveExecutions().map((execution) => execution.runId))
    for (const job of after.jobs) {
      const runs = after.runs.filter((run) => run.jobId === job.id)
      expect(runs.filter((run) => run.status === RunStatus.Running).length).toBeLessThanOrEqual(1)
      expect(job.attemptCount).toBeLessThanOrEqual(job.maxAttempts)
      if (job.status === JobStatus.Completed) {
        // Completed only with a durably terminal Success/Skipped run carrying the confirmation fields.
        const latest = runs.find((run) => run.id === job.latestRunId) ?? null
        expect(isConfirmable(latest)).toBe(true)
      }
    }
    for (const key of ['a', 'b']) {
      expect(after.jobs.filter((job) => job.key === key && job.status <= JobStatus.Leased).length).toBeLessThanOrEqual(1)
    }
    if (recovered) {
      // After recovery only executions still alive keep a run Running (rule 1 and restarts).
      for (const run of after.runs) if (run.status === RunStatus.Running) expect(liveRuns.has(run.id)).toBe(true)
    }
    const jobStates = jobOrder.map((id) => {
      const job = after.jobs.find((item) => item.id === id)!
      return `${job.status}/${job.attemptCount}`
    })
    const runStates = runOrder.map((id) => after.runs.find((item) => item.id === id)!.status)
    trace.push(`${step.kind}: jobs ${jobStates.join(' ')} runs ${runStates.join(' ')}`)
  }
  return trace
}

const commands = fc.array(command, { minLength: 5, maxLength: 40 })

describe('function job and run state machine', () => {
  it('keeps its invariants over thousands of random interleavings (pure model)', async () => {
    await fc.assert(fc.asyncProperty(commands, async (list) => void (await play(new PureQueue(), list))), { numRuns: 3000 })
  }, 60_000)

  describe('on the database layer', () => {
    let database: EmptyTestDatabase
    let db: OwnedDb
    let queue: DbQueue

    beforeAll(async () => {
      database = await openEmptyTestDatabase()
      db = database.db
      queue = new DbQueue(db)
    })
    afterAll(async () => {
      await database.close()
    })

    it('keeps the same invariants and moves exactly like the pure model', async () => {
      await fc.assert(
        fc.asyncProperty(commands, async (list) => {
          await queue.reset()
          const onDatabase = await play(queue, list)
          const inModel = await play(new PureQueue(), list)
          expect(onDatabase).toEqual(inModel)
        }),
        { numRuns: 150 },
      )
    }, 120_000)
  })
})
