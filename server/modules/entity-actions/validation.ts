import type { Db } from '../../db'
import type { ConfigSchemas } from '../../http/contractOperations'
import { badRequest, EnvelopeError, notFound } from '../../http/errors'
import type { RecordDefinition } from '../entities'
import { ActionTargetScope, findFunction } from '../functions'
import { findVersionOwner } from './actions.repo'
import { ActionCodes } from './codes'
import { compileCondition } from './conditions'

/** The rules an entity UI action is written by; each refusal names the member it is about. */

export type ActionInput = Omit<ConfigSchemas['FunctionActionCreateRequest'], 'EntityDefinitionId'>

export const keyPattern = /^[a-z][a-z0-9-]{0,63}$/
export const maxSelectionLimit = 500
const languagePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/
const iconPattern = /^mdi-[a-z0-9-]+$/

/** The checked, trimmed members of an action. */
export interface CheckedInput {
  key: string
  label: string
  labelTranslations: Record<string, string>
  icon: string | null
  placement: number
  confirmationText: string | null
  selectionMode: number
  maxSelection: number | null
  functionId: string
  functionVersionId: string | null
  visibilityCondition: string | null
  isEnabled: boolean
}

const trimmed = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null)

function checkedTranslations(translations: Record<string, string> | null | undefined): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [language, label] of Object.entries(translations ?? {})) {
    if (!languagePattern.test(language)) throw badRequest(ActionCodes.invalid, `"${language}" is not a language code (en, de, pt-BR).`, 'LabelTranslations')
    const text = label.trim()
    if (text) result[language] = text
  }
  return result
}

function checkedSelection(mode: number, max: number | null | undefined): number | null {
  if (mode !== ActionTargetScope.MultipleRecords) return null
  if (max === null || max === undefined) throw badRequest(ActionCodes.required, 'An action on many records needs a maximum selection.', 'MaxSelection')
  if (!Number.isInteger(max) || max < 1 || max > maxSelectionLimit) {
    throw badRequest(ActionCodes.invalid, `The maximum selection must be between 1 and ${maxSelectionLimit}.`, 'MaxSelection')
  }
  return max
}

async function checkedFunction(db: Db, functionId: string, versionId: string | null): Promise<void> {
  if (!(await findFunction(db, 'id', functionId))) throw badRequest(ActionCodes.unknownFunction, `There is no function "${functionId}".`, 'FunctionId')
  if (versionId === null) return
  const owner = await findVersionOwner(db, versionId)
  if (!owner || owner.functionId !== functionId) {
    throw badRequest(ActionCodes.unknownVersion, `"${versionId}" is not a version of the function "${functionId}".`, 'FunctionVersionId')
  }
}

/** Checks every member of an action against the definition it belongs to (400 naming the member). */
export async function checkInput(db: Db, definition: RecordDefinition, input: ActionInput): Promise<CheckedInput> {
  const key = input.Key.trim()
  if (!keyPattern.test(key)) {
    throw badRequest(ActionCodes.invalid, 'A key has up to 64 lower-case letters, digits and dashes, and starts with a letter.', 'Key')
  }
  const label = input.Label.trim()
  if (!label) throw badRequest(ActionCodes.required, 'The label is required.', 'Label')
  const icon = trimmed(input.Icon)
  if (icon !== null && !iconPattern.test(icon)) throw badRequest(ActionCodes.invalid, 'An icon is a Material Design Icons name such as mdi-check.', 'Icon')
  const functionVersionId = trimmed(input.FunctionVersionId)
  await checkedFunction(db, input.FunctionId, functionVersionId)
  const visibilityCondition = trimmed(input.VisibilityCondition)
  if (visibilityCondition !== null) {
    const compiled = await compileCondition(db, definition.id, visibilityCondition)
    if (!compiled.ok) {
      throw new EnvelopeError(400, compiled.issues.map((found) => ({ ...found, Code: ActionCodes.invalidCondition, Field: 'VisibilityCondition' })))
    }
  }
  return {
    key,
    label,
    labelTranslations: checkedTranslations(input.LabelTranslations),
    icon,
    placement: input.Placement,
    confirmationText: trimmed(input.ConfirmationText),
    selectionMode: input.SelectionMode,
    maxSelection: checkedSelection(input.SelectionMode, input.MaxSelection),
    functionId: input.FunctionId,
    functionVersionId,
    visibilityCondition,
    isEnabled: input.IsEnabled ?? true,
  }
}

/** The definition an action is designed for: 400 naming the member when there is none. */
export function definitionRequired(definition: RecordDefinition | null, idOrName: string): RecordDefinition {
  if (!definition) throw badRequest(ActionCodes.invalid, `There is no entity definition "${idOrName}".`, 'EntityDefinitionId')
  return definition
}

export const actionNotFound = (id: string) => notFound(`Entity UI action "${id}" does not exist.`, id)
