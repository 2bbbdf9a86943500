import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest'
import { readTemplateFiles } from '../templates'
import { processGroupMembers } from './processTree'
import {
  BuildFailureCategory,
  BuildStage,
  runUiBuild,
  toolchainFingerprint,
  type BuildInput,
  type BuildOutcome,
  type StageEvent,
} from './runner'
import { findPackageDir } from './toolchain'

/**
 * The runner with its real tools. Each type-check of a Vuetify project takes tens of seconds on
 * two cores, so the template builds run once (beforeAll) and the other cases use a small project
 * without Vuetify.
 */

interface Recorded {
  outcome: BuildOutcome
  events: StageEvent[]
  logs: { stage: number; line: string }[]
  pids: number[]
  sandboxes: string[]
  wallMs: number
}

async function record(kind: BuildInput['kind'], files: ReadonlyMap<string, string>, extra: Partial<BuildInput> = {}): Promise<Recorded> {
  const recorded: Omit<Recorded, 'outcome' | 'wallMs'> = { events: [], logs: [], pids: [], sandboxes: [] }
  const started = performance.now()
  const outcome = await runUiBuild({
    kind,
    files,
    signal: new AbortController().signal,
    onStage: (event) => void recorded.events.push(event),
    onLog: (stage, line) => void recorded.logs.push({ stage, line }),
    ...extra,
    onProcessStart(pid) {
      recorded.pids.push(pid)
      // The child works in <sandbox>/project.
      recorded.sandboxes.push(dirname(readlinkSync(`/proc/${pid}/cwd`)))
      extra.onProcessStart?.(pid)
    },
  })
  return { ...recorded, outcome, wallMs: performance.now() - started }
}

const vueShim = "declare module '*.vue' {\n  import type { DefineComponent } from 'vue'\n  const component: DefineComponent<object, object, unknown>\n  export default component\n}\n"

/** A small project without Vuetify: its type-check takes seconds. */
function plainProject(files: Record<string, string> = {}): Map<string, string> {
  return new Map(
    Object.entries({
      'workspace.json': JSON.stringify({
        name: 'Plain',
        version: '1.0.0',
        hostContractVersion: 1,
        pages: [{ key: 'home', title: 'Home', path: '/', component: 'src/App.vue' }],
        locales: ['en'],
      }),
      'src/locales/en.json': '{ "title": "Plain" }\n',
      'src/env.d.ts': vueShim,
      'src/main.ts': "import { createApp } from 'vue'\nimport App from './App.vue'\n\ncreateApp(App).mount('#app')\n",
      'src/App.vue': "<script setup lang=\"ts\">\nimport { ref } from 'vue'\n\nconst count = ref(0)\n</script>\n\n<template>\n  <button type=\"button\" @click=\"count++\">{{ count }}</button>\n</template>\n",
      ...files,
    }),
  )
}

function errorsOf(outcome: BuildOutcome) {
  return outcome.diagnostics.filter((item) => item.Severity === 'error')
}

function installedVersion(name: string): string {
  const dir = findPackageDir(name)
  if (!dir) throw new Error(`${name} is not installed`)
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version
}

/** `../` from the sandbox's src folder up to the file system's root (the sandbox lies in tmpdir). */
const upToRoot = '../'.repeat(realpathSync(tmpdir()).split('/').filter(Boolean).length + 3)

async function expectCleanedUp(recorded: Recorded, check: ExpectStatic = expect) {
  // Killed processes may take a moment to go; zombies waiting to be reaped do not count.
  for (const pid of recorded.pids) await check.poll(() => processGroupMembers(pid), { timeout: 2000 }).toEqual([])
  for (const sandbox of recorded.sandboxes) check(existsSync(sandbox)).toBe(false)
}

