/** Public types of the C# toolchain: schema input, compile and invoke results. */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

/** FieldType of the workspace schema (the contract's enum). */
export { FieldType } from '../../../../shared/enums'

export interface SchemaField {
  key: string
  label: string
  type: number
  required: boolean
  multiple: boolean
  referencedDefinitionName: string | null
  /** For Table fields: the child table's key. */
  tableKey: string | null
}

export interface SchemaTable {
  key: string
  fields: SchemaField[]
}

export interface SchemaDefinition {
  /** Runtime name, e.g. "customers". */
  name: string
  singular: string
  plural: string
  /** The primary table's fields. */
  fields: SchemaField[]
  /** Child tables. */
  tables: SchemaTable[]
}

export interface GeneratedProject {
  /** Path (under "Generated/") to C# text. */
  files: Map<string, string>
  /** sha256 hex over the sorted paths and contents. */
  checksum: string
  /** sha256 hex of the canonical schema input and the host contract version. */
  schemaContractHash: string
}

export interface Diagnostic {
  /** Project-relative path (generated files keep their Generated/ path); never a sandbox path. */
  File: string | null
  Line: number | null
  Column: number | null
  EndLine: null
  EndColumn: null
  Severity: 'error' | 'warning'
  Source: 'csharp' | 'project'
  /** e.g. CS0029 */
  Code: string | null
  Message: string
}

export type MutationOperationName = 'create' | 'patch' | 'archive' | 'restore' | 'delete'

/** One function of a build, as the runner's describe mode reports it. */
export interface FunctionDescriptor {
  Key: string
  DisplayName: string
  Kind: 'command' | 'mutationHandler'
  EntityName: string | null
  Operation: MutationOperationName | null
  /** "Namespace.Class.Method" */
  Method: string
}

export type CompileFailureReason =
  | 'toolchainMissing'
  | 'sandboxUnavailable'
  | 'compileErrors'
  | 'timedOut'
  | 'cancelled'
  | 'memoryExceeded'
  | 'invalidProject'
  | 'internalError'

export interface CompileOutcome {
  ok: boolean
  failure: { reason: CompileFailureReason; message: string } | null
  diagnostics: Diagnostic[]
  /** The built assembly (build only, when ok). */
  assembly: Buffer | null
  assemblyHash: string | null
  functions: FunctionDescriptor[]
  compilerVersion: string | null
  durationMs: number
}

export interface CompileRequest {
  /** Project files by project-relative path, e.g. "Functions/Greeting.cs", "project.json". */
  userFiles: ReadonlyMap<string, string>
  /** generateProject(...).files */
  generated: Map<string, string>
  kind: 'check' | 'build'
  signal: AbortSignal
  timeoutMs: number
  onLog?(line: string): void
}

export interface InvokeRecord {
  entityName: string
  id: string | null
  fields: JsonObject
}

export interface InvokeRequest {
  arguments: JsonObject
  record: InvokeRecord | null
  operation: MutationOperationName | null
  userId: string | null
  /** ISO 8601 time of the call. */
  now: string
}

export interface InvokeIssue {
  field: string | null
  message: string
}

export interface InvokeChange {
  entityName: string
  id: string | null
  fields: JsonObject
}

export type InvokeKind =
  | 'success'
  | 'validation'
  | 'exception'
  | 'timeout'
  | 'cancelled'
  | 'memoryExceeded'
  | 'toolchainMissing'
  | 'sandboxUnavailable'
  | 'crashed'

export interface InvokeOutcome {
  kind: InvokeKind
  summary: string | null
  result: JsonValue
  issues: InvokeIssue[]
  changes: InvokeChange[]
  /** stackTrace: the function's frames, bounded. */
  error: { type: string; message: string; stackTrace: string | null } | null
  logs: string[]
  durationMs: number
}

export interface InvokeOptions {
  assembly: Buffer
  functionKey: string
  request: InvokeRequest
  timeoutMs: number
  memoryMb: number
  signal: AbortSignal
}
