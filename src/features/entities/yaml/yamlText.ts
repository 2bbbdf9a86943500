import { saveBlob } from '@/platform/composables/saveBlob'
import { ApiError } from '@/api'

export const YAML_INVALID_CODE = 'workspace.entities.yaml.invalid'

export interface YamlProblem {
  line: number | null
  column: number | null
  message: string
}

function positive(value: unknown): number | null {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : null
}

/** The YAML problems of a refused plan or import, in line order; empty when the error is of another kind. */
export function yamlProblems(error: unknown): YamlProblem[] {
  if (!(error instanceof ApiError)) return []
  return error.issues
    .filter((issue) => issue.Code === YAML_INVALID_CODE)
    .map((issue) => ({ line: positive(issue.Metadata.line), column: positive(issue.Metadata.column), message: issue.Message }))
    .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0))
}

/** Start and end offsets of a 1-based line in `text` (clamped to the last line). */
export function lineRange(text: string, line: number): [number, number] {
  const lines = text.split('\n')
  const index = Math.min(Math.max(line, 1), lines.length) - 1
  let start = 0
  for (let i = 0; i < index; i++) start += (lines[i]?.length ?? 0) + 1
  return [start, start + (lines[index]?.length ?? 0)]
}

/** Lets the browser save `text` as a YAML file. */
export function downloadText(fileName: string, text: string): void {
  saveBlob(new Blob([text], { type: 'application/yaml' }), fileName)
}

/** The definition Name rule, for the copy's TargetName. */
export const DEFINITION_NAME = /^[a-z][a-z0-9_]{1,39}$/

/** A diff value as short text. */
export function diffValue(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return typeof value === 'string' ? value : JSON.stringify(value)
}