describe('runUiBuild with the templates', () => {
  let multiPage: Recorded
  let blank: Recorded

  beforeAll(async () => {
    // One after the other, so that the timings below are the build's own.
    multiPage = await record('build', readTemplateFiles('multi-page'))
    blank = await record('check', readTemplateFiles('blank'))
  }, 300_000)

  it('builds the multi-page template: every stage, no errors, one JavaScript and one CSS file', () => {
    const { outcome, events } = multiPage
    expect(outcome.failure).toBeNull()
    expect(outcome.ok).toBe(true)
    expect(errorsOf(outcome)).toEqual([])
    expect(outcome.stageTimings.map((timing) => timing.stage)).toEqual([
      BuildStage.Preparing, BuildStage.Restoring, BuildStage.Generating, BuildStage.Compiling, BuildStage.Analyzing,
      BuildStage.Packaging, BuildStage.Publishing, BuildStage.Finalizing, BuildStage.Completed,
    ])
    const stagesStarted = events.map((event) => event.stage).filter((stage, index, all) => all.indexOf(stage) === index)
    expect(stagesStarted).toEqual(outcome.stageTimings.map((timing) => timing.stage))
    const percents = events.map((event) => event.progressPercent)
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
    expect(events.at(-1)).toEqual({ stage: BuildStage.Completed, progressPercent: 100, messageKey: 'uiProject.build.stage.completed' })
    expect(events.find((event) => event.stage === BuildStage.Compiling)?.messageKey).toBe('uiProject.build.stage.compiling')

    const output = outcome.output
    expect(output).not.toBeNull()
    const javascript = output?.javascript.toString('utf8') ?? ''
    expect(javascript.startsWith('(function(){')).toBe(true)
    expect(javascript.trimEnd().endsWith('})();')).toBe(true)
    expect(output?.css.length).toBeGreaterThan(10_000)
    expect(output?.css.toString('utf8')).toContain('.v-data-table')
    expect(outcome.peakMemoryBytes).toBeGreaterThan(50 * 1024 * 1024)

    const timings = outcome.stageTimings.map((timing) => `${timing.stage}: ${timing.durationMs} ms`).join(', ')
    console.info(`multi-page build in ${Math.round(multiPage.wallMs)} ms (stages ${timings}); peak memory ${Math.round((outcome.peakMemoryBytes ?? 0) / 1024 / 1024)} MiB`)
  })

  it('describes the multi-page app: pages, locales, packages and versions', () => {
    const output = multiPage.outcome.output
    const files = readTemplateFiles('multi-page')
    const messageCount = (code: string) => Object.keys(JSON.parse(files.get(`src/locales/${code}.json`) ?? '{}') as object).length
    expect(output?.pageDescriptor).toEqual({
      Pages: [
        { Key: 'home', Title: 'Home', Path: '/', Component: 'src/pages/HomePage.vue' },
        { Key: 'customers', Title: 'Customers', Path: '/customers', Component: 'src/pages/CustomersList.vue' },
        { Key: 'about', Title: 'About', Path: '/about', Component: 'src/pages/AboutPage.vue' },
      ],
    })
    expect(output?.localeDescriptor).toEqual({
      Locales: [
        { Code: 'en', MessageCount: messageCount('en'), File: 'src/locales/en.json' },
        { Code: 'de', MessageCount: messageCount('de'), File: 'src/locales/de.json' },
      ],
      Default: 'en',
    })
    expect(output?.dependencyMetadata).toEqual({
      Packages: ['@mdi/js', 'pinia', 'vue', 'vue-router', 'vuetify'].map((name) => ({ Name: name, Version: installedVersion(name) })),
    })
    expect(output?.webAppVersion).toBe('0.1.0')
    expect(output?.hostContractVersion).toBe(1)
    expect(output?.toolchain).toEqual({
      Vue: installedVersion('vue'),
      Pinia: installedVersion('pinia'),
      Vuetify: installedVersion('vuetify'),
      Vite: installedVersion('vite'),
      TypeScript: installedVersion('typescript'),
      Eslint: installedVersion('eslint'),
    })
    expect(output?.toolchainFingerprint).toMatch(/^[0-9a-f]{64}$/)
    expect(output?.toolchainFingerprint).toBe(toolchainFingerprint())
  })

  it('publishes a bundle that runs as an IIFE in a page and renders the host\'s language', async () => {
    const window = new Window({ url: 'http://localhost/#/customers' })
    try {
      window.document.body.innerHTML = '<div id="app"></div>'
      Object.assign(window, { __WORKSPACE_HOST__: { apiBaseUrl: 'https://api.example', locale: 'de' } })
      window.eval(multiPage.outcome.output?.javascript.toString('utf8') ?? '')
      await window.happyDOM.waitUntilComplete()
      await expect.poll(() => window.document.querySelector('#app')?.textContent ?? '').toContain('Acme Trading')
      const text = window.document.querySelector('#app')?.textContent ?? ''
      expect(text).toContain('Kunden')
      expect(text).toContain('Blue Harbor Logistics')
    } finally {
      await window.happyDOM.close()
    }
  })

  it('logs each stage without the machine\'s paths and removes its sandbox', async () => {
    const lines = multiPage.logs.map((entry) => entry.line)
    expect(multiPage.logs.find((entry) => entry.stage === BuildStage.Packaging && entry.line.includes('modules transformed'))).toBeDefined()
    expect(lines.join('\n')).not.toContain(realpathSync(tmpdir()) + '/workspace-ui-build-')
    expect(multiPage.outcome.stageTimings.find((timing) => timing.stage === BuildStage.Packaging)?.logLineCount).toBeGreaterThan(2)
    await expectCleanedUp(multiPage)
    await expectCleanedUp(blank)
  })

  it('checks the blank template without errors and without output', () => {
    expect(blank.outcome.failure).toBeNull()
    expect(blank.outcome.ok).toBe(true)
    expect(blank.outcome.diagnostics).toEqual([])
    expect(blank.outcome.output).toBeNull()
    expect(blank.outcome.stageTimings.map((timing) => timing.stage)).toEqual([
      BuildStage.Preparing, BuildStage.Restoring, BuildStage.Generating, BuildStage.Compiling, BuildStage.Analyzing, BuildStage.Completed,
    ])
  })
})

