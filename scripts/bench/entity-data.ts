// Data tab of the entity designer on 100,000 records: how long a page change takes end to end in
// Chromium, from the click on "next page" until the next page's rows are on screen (request,
// server paging, render). The benchmark starts its own local API (in memory, demo seed) so it can
// fill the entity's data table through SQL; records written one by one through HTTP would take minutes.
import type { Page } from '@playwright/test'
import { createApp } from '../../server/app'
import { openDb, type OwnedDb } from '../../server/db'
import { seedDemoWorkspace } from '../../server/seed/seed'
import type { Benchmark, BudgetCheck } from './types'

const API_PORT = 4013
const HOST = '127.0.0.1'
const RECORDS = 100_000
const CHANGES = 20
const BUDGET_MS = 150
const SESSION_KEY = 'workspace-admin.session'
const ENTITY = 'bench_orders'

interface Definition {
  Id: string
  Tables: { Id: string; IsPrimary: boolean; SchemaName: string; PhysicalTableName: string }[]
}

async function call<T>(apiUrl: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = (await response.json()) as { Success: boolean; Data: T; Errors?: unknown }
  if (!response.ok || !envelope.Success) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope.Errors)}`)
  return envelope.Data
}

/** An entity with a few typical fields, created through the API like an administrator would. */
async function createEntity(apiUrl: string, token: string): Promise<Definition> {
  const definition = await call<Definition>(apiUrl, token, 'POST', '/api/workspace/admin/entity-definitions', {
    Name: ENTITY,
    DisplayNameSingular: 'Order',
    DisplayNamePlural: 'Orders',
    NumberPrefix: 'ORD-',
  })
  const table = definition.Tables.find((t) => t.IsPrimary)!
  const fields = [
    { Key: 'title', DisplayName: 'Title', FieldType: 0, StringMaxLength: 120 },
    { Key: 'amount', DisplayName: 'Amount', FieldType: 4, BaseCurrencyCode: 'EUR', DecimalPrecision: 14, DecimalScale: 2 },
    { Key: 'status', DisplayName: 'Status', FieldType: 9, Options: [{ Key: 'open', Value: 'Open' }, { Key: 'done', Value: 'Done' }] },
    { Key: 'due', DisplayName: 'Due', FieldType: 6 },
    { Key: 'qty', DisplayName: 'Quantity', FieldType: 2 },
    { Key: 'urgent', DisplayName: 'Urgent', FieldType: 5 },
  ]
  for (const field of fields) await call(apiUrl, token, 'POST', `/api/workspace/admin/entity-definition-tables/${table.Id}/fields`, field)
  return call<Definition>(apiUrl, token, 'GET', `/api/workspace/admin/entity-definitions/${definition.Id}`)
}

/** Fills the primary data table (docs/entities.md, "Physical storage") with generated records. */
async function seedRecords(db: OwnedDb, definition: Definition): Promise<void> {
  const table = definition.Tables.find((t) => t.IsPrimary)!
  const target = `"${table.SchemaName}"."${table.PhysicalTableName}"`
  await db.query(
    `INSERT INTO ${target} (id, row_version, created_at, created_by, modified_at, modified_by, number,
       f_title, f_amount, f_amount__currency, f_status, f_due, f_qty, f_urgent)
     SELECT 'bench-' || lpad(n::text, 6, '0'), gen_random_uuid(), now() - (n || ' seconds')::interval, 'usr-admin',
       now(), 'usr-admin', 'ORD-' || lpad(n::text, 6, '0'),
       'Order number ' || n, (n % 10000) / 7.0, 'EUR', CASE WHEN n % 3 = 0 THEN 'done' ELSE 'open' END,
       date '2026-01-01' + (n % 365), n % 50, n % 7 = 0
     FROM generate_series(1, ${RECORDS}) AS n`,
  )
  await db.query(`ANALYZE ${target}`)
}

/** Clicks "next page" and resolves when the first row shows another record; the time in ms. */
function timePageChange(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const firstCell = () => document.querySelector('table tbody tr td')?.textContent ?? ''
    const before = firstCell()
    const next = document.querySelector<HTMLButtonElement>('.v-data-table-footer button[aria-label="Next page"]')
    if (!next) throw new Error('no next-page button')
    const started = performance.now()
    next.click()
    await new Promise<void>((resolve, reject) => {
      const deadline = started + 10_000
      const check = () => {
        if (firstCell() !== before) resolve()
        else if (performance.now() > deadline) reject(new Error('the next page did not render'))
        else requestAnimationFrame(check)
      }
      check()
    })
    // The rows are in the DOM; the next frame has painted them.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    return performance.now() - started
  })
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

export const entityData: Benchmark = {
  name: 'entity-data',
  description: `Data tab page change on ${RECORDS.toLocaleString('en')} records (click → rows rendered)`,
  async run({ appUrl, browser }) {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const login = await call<{ AccessToken: string }>(apiUrl, null, 'POST', '/api/workspace/auth/login', {
        UserNameOrEmail: 'admin',
        Password: 'Admin#2026',
      })
      const definition = await createEntity(apiUrl, login.AccessToken)
      const seedStarted = performance.now()
      await seedRecords(db, definition)
      const seedMs = Math.round(performance.now() - seedStarted)

      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      try {
        await context.route('**/config.json', (route) => route.fulfill({ json: { apiBaseUrl: apiUrl } }))
        await context.addInitScript(
          ([key, value]) => window.localStorage.setItem(key, value),
          [SESSION_KEY, JSON.stringify({ baseUrl: apiUrl, token: login.AccessToken, method: 'password' })] as const,
        )
        const page = await context.newPage()
        await page.goto(`${appUrl}/entities/${definition.Id}/data`)
        await page.locator('table tbody tr td').first().waitFor()
        // Two warm-up changes: the first ones also load lazy code and fill caches.
        await timePageChange(page)
        await timePageChange(page)
        const samples: number[] = []
        for (let i = 0; i < CHANGES; i++) samples.push(Math.round((await timePageChange(page)) * 10) / 10)
        const sorted = [...samples].sort((a, b) => a - b)
        const p50 = percentile(sorted, 50)
        const p95 = percentile(sorted, 95)
        const budgets: BudgetCheck[] = [
          { name: 'Page change p50', limit: BUDGET_MS, actual: Math.round(p50), unit: 'ms', pass: p50 <= BUDGET_MS },
          { name: 'Page change p95', limit: BUDGET_MS, actual: Math.round(p95), unit: 'ms', pass: p95 <= BUDGET_MS },
        ]
        return {
          details: { records: RECORDS, changes: CHANGES, samplesMs: samples, p50Ms: p50, p95Ms: p95, seedMs },
          budgets,
          summary: [
            `${RECORDS.toLocaleString('en')} records seeded in ${seedMs} ms; ${CHANGES} page changes (25 rows each)`,
            `p50 ${p50} ms, p95 ${p95} ms, max ${sorted.at(-1)} ms`,
          ],
        }
      } finally {
        await context.close()
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
