// Record matching at scale, over HTTP on 100,000 records of which 1,000 are near-duplicates: a full
// scan with blocking from its start to Succeeded (progress polled as the scan screen polls it, and the
// server's memory growth meanwhile), then a page of its groups and the pair tester.
import { createApp } from '../../server/app'
import { openDb, type OwnedDb } from '../../server/db'
import { startFunctionHost } from '../../server/modules/functions'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { FieldType } from '../../shared/enums'
import type { Benchmark } from './types'
import { callApi, formatStats, signInAdmin, timingBudget, timingStats } from './workspace'

const API_PORT = 4023
const HOST = '127.0.0.1'
const RECORDS = 100_000
const DUPLICATES = 1_000
const PAGE_SIZE = 50
const WARMUPS = 10
const SAMPLES = 200
const POLL_MS = 100
export const FULL_SCAN_BUDGET_MS = 60_000
export const PROGRESS_STILL_BUDGET_MS = 2_000
export const MEMORY_GROWTH_BUDGET_BYTES = 256 * 1024 * 1024
export const GROUP_PAGE_BUDGET_MS = 50
export const PAIR_TEST_BUDGET_MS = 50
const admin = '/api/workspace/admin'

interface Definition { Id: string; Name: string; Tables: Array<{ Id: string; IsPrimary: boolean; SchemaName: string; PhysicalTableName: string }> }
interface Scan { Status: number; ProgressDone: number | null; ProgressTotal: number | null; FailureMessage: string | null; Result: { TotalGroupCount: number; Run: { TotalScannedRecords: number } } | null }

// Names from syllables, as varied as real company names: few pairs are alike but the planted ones.
const syllables = ['ka', 'lo', 'mi', 'ra', 'tre', 'von', 'bel', 'dor', 'fen', 'gar', 'hul', 'jis', 'kor', 'lan', 'mur', 'nex', 'pol', 'qua', 'rin', 'sol', 'tak', 'ul', 'vex', 'wen', 'yor', 'zan', 'bri', 'cal', 'dru', 'el', 'fo']
const trades = ['Logistics', 'Software', 'Foods', 'Energy', 'Pharma', 'Textiles', 'Systems', 'Partners', 'Machines', 'Retail']
const forms = ['GmbH', 'AG', 'Ltd', 'SA', 'BV', 'KG']

/** Companies with names and e-mail addresses; the last DUPLICATES re-enter an earlier one with a typo and the address in capitals. */
async function seed(db: OwnedDb, definition: Definition): Promise<void> {
  const table = definition.Tables.find((item) => item.IsPrimary)!
  const name = `"${table.SchemaName}"."${table.PhysicalTableName}"`
  const array = (items: string[]) => `(ARRAY[${items.map((item) => `'${item}'`).join(',')}])`
  const originals = RECORDS - DUPLICATES
  const syllable = (index: string) => `${array(syllables)}[1 + (${index}) % ${syllables.length}]`
  const company = (n: string) =>
    `initcap(${syllable(n)} || ${syllable(`${n} / 31`)} || ${syllable(`${n} / 961`)}) || ' ' || initcap(${array(syllables)}[1 + (${n} * 7) % 29] || ${array(syllables)}[1 + (${n} * 11) % 23])` +
    ` || ' ' || ${array(trades)}[1 + (${n} * 3) % ${trades.length}] || ' ' || ${array(forms)}[1 + (${n} * 5) % ${forms.length}]`
  await db.query(
    `INSERT INTO ${name} (id, row_version, created_at, created_by, modified_at, modified_by, number, f_name, f_email)
     SELECT 'co-' || lpad(n::text, 6, '0'), gen_random_uuid(), now(), 'usr-admin', now(), 'usr-admin', lpad(n::text, 6, '0'),
            ${company('n')}, 'info' || n || '@company' || n || '.example'
     FROM generate_series(1, ${originals}) AS n`,
  )
  // A near-duplicate of every 99th company: two letters of its name swapped, its address in capitals.
  await db.query(
    `INSERT INTO ${name} (id, row_version, created_at, created_by, modified_at, modified_by, number, f_name, f_email)
     SELECT 'co-' || lpad(n::text, 6, '0'), gen_random_uuid(), now(), 'usr-admin', now(), 'usr-admin', lpad(n::text, 6, '0'),
            overlay(c PLACING substr(c, 5, 1) || substr(c, 4, 1) FROM 4 FOR 2), upper('info' || m || '@company' || m || '.example')
     FROM (SELECT n, (n - ${originals}) * 99 AS m, ${company(`((n - ${originals}) * 99)`)} AS c FROM generate_series(${originals + 1}, ${RECORDS}) AS n) AS d`,
  )
  await db.query(`ANALYZE ${name}`)
}

