import type { BuildDiagnostic } from '../types'
import { bundleProject } from './bundle'
import { lintProject } from './lint'
import { isWorkerJob, type WorkerJob, type WorkerMessage } from './protocol'

/**
 * The worker process: lints the project and, when asked and the lint found no error, bundles it.
 * Started by the runner (worker.ts) with the guards preloaded, in the sandbox's project folder;
 * talks over the IPC channel only (protocol.ts).
 */

function send(message: WorkerMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve()
    process.send(message, undefined, undefined, () => resolve())
  })
}

async function run(job: WorkerJob): Promise<void> {
  const report = (diagnostic: BuildDiagnostic) => void send({ type: 'diagnostic', diagnostic })
  const lint = await lintProject(job.projectDir)
  lint.diagnostics.forEach(report)
  const lintErrorCount = lint.diagnostics.filter((item) => item.Severity === 'error').length
  const warningCount = lint.diagnostics.length - lintErrorCount
  await send({ type: 'log', line: `Linted ${lint.fileCount} files: ${lintErrorCount} errors, ${warningCount} warnings.` })
  let bundled = false
  let importedPackages: string[] = []
  if (job.bundle && lintErrorCount === 0) {
    await send({ type: 'packaging' })
    const result = await bundleProject(job, { log: (line) => void send({ type: 'log', line }), diagnostic: report })
    bundled = result.ok
    importedPackages = result.importedPackages
  }
  await send({ type: 'done', lintErrorCount, bundled, importedPackages })
}

process.once('message', (message: unknown) => {
  if (!isWorkerJob(message)) {
    void send({ type: 'failed', message: 'The worker got no job.' }).then(() => process.exit(1))
    return
  }
  run(message).then(
    // Exit at once: the bundler may keep threads alive that would hold the process open.
    () => process.exit(0),
    (error: unknown) => {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error)
      void send({ type: 'failed', message: text }).then(() => process.exit(1))
    },
  )
})
void send({ type: 'ready' })
