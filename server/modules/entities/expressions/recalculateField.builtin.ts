import type { BuiltinFunction } from '../../functions'
import { recalculateStoredValues } from './calculation.service'

/** Recomputes a calculated field's stored value on every record after its calculation changed. */
export const recalculateField: BuiltinFunction = {
  key: 'recalculate-calculated-field',
  displayName: 'Recalculate a calculated field',
  description: 'Stores the new value of a calculated field on every existing record (started by saving the calculation).',
  supportsCancellation: true,
  timeoutMs: 15 * 60_000,
  maxAttempts: 3,
  isPlatform: true,
  requiredPermission: 'entities.configure',
  version: 1,
  async run(context) {
    const fieldId = context.arguments.FieldId
    if (typeof fieldId !== 'string') return { kind: 'validation', issues: [{ field: 'FieldId', message: 'FieldId names the calculated field.' }] }
    const outcome = await recalculateStoredValues(context.db, fieldId, {
      now: context.now(),
      progress: (done, total) => context.progress(done, total),
      throwIfCancelled: () => context.throwIfCancelled(),
    })
    if (outcome === null) return { kind: 'skipped', summary: 'Skipped: the field no longer exists.' }
    const failures = outcome.failed.length > 0 ? `; ${outcome.failed.length} could not be calculated (left empty), e.g. ${outcome.failed[0]}` : ''
    return {
      kind: 'success',
      summary: `Recalculated ${outcome.total} records: ${outcome.changed} changed${failures}.`,
      changedRecordCount: outcome.changed,
      result: { Total: outcome.total, Changed: outcome.changed, Failed: outcome.failed.length },
    }
  },
}
