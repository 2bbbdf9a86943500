import { administratorRoles, type OperationHandlers } from '../../http/operation'
import { listCatalogs } from './catalogs'
import { createConstraint, deleteConstraint, listConstraints } from './constraints.service'
import { createDefinition, getDefinition, listDefinitions, planBase, updateBase, updateOptions } from './definitions.service'
import { createField, deleteField, getField, planFieldChange, updateField } from './fields.service'
import { cancelDeletion, purgeDefinition, requestDeletion } from './lifecycle.service'
import { calculationOperations } from './expressions/calculation.routes'
import { expressionOperations } from './expressions/routes'
import { createStatement, deleteStatement, listStatements, updateStatement } from './statements.service'
import { createValidationRule, deleteValidationRule, listValidationRules, orderValidationRules, updateValidationRule } from './validationRules.service'
import { setFieldOrder } from './tables.service'
import { exportAll, exportDefinition } from './yaml/export'
import { importYaml, planYamlImport } from './yaml/import.service'

/** Entity schema administration: Admin or Configurator holding entities.configure. */
const configure = { requiredRoles: administratorRoles, requiredPermissions: ['entities.configure'] }

export const entitySchemaOperations: OperationHandlers = {
  EntityDefinitions_List: {
    ...configure,
    handle: ({ db, query, now }) => listDefinitions(db, query, now),
  },
  EntityDefinitions_Create: {
    ...configure,
    handle: ({ db, body, now }) => createDefinition(db, body, now),
  },
  EntityDefinitions_Get: {
    ...configure,
    handle: ({ db, params, now }) => getDefinition(db, params.entityDefinitionId, now),
  },
  EntityDefinitions_UpdateBase: {
    ...configure,
    handle: ({ db, params, body, now }) => updateBase(db, params.entityDefinitionId, body, now),
  },
  EntityDefinitions_PlanBaseUpdate: {
    ...configure,
    handle: ({ db, params, body, now }) => planBase(db, params.entityDefinitionId, body, now),
  },
  EntityDefinitions_UpdateOptions: {
    ...configure,
    handle: ({ db, params, body, now }) => updateOptions(db, params.entityDefinitionId, body, now),
  },
  EntityDefinitions_RequestDeletion: {
    ...configure,
    handle: ({ db, params, body, now }) => requestDeletion(db, params.entityDefinitionId, body.RowVersion, now),
  },
  EntityDefinitions_CancelDeletion: {
    ...configure,
    handle: ({ db, params, query, now }) => cancelDeletion(db, params.entityDefinitionId, query.rowVersion, now),
  },
  // Dropping data for good is reserved to Admin.
  EntityDefinitions_Purge: {
    requiredRoles: ['Admin'],
    requiredPermissions: ['entities.configure'],
    handle: ({ db, params, now }) => purgeDefinition(db, params.entityDefinitionId, now),
  },
  EntityDefinitions_CreateStatement: {
    ...configure,
    handle: ({ db, params, body, now }) => createStatement(db, params.entityDefinitionId, body, now),
  },
  EntityDefinitions_ListValidationRules: {
    ...configure,
    handle: ({ db, params }) => listValidationRules(db, params.entityDefinitionId),
  },
  EntityDefinitions_CreateValidationRule: {
    ...configure,
    handle: ({ db, params, body, now }) => createValidationRule(db, params.entityDefinitionId, body, now),
  },
  EntityDefinitions_OrderValidationRules: {
    ...configure,
    handle: ({ db, params, body, now }) => orderValidationRules(db, params.entityDefinitionId, body.RuleIds, now),
  },
  EntityValidationRules_Update: {
    ...configure,
    handle: ({ db, params, body, now }) => updateValidationRule(db, params.ruleId, body, now),
  },
  EntityValidationRules_Delete: {
    ...configure,
    handle: ({ db, params, query, now }) => deleteValidationRule(db, params.ruleId, query.rowVersion, now),
  },
  EntityDefinitions_ListStatements: {
    ...configure,
    handle: ({ db, params }) => listStatements(db, params.entityDefinitionId),
  },
  EntityStatements_Update: {
    ...configure,
    handle: ({ db, params, body, now }) => updateStatement(db, params.statementId, body, now),
  },
  EntityStatements_Delete: {
    ...configure,
    handle: ({ db, params, query, now }) => deleteStatement(db, params.statementId, query.rowVersion, now),
  },

  EntityFields_Create: {
    ...configure,
    handle: ({ db, params, body, now }) => createField(db, params.entityDefinitionTableId, body, now),
  },
  EntityFields_Get: {
    ...configure,
    handle: ({ db, params }) => getField(db, params.fieldId),
  },
  EntityFields_Update: {
    ...configure,
    handle: ({ db, params, body, now }) => updateField(db, params.fieldId, body, now),
  },
  EntityFields_Delete: {
    ...configure,
    handle: ({ db, params, query, now }) => deleteField(db, params.fieldId, query.schemaChangeConfirmationToken, now),
  },
  EntityFields_PlanChange: {
    ...configure,
    handle: ({ db, params, body, now }) => planFieldChange(db, params.fieldId, body, now),
  },
  EntityTables_SetFieldOrder: {
    ...configure,
    handle: ({ db, params, body, now }) => setFieldOrder(db, params.entityDefinitionTableId, body.FieldIds, now),
  },
  EntityUniqueConstraints_List: {
    ...configure,
    handle: ({ db, params }) => listConstraints(db, params.entityDefinitionId, 'unique'),
  },
  EntityUniqueConstraints_Create: {
    ...configure,
    handle: ({ db, params, body, now }) => createConstraint(db, params.entityDefinitionId, 'unique', body, now),
  },
  EntityUniqueConstraints_Delete: {
    ...configure,
    handle: ({ db, params, query, now }) => deleteConstraint(db, params.constraintId, 'unique', query.rowVersion, now),
  },
  EntityIndexes_List: {
    ...configure,
    handle: ({ db, params }) => listConstraints(db, params.entityDefinitionId, 'index'),
  },
  EntityIndexes_Create: {
    ...configure,
    handle: ({ db, params, body, now }) => createConstraint(db, params.entityDefinitionId, 'index', body, now),
  },
  EntityIndexes_Delete: {
    ...configure,
    handle: ({ db, params, query, now }) => deleteConstraint(db, params.indexId, 'index', query.rowVersion, now),
  },
  EntityYaml_ExportDefinition: {
    ...configure,
    handle: ({ db, params }) => exportDefinition(db, params.entityDefinitionId),
  },
  EntityYaml_ExportAll: {
    ...configure,
    handle: ({ db }) => exportAll(db),
  },
  EntityYaml_Plan: {
    ...configure,
    handle: ({ db, body, now }) => planYamlImport(db, body, now),
  },
  EntityYaml_Import: {
    ...configure,
    handle: ({ db, body, now }) => importYaml(db, body, now),
  },
  ClassifierCatalogs_List: {
    ...configure,
    handle: ({ db }) => listCatalogs(db),
  },
  ...expressionOperations,
  ...calculationOperations,
}
