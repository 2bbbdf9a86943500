import { expect, test } from './fixtures'
import { E2E_API_URL, SESSION_STORAGE_KEY } from './fixtures/demo'
import { SignInPage } from './pages/SignInPage'

test.describe('security of the built app', () => {
  test('is served with a Content-Security-Policy, frame-ancestors and Referrer-Policy', async ({ page }) => {
    const response = await page.goto('/sign-in')
    const headers = response!.headers()
    const policy = headers['content-security-policy'] ?? ''
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive)
    }
    expect(policy).not.toContain('unsafe-eval')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-content-type-options']).toBe('nosniff')
  })

  test('works under that policy: sign-in and the main pages break none of it', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const signIn = new SignInPage(page)
    await signIn.goto()
    await expect(signIn.versionLabel).toHaveText('service-config-v1')
    await signIn.signInAs('admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible()
    const pages: Array<[string, RegExp]> = [
      ['/principals/users', /Users/],
      ['/entities', /Entities/],
      ['/function-operations/runs', /Runs/],
      ['/settings', /Settings/],
    ]
    for (const [path, heading] of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    await page.goto('/principals/users/usr-operator')
    await expect(page.getByLabel('User name', { exact: true })).toHaveValue('operator')
    expect(violations).toEqual([])
  })

  test('signing out revokes the access token on the server', async ({ page, request }) => {
    const signIn = new SignInPage(page)
    await signIn.goto()
    await signIn.signInAs('operator')
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible()
    const token = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token, SESSION_STORAGE_KEY)
    expect(token).toMatch(/^wat_/)
    const me = () => request.get(`${E2E_API_URL}/api/workspace/auth/me`, { headers: { Authorization: `Bearer ${token}` } })
    expect((await me()).status()).toBe(200)

    await page.getByRole('button', { name: 'Open user menu' }).click()
    await page.getByText('Sign out', { exact: true }).click()
    await expect(page).toHaveURL(/\/sign-in/)
    await expect.poll(async () => (await me()).status()).toBe(401)
  })
})
