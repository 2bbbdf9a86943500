import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerLeave, pendingLeave } from '@/platform/composables/leaveConfirmation'
import { notifications } from '@/platform/composables/notifications'
import { flush } from '@/test/render'
import {
  addChips,
  afterDebounce,
  buttonIn,
  dialog,
  fail,
  field,
  HASH,
  lastBody,
  ok,
  POLICY_TEST,
  refusedVerdict,
  renderSettings,
  savedSettings,
  SETTINGS,
  signInAs,
  type,
  UPDATE,
} from '@/test/settings/fileSettings'

const FILES = '/settings/files'
const rules = () => [...document.querySelectorAll<HTMLElement>('[data-testid="file-type-rule"]')]
const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent?.trim()
const saveButton = () => buttonIn(document, 'Save')

afterEach(() => {
  vi.unstubAllGlobals()
  answerLeave(true)
})

describe('FileSettingsView', () => {
  it('shows the saved settings: storage, layout preview, limits in readable units, rules and the policy facts', async () => {
    signInAs('Admin')
    const { wrapper } = await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()) })
    expect(wrapper.find('h1').text()).toBe('File storage')
    expect(text('storage-type')).toContain('Local file system')
    expect(field(document, 'Root directory').value).toBe('')
    expect(field(document, 'Root directory').placeholder).toBe('Installation default')
    expect(text('folder-preview')).toMatch(/^<default directory>\/\d{4}\/\d{2}\/\d{2}\/<file id>$/)
    expect(text('allowed-mime-types')).toContain('application/pdf')
    expect(text('allowed-mime-types')).toContain('image/*')
    expect(field(document, 'Trash retention').value).toBe('720')
    expect(wrapper.text()).toContain('30 days')
    expect(field(document, 'Largest upload').value).toBe('1024')
    expect(wrapper.text()).toContain('1 GB')
    expect(rules().map((rule) => rule.getAttribute('aria-label'))).toEqual(['Rule 1 (.pdf)', 'Rule 2 (.png, .jpg)'])
    expect(rules()[1]?.textContent).toContain('image/jpeg')
    expect(text('policy-version')).toBe('3')
    expect(text('policy-hash')).toBe(HASH.slice(0, 12))
    expect(document.querySelector('[data-testid="policy-hash"]')?.getAttribute('title')).toBe(HASH)
    // Both tabs lead somewhere for an administrator.
    expect([...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent?.trim())).toEqual(['General', 'File storage'])
  })

  it('offers every storage type but only the local file system, the others marked unavailable', async () => {
    signInAs('Admin')
    await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()) })
    const select = document.querySelector<HTMLElement>('[data-testid="storage-type"] .v-field')!
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    await flush()
    const options = [...document.querySelectorAll<HTMLElement>('.v-overlay--active [role="option"]')]
    expect(options.map((option) => option.querySelector('.v-list-item-title')?.textContent)).toEqual([
      'Database',
      'Local file system',
      'Network share',
      'Azure Blob Storage',
      'Amazon S3',
      'Google Cloud Storage',
    ])
    const unavailable = options.filter((option) => option.textContent?.includes('Not available on this installation'))
    expect(unavailable).toHaveLength(5)
    expect(unavailable.every((option) => option.getAttribute('aria-disabled') === 'true' || option.classList.contains('v-list-item--disabled'))).toBe(true)
  })

  it('shows everything read-only to a configurator, with the reason and no save', async () => {
    signInAs('Configurator')
    const { wrapper } = await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()) })
    expect(text('file-settings-read-only')).toContain('Only an administrator')
    expect(wrapper.findAll('button').some((button) => button.text() === 'Save')).toBe(false)
    expect(wrapper.findAll('button').some((button) => button.text() === 'Add rule')).toBe(false)
    expect(field(document, 'Root directory').readOnly).toBe(true)
    expect(field(document, 'Trash retention').readOnly).toBe(true)
    expect(document.querySelector('[aria-label^="Remove Rule"]')).toBeNull()
    // The tester stays usable: reading the policy is what a configurator may do.
    expect(field(document, 'File name').readOnly).toBe(false)
  })

  it('says what is wrong before a round trip and keeps Save off until it is right', async () => {
    signInAs('Admin')
    const { wrapper } = await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()) })
    await type(field(document, 'Trash retention'), '0')
    expect(wrapper.text()).toContain('Enter whole hours from 1 to 87,600.')
    await type(field(document, 'Root directory'), 'files/here')
    expect(wrapper.text()).toContain('Enter an absolute path')
    expect(saveButton().disabled).toBe(true)

    await type(field(document, 'Trash retention'), '36')
    expect(wrapper.text()).toContain('1 day 12 hours')
    await type(field(document, 'Root directory'), '/srv/files')
    await type(field(document, 'Largest upload'), '20000')
    expect(wrapper.text()).toContain('Enter a size above 0 and up to 10 GB.')
    await type(field(document, 'Largest upload'), '512')
    expect(saveButton().disabled).toBe(false)

    buttonIn(document, 'Add rule').click()
    await flush()
    expect(rules()).toHaveLength(3)
    expect(rules()[2]?.textContent).toContain('Add at least one extension.')
    expect(rules()[2]?.textContent).toContain('Add at least one MIME type.')
    expect(saveButton().disabled).toBe(true)
    await addChips(field(rules()[2]!, 'Extensions'), 'docs/pdf')
    expect(rules()[2]?.textContent).toContain('docs/pdf: an extension has no slashes.')
    await addChips(field(rules()[2]!, 'MIME types'), 'pdf')
    expect(rules()[2]?.textContent).toContain('pdf is not a MIME type')
  })

  it('saves normalised rules with the RowVersion, and removes a rule with undo', async () => {
    signInAs('Admin')
    const saved = savedSettings({ RowVersion: 'rv-2', FileTypePolicyVersion: 4 })
    const { wrapper, calls } = await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()), [UPDATE]: ok(saved) })
    buttonIn(document, 'Remove Rule 1 (.pdf)').click()
    await flush()
    expect(rules()).toHaveLength(1)
    expect(text('rule-removed')).toContain('Rule 1 (.pdf) removed.')
    buttonIn(document, 'Undo').click()
    await flush()
    expect(rules().map((rule) => rule.getAttribute('aria-label'))).toEqual(['Rule 1 (.pdf)', 'Rule 2 (.png, .jpg)'])

    buttonIn(document, 'Add rule').click()
    await flush()
    // The new rule's extension input has the focus, so typing goes on at once.
    expect(document.activeElement).toBe(field(rules()[2]!, 'Extensions'))
    await addChips(field(rules()[2]!, 'Extensions'), '.TAR.GZ, TGZ')
    await addChips(field(rules()[2]!, 'MIME types'), 'Application/GZIP; charset=binary')
    expect(rules()[2]?.textContent).toContain('.tar.gz')
    saveButton().click()
    await flush()
    await flush()
    expect(lastBody(calls, UPDATE)).toEqual({
      StorageType: 1,
      RootPath: null,
      FolderStrategy: 1,
      ConstantFolderName: null,
      AllowedMimeTypes: ['application/pdf', 'image/*'],
      TrashRetentionTimeHours: 720,
      FileTypeRules: [
        { Extensions: ['pdf'], MimeTypes: ['application/pdf'] },
        { Extensions: ['png', 'jpg'], MimeTypes: ['image/png', 'image/jpeg'] },
        { Extensions: ['tar.gz', 'tgz'], MimeTypes: ['application/gzip'] },
      ],
      MaxUploadSizeBytes: 1024 ** 3,
      RowVersion: 'rv-1',
    })
    expect(notifications.at(-1)?.text).toBe('File storage settings saved. The file-type policy is now version 4.')
    expect(text('policy-version')).toBe('4')
    expect(wrapper.find('[data-testid="rule-removed"]').exists()).toBe(false)
  })

  it('opens the conflict dialog on a stale RowVersion, theirs beside yours', async () => {
    signInAs('Admin')
    const theirs = savedSettings({ TrashRetentionTimeHours: 48, RowVersion: 'rv-theirs' })
    const stale = [{ Code: 'workspace.concurrency.stale', Message: 'Changed by someone else.', Field: 'RowVersion' }]
    const { calls } = await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()), [UPDATE]: fail(409, stale, theirs) })
    await type(field(document, 'Trash retention'), '24')
    saveButton().click()
    await flush()
    await flush()
    const conflict = dialog()
    expect(conflict.textContent).toContain('Changed by someone else')
    const row = [...conflict.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes('Trash retention'))
    expect([...row!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['48', '24'])
    expect(conflict.textContent).not.toContain('Largest upload')

    buttonIn(conflict, 'Keep my changes').click()
    await flush()
    saveButton().click()
    await flush()
    expect(lastBody(calls, UPDATE)).toMatchObject({ TrashRetentionTimeHours: 24, RowVersion: 'rv-theirs' })
  })

  it('shows the current version after discarding mine in the conflict dialog', async () => {
    signInAs('Admin')
    const theirs = savedSettings({ TrashRetentionTimeHours: 48, RowVersion: 'rv-theirs', FileTypePolicyVersion: 5 })
    const stale = [{ Code: 'workspace.concurrency.stale', Message: 'Changed by someone else.', Field: 'RowVersion' }]
    await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()), [UPDATE]: fail(409, stale, theirs) })
    await type(field(document, 'Trash retention'), '24')
    saveButton().click()
    await flush()
    await flush()
    buttonIn(dialog(), 'Discard mine').click()
    await flush()
    expect(field(document, 'Trash retention').value).toBe('48')
    expect(text('policy-version')).toBe('5')
    expect(document.body.textContent).not.toContain('Discard changes')
  })

  it('asks before leaving with unsaved edits, and stays when told to', async () => {
    signInAs('Admin')
    const { router } = await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()) })
    await type(field(document, 'Trash retention'), '24')
    const leaving = router.push('/settings')
    await flush()
    expect(pendingLeave.value).not.toBeNull()
    answerLeave(false)
    await leaving
    expect(router.currentRoute.value.path).toBe(FILES)
    expect(field(document, 'Trash retention').value).toBe('24')
  })

  it('shows the server’s refusal of a rule under that rule', async () => {
    signInAs('Admin')
    const refusal = [{ Code: 'workspace.validation.invalid', Message: 'FileTypeRules[1].MimeTypes[0] is not allowed.', Field: 'FileTypeRules[1].MimeTypes[0]' }]
    await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()), [UPDATE]: fail(400, refusal) })
    await type(field(document, 'Trash retention'), '24')
    saveButton().click()
    await flush()
    await flush()
    expect(rules()[1]?.textContent).toContain('FileTypeRules[1].MimeTypes[0] is not allowed.')
  })

  it('tests unsaved rules as Draft and highlights the rule that decided', async () => {
    signInAs('Admin')
    const { calls } = await renderSettings(FILES, { [SETTINGS]: ok(savedSettings()), [POLICY_TEST]: ok(refusedVerdict()) })
    await type(field(document, 'File name'), 'photo.png')
    await type(field(document, 'Declared MIME type (optional)'), 'image/gif')
    await afterDebounce()
    // Nothing edited: the saved policy is tested.
    expect(lastBody(calls, POLICY_TEST)).toEqual({ FileName: 'photo.png', MimeType: 'image/gif', LeadingBytesBase64: null, Draft: null })
    expect(text('tester-draft')).toBeUndefined()
    expect(rules()[1]?.classList).toContain('file-rule--decided')
    expect(text('verdict-rule')).toBe('Rule 2 (.png, .jpg)')

    await addChips(field(rules()[1]!, 'MIME types'), 'image/gif')
    expect(text('tester-draft')).toBe('Testing your unsaved rules.')
    await afterDebounce()
    expect(lastBody(calls, POLICY_TEST)).toMatchObject({
      FileName: 'photo.png',
      Draft: {
        AllowedMimeTypes: ['application/pdf', 'image/*'],
        FileTypeRules: [
          { Extensions: ['pdf'], MimeTypes: ['application/pdf'] },
          { Extensions: ['png', 'jpg'], MimeTypes: ['image/png', 'image/jpeg', 'image/gif'] },
        ],
      },
    })
  })
})
