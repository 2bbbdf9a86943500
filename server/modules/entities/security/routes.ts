import type { OperationHandlers } from '../../../http/operation'
import { administratorRoles } from '../../../http/operation'
import { explainAccess, previewList } from './explain.service'
import { getResponsibility, replaceResponsibility, searchSubjects } from './responsibilitySets.service'
import {
  createPermissionAssignment,
  createResponsibility,
  deletePermissionAssignment,
  deleteResponsibility,
  getSecurity,
  updatePermissionAssignment,
  updateResponsibility,
} from './securityAdmin.service'
import { callerOf } from '../records/routes'

/** Entity security administration: Admin or Configurator holding entities.configure. */
const configure = { requiredRoles: administratorRoles, requiredPermissions: ['entities.configure'] }

export const securityOperations: OperationHandlers = {
  EntitySecurity_Get: { ...configure, handle: ({ db, params }) => getSecurity(db, params.entityDefinitionId) },
  EntityResponsibilities_Create: { ...configure, handle: ({ db, params, body, now }) => createResponsibility(db, params.entityDefinitionId, body, now) },
  EntityResponsibilities_Update: { ...configure, handle: ({ db, params, body, now }) => updateResponsibility(db, params.responsibilityId, body, now) },
  EntityResponsibilities_Delete: { ...configure, handle: ({ db, params, query, now }) => deleteResponsibility(db, params.responsibilityId, query.rowVersion, now) },
  EntityPermissionAssignments_Create: {
    ...configure,
    handle: ({ db, params, body, now }) => createPermissionAssignment(db, params.entityDefinitionId, body, now),
  },
  EntityPermissionAssignments_Update: {
    ...configure,
    handle: ({ db, params, body, now }) => updatePermissionAssignment(db, params.permissionAssignmentId, body, now),
  },
  EntityPermissionAssignments_Delete: {
    ...configure,
    handle: ({ db, params, query, now }) => deletePermissionAssignment(db, params.permissionAssignmentId, query.rowVersion, now),
  },
  EntitySecurity_Explain: { ...configure, handle: ({ db, params, body, now }) => explainAccess(db, params.entityDefinitionId, body, now) },
  EntitySecurity_PreviewList: { ...configure, handle: ({ db, params, body, now }) => previewList(db, params.entityDefinitionId, body, now) },
  // Runtime: any signed-in user; the record decides (404 when they may not read it, 403 without Patch).
  EntityInstances_GetResponsibility: {
    handle: ({ db, auth, params, now, request }) =>
      getResponsibility(db, callerOf(auth, request), params.entityIdOrKey, params.instanceId, params.responsibilityKey, now),
  },
  EntityInstances_ReplaceResponsibility: {
    handle: ({ db, auth, params, body, now, request }) =>
      replaceResponsibility(db, callerOf(auth, request), params.entityIdOrKey, params.instanceId, params.responsibilityKey, body, now),
  },
  EntityInstances_SearchSubjects: { handle: ({ db, params, query }) => searchSubjects(db, params.entityIdOrKey, query) },
}