describe('runUiBuild with broken and hostile projects', () => {
  // A file outside the sandbox, made only when these tests run (the cases below need its path).
  const secret = `SECRET-${randomUUID()}`
  const secretDir = join(realpathSync(tmpdir()), `ui-build-secret-${randomUUID()}`)
  const secretFile = join(secretDir, 'secret.json')
  const secretPath = `${upToRoot}${secretFile.slice(1)}`

  beforeAll(() => {
    mkdirSync(secretDir)
    writeFileSync(secretFile, JSON.stringify({ [secret]: secret }))
  })
  afterAll(() => rmSync(secretDir, { recursive: true, force: true }))

  // These builds are independent: they share the two cores instead of waiting for each other.
  it.concurrent('reports type and lint errors of a check, each at its file and line', async ({ expect }) => {
    const recorded = await record(
      'check',
      plainProject({
        'src/App.vue': "<script setup lang=\"ts\">\nimport { ref } from 'vue'\nconst n: number = 'x'\nconst count = ref(n)\n</script>\n\n<template>\n  <p>{{ count }}</p>\n</template>\n",
        'src/util.ts': 'export function answer(): number {\n  debugger\n  return 42\n}\n',
      }),
    )
    const { outcome } = recorded
    expect(outcome.ok).toBe(false)
    expect(outcome.failure).toMatchObject({ reasonCode: 'uiProject.build.typeErrors', category: BuildFailureCategory.Compilation, retryable: false })
    expect(outcome.diagnostics).toContainEqual(expect.objectContaining({ Source: 'typescript', Severity: 'error', File: 'src/App.vue', Line: 3, Column: 7, Code: 'TS2322' }))
    expect(outcome.diagnostics).toContainEqual(expect.objectContaining({ Source: 'eslint', Severity: 'error', File: 'src/util.ts', Line: 2, Column: 3, Code: 'no-debugger' }))
    expect(outcome.stageTimings.map((timing) => timing.stage)).toEqual([BuildStage.Preparing, BuildStage.Restoring, BuildStage.Generating, BuildStage.Compiling, BuildStage.Analyzing])
    await expectCleanedUp(recorded, expect)
  }, 120_000)

  it.concurrent('refuses imports of files outside the sandbox without their contents reaching the outcome', async ({ expect }) => {
    const recorded = await record(
      'build',
      plainProject({
        'src/main.ts': [
          "import secret from '/etc/passwd?raw'",
          "import manifest from '../../../package.json'",
          `import leaked from '${secretPath}'`,
          "import { createApp } from 'vue'",
          "import App from './App.vue'",
          '',
          "createApp(App).provide('x', [secret, manifest, leaked]).mount('#app')",
          '',
        ].join('\n'),
      }),
    )
    const { outcome } = recorded
    expect(outcome.failure).toMatchObject({ reasonCode: 'uiProject.build.importRefused', category: BuildFailureCategory.Validation })
    expect(outcome.output).toBeNull()
    const refusals = outcome.diagnostics.filter((item) => item.Source === 'sandbox')
    expect(refusals.map((item) => [item.File, item.Line])).toEqual([
      ['src/main.ts', 1],
      ['src/main.ts', 2],
      ['src/main.ts', 3],
    ])
    const everything = JSON.stringify(outcome) + JSON.stringify(recorded.logs)
    expect(everything).not.toContain(secret)
    expect(everything).not.toContain('root:x:0:0')
    await expectCleanedUp(recorded, expect)
  }, 120_000)

  // Paths the type-check and the lint do not see: the bundler's resolver plugin and the read guard stop them.
  const escapes: { name: string; files: Record<string, string>; refusal: string }[] = [
    {
      name: 'a <style src>',
      files: { 'src/App.vue': `<template>\n  <p>x</p>\n</template>\n\n<style src="${secretPath}"></style>\n` },
      refusal: 'resolves outside the project and the allowed packages',
    },
    {
      name: 'a stylesheet @import',
      files: { 'src/main.ts': "import './styles.css'\n", 'src/styles.css': `@import '${secretPath}';\n` },
      refusal: `"${secretPath}" is refused: it points outside the project.`,
    },
    {
      name: 'a stylesheet url()',
      files: { 'src/main.ts': "import './styles.css'\n", 'src/styles.css': `.x { background: url(${secretPath}); }\n` },
      refusal: `"${secretPath}" is refused: it points outside the project.`,
    },
  ]
  it.concurrent.for(escapes)('stops the bundle at $name outside the project', { timeout: 120_000 }, async ({ files, refusal }, { expect }) => {
    const recorded = await record('build', plainProject(files))
    const { outcome } = recorded
    expect(outcome.failure).toMatchObject({ reasonCode: 'uiProject.build.importRefused', category: BuildFailureCategory.Validation })
    expect(outcome.diagnostics).toContainEqual(expect.objectContaining({ Source: 'sandbox', Severity: 'error', Message: expect.stringContaining(refusal) }))
    expect(outcome.output).toBeNull()
    expect(JSON.stringify(outcome) + JSON.stringify(recorded.logs)).not.toContain(secret)
    await expectCleanedUp(recorded, expect)
  })

  // Files the bundler reads as assets and inlines (lib mode inlines every asset): the runner's own
  // source and the toolchain's files are readable by the worker's tools, but never part of a bundle.
  const runnerSource = join(import.meta.dirname, 'runner.ts')
  const runnerSourcePath = `${upToRoot}${runnerSource.slice(1)}`
  const runnerBytes = readFileSync(runnerSource)
  const assetEscapes: { name: string; files: Record<string, string>; refusal: string }[] = [
    {
      name: 'new URL() in a module',
      files: { 'src/main.ts': `export const source = new URL('${runnerSourcePath}', import.meta.url).href\n` },
      refusal: 'is refused: it points outside the project.',
    },
    {
      name: 'url() in a stylesheet',
      files: { 'src/main.ts': "import './styles.css'\n", 'src/styles.css': `.x { background: url('${runnerSourcePath}'); }\n` },
      refusal: 'is refused: it points outside the project.',
    },
    {
      // Not a module of its own: checked after the @import is inlined, against the file it was written in.
      name: 'url() in an @imported stylesheet',
      files: { 'src/main.ts': "import './styles.css'\n", 'src/styles.css': "@import './more.css';\n", 'src/more.css': `.x { background: url(${runnerSourcePath}); }\n` },
      refusal: 'is refused: it points outside the project.',
    },
  ]
  it.concurrent.for(assetEscapes)('keeps files outside the project out of the bundle: $name fails the build', { timeout: 120_000 }, async ({ files, refusal }, { expect }) => {
    const recorded = await record('build', plainProject(files))
    const { outcome } = recorded
    expect(outcome.ok).toBe(false)
    expect(outcome.output).toBeNull()
    expect(outcome.diagnostics).toContainEqual(expect.objectContaining({ Source: 'sandbox', Severity: 'error', Message: expect.stringContaining(refusal) }))
    const everything = JSON.stringify(outcome) + JSON.stringify(recorded.logs)
    expect(everything).not.toContain(runnerSource)
    expect(everything).not.toContain(runnerBytes.toString('base64').slice(0, 64))
    expect(everything).not.toContain("The workspace UI project's build runner")
    await expectCleanedUp(recorded, expect)
  })

  it.concurrent('refuses a glob that reaches outside the project by its pattern, without naming what it matches', async ({ expect }) => {
    const pattern = `${upToRoot}etc/*.conf`
    const matches = readdirSync('/etc').filter((name) => name.endsWith('.conf'))
    const recorded = await record(
      'build',
      plainProject({
        // JavaScript: the type-check knows no import.meta.glob, and a side-effect import is not checked.
        'src/configs.js': `console.log(import.meta.glob('${pattern}', { eager: true, query: '?raw' }))\n`,
        'src/main.ts': "import { createApp } from 'vue'\nimport App from './App.vue'\nimport './configs.js'\n\ncreateApp(App).mount('#app')\n",
      }),
    )
    const { outcome } = recorded
    expect(outcome.failure).toMatchObject({ reasonCode: 'uiProject.build.importRefused' })
    expect(outcome.output).toBeNull()
    expect(outcome.diagnostics).toContainEqual(
      expect.objectContaining({ Source: 'sandbox', File: 'src/configs.js', Line: 1, Message: `The glob "${pattern}" is refused: it points outside the project.` }),
    )
    const everything = JSON.stringify(outcome) + JSON.stringify(recorded.logs)
    for (const name of matches) expect(everything).not.toContain(`etc/${name}`)
    await expectCleanedUp(recorded, expect)
  }, 120_000)

  describe('with configuration files that would run code and a module that calls the network', () => {
    const markerDir = join(realpathSync(tmpdir()), `ui-build-markers-${randomUUID()}`)
    const writeMarker = (name: string) => `require('node:fs').writeFileSync(${JSON.stringify(join(markerDir, name))}, 'loaded')`
    let server: Server
    let connections = 0
    let recorded: Recorded

    beforeAll(async () => {
      mkdirSync(markerDir)
      server = createServer((socket) => {
        connections += 1
        socket.destroy()
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      recorded = await record(
        'build',
        plainProject({
          'vite.config.ts': `import { createRequire } from 'node:module'\nconst require = createRequire(import.meta.url)\n${writeMarker('vite')}\nexport default {}\n`,
          'postcss.config.js': `${writeMarker('postcss')}\nmodule.exports = {}\n`,
          'eslint.config.js': `${writeMarker('eslint')}\nmodule.exports = []\n`,
          // Were it read, the worker's own `import 'vite'` would load evil.cjs.
          'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { vite: ['./evil.cjs'] } } }),
          'evil.cjs': `${writeMarker('tsconfig')}\n`,
          '.env': 'VITE_API_KEY=from-env-file\n',
          'src/beacon.ts': `// Runs in the browser, never at build time.\nvoid fetch('http://127.0.0.1:${port}/beacon')\n`,
          'src/main.ts': "import { createApp } from 'vue'\nimport App from './App.vue'\nimport './beacon'\n\ncreateApp(App).mount('#app')\n",
        }),
      )
    }, 120_000)

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve))
      rmSync(markerDir, { recursive: true, force: true })
    })

    it('ignores the configuration files with a warning each and never runs them', () => {
      expect(recorded.outcome.failure).toBeNull()
      const ignored = recorded.outcome.diagnostics.filter((item) => item.Severity === 'warning' && item.Message.includes('the build configuration is fixed'))
      expect(ignored.map((item) => item.File).sort()).toEqual(['.env', 'eslint.config.js', 'postcss.config.js', 'tsconfig.json', 'vite.config.ts'])
      expect(['vite', 'postcss', 'eslint', 'tsconfig'].filter((name) => existsSync(join(markerDir, name)))).toEqual([])
      expect(recorded.outcome.output?.javascript.toString('utf8')).not.toContain('from-env-file')
    })

    it('bundles the module that calls the network without running it', async () => {
      expect(recorded.outcome.output?.javascript.toString('utf8')).toContain('/beacon')
      expect(connections).toBe(0)
      await expectCleanedUp(recorded)
    })
  })

  it('refuses paths that leave the project before starting any tool', async () => {
    const files = plainProject()
    files.set('../escape.ts', '')
    files.set('/etc/cron.d/x', '')
    files.set('src/a\0b.ts', '')
    const recorded = await record('check', files)
    expect(recorded.outcome.failure).toMatchObject({ reasonCode: 'uiProject.build.invalidPath', category: BuildFailureCategory.Validation })
    expect(recorded.outcome.diagnostics).toHaveLength(3)
    expect(recorded.pids).toEqual([])
  })
})

