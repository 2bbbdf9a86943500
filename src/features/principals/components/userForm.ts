import { UserType } from '@/api'
import type { User, UserCreate, UserUpdate } from '../api/principals.types'

/** What the user form edits; text members use '' for "not set". */
export interface UserFormValues extends Record<string, unknown> {
  Id: string
  UserName: string
  Email: string
  FirstName: string
  LastName: string
  UserType: UserType
  IsActive: boolean
  Locale: string
  TimeZone: string
  RoleIds: string[]
  ResponsibilityGroupIds: string[]
  ExtendedData: Record<string, string>
  Password: string
  Passwordless: boolean
}

export function userToValues(user: User | null): UserFormValues {
  return {
    Id: user?.Id ?? '',
    UserName: user?.UserName ?? '',
    Email: user?.Email ?? '',
    FirstName: user?.FirstName ?? '',
    LastName: user?.LastName ?? '',
    UserType: user?.UserType ?? UserType.WorkspaceUser,
    IsActive: user?.IsActive ?? true,
    Locale: user?.Locale ?? '',
    TimeZone: user?.TimeZone ?? '',
    RoleIds: [...(user?.RoleIds ?? [])],
    ResponsibilityGroupIds: [...(user?.ResponsibilityGroupIds ?? [])],
    ExtendedData: { ...(user?.ExtendedData ?? {}) },
    Password: '',
    Passwordless: false,
  }
}

const orNull = (text: string): string | null => (text.trim() ? text.trim() : null)

function commonMembers(values: UserFormValues) {
  return {
    UserName: values.UserName.trim(),
    Email: orNull(values.Email),
    FirstName: orNull(values.FirstName),
    LastName: orNull(values.LastName),
    IsActive: values.IsActive,
    Locale: orNull(values.Locale),
    TimeZone: orNull(values.TimeZone),
    RoleIds: values.RoleIds,
    ResponsibilityGroupIds: values.ResponsibilityGroupIds,
    ExtendedData: values.ExtendedData,
  }
}

/** Only a WorkspaceUser may get an initial password; leaving it out provisions without one. */
export function canHavePassword(values: Pick<UserFormValues, 'UserType'>): boolean {
  return values.UserType === UserType.WorkspaceUser
}

export function toUserCreate(values: UserFormValues): UserCreate {
  const withPassword = canHavePassword(values) && !values.Passwordless && values.Password !== ''
  return {
    ...commonMembers(values),
    UserType: values.UserType,
    ...(values.Id.trim() ? { Id: values.Id.trim() } : {}),
    ...(withPassword ? { Password: values.Password } : {}),
  }
}

export function toUserUpdate(values: UserFormValues, rowVersion: string): UserUpdate {
  return { ...commonMembers(values), RowVersion: rowVersion }
}
