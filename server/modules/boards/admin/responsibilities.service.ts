import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { EnvelopeError, conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import type { BoardConfig, BoardResponsibilityConfig } from './config'
import { changeBoard, writeOrder, type BoardChange } from './mutation'
import { deleteResponsibilityRows, insertResponsibility, renameResponsibilityKey, updateResponsibilityRow } from './responsibilities.repo'
import type { BoardAdministration } from './types'
import { BoardAdminCode, keyTaken, normalizeBoardKey, oneOf, placeAt, requiredText } from './validation'

/** Responsibility keys: filled per item (scope 0) or per status (scope 1). */

export type ResponsibilityInput = ConfigSchemas['BoardResponsibilityCreateRequest']

export type ResponsibilityUpdateInput = ConfigSchemas['BoardResponsibilityUpdateRequest']

function requireResponsibility(config: BoardConfig, responsibilityId: string): BoardResponsibilityConfig {
  const responsibility = config.responsibilities.find((item) => item.id === responsibilityId)
  if (!responsibility) {
    throw new EnvelopeError(404, [{ Code: 'workspace.notFound', Message: `Responsibility "${responsibilityId}" is not one of this board.`, Target: responsibilityId }])
  }
  return responsibility
}

async function assertKeyFree(context: BoardChange, key: string, exceptId: string | null): Promise<void> {
  if (context.config.responsibilities.some((item) => item.key === key && item.id !== exceptId)) {
    await context.withModel((model) => keyTaken('responsibility', key, model))
  }
}

/** Initial assignment rules, item-responsibility permission assignments and attention audience naming the key. */
function usesOf(config: BoardConfig, key: string): string[] {
  const uses: string[] = []
  const rules = config.initialAssignmentRules.filter((rule) => rule.responsibilityKey === key).length
  const assignments = config.permissionAssignments.filter((item) => item.subjectType === 3 && item.subjectKey === key).length
  const audience = config.attentionPolicy.audience.filter((item) => item.subjectType === 2 && item.subjectKey === key).length
  if (rules > 0) uses.push(`${rules} initial assignment rule(s)`)
  if (assignments > 0) uses.push(`${assignments} permission assignment(s)`)
  if (audience > 0) uses.push(`${audience} attention audience entr(ies)`)
  return uses
}

async function assertUnused(context: BoardChange, responsibility: BoardResponsibilityConfig, action: string): Promise<void> {
  const uses = usesOf(context.config, responsibility.key)
  if (uses.length > 0) {
    await context.withModel((model) =>
      conflict(BoardAdminCode.responsibilityInUse, `Cannot ${action} "${responsibility.displayName}": ${uses.join(', ')} name it.`, undefined, model),
    )
  }
}

export async function createResponsibility(db: Db, boardId: string, input: ResponsibilityInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  const key = normalizeBoardKey(input.Key)
  const displayName = requiredText(input.DisplayName, 'DisplayName')
  const scope = oneOf(input.Scope, [0, 1], 'Scope')
  return changeBoard(db, boardId, caller, now, async (context) => {
    await assertKeyFree(context, key, null)
    const id = randomUUID()
    await insertResponsibility(context.tx, id, context.board.id, { key, displayName, scope })
    await writeOrder(context.tx, 'board_responsibilities', placeAt(context.config.responsibilities.map((item) => item.id), id, input.SortOrder))
  })
}

export async function updateResponsibility(
  db: Db, boardId: string, responsibilityId: string, input: ResponsibilityUpdateInput, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  const key = normalizeBoardKey(input.Key)
  const displayName = requiredText(input.DisplayName, 'DisplayName')
  const scope = oneOf(input.Scope, [0, 1], 'Scope')
  return changeBoard(db, boardId, caller, now, async (context) => {
    const responsibility = requireResponsibility(context.config, responsibilityId)
    await context.assertRowVersion(responsibility.rowVersion, input.RowVersion)
    await assertKeyFree(context, key, responsibility.id)
    if (scope !== responsibility.scope) await assertUnused(context, responsibility, 'change the scope of')
    // A renamed key is renamed wherever subjects are filed under it.
    if (key !== responsibility.key) await renameResponsibilityKey(context.tx, context.board.id, responsibility.key, key)
    await updateResponsibilityRow(context.tx, responsibility.id, { key, displayName, scope })
    if (input.SortOrder && input.SortOrder !== responsibility.sortOrder) {
      await writeOrder(context.tx, 'board_responsibilities', placeAt(context.config.responsibilities.map((item) => item.id), responsibility.id, input.SortOrder))
    }
  })
}

/** Refused while rules, assignments or the audience name the key; the subjects filed under it go with it. */
export async function deleteResponsibility(
  db: Db, boardId: string, responsibilityId: string, rowVersion: string | undefined, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const responsibility = requireResponsibility(context.config, responsibilityId)
    await context.assertRowVersion(responsibility.rowVersion, rowVersion)
    await assertUnused(context, responsibility, 'delete')
    await deleteResponsibilityRows(context.tx, context.board.id, responsibility)
  })
}
