import { administratorRoles, defineOperation, type OperationHandlers } from '../../http/operation'
import type { ListQuery } from '../../platform/paging'
import { listCatalogs } from './catalogs'
import { createConstraint, deleteConstraint, listConstraints, type ConstraintInput, type ConstraintKind } from './constraints.service'
import {
  createDefinition, getDefinition, listDefinitions, planBase, updateBase, updateOptions, type DefinitionSortField,
} from './definitions.service'
import { createField, deleteField, getField, planFieldChange, updateField } from './fields.service'
import { cancelDeletion, purgeDefinition, requestDeletion } from './lifecycle.service'
import { calculationOperations } from './expressions/calculation.routes'
import { expressionOperations } from './expressions/routes'
import { createStatement, deleteStatement, listStatements, updateStatement, type StatementInput, type StatementUpdateInput } from './statements.service'
import {
  createValidationRule, deleteValidationRule, listValidationRules, orderValidationRules, updateValidationRule,
  type ValidationRuleCreateInput, type ValidationRuleUpdateInput,
} from './validationRules.service'
import { setFieldOrder } from './tables.service'
import { exportAll, exportDefinition } from './yaml/export'
import { importYaml, planYamlImport, type YamlImportRequest } from './yaml/import.service'
import type { BaseUpdateInput, DefinitionCreateInput, FieldCreateInput, FieldUpdateInput, OptionsUpdateInput } from './types'

/** Entity schema administration: Admin or Configurator holding entities.configure. */
const configure = { requiredRoles: administratorRoles, requiredPermissions: ['entities.configure'] }

type DefinitionParams = { entityDefinitionId: string }
type FieldParams = { fieldId: string }
type RowVersionQuery = { rowVersion?: string }

function constraintHandlers(area: string, kind: ConstraintKind, idParam: string): OperationHandlers {
  return {
    [`${area}_List`]: defineOperation<undefined, object, DefinitionParams>({
      ...configure,
      handle: ({ db, params }) => listConstraints(db, params.entityDefinitionId, kind),
    }),
    [`${area}_Create`]: defineOperation<ConstraintInput, object, DefinitionParams>({
      ...configure,
      handle: ({ db, params, body, now }) => createConstraint(db, params.entityDefinitionId, kind, body, now),
    }),
    [`${area}_Delete`]: defineOperation<undefined, RowVersionQuery, Record<string, string>>({
      ...configure,
      handle: ({ db, params, query, now }) => deleteConstraint(db, params[idParam]!, kind, query.rowVersion, now),
    }),
  }
}

