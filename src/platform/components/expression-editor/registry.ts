import { baseKeywords } from './language'
import type { ExpressionField, ExpressionFunctionInfo } from './completion'
import type { ExpressionMarker } from './markers'

/**
 * Providers are registered once for the language; each editor's model registers what they need
 * here under its URI (its fields, how to follow a path, its purpose, the quick fixes of its latest
 * markers), and removes it when the editor goes away.
 */
export interface ExpressionModelContext {
  fields: readonly ExpressionField[]
  /**
   * The fields a path leads to (`['customer']` → the customer definition's fields, `['lines']` → the
   * child table's), for completion after a dot and hover over a path part; null when it leads nowhere.
   */
  fieldsOf: (path: readonly string[]) => Promise<readonly ExpressionField[] | null>
  purpose: number
  /** The markers last shown and the model version they belong to (quick fixes only for that text). */
  markers: readonly ExpressionMarker[]
  markersVersion: number | null
  /** Titles in the app's language. */
  labels: { quickFix: (suggestion: string) => string }
}

const contexts = new Map<string, ExpressionModelContext>()

export function setModelContext(uri: string, context: ExpressionModelContext): void {
  contexts.set(uri, context)
}

export function updateModelContext(uri: string, patch: Partial<ExpressionModelContext>): void {
  const current = contexts.get(uri)
  if (current) contexts.set(uri, { ...current, ...patch })
}

export function getModelContext(uri: string): ExpressionModelContext | undefined {
  return contexts.get(uri)
}

export function deleteModelContext(uri: string): void {
  contexts.delete(uri)
}

export function registeredModelCount(): number {
  return contexts.size
}

/** The language catalogue (Expressions_GetLanguage), shared by every editor. */
export interface LanguageCatalogue {
  functions: readonly ExpressionFunctionInfo[]
  keywords: readonly string[]
}

let catalogue: LanguageCatalogue = { functions: [], keywords: baseKeywords }

export function getCatalogue(): LanguageCatalogue {
  return catalogue
}

/** Returns true when the keywords changed (the tokenizer then needs them). */
export function setCatalogue(next: LanguageCatalogue): boolean {
  const effective = next.keywords.length > 0 ? next : { ...next, keywords: baseKeywords }
  const keywordsChanged = effective.keywords.join(' ') !== catalogue.keywords.join(' ')
  catalogue = effective
  return keywordsChanged
}
