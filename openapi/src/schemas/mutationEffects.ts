import type { Schema } from '../types'
import { bool, filled, int32, json, nullable, ref, request, str, uuid } from '../s'

/**
 * Mutation effects (configuration scope item 4): what happens on create, change or archive of a
 * record, in order, in the same transaction through the record path. Designed in the spec's conventions.
 */

const NOTE = 'Mutation effects the spec names but does not show; designed in its conventions.'
const effectBody = {
  DisplayName: { type: 'string', minLength: 1, maxLength: 200 } as Schema,
  Trigger: ref('MutationEffectTrigger'),
  Kind: ref('MutationEffectKind'),
  TargetFieldId: nullable(
    str('The field SetValue, StampUser and StampTime write (a field of the primary table); for RecalculateRollup, the Integer or Decimal field of the parent that holds the rollup.'),
  ),
  Value: json('SetValue: the value, in the form records carry.'),
  FunctionKey: nullable(str('EnqueueFunction: the function queued with {EntityDefinitionId, InstanceId, Trigger}.')),
  ReferenceFieldId: nullable(str('RecalculateRollup: the single reference of the primary table that names the parent.')),
  RollupAggregate: nullable(ref('RollupAggregate')),
  SourceFieldId: nullable(str('RecalculateRollup with Sum, Min or Max: the Integer or Decimal field of the children summed up.')),
  Enabled: bool(),
}

export const mutationEffectSchemas: Record<string, Schema> = {
  EntityMutationEffect: filled(
    { Id: str(), EntityDefinitionId: str(), Name: str(), ...effectBody, SortOrder: int32(), RowVersion: uuid() },
    'One declared effect of a record mutation.',
  ),
  EntityMutationEffectCreateRequest: request(
    { Name: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' } as Schema, ...effectBody },
    ['Name', 'DisplayName', 'Trigger', 'Kind'],
    NOTE,
  ),
  EntityMutationEffectUpdateRequest: request({ ...effectBody, RowVersion: uuid() }, ['DisplayName', 'Trigger', 'Kind', 'RowVersion'], NOTE),
}
