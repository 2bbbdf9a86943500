import { defineModule } from '../../platform/serverModule'
import { principalOperations } from './routes'

const duplicateName = 'workspace.principals.duplicateName'

/** Users, groups, roles and their grants. */
export const principalsModule = defineModule({
  name: 'principals',
  operations: principalOperations,
  // The services check these first; the constraints decide between two requests at once.
  uniqueConstraints: {
    users_user_name_key: { code: duplicateName, message: 'The user name is already taken.', field: 'UserName' },
    users_email_key: { code: duplicateName, message: 'The email is already taken.', field: 'Email' },
    roles_name_key: { code: duplicateName, message: 'The role name is already taken.', field: 'Name' },
    responsibility_groups_key_key: { code: duplicateName, message: 'The key is already taken.', field: 'Key' },
  },
})
