import type { Db } from '../../db'
import { EnvelopeError, conflict } from '../../http/errors'
import { clearDeletionRequest, findOwnerBoardId, markDeletionRequested, touchDefinition } from './definitions.repo'
import { EntityCode, entityIssue } from './errors'
import { assertDefinitionRowVersion, assertWritable, detailOf, requireModel, toDetail } from './guards'
import { incomingReferences } from './plans/dependents'
import { dropDefinition } from './purge'
import type { DefinitionModel } from './model'
import type { EntityDefinitionDetail } from './types'

/** Deletion of a definition: request (frozen for 30 days), cancel, purge. */

export const purgeDelayDays = 30

export async function requestDeletion(db: Db, id: string, rowVersion: string, now: Date): Promise<EntityDefinitionDetail> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, id)
    await assertWritable(tx, model)
    await assertDefinitionRowVersion(tx, model, rowVersion)
    await assertNotOwnedByBoard(tx, id, model)
    const references = await incomingReferences(tx, id)
    if (references.length > 0) {
      throw new EnvelopeError(
        409,
        [
          entityIssue(
            EntityCode.referencedByOtherDefinitions,
            `Other definitions reference this one: ${references.map((item) => item.Description).join(' ')} Delete those fields first.`,
            undefined,
            { referenceCount: String(references.length) },
          ),
        ],
        await toDetail(tx, model),
      )
    }
    const purgeAfter = new Date(now.getTime() + purgeDelayDays * 24 * 60 * 60_000)
    await markDeletionRequested(tx, id, now, purgeAfter)
    await touchDefinition(tx, id, now)
    return detailOf(tx, id)
  })
}

/** A board's own data model goes with its board (board delete), never through the entity API. */
async function assertNotOwnedByBoard(db: Db, id: string, model: DefinitionModel): Promise<void> {
  if (!(await findOwnerBoardId(db, id))) return
  throw conflict(EntityCode.ownedByBoard, 'This entity definition is the data model of a board; delete the board instead.', undefined, await toDetail(db, model))
}

export async function cancelDeletion(db: Db, id: string, rowVersion: string | undefined, now: Date): Promise<EntityDefinitionDetail> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, id)
    await assertDefinitionRowVersion(tx, model, rowVersion)
    if (!model.definition.IsPendingDeletion) {
      throw conflict(EntityCode.notPendingDeletion, 'The entity definition is not pending deletion.', undefined, await toDetail(tx, model))
    }
    await clearDeletionRequest(tx, id)
    await touchDefinition(tx, id, now)
    return detailOf(tx, id)
  })
}

/** Drops a pending definition and its storage once PurgeAfterUtc has passed. */
export async function purgeDefinition(db: Db, id: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, id)
    const purgeAfter = model.definition.PurgeAfterUtc
    if (!model.definition.IsPendingDeletion || !purgeAfter) {
      throw conflict(EntityCode.notPendingDeletion, 'Request the deletion first; purging is possible 30 days later.', undefined, await toDetail(tx, model))
    }
    if (new Date(purgeAfter).getTime() > now.getTime()) {
      throw conflict(EntityCode.purgeNotDue, `The definition can be purged after ${purgeAfter}.`, undefined, await toDetail(tx, model))
    }
    await dropDefinition(tx, model, now)
    return model.definition.Id
  })
}
