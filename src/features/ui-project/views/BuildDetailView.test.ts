import { renderUiProject } from '@/test/ui-project/render'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BuildFailureCategory, BuildKind, BuildStage, BuildStatus, IssueSeverity } from '@/api'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import type { UiProjectBuild, UiProjectBuildLog } from '../api/uiProject.types'
import { makeBuild } from '@/test/ui-project/builds'
import BuildDetailView from './BuildDetailView.vue'

const answers: UiProjectBuild[] = []
const getBuild = vi.fn(async (): Promise<UiProjectBuild> => (answers.length > 1 ? answers.shift() : answers[0]) ?? makeBuild())
const getBuildLog = vi.fn(async (buildId: string, stage: number, offset: number): Promise<UiProjectBuildLog> => ({ BuildId: buildId, Stage: stage as UiProjectBuildLog['Stage'], Offset: offset, Lines: ['vue-tsc --noEmit'], TotalLines: 1, Truncated: false }))
const startBuild = vi.fn(async (kind: number) => makeBuild({ Id: 'bld-2', BuildNumber: 8, Kind: kind as UiProjectBuild['Kind'] }))
vi.mock('../api/uiProject', () => ({
  getBuild: () => getBuild(),
  getBuildLog: (buildId: string, stage: number, offset: number) => getBuildLog(buildId, stage, offset),
  cancelBuild: async () => makeBuild({ Status: BuildStatus.Cancelled }),
  startBuild: (kind: number) => startBuild(kind),
}))

const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: { template: '<div />' } }])

async function render(builds: UiProjectBuild[], permissions = ['uiproject.view', 'uiproject.build'], roles = ['Configurator']) {
  answers.splice(0, answers.length, ...builds)
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: roles, Permissions: permissions })
  const rendered = await renderUiProject(BuildDetailView, { props: { buildId: 'bld-1' }, routes, initialPath: '/ui-project/builds/bld-1' })
  await flush()
  return rendered
}

const buttonLabels = () => [...document.querySelectorAll('button')].map((button) => button.textContent?.trim())

