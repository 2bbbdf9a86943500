import type { Schema } from '../types'
import { arr, bool, int32, json, map, nullable, obj, ref, str, uuid } from '../s'

/**
 * The expression language's operations (docs/expressions.md): validation, evaluation against one
 * record, the function catalogue, and the shapes of the documented calculation operations, which
 * the specification does not show. All assumed.
 */

const assumedNote = 'assumed: the specification names the operation but shows no shape.'
/** Marks a designed shape of a documented operation as ours. */
const assumed = (schema: Schema): Schema => ({ ...schema, 'x-contract': 'assumed' })

/** What a validation answers; a calculation result adds the saved field and its recalculation job. */
const validationMembers: Record<string, Schema> = {
  IsValid: bool('True when Diagnostics is empty.'),
  ResultType: nullable(str('The type of the expression as a configurator reads it, e.g. "Money (EUR)".')),
  ExpectedType: nullable(str('The type the purpose needs, e.g. "Boolean" or "Decimal, 2 places".')),
  ReferencedFieldKeys: arr(str(), 'Keys of the table fields the expression reads.'),
  Diagnostics: arr(
    ref('Issue'),
    'Each mistake: Code (expression.*), Message, and in Metadata the 0-based UTF-16 start/end offsets ' +
      '(end exclusive), 1-based line and column, and where useful expectedType, actualType and suggestion.',
  ),
}

const contextMembers: Record<string, Schema> = {
  Expression: str('The expression text (at most 4,000 characters).'),
  Purpose: ref('ExpressionPurpose'),
  EntityDefinitionId: str(),
  EntityDefinitionTableId: nullable(str('The table whose fields the expression names; the primary table when null.')),
  FieldId: nullable(str('The field a calculation or condition belongs to (a calculation needs it).')),
}

export const expressionSchemas: Record<string, Schema> = {
  ExpressionValidationRequest: obj(contextMembers, {
    required: ['Expression', 'Purpose', 'EntityDefinitionId'],
    closed: true,
  }),
  ExpressionValidationResult: obj(validationMembers, {
    required: ['IsValid', 'ReferencedFieldKeys', 'Diagnostics'],
  }),
  ExpressionEvaluationRequest: obj(
    { ...contextMembers, InstanceId: str('The record (of the definition) to evaluate against.') },
    { required: ['Expression', 'Purpose', 'EntityDefinitionId', 'InstanceId'], closed: true },
  ),
  ExpressionEvaluationResult: obj(
    {
      ...validationMembers,
      Value: json('The value in the JSON form records carry (money as {Amount, CurrencyCode}); null when invalid or NULL.'),
      DisplayValue: nullable(str('The value as text.')),
      Error: nullable(ref('Issue')),
    },
    { required: ['IsValid', 'ReferencedFieldKeys', 'Diagnostics'], description: 'Error: what went wrong at run time (e.g. a division by zero).' },
  ),
  ExpressionFunction: obj(
    {
      Name: str(),
      Signature: str('As shown in completion and signature help, e.g. ROUND(number, places).'),
      Summary: str(),
      MinArguments: int32(),
      MaxArguments: int32(),
    },
    { required: ['Name', 'Signature', 'Summary', 'MinArguments', 'MaxArguments'] },
  ),
  ExpressionLanguage: obj(
    {
      Functions: arr(ref('ExpressionFunction')),
      Keywords: arr(str(), 'Reserved words (case-insensitive).'),
    },
    { required: ['Functions', 'Keywords'] },
  ),
  FieldCalculationValidateRequest: assumed(
    obj(
      { Expression: str('The calculation to check against the field (at most 4,000 characters).') },
      { required: ['Expression'], closed: true, note: assumedNote },
    ),
  ),
  FieldCalculationSaveRequest: assumed(
    obj(
      {
        Expression: nullable(str('The calculation; null or empty removes it (the field becomes writable again).')),
        RowVersion: uuid('The field\'s current row version.'),
      },
      { required: ['RowVersion'], closed: true, note: assumedNote },
    ),
  ),
  FieldCalculationResult: assumed(obj(
    {
      ...validationMembers,
      AffectedRecordCount: int32('Records whose stored value saving the calculation recomputes.'),
      Field: nullable(ref('EntityFieldDefinition')),
      RecalculationJobId: nullable(str('After a save: the job recomputing existing records, on the function host queue.')),
    },
    { required: ['IsValid', 'ReferencedFieldKeys', 'Diagnostics', 'AffectedRecordCount'], note: assumedNote },
  )),
  EntityValidationRuleCreateRequest: obj(
    {
      Name: str('Stable key: a letter, then letters, digits and underscores (at most 64).'),
      DisplayName: str(),
      Expression: str('A condition that must hold for a record to be saved.'),
      Message: str('Shown when the condition does not hold.'),
      MessageTranslations: nullable(map(str(), 'Locale (e.g. de) to message.')),
      Enabled: bool(),
    },
    { required: ['Name', 'DisplayName', 'Expression', 'Message'], closed: true },
  ),
  EntityValidationRuleUpdateRequest: obj(
    {
      DisplayName: str(),
      Expression: str(),
      Message: str(),
      MessageTranslations: nullable(map(str())),
      Enabled: bool(),
      RowVersion: uuid(),
    },
    { required: ['DisplayName', 'Expression', 'Message', 'Enabled', 'RowVersion'], closed: true },
  ),
  EntityValidationRuleOrderRequest: obj(
    { RuleIds: arr(str(), 'Every rule of the definition, in the new order.') },
    { required: ['RuleIds'], closed: true },
  ),
  EntityStatementUpdateRequest: obj(
    { DisplayName: str(), Expression: str('SQL-like.'), ExposeInClient: bool(), RowVersion: uuid() },
    { required: ['DisplayName', 'Expression', 'ExposeInClient', 'RowVersion'], closed: true },
  ),
}
