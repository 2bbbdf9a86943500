import { expect, type Locator, type Page, type Response } from '@playwright/test'

/** Where a source project lives: its pages and its API (the UI project's unless told). */
export interface ProjectRoots {
  app: string
  api: string
}
export const uiProjectRoots: ProjectRoots = { app: '/ui-project', api: '/api/workspace/admin/ui-project' }
export const netProjectRoots: ProjectRoots = { app: '/net-operation-project', api: '/api/workspace/admin/net-operation-project' }

/**
 * The UI project's source editor (/ui-project/source?path=&line=&column=): the file tree, one Monaco
 * editor per open file (AppCodeEditor), the actions and their dialogs. Monaco takes keys through its
 * hidden textarea; what it shows is in `.view-lines`.
 */
export class UiProjectSourcePage {
  readonly tree: Locator
  readonly saveButton: Locator
  readonly moreButton: Locator
  readonly activePath: Locator

  constructor(
    readonly page: Page,
    readonly roots: ProjectRoots = uiProjectRoots,
  ) {
    this.tree = page.getByRole('tree', { name: 'Files of the working revision' })
    this.saveButton = page.getByTestId('source-save')
    this.moreButton = page.getByTestId('source-more')
    this.activePath = page.getByTestId('source-active-path')
  }

  /** Opens the editor (optionally at a file, line and column) and waits for the project to load. */
  async goto(location: { path?: string; line?: number; column?: number } = {}): Promise<void> {
    const query = new URLSearchParams()
    if (location.path) query.set('path', location.path)
    if (location.path && location.line) query.set('line', String(location.line))
    if (location.path && location.line && location.column) query.set('column', String(location.column))
    const search = query.size > 0 ? `?${query.toString()}` : ''
    await Promise.all([this.waitForProject(), this.page.goto(`${this.roots.app}/source${search}`)])
    await expect(this.page.getByRole('heading', { level: 1, name: 'Source' })).toBeVisible()
  }

  /** The empty state of a project without a revision. */
  get emptyState(): Locator {
    return this.page.getByTestId('source-empty')
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name })
  }

  /**
   * Starts from a template by its display name: from the empty state, or from the More menu (which
   * asks first when the project has revisions). Answers the new revision's response.
   */
  async applyTemplate(displayName: string): Promise<Response> {
    const apply = this.waitForWrite(/\/templates\/[^/]+\/apply$/)
    if (await this.emptyState.isVisible()) {
      await this.emptyState.getByRole('radio', { name: new RegExp(displayName) }).check()
      await this.emptyState.getByRole('button', { name: 'Start from this template' }).click()
    } else {
      await this.moreButton.click()
      await this.page.getByTestId('source-action-template').click()
      const dialog = this.dialog('Start from a template')
      await dialog.getByRole('radio', { name: new RegExp(displayName) }).check()
      await dialog.getByRole('button', { name: 'Apply' }).click()
      await this.dialog(/^Replace all files with/).getByRole('button', { name: 'Replace files' }).click()
    }
    const response = await apply
    expect(response.status(), await response.text()).toBe(200)
    await expect(this.tree).toBeVisible()
    return response
  }

  /** A file's row in the tree. */
  treeItem(path: string): Locator {
    return this.tree.locator(`[role="treeitem"][data-path="${path}"]`)
  }

  /** Opens a file from the tree (opening its folders first) and waits until its editor shows it. */
  async openFile(path: string): Promise<void> {
    const segments = path.split('/')
    for (let index = 1; index < segments.length; index++) {
      const folder = this.treeItem(segments.slice(0, index).join('/'))
      if ((await folder.getAttribute('aria-expanded')) === 'false') await folder.click()
    }
    await this.treeItem(path).click()
    await expect(this.activePath).toHaveText(path)
    await expect(this.textarea(path)).toBeAttached({ timeout: 15_000 })
  }

  /** The editor of an open file (shown while its tab is the active one). */
  editor(path: string): Locator {
    return this.page.getByTestId(`source-editor-${path}`)
  }

  /** Monaco's text box of a file; its accessible name is "Content of <path>". */
  textarea(path: string): Locator {
    return this.editor(path).locator('.monaco-editor textarea')
  }

  /** The text as Monaco shows it (the visible lines; spaces drawn as non-breaking ones). */
  async text(path: string): Promise<string> {
    const shown = await this.editor(path).locator('.monaco-editor .view-lines').innerText()
    return shown.replace(/\u00a0/g, ' ')
  }

  /** Replaces an open file's whole text, inserted at once as a paste (no auto-closing or indenting). */
  async replaceText(path: string, text: string): Promise<void> {
    await this.editor(path).locator('.monaco-editor .view-lines').click()
    await expect(this.textarea(path)).toBeFocused()
    await this.page.keyboard.press('ControlOrMeta+A')
    await this.page.keyboard.insertText(text)
    await expect(this.page.getByTestId(`source-tab-${path}`)).toContainText('Changed')
  }

  /** Opens the save dialog, enters the message and saves; answers UiProject_SaveRevision's response. */
  async save(message: string): Promise<Response> {
    await this.saveButton.click()
    const dialog = this.dialog('Save the changes')
    await dialog.getByRole('textbox', { name: 'What changed and why' }).fill(message)
    const [response] = await Promise.all([this.waitForSave(), dialog.getByRole('button', { name: 'Save revision' }).click()])
    return response
  }

  waitForSave(): Promise<Response> {
    return this.waitForWrite(/\/revisions$/)
  }

  waitForProject(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === this.roots.api)
  }

  /** The line a deep link highlighted in a file's editor (null when none is). */
  async highlightedLine(path: string): Promise<number | null> {
    const value = await this.editor(path).locator('.app-code-editor').getAttribute('data-highlighted-line')
    return value === null ? null : Number(value)
  }

  /** Waits until `line` of the file is highlighted and Monaco draws the highlight. */
  async expectHighlightedLine(path: string, line: number): Promise<void> {
    await expect(this.editor(path).locator('.app-code-editor')).toHaveAttribute('data-highlighted-line', String(line), { timeout: 15_000 })
    await expect(this.editor(path).locator('.monaco-editor .view-overlays .workspace-code-highlight')).toHaveCount(1)
    // The cursor is on that line (the deep link selects the word at its column).
    await expect(this.editor(path).locator('.monaco-editor .line-numbers.active-line-number')).toHaveText(String(line))
  }

  private waitForWrite(path: RegExp): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith(this.roots.api) && path.test(new URL(r.url()).pathname))
  }
}
