import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h, type Component } from 'vue'
import { FieldType } from '@/api'
import { useEntityForm } from '@/platform/composables/useEntityForm'
import { flush, renderWithApp } from '@/test/render'
import type { EntityDefinition, EntityField } from '../../api/entities.types'
import { newFieldValues, type FieldFormValues } from '../../designer/fieldForm'
import { validateField } from '../../designer/fieldRules'
import ClassifierSection from './ClassifierSection.vue'
import MoneySection from './MoneySection.vue'
import NumberSection from './NumberSection.vue'
import OptionsSection from './OptionsSection.vue'
import ReferenceSection from './ReferenceSection.vue'
import TextSection from './TextSection.vue'

// Pickers load their choices; these sections are checked without a server.
vi.stubGlobal('fetch', () => new Promise(() => undefined))

const definition = { Id: 'def-1', Name: 'sales_order', DisplayNamePlural: 'Sales orders', Tables: [] } as unknown as EntityDefinition

/** Renders one section over a field form of `type` with `changes` typed in, showing the live rules. */
async function render(section: Component, type: FieldType, changes: Partial<FieldFormValues>) {
  const Harness = defineComponent({
    setup() {
      const form = useEntityForm<EntityField, FieldFormValues>({
        source: null,
        toValues: () => newFieldValues(type),
        save: () => Promise.reject(new Error('not saved here')),
        guard: false,
      })
      Object.assign(form.values, { Key: 'Field', DisplayName: 'Field', ...changes })
      const errors = (member: string) => validateField(form.values, { siblings: [], fieldId: null })[member] ?? []
      return () => h(section, { form, errors, locked: false, isNew: true, definition })
    },
  })
  await renderWithApp(Harness)
  await flush()
  return document.body.textContent ?? ''
}

describe('field editor sections show the server rules while typing', () => {
  it('Text: a maximum length outside 1..4000', async () => {
    expect(await render(TextSection, FieldType.Text, { StringMaxLength: 5000 })).toContain('A whole number from 1 to 4000.')
    expect(await render(TextSection, FieldType.Email, { StringMaxLength: 0 })).toContain('A whole number from 1 to 4000.')
  })

  it('Decimal and Money: precision 1..38 and a scale not above it', async () => {
    expect(await render(NumberSection, FieldType.Decimal, { DecimalPrecision: 39 })).toContain('A whole number from 1 to 38.')
    expect(await render(NumberSection, FieldType.Money, { DecimalPrecision: 4, DecimalScale: 6 })).toContain(
      'The scale cannot be larger than the precision.',
    )
  })

  it('Money: an ISO 4217 base currency', async () => {
    expect(await render(MoneySection, FieldType.Money, { BaseCurrencyCode: 'EU' })).toContain('Three capital letters (ISO 4217).')
  })

  it('Select: at least one option, keys unique and labels given', async () => {
    expect(await render(OptionsSection, FieldType.Select, { Options: [] })).toContain('Add at least one option.')
    const text = await render(OptionsSection, FieldType.Select, {
      Options: [
        { Key: 'open', Value: 'Open', saved: false },
        { Key: 'Open', Value: '', saved: false },
      ],
    })
    expect(text).toContain('The option key Open is used twice.')
    expect(text).toContain('Required.')
  })

  it('Reference: a target is required', async () => {
    expect(await render(ReferenceSection, FieldType.Reference, {})).toContain('Required.')
  })

  it('Classifier: a catalog is required', async () => {
    expect(await render(ClassifierSection, FieldType.Classifier, {})).toContain('Required.')
  })

  it('shows nothing once the values follow the rules', async () => {
    const text = await render(NumberSection, FieldType.Decimal, { DecimalPrecision: 10, DecimalScale: 2 })
    expect(text).not.toContain('A whole number')
    expect(text).not.toContain('larger than the precision')
  })
})
