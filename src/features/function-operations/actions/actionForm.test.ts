import { describe, expect, it } from 'vitest'
import { ActionTargetScope, EntityActionPlacement } from '@/api'
import { actionValues, formProblem, labelIn, toCreateRequest, toReplaceRequest } from './actionForm'
import type { FunctionAction } from './actionsApi'

const stored: FunctionAction = {
  Id: 'act-1', EntityDefinitionId: 'def-customers', EntityDefinitionName: 'customers', EntityDefinitionDisplayName: 'Customers', Key: 'check',
  Label: 'Check data', LabelTranslations: { de: 'Daten prüfen' }, Icon: 'mdi-send', Placement: 2, ConfirmationText: null, SelectionMode: 2,
  MaxSelection: 10, FunctionId: 'fn-validate-customer-data', FunctionKey: 'validate-customer-data', FunctionDisplayName: 'Validate customer data',
  FunctionVersionId: null, FunctionVersionNumber: null, VisibilityCondition: 'is_key_account = false', IsEnabled: true,
  CreatedAt: '2026-03-02T08:00:00Z', ModifiedAt: null, RowVersion: 'rv-1',
}

describe('the action form', () => {
  it('sends what the user typed, trimmed, with the translations that are filled and no maximum outside "several records"', () => {
    const values = { ...actionValues(null, 'def-customers'), Key: ' check ', Label: ' Check data ', LabelDe: 'Daten prüfen', FunctionId: 'fn-1' }
    expect(toCreateRequest(values)).toMatchObject({
      EntityDefinitionId: 'def-customers', Key: 'check', Label: 'Check data', LabelTranslations: { de: 'Daten prüfen' },
      SelectionMode: ActionTargetScope.MultipleRecords, MaxSelection: 50, FunctionVersionId: null, VisibilityCondition: null, ConfirmationText: null,
    })
    expect(toCreateRequest({ ...values, SelectionMode: ActionTargetScope.SingleRecord }).MaxSelection).toBeNull()
  })

  it('replaces with the RowVersion it was read with, keeping the pinned version and the condition', () => {
    const values = { ...actionValues(stored, null), FunctionVersionId: 'fnv-2' }
    expect(toReplaceRequest(values, 'rv-1')).toMatchObject({ RowVersion: 'rv-1', FunctionVersionId: 'fnv-2', VisibilityCondition: 'is_key_account = false', Placement: EntityActionPlacement.Both })
  })

  it('finds the first member that cannot be sent', () => {
    const filled = { ...actionValues(stored, null) }
    expect(formProblem(filled)).toBeNull()
    expect(formProblem({ ...filled, Key: 'Bad Key' })).toBe('key')
    expect(formProblem({ ...filled, Label: ' ' })).toBe('label')
    expect(formProblem({ ...filled, FunctionId: '' })).toBe('function')
    expect(formProblem({ ...filled, MaxSelection: 501 })).toBe('maxSelection')
    expect(formProblem({ ...filled, MaxSelection: 0 })).toBe('maxSelection')
    expect(formProblem({ ...filled, SelectionMode: ActionTargetScope.SingleRecord, MaxSelection: null })).toBeNull()
  })

  it('shows the label in the user\'s language, else the default label', () => {
    const values = actionValues(stored, null)
    expect(labelIn(values, 'de')).toBe('Daten prüfen')
    expect(labelIn(values, 'en')).toBe('Check data')
  })
})