describe('BuildDetailView', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.clearAllMocks()
  })

  it('shows each stage with its state, and the running one with its message and progress', async () => {
    const { wrapper } = await render([makeBuild()])
    const steps = wrapper.findAll('[data-testid="stage-timeline"] li')
    expect(steps.map((step) => [step.attributes('data-state'), step.text().split(/Done|Running|Waiting/)[0]?.trim()])).toEqual([
      ['done', 'Preparing'],
      ['done', 'Restoring'],
      ['done', 'Generating'],
      ['current', 'Type-check'],
      ['pending', 'Lint'],
      ['pending', 'Bundle'],
      ['pending', 'Publishing'],
      ['pending', 'Finalizing'],
      ['pending', 'Completed'],
    ])
    expect(steps[1]?.text()).toContain('2 s')
    expect(wrapper.get('[data-testid="build-progress"]').text()).toContain('42 % · Type-checking with TypeScript (vue-tsc)…')
    expect(wrapper.text()).toContain('Build #7')
    // The running stage's log is open.
    expect(getBuildLog).toHaveBeenCalledWith('bld-1', BuildStage.Compiling, 0)
  })

  it('polls while the build runs and stops once it is terminal', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const done = makeBuild({ Status: BuildStatus.Succeeded, Stage: BuildStage.Completed, ProgressPercent: 100, CompletedAt: '2026-11-28T10:01:00Z', ArtifactId: 'art-7' })
    const { wrapper } = await render([makeBuild(), done])
    expect(getBuild).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1500)
    await flush()
    expect(getBuild).toHaveBeenCalledTimes(2)
    expect(wrapper.get('[data-testid="build-status"]').text()).toBe('Succeeded')
    vi.advanceTimersByTime(10_000)
    await flush()
    expect(getBuild).toHaveBeenCalledTimes(2)
    expect(wrapper.find('[data-testid="build-artifact-link"]').attributes('href')).toBe('/ui-project/artifacts/art-7')
  })

  it('explains a failure and links each diagnostic to its file, line and column in the source editor', async () => {
    const failed = makeBuild({
      Kind: BuildKind.Check,
      Status: BuildStatus.Failed,
      CompletedAt: '2026-11-28T10:00:09Z',
      Failure: { ReasonCode: 'uiProject.build.typeErrors', Category: 2, Retryable: false },
      ErrorSummary: 'The type-check found 1 error.',
      Diagnostics: [
        { File: 'src/pages/Home.vue', Line: 12, Column: 5, Severity: IssueSeverity.Error, Source: 'typescript', Code: 'TS2322', Message: "Type 'string' is not assignable to type 'number'." },
        { File: null, Line: null, Column: null, Severity: IssueSeverity.Warning, Source: 'project', Code: null, Message: 'workspace.json names no locales.' },
      ],
    })
    const { wrapper } = await render([failed])
    expect(wrapper.get('[data-testid="build-failure"]').text()).toContain('The type-check found errors.')
    expect(wrapper.get('[data-testid="build-failure"]').text()).toContain('Compilation')
    expect(wrapper.get('[data-testid="build-failure-category-help"]').text()).toContain('the diagnostics show where')
    const link = wrapper.get('[data-testid="diagnostic-link"]')
    expect(link.attributes('href')).toBe('/ui-project/source?path=src%2Fpages%2FHome.vue&line=12&column=5')
    expect(link.text()).toBe('Line 12:5')
    expect(wrapper.get('[data-testid="build-diagnostics"]').text()).toContain('workspace.json names no locales.')
    expect(wrapper.find('[data-testid="stage-timeline"] li[data-state="failed"]').text()).toContain('Type-check')
    // Errors in the revision itself: trying the same revision again will not help, so no Retry.
    expect(buttonLabels()).not.toContain('Retry')
    expect(buttonLabels()).not.toContain('Cancel check')
  })

  it('offers Cancel to someone who may build', async () => {
    await render([makeBuild()])
    expect(document.querySelector('[data-testid="build-cancel"]')).not.toBeNull()
  })

  it('hides Cancel without the Build permission or without an administrator role (the server would refuse)', async () => {
    await render([makeBuild()], ['uiproject.view', 'uiproject.publish'], ['Operator'])
    expect(document.querySelector('[data-testid="build-cancel"]')).toBeNull()
    await render([makeBuild()], ['uiproject.view', 'uiproject.build'], ['Operator'])
    expect(document.querySelector('[data-testid="build-cancel"]')).toBeNull()
  }, 15_000)

  it('hides Retry from someone who may only look', async () => {
    await render([makeBuild({ Status: BuildStatus.Failed })], ['uiproject.view'], ['Auditor'])
    expect(document.querySelector('[data-testid="build-retry"]')).toBeNull()
    expect(document.body.textContent).toContain('Build #7')
  })

  it('offers Retry after a failure trying again may help, not beside one it will not', async () => {
    const failure = (Retryable: boolean) => ({ ReasonCode: 'uiProject.build.timedOut', Category: BuildFailureCategory.Timeout, Retryable })
    const retryable = await render([makeBuild({ Status: BuildStatus.Failed, CompletedAt: '2026-11-28T10:00:09Z', Failure: failure(true) })])
    expect(retryable.wrapper.find('[data-testid="build-retry"]').exists()).toBe(true)
    retryable.wrapper.unmount()
    const final = await render([makeBuild({ Status: BuildStatus.Failed, CompletedAt: '2026-11-28T10:00:09Z', Failure: failure(false) })])
    expect(final.wrapper.find('[data-testid="build-retry"]').exists()).toBe(false)
    expect(final.wrapper.text()).toContain('Will not help until the cause is fixed')
  }, 15_000)

  it('says what to do about a failure, what it is about and its SQLSTATE, when the server names them', async () => {
    const failure = { ReasonCode: 'uiProject.build.toolchainMissing', Category: BuildFailureCategory.Dependency, Retryable: false, SqlState: '57P01', TargetKind: 'Toolchain', TargetId: 'mono-mcs', RemediationCode: 'netOperationProject.remediation.installMono' }
    const { wrapper } = await render([makeBuild({ Status: BuildStatus.Failed, CompletedAt: '2026-11-28T10:00:09Z', Failure: failure })])
    const panel = wrapper.get('[data-testid="build-failure"]')
    expect(wrapper.get('[data-testid="build-failure-remedy"]').text()).toContain('apt-get install mono-mcs mono-runtime')
    expect(panel.text()).toContain('Toolchain mono-mcs')
    expect(panel.text()).toContain('57P01')
    expect(wrapper.get('[data-testid="build-failure-category-help"]').text()).toContain('not installed on the server')
  })

  it('starts a retry of the same kind and revision and opens it', async () => {
    const { router } = await render([makeBuild({ Kind: BuildKind.Check, Status: BuildStatus.Cancelled, CompletedAt: '2026-11-28T10:00:09Z' })])
    ;(document.querySelector('[data-testid="build-retry"]') as HTMLButtonElement).click()
    await flush()
    expect(startBuild).toHaveBeenCalledWith(BuildKind.Check)
    expect(router?.currentRoute.value.fullPath).toBe('/ui-project/builds/bld-2')
  })
})
