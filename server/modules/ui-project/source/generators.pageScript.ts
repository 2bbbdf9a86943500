import { FieldType } from '../../entities'
import { scriptLiteral } from './generators.names'

/*
 * The script parts both generated pages share. Each page carries its own copy so it keeps working
 * when the user edits or deletes another page. Nothing from the definition appears here except
 * through scriptLiteral: every name is a JSON string in the script, and the templates show them
 * only as interpolations of script constants.
 */

export interface PageField {
  key: string
  displayName: string
  fieldType: number
}

export interface PageSourceInput {
  definitionName: string
  title: string
  fields: readonly PageField[]
  host: HostFunction
}

/** The constant naming the definition and the fields, one field per line. */
export function fieldConstants(name: string, fields: readonly PageField[]): string {
  const lines = fields.map((field) => `  { key: ${scriptLiteral(field.key)}, label: ${scriptLiteral(field.displayName)}, fieldType: ${Math.trunc(field.fieldType)} },`)
  return fields.length === 0 ? `const ${name}: FieldColumn[] = []` : [`const ${name}: FieldColumn[] = [`, ...lines, ']'].join('\n')
}

/** Types of the runtime API (openapi/service-public-v1.json: EntityInstance, ApiResponse). */
export const apiTypes = `interface FieldColumn {
  key: string
  label: string
  fieldType: number
}

interface EntityInstanceLookupItem {
  Id: string
  Number: string
  DisplayName: string
}

interface EntityInstance {
  Id: string
  Number: string
  DisplayName: string
  Fields: Record<string, unknown>
  ReferenceLabels: Record<string, EntityInstanceLookupItem>
}

interface ApiResponse<T> {
  Success?: boolean
  Data?: T | null
  Errors?: { Code: string; Message: string }[] | null
  // 401 and 403 answer problem details instead.
  title?: string
  detail?: string
}`

/** Only the list page reads pages of records (a details page would not use it, and strict configs refuse that). */
export const pageType = `interface EntityInstancePage {
  Items: EntityInstance[]
  Page: number
  PageSize: number
  TotalCount: number
  HasMore: boolean
}`

/**
 * The function of src/host.ts that reads window.__WORKSPACE_HOST__: `hostContext` by the format,
 * `readHost` in the templates so far. Either gives apiBaseUrl, locale and accessToken (null or absent).
 */
export type HostFunction = 'hostContext' | 'readHost'

export function hostFunctionOf(hostSource: string | undefined): HostFunction {
  const exported = (name: HostFunction) => new RegExp(`export\\s+(?:async\\s+function|function|const|let)\\s+${name}\\b`).test(hostSource ?? '')
  return !exported('hostContext') && exported('readHost') ? 'readHost' : 'hostContext'
}

/** GET on the definition's runtime API with the host's base URL, token and locale; the envelope's Data or an error. */
export const requestFunction = (host: HostFunction) => `async function getData<T>(path: string): Promise<T> {
  const host = ${host}()
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': host.locale }
  if (host.accessToken) headers.Authorization = \`Bearer \${host.accessToken}\`
  const base = host.apiBaseUrl.replace(/\\/+$/, '')
  const response = await fetch(\`\${base}/api/workspace/entity/\${encodeURIComponent(definitionName)}\${path}\`, { headers })
  const body = (await response.json().catch(() => null)) as ApiResponse<T> | null
  if (response.ok && body?.Success && body.Data) return body.Data
  throw new Error(body?.Errors?.[0]?.Message ?? body?.detail ?? body?.title ?? \`The request failed (HTTP \${response.status}).\`)
}

function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause)
}`

/** Field values as text, by field type (the value shapes are described on EntityInstance.Fields). */
export const valueFormatter = `const fieldTypes = { Money: ${FieldType.Money}, DateTime: ${FieldType.DateTime}, Reference: ${FieldType.Reference}, Table: ${FieldType.Table}, Address: ${FieldType.Address} }

function fieldValue(record: EntityInstance, key: string): unknown {
  // Own members only: a field key such as "constructor" must not reach Object.prototype.
  return Object.prototype.hasOwnProperty.call(record.Fields, key) ? record.Fields[key] : null
}

function textOf(value: unknown, locale: string): string {
  if (typeof value === 'number') return value.toLocaleString(locale)
  return typeof value === 'string' ? value : ''
}

function formatFieldValue(value: unknown, fieldType: number, record: EntityInstance, locale: string): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) {
    if (fieldType === fieldTypes.Table) return \`\${value.length} \${value.length === 1 ? 'row' : 'rows'}\`
    return value.map((item: unknown) => formatFieldValue(item, fieldType, record, locale)).join(', ')
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' && fieldType === fieldTypes.Reference) return record.ReferenceLabels[value]?.DisplayName ?? value
  if (typeof value === 'string' && fieldType === fieldTypes.DateTime) {
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? value : date.toLocaleString(locale)
  }
  if (typeof value !== 'object') return textOf(value, locale)
  const parts = value as Record<string, unknown>
  if (fieldType === fieldTypes.Money) return [textOf(parts.Amount, locale), textOf(parts.CurrencyCode, locale)].filter(Boolean).join(' ')
  if (fieldType === fieldTypes.Address) {
    const place = [textOf(parts.PostalCode, locale), textOf(parts.City, locale)].filter(Boolean).join(' ')
    return [textOf(parts.Street, locale), place, textOf(parts.Region, locale), textOf(parts.CountryCode, locale)].filter(Boolean).join(', ')
  }
  return JSON.stringify(value)
}`
