import type { Schema } from './types'
import type { OperationSpec } from './operations/spec'
import { enumSchemas } from './enums'
import { boardSchemas } from './schemas/boards'
import { boardAdminSchemas } from './schemas/boardsAdmin'
import { boardAdminSecuritySchemas } from './schemas/boardsAdminSecurity'
import { boardRuntimeSchemas } from './schemas/boardsRuntime'
import { commonSchemas } from './schemas/common'
import { entitySchemas } from './schemas/entities'
import { entityAdminSchemas } from './schemas/entityAdmin'
import { entitlementAdminSchemas } from './schemas/entitlementsAdmin'
import { entitlementPlanSchemas } from './schemas/entitlementsPlans'
import { entitlementRuntimeSchemas } from './schemas/entitlementsRuntime'
import { entityRecordsSchemas } from './schemas/entityRecords'
import { entitySecuritySchemas } from './schemas/entitySecurity'
import { referenceEligibilitySchemas } from './schemas/referenceEligibility'
import { mutationEffectSchemas } from './schemas/mutationEffects'
import { expressionSchemas } from './schemas/expressions'
import { fileSchemas } from './schemas/files'
import { functionHostSchemas } from './schemas/functionHost'
import { functionSecretSchemas } from './schemas/functionSecrets'
import { functionActionSchemas } from './schemas/functionActions'
import { functionConfigSchemas } from './schemas/functionConfig'
import { functionSchemas } from './schemas/functions'
import { platformSchemas } from './schemas/platform'
import { principalSchemas } from './schemas/principals'
import { recordMatchingSchemas } from './schemas/recordMatching'
import { runtimeSchemas } from './schemas/runtime'
import { uiProjectSchemas } from './schemas/uiProject'
import { netOperationProjectSchemas } from './schemas/netOperationProject'
import { boardOperations } from './operations/boards'
import { boardAdminOperations } from './operations/boardsAdmin'
import { boardRuntimeOperations } from './operations/boardsRuntime'
import { entityOperations } from './operations/entities'
import { entityAdminOperations } from './operations/entityAdmin'
import { entitlementAdminOperations } from './operations/entitlementsAdmin'
import { entitlementRuntimeOperations } from './operations/entitlementsRuntime'
import { entityRecordsOperations } from './operations/entityRecords'
import { entitySecurityOperations } from './operations/entitySecurity'
import { referenceEligibilityOperations } from './operations/referenceEligibility'
import { expressionOperations } from './operations/expressions'
import { fileOperations } from './operations/files'
import { functionHostOperations } from './operations/functionHost'
import { functionSecretOperations } from './operations/functionSecrets'
import { functionActionOperations } from './operations/functionActions'
import { functionConfigOperations } from './operations/functionConfig'
import { functionOperations } from './operations/functions'
import { platformOperations } from './operations/platform'
import { principalOperations } from './operations/principals'
import { recordMatchingOperations } from './operations/recordMatching'
import { uiProjectOperations } from './operations/uiProject'
import { netOperationProjectOperations } from './operations/netOperationProject'

/** Every component schema and every operation; build.ts picks what each description uses. */

const schemaGroups = [
  enumSchemas(),
  commonSchemas,
  principalSchemas,
  entitySchemas,
  entityAdminSchemas,
  entityRecordsSchemas,
  entitySecuritySchemas,
  referenceEligibilitySchemas,
  mutationEffectSchemas,
  expressionSchemas,
  functionHostSchemas,
  functionSecretSchemas,
  functionActionSchemas,
  functionConfigSchemas,
  fileSchemas,
  boardSchemas,
  boardAdminSchemas,
  boardAdminSecuritySchemas,
  boardRuntimeSchemas,
  runtimeSchemas,
  recordMatchingSchemas,
  functionSchemas,
  platformSchemas,
  entitlementAdminSchemas,
  entitlementPlanSchemas,
  entitlementRuntimeSchemas,
  uiProjectSchemas,
  netOperationProjectSchemas,
]

export const allSchemas: Record<string, Schema> = {}
for (const group of schemaGroups) {
  for (const [name, schema] of Object.entries(group)) {
    if (allSchemas[name]) throw new Error(`Schema ${name} is declared twice`)
    allSchemas[name] = schema
  }
}

export const allOperations: OperationSpec[] = [
  ...principalOperations,
  ...entityOperations,
  ...recordMatchingOperations,
  ...entityAdminOperations,
  ...entityRecordsOperations,
  ...entitySecurityOperations,
  ...referenceEligibilityOperations,
  ...expressionOperations,
  ...functionHostOperations,
  ...functionSecretOperations,
  ...functionActionOperations,
  ...functionConfigOperations,
  ...fileOperations,
  ...boardOperations,
  ...boardAdminOperations,
  ...boardRuntimeOperations,
  ...functionOperations,
  ...platformOperations,
  ...entitlementAdminOperations,
  ...entitlementRuntimeOperations,
  ...uiProjectOperations,
  ...netOperationProjectOperations,
]
