import { describe, expect, it } from 'vitest'
import { DefaultValueKind, FieldType } from '@/api'
import { newFieldValues, type FieldFormValues } from './fieldForm'
import { validateField } from './fieldRules'
import { fieldTypes } from './fieldTypes'

const context = { siblings: [{ Id: 'fld-1', Key: 'Title' }], fieldId: null }
const values = (type: FieldType, changes: Partial<FieldFormValues> = {}): FieldFormValues => ({
  ...newFieldValues(type),
  Key: 'Field',
  DisplayName: 'Field',
  ReferenceToEntityDefinitionId: type === FieldType.Reference ? 'def-2' : null,
  ClassifierCatalogDefinitionId: type === FieldType.Classifier ? 'cat-1' : null,
  Options: type === FieldType.Select ? [{ Key: 'open', Value: 'Open', saved: false }] : [],
  ...changes,
})

describe('validateField', () => {
  it.each(fieldTypes.map((info) => [info.name, info.type] as const))('accepts a new %s field with its defaults', (_name, type) => {
    expect(validateField(values(type), context)).toEqual({})
  })

  it('refuses a key taken in the table, ignoring case, and keys outside the pattern', () => {
    expect(validateField(values(FieldType.Text, { Key: 'title' }), context).Key).toEqual([
      'Another field of this table already has the key title.',
    ])
    expect(validateField(values(FieldType.Text, { Key: '1st' }), context).Key?.[0]).toContain('Start with a letter')
  })

  it('type-checks a constant default against the field', () => {
    const integer = values(FieldType.Integer, { DefaultKind: DefaultValueKind.Constant, DefaultConstant: 1.5 })
    expect(validateField(integer, context).DefaultValue).toEqual(['A whole number.'])
    const select = values(FieldType.Select, { DefaultKind: DefaultValueKind.Constant, DefaultConstant: 'closed' })
    expect(validateField(select, context).DefaultValue).toEqual(['Choose one of the options.'])
    const date = values(FieldType.Date, { DefaultKind: DefaultValueKind.Constant, DefaultConstant: '2026-03-01' })
    expect(validateField(date, context)).toEqual({})
  })

  it('asks for the paired field key and name when the paired field is to be created', () => {
    const errors = validateField(values(FieldType.Reference, { CreatePairedField: true }), context)
    expect(Object.keys(errors)).toEqual(['CreatePairedField.Key', 'CreatePairedField.DisplayName'])
  })
})
