import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describeProject, entryPath, type DependencyMetadata, type ProjectDescription } from './descriptors'
import { boundDiagnostics, diagnostic, hideOutsidePaths, pathScrubber, quotesOnlyTheProject } from './diagnostics'
import { BuildStop, buildFailure, failureFromDiagnostics, hasErrors, stopBuild } from './failures'
import { allowedPackageClosure, linkAllowedPackages } from './packages'
import { PeakMemorySampler } from './processTree'
import { ChildProcessError, isOutOfMemory, type SandboxedChildResult } from './sandboxedChild'
import { createSandbox, removeSandbox, writeTree, type Sandbox } from './sandbox'
import { BuildStage } from './stages'
import { StageTracker } from './stageTracker'
import { packageVersion, ToolchainMissingError, toolchainFingerprint, toolchainVersions } from './toolchain'
import { buildModuleDir, toolchainNodeModulesDirs } from './toolchainPaths'
import { ignoredFileNote, treePathProblem } from './treePaths'
import { typeCheck, writeRunnerTsconfig } from './typecheck'
import type { BuildDiagnostic, BuildFailure, BuildInput, BuildOutcome, BuildOutput } from './types'
import { bundleFileNames } from './worker/bundle'
import { startWorker } from './workerProcess'
import { workerProgram } from './workerProgram'

export const defaultBuildTimeoutMs = 120_000
/** Host contract 1's size bounds of the published files. */
export const outputLimits = { javascriptBytes: 8 * 1024 * 1024, cssBytes: 2 * 1024 * 1024 }

type StopReason = 'cancelled' | 'timeout' | 'callback'

/** One run of runUiBuild: the stages in order, the diagnostics, the stop on cancel or timeout, and the clean-up. */
export class BuildRun {
  private readonly diagnostics: BuildDiagnostic[] = []
  private readonly controller = new AbortController()
  private readonly memory = new PeakMemorySampler()
  private readonly stages: StageTracker
  private stopReason: StopReason | null = null
  private callbackError: unknown = null
  private sandbox: Sandbox | null = null
  /** The sandbox's and the toolchain's paths as placeholders; scrub() also hides every other outside path. */
  private machinePaths: (text: string) => string = (text) => text

  constructor(private readonly input: BuildInput) {
    this.stages = new StageTracker(input, (error) => {
      this.callbackError ??= error
      this.stop('callback')
    })
  }

  async run(): Promise<BuildOutcome> {
    const timeoutMs = this.input.timeoutMs ?? defaultBuildTimeoutMs
    const timer = setTimeout(() => this.stop('timeout'), timeoutMs)
    const onAbort = () => this.stop('cancelled')
    this.input.signal.addEventListener('abort', onAbort, { once: true })
    if (this.input.signal.aborted) this.stop('cancelled')
    let output: BuildOutput | null = null
    let failure: BuildFailure | null = null
    try {
      output = await this.runStages()
    } catch (error) {
      failure = this.failureOf(error, timeoutMs)
    } finally {
      clearTimeout(timer)
      this.input.signal.removeEventListener('abort', onAbort)
      this.stages.close()
      // Kills a child still running (the worker when the type-check failed hard).
      this.controller.abort('finished')
      if (this.sandbox) await removeSandbox(this.sandbox).catch(() => undefined)
    }
    return {
      ok: failure === null,
      failure,
      diagnostics: boundDiagnostics(
        this.diagnostics.map((item) => ({ ...item, Message: quotesOnlyTheProject(item) ? this.machinePaths(item.Message) : this.scrub(item.Message) })),
      ),
      stageTimings: this.stages.timings,
      peakMemoryBytes: this.memory.stop(),
      output: failure === null ? output : null,
    }
  }

