import { expect, type Locator, type Page, type Response } from '@playwright/test'
import { ExpressionEditorPart } from './ExpressionEditorPart'

/** The entity designer's Validation rules and Statements tabs (/entities/:id/validation-rules, …/statements) and their dialogs. */
export class EntityRulesPage {
  readonly ruleList: Locator
  readonly statementList: Locator

  constructor(readonly page: Page) {
    this.ruleList = page.getByTestId('rule-list')
    this.statementList = page.getByTestId('statement-list')
  }

  async goto(entityDefinitionId: string, tab: 'validation-rules' | 'statements'): Promise<void> {
    const list = tab === 'validation-rules' ? /\/validation-rules$/ : /\/statements$/
    await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'GET' && list.test(new URL(r.url()).pathname)),
      this.page.goto(`/entities/${entityDefinitionId}/${tab}`),
    ])
  }

  /** The open rule or statement editor, by its heading ("New validation rule", a rule's display name). */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title })
  }

  input(dialog: Locator, label: string): Locator {
    return dialog.getByRole('textbox', { name: label, exact: true })
  }

  /** The expression editor of the open rule (`rule-expression`) or statement (`statement-expression`). */
  expression(dialog: Locator, testId: 'rule-expression' | 'statement-expression'): ExpressionEditorPart {
    return new ExpressionEditorPart(this.page, dialog.getByTestId(testId))
  }

  /** Replaces the expression's text, inserted at once as a paste: no completion list or auto-closed bracket gets in the way. */
  async typeExpression(editor: ExpressionEditorPart, text: string): Promise<void> {
    await editor.focus()
    await this.page.keyboard.press('ControlOrMeta+A')
    await this.page.keyboard.insertText(text)
    await expect.poll(() => editor.text()).toBe(text)
  }

  /** A rule's row by its Name. */
  ruleRow(name: string): Locator {
    return this.ruleList.locator(`tr[data-rule-name="${name}"]`)
  }

  /** The rule Names in list (check) order. */
  ruleNames(): Promise<string[]> {
    return this.ruleList.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-rule-name') ?? ''))
  }

  waitForRuleCreate(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'POST' && /\/validation-rules$/.test(new URL(r.url()).pathname))
  }

  waitForRuleUpdate(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'PUT' && /\/entity-validation-rules\/[^/]+$/.test(r.url()))
  }

  waitForRuleOrder(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'PUT' && /\/validation-rules\/order$/.test(new URL(r.url()).pathname))
  }

  /** Checks a notification and dismisses it, so it does not cover the controls below it. */
  async dismissNotice(text: string): Promise<void> {
    const notice = this.page.getByRole('status').filter({ hasText: text })
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await expect(notice).toHaveCount(0)
  }
}
