import { randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { conflict, staleRowVersion } from '../../../http/errors'
import { GrantSubjectType } from '../shared/access'
import { issuedCountOfModel, readModel, requireModelRow } from './models.read'
import { validateModel, type RoleFieldName, type ValidModel, type ValidRole } from './models.rules'
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
  const [taken] = await tx.query<{ id: string }>('SELECT id FROM entitlement_models WHERE lower(key) = $1 AND id <> $2', [key, exceptId ?? ''])
  if (taken) throw keyTaken('model', key)
}

async function writeRoles(tx: Db, modelId: string, roles: ValidRole[]): Promise<void> {
  for (const role of roles) {
    await tx.query(
      `INSERT INTO entitlement_model_roles (id, model_id, role_kind, display_name, entity_definition_id, picker_input_type, lookup_table_selector_mode, lookup_table_surface_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (model_id, role_kind) DO UPDATE SET display_name = EXCLUDED.display_name, entity_definition_id = EXCLUDED.entity_definition_id,
         picker_input_type = EXCLUDED.picker_input_type, lookup_table_selector_mode = EXCLUDED.lookup_table_selector_mode,
         lookup_table_surface_key = EXCLUDED.lookup_table_surface_key`,
      [randomUUID(), modelId, role.kind, role.displayName, role.definitionId, role.pickerInputType, role.selectorMode, role.surfaceKey],
    )
  }
  await tx.query('DELETE FROM entitlement_model_roles WHERE model_id = $1 AND NOT (role_kind = ANY($2::int[]))', [modelId, roles.map((role) => String(role.kind))])
}

async function insertModel(db: Db, modelType: number, valid: ValidModel, now: Date): Promise<ModelPayload> {
  const id = randomUUID()
  try {
    await db.transaction(async (tx) => {
      await assertKeyFree(tx, valid.key, null)
      await tx.query(
        `INSERT INTO entitlement_models (id, key, display_name, description, model_type, party_type, access_mode, resource_scope_mode,
           party_delegation_path, resource_hierarchy_path, is_active, security_row_version, created_at, modified_at, row_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $12, $12, $13)`,
        [id, valid.key, valid.displayName, valid.description, modelType, valid.partyType, valid.accessMode, valid.resourceScopeMode,
          valid.partyDelegationPath, valid.resourceHierarchyPath, randomUUID(), now, randomUUID()],
      )
      await writeRoles(tx, id, valid.roles)
      for (const [operation, role] of defaultGrants) {
        await tx.query(
          'INSERT INTO entitlement_model_grants (id, model_id, operation, subject_type, subject_id) VALUES ($1, $2, $3, $4, $5)',
          [randomUUID(), id, operation, GrantSubjectType.Role, role],
        )
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
  const stored = await tx.query<{ role_kind: number; entity_definition_id: string }>('SELECT role_kind, entity_definition_id FROM entitlement_model_roles WHERE model_id = $1', [modelId])
  for (const role of stored) {
    const next = valid.roles.find((item) => item.kind === role.role_kind)
    if (!next || next.definitionId !== role.entity_definition_id) {
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
    const [taken] = await tx.query<{ id: string }>('SELECT id FROM entitlement_models WHERE lower(key) = $1 AND id <> $2', [valid.key, modelId])
    if (taken) throw keyTaken('model', valid.key, await current())
    await assertRolesKept(tx, modelId, valid, current)
    await tx.query(
      `UPDATE entitlement_models SET key = $2, display_name = $3, description = $4, party_type = $5, access_mode = $6, resource_scope_mode = $7,
         party_delegation_path = $8, resource_hierarchy_path = $9, is_active = $10, modified_at = $11, row_version = $12
       WHERE id = $1`,
      [modelId, valid.key, valid.displayName, valid.description, valid.partyType, valid.accessMode, valid.resourceScopeMode,
        valid.partyDelegationPath, valid.resourceHierarchyPath, input.IsActive, now, randomUUID()],
    )
    await writeRoles(tx, modelId, valid.roles)
    return current()
  })
}

export async function deleteModel(db: Db, modelId: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await requireModelRow(tx, modelId, { forUpdate: true })
    if (rowVersion !== row.row_version) throw staleRowVersion(await readModel(tx, modelId))
    const [plans] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlement_plans WHERE model_id = $1', [modelId])
    if ((plans?.n ?? 0) > 0) {
      throw conflict(AdminCode.modelHasPlans, `The model has ${plans!.n} plan(s): delete them first, or deactivate the model.`, undefined, await readModel(tx, modelId))
    }
    await tx.query('DELETE FROM entitlement_models WHERE id = $1', [modelId])
    return modelId
  })
}
