import type { Db } from '../../db'
import type { ConfigSchemas } from '../../http/contractOperations'
import { notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { cachedRecordModel, readableInstances } from '../entities'
import { compileCondition, conditionContextFor, recordsWhereHolds } from './conditions'
import { definitionRequired } from './validation'

/**
 * The design screen's live preview: a draft visibility condition checked and evaluated on one real
 * record, exactly as the runtime decides whether the action applies to it.
 */

type PreviewRequest = ConfigSchemas['FunctionActionPreviewRequest']
type Preview = ConfigSchemas['FunctionActionPreview']

export async function previewAction(db: Db, auth: AuthContext, request: PreviewRequest, now: Date): Promise<Preview> {
  const definition = definitionRequired(await cachedRecordModel(db, request.EntityDefinitionId), request.EntityDefinitionId)
  const caller = { userId: auth.userId, roles: auth.roles }
  const record = (await readableInstances(db, definition, caller, [request.InstanceId], now)).get(request.InstanceId)
  if (!record) throw notFound(`${definition.displayNameSingular} "${request.InstanceId}" does not exist.`, request.InstanceId)
  const condition = request.VisibilityCondition?.trim()
  if (!condition) return { ConditionIsValid: true, Diagnostics: [], ConditionHolds: true, InstanceDisplayName: record.DisplayName }
  const compiled = await compileCondition(db, definition.id, condition)
  if (!compiled.ok) return { ConditionIsValid: false, Diagnostics: compiled.issues, ConditionHolds: null, InstanceDisplayName: record.DisplayName }
  const holding = await recordsWhereHolds(db, compiled.condition, [record.Id], await conditionContextFor(db, auth.userId, now))
  return { ConditionIsValid: true, Diagnostics: [], ConditionHolds: holding.has(record.Id), InstanceDisplayName: record.DisplayName }
}
