// Data tab of the entity designer on 100,000 records: how long a page change takes end to end in
// Chromium, from a real click on a pager button (the click event's `timeStamp`) until the new
// page's rows are painted (request, server paging with its total count, render). "Next page"
// through the first pages is budgeted; the jump to the last page (the largest OFFSET, each from a
// freshly opened tab so no page comes from the query cache) is measured and reported. The benchmark starts its own local API (in memory, demo seed) so it can fill the
// entity's data table through SQL; records written one by one through HTTP would take minutes.
import type { Page } from '@playwright/test'
import { createApp } from '../../server/app'
import { openDb, type OwnedDb } from '../../server/db'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { FieldType } from '../../shared/enums'
import type { Benchmark } from './types'
import { callApi, formatStats, profiledSteps, signInAdmin, signedInContext, timePagerClick, timingBudget, timingStats } from './workspace'

const API_PORT = 4013
const HOST = '127.0.0.1'
const RECORDS = 100_000
const PAGE_SIZE = 25
const NEXT_PAGE_CHANGES = 20
const LAST_PAGE_JUMPS = 5
const WARMUPS = 2
export const PAGE_CHANGE_BUDGET_MS = 150
const ENTITY = 'bench_orders'

type PagerButton = 'Next page' | 'Last page'

interface Definition {
  Id: string
  Tables: { Id: string; IsPrimary: boolean; SchemaName: string; PhysicalTableName: string }[]
}

/** An entity with a few typical fields, created through the API like an administrator would. */
export async function createEntity(apiUrl: string, token: string): Promise<Definition> {
  const definition = await callApi<Definition>(apiUrl, token, 'POST', '/api/workspace/admin/entity-definitions', {
    Name: ENTITY,
    DisplayNameSingular: 'Order',
    DisplayNamePlural: 'Orders',
    NumberPrefix: 'ORD-',
  })
  const table = definition.Tables.find((t) => t.IsPrimary)!
  const fields = [
    { Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, StringMaxLength: 120 },
    { Key: 'amount', DisplayName: 'Amount', FieldType: FieldType.Money, BaseCurrencyCode: 'EUR', DecimalPrecision: 14, DecimalScale: 2 },
    { Key: 'status', DisplayName: 'Status', FieldType: FieldType.Select, Options: [{ Key: 'open', Value: 'Open' }, { Key: 'done', Value: 'Done' }] },
    { Key: 'due', DisplayName: 'Due', FieldType: FieldType.Date },
    { Key: 'qty', DisplayName: 'Quantity', FieldType: FieldType.Integer },
    { Key: 'urgent', DisplayName: 'Urgent', FieldType: FieldType.Boolean },
  ]
  for (const field of fields) await callApi(apiUrl, token, 'POST', `/api/workspace/admin/entity-definition-tables/${table.Id}/fields`, field)
  return callApi<Definition>(apiUrl, token, 'GET', `/api/workspace/admin/entity-definitions/${definition.Id}`)
}

/** Fills the primary data table (docs/entities.md, "Physical storage") with generated records. */
export async function seedRecords(db: OwnedDb, definition: Definition): Promise<void> {
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

/** Clicks the pager button and answers the time until the next page's rows are painted. */
function timePageChange(page: Page, button: PagerButton): Promise<number> {
  // The first row's record link (the first cell is the row's selection checkbox).
  return timePagerClick(page, button, PAGE_SIZE, { selector: 'table tbody tr td a' })
}

export const entityData: Benchmark = {
  name: 'entity-data',
  description: `Data tab page change on ${RECORDS.toLocaleString('en')} records (click → rows painted)`,
  async run({ appUrl, browser }) {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      const definition = await createEntity(apiUrl, token)
      const seedStarted = performance.now()
      await seedRecords(db, definition)
      const seedMs = Math.round(performance.now() - seedStarted)

      const context = await signedInContext(browser, apiUrl, token)
      try {
        // Ready once the first page of records is there (not the empty-table row).
        const openDataTab = async () => {
          await page.goto(`${appUrl}/entities/${definition.Id}/data`)
          await page.locator('table tbody tr td a').first().waitFor()
        }
        const page = await context.newPage()
        await openDataTab()
        // The first changes also load lazy code and fill caches.
        for (let i = 0; i < WARMUPS; i++) await timePageChange(page, 'Next page')
        const nextSamples: number[] = []
        await profiledSteps(page, 'entity-data-next-page', async () => {
          for (let i = 0; i < NEXT_PAGE_CHANGES; i++) nextSamples.push(await timePageChange(page, 'Next page'))
        })
        const lastSamples: number[] = []
        for (let i = 0; i < LAST_PAGE_JUMPS; i++) {
          await openDataTab()
          lastSamples.push(await timePageChange(page, 'Last page'))
        }
        const next = timingStats(nextSamples)
        const last = timingStats(lastSamples)
        return {
          details: { records: RECORDS, pageSize: PAGE_SIZE, seedMs, next, lastPage: last },
          // The median, not p95: see docs/benchmarks.md ("Timing budgets").
          budgets: [timingBudget('Next page, median', next.p50Ms, PAGE_CHANGE_BUDGET_MS)],
          summary: [
            `${RECORDS.toLocaleString('en')} records seeded in ${seedMs} ms; ${PAGE_SIZE} rows a page`,
            formatStats('Next page', next),
            formatStats('Jump to the last page (reported, not budgeted)', last),
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
