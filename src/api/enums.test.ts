import { describe, expect, it } from 'vitest'
import { SortDirection, UserType, UserTypeLabels, enumName, type Schemas } from '@/api'

describe('enums', () => {
  it('names the numbers of the contract enumerations', () => {
    expect(UserType).toEqual({ WorkspaceUser: 0, ServiceUser: 1, SystemUser: 2 })
    expect(SortDirection.Descending).toBe(1)
    expect(UserTypeLabels[UserType.ServiceUser]).toBe('Service user')
  })

  it('fits the generated schema types', () => {
    const type: Schemas['User']['UserType'] = UserType.SystemUser
    expect(enumName(UserType, type)).toBe('SystemUser')
    expect(enumName(UserType, 7)).toBeUndefined()
  })
})
