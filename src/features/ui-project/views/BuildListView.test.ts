import { renderUiProject } from '@/test/ui-project/render'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BuildKind, BuildStatus } from '@/api'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import { makeBuild } from '@/test/ui-project/builds'
import BuildListView from './BuildListView.vue'

const listBuilds = vi.fn(async (query: { page: number; pageSize: number; kind?: number; status?: number }) => ({
  Items: [makeBuild({ Kind: BuildKind.Check, BuildNumber: 12 }), makeBuild({ Id: 'bld-0', BuildNumber: 11, Status: BuildStatus.Succeeded, CompletedAt: '2026-11-28T10:01:13Z' })],
  TotalCount: 2,
  Page: query.page,
  PageSize: query.pageSize,
}))
vi.mock('../api/uiProject', () => ({
  listBuilds: (query: { page: number; pageSize: number }) => listBuilds(query),
  getProject: async () => ({ WorkingRevisionId: 'rev-3' }),
}))

const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: { template: '<div />' } }])

async function render(path: string, roles = ['Configurator'], permissions = ['uiproject.view', 'uiproject.build']) {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: roles, Permissions: permissions })
  const rendered = await renderUiProject(BuildListView, { routes, initialPath: path })
  await flush()
  return rendered
}

describe('BuildListView', { timeout: 20_000 }, () => {
  afterEach(() => vi.clearAllMocks())

  it('reads kind, status and page from the URL and shows each build with its progress', async () => {
    const { wrapper } = await render('/ui-project/builds?kind=Check&status=Running&page=2')
    expect(listBuilds).toHaveBeenCalledWith({ page: 2, pageSize: 25, kind: BuildKind.Check, status: BuildStatus.Running })
    const rows = wrapper.findAll('tbody tr')
    expect(rows[0]?.text()).toContain('#12')
    expect(rows[0]?.text()).toContain('Check')
    expect(rows[0]?.text()).toContain('42 % · Type-checking with TypeScript (vue-tsc)…')
    expect(rows[0]?.find('a').attributes('href')).toBe('/ui-project/builds/bld-1')
    expect(rows[1]?.text()).toContain('1 min 12 s')
    expect(wrapper.find('[data-testid="start-build"]').exists()).toBe(true)
  })

  it('hides Run check and Build from someone who may not build', async () => {
    const { wrapper } = await render('/ui-project/builds', ['Operator'], ['uiproject.view', 'uiproject.publish'])
    expect(wrapper.findAll('tbody tr')).toHaveLength(2)
    expect(wrapper.find('[data-testid="start-build"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="start-check"]').exists()).toBe(false)
  })
})
