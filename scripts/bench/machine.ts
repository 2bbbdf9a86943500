// What a benchmark result needs to be compared with one from another machine: the CPU, how busy
// the machine was, the versions, and a calibration figure — the same fixed JavaScript work timed
// in Node and in the browser. Machines of one kind differ: the same test suite took 92 CPU-seconds
// on one and 246 on another a day earlier, so a timing means little without the calibration beside it.
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import type { Browser } from '@playwright/test'

export interface MachineRecord {
  cpuModel: string
  cores: number
  memoryGiB: number
  /** The one-minute load average when the run started; above the core count the machine was busy. */
  loadAverage: number
  node: string
  browser: string
  /** Median milliseconds of the calibration work (lower is faster). */
  calibration: { nodeMs: number; browserMs: number }
  /** The CPU slowdown emulated in the browser (`--cpu-slowdown`); 1 when none. */
  cpuSlowdown: number
}

/** Fixed work of the kind the app does: objects built, serialised, parsed, sorted and walked. */
function calibrationWork(): number {
  const items: Array<{ id: number; key: string; value: number }> = []
  for (let i = 0; i < 60_000; i++) items.push({ id: i, key: `field_${(i * 7919) % 60_000}`, value: i * 1.5 })
  const parsed = JSON.parse(JSON.stringify(items)) as typeof items
  parsed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  let sum = 0
  for (const item of parsed) sum += item.key.length + Math.trunc(item.value)
  return sum
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const RUNS = 7

function timeInNode(): number {
  const samples: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    calibrationWork()
    samples.push(performance.now() - start)
  }
  return median(samples)
}

async function timeInBrowser(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(
      ({ source, runs }) => {
        // The same function, compiled in the page (its text, so no bundler helper is involved).
        const work = new Function(`return (${source})()`) as () => number
        const samples: number[] = []
        for (let run = 0; run < runs; run++) {
          const start = performance.now()
          work()
          samples.push(performance.now() - start)
        }
        return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0
      },
      { source: calibrationWork.toString(), runs: RUNS },
    )
  } finally {
    await page.close()
  }
}

export async function describeMachine(browser: Browser, cpuSlowdown: number): Promise<MachineRecord> {
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: round(loadavg()[0] ?? 0),
    node: process.version,
    browser: browser.version(),
    calibration: { nodeMs: round(timeInNode()), browserMs: round(await timeInBrowser(browser)) },
    cpuSlowdown,
  }
}

export function machineLines(machine: MachineRecord): string[] {
  const lines = [
    `Machine: ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB; load average ${machine.loadAverage}; Node ${machine.node}, Chromium ${machine.browser}`,
    `Calibration (lower is faster): ${machine.calibration.nodeMs} ms in Node, ${machine.calibration.browserMs} ms in the browser` +
      (machine.cpuSlowdown > 1 ? `; the browser's CPU slowed down ${machine.cpuSlowdown}×` : ''),
  ]
  if (machine.loadAverage > machine.cores / 2) lines.push(`Warning: the machine is busy (load ${machine.loadAverage} on ${machine.cores} cores); timings are not comparable.`)
  return lines
}
