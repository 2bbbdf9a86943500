import type { Schema } from '../types'
import { arr, bool, dateTime, filled, int32, nullable, obj, ref, str, uuid } from '../s'
import { pageOf } from './common'

const moduleNames = ['Boards', 'Booking', 'CurrencyRates', 'EntitlementOperations', 'FileProtection', 'WorkInbox', 'WorkSchedule']

const stableId = (): Schema => ({
  type: 'string',
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$',
  description: 'Optional caller-supplied stable id; generated when omitted.',
})
const groupKey = (): Schema => ({ type: 'string', pattern: '^[a-z][a-z0-9_.-]{0,63}$' })
const name = (): Schema => ({ type: 'string', minLength: 1, maxLength: 200 })
const optionalText = (): Schema => nullable({ type: 'string', maxLength: 2000 })
const email = (): Schema => nullable({ type: 'string', format: 'email', maxLength: 320 })
const personName = (): Schema => nullable({ type: 'string', maxLength: 100 })
const ids = (description: string): Schema => arr(str(), description)
const expectedRowVersion = (): Schema => uuid('The row version the edit is based on; a stale value answers 409.')

const userEditable = {
  UserName: name(),
  Email: email(),
  FirstName: personName(),
  LastName: personName(),
  IsActive: { type: 'boolean', default: true } satisfies Schema,
  Locale: nullable({ type: 'string', maxLength: 35, description: 'A BCP 47 language tag such as de-CH.' }),
  TimeZone: nullable({ type: 'string', maxLength: 64, description: 'An IANA time zone such as Europe/Zurich.' }),
  RoleIds: ids('Ids of the roles the user holds.'),
  ResponsibilityGroupIds: ids('Ids of the responsibility groups the user is a member of.'),
  ExtendedData: ref('ExtendedData'),
}

const roleEditable = { Name: name(), Description: optionalText(), ExtendedData: ref('ExtendedData') }

const groupEditable = {
  Key: groupKey(),
  Name: name(),
  Description: optionalText(),
  MemberUserIds: ids('Ids of the member users.'),
  ExtendedData: ref('ExtendedData'),
}

const audit = { CreatedAt: dateTime(), ModifiedAt: dateTime(), RowVersion: uuid() }

/** What the caller may do with the principal, computed by the server's grant rules (docs/contract.md). */
const allowedActions = (schema: string): Schema => ({
  allOf: [ref(schema)],
  'x-contract': 'assumed',
  'x-contract-note': 'The app offers exactly what the server allows: nobody grants or revokes what they do not hold.',
})
const canUpdateDelete = {
  CanUpdate: bool('The caller may change it (principals.manage, and they hold everything it holds).'),
  CanDelete: bool('The caller may delete it.'),
}

