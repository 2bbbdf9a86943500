import { describe, expect, it } from 'vitest'
import { FieldType, RecordMatchingComparisonMode as ComparisonMode, RecordMatchingFuzzyAlgorithm as FuzzyAlgorithm } from '@/api'
import { RecordMatchingTargetKind as TargetKind } from '@/api'
import { newCriterion, Normalizer, toProfileRequest, toProfileValues, withComparisonMode } from './profileValues'

describe('the profile designer values', () => {
  it('starts a text field fuzzy, an e-mail exact with its normalizer, a number exact', () => {
    expect(newCriterion('name', FieldType.Text)).toMatchObject({ ComparisonMode: ComparisonMode.Fuzzy, FuzzyAlgorithm: FuzzyAlgorithm.JaroWinkler, Threshold: 9000 })
    expect(newCriterion('email', FieldType.Email)).toMatchObject({ ComparisonMode: ComparisonMode.Exact, Normalizers: Normalizer.Email, FuzzyAlgorithm: null, Threshold: null })
    expect(newCriterion('size', FieldType.Integer)).toMatchObject({ ComparisonMode: ComparisonMode.Exact, DiacriticMode: 0 })
  })

  it('keeps only the members a comparison mode uses', () => {
    const fuzzy = newCriterion('name', FieldType.Text)
    expect(withComparisonMode(fuzzy, ComparisonMode.FirstCharacters)).toMatchObject({ CharacterCount: 5, FuzzyAlgorithm: null, Threshold: null })
    expect(withComparisonMode({ ...fuzzy, Threshold: 8000 }, ComparisonMode.Fuzzy)).toMatchObject({ Threshold: 8000, CharacterCount: null })
  })

  it('sends trimmed texts, a blank description as null, and the same entity for a new profile', () => {
    const values = { ...toProfileValues(null, 'def-1'), DisplayName: ' Customers ', Key: ' customers ', Description: '  ' }
    expect(toProfileRequest(values)).toMatchObject({ DisplayName: 'Customers', Key: 'customers', Description: null, EntityDefinitionId: 'def-1', TargetKind: 0, Rules: [] })
  })

  it('sends the reference field only for a profile that matches within a reference', () => {
    const values = { ...toProfileValues(null, 'def-1'), ScopeFieldKey: 'account' }
    expect(toProfileRequest(values)).toMatchObject({ TargetKind: TargetKind.SameDefinition, ScopeFieldKey: null })
    expect(toProfileRequest({ ...values, TargetKind: TargetKind.WithinReference })).toMatchObject({ TargetKind: TargetKind.WithinReference, ScopeFieldKey: 'account' })
  })
})
