// Record security at scale, over HTTP on 100,000 records. (1) A list page as a user whose reads are
// narrowed by a responsibility statement (HAS_RESPONSIBILITY('Owner')): the database filters and
// counts, pages picked across the user's whole list. (2) Setting a responsibility to be inherited
// along a reference: from the save's answer until the job has passed every account's owner down to
// all 100,000 deals.
import { createApp } from '../../server/app'
import { openDb, type OwnedDb } from '../../server/db'
import { startFunctionHost } from '../../server/modules/functions'
import { demoPasswords } from '../../e2e/fixtures/demo'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { FieldType } from '../../shared/enums'
import type { Benchmark } from './types'
import { callApi, formatStats, signInAdmin, timingBudget, timingStats } from './workspace'

const API_PORT = 4019
const HOST = '127.0.0.1'
const RECORDS = 100_000
const ACCOUNTS = 1_000
const PAGE_SIZE = 50
const WARMUPS = 10
const SAMPLES = 200
const POLL_MS = 200
export const SECURED_PAGE_BUDGET_MS = 50
export const INHERITANCE_BUDGET_MS = 30_000
const admin = '/api/workspace/admin'
/** Who lists: an operator, owner of some deals and member of the service desk, which owns others. */
const LISTING_USER = 'usr-operator'
const SERVICE_DESK = 'grp-service-desk'

interface Definition { Id: string; Name: string; Tables: Array<{ Id: string; IsPrimary: boolean; SchemaName: string; PhysicalTableName: string; Fields: Array<{ Id: string; Key: string }> }> }
interface Responsibility { Id: string; RowVersion: string }

const tableOf = (definition: Definition) => {
  const table = definition.Tables.find((item) => item.IsPrimary)!
  return { table, name: `"${table.SchemaName}"."${table.PhysicalTableName}"` }
}

async function createDefinition(apiUrl: string, token: string, name: string, singular: string, plural: string): Promise<Definition> {
  const created = await callApi<Definition>(apiUrl, token, 'POST', `${admin}/entity-definitions`, { Name: name, DisplayNameSingular: singular, DisplayNamePlural: plural })
  const { table } = tableOf(created)
  await callApi(apiUrl, token, 'POST', `${admin}/entity-definition-tables/${table.Id}/fields`, { Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, SemanticRole: 1 })
  return created
}

/** Accounts, each owned by one user; deals, each of an account and owned by a user, every tenth also by the service desk. */
async function seed(db: OwnedDb, accounts: Definition, deals: Definition): Promise<void> {
  const users = (await db.query<{ id: string }>('SELECT id FROM users WHERE user_type = 0 ORDER BY id')).map((row) => row.id)
  const accountTable = tableOf(accounts).name
  const dealTable = tableOf(deals).name
  await db.query(
    `INSERT INTO ${accountTable} (id, row_version, created_at, created_by, modified_at, modified_by, number, f_title)
     SELECT 'acct-' || lpad(n::text, 5, '0'), gen_random_uuid(), now(), 'usr-admin', now(), 'usr-admin', lpad(n::text, 6, '0'), 'Account ' || n
     FROM generate_series(1, ${ACCOUNTS}) AS n`,
  )
  await db.query(
    `INSERT INTO ${dealTable} (id, row_version, created_at, created_by, modified_at, modified_by, number, f_title, f_account)
     SELECT 'deal-' || lpad(n::text, 6, '0'), gen_random_uuid(), now() - (n || ' seconds')::interval, 'usr-admin', now(), 'usr-admin',
            lpad(n::text, 6, '0'), 'Deal ' || n, 'acct-' || lpad((1 + n % ${ACCOUNTS})::text, 5, '0')
     FROM generate_series(1, ${RECORDS}) AS n`,
  )
  const owners = `(ARRAY[${users.map((id) => `'${id}'`).join(',')}])[1 + n % ${users.length}]`
  const assign = (definitionId: string, prefix: string, count: number, width: number, subject: string, type: number, where = 'true') =>
    db.query(
      `INSERT INTO entity_record_assignments (id, entity_definition_id, record_id, responsibility_key, subject_type, subject_id, managed_by_runtime, sort_order, assigned_at)
       SELECT gen_random_uuid()::text, '${definitionId}', '${prefix}' || lpad(n::text, ${width}, '0'), 'Owner', ${type}, ${subject}, false, ${type}, now()
       FROM generate_series(1, ${count}) AS n WHERE ${where}`,
    )
  await assign(accounts.Id, 'acct-', ACCOUNTS, 5, owners, 0)
  await assign(deals.Id, 'deal-', RECORDS, 6, owners, 0)
  await assign(deals.Id, 'deal-', RECORDS, 6, `'${SERVICE_DESK}'`, 1, 'n % 10 = 0')
  for (const table of [accountTable, dealTable, 'entity_record_assignments']) await db.query(`ANALYZE ${table}`)
}

async function signIn(apiUrl: string, role: 'operator'): Promise<string> {
  const { userName, password } = demoPasswords[role]
  return (await callApi<{ AccessToken: string }>(apiUrl, null, 'POST', '/api/workspace/auth/login', { UserNameOrEmail: userName, Password: password })).AccessToken
}

