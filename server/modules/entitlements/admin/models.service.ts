import { randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { conflict, staleRowVersion } from '../../../http/errors'
import { GrantSubjectType } from '../shared/access'
import { insertModelGrant } from './grants.repo'
import { issuedCountOfModel, readModel, requireModelRow } from './models.read'
import { countModelPlans, deleteModelRow, insertModelRow, isModelKeyTaken, storedRoleDefinitions, updateModelRow, writeModelRoles } from './models.repo'
import { validateModel, type RoleFieldName, type ValidModel } from './models.rules'
import { ModelType, type InformationServiceAccessInput, type ModelCreateInput, type ModelPayload, type ModelUpdateInput } from './types'
import { AdminCode, keyTaken, oneOf } from './validation'

/** Creating, updating and deleting entitlement models (their roles and paths with them). */

/** Who may work with a new model's entitlements until its security is edited. */
const defaultGrants: Array<[operation: string, role: string]> = [
  ['read', 'Configurator'],
  ['read', 'Operator'],
  ['issue', 'Operator'],
  ['adjust', 'Operator'],
]

async function assertKeyFree(tx: Db, key: string, exceptId: string | null): Promise<void> {
  if (await isModelKeyTaken(tx, key, exceptId ?? '')) throw keyTaken('model', key)
}

async function insertModel(db: Db, modelType: number, valid: ValidModel, now: Date): Promise<ModelPayload> {
  const id = randomUUID()
  try {
    await db.transaction(async (tx) => {
      await assertKeyFree(tx, valid.key, null)
      await insertModelRow(tx, id, modelType, valid, now, { securityRowVersion: randomUUID(), rowVersion: randomUUID() })
      await writeModelRoles(tx, id, valid.roles)
      for (const [operation, role] of defaultGrants) {
        await insertModelGrant(tx, id, { operation, subjectType: GrantSubjectType.Role, subjectId: role })
      }
    })
  } catch (error) {
    // Two creates of one key at the same time: the unique index decides.
    if (uniqueViolation(error)) throw keyTaken('model', valid.key)
    throw error
  }
  return readModel(db, id)
}

export async function createModel(db: Db, input: ModelCreateInput, now: Date): Promise<ModelPayload> {
  const modelType = oneOf(input.ModelType, [0, 1, 2, 3], 'ModelType')
  return insertModel(db, modelType, await validateModel(db, input, modelType), now)
}

/** The documented create: its picker members are named Instance… for the owner and Resource… for the resource. */
const informationServiceNames: RoleFieldName = (role, member) => `${role}.${role === 'OwnerParty' ? 'Instance' : 'Resource'}${member}`

export async function createInformationServiceAccessModel(db: Db, input: InformationServiceAccessInput, now: Date): Promise<ModelPayload> {
  const owner = input.OwnerParty
  const resource = input.Resource
  const valid = await validateModel(
    db,
    {
      ...input,
      OwnerParty: owner && {
        DisplayName: owner.DisplayName,
        EntityDefinitionId: owner.EntityDefinitionId,
        PickerInputType: owner.InstancePickerInputType,
        LookupTableSelectorMode: owner.InstanceLookupTableSelectorMode,
        LookupTableSurfaceKey: owner.InstanceLookupTableSurfaceKey,
      },
      Resource: resource && {
        DisplayName: resource.DisplayName,
        EntityDefinitionId: resource.EntityDefinitionId,
        PickerInputType: resource.ResourcePickerInputType,
        LookupTableSelectorMode: resource.ResourceLookupTableSelectorMode,
        LookupTableSurfaceKey: resource.ResourceLookupTableSurfaceKey,
      },
      DelegateParty: null,
      RelatedResource: null,
    },
    ModelType.InformationServiceAccess,
    informationServiceNames,
  )
  return insertModel(db, ModelType.InformationServiceAccess, valid, now)
}

/** Issued entitlements name their model's roles: those keep their definitions, and none goes away. */
async function assertRolesKept(tx: Db, modelId: string, valid: ValidModel, current: () => Promise<ModelPayload>): Promise<void> {
  if ((await issuedCountOfModel(tx, modelId)) === 0) return
  for (const role of await storedRoleDefinitions(tx, modelId)) {
    const next = valid.roles.find((item) => item.kind === role.kind)
    if (!next || next.definitionId !== role.definitionId) {
      throw conflict(
        AdminCode.rolesLocked,
        'Entitlements were issued under this model: its roles keep their entity definitions. Create a new model instead.',
        undefined,
        await current(),
      )
    }
  }
}

export async function updateModel(db: Db, modelId: string, input: ModelUpdateInput, now: Date): Promise<ModelPayload> {
  return db.transaction(async (tx) => {
    const row = await requireModelRow(tx, modelId, { forUpdate: true })
    const current = () => readModel(tx, modelId)
    if (input.RowVersion !== row.row_version) throw staleRowVersion(await current())
    const valid = await validateModel(tx, input, row.model_type)
    if (await isModelKeyTaken(tx, valid.key, modelId)) throw keyTaken('model', valid.key, await current())
    await assertRolesKept(tx, modelId, valid, current)
    await updateModelRow(tx, modelId, valid, input.IsActive, now, randomUUID())
    await writeModelRoles(tx, modelId, valid.roles)
    return current()
  })
}

export async function deleteModel(db: Db, modelId: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await requireModelRow(tx, modelId, { forUpdate: true })
    if (rowVersion !== row.row_version) throw staleRowVersion(await readModel(tx, modelId))
    const plans = await countModelPlans(tx, modelId)
    if (plans > 0) {
      throw conflict(AdminCode.modelHasPlans, `The model has ${plans} plan(s): delete them first, or deactivate the model.`, undefined, await readModel(tx, modelId))
    }
    await deleteModelRow(tx, modelId)
    return modelId
  })
}
