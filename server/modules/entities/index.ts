/** The entities module as other modules and the server see it: everything else in this folder is its own. */
import { provideDefinitionLookup, registerBuiltinFunction } from '../functions'
import { loadDefinitionModel } from './model'
import { recalculateField } from './expressions/recalculateField.builtin'
import { recalculateContractTotals } from './recalculateContractTotals.builtin'
export { entitiesModule } from './module'
export { createConstraint } from './constraints.service'
export { createDefinition, definitionNamePattern, updateOptions } from './definitions.service'
export { recalculateStoredValues } from './expressions/calculation.service'
export { diagnosticIssues, maxExpressionLength } from './expressions/check'
export { workspaceTimeZone } from './expressions/expressions.service'
export { loadRecordAccesses } from './expressions/recordAccess'
export { loadExpressionSchema, type LoadedSchema } from './expressions/schema'
export { createField } from './fields.service'
export { findDefinitionRow, loadDefinitionModel, toFieldDto, type DefinitionModel, type FieldModel, type TableModel } from './model'
export { onDefinitionDrop } from './definitionDrops'
export { dropDefinition, purgeExpiredDefinitions } from './purge'
export { writeContractTotals } from './recalculateContractTotals.builtin'
export { loadInstance, selectPrimaryRows, toInstances, type EntityInstance } from './records/instances'
export { instancePermissions } from './records/permissions'
export { loadRecordModel, toRecordDefinition } from './records/recordModel.load'
export { type RecordDefinition, type RecordField } from './records/recordModel'
export { definitionCache, type Caller } from './records/records.context'
export { displayExpression, lookupItems, type LookupItem } from './records/records.read'
export { createInstance, writeInstanceChanges, writeNewInstance } from './records/records.service'
export { canonicalJson } from './tokens'
export { FieldType, type EntityDefinitionDetail, type FieldCreateInput } from './types'

// The work of this module that runs as a function (scheduled, queued or started by hand).
registerBuiltinFunction(recalculateField)
registerBuiltinFunction(recalculateContractTotals)

// The function host binds triggers and actions to entity definitions through this lookup.
provideDefinitionLookup(async (db, idOrName) => (await loadDefinitionModel(db, idOrName))?.definition ?? null)
