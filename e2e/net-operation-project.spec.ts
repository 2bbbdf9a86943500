import { execFileSync } from 'node:child_process'
import { expect, test } from './fixtures'
import { UiProjectBuildsPage } from './pages/UiProjectBuildsPage'
import { netProjectRoots, UiProjectSourcePage } from './pages/UiProjectSourcePage'

const commands = `using System;
using Workspace.Host;

namespace Workspace.Operations
{
    public static class Commands
    {
        [Command("greet-customer", DisplayName = "Greet a customer")]
        public static FunctionResult GreetCustomer(FunctionContext context)
        {
            var name = context.Arguments.GetString("name");
            if (string.IsNullOrWhiteSpace(name))
                return FunctionResult.Invalid(new Issue("name", "Enter the customer's name."));
            return FunctionResult.Success("Welcome aboard, " + name.Trim() + "!");
        }
    }
}
`

const monoInstalled = (() => {
  try {
    execFileSync('mcs', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

/**
 * A configurator changes the workspace's C# business logic and puts it to work: edits a command in
 * the source editor, builds it with Mono on the function host, activates the artifact, runs the
 * command from the function screens and finds, on the run, the build and source revision that ran.
 */
test.describe('Net Operation Project', () => {
  // CI installs Mono (.ci/run); a machine without it cannot compile C#, so there is nothing to see.
  test.skip(!monoInstalled, 'Mono (mono-mcs) is not installed on this machine')

  test('edit a C# command → build → activate → run it from the function screens → the run names its revision', async ({ page, signInAs, api }) => {
    test.setTimeout(180_000)
    const source = new UiProjectSourcePage(page, netProjectRoots)
    const builds = new UiProjectBuildsPage(page, netProjectRoots)

    await signInAs(page, 'configurator', '/')
    await source.goto()
    await source.openFile('Functions/Commands.cs')
    await source.replaceText('Functions/Commands.cs', commands)
    const saved = await source.save('Welcome customers aboard')
    expect(saved.status()).toBe(200)
    const revision = ((await saved.json()) as { Data: { Id: string; Number: number } }).Data

    await page.goto('/net-operation-project')
    await expect(page.getByTestId('net-toolchain-card')).toContainText('Mono')
    const buildId = await builds.start('build')
    const { status } = await builds.waitForTerminal(buildId, { timeout: 120_000 })
    expect(status).toBe('Succeeded')
    const built = await api.data<{ BuildNumber: number; ArtifactId: string }>('GET', `${netProjectRoots.api}/builds/${buildId}`)

    // Activate it: its functions become the catalog's.
    await page.goto('/net-operation-project/artifacts')
    await page.getByRole('button', { name: `Actions for Build #${built.BuildNumber}` }).click()
    await page.getByRole('list', { name: `Actions for Build #${built.BuildNumber}` }).getByTestId('action-activate').click()
    const activated = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/activate'))
    await page.getByRole('dialog', { name: `Activate Build #${built.BuildNumber}?` }).getByRole('button', { name: 'Activate' }).click()
    expect((await activated).status()).toBe(200)
    await expect(page.getByTestId('net-artifacts').locator('tbody tr').filter({ hasText: `Build #${built.BuildNumber}` })).toContainText('Greet a customer')

    // Run the command from the function screens.
    await page.goto('/function-operations/runs')
    await page.getByRole('button', { name: 'Run a function' }).click()
    const dialog = page.getByRole('dialog', { name: 'Run a function now' })
    await dialog.getByRole('combobox', { name: 'Function' }).fill('Greet')
    await page.getByRole('option', { name: /Greet a customer/ }).click()
    await dialog.getByRole('textbox', { name: 'Arguments (JSON object)' }).fill('{ "name": "Ada" }')
    await dialog.getByRole('button', { name: 'Run now' }).click()
    await expect(page).toHaveURL(/\/function-operations\/jobs\//)
    const jobId = new URL(page.url()).pathname.split('/').pop() as string
    await expect
      .poll(async () => (await api.data<{ Status: number }>('GET', `/api/workspace/admin/function-operations/jobs/${jobId}`)).Status, { timeout: 30_000 })
      .toBe(2)
    const job = await api.data<{ RunId: string }>('GET', `/api/workspace/admin/function-operations/jobs/${jobId}`)

    // The run says what it answered and where its code came from.
    await page.goto(`/function-operations/runs/${job.RunId}`)
    await expect(page.getByText('Welcome aboard, Ada!')).toBeVisible()
    await expect(page.getByText(revision.Id)).toBeVisible()
    await page.getByTestId('run-project-source').click()
    await expect(page).toHaveURL(new RegExp(`/net-operation-project/revisions/compare\\?from=${revision.Id}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Compare revisions' })).toBeVisible()
  })
})
