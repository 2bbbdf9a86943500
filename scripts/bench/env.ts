// Prepares what benchmarks measure against: the production build, `vite preview` serving it,
// the local API on a temporary database, and headless Chromium.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { build, preview } from 'vite'
import { chromiumLaunchOptions, installChromiumHint } from '../../e2e/fixtures/chromium'
import { startServer } from '../../server/main'

export const BENCH_APP_PORT = 4174
export const BENCH_API_PORT = 4012
/** The build directory measured and served (BENCH_DIST_DIR, relative to the root; default dist). */
export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist'
const HOST = '127.0.0.1'

/** Something started for the run that must be stopped afterwards. */
export interface Running {
  url: string
  stop(): Promise<void>
}

export async function buildApp(rootDir: string, outDir = BENCH_DIST_DIR): Promise<void> {
  await build({ root: rootDir, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
}

/**
 * Serves the build; its config.json names `apiUrl` (PREVIEW_API_BASE_URL, vite.config.ts), so pages
 * reach the API as a deployment's do, without requests intercepted by the browser driver.
 */
export async function startPreview(rootDir: string, apiUrl: string, outDir = BENCH_DIST_DIR, port = BENCH_APP_PORT): Promise<Running> {
  process.env.PREVIEW_API_BASE_URL = apiUrl
  const server = await preview({
    root: rootDir,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: HOST, port, strictPort: true },
  })
  return { url: `http://${HOST}:${port}`, stop: () => server.close() }
}

export async function startTemporaryApi(port = BENCH_API_PORT): Promise<Running> {
  const baseDir = await mkdtemp(join(tmpdir(), 'workspace-bench-'))
  const server = await startServer({ host: HOST, port, dataDir: join(baseDir, 'db'), filesDir: join(baseDir, 'files'), seed: true })
  return {
    url: server.url,
    async stop() {
      await server.close()
      await rm(baseDir, { recursive: true, force: true })
    },
  }
}

export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch(chromiumLaunchOptions)
  } catch (error) {
    if (error instanceof Error && /Executable doesn't exist|browserType\.launch/.test(error.message) && !existsSync('/usr/bin/chromium')) {
      throw new Error(installChromiumHint, { cause: error })
    }
    throw error
  }
}