describe('runUiBuild stopping', () => {
  it('ends with Cancelled soon after an abort during Compiling and leaves no process behind', async () => {
    const controller = new AbortController()
    let abortedAt = 0
    const recorded = await record('check', plainProject(), {
      signal: controller.signal,
      onProcessStart: () => {
        // The type-check's child is running: cancel a moment later.
        setTimeout(() => {
          abortedAt = performance.now()
          controller.abort()
        }, 300)
      },
    })
    const afterAbortMs = performance.now() - abortedAt
    expect(recorded.outcome.failure).toMatchObject({ reasonCode: 'uiProject.build.cancelled', category: BuildFailureCategory.Cancelled, retryable: false })
    expect(recorded.outcome.stageTimings.at(-1)?.stage).toBe(BuildStage.Compiling)
    expect(afterAbortMs).toBeLessThan(2000)
    await expectCleanedUp(recorded)
  }, 60_000)

  it('ends with Timeout when the time is up', async () => {
    const recorded = await record('check', plainProject(), { timeoutMs: 1000 })
    expect(recorded.outcome.failure).toMatchObject({ reasonCode: 'uiProject.build.timedOut', category: BuildFailureCategory.Timeout, retryable: true })
    expect(recorded.wallMs).toBeLessThan(4000)
    await expectCleanedUp(recorded)
  }, 60_000)

  it('stops with an Internal failure when reporting progress fails', async () => {
    const recorded = await record('check', plainProject(), {
      onStage: (event) => {
        if (event.stage === BuildStage.Restoring) throw new Error('the database is gone')
      },
    })
    expect(recorded.outcome.failure).toMatchObject({ reasonCode: 'uiProject.build.internalError', category: BuildFailureCategory.Internal })
    expect(recorded.outcome.failure?.message).toContain('the database is gone')
    expect(recorded.pids).toEqual([])
    expect(recorded.outcome.stageTimings.map((timing) => timing.stage)).toEqual([BuildStage.Preparing, BuildStage.Restoring])
  })

  it('ends with Cancelled at once when the signal is already aborted', async () => {
    const recorded = await record('build', plainProject(), { signal: AbortSignal.abort() })
    expect(recorded.outcome.failure?.category).toBe(BuildFailureCategory.Cancelled)
    expect(recorded.pids).toEqual([])
  })
})
