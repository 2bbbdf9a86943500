import {
  mdiAlphabeticalVariant,
  mdiCalendar,
  mdiCalendarClock,
  mdiCashMultiple,
  mdiCheckboxMarkedOutline,
  mdiClockOutline,
  mdiDecimal,
  mdiEmailOutline,
  mdiFormatListBulleted,
  mdiLanguageMarkdownOutline,
  mdiLinkVariant,
  mdiMapMarkerOutline,
  mdiNumeric,
  mdiPhoneOutline,
  mdiShapeOutline,
  mdiTableLarge,
  mdiTextLong,
  mdiWeb,
} from '@mdi/js'
import { DynamicDefaultKey, FieldType, enumName } from '@/api'

/** Type-specific parts of the field editor; each is one small component (FieldEditor maps them). */
export type FieldSection = 'text' | 'number' | 'money' | 'options' | 'reference' | 'classifier' | 'address' | 'table'

export interface FieldTypeInfo {
  type: FieldType
  /** The FieldType member name, also the locale key under `entities.fieldTypes`. */
  name: keyof typeof FieldType
  icon: string
  sections: FieldSection[]
  /** AllowMultiple turns the value into a list (side table). */
  allowsMultiple: boolean
  /** Which default-value kinds the type takes (Table fields have none). */
  constantDefault: boolean
  dynamicDefaults: DynamicDefaultKey[]
}

const info = (
  name: keyof typeof FieldType,
  icon: string,
  sections: FieldSection[],
  extra: Partial<Pick<FieldTypeInfo, 'allowsMultiple' | 'constantDefault' | 'dynamicDefaults'>> = {},
): FieldTypeInfo => ({
  type: FieldType[name],
  name,
  icon,
  sections,
  allowsMultiple: extra.allowsMultiple ?? false,
  constantDefault: extra.constantDefault ?? true,
  dynamicDefaults: extra.dynamicDefaults ?? [],
})

/** The one table of field types: icon, editor sections and default-value capabilities. */
export const fieldTypes: readonly FieldTypeInfo[] = [
  info('Text', mdiAlphabeticalVariant, ['text'], { allowsMultiple: true, dynamicDefaults: [DynamicDefaultKey.currentUser] }),
  info('LongText', mdiTextLong, []),
  info('Integer', mdiNumeric, []),
  info('Decimal', mdiDecimal, ['number']),
  info('Money', mdiCashMultiple, ['number', 'money']),
  info('Boolean', mdiCheckboxMarkedOutline, []),
  info('Date', mdiCalendar, [], { dynamicDefaults: [DynamicDefaultKey.today] }),
  info('DateTime', mdiCalendarClock, [], { dynamicDefaults: [DynamicDefaultKey.now] }),
  info('Time', mdiClockOutline, [], { dynamicDefaults: [DynamicDefaultKey.now] }),
  info('Select', mdiFormatListBulleted, ['options'], { allowsMultiple: true }),
  info('Reference', mdiLinkVariant, ['reference'], { allowsMultiple: true }),
  info('Table', mdiTableLarge, ['table'], { constantDefault: false }),
  info('Email', mdiEmailOutline, ['text']),
  info('Phone', mdiPhoneOutline, ['text']),
  info('Url', mdiWeb, ['text']),
  info('Address', mdiMapMarkerOutline, ['address']),
  info('Classifier', mdiShapeOutline, ['classifier'], { allowsMultiple: true }),
  info('Markdown', mdiLanguageMarkdownOutline, []),
]

const byType = new Map(fieldTypes.map((entry) => [entry.type as number, entry]))

export function fieldTypeInfo(type: number): FieldTypeInfo {
  return byType.get(type) ?? (fieldTypes[0] as FieldTypeInfo)
}

/** The locale key of a type's name, e.g. `entities.fieldTypes.LongText`. */
export function fieldTypeLabelKey(type: number): string {
  return `entities.fieldTypes.${enumName(FieldType, type) ?? 'Text'}`
}

/** Parses `?type=` of the new-field route (a member name or a number). */
export function parseFieldType(raw: unknown): FieldType | null {
  if (typeof raw !== 'string' || raw === '') return null
  const named = fieldTypes.find((entry) => entry.name.toLowerCase() === raw.toLowerCase())
  if (named) return named.type
  const number = Number(raw)
  return byType.has(number) ? (number as FieldType) : null
}
