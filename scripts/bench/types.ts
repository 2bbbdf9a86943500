// The shape every benchmark module follows, so `npm run bench` can run and report them alike.
import type { Browser } from '@playwright/test'

/** One limit a benchmark checks, e.g. "initial JS ≤ 140 KiB gzip". */
export interface BudgetCheck {
  name: string
  limit: number
  actual: number
  unit: 'bytes' | 'ms' | 'count'
  pass: boolean
}

export interface BenchmarkResult {
  /** The benchmark's own measurements, written to bench-results/<name>.json. */
  details: Record<string, unknown>
  budgets: BudgetCheck[]
  /** Human-readable lines printed after the run. */
  summary: string[]
}

/** What the runner prepares once and shares between benchmarks. */
export interface BenchContext {
  rootDir: string
  distDir: string
  /** The built app, served by `vite preview`. */
  appUrl: string
  /** The local API on a temporary database with the demo seed. */
  apiUrl: string
  browser: Browser
}

export interface Benchmark {
  name: string
  description: string
  run(context: BenchContext): Promise<BenchmarkResult>
}