export const entitySchemaOperations: OperationHandlers = {
  EntityDefinitions_List: defineOperation<undefined, ListQuery<DefinitionSortField>>({
    ...configure,
    handle: ({ db, query, now }) => listDefinitions(db, query, now),
  }),
  EntityDefinitions_Create: defineOperation<DefinitionCreateInput>({
    ...configure,
    handle: ({ db, body, now }) => createDefinition(db, body, now),
  }),
  EntityDefinitions_Get: defineOperation<undefined, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params, now }) => getDefinition(db, params.entityDefinitionId, now),
  }),
  EntityDefinitions_UpdateBase: defineOperation<BaseUpdateInput, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params, body, now }) => updateBase(db, params.entityDefinitionId, body, now),
  }),
  EntityDefinitions_PlanBaseUpdate: defineOperation<BaseUpdateInput, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params, body, now }) => planBase(db, params.entityDefinitionId, body, now),
  }),
  EntityDefinitions_UpdateOptions: defineOperation<OptionsUpdateInput, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params, body, now }) => updateOptions(db, params.entityDefinitionId, body, now),
  }),
  EntityDefinitions_RequestDeletion: defineOperation<{ RowVersion: string }, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params, body, now }) => requestDeletion(db, params.entityDefinitionId, body.RowVersion, now),
  }),
  EntityDefinitions_CancelDeletion: defineOperation<undefined, RowVersionQuery, DefinitionParams>({
    ...configure,
    handle: ({ db, params, query, now }) => cancelDeletion(db, params.entityDefinitionId, query.rowVersion, now),
  }),
  // Dropping data for good is reserved to Admin.
  EntityDefinitions_Purge: defineOperation<undefined, object, DefinitionParams>({
    requiredRoles: ['Admin'],
    requiredPermissions: ['entities.configure'],
    handle: ({ db, params, now }) => purgeDefinition(db, params.entityDefinitionId, now),
  }),
  EntityDefinitions_CreateStatement: defineOperation<StatementInput, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params, body, now }) => createStatement(db, params.entityDefinitionId, body, now),
  }),
  EntityDefinitions_ListValidationRules: defineOperation<undefined, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params }) => listValidationRules(db, params.entityDefinitionId),
  }),
  EntityDefinitions_CreateValidationRule: defineOperation<ValidationRuleCreateInput, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params, body, now }) => createValidationRule(db, params.entityDefinitionId, body, now),
  }),
  EntityDefinitions_OrderValidationRules: defineOperation<{ RuleIds: string[] }, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params, body, now }) => orderValidationRules(db, params.entityDefinitionId, body.RuleIds, now),
  }),
  EntityValidationRules_Update: defineOperation<ValidationRuleUpdateInput, object, { ruleId: string }>({
    ...configure,
    handle: ({ db, params, body, now }) => updateValidationRule(db, params.ruleId, body, now),
  }),
  EntityValidationRules_Delete: defineOperation<undefined, RowVersionQuery, { ruleId: string }>({
    ...configure,
    handle: ({ db, params, query, now }) => deleteValidationRule(db, params.ruleId, query.rowVersion, now),
  }),
  EntityDefinitions_ListStatements: defineOperation<undefined, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params }) => listStatements(db, params.entityDefinitionId),
  }),
  EntityStatements_Update: defineOperation<StatementUpdateInput, object, { statementId: string }>({
    ...configure,
    handle: ({ db, params, body, now }) => updateStatement(db, params.statementId, body, now),
  }),
  EntityStatements_Delete: defineOperation<undefined, RowVersionQuery, { statementId: string }>({
    ...configure,
    handle: ({ db, params, query, now }) => deleteStatement(db, params.statementId, query.rowVersion, now),
  }),

  EntityFields_Create: defineOperation<FieldCreateInput, object, { entityDefinitionTableId: string }>({
    ...configure,
    handle: ({ db, params, body, now }) => createField(db, params.entityDefinitionTableId, body, now),
  }),
  EntityFields_Get: defineOperation<undefined, object, FieldParams>({
    ...configure,
    handle: ({ db, params }) => getField(db, params.fieldId),
  }),
  EntityFields_Update: defineOperation<FieldUpdateInput, object, FieldParams>({
    ...configure,
    handle: ({ db, params, body, now }) => updateField(db, params.fieldId, body, now),
  }),
  EntityFields_Delete: defineOperation<undefined, { schemaChangeConfirmationToken?: string }, FieldParams>({
    ...configure,
    handle: ({ db, params, query, now }) => deleteField(db, params.fieldId, query.schemaChangeConfirmationToken, now),
  }),
  EntityFields_PlanChange: defineOperation<{ Change: number; Update?: FieldUpdateInput | null }, object, FieldParams>({
    ...configure,
    handle: ({ db, params, body, now }) => planFieldChange(db, params.fieldId, body, now),
  }),
  EntityTables_SetFieldOrder: defineOperation<{ FieldIds: string[] }, object, { entityDefinitionTableId: string }>({
    ...configure,
    handle: ({ db, params, body, now }) => setFieldOrder(db, params.entityDefinitionTableId, body.FieldIds, now),
  }),
  ...constraintHandlers('EntityUniqueConstraints', 'unique', 'constraintId'),
  ...constraintHandlers('EntityIndexes', 'index', 'indexId'),
  EntityYaml_ExportDefinition: defineOperation<undefined, object, DefinitionParams>({
    ...configure,
    handle: ({ db, params }) => exportDefinition(db, params.entityDefinitionId),
  }),
  EntityYaml_ExportAll: defineOperation({
    ...configure,
    handle: ({ db }) => exportAll(db),
  }),
  EntityYaml_Plan: defineOperation<YamlImportRequest>({
    ...configure,
    handle: ({ db, body, now }) => planYamlImport(db, body, now),
  }),
  EntityYaml_Import: defineOperation<YamlImportRequest>({
    ...configure,
    handle: ({ db, body, now }) => importYaml(db, body, now),
  }),
  ClassifierCatalogs_List: defineOperation({
    ...configure,
    handle: ({ db }) => listCatalogs(db),
  }),
  ...expressionOperations,
  ...calculationOperations,
}
