import type { Db } from '../../db'
import { readableInstances, type AccessCaller, type EntityInstance, type RecordDefinition } from '../entities'
import { ActionTargetScope, type SkippedRecord } from '../functions'
import type { StoredAction } from './actions.repo'
import { compileCondition, conditionContextFor, recordsWhereHolds } from './conditions'

/**
 * Which of the selected records an action runs on: those that exist, that the caller may read (the
 * others count as not found, never told apart) and where its visibility condition holds.
 */

export interface SelectionPlan {
  /** Every distinct selected record, in the caller's order (none for an action without a record). */
  selected: string[]
  eligible: string[]
  skipped: SkippedRecord[]
}

export const distinctIds = (ids: readonly string[]): string[] => [...new Set(ids.map((id) => id.trim()).filter(Boolean))]

/** Whether the number of records fits the action's selection mode. */
export function selectionFits(action: Pick<StoredAction, 'selectionMode' | 'maxSelection'>, count: number): boolean {
  if (action.selectionMode === ActionTargetScope.NoRecord) return count === 0
  if (action.selectionMode === ActionTargetScope.SingleRecord) return count === 1
  return count >= 1 && count <= (action.maxSelection ?? 1)
}

/** The readable records once per request: several actions are asked about on one selection. */
export class SelectionReader {
  private readable: Promise<Map<string, EntityInstance>> | null = null

  constructor(
    private readonly db: Db,
    private readonly definition: RecordDefinition,
    private readonly caller: AccessCaller,
    private readonly ids: string[],
    private readonly now: Date,
  ) {}

  /** The selected records the caller may read, by id. */
  readableRecords(): Promise<Map<string, EntityInstance>> {
    this.readable ??= readableInstances(this.db, this.definition, this.caller, this.ids, this.now)
    return this.readable
  }

  /** The first `size` selected records the caller may read, in their order, by name: what a run shows of its selection. */
  async sample(size: number): Promise<Array<{ Id: string; DisplayName: string }>> {
    const readable = await this.readableRecords()
    return this.ids.flatMap((id) => {
      const record = readable.get(id)
      return record ? [{ Id: id, DisplayName: record.DisplayName }] : []
    }).slice(0, size)
  }

  /** The plan of one action on the selection. */
  async plan(action: StoredAction): Promise<SelectionPlan> {
    if (action.selectionMode === ActionTargetScope.NoRecord) return { selected: [], eligible: [], skipped: [] }
    const readable = await this.readableRecords()
    const skipped: SkippedRecord[] = this.ids.filter((id) => !readable.has(id)).map((id) => ({ Id: id, Reason: 'NotFound' }))
    let candidates = this.ids.filter((id) => readable.has(id))
    if (action.visibilityCondition && candidates.length > 0) {
      const compiled = await compileCondition(this.db, this.definition.id, action.visibilityCondition)
      // A condition that no longer compiles (a field it names was deleted) lets no record through.
      const holding = compiled.ok
        ? await recordsWhereHolds(this.db, compiled.condition, candidates, await conditionContextFor(this.db, this.caller.userId, this.now))
        : new Set<string>()
      skipped.push(...candidates.filter((id) => !holding.has(id)).map((id): SkippedRecord => ({ Id: id, Reason: 'ConditionFalse' })))
      candidates = candidates.filter((id) => holding.has(id))
    }
    const order = new Map(this.ids.map((id, index) => [id, index]))
    skipped.sort((a, b) => order.get(a.Id)! - order.get(b.Id)!)
    return { selected: this.ids, eligible: candidates, skipped }
  }
}