  private async runStages(): Promise<BuildOutput | null> {
    const { kind } = this.input
    await this.enterStage(BuildStage.Preparing)
    const files = this.acceptedFiles()
    const sandbox = await this.prepareSandbox(files)

    await this.enterStage(BuildStage.Restoring)
    const packageDirs = allowedPackageClosure()
    const linked = await linkAllowedPackages(sandbox.projectDir)
    this.log(`Linked ${linked.map((name) => `${name} ${packageVersion(name)}`).join(', ')}.`)

    await this.enterStage(BuildStage.Generating)
    const description = describeProject(files)
    this.diagnostics.push(...description.diagnostics)
    this.logDescription(description)
    const tsconfigPath = await writeRunnerTsconfig(sandbox)
    const program = await workerProgram()

    await this.enterStage(BuildStage.Compiling)
    let stageChange: Promise<void> = Promise.resolve()
    const worker = startWorker({
      program,
      sandbox,
      entry: join(sandbox.projectDir, entryPath),
      packageDirs,
      signal: this.controller.signal,
      memory: this.memory,
      onPackaging: () => {
        stageChange = this.enterStage(BuildStage.Packaging)
      },
      onLine: (line) => this.log(line),
      onDiagnostic: (item) => this.diagnostics.push(item),
      onSpawn: (pid) => this.input.onProcessStart?.(pid),
    })
    const typeResult = await typeCheck({
      sandbox,
      tsconfigPath,
      signal: this.controller.signal,
      memory: this.memory,
      onLine: (line) => this.log(line),
      onSpawn: (pid) => this.input.onProcessStart?.(pid),
    })
    this.childEnded(typeResult.child, 'The type-check')
    if (typeResult.crashed) throw stopBuild('workerCrashed', `The type-check ended without reporting its errors${this.stderrDetail(typeResult.child)}`)
    this.diagnostics.push(...typeResult.diagnostics)
    const typeErrors = typeResult.diagnostics.filter((item) => item.Severity === 'error').length
    this.log(`Type-check finished: ${typeErrors} errors.`)

    await this.enterStage(BuildStage.Analyzing)
    const workerResult = await worker.run(kind === 'build' && !hasErrors(this.diagnostics))
    await stageChange
    this.childEnded(workerResult.child, 'The lint and bundle worker')
    if (workerResult.failedMessage !== null) {
      throw stopBuild('internalError', `The build worker failed: ${workerResult.failedMessage.split('\n')[0] ?? ''}`)
    }
    if (!workerResult.done) throw stopBuild('workerCrashed', 'The build worker ended without a result.')

    const failure = failureFromDiagnostics(this.diagnostics)
    if (failure) throw new BuildStop(failure)
    if (kind === 'check') {
      await this.enterStage(BuildStage.Completed)
      return null
    }
    if (!workerResult.done.bundled) throw stopBuild('bundleFailed', 'The bundler produced no output.')

    await this.enterStage(BuildStage.Publishing)
    const { javascript, css } = await this.readBundle(sandbox)

    await this.enterStage(BuildStage.Finalizing)
    const output = this.assembleOutput(description, javascript, css, workerResult.done.importedPackages)
    await this.enterStage(BuildStage.Completed)
    return output
  }

  /** Checks every path, then leaves out the files the runner ignores (a warning each). */
  private acceptedFiles(): Map<string, string> {
    const problems: BuildDiagnostic[] = []
    const files = new Map<string, string>()
    for (const [path, text] of this.input.files) {
      const problem = typeof text === 'string' ? treePathProblem(path) : 'The content is not text.'
      if (problem) {
        problems.push(diagnostic('project', 'error', `${JSON.stringify(path)}: ${problem}`))
        continue
      }
      const note = ignoredFileNote(path)
      if (note) {
        this.diagnostics.push(diagnostic('sandbox', 'warning', note, { File: path }))
        this.log(note)
        continue
      }
      files.set(path, text)
    }
    if (problems.length > 0) {
      this.diagnostics.push(...problems)
      throw stopBuild('invalidPath', `${problems.length} file paths cannot be written into the build sandbox.`)
    }
    return files
  }

