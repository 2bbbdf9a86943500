// What the timing benchmarks share: calls to the local API, a signed-in browser context and the
// statistics and budget checks of repeated measurements.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
import { SESSION_STORAGE_KEY, demoPasswords } from '../../e2e/fixtures/demo'
import type { BudgetCheck } from './types'

/** One API call; answers the envelope's Data or throws with the status and the envelope's errors. */
export async function callApi<T>(apiUrl: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = (await response.json()) as { Success: boolean; Data: T; Errors?: unknown }
  if (!response.ok || !envelope.Success) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope.Errors)}`)
  return envelope.Data
}

/** Signs the demo administrator in and answers the access token. */
export async function signInAdmin(apiUrl: string): Promise<string> {
  const { userName, password } = demoPasswords.admin
  const login = await callApi<{ AccessToken: string }>(apiUrl, null, 'POST', '/api/workspace/auth/login', {
    UserNameOrEmail: userName,
    Password: password,
  })
  return login.AccessToken
}

/**
 * A browser context whose pages start signed in against `apiUrl`. It also defines `__name`, which
 * tsx's transform puts into functions handed to `page.evaluate`, so they run in the page.
 */
let cpuSlowdown = 1

/** Every page of the signed-in contexts runs with Chromium's CPU throttled by this rate (1: none). */
export function setCpuSlowdown(rate: number): void {
  cpuSlowdown = rate
}

export async function signedInContext(browser: Browser, apiUrl: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  if (cpuSlowdown > 1) {
    context.on('page', (page) => {
      void context.newCDPSession(page).then((session) => session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }))
    })
  }
  if (process.env.BENCH_CPU_PROFILE) recordCpuProfiles(context, process.env.BENCH_CPU_PROFILE)
  await context.addInitScript('globalThis.__name = globalThis.__name || ((target) => target)')
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [SESSION_STORAGE_KEY, JSON.stringify({ baseUrl: apiUrl, versionLabel: 'service-config-v1', token, method: 'password' })] as const,
  )
  return context
}

let profileCount = 0

/**
 * `BENCH_CPU_PROFILE=<dir>`: each page of the context records a CPU profile (DevTools' Profiler) until
 * the context closes, written as `<dir>/page-<n>.cpuprofile` (open it in Chromium's DevTools). The
 * measured steps alone (see `profiledSteps`) are written as `<dir>/<label>.cpuprofile`.
 */
function recordCpuProfiles(context: BrowserContext, dir: string): void {
  const open = new Map<Page, Promise<CDPSession>>()
  const saveSteps = async ({ title, profile }: { title?: string; profile: unknown }) => {
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, `${title || `steps-${++profileCount}`}.cpuprofile`), JSON.stringify(profile))
  }
  const save = async (page: Page) => {
    const session = await open.get(page)
    open.delete(page)
    if (!session) return
    const { profile } = await session.send('Profiler.stop')
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, `page-${++profileCount}.cpuprofile`), JSON.stringify(profile))
  }
  context.on('page', (page) => {
    open.set(
      page,
      context.newCDPSession(page).then(async (session) => {
        await session.send('Profiler.enable')
        session.on('Profiler.consoleProfileFinished', (event) => void saveSteps(event))
        await session.send('Profiler.start')
        return session
      }),
    )
    const closePage = page.close.bind(page)
    page.close = async (options) => {
      await save(page)
      return closePage(options)
    }
  })
  const close = context.close.bind(context)
  context.close = async (options) => {
    for (const page of [...open.keys()]) await save(page)
    return close(options)
  }
}

/**
 * Runs the measured steps of a benchmark inside `console.profile(label)`, so that with
 * `BENCH_CPU_PROFILE` they get a profile of their own, without the page loads and warm-ups before.
 */
export async function profiledSteps<T>(page: Page, label: string, steps: () => Promise<T>): Promise<T> {
  const traceDir = process.env.BENCH_TRACE
  const browser = page.context().browser()
  if (traceDir && browser) {
    await mkdir(traceDir, { recursive: true })
    await browser.startTracing(page, { path: join(traceDir, `${label}.trace.json`) })
    try {
      return await steps()
    } finally {
      await browser.stopTracing()
    }
  }
  if (process.env.BENCH_VUE_PERF) return vuePerf(page, label, steps)
  if (!process.env.BENCH_CPU_PROFILE) return steps()
  await page.evaluate((title) => console.profile(title), label)
  try {
    return await steps()
  } finally {
    await page.evaluate((title) => console.profileEnd(title), label)
  }
}

async function vuePerf<T>(page: Page, label: string, steps: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const w = window as unknown as { __measures: [string, number][]; __obs: PerformanceObserver }
    const root = document.querySelector('#app') as unknown as { __vue_app__: { config: { performance: boolean } } }
    root.__vue_app__.config.performance = true
    w.__measures = []
    w.__obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__measures.push([e.name, e.duration])
    })
    w.__obs.observe({ entryTypes: ['measure'] })
  })
  const result = await steps()
  const measures = await page.evaluate(() => (window as unknown as { __measures: [string, number][] }).__measures)
  const agg = new Map<string, { n: number; ms: number }>()
  for (const [name, ms] of measures) {
    const entry = agg.get(name) ?? { n: 0, ms: 0 }
    entry.n++
    entry.ms += ms
    agg.set(name, entry)
  }
  console.log(`Vue measures for ${label}:`)
  for (const [name, { n, ms }] of [...agg].sort((a, b) => b[1].ms - a[1].ms).slice(0, 60)) console.log(`${ms.toFixed(1).padStart(9)} ${String(n).padStart(6)}  ${name}`)
  return result
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
}

export interface TimingStats {
  samplesMs: number[]
  p50Ms: number
  p95Ms: number
  maxMs: number
}

export function timingStats(samples: number[]): TimingStats {
  const rounded = samples.map((ms) => Math.round(ms * 10) / 10)
  const sorted = [...rounded].sort((a, b) => a - b)
  return { samplesMs: rounded, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1) ?? 0 }
}

export function timingBudget(name: string, actualMs: number, limitMs: number): BudgetCheck {
  return { name, limit: limitMs, actual: Math.round(actualMs), unit: 'ms', pass: actualMs <= limitMs }
}

export function formatStats(label: string, stats: TimingStats): string {
  return `${label}: p50 ${stats.p50Ms} ms, p95 ${stats.p95Ms} ms, max ${stats.maxMs} ms (${stats.samplesMs.length} samples)`
}

/** What tells a list's pages apart: the first row's text at `selector`, or its `attribute` when given. */
export interface FirstRowKey {
  selector: string
  attribute?: string
}

/**
 * Clicks the data-table pager button `button` and answers the milliseconds from the click event
 * until the first row shows another record (with at most `pageSize` rows) and that frame has been
 * painted: the request, the server's page query and the render.
 */
export async function timePagerClick(page: Page, button: 'Next page' | 'Last page', pageSize: number, key: FirstRowKey): Promise<number> {
  await page.evaluate(
    ([size, selector, attribute]) => {
      const w = window as unknown as { pageShown: Promise<number> }
      const firstRow = () => {
        const element = document.querySelector(selector)
        return (attribute ? element?.getAttribute(attribute) : element?.textContent) ?? ''
      }
      const before = firstRow()
      w.pageShown = new Promise((resolve, reject) => {
        let clickedAt = 0
        document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true })
        const deadline = performance.now() + 10_000
        const check = () => {
          const rows = document.querySelectorAll('table tbody tr').length
          // A task queued in a frame's callback runs once that frame has been painted.
          if (clickedAt > 0 && firstRow() !== before && rows > 0 && rows <= size) setTimeout(() => resolve(performance.now() - clickedAt), 0)
          else if (performance.now() > deadline) reject(new Error('the page did not change'))
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      })
    },
    [pageSize, key.selector, key.attribute ?? null] as const,
  )
  await page.locator(`.v-data-table-footer button[aria-label="${button}"]`).click()
  return page.evaluate(() => (window as unknown as { pageShown: Promise<number> }).pageShown)
}