export const principalSchemas: Record<string, Schema> = {
  SubjectCandidate: filled(
    {
      SubjectType: ref('ResponsibilitySubjectType'),
      SubjectId: str(),
      DisplayName: str(),
      Subtitle: nullable(str('The user name, or the group key.')),
    },
    'A user or responsibility group someone may make responsible (boards, records).',
  ),
  LoginRequest: obj({ UserNameOrEmail: str(), Password: str() }, { required: ['UserNameOrEmail', 'Password'], closed: true }),
  SignOutResult: obj(
    { Revoked: bool('True when the access token was revoked; false for a service API key, which signing out does not revoke.') },
    { required: ['Revoked'] },
  ),
  ModuleState: obj({ Enabled: bool() }, { required: ['Enabled'] }),
  WorkspaceModules: obj(Object.fromEntries(moduleNames.map((module) => [module, ref('ModuleState')])), {
    required: moduleNames,
  }),
  WorkspaceUserProfile: obj(
    {
      AccessToken: str('Present only in the login result.'),
      UserId: str(),
      UserName: str('Login name.'),
      Email: nullable(str()),
      FirstName: nullable(str()),
      LastName: nullable(str()),
      DisplayName: str('Effective display name.'),
      Avatar: ref('Avatar'),
      UserType: ref('UserType'),
      WorkspaceName: str('Workspace slug.'),
      Locale: str('Workspace locale code.'),
      TimeZone: str('Time zone identifier.'),
      DateTimeFormat: str(),
      DateFormat: str(),
      TimeFormat: str(),
      RegionCode: str('Routing region code.'),
      OnboardingStatus: ref('OnboardingStatus'),
      Roles: arr(str(), 'Role names.'),
      Permissions: arr(str(), 'Permission keys.'),
      Modules: ref('WorkspaceModules'),
    },
    {
      required: [
        'UserId',
        'UserName',
        'DisplayName',
        'Avatar',
        'UserType',
        'WorkspaceName',
        'Locale',
        'TimeZone',
        'DateTimeFormat',
        'DateFormat',
        'TimeFormat',
        'OnboardingStatus',
        'Roles',
        'Permissions',
        'Modules',
      ],
      // The spec marks AccessToken required yet present only in the login result, so it is optional here.
      note: 'AccessToken is required in the login result and absent from the current-user result.',
    },
  ),
  SetRolePermissionsRequest: obj(
    { PermissionKeys: arr(str(), 'Normalized permission keys (trimmed, lower case).') },
    { required: ['PermissionKeys'], closed: true },
  ),
  PermissionDefinition: obj(
    { Key: str(), DisplayName: str(), Group: str(), Description: str() },
    { required: ['Key', 'DisplayName', 'Group', 'Description'] },
  ),
  PrincipalAllowedActions: obj(canUpdateDelete, { required: ['CanUpdate', 'CanDelete'] }),
  RoleAllowedActions: obj(
    {
      ...canUpdateDelete,
      CanGrant: bool('The caller may assign the role to users or take it away: they hold its permissions (and, for a built-in role, that role or a higher one).'),
      CanSetPermissions: bool('The caller may replace its permissions (Admin; never the built-in Admin role).'),
    },
    { required: ['CanUpdate', 'CanDelete', 'CanGrant', 'CanSetPermissions'] },
  ),
  User: obj(
    {
      Id: str(),
      UserName: str(),
      Email: nullable(str()),
      FirstName: nullable(str()),
      LastName: nullable(str()),
      DisplayName: str(),
      UserType: ref('UserType'),
      IsActive: bool(),
      Locale: nullable(str()),
      TimeZone: nullable(str()),
      RoleIds: arr(str()),
      Roles: arr(str(), 'Role names.'),
      ResponsibilityGroupIds: arr(str()),
      HasPassword: bool(),
      HasApiKey: bool(),
      Avatar: ref('Avatar'),
      ExtendedData: ref('ExtendedData'),
      AllowedActions: allowedActions('PrincipalAllowedActions'),
      ...audit,
    },
    {
      required: [
        'Id', 'UserName', 'Email', 'FirstName', 'LastName', 'DisplayName', 'UserType', 'IsActive', 'Locale',
        'TimeZone', 'RoleIds', 'Roles', 'ResponsibilityGroupIds', 'HasPassword', 'HasApiKey', 'Avatar',
        'ExtendedData', 'AllowedActions', 'CreatedAt', 'ModifiedAt', 'RowVersion',
      ],
    },
  ),
  UserCreate: obj(
    {
      Id: stableId(),
      ...userEditable,
      UserType: ref('UserType'),
      Password: { type: 'string', maxLength: 256, description: 'Initial local password, only for a WorkspaceUser; omit for passwordless provisioning.' },
    },
    { required: ['UserName', 'UserType'], closed: true },
  ),
  UserUpdate: obj({ ...userEditable, RowVersion: expectedRowVersion() }, { required: ['UserName', 'RowVersion'], closed: true }),
  UserPage: pageOf('User'),
  Role: obj(
    {
      Id: str(),
      Name: str(),
      Description: nullable(str()),
      IsSystem: bool('Built-in roles cannot be renamed or deleted.'),
      PermissionKeys: arr(str()),
      UserCount: int32(),
      ExtendedData: ref('ExtendedData'),
      AllowedActions: allowedActions('RoleAllowedActions'),
      ...audit,
    },
    {
      required: [
        'Id', 'Name', 'Description', 'IsSystem', 'PermissionKeys', 'UserCount', 'ExtendedData', 'AllowedActions', 'CreatedAt',
        'ModifiedAt', 'RowVersion',
      ],
    },
  ),
  RoleCreate: obj({ Id: stableId(), ...roleEditable }, { required: ['Name'], closed: true }),
  RoleUpdate: obj({ ...roleEditable, RowVersion: expectedRowVersion() }, { required: ['Name', 'RowVersion'], closed: true }),
  RolePage: pageOf('Role'),
  ResponsibilityGroup: obj(
    {
      Id: str(),
      Key: str(),
      Name: str(),
      Description: nullable(str()),
      MemberUserIds: arr(str()),
      MemberCount: int32(),
      ExtendedData: ref('ExtendedData'),
      AllowedActions: allowedActions('PrincipalAllowedActions'),
      ...audit,
    },
    {
      required: [
        'Id', 'Key', 'Name', 'Description', 'MemberUserIds', 'MemberCount', 'ExtendedData', 'AllowedActions', 'CreatedAt',
        'ModifiedAt', 'RowVersion',
      ],
    },
  ),
  ResponsibilityGroupCreate: obj({ Id: stableId(), ...groupEditable }, { required: ['Key', 'Name'], closed: true }),
  ResponsibilityGroupUpdate: obj(
    { ...groupEditable, RowVersion: expectedRowVersion() },
    { required: ['Key', 'Name', 'RowVersion'], closed: true },
  ),
  ResponsibilityGroupPage: pageOf('ResponsibilityGroup'),
}
