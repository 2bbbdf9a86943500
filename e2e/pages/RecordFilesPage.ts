import type { Locator, Page, Response } from '@playwright/test'

/** The Files tab of a record's editor: drop zone, uploads in progress and the attachment list. */
export class RecordFilesPage {
  readonly editor: Locator
  readonly input: Locator
  readonly uploads: Locator
  readonly list: Locator

  constructor(readonly page: Page, singular: string) {
    this.editor = page.getByRole('dialog', { name: new RegExp(`^${singular}`) })
    this.input = this.editor.getByTestId('upload-input')
    this.uploads = this.editor.getByTestId('upload-row')
    this.list = this.editor.getByRole('table', { name: 'Files of this record' })
  }

  /** Opens the record's editor by its deep link and switches to its Files tab. */
  async open(entityDefinitionId: string, instanceId: string): Promise<void> {
    await this.page.goto(`/entities/${entityDefinitionId}/data?record=${instanceId}`)
    await this.editor.getByTestId('record-files-tab').click()
  }

  upload(name: string): Locator {
    return this.uploads.filter({ hasText: name })
  }

  progress(name: string): Locator {
    return this.editor.getByRole('progressbar', { name: `Upload of ${name}` })
  }

  row(name: string): Locator {
    return this.list.getByRole('row').filter({ hasText: name })
  }

  action(label: string, name: string): Locator {
    return this.editor.getByRole('button', { name: `${label} ${name}` })
  }

  waitForList(): Promise<Response> {
    return this.page.waitForResponse((r) => r.url().endsWith('/api/workspace/attachments/resource-list'))
  }
}
