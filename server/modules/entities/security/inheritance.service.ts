import type { Db } from '../../../db'
import { ExecutionSource, enqueueJob, findFunction, type BuiltinFunction } from '../../functions'
import { childIdsAfter, linksFromParent, linksOfChild, recalculateChildren, type InheritanceLink } from './inheritance.repo'

/**
 * Inherited responsibilities: a record takes the subjects of the same responsibility of the record a
 * reference points to (an account's owners own its deals), level by level. A parent's change is
 * recalculated by a job — in batches, each its own transaction, with progress — so it never blocks
 * the parent's save; a child's own change (created, or its reference moved) is recalculated at once.
 */

export const inheritanceFunctionKey = 'recalculate-inherited-responsibilities'

/** How many levels below the changed records are followed (a guard against a cycle of references). */
const maxDepth = 5
const batchSize = 2_000

export interface InheritanceStart {
  /** `parents`: the children of these records of `definitionId`; `children`: every record of `definitionId` that inherits. */
  mode: 'parents' | 'children'
  definitionId: string
  key: string | null
  recordIds: string[] | null
}

export interface InheritanceRun {
  now: Date
  progress(done: number, total: number): Promise<void>
  throwIfCancelled(): void
}

/** Recalculates the children of the start, then their children, down to `maxDepth` levels. */
export async function recalculateInheritance(db: Db, start: InheritanceStart, run: InheritanceRun): Promise<{ records: number; subjects: number }> {
  let level: Array<{ link: InheritanceLink; parentIds: string[] | null }> =
    start.mode === 'children'
      ? (await linksOfChild(db, start.definitionId, start.key ?? undefined)).map((link) => ({ link, parentIds: null }))
      : (await linksFromParent(db, start.definitionId, start.key ?? undefined)).map((link) => ({ link, parentIds: start.recordIds }))
  let records = 0
  let subjects = 0
  for (let depth = 0; depth < maxDepth && level.length > 0; depth++) {
    const next: typeof level = []
    for (const { link, parentIds } of level) {
      const touched: string[] = []
      let after = ''
      for (;;) {
        run.throwIfCancelled()
        const ids = await childIdsAfter(db, link, parentIds, after, batchSize)
        if (ids.length === 0) break
        subjects += await db.transaction((tx) => recalculateChildren(tx, link, ids, run.now))
        touched.push(...ids)
        records += ids.length
        after = ids[ids.length - 1]!
        await run.progress(records, records + (ids.length === batchSize ? batchSize : 0))
      }
      if (touched.length === 0) continue
      for (const below of await linksFromParent(db, link.childDefinitionId, link.childKey)) next.push({ link: below, parentIds: touched })
    }
    level = next
  }
  return { records, subjects }
}

/** A record's own inheritance, at once in its writing transaction (it was created, or its reference moved). */
export async function refreshInheritedOf(tx: Db, definitionId: string, recordId: string, now: Date): Promise<void> {
  for (const link of await linksOfChild(tx, definitionId)) await recalculateChildren(tx, link, [recordId], now)
}

/** Starts the job recalculating what inherits from the start, once the caller's transaction commits. */
export async function enqueueInheritance(tx: Db, start: InheritanceStart, actorUserId: string | null, now: Date): Promise<void> {
  const links = start.mode === 'children' ? await linksOfChild(tx, start.definitionId, start.key ?? undefined) : await linksFromParent(tx, start.definitionId, start.key ?? undefined)
  if (links.length === 0) return
  await tx.afterCommit(async (db) => {
    const fn = await findFunction(db, 'key', inheritanceFunctionKey)
    if (!fn) return
    // No deduplication: a job already running may have read the state before this change.
    await enqueueJob(db, {
      fn,
      source: ExecutionSource.Command,
      arguments: { Mode: start.mode, DefinitionId: start.definitionId, Key: start.key, RecordIds: start.recordIds },
      actorUserId,
      entityDefinitionId: start.definitionId,
      operation: 'recalculate-inheritance',
    }, now)
  })
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

export const recalculateInheritedResponsibilities: BuiltinFunction = {
  key: inheritanceFunctionKey,
  displayName: 'Recalculate inherited responsibilities',
  description: 'Passes the subjects of a responsibility down to the records that inherit it along a reference (started when they change).',
  supportsCancellation: true,
  timeoutMs: 15 * 60_000,
  maxAttempts: 3,
  isPlatform: true,
  requiredPermission: 'entities.configure',
  version: 1,
  async run(context) {
    const { Mode, DefinitionId, Key, RecordIds } = context.arguments
    if ((Mode !== 'parents' && Mode !== 'children') || typeof DefinitionId !== 'string') {
      return { kind: 'validation', issues: [{ field: 'Mode', message: 'Mode is parents or children, and DefinitionId names the entity.' }] }
    }
    const outcome = await recalculateInheritance(
      context.db,
      { mode: Mode, definitionId: DefinitionId, key: typeof Key === 'string' ? Key : null, recordIds: isStringList(RecordIds) ? RecordIds : null },
      { now: context.now(), progress: (done, total) => context.progress(done, total), throwIfCancelled: () => context.throwIfCancelled() },
    )
    return {
      kind: 'success',
      summary: `Recalculated ${outcome.records} records: ${outcome.subjects} inherited subjects.`,
      changedRecordCount: outcome.records,
      result: { Records: outcome.records, Subjects: outcome.subjects },
    }
  },
}