export const recordSecurity: Benchmark = {
  name: 'record-security',
  description: `Record security on ${RECORDS.toLocaleString('en')} records: a list page narrowed by a responsibility statement, and inheriting owners along a reference`,
  async run() {
    // BENCH_DATABASE_URL: measure on PostgreSQL instead of the embedded database (an empty database).
    const db = await openDb(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      const accounts = await createDefinition(apiUrl, token, 'bench_accounts', 'Account', 'Accounts')
      const deals = await createDefinition(apiUrl, token, 'bench_deals', 'Deal', 'Deals')
      const accountField = await callApi<{ Id: string }>(apiUrl, token, 'POST', `${admin}/entity-definition-tables/${tableOf(deals).table.Id}/fields`, {
        Key: 'account', DisplayName: 'Account', FieldType: FieldType.Reference, ReferenceToEntityDefinitionId: accounts.Id,
      })
      for (const definition of [accounts, deals]) {
        await callApi(apiUrl, token, 'POST', `${admin}/entity-definitions/${definition.Id}/responsibilities`, { Key: 'Owner', DisplayName: 'Owner', Cardinality: 1, SubjectMode: 2 })
      }
      await seed(db, accounts, deals)
      const statement = await callApi<{ Id: string }>(apiUrl, token, 'POST', `${admin}/entity-definitions/${deals.Id}/statements`, {
        Name: 'Mine', DisplayName: 'Owned by me', Expression: "HAS_RESPONSIBILITY('Owner')",
      })
      await callApi(apiUrl, token, 'POST', `${admin}/entity-definitions/${deals.Id}/permission-assignments`, { SubjectType: 4, SubjectKey: '', Operations: ['Read'], StatementId: statement.Id })

      // (1) The list as the operator.
      const userToken = await signIn(apiUrl, 'operator')
      const first = await callApi<{ TotalCount: number }>(apiUrl, userToken, 'GET', `/api/workspace/entity/${deals.Id}/instances?PageSize=${PAGE_SIZE}`)
      const visible = first.TotalCount
      if (visible === 0 || visible >= RECORDS) throw new Error(`${LISTING_USER} sees ${visible} of ${RECORDS} deals`)
      const pages = Math.ceil(visible / PAGE_SIZE)
      const listPage = async (page: number) => {
        const started = performance.now()
        const list = await callApi<{ Items: unknown[]; TotalCount: number }>(apiUrl, userToken, 'GET', `/api/workspace/entity/${deals.Id}/instances?Page=${page}&PageSize=${PAGE_SIZE}`)
        const elapsed = performance.now() - started
        if (list.TotalCount !== visible || list.Items.length === 0) throw new Error(`page ${page} listed ${list.Items.length} of ${list.TotalCount}`)
        return elapsed
      }
      for (let i = 0; i < WARMUPS; i++) await listPage(1 + (i % pages))
      const samples: number[] = []
      for (let i = 0; i < SAMPLES; i++) samples.push(await listPage(1 + ((i * 37) % pages)))
      const listStats = timingStats(samples)

      // (2) Deals inherit their account's owners: save → job Completed.
      const owner = (await callApi<{ Responsibilities: Array<Responsibility & { Key: string }> }>(apiUrl, token, 'GET', `${admin}/entity-definitions/${deals.Id}/security`)).Responsibilities.find((item) => item.Key === 'Owner')!
      const host = await startFunctionHost(db)
      let inheritMs: number
      let inherited: number
      try {
        const started = performance.now()
        await callApi(apiUrl, token, 'PUT', `${admin}/entity-responsibilities/${owner.Id}`, {
          DisplayName: 'Owner', Cardinality: 1, SubjectMode: 2, InheritFromFieldId: accountField.Id, RowVersion: owner.RowVersion,
        })
        const saveMs = performance.now() - started
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS))
          const [job] = await db.query<{ status: number; last_error: string | null }>(
            `SELECT j.status, j.last_error FROM function_jobs j JOIN functions f ON f.id = j.function_id
              WHERE f.key = 'recalculate-inherited-responsibilities' ORDER BY j.created_at DESC LIMIT 1`,
          )
          if (job?.status === 3 || job?.status === 4) throw new Error(`The inheritance job ended with status ${job.status}: ${job.last_error}`)
          if (job?.status === 2) break
        }
        inheritMs = performance.now() - started
        if (saveMs > 2_000) throw new Error(`The save waited ${Math.round(saveMs)} ms for the recalculation`)
        const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entity_record_assignments WHERE inherited_from_record_id IS NOT NULL')
        inherited = count?.n ?? 0
        if (inherited < RECORDS * 0.9) throw new Error(`Only ${inherited} inherited subjects were written`)
      } finally {
        await host.stop()
      }
      return {
        details: { records: RECORDS, accounts: ACCOUNTS, visible, pageSize: PAGE_SIZE, listStats, inheritMs: Math.round(inheritMs), inherited },
        budgets: [
          timingBudget('Secured list page, p95', listStats.p95Ms, SECURED_PAGE_BUDGET_MS),
          timingBudget('Inheritance of 100,000 children', inheritMs, INHERITANCE_BUDGET_MS),
        ],
        summary: [
          formatStats(`A page of ${PAGE_SIZE} of the ${visible.toLocaleString('en')} deals ${LISTING_USER} may read`, listStats),
          `Inherited owners passed down to ${RECORDS.toLocaleString('en')} deals in ${(inheritMs / 1000).toFixed(1)} s (${inherited.toLocaleString('en')} subjects)`,
        ],
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
