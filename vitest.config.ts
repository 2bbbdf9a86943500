import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { sep } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import vuetify from 'vite-plugin-vuetify'

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
}

/**
 * Unit test files that replace modules with `vi.mock`. They need a module graph of their own; the
 * other files share one per worker (`isolate: false`), so Vue, Vuetify and the app are imported
 * once per worker rather than once per file (all unit files: 127 instead of 211 seconds on two cores).
 */
const replacingModules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file.split(sep).join('/')}`)
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')))

function unitProject(name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }): TestProjectInlineConfiguration {
  return {
    plugins: [vue(), vuetify({ autoImport: true })],
    resolve: { alias },
    test: {
      name,
      environment: 'happy-dom',
      ...files,
      setupFiles: ['src/test/setup.ts'],
      server: { deps: { inline: ['vuetify'] } },
      // A file's first test imports what it renders, lazily loaded screens included, and each
      // import is transformed on the spot: seconds on a loaded two-core machine, past the default 5.
      testTimeout: 15_000,
      // Each file spends most of its time importing Vue, Vuetify and the app while its tests take
      // little: on two cores, two files at a time instead of one.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  }
}

export default defineConfig({
  test: {
    projects: [
      unitProject('unit', { include: ['src/**/*.test.ts'], exclude: replacingModules, isolate: false }),
      unitProject('unit-mocked', { include: replacingModules, isolate: true }),
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['server/test/globalSetup.ts'],
          // Files share one module graph per worker: the server's modules, the compiled contract and
          // PGlite are loaded once per worker, not once per file. Nothing here replaces modules.
          isolate: false,
          // The default (one core fewer than the machine has) leaves one of two cores idle, while
          // each file keeps one busy with PGlite; two files at a time took 4.5 instead of 7.5 minutes.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // After the unit project when both run together (vitest wants one worker count per group).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
