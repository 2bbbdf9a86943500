import type { ConfigSchemas } from '../../../http/contractOperations'
import { createHash, randomUUID } from 'node:crypto'
import { ResponsibilitySubjectType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { EnvelopeError, conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { BoardItemResource } from '../shared/operations'
import { subjectExists } from '../../principals'
import { setSecurityRowVersion } from './boards.repo'
import type { InitialSubjectSource } from './config'
import { deleteInitialRuleRow, findOperationReplay, insertOperationReplay, upsertInitialRuleRow } from './initialRules.repo'
import { changeBoard, unchanged, writeOrder, type BoardChange } from './mutation'
import type { BoardAdministration, InitialAssignmentRulePayload } from './types'
import { BoardAdminCode, invalid, normalizeBoardKey } from './validation'

/** Initial assignment rules (documented upsert, replay-safe by OperationKey) and their delete. */

export type InitialRuleInput = ConfigSchemas['BoardInitialAssignmentRuleRequest']

/** A type alias, not an interface: the contract describes this answer as an open object. */
export type InitialRuleResult = {
  Rule: InitialAssignmentRulePayload
  SecurityRowVersion: string
}

const subjectSources: readonly InitialSubjectSource[] = ['Creator', 'User', 'ResponsibilityGroup', 'StatusResponsibility']

/** Only board items have a security profile. */
function assertResourceKind(resourceKind: string): void {
  if (resourceKind !== BoardItemResource.ResourceKind) {
    throw new EnvelopeError(404, [{ Code: 'workspace.notFound', Message: `Boards have no security profile "${resourceKind}".`, Target: resourceKind }])
  }
}

/** SHA-256 of canonical JSON (sorted keys), without the RowVersion: a retry after success still matches. */
function requestHash(boardId: string, resourceKind: string, input: InitialRuleInput): string {
  const { RowVersion: _ignored, ...rest } = input
  const canonical = { ...rest, SubjectKey: rest.SubjectKey ?? null, boardId, resourceKind }
  const sorted = Object.fromEntries(Object.entries(canonical).sort(([a], [b]) => a.localeCompare(b)))
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex')
}

async function subjectKeyFor(tx: Db, source: InitialSubjectSource, subjectKey: string | null | undefined): Promise<string | null> {
  if (source === 'Creator' || source === 'StatusResponsibility') return null
  const key = subjectKey?.trim() ?? ''
  const type = source === 'User' ? ResponsibilitySubjectType.User : ResponsibilitySubjectType.ResponsibilityGroup
  const found = key ? await subjectExists(tx, type, key) : false
  if (!found) throw invalid(`SubjectKey must be the id of an existing ${source === 'User' ? 'user' : 'responsibility group'}.`, 'SubjectKey')
  return key
}

export async function newSecurityRowVersion(context: BoardChange): Promise<string> {
  const version = randomUUID()
  await setSecurityRowVersion(context.tx, context.board.id, version)
  return version
}

export async function upsertInitialRule(
  db: Db, boardId: string, resourceKind: string, input: InitialRuleInput, caller: AuthContext, now: Date,
): Promise<InitialRuleResult> {
  assertResourceKind(resourceKind)
  let result: InitialRuleResult | null = null
  await changeBoard(db, boardId, caller, now, async (context) => {
    const { tx, board, config } = context
    const hash = requestHash(board.id, resourceKind, input)
    const replay = await findOperationReplay<InitialRuleResult>(tx, input.OperationKey)
    if (replay) {
      if (replay.requestHash !== hash) {
        await context.withModel((model) =>
          conflict(BoardAdminCode.operationKeyReused, 'This OperationKey was used for another request; use a new key for a new change.', 'OperationKey', model),
        )
      }
      result = replay.result
      return unchanged
    }
    await context.assertRowVersion(board.security_row_version, input.RowVersion)
    const key = normalizeBoardKey(input.Key)
    const responsibility = config.responsibilities.find((item) => item.key === input.ResponsibilityKey.trim().toLowerCase())
    if (!responsibility || responsibility.scope !== 0) {
      throw invalid(`"${input.ResponsibilityKey}" is not an item-level responsibility of this board.`, 'ResponsibilityKey')
    }
    if (!subjectSources.includes(input.SubjectSource as InitialSubjectSource)) {
      throw invalid(`SubjectSource must be one of ${subjectSources.join(', ')}.`, 'SubjectSource')
    }
    const source = input.SubjectSource as InitialSubjectSource
    const subjectKey = await subjectKeyFor(tx, source, input.SubjectKey)
    const rules = config.initialAssignmentRules.filter((rule) => rule.resourceKind === resourceKind)
    const existing = rules.find((rule) => rule.key === key)
    const id = existing?.id ?? randomUUID()
    const rowVersion = randomUUID()
    await upsertInitialRuleRow(tx, {
      id,
      boardId: board.id,
      resourceKind,
      key,
      responsibilityKey: responsibility.key,
      subjectSource: source,
      subjectKey,
      enabled: input.Enabled,
      sortOrder: existing?.sortOrder ?? rules.length + 1,
      rowVersion,
    })
    const rule: InitialAssignmentRulePayload = {
      Id: id,
      Key: key,
      ResponsibilityKey: responsibility.key,
      SubjectSource: source,
      SubjectKey: subjectKey,
      Enabled: input.Enabled,
      SortOrder: existing?.sortOrder ?? rules.length + 1,
      RowVersion: rowVersion,
    }
    result = { Rule: rule, SecurityRowVersion: await newSecurityRowVersion(context) }
    await insertOperationReplay(tx, input.OperationKey, board.id, hash, result, now)
  })
  return result!
}

export async function deleteInitialRule(
  db: Db, boardId: string, resourceKind: string, ruleId: string, rowVersion: string | undefined, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  assertResourceKind(resourceKind)
  return changeBoard(db, boardId, caller, now, async (context) => {
    const rule = context.config.initialAssignmentRules.find((item) => item.id === ruleId && item.resourceKind === resourceKind)
    if (!rule) throw new EnvelopeError(404, [{ Code: 'workspace.notFound', Message: `Rule "${ruleId}" is not a rule of this board.`, Target: ruleId }])
    await context.assertRowVersion(context.board.security_row_version, rowVersion)
    await deleteInitialRuleRow(context.tx, rule.id)
    const rest = context.config.initialAssignmentRules.filter((item) => item.id !== rule.id).map((item) => item.id)
    await writeOrder(context.tx, 'board_initial_assignment_rules', rest)
    await newSecurityRowVersion(context)
  })
}
