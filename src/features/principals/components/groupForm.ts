import type { ResponsibilityGroup, ResponsibilityGroupCreate, ResponsibilityGroupUpdate } from '../api/principals.types'

export interface GroupFormValues extends Record<string, unknown> {
  Id: string
  Key: string
  Name: string
  Description: string
  MemberUserIds: string[]
  ExtendedData: Record<string, string>
}

export const GROUP_KEY_PATTERN = /^[a-z][a-z0-9_.-]{0,63}$/

export function groupToValues(group: ResponsibilityGroup | null): GroupFormValues {
  return {
    Id: group?.Id ?? '',
    Key: group?.Key ?? '',
    Name: group?.Name ?? '',
    Description: group?.Description ?? '',
    MemberUserIds: [...(group?.MemberUserIds ?? [])],
    ExtendedData: { ...(group?.ExtendedData ?? {}) },
  }
}

function members(values: GroupFormValues) {
  return {
    Key: values.Key.trim(),
    Name: values.Name.trim(),
    Description: values.Description.trim() || null,
    MemberUserIds: values.MemberUserIds,
    ExtendedData: values.ExtendedData,
  }
}

export function toGroupCreate(values: GroupFormValues): ResponsibilityGroupCreate {
  return { ...members(values), ...(values.Id.trim() ? { Id: values.Id.trim() } : {}) }
}

export function toGroupUpdate(values: GroupFormValues, rowVersion: string): ResponsibilityGroupUpdate {
  return { ...members(values), RowVersion: rowVersion }
}
