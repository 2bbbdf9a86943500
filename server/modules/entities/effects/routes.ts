import { administratorRoles, type OperationHandlers } from '../../../http/operation'
import { createEffect, deleteEffect, listEffects, updateEffect } from './effects.service'

/** Mutation effects administration: Admin or Configurator holding entities.configure. */
const configure = { requiredRoles: administratorRoles, requiredPermissions: ['entities.configure'] }

export const effectOperations: OperationHandlers = {
  EntityMutationEffects_List: { ...configure, handle: ({ db, params }) => listEffects(db, params.entityDefinitionId) },
  EntityMutationEffects_Create: { ...configure, handle: ({ db, params, body, now }) => createEffect(db, params.entityDefinitionId, body, now) },
  EntityMutationEffects_Update: { ...configure, handle: ({ db, params, body, now }) => updateEffect(db, params.mutationEffectId, body, now) },
  EntityMutationEffects_Delete: { ...configure, handle: ({ db, params, query, now }) => deleteEffect(db, params.mutationEffectId, query.rowVersion, now) },
}
