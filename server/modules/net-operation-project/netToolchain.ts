import type { Db } from '../../db'
import { isProjectFunctionKeyFree } from '../functions'
import {
  BuildStage, insertReadyAssemblyArtifact, StageTracker, type BuildDiagnostic, type BuildFailure, type BuildOutcome, type ProjectToolchain, type ToolchainRunInput,
} from '../ui-project'
import { randomUUID } from 'node:crypto'
import { netBuildFailure, sqlStateOf } from './buildFailures'
import { hostContractVersion, netOperationProjectKind } from './projectKind'
import { currentGeneratedProject } from './schema'
import { compileProject, findMonoToolchain, type FunctionDescriptor, type GeneratedProject } from './toolchain'

/**
 * Checks and builds of the Net Operation Project on the shared build mechanism: the schema's
 * generated classes beside the user's files, Mono's compiler in the sandbox, and the functions
 * the assembly describes, checked against the catalog. A build keeps the assembly as an artifact.
 */

export interface AssemblyOutput {
  assembly: Buffer
  assemblyHash: string
  functions: FunctionDescriptor[]
  compilerVersion: string
  generated: GeneratedProject
}

const functionKeyPattern = /^[a-z][a-z0-9-]{1,62}$/

export const netToolchain: ProjectToolchain<AssemblyOutput> = {
  project: netOperationProjectKind,
  run: runNetBuild,
  async storeArtifact(tx, build, output, now) {
    const id = randomUUID()
    await insertReadyAssemblyArtifact(tx, netOperationProjectKind, {
      id,
      buildId: build.id,
      revisionId: build.revisionId,
      assembly: output.assembly,
      artifactHash: output.assemblyHash,
      hostContractVersion,
      functionManifest: output.functions,
      compilerVersion: output.compilerVersion,
      toolchainFingerprint: `mono-${output.compilerVersion}/host-${hostContractVersion}`,
      schemaContractHash: output.generated.schemaContractHash,
      generatedProjectChecksum: output.generated.checksum,
      now,
    })
    return id
  },
}

async function runNetBuild(input: ToolchainRunInput): Promise<BuildOutcome<AssemblyOutput>> {
  const diagnostics: BuildDiagnostic[] = []
  let stopError: unknown = null
  const stages = new StageTracker(input, (error) => (stopError ??= error))
  const end = (failure: BuildFailure | null, output: AssemblyOutput | null, generated: GeneratedProject | null): BuildOutcome<AssemblyOutput> => {
    stages.close()
    return {
      ok: failure === null,
      failure,
      diagnostics,
      stageTimings: stages.timings,
      peakMemoryBytes: null,
      output: failure === null ? output : null,
      generated: generated && { projectChecksum: generated.checksum, schemaContractHash: generated.schemaContractHash },
    }
  }

  await stages.enter(BuildStage.Preparing)
  const toolchain = findMonoToolchain()
  if (!toolchain) {
    return end(netBuildFailure('toolchainMissing', 'Mono\'s C# compiler and runtime are not installed on the API\'s machine: install the Debian packages mono-mcs and mono-runtime (apt-get install mono-mcs mono-runtime).', {
      target: { kind: 'Toolchain', id: 'mono-mcs' },
    }), null, null)
  }
  stages.log(`Mono ${toolchain.version}: ${input.files.size} project files.`)

  await stages.enter(BuildStage.Generating)
  let generated: GeneratedProject & { entityNames: string[] }
  try {
    generated = await currentGeneratedProject(input.db)
  } catch (error) {
    const sqlState = sqlStateOf(error)
    if (sqlState === null) throw error
    return end(netBuildFailure('schemaUnreadable', 'The entity schema could not be read to generate the typed classes.', { sqlState }), null, null)
  }
  stages.log(`Generated ${generated.files.size} files from the entity schema (schema contract ${generated.schemaContractHash.slice(0, 12)}).`)

  await stages.enter(BuildStage.Compiling)
  const compiled = await compileProject({
    userFiles: input.files,
    generated: generated.files,
    kind: input.kind,
    signal: input.signal,
    timeoutMs: input.timeoutMs,
    onLog: (line) => stages.log(line),
  })
  diagnostics.push(...compiled.diagnostics)
  if (stopError) throw stopError
  if (!compiled.ok) {
    const failure = compiled.failure ?? { reason: 'internalError' as const, message: 'The compiler ended without a result.' }
    return end(netBuildFailure(failure.reason, failure.message), null, generated)
  }

  await stages.enter(BuildStage.Analyzing)
  const keyProblems = await functionKeyProblems(input.db, compiled.functions, generated)
  diagnostics.push(...keyProblems)
  if (keyProblems.length > 0) {
    return end(netBuildFailure('functionKeys', `Functions the catalog cannot take: ${keyProblems.length}.`), null, generated)
  }
  stages.log(`Functions the assembly offers: ${compiled.functions.length}.`)
  if (input.kind === 'check') return end(null, null, generated)

  await stages.enter(BuildStage.Packaging)
  if (!compiled.assembly || !compiled.assemblyHash) return end(netBuildFailure('internalError', 'The compiler reported success without an assembly.'), null, generated)
  stages.log(`Assembly: ${compiled.assembly.length} bytes, SHA-256 ${compiled.assemblyHash}.`)
  return end(null, { assembly: compiled.assembly, assemblyHash: compiled.assemblyHash, functions: compiled.functions, compilerVersion: compiled.compilerVersion ?? toolchain.version, generated }, generated)
}

/** Keys the catalog cannot take (a built-in's, a bad pattern) and handlers of entities the schema does not have. */
async function functionKeyProblems(db: Db, functions: readonly FunctionDescriptor[], generated: { entityNames: string[] }): Promise<BuildDiagnostic[]> {
  const problems: BuildDiagnostic[] = []
  const problem = (message: string): BuildDiagnostic => ({ File: null, Line: null, Column: null, EndLine: null, EndColumn: null, Severity: 'error', Source: 'project', Code: null, Message: message })
  for (const fn of functions) {
    if (!functionKeyPattern.test(fn.Key)) problems.push(problem(`${fn.Method}: the key "${fn.Key}" is not a function key (lower-case letters, digits and dashes; starts with a letter).`))
    else if (!(await isProjectFunctionKeyFree(db, fn.Key))) problems.push(problem(`${fn.Method}: the key "${fn.Key}" belongs to a function of the host.`))
    if (fn.Kind === 'mutationHandler' && fn.EntityName !== null && !generated.entityNames.includes(fn.EntityName)) {
      problems.push(problem(`${fn.Method}: there is no entity "${fn.EntityName}" in the schema.`))
    }
  }
  return problems
}
