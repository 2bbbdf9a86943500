import { expect, type Locator, type Page, type Response } from '@playwright/test'

/** The entity designer (/entities/:id/…): the field list and field editor, constraints and settings tabs, and their dialogs. */
export class EntityDesignerPage {
  readonly fieldList: Locator
  readonly editor: Locator
  readonly planDialog: Locator
  readonly conflictDialog: Locator

  constructor(readonly page: Page) {
    this.fieldList = page.getByRole('listbox', { name: /^Fields of / })
    this.editor = page.getByTestId('field-editor')
    this.planDialog = page.getByRole('dialog').filter({ has: page.getByTestId('schema-change-plan') })
    this.conflictDialog = page.getByRole('dialog', { name: 'Changed by someone else' })
  }

  async goto(entityDefinitionId: string, tab: 'fields' | 'constraints' | 'settings' = 'fields'): Promise<void> {
    await Promise.all([this.waitForDefinition(), this.page.goto(`/entities/${entityDefinitionId}/${tab}`)])
  }

  async openField(entityDefinitionId: string, fieldId: string): Promise<void> {
    await Promise.all([this.waitForDefinition(), this.page.goto(`/entities/${entityDefinitionId}/fields/${fieldId}`)])
    await expect(this.editor).toBeVisible()
  }

  /** Opens the editor of a new field of a type (its FieldType name), shown with its label (e.g. "Long text"). */
  async startNewField(typeName: string, typeLabel: string): Promise<void> {
    await this.chooseFieldType(typeName, this.editor.getByRole('heading', { name: `New ${typeLabel} field` }))
  }

  /** Chooses a type from "Add field"; `then` (the new editor, or the leave dialog) shows. */
  async chooseFieldType(typeName: string, then: Locator): Promise<void> {
    await this.page.getByRole('button', { name: 'Add field' }).click()
    // The menu grows out of its button and takes no pointer events until it has (Vuetify's dialog
    // transition): a click in that window, on a loaded machine, left the menu open and chose nothing.
    const menu = this.page.locator('.v-overlay__content').filter({ has: this.page.getByRole('menu', { name: 'Add field' }) })
    await expect(menu).toHaveCSS('pointer-events', 'auto')
    await this.page.getByTestId(`add-field-${typeName}`).click()
    await expect(then).toBeVisible()
  }

  /** The same with the keyboard: Enter opens the type menu with the first type (Text) focused, Enter chooses it. */
  async startNewTextFieldByKeyboard(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add field' }).focus()
    await this.page.keyboard.press('Enter')
    await expect(this.page.getByRole('menu', { name: 'Add field' })).toBeVisible()
    await expect(this.page.getByRole('menuitem', { name: 'Text', exact: true })).toBeFocused()
    await this.page.keyboard.press('Enter')
    await expect(this.editor.getByRole('heading', { name: 'New Text field' })).toBeVisible()
  }

  input(label: string): Locator {
    return this.editor.getByRole('textbox', { name: label, exact: true })
  }

  /** Creates the field being edited and waits for the API to answer. */
  async createField(): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && /\/entity-definition-tables\/[^/]+\/fields$/.test(r.url())),
      this.editor.getByRole('button', { name: 'Create field' }).click(),
    ])
    return response
  }

  async saveField(): Promise<Response> {
    const [response] = await Promise.all([
      this.waitForFieldWrite(),
      this.editor.getByRole('button', { name: 'Save', exact: true }).click(),
    ])
    return response
  }

  /** Checks a notification and dismisses it, so it does not cover the editor's buttons. */
  async dismissNotice(text: string): Promise<void> {
    const notice = this.page.getByRole('status').filter({ hasText: text })
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await expect(notice).toHaveCount(0)
  }

  /** The list row of a field, by its display name. */
  fieldRow(displayName: string): Locator {
    return this.fieldList.getByRole('option').filter({ has: this.page.getByText(displayName, { exact: true }) })
  }

  /** The field keys in list order. */
  fieldKeys(): Promise<string[]> {
    return this.fieldList.getByRole('option').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field-key') ?? ''))
  }

  waitForDefinition(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'GET' && /\/entity-definitions\/[^/?]+$/.test(r.url()))
  }

  waitForFieldWrite(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'PUT' && /\/entity-fields\/[^/]+$/.test(r.url()))
  }

  waitForPlan(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/schema-change-plan'))
  }

  waitForConstraintWrite(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'POST' && /\/(unique-constraints|indexes)$/.test(r.url()))
  }

  waitForFieldOrder(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/field-order'))
  }

  /** The add dialog of a unique constraint or index. */
  constraintDialog(kind: 'unique constraint' | 'index'): Locator {
    return this.page.getByRole('dialog', { name: `Add ${kind}` })
  }
}
