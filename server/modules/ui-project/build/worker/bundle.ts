import vue from '@vitejs/plugin-vue'
import { build, type Logger } from 'vite'
import { diagnostic, projectRelativePath } from '../diagnostics'
import type { BuildDiagnostic } from '../types'
import type { WorkerJob } from './protocol'
import { sandboxGate } from './sandboxPlugin'

/** Host contract 1's bundle: one self-executing (IIFE) JavaScript file and one CSS file. */
export const bundleFileNames = { javascript: 'app.js', css: 'app.css' }
export const bundleGlobalName = 'WorkspaceUiApp'

export interface BundleReport {
  log(line: string): void
  diagnostic(diagnostic: BuildDiagnostic): void
}

/** Vite's logger, turned into log lines for the runner. */
function reportingLogger(report: BundleReport): Logger {
  const lines = (message: string) => message.split(/\r?\n/).forEach((line) => line.trim() && report.log(line))
  const warned = new Set<string>()
  return {
    info: lines,
    warn: lines,
    warnOnce: (message) => {
      if (!warned.has(message)) lines(message)
      warned.add(message)
    },
    error: lines,
    clearScreen: () => undefined,
    hasErrorLogged: () => false,
    hasWarned: false,
  }
}

interface BundlerProblem {
  message?: unknown
  code?: unknown
  plugin?: unknown
  id?: unknown
  loc?: { file?: unknown; line?: unknown; column?: unknown }
}

/** A bundler error or warning as a diagnostic: its file relative to the project, the first line of its message. */
export function bundlerDiagnostic(problem: BundlerProblem, severity: 'error' | 'warning', projectDir: string): BuildDiagnostic {
  const message = typeof problem.message === 'string' ? problem.message : String(problem)
  const fileName = typeof problem.loc?.file === 'string' ? problem.loc.file : typeof problem.id === 'string' ? problem.id : null
  const file = fileName ? projectRelativePath(fileName.split('?')[0] ?? fileName, projectDir) : null
  // A problem in a file outside the project (a package's, or one reached despite the gate) is not quoted: its text could be that file's.
  if (fileName && file === null && !fileName.startsWith('\0')) {
    return diagnostic('bundler', severity, 'The bundler failed on a file outside the project.', { Code: typeof problem.plugin === 'string' ? problem.plugin : null })
  }
  const line = typeof problem.loc?.line === 'number' ? problem.loc.line : null
  const column = typeof problem.loc?.column === 'number' ? problem.loc.column + 1 : null
  // The plugin that failed (vite:css) says more than the generic PLUGIN_ERROR.
  const code = typeof problem.plugin === 'string' ? problem.plugin : typeof problem.code === 'string' ? problem.code : null
  // The read guard's refusal (a stylesheet's @import or url() outside the sandbox) is a sandbox matter.
  const source = message.includes('outside the build sandbox') ? 'sandbox' : 'bundler'
  return diagnostic(source, severity, message.split('\n')[0] ?? message, { File: file, Line: file ? line : null, Column: file ? column : null, Code: code })
}

function problemsOf(error: unknown): BundlerProblem[] {
  const errors = (error as { errors?: unknown }).errors
  if (Array.isArray(errors) && errors.length > 0) return errors as BundlerProblem[]
  return [error instanceof Error ? error : { message: String(error) }]
}

/**
 * Bundles the project with Vite's Node API and a configuration of the runner's own: no config
 * file, no env files, no public folder, no PostCSS config search; the sandbox plugin gates every
 * import. Output goes to job.outDir.
 */
export async function bundleProject(job: WorkerJob, report: BundleReport): Promise<{ ok: boolean; importedPackages: string[] }> {
  const importedPackages = new Set<string>()
  let refused = false
  const gate = sandboxGate({
    projectDir: job.projectDir,
    packageDirs: Object.keys(job.packageDirs),
    onRefused: (refusal) => {
      refused = true
      report.diagnostic(refusal)
    },
    onImportedPackage: (name) => importedPackages.add(name),
  })
  try {
    await build({
      configFile: false,
      root: job.projectDir,
      base: './',
      mode: 'production',
      envDir: job.envDir,
      publicDir: false,
      cacheDir: job.cacheDir,
      clearScreen: false,
      logLevel: 'info',
      customLogger: reportingLogger(report),
      // Inline options, so no postcss.config.* is searched for.
      css: { postcss: { plugins: [gate.postcss] } },
      // A library build leaves process.env alone; in a browser it does not exist (@vuetify/v0 reads it).
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), 'process.env': '{}' },
      plugins: [
        gate.vite,
        vue(),
      ],
      build: {
        lib: {
          entry: job.entry,
          formats: ['iife'],
          name: bundleGlobalName,
          fileName: () => bundleFileNames.javascript,
          cssFileName: bundleFileNames.css.replace(/\.css$/, ''),
        },
        outDir: job.outDir,
        emptyOutDir: true,
        write: true,
        cssCodeSplit: false,
        sourcemap: false,
        minify: true,
        copyPublicDir: false,
        reportCompressedSize: false,
        chunkSizeWarningLimit: 8192,
        rolldownOptions: {
          onwarn(warning) {
            report.diagnostic(bundlerDiagnostic(warning, 'warning', job.projectDir))
          },
        },
      },
    })
    return { ok: true, importedPackages: [...importedPackages].sort() }
  } catch (error) {
    // A refusal has its own diagnostic; the bundler's error about it would only repeat it.
    if (!refused) for (const problem of problemsOf(error)) report.diagnostic(bundlerDiagnostic(problem, 'error', job.projectDir))
    return { ok: false, importedPackages: [...importedPackages].sort() }
  }
}
