import { describeViolations, expect, test, type ApiHelper } from './fixtures'
import { PrincipalsUserFormPage } from './pages/PrincipalsUserFormPage'
import { PrincipalsUsersPage } from './pages/PrincipalsUsersPage'

interface UserData {
  Id: string
  UserName: string
  FirstName: string | null
  LastName: string | null
  Roles: string[]
  RowVersion: string
}

const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

/** Arranges a workspace user through the API (no UI), named `<prefix>.<unique>`. */
function createUser(api: ApiHelper, prefix: string, FirstName: string, LastName: string): Promise<UserData> {
  return api.data<UserData>('POST', '/api/workspace/admin/users', { UserName: unique(prefix), FirstName, LastName, UserType: 0 })
}

test.describe('principal administration', () => {
  test('creates, edits and deletes a user', async ({ page, signInAs, api }) => {
    const userName = unique('e2e.create')
    const list = new PrincipalsUsersPage(page)
    await signInAs(page, 'admin', '/principals/users')
    await expect(list.heading).toBeVisible()

    await list.newUser.click()
    const form = new PrincipalsUserFormPage(page)
    await form.userName.fill(userName)
    await form.email.fill(`${userName}@example.test`)
    await form.firstName.fill('Erika')
    await form.lastName.fill('Muster')
    await form.password.fill('Welcome#2026')
    await form.chooseRole('Operator')
    const [created] = await Promise.all([form.waitFor('POST'), form.create.click()])
    expect(created.status()).toBe(200)
    const user = ((await created.json()) as { Data: UserData }).Data
    expect(user.Roles).toEqual(['Operator'])
    await expect(page).toHaveURL(new RegExp(`/principals/users/${user.Id}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Erika Muster' })).toBeVisible()

    await form.lastName.fill('Beispiel')
    const saved = await form.saveChanges()
    expect(saved.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Erika Beispiel' })).toBeVisible()
    expect((await api.data<UserData>('GET', `/api/workspace/admin/users/${user.Id}`)).LastName).toBe('Beispiel')

    const deleted = await form.confirmDelete()
    expect(deleted.status()).toBe(200)
    await expect(page).toHaveURL(/\/principals\/users$/)
    await list.searchFor(userName)
    await expect(list.table).toContainText(`Nothing matches “${userName}”`)
    expect((await api.request('GET', `/api/workspace/admin/users/${user.Id}`)).status).toBe(404)
  })

  test('a save made stale by another tab shows the conflict and keeps the typed edits', async ({
    page,
    context,
    signInAs,
    api,
  }) => {
    const user = await createUser(api, 'e2e.conflict', 'Chris', 'Original')

    await signInAs(page, 'admin', '/principals/users')
    const mine = new PrincipalsUserFormPage(page)
    await mine.open(user.Id)
    await expect(mine.lastName).toHaveValue('Original')

    const otherPage = await context.newPage()
    await signInAs(otherPage, 'admin', '/principals/users')
    const theirs = new PrincipalsUserFormPage(otherPage)
    await theirs.open(user.Id)
    await theirs.firstName.fill('Christa')
    expect((await theirs.saveChanges()).status()).toBe(200)

    await mine.lastName.fill('Mine')
    const stale = await mine.saveChanges()
    expect(stale.status()).toBe(409)
    const dialog = page.getByRole('dialog', { name: 'Changed by someone else' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('row').filter({ hasText: 'First name' })).toContainText('Christa')
    await expect(dialog.getByRole('row').filter({ hasText: 'Last name' })).toContainText('Mine')

    await dialog.getByRole('button', { name: 'Keep my changes' }).click()
    await expect(dialog).toBeHidden()
    await expect(mine.lastName).toHaveValue('Mine')
    await expect(mine.firstName).toHaveValue('Christa')

    expect((await mine.saveChanges()).status()).toBe(200)
    const final = await api.data<UserData>('GET', `/api/workspace/admin/users/${user.Id}`)
    expect(final).toMatchObject({ FirstName: 'Christa', LastName: 'Mine' })
    await api.request('DELETE', `/api/workspace/admin/users/${user.Id}`)
  })

  test('an expired session mid-edit asks to sign in again over the page and keeps the typed edits', async ({
    page,
    signInAs,
    api,
  }) => {
    const user = await createUser(api, 'e2e.reauth', 'Sam', 'Before')
    await signInAs(page, 'admin', '/principals/users')
    const form = new PrincipalsUserFormPage(page)
    await form.open(user.Id)
    await expect(form.lastName).toHaveValue('Before')
    await form.lastName.fill('Typed')

    await form.expireSessionOnNextSave(user.Id)
    expect((await form.saveChanges()).status()).toBe(401)

    // The dialog stands over the edit screen; nothing navigated away.
    await expect(form.reauth).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/principals/users/${user.Id}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Before' })).toBeAttached()
    expect((await form.signInAgain('Admin#2026')).status()).toBe(200)
    await expect(form.reauth).toBeHidden()

    await expect(form.lastName).toHaveValue('Typed')
    expect((await form.saveChanges()).status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Typed' })).toBeVisible()

    const list = new PrincipalsUsersPage(page)
    await list.openFromTab()
    await list.searchFor(user.UserName)
    await expect(list.row(user.UserName)).toContainText('Sam Typed')
    expect((await api.data<UserData>('GET', `/api/workspace/admin/users/${user.Id}`)).LastName).toBe('Typed')
    await api.request('DELETE', `/api/workspace/admin/users/${user.Id}`)
  })

  test('the user form checks names, lengths and the e-mail address before saving, in plain words', async ({ page, signInAs }) => {
    const form = new PrincipalsUserFormPage(page)
    await signInAs(page, 'admin', '/principals/users/new')
    await form.userName.fill('x')
    await form.userName.fill('')
    await expect(page.getByText('Required.')).toBeVisible()
    await form.firstName.fill('F'.repeat(101))
    await expect(page.getByText('At most 100 characters.')).toBeVisible()
    await form.email.fill('ada@')
    await expect(page.getByText('Enter an e-mail address like name@example.com.')).toBeVisible()
    await form.password.fill('short')
    await expect(page.getByText('At least 8 characters.', { exact: true })).toBeVisible()
    await expect(form.create).toBeDisabled()

    const userName = unique('e2e.rules')
    await form.userName.fill(userName)
    await form.firstName.fill('Ada')
    await form.email.fill(`${userName}@example.test`)
    await form.password.fill('Welcome#2026')
    await expect(page.locator('.v-input--error')).toHaveCount(0)
    const [created] = await Promise.all([form.waitFor('POST'), form.create.click()])
    expect(created.status()).toBe(200)
  })

  test('a Configurator sees the Admin user and the built-in roles as view only and cannot grant Admin', async ({ page, signInAs }) => {
    const form = new PrincipalsUserFormPage(page)
    await signInAs(page, 'configurator', '/principals/users/usr-admin')
    await expect(page.getByTestId('read-only-notice')).toContainText('Only an Admin can change or delete an Admin user.')
    await expect(form.firstName).toBeDisabled()
    await expect(form.save).toHaveCount(0)
    await expect(form.delete).toHaveCount(0)

    await page.goto('/principals/roles/role-admin')
    await expect(page.getByTestId('read-only-notice')).toContainText('Only an Admin can change a built-in role.')
    await expect(page.getByLabel('Description')).toBeDisabled()
    await expect(form.save).toHaveCount(0)

    await page.goto('/principals/users/new')
    await form.roles.click()
    await expect(page.getByRole('option', { name: 'Operator', exact: true })).toBeVisible()
    await expect(page.getByRole('option', { name: 'Admin', exact: true })).toHaveCount(0)
  })

  test('a Configurator is offered only the roles they can grant, and users holding more are view only', async ({ page, signInAs, api }) => {
    const form = new PrincipalsUserFormPage(page)
    const roleName = unique('Settings power')
    const role = await api.data<{ Id: string }>('POST', '/api/workspace/admin/roles', { Name: roleName })
    await api.data('PUT', `/api/workspace/roles/${role.Id}/permissions`, { PermissionKeys: ['settings.manage'] })
    const keeper = await api.data<UserData>('POST', '/api/workspace/admin/users', {
      UserName: unique('settings.keeper'), UserType: 0, RoleIds: [role.Id],
    })

    await signInAs(page, 'configurator', '/principals/users/new')
    await form.roles.click()
    await expect(page.getByRole('option', { name: 'Operator', exact: true })).toBeVisible()
    await expect(page.getByRole('option', { name: roleName, exact: true })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.getByText('Only roles you can grant are offered')).toBeVisible()
    await form.openUserType()
    await expect(page.getByRole('option', { name: 'Workspace user' })).toBeVisible()
    await expect(page.getByRole('option', { name: 'System user' })).toHaveCount(0)
    await page.keyboard.press('Escape')

    await form.open(keeper.Id)
    await expect(page.getByTestId('read-only-notice')).toContainText('This user holds roles or permissions that you do not hold.')
    await expect(form.save).toHaveCount(0)
    await expect(form.delete).toHaveCount(0)
  })

  test('the users table fits a 1440 px window without breaking names or addresses mid-word', async ({ page, signInAs, api }) => {
    // A name and an address without spaces as long as the API takes, among the demo users: they end in "…".
    const long = (word: string, length: number) => word.repeat(Math.ceil(length / word.length)).slice(0, length)
    await api.data('POST', '/api/workspace/admin/users', {
      UserName: long(`bLongUserName${Date.now().toString(36)}`, 200),
      FirstName: long('Bertholdwithoutspaces', 100),
      LastName: long('Lastname', 100),
      Email: `${long('averylongaddresswithoutdots', 80)}@example.test`,
      UserType: 0,
    })
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInAs(page, 'admin', '/principals/users')
    await expect(page.getByRole('link', { name: 'Amelie Krüger' })).toBeVisible()
    const layout = await page.evaluate(() => {
      const wrapper = document.querySelector('.v-table__wrapper')!
      const oneLine = (element: Element) => {
        const style = getComputedStyle(element)
        return element.getBoundingClientRect().height <= parseFloat(style.lineHeight) * 1.5
      }
      const rows = Array.from(document.querySelectorAll('tbody tr'))
      return {
        page: document.documentElement.scrollWidth,
        tableOverflow: wrapper.scrollWidth - wrapper.clientWidth,
        broken: rows.flatMap((row) =>
          Array.from(row.querySelectorAll('td:first-child a, [data-testid="user-name"], td:nth-child(2) span')).filter((cell) => !oneLine(cell)).map((cell) => cell.textContent?.trim()),
        ),
      }
    })
    expect(layout.page).toBeLessThanOrEqual(1440)
    expect(layout.tableOverflow).toBeLessThanOrEqual(0)
    expect(layout.broken).toEqual([])
  })

  test('the users list has no serious accessibility violations', async ({ page, signInAs, axe }) => {
    const list = new PrincipalsUsersPage(page)
    await Promise.all([list.waitForList(), signInAs(page, 'admin', '/principals/users')])
    await expect(list.table.getByRole('row').nth(1)).toBeVisible()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
})
