import { expect, type FrameLocator, type Locator, type Page, type Response } from '@playwright/test'

const ARTIFACTS = '/api/workspace/admin/ui-project/artifacts'

const isPost = (response: Response, pathEnd: RegExp) => response.request().method() === 'POST' && pathEnd.test(new URL(response.url()).pathname)

/**
 * The UI project's artifacts: the list (/ui-project/artifacts) with each artifact's actions menu,
 * one artifact (/ui-project/artifacts/:id) with its lifecycle buttons, the browser verification and
 * the sandboxed preview, the comparison and the purge planner.
 */
export class UiProjectArtifactsPage {
  readonly table: Locator
  readonly verifyPanel: Locator
  readonly verifySummary: Locator
  readonly preview: Locator

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Artifacts' })
    this.verifyPanel = page.getByTestId('verify-panel')
    this.verifySummary = page.getByTestId('verify-summary')
    this.preview = page.getByTestId('preview')
  }

  async goto(): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === ARTIFACTS),
      this.page.goto('/ui-project/artifacts'),
    ])
    return response
  }

  async gotoArtifact(artifactId: string): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `${ARTIFACTS}/${artifactId}`),
      this.page.goto(`/ui-project/artifacts/${artifactId}`),
    ])
    return response
  }

  /** The list's row of the artifact of build `buildNumber`. */
  row(buildNumber: number): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('link', { name: `Build #${buildNumber}`, exact: true }) })
  }

  /** Opens the row's actions menu and answers its list of actions. */
  async openMenu(buildNumber: number): Promise<Locator> {
    await this.page.getByRole('button', { name: `Actions for Build #${buildNumber}` }).click()
    const menu = this.page.getByRole('list', { name: `Actions for Build #${buildNumber}` })
    await expect(menu).toBeVisible()
    return menu
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name })
  }

  /**
   * Activates the artifact of build `buildNumber` from the list — "Activate", or "Roll back to this"
   * for one older than the active one — through its confirmation; answers the activate response.
   */
  async activate(buildNumber: number): Promise<Response> {
    const menu = await this.openMenu(buildNumber)
    const action = menu.getByTestId('action-activate')
    // Read once the item shows its words: innerText answers '' for an item the menu has not shown yet.
    await expect(action).toHaveText(/^\s*(Activate|Roll back to this)\s*$/)
    const label = ((await action.textContent()) ?? '').trim()
    await action.click()
    const dialog = this.dialog(label === 'Roll back to this' ? `Roll back to Build #${buildNumber}?` : `Activate Build #${buildNumber}?`)
    const [response] = await Promise.all([this.page.waitForResponse((r) => isPost(r, /\/activate$/)), dialog.getByRole('button', { name: label }).click()])
    expect(response.status(), await response.text()).toBe(200)
    return response
  }

  /** Purges the assets of build `buildNumber`'s artifact from the list, confirming the dialog that names it. */
  async purge(buildNumber: number): Promise<Response> {
    const menu = await this.openMenu(buildNumber)
    await menu.getByTestId('action-purge').click()
    const dialog = this.dialog(`Purge the assets of Build #${buildNumber}?`)
    const [response] = await Promise.all([this.page.waitForResponse((r) => isPost(r, /\/purge$/)), dialog.getByRole('button', { name: 'Purge assets' }).click()])
    return response
  }

  /** On an artifact's page: "Verify in the browser"; answers whether it passed and each asset's result. */
  async verify(): Promise<{ passed: boolean; javascript: string; css: string }> {
    await Promise.all([this.page.waitForResponse((r) => isPost(r, /\/asset-links$/)), this.verifyPanel.getByTestId('verify-button').click()])
    await expect(this.verifySummary).toBeVisible({ timeout: 30_000 })
    const summary = (await this.verifySummary.innerText()).trim()
    return {
      passed: summary.startsWith('Verified'),
      javascript: (await this.page.getByTestId('verify-javascript').innerText()).trim(),
      css: (await this.page.getByTestId('verify-css').innerText()).trim(),
    }
  }

  /** On an artifact's page: shows the sandboxed preview and answers its frame. */
  async showPreview(): Promise<FrameLocator> {
    await Promise.all([this.page.waitForResponse((r) => isPost(r, /\/asset-links$/)), this.preview.getByTestId('preview-button').click()])
    await expect(this.preview.getByTestId('preview-frame')).toBeVisible()
    return this.page.frameLocator('[data-testid="preview-frame"]')
  }

  /** The comparison of two artifacts. */
  async gotoCompare(fromId: string, toId: string): Promise<void> {
    await this.page.goto(`/ui-project/artifacts/compare?from=${encodeURIComponent(fromId)}&to=${encodeURIComponent(toId)}`)
    await expect(this.page.getByTestId('compare-sizes')).toBeVisible()
  }

  /** The purge planner, keeping the newest `keep` (default 5). */
  async gotoPurgePlanner(keep?: number): Promise<void> {
    await this.page.goto('/ui-project/artifacts/purge-planner')
    await expect(this.page.getByTestId('purge-plan-summary')).toBeVisible()
    if (keep !== undefined) await this.page.getByTestId('purge-keep').locator('input').fill(String(keep))
  }

  /** Runs the planner's purge through its confirmation and waits until the run reports it finished. */
  async runPurgePlan(): Promise<string> {
    await this.page.getByTestId('purge-start').click()
    await this.dialog(/^Purge the assets of \d+ artifacts?\?$/).getByRole('button', { name: /^Purge \d+ artifacts?$/ }).click()
    const run = this.page.getByTestId('purge-run')
    await expect(run.getByRole('status')).toHaveText(/^Finished:/, { timeout: 60_000 })
    return (await run.innerText()).trim()
  }
}
