import { expect, type Locator, type Page, type Response } from '@playwright/test'

import { uiProjectRoots, type ProjectRoots } from './UiProjectSourcePage'

export type BuildKindName = 'check' | 'build'
export type BuildStatusName = 'Queued' | 'Running' | 'Succeeded' | 'Failed' | 'Cancelled'

/** What the build page showed after one of its polls: the server's numbers and the page's words. */
export interface BuildObservation {
  status: number
  stage: number
  progressPercent: number
  stageMessageKey: string | null
}

const terminal = new Set([2, 3, 4])
const isBuildRead = (response: Response, builds: string, buildId: string) =>
  response.request().method() === 'GET' && new URL(response.url()).pathname === `${builds}/${buildId}`

/**
 * The UI project's checks and builds: the overview's and the list's "Run check" / "Build", the
 * list (/ui-project/builds, kind and status in the URL) and one build (/ui-project/builds/:id, the
 * stage whose log is open in `?stage=`): status, progress, stage timeline, failure, log, diagnostics,
 * Cancel and Retry.
 */
export class UiProjectBuildsPage {
  readonly table: Locator
  readonly heading: Locator
  readonly timeline: Locator
  readonly progress: Locator
  readonly failure: Locator
  readonly diagnostics: Locator
  readonly log: Locator
  readonly logRange: Locator
  readonly facts: Locator

  private readonly builds: string

  constructor(
    readonly page: Page,
    readonly roots: ProjectRoots = uiProjectRoots,
  ) {
    this.builds = `${roots.api}/builds`
    this.table = page.getByRole('table', { name: 'Builds and checks' })
    this.heading = page.getByRole('heading', { level: 1 })
    this.timeline = page.getByTestId('stage-timeline')
    this.progress = page.getByTestId('build-progress')
    this.failure = page.getByTestId('build-failure')
    this.diagnostics = page.getByTestId('build-diagnostics')
    this.log = page.getByTestId('build-log')
    this.logRange = page.getByTestId('log-range')
    this.facts = page.getByTestId('build-facts')
  }

