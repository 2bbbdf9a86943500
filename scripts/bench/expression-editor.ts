// The expression editor in Chromium, on the validation-rule dialog: in a fresh browser context
// (empty cache) with the app loaded on the rules tab, how soon after the click that opens the first
// editor (Monaco loaded then) it takes input, and how long from a keystroke that makes a mistake until its marker is painted
// (debounce, validation request and Monaco's rendering included). Also records the gzip size of
// the lazily loaded Monaco chunks.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { formatKiB, measureAsset, type AssetSize } from './sizes'
import type { Benchmark } from './types'
import { callApi, formatStats, signInAdmin, signedInContext, timingBudget, timingStats } from './workspace'

export const EDITOR_USABLE_BUDGET_MS = 1_000
export const MARKER_BUDGET_MS = 150
const FIRST_VISITS = 5
const KEYSTROKES = 20
const BASE_TEXT = 'is_key_account = TRUE'

/** Resolves (in the page) with performance.now() once the editor takes input: laid out and painted. */
function editorUsable(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const usable = () => {
          const input = document.querySelector<HTMLTextAreaElement>('.monaco-editor textarea')
          const lines = document.querySelector<HTMLElement>('.monaco-editor .view-lines')
          return input && lines && lines.getBoundingClientRect().height > 0
        }
        const check = () => {
          if (!usable()) return requestAnimationFrame(check)
          // A task queued from a frame callback runs once that frame has been painted.
          setTimeout(() => resolve(performance.now()), 0)
        }
        check()
      }),
  )
}

/**
 * The first editor of a session: the rules tab is open (the app loaded, Monaco not yet), the
 * user clicks "Add rule"; from that click's event time until the dialog's editor takes input.
 */
async function timeFirstEditor(page: Page, rulesUrl: string): Promise<number> {
  await page.goto(rulesUrl)
  const add = page.getByRole('button', { name: 'Add rule' })
  await add.waitFor()
  await page.evaluate(() => {
    const w = window as unknown as { clickAt: number }
    document.addEventListener('click', (event) => (w.clickAt = event.timeStamp), { capture: true, once: true })
  })
  await add.click()
  const usableAt = await editorUsable(page)
  return usableAt - (await page.evaluate(() => (window as unknown as { clickAt: number }).clickAt))
}

/** Puts the base text in the editor and waits until its (clean) validation has been painted. */
async function resetText(page: Page): Promise<void> {
  await page.locator('.monaco-editor textarea').first().focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.insertText(BASE_TEXT)
  await page.locator('.monaco-editor .squiggly-error').first().waitFor({ state: 'detached' })
  await page.waitForTimeout(400)
}

/** From the keydown of a key that makes the expression wrong until its marker is painted. */
async function timeKeystrokeToMarker(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { markerTiming: Promise<number> }
    w.markerTiming = new Promise((resolve) => {
      let keyAt = 0
      document.addEventListener('keydown', (event) => (keyAt = event.timeStamp), { capture: true, once: true })
      const editor = document.querySelector('.monaco-editor') as HTMLElement
      const observer = new MutationObserver(() => {
        if (!keyAt || !editor.querySelector('.squiggly-error')) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - keyAt), 0))
      })
      observer.observe(editor, { childList: true, subtree: true, attributes: true })
    })
  })
  await page.keyboard.press('End')
  await page.keyboard.type('x')
  return page.evaluate(() => (window as unknown as { markerTiming: Promise<number> }).markerTiming)
}

async function monacoChunks(distDir: string): Promise<AssetSize[]> {
  const assetsDir = join(distDir, 'assets')
  const files = (await readdir(assetsDir)).filter((file) => /monaco|editor\.worker|codicon/i.test(file))
  return Promise.all(files.map(async (file) => measureAsset(file, file.endsWith('.css') ? 'css' : 'js', await readFile(join(assetsDir, file)))))
}

export const expressionEditor: Benchmark = {
  name: 'expression-editor',
  description: 'Expression editor: first editor of a session until usable, keystroke until the mistake is marked',
  async run({ appUrl, apiUrl, browser, distDir }) {
    const token = await signInAdmin(apiUrl)
    const page0 = await callApi<{ Items: Array<{ Id: string; Name: string }> }>(apiUrl, token, 'GET', '/api/workspace/admin/entity-definitions?Search=customers')
    const customers = page0.Items.find((item) => item.Name === 'customers')
    if (!customers) throw new Error('The demo entity "customers" is missing.')
    const rulesUrl = `${appUrl}/entities/${customers.Id}/validation-rules`
    const url = `${rulesUrl}/new`

    const firstVisits: number[] = []
    for (let i = 0; i < FIRST_VISITS; i++) {
      const context = await signedInContext(browser, apiUrl, token)
      try {
        firstVisits.push(await timeFirstEditor(await context.newPage(), rulesUrl))
      } finally {
        await context.close()
      }
    }

    const context = await signedInContext(browser, apiUrl, token)
    const markers: number[] = []
    try {
      const page = await context.newPage()
      await page.goto(url)
      await editorUsable(page)
      for (let i = 0; i < KEYSTROKES + 2; i++) {
        await resetText(page)
        const sample = await timeKeystrokeToMarker(page)
        if (i >= 2) markers.push(sample)
      }
    } finally {
      await context.close()
    }

    const usable = timingStats(firstVisits)
    const marker = timingStats(markers)
    const chunks = await monacoChunks(distDir)
    const chunkGzip = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
    return {
      details: { firstVisit: usable, keystrokeToMarker: marker, monacoChunks: chunks, monacoGzipBytes: chunkGzip },
      // Medians, as the other timing benchmarks (docs/benchmarks.md, "Timing budgets").
      budgets: [
        timingBudget('first editor of a session: click → usable, median', usable.p50Ms, EDITOR_USABLE_BUDGET_MS),
        timingBudget('keystroke → marker painted, median', marker.p50Ms, MARKER_BUDGET_MS),
      ],
      summary: [
        formatStats('first editor of a session: click → usable', usable),
        formatStats('keystroke → marker painted', marker),
        `Monaco chunks (lazy): ${chunks.map((chunk) => `${chunk.file} ${formatKiB(chunk.gzipBytes)}`).join(', ')}; ${formatKiB(chunkGzip)} gzip in all`,
      ],
    }
  },
}
