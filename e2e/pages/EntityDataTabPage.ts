import type { Locator, Page } from '@playwright/test'

/** The Data tab of the entity designer (/entities/:id/data) and its record editor. */
export class EntityDataTabPage {
  readonly table: Locator
  readonly search: Locator
  readonly editor: Locator
  readonly confirmDialog: Locator

  constructor(
    readonly page: Page,
    readonly entityPlural: string,
    readonly entitySingular: string,
  ) {
    this.table = page.getByRole('table', { name: `${entityPlural} records` })
    this.search = page.getByRole('searchbox', { name: 'Search records' })
    this.editor = page.getByRole('dialog', { name: new RegExp(`^(New )?${entitySingular}`) })
    this.confirmDialog = page.getByRole('dialog', { name: /^(Archive|Delete) record/ })
  }

  async goto(entityDefinitionId: string): Promise<void> {
    await Promise.all([this.waitForList(), this.page.goto(`/entities/${entityDefinitionId}/data`)])
  }

  newRecord(): Locator {
    return this.page.getByRole('button', { name: `New ${this.entitySingular}` }).first()
  }

  filter(name: 'Active' | 'Archived' | 'All'): Locator {
    return this.page.getByRole('group', { name: 'Show records' }).getByRole('button', { name })
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text })
  }

  /** The editor's input of a field, by its display name. */
  input(displayName: string): Locator {
    return this.editor.getByRole('textbox', { name: displayName, exact: true })
  }

  /** The typeable input of an autocomplete (reference, classifier). */
  combobox(displayName: string): Locator {
    return this.editor.getByRole('combobox', { name: displayName, exact: true })
  }

  /** A select's field, which opens its menu when clicked. */
  select(displayName: string): Locator {
    return this.editor.getByRole('combobox').filter({ hasText: displayName }).first()
  }

  /** Row `n` (from 1) of a table field's rows in the editor. */
  tableRow(n: number): Locator {
    return this.editor.getByRole('row', { name: `Row ${n}`, exact: true })
  }

  /** The cell of column `key` in row `n` of a table field's rows (its input and messages). */
  cell(n: number, key: string): Locator {
    return this.tableRow(n).locator(`td[data-column-key="${key}"]`)
  }

  /** The input of a column, by its display name, in row `n` of a table field's rows. */
  cellInput(n: number, displayName: string): Locator {
    return this.tableRow(n).getByRole('textbox', { name: displayName, exact: true })
  }

  waitForList() {
    return this.page.waitForResponse((r) => r.request().method() === 'GET' && /\/instances(\?|$)/.test(r.url()))
  }

  waitForWrite(method: 'POST' | 'PATCH' | 'DELETE') {
    return this.page.waitForResponse((r) => r.request().method() === method && r.url().includes('/instances'))
  }
}
