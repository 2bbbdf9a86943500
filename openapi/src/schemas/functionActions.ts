import type { Schema } from '../types'
import { arr, bool, dateTime, filled, int32, map, nullable, ref, request, str, uuid } from '../s'

/**
 * Entity UI actions (configuration scope item 8, runtime scope item 11): buttons on a definition's
 * list toolbar and record details that run a function on the selected records, each of which ends
 * with an outcome. The spec names the feature but shows no shape; designed in its conventions.
 */

const NOTE = 'Entity UI action design the spec names but does not show; designed in its conventions.'
const RUNTIME_NOTE = 'Entity UI actions at runtime: the spec names them in the runtime scope but shows no shape.'

const text = (maxLength: number, description?: string): Schema => ({ type: 'string', maxLength, ...(description ? { description } : {}) })

/** The members an action is written with (create and replace). */
const actionInput: Record<string, Schema> = {
  Key: text(64, 'Lower-case letters, digits and dashes, starting with a letter; unique per entity definition.'),
  Label: text(120, 'The default label, shown when no translation matches the user\'s language.'),
  LabelTranslations: nullable(map(text(120), 'Labels by language code (en, de, …).')),
  Icon: nullable(text(80, 'A Material Design Icons name (mdi-check-decagram).')),
  Placement: ref('EntityActionPlacement'),
  ConfirmationText: nullable(text(500, 'Asked before the action runs; none runs it at once.')),
  SelectionMode: ref('ActionTargetScope'),
  MaxSelection: nullable(int32('For MultipleRecords: at most this many records (1 to 500).')),
  FunctionId: str(),
  FunctionVersionId: nullable(str('A version of the function to run; null follows its current version.')),
  VisibilityCondition: nullable(text(4000, 'An expression over the record (Boolean): where it is false, the action does not apply to the record.')),
  IsEnabled: bool(),
}

const inputRequired = ['Key', 'Label', 'Placement', 'SelectionMode', 'FunctionId']

export const functionActionSchemas: Record<string, Schema> = {
  FunctionAction: filled(
    {
      Id: str(),
      EntityDefinitionId: nullable(str('Null when no definition of that name exists (any more).')),
      EntityDefinitionName: str(),
      EntityDefinitionDisplayName: str(),
      Key: str(),
      Label: str(),
      LabelTranslations: map(str()),
      Icon: nullable(str()),
      Placement: ref('EntityActionPlacement'),
      ConfirmationText: nullable(str()),
      SelectionMode: ref('ActionTargetScope'),
      MaxSelection: nullable(int32()),
      FunctionId: str(),
      FunctionKey: str(),
      FunctionDisplayName: str(),
      FunctionVersionId: nullable(str()),
      FunctionVersionNumber: nullable(int32('The pinned version\'s number; null follows the current version.')),
      VisibilityCondition: nullable(str()),
      IsEnabled: bool(),
      CreatedAt: dateTime(),
      ModifiedAt: nullable(dateTime()),
      RowVersion: uuid(),
    },
    NOTE,
  ),
  FunctionActionCreateRequest: request(
    { EntityDefinitionId: str('Id or Name of the entity definition.'), ...actionInput },
    ['EntityDefinitionId', ...inputRequired],
    NOTE,
  ),
  FunctionActionReplaceRequest: request({ ...actionInput, RowVersion: uuid() }, [...inputRequired, 'RowVersion'], NOTE),
  FunctionActionPreviewRequest: request(
    {
      EntityDefinitionId: str('Id or Name of the entity definition.'),
      VisibilityCondition: nullable(text(4000)),
      InstanceId: str('The record to preview the action on.'),
    },
    ['EntityDefinitionId', 'InstanceId'],
    NOTE,
  ),
  FunctionActionPreview: filled(
    {
      ConditionIsValid: bool(),
      Diagnostics: arr(ref('Issue'), 'The compiler\'s messages when the condition does not compile.'),
      ConditionHolds: nullable(bool('Whether the action applies to the record; null when the condition does not compile.')),
      InstanceDisplayName: str(),
    },
    NOTE,
  ),
  EntityActionAvailability: filled(
    {
      Key: str(),
      Label: str('In the caller\'s language when the action has a label for it.'),
      Icon: nullable(str()),
      Placement: ref('EntityActionPlacement'),
      ConfirmationText: nullable(str()),
      SelectionMode: ref('ActionTargetScope'),
      MaxSelection: nullable(int32()),
      IsAvailable: bool(),
      UnavailableReason: nullable(ref('EntityActionUnavailableReason')),
      SelectedCount: int32('Distinct records asked about.'),
      EligibleCount: int32('Of them, the records the action would run on (readable, condition true).'),
    },
    RUNTIME_NOTE,
  ),
  FunctionRecordOutcome: filled(
    {
      InstanceId: str(),
      DisplayName: nullable(str('Null for a record that was not found (or may not be read).')),
      Status: ref('FunctionRecordOutcomeStatus'),
      SkipReason: nullable(ref('FunctionRecordSkipReason')),
      Message: nullable(str('What the function reported, e.g. why the record failed.')),
    },
    RUNTIME_NOTE,
  ),
  EntityActionRun: filled(
    {
      RunId: str(),
      ActionKey: str(),
      ActionLabel: str(),
      Status: ref('FunctionRunStatus'),
      IsTerminal: bool(),
      ResultSummary: nullable(str()),
      ErrorSummary: nullable(str()),
      Outcomes: arr(ref('FunctionRecordOutcome'), 'One per selected record, in the order of the selection.'),
    },
    RUNTIME_NOTE,
  ),
}
