// Checks a fresh clone's first visit on the Vite dev server: a dev server on an empty dependency
// cache, signed in, visits every screen of every module, and fails when Vite bundles a dependency
// late ("dependencies optimized") or reloads the page, or when the browser console shows a warning
// or an error (development builds warn about more than the production build the e2e tests use).
//
//   npx tsx scripts/check-dev-server.ts
//
// CHECK_APP_PORT (default 5183) and CHECK_API_PORT (default 4083) choose the ports; CHECK_API_URL
// uses an API that is already running instead of starting one on a temporary database (its
// API_ALLOWED_ORIGINS must then include http://127.0.0.1:<CHECK_APP_PORT>).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { createLogger, createServer } from 'vite'
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium'
import { login } from '../e2e/fixtures/api'
import { SESSION_STORAGE_KEY } from '../e2e/fixtures/demo'
import { startServer } from '../server/main'

const rootDir = resolve(fileURLToPath(new URL('..', import.meta.url)))
const HOST = '127.0.0.1'
const appPort = Number(process.env.CHECK_APP_PORT ?? 5183)
const apiPort = Number(process.env.CHECK_API_PORT ?? 4083)
const appUrl = `http://${HOST}:${appPort}`

/** Every screen of every module once (after the sign-in screen), as a new user would open them. */
async function pagesToVisit(apiUrl: string, token: string): Promise<string[]> {
  const first = async (path: string): Promise<string> => {
    const response = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
    const envelope = (await response.json()) as { Data?: { Items?: { Id?: string }[] } }
    const id = envelope.Data?.Items?.[0]?.Id
    if (!id) throw new Error(`${path} answered no items`)
    return encodeURIComponent(id)
  }
  const operations = '/api/workspace/admin/function-operations'
  const entity = await first('/api/workspace/admin/entity-definitions?PageSize=1')
  const user = await first('/api/workspace/admin/users?PageSize=1')
  const run = await first(`${operations}/runs/page?PageSize=1`)
  const job = await first(`${operations}/jobs/page?PageSize=1`)
  const firstItem = async (board: string): Promise<string> => {
    const response = await fetch(`${apiUrl}/api/workspace/boards/${board}`, { headers: { authorization: `Bearer ${token}` } })
    const model = (await response.json()) as { Data: { Statuses: { Id: string }[] } }
    return first(`/api/workspace/boards/${board}/statuses/${model.Data.Statuses[0]!.Id}/items?pageSize=1`)
  }
  const entitlement = await first('/api/workspace/entitlement-operations/entitlements?PageSize=1')
  const models = await fetch(`${apiUrl}/api/workspace/admin/entitlement-operations/models`, { headers: { authorization: `Bearer ${token}` } })
  const model = ((await models.json()) as { Data: { Id: string }[] }).Data[0]!.Id
  const plans = await fetch(`${apiUrl}/api/workspace/admin/entitlement-operations/models/${model}/plans`, { headers: { authorization: `Bearer ${token}` } })
  const plan = ((await plans.json()) as { Data: { Id: string }[] }).Data[0]!.Id
  return [
    '/',
    '/principals/users',
    `/principals/users/${user}`,
    '/principals/roles/new',
    '/principals/groups',
    '/entities',
    `/entities/${entity}/fields`,
    `/entities/${entity}/constraints`,
    `/entities/${entity}/validation-rules`,
    `/entities/${entity}/statements`,
    `/entities/${entity}/settings`,
    `/entities/${entity}/data`,
    `/entities/${entity}/yaml`,
    '/function-operations',
    '/function-operations/runs',
    `/function-operations/runs/${run}`,
    '/function-operations/jobs',
    `/function-operations/jobs/${job}`,
    '/function-operations/schedules',
    '/function-operations/failures',
    '/function-operations/retention',
    '/boards',
    // The demo boards: the board view (drawer open), its flow, and every designer tab (Vue Flow on workflow).
    '/boards/support?item=' + (await firstItem('support')),
    '/boards/support/flow',
    ...['workflow', 'data-model', 'targets', 'responsibilities', 'security', 'due-dates', 'cycles', 'settings'].map((tab) => `/boards/support/design/${tab}`),
    '/entitlements',
    ...['limits', 'ledger', 'periods', 'terms', 'renewals'].map((tab) => `/entitlements/${entitlement}?tab=${tab}`),
    '/entitlements/setup/models',
    ...['definition', 'plans', 'security'].map((tab) => `/entitlements/setup/models/${model}/${tab}`),
    `/entitlements/setup/plans/${plan}`,
    '/entitlements/setup/families',
    '/entitlements/setup/renewal-policies',
    '/settings',
    '/settings/files',
    '/settings/boards',
    '/settings/entitlements',
    '/files/trash',
    '/no/such/page',
  ]
}

