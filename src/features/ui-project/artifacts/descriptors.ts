/**
 * An artifact's descriptors (pages, locales, dependencies) are JSON the build wrote. They are read
 * as a list of entries — one per page, locale, dependency or setting — so two artifacts can be
 * compared entry by entry and one artifact's can be shown as a readable list.
 */

export type DescriptorParse = { ok: true; value: unknown } | { ok: false; value: null; raw: string }

export function parseDescriptor(json: string | null | undefined): DescriptorParse | null {
  if (json === null || json === undefined || json.trim() === '') return null
  try {
    return { ok: true, value: JSON.parse(json) as unknown }
  } catch {
    return { ok: false, value: null, raw: json }
  }
}

const identityFields = ['key', 'Key', 'id', 'Id', 'name', 'Name', 'path', 'Path', 'code', 'Code', 'locale', 'Locale']

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** JSON with sorted keys: the same object always reads the same, whatever the order of its members. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The member that names an object in a list (`key`, `name`, `path`, ...), when it has one. */
export function identityOf(value: unknown): string | null {
  if (!isRecord(value)) return null
  for (const field of identityFields) {
    const member = value[field]
    if (typeof member === 'string' || typeof member === 'number') return String(member)
  }
  return null
}

/** A readable text of an entry's value: a scalar as it is, an object as `name: value` pairs. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') return value
  if (isScalar(value)) return String(value)
  if (Array.isArray(value)) return value.every(isScalar) ? value.map(describeValue).join(', ') : canonicalJson(value)
  if (isRecord(value)) {
    return Object.keys(value)
      .map((key) => `${key}: ${isScalar(value[key]) ? describeValue(value[key]) : canonicalJson(value[key])}`)
      .join(', ')
  }
  return String(value)
}

/** An entry's value without the member that already names it (`Name: vue, Version: 3.5` → `Version: 3.5`). */
export function describeEntryValue(value: unknown): string {
  if (!isRecord(value)) return describeValue(value)
  const identity = identityFields.find((field) => typeof value[field] === 'string' || typeof value[field] === 'number')
  if (!identity) return describeValue(value)
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => key !== identity))
  return Object.keys(rest).length === 0 ? '' : describeValue(rest)
}

export interface DescriptorEntry {
  /** Where it sits, e.g. `pages › customers`, `locales › de`, `dependencies › vue`. */
  key: string
  value: unknown
}

/**
 * Entries of a descriptor: every object member is followed down; a list of named objects gives one
 * entry per object (named by its key/name/path), a list of scalars one entry per value, any other
 * list one entry per position; scalars are entries of their own.
 */
export function descriptorEntries(value: unknown, prefix = ''): DescriptorEntry[] {
  const at = (name: string) => (prefix ? `${prefix} › ${name}` : name)
  if (Array.isArray(value)) {
    const named = value.every((item) => identityOf(item) !== null)
    if (named && value.length > 0) return value.map((item) => ({ key: at(identityOf(item) ?? ''), value: item }))
    if (value.every(isScalar)) return value.map((item) => ({ key: at(describeValue(item)), value: item }))
    return value.map((item, index) => ({ key: at(`#${index + 1}`), value: item }))
  }
  if (isRecord(value)) {
    const keys = Object.keys(value)
    if (keys.length === 0) return prefix ? [{ key: prefix, value }] : []
    return keys.flatMap((key) => {
      const member = value[key]
      if (isScalar(member)) return [{ key: at(key), value: member }]
      return descriptorEntries(member, at(key))
    })
  }
  return [{ key: prefix || '—', value }]
}

export interface DescriptorDiff {
  added: DescriptorEntry[]
  removed: DescriptorEntry[]
  changed: { key: string; from: unknown; to: unknown }[]
  unchanged: number
  /** A side whose JSON could not be read: its entries are unknown, so nothing is compared. */
  unreadable: boolean
}

export function diffDescriptors(fromJson: string | null | undefined, toJson: string | null | undefined): DescriptorDiff {
  const from = parseDescriptor(fromJson)
  const to = parseDescriptor(toJson)
  if ((from && !from.ok) || (to && !to.ok)) return { added: [], removed: [], changed: [], unchanged: 0, unreadable: true }
  const entries = (side: DescriptorParse | null) => (side ? descriptorEntries(side.value) : []).map((entry) => [entry.key, entry.value] as const)
  const before = new Map(entries(from))
  const after = new Map(entries(to))
  const diff: DescriptorDiff = { added: [], removed: [], changed: [], unchanged: 0, unreadable: false }
  for (const [key, value] of after) {
    if (!before.has(key)) diff.added.push({ key, value })
    else if (canonicalJson(before.get(key)) !== canonicalJson(value)) diff.changed.push({ key, from: before.get(key), to: value })
    else diff.unchanged++
  }
  for (const [key, value] of before) if (!after.has(key)) diff.removed.push({ key, value })
  return diff
}

export interface FieldChange {
  field: string
  from: string
  to: string
}

/** The members two versions of an entry differ in (null when either is not an object: compare them whole). */
export function changedFields(from: unknown, to: unknown): FieldChange[] | null {
  if (!isRecord(from) || !isRecord(to)) return null
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])]
  return fields
    .filter((field) => canonicalJson(from[field] ?? null) !== canonicalJson(to[field] ?? null))
    .map((field) => ({ field, from: field in from ? describeValue(from[field]) : '—', to: field in to ? describeValue(to[field]) : '—' }))
}