export const recordMatching: Benchmark = {
  name: 'record-matching',
  description: `Record matching on ${RECORDS.toLocaleString('en')} records: a full scan with blocking, a page of its groups, the pair tester`,
  async run() {
    const db = await openDb(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      const definition = await callApi<Definition>(apiUrl, token, 'POST', `${admin}/entity-definitions`, { Name: 'bench_companies', DisplayNameSingular: 'Company', DisplayNamePlural: 'Companies' })
      const tableId = definition.Tables.find((item) => item.IsPrimary)!.Id
      await callApi(apiUrl, token, 'POST', `${admin}/entity-definition-tables/${tableId}/fields`, { Key: 'name', DisplayName: 'Name', FieldType: FieldType.Text, SemanticRole: 1 })
      await callApi(apiUrl, token, 'POST', `${admin}/entity-definition-tables/${tableId}/fields`, { Key: 'email', DisplayName: 'E-mail', FieldType: FieldType.Email })
      await seed(db, definition)
      const profile = await callApi<{ Id: string }>(apiUrl, token, 'POST', `${admin}/record-matching`, {
        Key: 'bench-companies', DisplayName: 'Company duplicates', Description: null, EntityDefinitionId: definition.Id, TargetKind: 0, ActionMode: 0, ArchiveMode: 0, IsEnabled: true,
        Rules: [
          { Key: 'email', Label: 'Same e-mail', Score: 9800, Criteria: [{ FieldKey: 'email', Normalizers: 16, ComparisonMode: 0, CharacterCount: null, FuzzyAlgorithm: null, DiacriticMode: 0, TokenOrderMode: 0, Threshold: null, Weight: 1 }] },
          { Key: 'name', Label: 'Similar name', Score: 9000, Criteria: [{ FieldKey: 'name', Normalizers: 1 | 2 | 4 | 32, ComparisonMode: 3, CharacterCount: null, FuzzyAlgorithm: 2, DiacriticMode: 1, TokenOrderMode: 0, Threshold: 9600, Weight: 1 }] },
        ],
      })
      const scans = `/api/workspace/entity/${definition.Name}/record-matching/full-scans`
      const latest = (page: number) => `${scans}/latest?profileId=${profile.Id}&archiveMode=0&page=${page}&pageSize=${PAGE_SIZE}`

      // (1) The full scan, on the function host of this process.
      const host = await startFunctionHost(db)
      let scanMs: number
      let stillMs = 0
      let growth = 0
      let heapGrowth = 0
      /** Where the progress stood longest, e.g. "99/100 (status 1) until 100/100". */
      let stillAt = ''
      let scan: Scan
      try {
        global.gc?.()
        const baseline = process.memoryUsage().rss
        const heapBaseline = process.memoryUsage().heapUsed
        let peak = baseline
        let heapPeak = heapBaseline
        const started = performance.now()
        await callApi(apiUrl, token, 'POST', scans, { ProfileId: profile.Id })
        let lastProgress = ''
        let movedAt = performance.now()
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS))
          const memory = process.memoryUsage()
          peak = Math.max(peak, memory.rss)
          heapPeak = Math.max(heapPeak, memory.heapUsed)
          scan = await callApi<Scan>(apiUrl, token, 'GET', latest(1))
          const progress = `${scan.ProgressDone}/${scan.ProgressTotal}`
          const now = performance.now()
          // How long the screen showed the same progress: from one change seen to the next (a slow
          // answer counts too), and until now while it stands.
          if (now - movedAt > stillMs) {
            stillMs = now - movedAt
            stillAt = `${lastProgress} (status ${scan.Status}) until ${progress}`
          }
          if (progress !== lastProgress) {
            lastProgress = progress
            movedAt = now
          }
          if (scan.Status === 3 || scan.Status === 4) throw new Error(`The scan ended with status ${scan.Status}: ${scan.FailureMessage}`)
          if (scan.Status === 2) break
        }
        scanMs = performance.now() - started
        growth = peak - baseline
        heapGrowth = heapPeak - heapBaseline
      } finally {
        await host.stop()
      }
      const groups = scan.Result?.TotalGroupCount ?? 0
      if (groups < DUPLICATES * 0.95) throw new Error(`The scan found ${groups} groups of the ${DUPLICATES} near-duplicates`)

      // (2) Pages of its groups, as the scan screen reads them.
      const pages = Math.max(1, Math.ceil(groups / PAGE_SIZE))
      const readPage = async (page: number) => {
        const started = performance.now()
        const answer = await callApi<Scan>(apiUrl, token, 'GET', latest(page))
        const elapsed = performance.now() - started
        if (!answer.Result) throw new Error(`page ${page} answered no result`)
        return elapsed
      }
      for (let i = 0; i < WARMUPS; i++) await readPage(1 + (i % pages))
      const pageSamples: number[] = []
      for (let i = 0; i < SAMPLES; i++) pageSamples.push(await readPage(1 + ((i * 7) % pages)))
      const pageStats = timingStats(pageSamples)

      // (3) The pair tester on a duplicate and its original.
      const testPair = async (i: number) => {
        const duplicate = RECORDS - DUPLICATES + 1 + (i % DUPLICATES)
        const original = (duplicate - (RECORDS - DUPLICATES)) * 99
        const started = performance.now()
        const answer = await callApi<{ IsMatch: boolean }>(apiUrl, token, 'POST', `${admin}/record-matching/${profile.Id}/test-pair`, {
          Left: { InstanceId: `co-${String(duplicate).padStart(6, '0')}` }, Right: { InstanceId: `co-${String(original).padStart(6, '0')}` },
        })
        const elapsed = performance.now() - started
        if (!answer.IsMatch) throw new Error(`co-${duplicate} and co-${original} do not match`)
        return elapsed
      }
      for (let i = 0; i < WARMUPS; i++) await testPair(i)
      const pairSamples: number[] = []
      for (let i = 0; i < SAMPLES; i++) pairSamples.push(await testPair(i * 13))
      const pairStats = timingStats(pairSamples)

      const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`
      return {
        details: { records: RECORDS, duplicates: DUPLICATES, groups, scanMs: Math.round(scanMs), stillMs: Math.round(stillMs), stillAt, memoryGrowthBytes: growth, heapGrowthBytes: heapGrowth, pageStats, pairStats },
        budgets: [
          timingBudget(`Full scan of ${RECORDS.toLocaleString('en')} records`, scanMs, FULL_SCAN_BUDGET_MS),
          timingBudget('Longest time the scan progress stood still', stillMs, PROGRESS_STILL_BUDGET_MS),
          { name: 'Server memory growth during the scan', limit: MEMORY_GROWTH_BUDGET_BYTES, actual: growth, unit: 'bytes', pass: growth <= MEMORY_GROWTH_BUDGET_BYTES },
          timingBudget('A page of groups, p95', pageStats.p95Ms, GROUP_PAGE_BUDGET_MS),
          timingBudget('Pair tester, p95', pairStats.p95Ms, PAIR_TEST_BUDGET_MS),
        ],
        summary: [
          `Full scan of ${RECORDS.toLocaleString('en')} records: ${(scanMs / 1000).toFixed(1)} s, ${groups.toLocaleString('en')} groups; progress still at most ${(stillMs / 1000).toFixed(1)} s (at ${stillAt}); memory growth ${mib(growth)} (JavaScript heap ${mib(heapGrowth)})`,
          formatStats(`A page of ${PAGE_SIZE} groups`, pageStats),
          formatStats('The pair tester on two records', pairStats),
        ],
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