/** What Vite logs when it finds a dependency only while serving, and when it reloads the page. */
const LATE_OPTIMIZATION = /dependenc(y|ies) optimized|optimized dependencies changed|reloading/i

async function startApi(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.CHECK_API_URL) return { url: process.env.CHECK_API_URL, stop: async () => undefined }
  const dataDir = await mkdtemp(join(tmpdir(), 'workspace-prebundle-'))
  const server = await startServer({ host: HOST, port: apiPort, dataDir: join(dataDir, 'db'), filesDir: join(dataDir, 'files'), seed: true, allowedOrigins: [appUrl] })
  return {
    url: server.url,
    async stop() {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${appUrl}${path}`)
  // Every page, the sign-in screen included, shows one level-1 heading once it has rendered.
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 60_000 })
  // Lazy chunks and late requests of the page (tabs, dialogs load on demand) settle meanwhile.
  await page.waitForLoadState('networkidle')
}

async function main(): Promise<void> {
  const api = await startApi()
  const cacheDir = await mkdtemp(join(tmpdir(), 'workspace-vite-cache-'))
  const lateMessages: string[] = []
  const logger = createLogger('info')
  const info = logger.info.bind(logger)
  logger.info = (message, options) => {
    if (LATE_OPTIMIZATION.test(message)) lateMessages.push(message.trim())
    info(message, options)
  }
  const vite = await createServer({
    root: rootDir,
    cacheDir,
    customLogger: logger,
    server: { host: HOST, port: appPort, strictPort: true },
  })
  const browser = await chromium.launch(chromiumLaunchOptions)
  let loads = 0
  let visits = 0
  const consoleMessages: string[] = []
  try {
    await vite.listen()
    const started = Date.now()
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.route('**/config.json', (route) => route.fulfill({ json: { apiBaseUrl: api.url } }))
    // A reload Vite asks for is a page load the script did not start.
    page.on('load', () => (loads += 1))
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') consoleMessages.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => consoleMessages.push(`${page.url()}: ${error.message}`))
    const token = await login('admin', api.url)
    const paths = ['/sign-in', ...(await pagesToVisit(api.url, token))]
    for (const path of paths) {
      await visit(page, path)
      visits += 1
      if (path === '/sign-in') {
        const session = { baseUrl: api.url, token, method: 'password' }
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: SESSION_STORAGE_KEY, value: JSON.stringify(session) })
      }
      // Vite logs what it bundled up to 200 ms after it found it.
      await page.waitForTimeout(300)
      console.log(`visited ${path}`)
    }
    console.log(`${visits} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await browser.close()
    await vite.close()
    await api.stop()
    await rm(cacheDir, { recursive: true, force: true })
  }
  const reloads = loads - visits
  if (lateMessages.length > 0 || reloads > 0) {
    console.error(`Dependencies found late (${reloads} reloads):\n  ${lateMessages.join('\n  ')}`)
    console.error('Add them to optimizeDeps.include in vite.config.ts.')
  }
  if (consoleMessages.length > 0) console.error(`Console warnings and errors:\n  ${consoleMessages.join('\n  ')}`)
  if (lateMessages.length > 0 || reloads > 0 || consoleMessages.length > 0) process.exit(1)
  console.log('Every dependency was pre-bundled before the first visit; no reloads, no console warnings or errors.')
}

await main()
