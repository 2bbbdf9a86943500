import type { languages } from 'monaco-editor/editor/editor.api'
import { FieldType } from '@/api'
import type { SelectOption } from '@shared/expressions/types'

/**
 * What completion, hover and signature help know, as plain data: built here, turned into Monaco's
 * objects by the runtime (so this stays testable without loading the editor).
 */
export interface ExpressionField {
  key: string
  displayName: string
  fieldType: number
  /** The field type as the user reads it, in the app's language. */
  typeLabel: string
  /** Select fields: the options, offered where a value of the field is written. */
  options?: readonly SelectOption[]
}

export interface ExpressionFunctionInfo {
  Name: string
  Signature: string
  Summary: string
  MinArguments: number
  MaxArguments: number
}

export type CompletionKindName = keyof typeof languages.CompletionItemKind

export interface CompletionDraft {
  label: string
  kind: CompletionKindName
  detail: string
  /** Markdown. */
  documentation: string
  insertText: string
  /** insertText is a snippet (`ROUND($0)`). */
  snippet: boolean
  /** Fields first, then functions, then keywords. */
  sortText: string
  /** Open signature help once inserted (functions). */
  triggerSignatureHelp: boolean
}

/**
 * One icon per field type. Never the kind Text: the editor hides Text items (they are what word-based
 * suggestions produce, switched off by `suggest.showWords: false`), so text fields take Field's icon.
 */
const kindByType: Record<number, CompletionKindName> = {
  [FieldType.Text]: 'Field',
  [FieldType.LongText]: 'Field',
  [FieldType.Email]: 'Field',
  [FieldType.Phone]: 'Field',
  [FieldType.Url]: 'Field',
  [FieldType.Markdown]: 'Field',
  [FieldType.Integer]: 'Value',
  [FieldType.Decimal]: 'Value',
  [FieldType.Money]: 'Unit',
  [FieldType.Boolean]: 'Constant',
  [FieldType.Date]: 'Event',
  [FieldType.DateTime]: 'Event',
  [FieldType.Time]: 'Event',
  [FieldType.Select]: 'Enum',
  [FieldType.Classifier]: 'EnumMember',
  [FieldType.Reference]: 'Reference',
  [FieldType.Table]: 'Struct',
  [FieldType.Address]: 'Property',
}

export function fieldKind(fieldType: number): CompletionKindName {
  return kindByType[fieldType] ?? 'Field'
}

/** Markdown with the user's text shown as text (display names may hold `*`, `_`, `[`…). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]#|<>~]/g, '\\$&')
}

const plainKey = /^[A-Za-z_][A-Za-z0-9_]*$/

/** How a key is written in an expression: in double quotes when it is a keyword or not a plain name. */
export function writeKey(key: string, keywords: readonly string[]): string {
  const reserved = keywords.some((keyword) => keyword.toUpperCase() === key.toUpperCase())
  return plainKey.test(key) && !reserved ? key : `"${key.replace(/"/g, '""')}"`
}

export function fieldDetail(field: ExpressionField): string {
  return `${field.displayName} · ${field.typeLabel}`
}

/** The path as written (`customer.country`), a key that needs them in double quotes. */
export function writePath(path: readonly string[], keywords: readonly string[]): string {
  return path.map((key) => writeKey(key, keywords)).join('.')
}

/** Display name and type, then the key, or the whole path when the field is reached through one (`customer.country`). */
export function fieldDocumentation(field: ExpressionField, through: readonly string[] = []): string {
  const written = writePath([...through, field.key], []).replace(/`/g, '')
  return `**${escapeMarkdown(field.displayName)}** · ${escapeMarkdown(field.typeLabel)}\n\n\`${written}\``
}

export function functionDocumentation(fn: ExpressionFunctionInfo): string {
  return `\`\`\`\n${fn.Signature}\n\`\`\`\n\n${escapeMarkdown(fn.Summary)}`
}

/**
 * The fields as items; `through` is the path they are reached by (`customer.` → `['customer']`).
 * Address fields are left out: the server refuses them in every expression.
 */
export function fieldCompletions(
  fields: readonly ExpressionField[],
  keywords: readonly string[],
  through: readonly string[] = [],
): CompletionDraft[] {
  return fields.filter((field) => field.fieldType !== FieldType.Address).map((field) => ({
    label: field.key,
    kind: fieldKind(field.fieldType),
    detail: fieldDetail(field),
    documentation: fieldDocumentation(field, through),
    insertText: writeKey(field.key, keywords),
    snippet: false,
    sortText: `0_${field.key.toLowerCase()}`,
    triggerSignatureHelp: false,
  }))
}

export function functionCompletions(functions: readonly ExpressionFunctionInfo[]): CompletionDraft[] {
  return functions.map((fn) => ({
    label: fn.Name,
    kind: 'Function',
    detail: fn.Signature,
    documentation: functionDocumentation(fn),
    // TODAY() needs nothing between its parentheses; the cursor goes behind them.
    insertText: fn.MaxArguments === 0 ? `${fn.Name}()` : `${fn.Name}($0)`,
    snippet: fn.MaxArguments !== 0,
    sortText: `1_${fn.Name.toLowerCase()}`,
    triggerSignatureHelp: fn.MaxArguments !== 0,
  }))
}

export function keywordCompletions(keywords: readonly string[]): CompletionDraft[] {
  return keywords.map((keyword) => ({
    label: keyword,
    kind: 'Keyword',
    detail: '',
    documentation: '',
    insertText: keyword,
    snippet: false,
    sortText: `2_${keyword.toLowerCase()}`,
    triggerSignatureHelp: false,
  }))
}

/** Function names are case-insensitive. */
export function findFunction(functions: readonly ExpressionFunctionInfo[], name: string): ExpressionFunctionInfo | undefined {
  const upper = name.toUpperCase()
  return functions.find((fn) => fn.Name.toUpperCase() === upper)
}

/**
 * The options of a choice field where its value is written: `typed` is what stands inside the open
 * quote (the key is inserted there as it is), null when no quote is open yet (it comes with one).
 */
export function optionCompletions(field: ExpressionField, typed: string | null): CompletionDraft[] {
  return (field.options ?? []).map((option, index) => {
    const escaped = option.key.replace(/'/g, "''")
    return {
      label: option.key,
      kind: 'EnumMember',
      detail: option.label,
      documentation: `**${escapeMarkdown(option.label)}** · ${escapeMarkdown(field.displayName)}`,
      insertText: typed === null ? `'${escaped}'` : escaped,
      snippet: false,
      // In the order the field lists them.
      sortText: `0_${String(index).padStart(4, '0')}`,
      triggerSignatureHelp: false,
    }
  })
}
