import { administratorRoles, type OperationHandlers } from '../../http/operation'
import { readFileSystemSettings, testFilePolicy, updateFileSystemSettings } from './settings.service'

/** File-system settings and the policy tester. */
export const fileSettingsHandlers: OperationHandlers = {
  FileSystem_GetSettings: {
    requiredRoles: administratorRoles,
    handle: ({ db }) => readFileSystemSettings(db),
  },
  // Where files go and which types are accepted concern the whole installation: Admin only.
  FileSystem_UpdateSettings: {
    requiredPermissions: ['settings.manage'],
    handle: ({ db, body, now }) => updateFileSystemSettings(db, body, now),
  },
  FileSystem_TestPolicy: {
    requiredRoles: administratorRoles,
    handle: ({ db, body }) => testFilePolicy(db, body),
  },
}
