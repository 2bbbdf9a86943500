import { describe, expect, it, vi, beforeEach } from 'vitest'
import { ApiError } from '@/api'
import { renderWithApp, flush } from '@/test/render'
import { useSessionStore } from '@/app/session'
import { makeProfile } from '@/test/profiles'
import type { Page, User } from '../principals.types'
import UsersListView from './UsersListView.vue'
import { withAppRouteStubs } from '@/test/appRouteStubs'

// A plain stub, not vi.fn: the list answers differently per test and records what it was asked.
let answer: () => Promise<Page<User>> = () => new Promise(() => undefined)
const listCalls: unknown[] = []
vi.mock('../api/users', () => ({
  listUsers: (params: unknown) => {
    listCalls.push(params)
    return answer()
  },
  deleteUser: vi.fn(),
  searchUsers: vi.fn(),
  getUser: vi.fn(),
}))

function user(overrides: Partial<User>): User {
  return {
    Id: 'u1',
    UserName: 'anna',
    Email: 'anna@example.test',
    FirstName: 'Anna',
    LastName: 'Berg',
    DisplayName: 'Anna Berg',
    UserType: 0,
    IsActive: true,
    Locale: null,
    TimeZone: null,
    RoleIds: ['r1'],
    Roles: ['Operator'],
    ResponsibilityGroupIds: [],
    HasPassword: true,
    HasApiKey: false,
    Avatar: { Initials: 'AB', BackgroundColor: '#123456', TextColor: '#ffffff' },
    ExtendedData: {},
    AllowedActions: { CanUpdate: true, CanDelete: true },
    CreatedAt: '2026-01-01T10:00:00Z',
    ModifiedAt: '2026-01-02T10:00:00Z',
    RowVersion: '00000000-0000-0000-0000-000000000001',
    ...overrides,
  } as User
}

function page(items: User[]): Page<User> {
  return { Items: items, Page: 1, PageSize: 25, TotalCount: items.length, HasMore: false }
}

async function render(path = '/principals/users') {
  return renderWithApp(UsersListView, {
    routes: withAppRouteStubs([
      { path: '/principals/users', component: UsersListView },
      { path: '/principals/users/:id', component: { template: '<div />' } },
    ]),
    initialPath: path,
  })
}

describe('UsersListView', () => {
  beforeEach(() => (listCalls.length = 0))

  it('shows a loading state, then the users of the page', async () => {
    let resolve!: (value: Page<User>) => void
    answer = () => new Promise((r) => (resolve = r))
    const { wrapper } = await render()
    expect(wrapper.find('[aria-busy="true"]').exists()).toBe(true)

    resolve(page([user({}), user({ Id: 'u2', UserName: 'ben', DisplayName: 'Ben Kurz', Roles: ['Admin'] })]))
    await flush()
    expect(wrapper.find('[aria-busy="true"]').exists()).toBe(false)
    const rows = wrapper.findAll('tbody tr')
    expect(rows).toHaveLength(2)
    expect(rows[0]?.text()).toContain('anna')
    expect(rows[0]?.text()).toContain('Operator')
    expect(rows[1]?.text()).toContain('Ben Kurz')
  })

  it('asks the server for the page, sort and search of the URL', async () => {
    answer = async () => page([])
    await render('/principals/users?page=2&size=50&sort=-Email&q=ann')
    await flush()
    expect(listCalls).toEqual([{ page: 2, pageSize: 50, search: 'ann', sortField: 'Email', descending: true }])
  })

  it('shows the empty state when there are no users at all', async () => {
    answer = async () => page([])
    const { wrapper } = await render()
    await flush()
    expect(wrapper.text()).toContain('No users yet')
  })

  it('says that nothing matches a search instead of the empty state', async () => {
    answer = async () => page([])
    const { wrapper } = await render('/principals/users?q=zzz')
    await flush()
    expect(wrapper.text()).not.toContain('No users yet')
    expect(wrapper.text()).toContain('Nothing matches “zzz”')
  })

  it('names the missing roles on a 403', async () => {
    const forbiddenError = new ApiError({
      kind: 'problem',
      status: 403,
      problem: { status: 403, title: 'Forbidden', requiredRoles: ['Admin', 'Configurator'], requiredPermissions: [], raw: {} },
    })
    answer = () => Promise.reject(forbiddenError)
    const { wrapper } = await render()
    await flush()
    const forbidden = wrapper.get('[data-testid="page-forbidden"]')
    expect(forbidden.text()).toContain('Admin')
    expect(forbidden.text()).toContain('Configurator')
    expect(wrapper.findAll('tbody tr')).toHaveLength(0)
  })

  it('offers delete only on the rows the server allows, and New only with principals.manage', async () => {
    answer = async () => page([
      user({}),
      user({ Id: 'u2', UserName: 'ben', DisplayName: 'Ben Kurz', Roles: ['Admin'], AllowedActions: { CanUpdate: false, CanDelete: false } }),
    ])
    const session = useSessionStore()
    session.token = 'token'
    session.profile = makeProfile({ Roles: ['Configurator'], Permissions: ['principals.manage'] })
    const { wrapper } = await render()
    await flush()
    expect(wrapper.find('[aria-label="Delete user anna"]').exists()).toBe(true)
    expect(wrapper.find('[aria-label="Delete user ben"]').exists()).toBe(false)
    expect(wrapper.findAll('a').some((link) => link.text() === 'New user')).toBe(true)

    session.profile = makeProfile({ Roles: ['Configurator'], Permissions: ['entities.configure'] })
    const { wrapper: readOnly } = await render()
    await flush()
    expect(readOnly.findAll('a').some((link) => link.text() === 'New user')).toBe(false)
  })
})