  /** The list, with `query` as in the app's URL (e.g. `kind=Check&status=Failed`); waits for its page. */
  async goto(query = ''): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === this.builds),
      this.page.goto(`${this.roots.app}/builds${query ? `?${query}` : ''}`),
    ])
    return response
  }

  /** One build (optionally with the log of `stage` open, by its BuildStage name). */
  async gotoBuild(buildId: string, stage?: string): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => isBuildRead(r, this.builds, buildId)),
      this.page.goto(`${this.roots.app}/builds/${buildId}${stage ? `?stage=${stage}` : ''}`),
    ])
    return response
  }

  /** The list's rows that show a build (each links to it). */
  rows(): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('link') })
  }

  /**
   * Presses "Run check" or "Build" where the page offers them (overview, builds list) and waits for
   * the queued build and for its page; answers the new build's id.
   */
  async start(kind: BuildKindName): Promise<string> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === this.builds),
      this.page.getByTestId(kind === 'check' ? 'start-check' : 'start-build').first().click(),
    ])
    expect(response.status(), await response.text()).toBe(200)
    const buildId = ((await response.json()) as { Data: { Id: string } }).Data.Id
    await this.page.waitForURL((url) => url.pathname === `${this.roots.app}/builds/${buildId}`)
    await expect(this.timeline).toBeVisible()
    return buildId
  }

  /** The status chip beside the title. */
  status(): Locator {
    return this.page.locator('.app-page__actions').getByTestId('build-status')
  }

  /** One stage of the timeline by its name as shown ("Type-check", "Lint", "Bundle", ...). */
  stage(name: string): Locator {
    return this.timeline.locator('li').filter({ has: this.page.getByRole('button', { name: new RegExp(`^${name}\\b`) }) })
  }

  /** The stage marked as the one running now. */
  currentStage(): Locator {
    return this.timeline.locator('li[aria-current="step"]')
  }

  /**
   * Waits, poll by poll, until the open build is terminal, recording each distinct stage and
   * progress the page received on the way (the page polls while the build is queued or running).
   * Answers the final status as the page shows it and what was observed.
   */
  async waitForTerminal(buildId: string, options: { timeout?: number } = {}): Promise<{ status: string; observed: BuildObservation[] }> {
    const deadline = Date.now() + (options.timeout ?? 240_000)
    const observed: BuildObservation[] = []
    for (;;) {
      const response = await this.page.waitForResponse((r) => isBuildRead(r, this.builds, buildId), { timeout: Math.max(1, deadline - Date.now()) })
      const build = ((await response.json()) as { Data: { Status: number; Stage: number; ProgressPercent: number; StageMessageKey: string | null } }).Data
      const last = observed[observed.length - 1]
      const now = { status: build.Status, stage: build.Stage, progressPercent: build.ProgressPercent, stageMessageKey: build.StageMessageKey }
      if (!last || last.status !== now.status || last.stage !== now.stage || last.progressPercent !== now.progressPercent) observed.push(now)
      if (terminal.has(build.Status)) break
    }
    await expect(this.status()).toHaveText(/Succeeded|Failed|Cancelled/)
    return { status: (await this.status().innerText()).trim(), observed }
  }

  /** Opens the log of a stage from the timeline (the URL then names it). */
  async openStage(name: string): Promise<void> {
    await this.stage(name).getByRole('button').click()
    await expect(this.log.getByRole('heading', { name: `Log: ${name}` })).toBeVisible()
  }

  /** The log lines shown (virtualised: only those in view). */
  logLines(): Locator {
    return this.log.locator('.build-log__line')
  }

  /**
   * A diagnostic's link to the source editor, by file, the position it shows ("12:5") and, when
   * several share a position, a part of its message.
   */
  diagnosticLink(file: string, position?: string, message?: string): Locator {
    let items = this.diagnostics.locator('.diagnostics__group').filter({ hasText: file }).getByRole('listitem')
    if (position) items = items.filter({ has: this.page.getByTestId('diagnostic-link').filter({ hasText: `Line ${position}` }) })
    if (message) items = items.filter({ hasText: message })
    return items.first().getByTestId('diagnostic-link')
  }

  /** Follows a diagnostic to the source editor and checks that it opened at the file, line and column. */
  async openDiagnostic(file: string, line: number, column?: number, message?: string): Promise<void> {
    await this.diagnosticLink(file, column ? `${line}:${column}` : String(line), message).click()
    await this.page.waitForURL((url) => {
      const query = url.searchParams
      return url.pathname === `${this.roots.app}/source` && query.get('path') === file && query.get('line') === String(line) && (!column || query.get('column') === String(column))
    })
  }

  /** Cancels the open build through its confirmation; answers the cancel response. */
  async cancel(): Promise<Response> {
    await this.page.getByTestId('build-cancel').click()
    const dialog = this.page.getByRole('dialog', { name: /^Cancel (Build|Check) #\d+\?$/ })
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cancel')),
      dialog.getByRole('button', { name: /^Cancel (build|check)$/ }).click(),
    ])
    return response
  }

  /** Retries a failed or cancelled build: a new build of the same revision and kind; answers its id. */
  async retry(): Promise<string> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === this.builds),
      this.page.getByTestId('build-retry').click(),
    ])
    const buildId = ((await response.json()) as { Data: { Id: string } }).Data.Id
    await this.page.waitForURL((url) => url.pathname === `${this.roots.app}/builds/${buildId}`)
    return buildId
  }

  /** The link to the artifact a successful build stored. */
  artifactLink(): Locator {
    return this.page.getByTestId('build-artifact-link')
  }

  /** The link to the function host job that runs the build. */
  jobLink(): Locator {
    return this.page.getByTestId('build-job-link')
  }
}
