// Saving a calculation recalculates the stored value on every existing record as a job on the
// function host. Measured over HTTP on 100,000 records: from the save's answer until the job is
// Completed, and how long the run's Progress (polled as the run page polls it) ever stood still.
import { createApp } from '../../server/app'
import { openDb } from '../../server/db'
import { startFunctionHost } from '../../server/modules/functions'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { FieldType } from '../../shared/enums'
import { createEntity, seedRecords } from './entity-data'
import type { Benchmark } from './types'
import { callApi, signInAdmin, timingBudget } from './workspace'

const API_PORT = 4015
const HOST = '127.0.0.1'
const RECORDS = 100_000
export const RECALCULATION_BUDGET_MS = 15_000
/** Progress must move at least this often while the job runs. */
export const PROGRESS_STILL_BUDGET_MS = 2_000
const POLL_MS = 200
const admin = '/api/workspace/admin'

interface Field { Id: string; RowVersion: string }

export const recalculation: Benchmark = {
  name: 'recalculation',
  description: `Saving a calculation recalculates ${RECORDS.toLocaleString('en')} records (save → job Completed, progress visible)`,
  async run() {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      const definition = await createEntity(apiUrl, token)
      await seedRecords(db, definition)
      const table = definition.Tables.find((item) => item.IsPrimary)!
      const total = await callApi<Field>(apiUrl, token, 'POST', `${admin}/entity-definition-tables/${table.Id}/fields`, {
        Key: 'total', DisplayName: 'Total', FieldType: FieldType.Money, BaseCurrencyCode: 'EUR', DecimalPrecision: 16, DecimalScale: 2,
      })
      const host = await startFunctionHost(db)
      try {
        const started = performance.now()
        const saved = await callApi<{ RecalculationJobId: string; AffectedRecordCount: number }>(apiUrl, token, 'PUT', `${admin}/entity-fields/${total.Id}/calculation`, {
          Expression: "amount * qty + MONEY(1, 'EUR')",
          RowVersion: total.RowVersion,
        })
        const seen: Array<{ atMs: number; done: number }> = []
        let status = 0
        while (status !== 2) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS))
          const job = await callApi<{ Status: number; RunId: string | null; LastError: string | null }>(apiUrl, token, 'GET', `${admin}/function-operations/jobs/${saved.RecalculationJobId}`)
          status = job.Status
          if (status === 3 || status === 4) throw new Error(`The recalculation job ended with status ${status}: ${job.LastError}`)
          if (!job.RunId) continue
          const run = await callApi<{ Progress: { Done: number; Total: number } | null }>(apiUrl, token, 'GET', `${admin}/function-operations/runs/${job.RunId}`)
          const done = run.Progress?.Done ?? 0
          if (seen.at(-1)?.done !== done) seen.push({ atMs: performance.now() - started, done })
        }
        const elapsedMs = performance.now() - started
        const moments = [0, ...seen.map((item) => item.atMs), elapsedMs]
        const stillMs = Math.max(...moments.slice(1).map((at, index) => at - moments[index]!))
        const [stored] = await db.query<{ count: string }>(`SELECT count(*)::text AS count FROM "${table.SchemaName}"."${table.PhysicalTableName}" WHERE f_total IS NOT NULL`)
        if (Number(stored?.count) !== RECORDS) throw new Error(`Only ${stored?.count} of ${RECORDS} records have a total.`)
        return {
          details: { records: RECORDS, affected: saved.AffectedRecordCount, elapsedMs: Math.round(elapsedMs), progress: seen, longestStillMs: Math.round(stillMs) },
          budgets: [
            timingBudget('save → recalculation Completed', elapsedMs, RECALCULATION_BUDGET_MS),
            timingBudget('longest time the progress stood still', stillMs, PROGRESS_STILL_BUDGET_MS),
          ],
          summary: [
            `${RECORDS.toLocaleString('en')} records recalculated in ${Math.round(elapsedMs)} ms`,
            `progress seen ${seen.length} times; it stood still at most ${Math.round(stillMs)} ms`,
          ],
        }
      } finally {
        await host.stop()
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
