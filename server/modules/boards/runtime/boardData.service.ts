import type { PublicSchemas } from '../../../http/contractOperations'
import { createHash } from 'node:crypto'
import type { Db } from '../../../db'
import { conflict, EnvelopeError } from '../../../http/errors'
import { loadInstance, writeInstanceChanges, canonicalJson } from '../../entities'
import { RuntimeCode, textIssues } from './add.validate'
import { writeAudit, type FieldChange } from './audit'
import type { RuntimeCaller } from './context'
import { displayValue } from './display'
import type { ItemContext } from './itemContext'
import { setItemText, touchItem, type ItemRow } from './items.repo'
import { mutateItem } from './itemMutation'
import { findMutationReplayHash, insertMutationReplay } from './mutationReplays.repo'
import type { BoardItemPayload } from './types'

/** The documented board-data update: Subject, Description and the Part record's fields. */

export type BoardDataRequest = PublicSchemas['BoardItemDataUpdateRequest']

const hashOf = (body: BoardDataRequest): string => createHash('sha256').update(canonicalJson({ ...body, RowVersion: undefined })).digest('hex')

/** A MutationIdempotencyKey seen before: the same body answers the item as it is, another body is refused. */
async function isReplay(db: Db, itemId: string, body: BoardDataRequest): Promise<boolean> {
  if (!body.MutationIdempotencyKey) return false
  const seenHash = await findMutationReplayHash(db, itemId, body.MutationIdempotencyKey)
  if (seenHash === null) return false
  if (seenHash !== hashOf(body)) {
    throw conflict(RuntimeCode.mutationKeyReused, 'This MutationIdempotencyKey was used for another change; use a new key for a new change.', 'MutationIdempotencyKey')
  }
  return true
}

async function changeFields(context: ItemContext, row: ItemRow, fields: Record<string, unknown>): Promise<FieldChange[]> {
  const { db, part, caller, now } = context
  const keys = Object.keys(fields)
  if (keys.length === 0) return []
  const before = await loadInstance(db, part.record, row.id)
  await writeInstanceChanges(db, part.record, caller, row.id, fields, now, { model: part.model })
  const after = await loadInstance(db, part.record, row.id)
  const changes: FieldChange[] = []
  for (const field of part.model.primaryTable.Fields) {
    if (field.IsDeleted || !keys.includes(field.Key)) continue
    const was = before?.Fields[field.Key] ?? null
    const is = after?.Fields[field.Key] ?? null
    if (canonicalJson(was) === canonicalJson(is)) continue
    changes.push({
      FieldId: field.Id,
      Name: field.Key,
      DisplayName: field.DisplayName,
      ValueType: field.FieldType,
      Before: was,
      After: is,
      BeforeDisplay: displayValue(field, was, before?.ReferenceLabels),
      AfterDisplay: displayValue(field, is, after?.ReferenceLabels),
    })
  }
  return changes
}

export async function updateBoardData(
  db: Db,
  caller: RuntimeCaller,
  boardIdOrKey: string,
  itemId: string,
  body: BoardDataRequest,
  now: Date,
): Promise<BoardItemPayload> {
  const issues = textIssues(body.Subject, body.Description, false)
  if (issues.length > 0) throw new EnvelopeError(400, issues)
  return mutateItem(db, caller, now, {
    boardIdOrKey,
    itemId,
    operation: 'update',
    rowVersion: body.RowVersion,
    replay: (context, row) => isReplay(context.db, row.id, body),
  }, async (context, row) => {
    const subject = body.Subject === null || body.Subject === undefined ? row.subject : body.Subject.trim()
    const description = body.Description === null || body.Description === undefined ? row.description : body.Description
    const fields = await changeFields(context, row, body.Fields ?? {})
    if (body.MutationIdempotencyKey) {
      await insertMutationReplay(context.db, row.id, body.MutationIdempotencyKey, hashOf(body), now)
    }
    // Nothing changed: no audit row, the RowVersion stays.
    if (subject === row.subject && description === row.description && fields.length === 0) return
    await setItemText(context.db, row.id, subject, description)
    await touchItem(context.db, row.id, now)
    await writeAudit(context.db, caller, now, {
      boardId: row.board_id,
      itemId: row.id,
      kind: 'BoardDataChanged',
      payload: {
        Subject: { Before: row.subject, After: subject },
        Description: { Before: row.description, After: description },
        Fields: fields,
      },
      statusIds: [],
    })
  })
}