  private async prepareSandbox(files: Map<string, string>): Promise<Sandbox> {
    let sandbox: Sandbox
    try {
      sandbox = await createSandbox()
    } catch (error) {
      throw stopBuild('sandboxUnavailable', `The build sandbox could not be created: ${error instanceof Error ? error.message : String(error)}`)
    }
    this.sandbox = sandbox
    this.machinePaths = pathScrubber([
      [`${sandbox.projectDir}/`, ''],
      [sandbox.projectDir, '.'],
      [sandbox.root, '<sandbox>'],
      [buildModuleDir, '<runner>'],
      ...toolchainNodeModulesDirs().map((dir) => [dir, '<toolchain>/node_modules'] as const),
    ])
    this.stages.scrub = (text) => hideOutsidePaths(this.machinePaths(text))
    try {
      await writeTree(sandbox.projectDir, files)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') {
        throw stopBuild('invalidPath', 'The tree names a file and a folder with the same path.')
      }
      throw error
    }
    const bytes = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0)
    this.log(`Wrote ${files.size} files (${Math.ceil(bytes / 1024)} KiB) into the sandbox.`)
    return sandbox
  }

  private logDescription(description: ProjectDescription): void {
    const pages = description.pageDescriptor?.Pages.map((page) => page.Key).join(', ') ?? 'none'
    const locales = description.localeDescriptor?.Locales.map((locale) => locale.Code).join(', ') ?? 'none'
    this.log(`Version ${description.webAppVersion ?? '?'}, host contract ${description.hostContractVersion ?? '?'}; pages: ${pages}; locales: ${locales}.`)
  }

  /** Turns a child's crash into the build's failure. */
  private childEnded(child: SandboxedChildResult, what: string): void {
    this.throwIfStopped()
    if (isOutOfMemory(child)) throw stopBuild('memoryExceeded', `${what} ran out of memory.`)
    // 1 and 2 are tsc's "errors found"; the worker exits 1 after reporting its own failure.
    const crashed = child.signal !== null || (child.exitCode !== 0 && child.exitCode !== 1 && child.exitCode !== 2)
    if (crashed) throw stopBuild('workerCrashed', `${what} ended unexpectedly (${child.signal ?? `exit code ${child.exitCode}`})${this.stderrDetail(child)}`)
  }

  /** The last lines of a child's standard error, for a crash message: ": …" or ".". */
  private stderrDetail(child: SandboxedChildResult): string {
    const detail = this.scrub(child.stderrTail.trim().split('\n').slice(-3).join(' ')).slice(0, 500)
    return detail ? `: ${detail}` : '.'
  }

  private async readBundle(sandbox: Sandbox): Promise<{ javascript: Buffer; css: Buffer }> {
    const names = await readdir(sandbox.outDir)
    const unexpected = names.filter((name) => name !== bundleFileNames.javascript && name !== bundleFileNames.css)
    if (unexpected.length > 0 || !names.includes(bundleFileNames.javascript)) {
      throw stopBuild(
        'unexpectedOutput',
        `The bundle must be one JavaScript file and one CSS file; it was: ${names.join(', ') || 'nothing'}. Assets and workers cannot be published; inline them or leave them out.`,
      )
    }
    const javascript = await readFile(join(sandbox.outDir, bundleFileNames.javascript))
    // An app without styles still publishes its (empty) CSS file: host contract 1 loads both.
    const css = names.includes(bundleFileNames.css) ? await readFile(join(sandbox.outDir, bundleFileNames.css)) : Buffer.alloc(0)
    if (javascript.length === 0) throw stopBuild('unexpectedOutput', 'The bundle\'s JavaScript file is empty.')
    if (javascript.length > outputLimits.javascriptBytes || css.length > outputLimits.cssBytes) {
      throw stopBuild(
        'outputTooLarge',
        `The bundle is too large: JavaScript ${kib(javascript.length)} (at most ${kib(outputLimits.javascriptBytes)}), CSS ${kib(css.length)} (at most ${kib(outputLimits.cssBytes)}).`,
      )
    }
    this.log(`${bundleFileNames.javascript} ${kib(javascript.length)}, ${bundleFileNames.css} ${kib(css.length)}.`)
    return { javascript, css }
  }

  private assembleOutput(description: ProjectDescription, javascript: Buffer, css: Buffer, importedPackages: string[]): BuildOutput {
    const { pageDescriptor, localeDescriptor, webAppVersion, hostContractVersion } = description
    // Project errors would have stopped the build before; this keeps the types honest.
    if (!pageDescriptor || !localeDescriptor || webAppVersion === null || hostContractVersion === null) {
      throw stopBuild('invalidProject', 'The project description is incomplete.')
    }
    const dependencyMetadata: DependencyMetadata = {
      Packages: importedPackages.map((name) => ({ Name: name, Version: packageVersion(name) })),
    }
    const toolchain = toolchainVersions()
    return {
      javascript,
      css,
      pageDescriptor,
      localeDescriptor,
      dependencyMetadata,
      webAppVersion,
      hostContractVersion,
      toolchain,
      toolchainFingerprint: toolchainFingerprint(toolchain),
    }
  }

  private stop(reason: StopReason): void {
    if (this.stopReason) return
    this.stopReason = reason
    this.controller.abort(reason)
  }

  private throwIfStopped(): void {
    if (this.stopReason) throw new Error(`Stopped: ${this.stopReason}`)
  }

  private failureOf(error: unknown, timeoutMs: number): BuildFailure {
    if (this.stopReason === 'timeout') return buildFailure('timedOut', `The build took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`)
    if (this.stopReason === 'cancelled') return buildFailure('cancelled', 'The build was cancelled.')
    if (this.stopReason === 'callback') {
      const message = this.callbackError instanceof Error ? this.callbackError.message : String(this.callbackError)
      return buildFailure('internalError', `Reporting the build's progress failed: ${message}`)
    }
    if (error instanceof BuildStop) return error.failure
    if (error instanceof ToolchainMissingError) return buildFailure('toolchainMissing', error.message)
    if (error instanceof ChildProcessError) return buildFailure('workerCrashed', this.scrub(error.message))
    const message = error instanceof Error ? error.message : String(error)
    return buildFailure('internalError', `The build failed unexpectedly: ${this.scrub(message)}`)
  }

  private async enterStage(stage: BuildStage): Promise<void> {
    this.throwIfStopped()
    await this.stages.enter(stage)
    this.throwIfStopped()
  }

  private log(line: string): void {
    this.stages.log(line)
  }

  private scrub(text: string): string {
    return this.stages.scrub(text)
  }
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`
}
