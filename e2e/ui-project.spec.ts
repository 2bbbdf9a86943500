import { expect, test } from './fixtures'
import { UiProjectArtifactsPage } from './pages/UiProjectArtifactsPage'
import { UiProjectBuildsPage } from './pages/UiProjectBuildsPage'
import { UiProjectSourcePage } from './pages/UiProjectSourcePage'

const A = '/api/workspace/admin/ui-project'

interface Build {
  Id: string
  BuildNumber: number
  Status: number
  ArtifactId: string | null
}

const appVue = (body: string) => `<script setup lang="ts">
import { readHost } from './host'

${body}
</script>

<template>
  <v-app>
    <v-main>
      <v-container>
        <h1 class="text-h4 mb-2">Orders dashboard</h1>
        <p>Language: {{ host.locale }} {{ note }}</p>
      </v-container>
    </v-main>
  </v-app>
</template>
`

const terminal = (build: Build) => build.Status >= 2

/**
 * A configurator changes the workspace's frontend and publishes it: starts from a template, edits
 * a file, builds it while the stages move, activates the artifact and verifies it in the browser,
 * then meets a type error linked to its line, and purges an older artifact. Builds run for real
 * (type-check, lint, bundle) on the function host, so this test takes its time.
 */
test.describe('UI project', () => {
  test('template → edit → build → activate → verify; a type error links to its line; an old artifact is purged', async ({ page, signInAs, api }) => {
    test.setTimeout(420_000)
    const source = new UiProjectSourcePage(page)
    const builds = new UiProjectBuildsPage(page)
    const artifacts = new UiProjectArtifactsPage(page)

    // An older artifact to purge at the end: the first seeded revision, built through the API
    // meanwhile. Not the working revision: an attempt of this test leaves that one with a type error.
    const revisions = await api.data<{ Items: Array<{ Id: string; Number: number }> }>('GET', `${A}/revisions?page=1&pageSize=100`, undefined, 'configurator')
    const first = revisions.Items.reduce((oldest, revision) => (revision.Number < oldest.Number ? revision : oldest))
    const older = await api.data<Build>('POST', `${A}/builds`, { Kind: 0, RevisionId: first.Id }, 'configurator')

    await signInAs(page, 'configurator', '/')
    await source.goto()
    await source.applyTemplate('Blank app')
    await source.openFile('src/App.vue')
    await source.replaceText('src/App.vue', appVue("const host = readHost()\nconst note = 'ready'"))
    expect((await source.save('Orders dashboard heading')).status()).toBe(200)

    // Build and watch the stages move until it succeeds.
    await page.goto('/ui-project')
    const buildId = await builds.start('build')
    const { status, observed } = await builds.waitForTerminal(buildId)
    expect(status).toBe('Succeeded')
    expect(new Set(observed.map((seen) => seen.stage)).size).toBeGreaterThan(1)
    await expect(builds.stage('Bundle')).toBeVisible()
    const built = await api.data<Build>('GET', `${A}/builds/${buildId}`)
    expect(built.ArtifactId).not.toBeNull()

    // Activate it, then check the stored integrity against the bytes in the browser and preview it.
    await artifacts.goto()
    await artifacts.activate(built.BuildNumber)
    await expect(artifacts.row(built.BuildNumber)).toContainText('Live')
    await artifacts.gotoArtifact(built.ArtifactId as string)
    const verified = await artifacts.verify()
    expect(verified.passed, `${verified.javascript} / ${verified.css}`).toBe(true)
    const frame = await artifacts.showPreview()
    await expect(frame.getByRole('heading', { name: 'Orders dashboard' })).toBeVisible({ timeout: 20_000 })

    // A type error: the check fails and its diagnostic opens the editor at the line.
    await source.goto({ path: 'src/App.vue' })
    await source.replaceText('src/App.vue', appVue("const host = readHost()\nconst note: number = 'ready'"))
    expect((await source.save('Break the note type')).status()).toBe(200)
    await builds.goto()
    const checkId = await builds.start('check')
    expect((await builds.waitForTerminal(checkId)).status).toBe('Failed')
    await builds.openDiagnostic('src/App.vue', 5)
    await source.expectHighlightedLine('src/App.vue', 5)

    // The older artifact, never active, is purged; its history stays.
    let olderBuild = older
    await expect.poll(async () => terminal((olderBuild = await api.data<Build>('GET', `${A}/builds/${older.Id}`))), { timeout: 240_000 }).toBe(true)
    expect(olderBuild.ArtifactId).not.toBeNull()
    await artifacts.goto()
    expect((await artifacts.purge(older.BuildNumber)).status()).toBe(200)
    await expect(artifacts.row(older.BuildNumber)).toContainText('Assets purged')
    const purged = await api.data<{ AssetsAvailable: boolean; AssetsPurgedAt: string | null; ArtifactHash: string }>('GET', `${A}/artifacts/${olderBuild.ArtifactId}`)
    expect(purged.AssetsAvailable).toBe(false)
    expect(purged.AssetsPurgedAt).not.toBeNull()
    expect(purged.ArtifactHash).toMatch(/^[0-9a-f]{64}$/)
  })

  test('Ctrl+S in the editor asks for the save message, and the open tabs come back after leaving the screen', async ({ page, signInAs }) => {
    const source = new UiProjectSourcePage(page)
    await signInAs(page, 'configurator', '/')
    await source.goto()
    await source.openFile('README.md')
    await source.openFile('src/App.vue')

    // Away to the overview and back: both tabs are open again, App.vue in front.
    await page.getByTestId('ui-project-tab-overview').click()
    await expect(page).toHaveURL(/\/ui-project$/)
    await page.getByTestId('ui-project-tab-source').click()
    await expect(page.getByTestId('source-tab-README.md')).toBeVisible()
    await expect(page.getByTestId('source-tab-src/App.vue')).toBeVisible()
    await expect(source.activePath).toHaveText('src/App.vue')

    // A type error shows while typing, with the line it is on; fixed, it goes.
    const problems = source.editor('src/App.vue').getByTestId('code-type-problems')
    await source.replaceText('src/App.vue', "<script setup lang=\"ts\">\nconst count: number = 'many'\n</script>\n<template><h1>{{ count }}</h1></template>\n")
    await expect(problems).toContainText("1 type error in this file, line 2: Type 'string' is not assignable to type 'number'.", { timeout: 20_000 })
    await problems.getByRole('button', { name: 'Go to line 2' }).click()
    await expect.poll(() => source.highlightedLine('src/App.vue')).toBe(2)
    await source.replaceText('src/App.vue', '<template><h1>Keyboard first</h1></template>\n')
    await expect(problems).toHaveCount(0)
    await expect(source.textarea('src/App.vue')).toBeFocused()
    await page.keyboard.press('ControlOrMeta+S')
    const dialog = source.dialog('Save the changes')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('src/App.vue')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('source-tab-src/App.vue')).toContainText('Changed')
  })
})
