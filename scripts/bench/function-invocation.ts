// Function invocation over HTTP on the local API: a call of an HTTP endpoint function with a
// trivial handler (the webhook receiver: a run recorded with its HTTP detail), the same from 20
// clients at once for 30 s, and enqueueing a job through the public description.
import { createApp } from '../../server/app'
import { openDb } from '../../server/db'
import { seedDemoWorkspace } from '../../server/seed/seed'
import type { Benchmark } from './types'
import { callApi, formatStats, signInAdmin, timingBudget, timingStats } from './workspace'

const API_PORT = 4020
const HOST = '127.0.0.1'
const WARMUPS = 10
const SAMPLES = 200
const CLIENTS = 20
const LOAD_MS = 30_000
export const ENDPOINT_BUDGET_MS = 30
export const ENQUEUE_BUDGET_MS = 20
export const LOAD_ERROR_BUDGET = 0

export const functionInvocation: Benchmark = {
  name: 'function-invocation',
  description: `Function invocation (HTTP): an endpoint call with a trivial function, ${CLIENTS} clients for ${LOAD_MS / 1000} s, enqueue`,
  async run() {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      let n = 0
      /** One webhook call; answers its time, or throws on anything but a 200 with a recorded run. */
      const callEndpoint = async () => {
        n += 1
        const started = performance.now()
        const response = await fetch(`${apiUrl}/api/workspace/functions/http/webhook?event=paid`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ orderId: n, amount: 12.5 }),
        })
        const body = (await response.json()) as { Success?: boolean; Data?: { RunId?: string } }
        const elapsed = performance.now() - started
        if (response.status !== 200 || !body.Data?.RunId) throw new Error(`webhook call ${n}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`)
        return elapsed
      }
      for (let i = 0; i < WARMUPS; i++) await callEndpoint()
      const endpointSamples: number[] = []
      for (let i = 0; i < SAMPLES; i++) endpointSamples.push(await callEndpoint())

      // 20 clients, each calling again as soon as its answer is in, for 30 s.
      const loadSamples: number[] = []
      let errors = 0
      const firstErrors: string[] = []
      const until = performance.now() + LOAD_MS
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < until) {
            try {
              loadSamples.push(await callEndpoint())
            } catch (error) {
              errors += 1
              if (firstErrors.length < 3) firstErrors.push(String(error))
            }
          }
        }),
      )

      const enqueue = async (i: number) => {
        const started = performance.now()
        await callApi(apiUrl, token, 'POST', '/api/workspace/functions/export-report/enqueue', { Arguments: { steps: 1, stepMs: 1, tag: i } })
        return performance.now() - started
      }
      for (let i = 0; i < WARMUPS; i++) await enqueue(i)
      const enqueueSamples: number[] = []
      for (let i = 0; i < SAMPLES; i++) enqueueSamples.push(await enqueue(WARMUPS + i))

      const endpoint = timingStats(endpointSamples)
      const load = timingStats(loadSamples)
      const queued = timingStats(enqueueSamples)
      const perSecond = Math.round(loadSamples.length / (LOAD_MS / 1000))
      return {
        details: { endpoint, load: { ...load, samplesMs: [], calls: loadSamples.length, perSecond, errors, firstErrors }, enqueue: queued },
        budgets: [
          timingBudget('HTTP endpoint call, p95', endpoint.p95Ms, ENDPOINT_BUDGET_MS),
          { name: `Errors from ${CLIENTS} clients over ${LOAD_MS / 1000} s`, limit: LOAD_ERROR_BUDGET, actual: errors, unit: 'count', pass: errors <= LOAD_ERROR_BUDGET },
          timingBudget('Enqueue, p95', queued.p95Ms, ENQUEUE_BUDGET_MS),
        ],
        summary: [
          formatStats('HTTP endpoint call (one client)', endpoint),
          `${CLIENTS} clients for ${LOAD_MS / 1000} s: ${loadSamples.length.toLocaleString('en')} calls (${perSecond}/s), ${errors} errors; p50 ${load.p50Ms} ms, p95 ${load.p95Ms} ms, max ${load.maxMs} ms`,
          formatStats('Enqueue', queued),
        ],
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
