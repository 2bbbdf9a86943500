import { describe, expect, it, vi, beforeEach } from 'vitest'
import { renderWithApp, flush } from '@/test/render'
import { useSessionStore } from '@/app/session'
import { makeProfile } from '@/test/profiles'
import type { PermissionDefinition, Role } from '../api/principals.types'
import RoleEditView from './RoleEditView.vue'
import { withAppRouteStubs } from '@/test/appRouteStubs'

const operator: Role = {
  Id: 'role-operator',
  Name: 'Operator',
  Description: 'Watches function operations.',
  IsSystem: true,
  PermissionKeys: ['functions.operations.view'],
  UserCount: 3,
  ExtendedData: {},
  CreatedAt: '2026-01-01T10:00:00Z',
  ModifiedAt: '2026-01-01T10:00:00Z',
  RowVersion: '00000000-0000-0000-0000-000000000001',
} as Role

const catalog: PermissionDefinition[] = [
  { Key: 'functions.operations.view', DisplayName: 'View function operations', Group: 'Functions', Description: 'See runs.' },
  { Key: 'functions.operations.cancel', DisplayName: 'Cancel function operations', Group: 'Functions', Description: 'Cancel runs.' },
]

// Plain stubs (not vi.fn) that record calls: each test sets what the role looks like and who looks.
let current: Role = operator
let viewer: 'Admin' | 'Configurator' = 'Admin'
/** What the server answers in AllowedActions: an Admin does everything; a Configurator edits custom roles only. */
function asSeen(role: Role): Role {
  const admin = viewer === 'Admin'
  return {
    ...role,
    AllowedActions: {
      CanUpdate: admin || !role.IsSystem,
      CanDelete: admin && !role.IsSystem,
      CanGrant: true,
      CanSetPermissions: admin && !(role.IsSystem && role.Name === 'Admin'),
    },
  }
}
const calls: { op: string; args: unknown[] }[] = []
vi.mock('../api/roles', () => ({
  getRole: async () => asSeen(current),
  listPermissions: async () => catalog,
  listRoles: async () => ({ Items: [], Page: 1, PageSize: 25, TotalCount: 0, HasMore: false }),
  listAllRoles: async () => ({ Items: [], Page: 1, PageSize: 200, TotalCount: 0, HasMore: false }),
  updateRole: async (...args: unknown[]) => {
    calls.push({ op: 'updateRole', args })
    return asSeen(current)
  },
  createRole: async (...args: unknown[]) => {
    calls.push({ op: 'createRole', args })
    return asSeen(current)
  },
  deleteRole: async () => 'x',
  setRolePermissions: async (roleId: string, keys: string[]) => {
    calls.push({ op: 'setRolePermissions', args: [roleId, keys] })
    current = { ...current, PermissionKeys: keys, RowVersion: '00000000-0000-0000-0000-000000000002' }
    return keys
  },
}))

function signInAs(role: 'Admin' | 'Configurator'): void {
  viewer = role
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: [role] })
}

async function render() {
  const { wrapper } = await renderWithApp(RoleEditView, {
    props: { roleId: 'role-operator' },
    routes: withAppRouteStubs([
      { path: '/principals/roles/:roleId', component: RoleEditView, props: true },
      { path: '/principals/roles', component: RoleEditView },
    ]),
    initialPath: '/principals/roles/role-operator',
  })
  await flush()
  return wrapper
}

describe('RoleEditView', () => {
  beforeEach(() => {
    current = operator
    calls.length = 0
    signInAs('Admin')
  })

  it('shows a built-in role as protected: name locked, no delete', async () => {
    const wrapper = await render()
    expect(wrapper.text()).toContain('Built-in role')
    const name = wrapper.findAll('input').find((input) => (input.element as HTMLInputElement).value === 'Operator')
    expect(name?.attributes('disabled')).toBeDefined()
    expect(wrapper.findAll('button').some((b) => b.text() === 'Delete')).toBe(false)
  })

  it('saves a permission change through the role permissions operation only', async () => {
    const wrapper = await render()
    const cancel = wrapper.findAll('.v-checkbox').find((c) => c.text().includes('Cancel function operations'))
    await cancel?.get('input').setValue(true)
    const save = wrapper.findAll('button').find((b) => b.text() === 'Save')
    expect(save?.attributes('disabled')).toBeUndefined()
    await save?.trigger('click')
    await flush()
    expect(calls).toEqual([
      { op: 'setRolePermissions', args: ['role-operator', ['functions.operations.view', 'functions.operations.cancel']] },
    ])
    expect(wrapper.findAll('button').find((b) => b.text() === 'Save')?.attributes('disabled')).toBeDefined()
  })

  it('shows a built-in role to a Configurator as view only, without save or permission changes', async () => {
    signInAs('Configurator')
    const wrapper = await render()
    expect(wrapper.get('[data-testid="read-only-notice"]').text()).toContain('Only an Admin can change a built-in role.')
    expect(wrapper.findAll('button').some((b) => ['Save', 'Delete', 'Discard'].includes(b.text()))).toBe(false)
    const inputs = wrapper.findAll('input, textarea')
    expect(inputs.length).toBeGreaterThan(0)
    expect(inputs.every((input) => input.attributes('disabled') !== undefined)).toBe(true)
  })

  it('lets a Configurator edit a custom role but not its permissions', async () => {
    signInAs('Configurator')
    current = { ...operator, Id: 'role-dispatcher', Name: 'Dispatcher', IsSystem: false }
    const wrapper = await render()
    expect(wrapper.find('[data-testid="read-only-notice"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="permissions-admin-only"]').text()).toBe('Only an Admin can change what a role may do.')
    const checkboxes = wrapper.findAll('.v-checkbox input')
    expect(checkboxes.every((input) => input.attributes('disabled') !== undefined)).toBe(true)
    const description = wrapper.get('textarea')
    expect(description.attributes('disabled')).toBeUndefined()
  })

  it('shows the built-in Admin role with its permissions fixed, even to an Admin', async () => {
    current = { ...operator, Id: 'role-admin', Name: 'Admin' }
    const wrapper = await render()
    expect(wrapper.get('[data-testid="permissions-admin-only"]').text()).toBe(
      'The built-in Admin role always holds every permission, so the workspace can never lock itself out.',
    )
    expect(wrapper.findAll('.v-checkbox input').every((input) => input.attributes('disabled') !== undefined)).toBe(true)
  })
})
