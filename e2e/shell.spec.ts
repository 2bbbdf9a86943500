import type { Page } from '@playwright/test'
import { describeViolations, expect, test } from './fixtures'
import { DEMO_SERVICE_API_KEY, E2E_API_URL } from './fixtures/demo'
import { SignInPage } from './pages/SignInPage'

/** Every console warning and error and every uncaught error of the page, from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

test.describe('app shell', () => {
  test('the sign-in screen checks the installation and shows its version label', async ({ page }) => {
    const signIn = new SignInPage(page)
    await signIn.goto()
    await expect(signIn.installationAddress).toHaveText(E2E_API_URL)
    await expect(signIn.versionLabel).toHaveText('service-config-v1')
  })

  test("a wrong password shows the server's message and stays on sign-in", async ({ page }) => {
    const signIn = new SignInPage(page)
    await signIn.goto()
    await signIn.signIn('admin', 'not-the-password')
    await expect(signIn.error).toBeVisible()
    await expect(signIn.error).not.toHaveText('')
    await expect(page).toHaveURL(/\/sign-in/)
  })

  test('signs in, keeps the session over a reload and signs out', async ({ page }) => {
    const signIn = new SignInPage(page)
    await signIn.goto()
    await signIn.signInAs('admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible()

    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/workspace/auth/me')),
      page.reload(),
    ])
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible()

    await page.getByRole('button', { name: 'Open user menu' }).click()
    await page.getByText('Sign out', { exact: true }).click()
    await expect(page).toHaveURL(/\/sign-in/)
    await page.reload()
    await expect(signIn.userNameOrEmail).toBeVisible()
  })

  test('an anonymous visit to a page goes to sign-in and back there afterwards', async ({ page }) => {
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/sign-in\?redirect=(%2F|\/)settings$/)
    await new SignInPage(page).signInAs('admin')
    await expect(page).toHaveURL(/\/settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  })

  test('signs in with a service API key', async ({ page }) => {
    const signIn = new SignInPage(page)
    await signIn.goto()
    await signIn.signInWithApiKey(DEMO_SERVICE_API_KEY)
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible()
  })

  test('switching the sign-in method leaves the focus in the field being typed in', async ({ page }) => {
    const signIn = new SignInPage(page)
    await signIn.goto()
    await signIn.signInWithApiKey(DEMO_SERVICE_API_KEY)
    await page.getByRole('button', { name: 'Open user menu' }).click()
    await page.getByText('Sign out', { exact: true }).click()
    // The sign-in screen offers the method used last: the API key, with its field focused.
    await expect(signIn.apiKey).toBeFocused()
    await page.getByRole('button', { name: 'Password', exact: true }).click()
    await signIn.password.focus()
    // A focus taken when the fields come into view arrives a frame or two later: give it the time.
    await page.waitForTimeout(500)
    await expect(signIn.password).toBeFocused()
  })

  test('deep links and signing in with an API key or a password log no console warnings or errors', async ({ page }) => {
    test.slow() // eight full page loads, each starting the app afresh
    const problems = consoleProblems(page)
    const signIn = new SignInPage(page)
    await page.goto('/function-operations/runs?Status=3')
    await expect(signIn.userNameOrEmail).toBeFocused()
    await signIn.signInWithApiKey(DEMO_SERVICE_API_KEY)
    await expect(page).toHaveURL(/\/function-operations\/runs\?Status=3$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible()

    await page.getByRole('button', { name: 'Open user menu' }).click()
    await page.getByText('Sign out', { exact: true }).click()
    await page.goto('/entities')
    // The sign-in screen offers the method used last.
    await page.getByRole('button', { name: 'Password', exact: true }).click()
    await signIn.signInAs('admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Entities' })).toBeVisible()

    const deepLinks: [string, string][] = [
      ['/settings', 'Settings'],
      ['/principals/roles', 'Roles'],
      ['/function-operations/schedules', 'Schedules'],
      ['/boards', 'Boards'],
      ['/ui-project', 'Workspace UI'],
      ['/no/such/page', 'Page not found'],
    ]
    for (const [path, heading] of deepLinks) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('an operator sees which roles the principals pages need', async ({ page, signInAs }) => {
    await signInAs(page, 'operator', '/principals/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
    await expect(page.getByText('Configurator', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Principals' })).toHaveCount(0)
  })

  test('an unknown address shows the not-found page with a way home', async ({ page, signInAs }) => {
    await signInAs(page, 'admin', '/no/such/page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible()
  })

  test('an item deleted meanwhile says not found and offers the way back, not Retry', async ({ page, signInAs, api }) => {
    const userName = `e2e.gone.${Date.now().toString(36)}`
    const user = await api.data<{ Id: string; RowVersion: string }>('POST', '/api/workspace/admin/users', { UserName: userName, UserType: 0 })
    await signInAs(page, 'admin', `/principals/users?search=${userName}`)
    const row = page.getByRole('row').filter({ hasText: userName })
    await expect(row).toBeVisible()
    await api.data('DELETE', `/api/workspace/admin/users/${user.Id}?rowVersion=${user.RowVersion}`)
    await row.click()

    const state = page.getByTestId('page-notFound')
    await expect(state.getByRole('heading', { name: 'Not found' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
    await state.getByRole('button', { name: 'Go back' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  })

  test('home and navigation offer every built module as a link', async ({ page, signInAs, axe }) => {
    await signInAs(page, 'admin', '/')
    const modules = page.getByRole('region', { name: 'Your modules' })
    await expect(modules.getByRole('link', { name: /Function operations/ })).toBeVisible()
    await expect(modules.getByRole('link', { name: /UI project/ })).toBeVisible()
    await expect(page.getByRole('main').getByRole('region', { name: 'Coming later' })).toHaveCount(0)
    const navigation = page.getByRole('navigation', { name: 'Modules' }).first()
    await expect(navigation.getByRole('link', { name: 'Function operations' })).toBeVisible()
    await expect(navigation.getByRole('link', { name: 'Boards' })).toBeVisible()
    await expect(navigation.getByRole('link', { name: 'Entitlements' })).toBeVisible()
    await expect(navigation.getByRole('link', { name: 'UI project' })).toBeVisible()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })

  test('long names without spaces wrap or shorten instead of widening the page', async ({ page, signInAs, api }) => {
    test.slow() // seven pages with long data
    const suffix = Date.now().toString(36)
    const long = (word: string, length: number) => word.repeat(Math.ceil(length / word.length)).slice(0, length)
    // The longest names the API accepts (200 characters, 100 for a person's names), and a 2,000-character description.
    const user = await api.data<{ Id: string }>('POST', '/api/workspace/admin/users', {
      UserName: long(`LongUserName${suffix}`, 200),
      FirstName: long('Firstname', 100),
      LastName: long('Lastname', 100),
      UserType: 0,
    })
    const entity = await api.data<{ Id: string }>('POST', '/api/workspace/admin/entity-definitions', {
      Name: `long_${suffix}`,
      DisplayNameSingular: long('Verylongentitydisplayname', 200),
      DisplayNamePlural: long('Verylongentitydisplaynames', 200),
      Description: long('Descriptionwithoutanyspaces', 2000),
    })
    const role = await api.data<{ Id: string }>('POST', '/api/workspace/admin/roles', { Name: long(`LongRoleName${suffix}`, 200) })

    const pages = [
      `/principals/users?q=LongUserName${suffix}`,
      `/principals/users/${user.Id}`,
      `/principals/roles/${role.Id}`,
      // Searched, so other tests' entities never push it onto a later page.
      `/entities?q=long_${suffix}`,
      `/entities/${entity.Id}/fields`,
      `/entities/${entity.Id}/settings`,
      `/entities/${entity.Id}/data`,
    ]
    await signInAs(page, 'admin', '/')
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const path of pages) {
      await page.goto(path)
      await expect(page.getByText(/Firstname|LongRoleName|Verylongentitydisplayname/).first()).toBeVisible()
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }))
      expect(widths.page, `${path} is wider than the window`).toBeLessThanOrEqual(widths.viewport)
    }
  })

  test('a notification never covers form fields or page actions', async ({ page, signInAs, api }) => {
    const userName = `e2e.notify.${Date.now().toString(36)}`
    const user = await api.data<{ Id: string }>('POST', '/api/workspace/admin/users', { UserName: userName, FirstName: 'Nora', UserType: 0 })
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInAs(page, 'admin', `/principals/users/${user.Id}`)
    await page.getByLabel('First name').fill('Norah')
    await page.getByRole('button', { name: 'Save' }).click()
    const notice = page.getByTestId('notification-stack')
    await expect(notice.getByText(`User ${userName} saved.`)).toBeVisible()

    const box = await notice.boundingBox()
    const covered = await page.evaluate((area) => {
      if (!area) return ['no notification']
      const controls = document.querySelectorAll('main input, main button, main textarea, main [role="combobox"], .v-overlay__content button')
      return Array.from(controls).flatMap((control) => {
        const r = control.getBoundingClientRect()
        const visible = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight
        const overlaps = r.left < area.x + area.width && r.right > area.x && r.top < area.y + area.height && r.bottom > area.y
        return visible && overlaps ? [control.outerHTML.slice(0, 120)] : []
      })
    }, box)
    expect(covered).toEqual([])
  })

  test('the keyboard meets a skip link first, and Tab goes through every module link of the sidebar', async ({ page, signInAs }) => {
    await signInAs(page, 'admin', '/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()

    const sidebar = page.locator('.v-navigation-drawer')
    await sidebar.getByRole('link', { name: 'Home', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(sidebar.getByRole('link', { name: 'Entity builder', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(sidebar.getByRole('link', { name: 'Duplicates', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(sidebar.getByRole('link', { name: 'Boards', exact: true })).toBeFocused()
  })

  test('the browser\'s Back closes an open dialog and stays on the page; without one it goes back', async ({ page, signInAs }) => {
    await signInAs(page, 'admin', '/boards')
    const modules = page.getByRole('navigation', { name: 'Modules' }).first()
    // Pages reached by links (the page signing in leads to replaces the sign-in page's entry).
    await modules.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await modules.getByRole('link', { name: 'Entity builder' }).click()
    await expect(page).toHaveURL(/\/entities$/)
    await page.getByRole('button', { name: 'New entity' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await page.goBack()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/entities$/)
    await page.goBack()
    await expect(page).toHaveURL(/:\d+\/$/)
  })

  test('the app has a favicon', async ({ page, request }) => {
    const signIn = new SignInPage(page)
    await signIn.goto()
    const href = await page.locator('link[rel="icon"]').getAttribute('href')
    expect(href).toBe('/favicon.svg')
    const response = await request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/svg+xml')
  })

  test('the sign-in page has no serious accessibility violations', async ({ page, axe }) => {
    const signIn = new SignInPage(page)
    await signIn.goto()
    await expect(signIn.versionLabel).toBeVisible()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
})
