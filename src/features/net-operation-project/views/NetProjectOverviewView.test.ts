import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { makeNetArtifact, makeNetProject, renderNetProject } from '@/test/net-operation-project'
import { makeProfile } from '@/test/profiles'
import { flush } from '@/test/render'
import type { NetArtifact, NetProject } from '../api/netProject'
import NetProjectOverviewView from './NetProjectOverviewView.vue'

let project: NetProject
let artifacts: NetArtifact[]
vi.mock('../api/netProject', () => ({
  getProject: async () => project,
  listArtifacts: async () => artifacts,
  getRevision: async () => ({ Id: 'rev-2', Number: 2, Message: 'Say who looks after the project', AuthorDisplayName: 'Conrad Config', FileCount: 4, CreatedAt: '2026-11-30T09:00:00Z' }),
  listBuilds: async () => ({ Items: [], TotalCount: 0, Page: 1, PageSize: 5 }),
}))

const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: { template: '<div />' } }])

async function render(permissions = ['netproject.view', 'netproject.build', 'netproject.publish']) {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: ['Configurator'], Permissions: permissions })
  const rendered = await renderNetProject(NetProjectOverviewView, { routes, initialPath: '/net-operation-project' })
  await flush()
  return rendered
}

describe('NetProjectOverviewView', { timeout: 20_000 }, () => {
  afterEach(() => vi.clearAllMocks())

  it('says how to install Mono when the toolchain is missing, and nothing runs without an active artifact', async () => {
    project = makeNetProject({ Toolchain: { Available: false, CompilerVersion: null, RemediationCode: 'netOperationProject.remediation.installMono' } })
    artifacts = []
    const { wrapper } = await render()
    expect(wrapper.get('[data-testid="net-toolchain-missing"]').text()).toContain('apt-get install mono-mcs mono-runtime')
    expect(wrapper.get('[data-testid="net-active-card"]').text()).toContain("No artifact is active: the project's functions do not run.")
    expect(wrapper.find('[data-testid="net-rebuild-required"]').exists()).toBe(false)
  })

  it('names the active artifact\'s functions, each linked to its function, and says when the schema moved on', async () => {
    project = makeNetProject({ ActiveArtifactId: 'art-1', ActiveSchemaContractHash: 'd'.repeat(64), RebuildRequired: true })
    artifacts = [makeNetArtifact({ IsActive: true, Status: 2 })]
    const { wrapper } = await render()
    expect(wrapper.get('[data-testid="net-rebuild-required"]').text()).toContain('Build again and activate the new artifact')
    const functions = wrapper.get('[data-testid="artifact-functions"]')
    expect(functions.text()).toContain('Greet a customer')
    expect(functions.text()).toContain('on create of customers')
    expect(functions.findAll('a').map((link) => link.attributes('href'))).toEqual(['/function-operations/functions/fn-greet-customer', '/function-operations/functions/fn-tidy-new-customer'])
    expect(wrapper.find('[data-testid="net-deactivate"]').exists()).toBe(true)
  })

  it('offers no lifecycle to someone who may not publish', async () => {
    project = makeNetProject({ ActiveArtifactId: 'art-1' })
    artifacts = [makeNetArtifact({ IsActive: true, Status: 2 })]
    const { wrapper } = await render(['netproject.view'])
    expect(wrapper.find('[data-testid="net-deactivate"]').exists()).toBe(false)
  })
})
