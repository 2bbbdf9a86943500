import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { FunctionJobStatus } from '@/api/enums'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { renderWithApp, flush } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import type { FunctionJob } from '../functionOperations.types'
import JobDetailView from './JobDetailView.vue'

let shown: FunctionJob
vi.mock('../api/jobs', () => ({ getJob: async () => shown, cancelJob: async () => shown }))
vi.mock('../api/runs', () => ({ listRunsPage: async () => ({ Items: [], Page: 1, PageSize: 50, TotalCount: 0, HasMore: false }) }))

function job(status: FunctionJob['Status'], attempts: number): FunctionJob {
  return { Id: 'job-1', FunctionId: 'fn-1', FunctionKey: 'import-legacy-orders', FunctionDisplayName: 'Import legacy orders', Status: status, AttemptCount: attempts, MaxAttempts: 3, Arguments: {} }
}

async function render(permissions: string[], value: FunctionJob) {
  shown = value
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: ['Operator'], Permissions: permissions })
  const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: { template: '<div />' } }])
  const { wrapper } = await renderWithApp(JobDetailView, { props: { jobId: 'job-1' }, routes })
  await flush()
  return wrapper
}

const buttons = (wrapper: Awaited<ReturnType<typeof render>>) => wrapper.findAll('button').map((button) => button.text())

describe('JobDetailView: running by hand', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('offers Retry for a failed job, Retry now for one waiting for its next attempt, and nothing for a completed one', async () => {
    const run = ['functions.operations.view', 'functions.operations.run']
    expect(buttons(await render(run, job(FunctionJobStatus.Failed, 3)))).toContain('Retry')
    expect(buttons(await render(run, job(FunctionJobStatus.Queued, 1)))).toContain('Retry now')
    const completed = buttons(await render(run, job(FunctionJobStatus.Completed, 1)))
    expect(completed.filter((text) => text.startsWith('Retry'))).toEqual([])
  })

  it('offers no retry without the permission to run functions by hand (the server would refuse it)', async () => {
    const wrapper = await render(['functions.operations.view', 'functions.operations.cancel'], job(FunctionJobStatus.Failed, 3))
    expect(wrapper.text()).toContain('Import legacy orders')
    expect(buttons(wrapper).filter((text) => text.startsWith('Retry'))).toEqual([])
  })
})
