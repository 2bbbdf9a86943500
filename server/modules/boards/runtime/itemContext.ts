import type { Db } from '../../../db'
import { workspaceTimeZone } from '../../entities'
import { loadBoardConfig, type BoardConfig } from '../admin/config'
import type { ItemOperationKey } from '../shared/operations'
import { assertAllowed, decideOperations } from './access'
import type { RuntimeCaller } from './context'
import { itemSubjects, type NamedSubject } from './itemFacts'
import type { ItemRow } from './items.repo'
import { loadPartDefinition, type PartDefinition } from './part'
import { statementHits } from './statements'
import type { OperationDecisions } from './types'

/** Everything one runtime request decides and builds with, loaded once. */
export interface ItemContext {
  db: Db
  config: BoardConfig
  part: PartDefinition
  caller: RuntimeCaller
  now: Date
  /** The workspace time zone (due dates, expressions). */
  timeZone: string
}

export async function loadItemContext(db: Db, boardIdOrKey: string, caller: RuntimeCaller, now: Date): Promise<ItemContext> {
  const config = await loadBoardConfig(db, boardIdOrKey)
  const [part, timeZone] = await Promise.all([loadPartDefinition(db, config.board.data_entity_definition_id), workspaceTimeZone(db)])
  return { db, config, part, caller, now, timeZone }
}

/** The same context over another connection (a transaction), with the configuration read again there. */
export async function contextIn(tx: Db, context: ItemContext): Promise<ItemContext> {
  return { ...context, db: tx, config: await loadBoardConfig(tx, context.config.board.id) }
}

export interface DecidedItems {
  subjects: Map<string, NamedSubject[]>
  decisions: Map<string, OperationDecisions>
}

/** The caller's decisions on items: item responsibilities and statements read in one batch. */
export async function decideItems(context: ItemContext, rows: readonly ItemRow[]): Promise<DecidedItems> {
  const ids = rows.map((row) => row.id)
  const subjects = await itemSubjects(context.db, ids)
  const hits = await statementHits(
    context.db,
    context.part,
    context.config.securityStatements,
    rows.map((row) => ({ id: row.id, subject: row.subject, description: row.description, isOpen: row.is_open })),
    { now: context.now.getTime(), timeZone: context.timeZone, currentUserId: context.caller.userId },
  )
  const decisions = new Map(
    rows.map((row) => [
      row.id,
      decideOperations(context.config, context.caller, { isOpen: row.is_open, subjects: subjects.get(row.id) ?? [], statementHits: hits.get(row.id) ?? [] }),
    ]),
  )
  return { subjects, decisions }
}

/** 403 unless the caller may do the operation on the item. */
export async function requireOperation(context: ItemContext, row: ItemRow, operation: ItemOperationKey): Promise<void> {
  const { decisions } = await decideItems(context, [row])
  assertAllowed(decisions.get(row.id)![operation])
}
