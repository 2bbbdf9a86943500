import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import vuetify from 'vite-plugin-vuetify'

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vue(), vuetify({ autoImport: true })],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          server: { deps: { inline: ['vuetify'] } },
          // Each file spends most of its time importing Vue, Vuetify and the app in a fresh module
          // graph while its tests take little: on two cores, two files at a time instead of one.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['server/test/globalSetup.ts'],
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
