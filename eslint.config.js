// ESLint flat config. Plain JavaScript because ESLint loads TypeScript configs only through the
// optional `jiti` package, which this project does not depend on.
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import boundaries from './scripts/boundaries/plugin.js'

/** Generated client code is private to src/api: everything else goes through `@/api`. */
const generatedClientImports = {
  patterns: [
    {
      group: ['@shared/contract', '@shared/contract/*', '**/shared/contract', '**/shared/contract/*'],
      message: 'Import from `@/api` instead: the app reaches the generated contract types through src/api.',
    },
  ],
}

/** Focused tests silently skip the rest of the suite. */
const focusedTests = ['describe', 'it', 'test'].map((object) => ({
  object,
  property: 'only',
  message: 'Focused tests (.only) skip the rest of the suite; remove `.only` before committing.',
}))

// Playwright's `test.describe.only`, which no-restricted-properties cannot name.
const focusedDescribe = {
  selector: "MemberExpression[object.property.name='describe'][property.name='only']",
  message: 'Focused tests (.only) skip the rest of the suite; remove `.only` before committing.',
}

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      'dist-*/**',
      'test-results*/**',
      '.shots/**',
      '**/node_modules/**',
      'shared/contract/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-results/**',
      '**/coverage/**',
      // The UI project templates are apps of their own, checked by the build runner with its fixed config.
      'server/modules/ui-project/templates/*/**',
    ],
  },
  tseslint.configs.recommended,
  pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'], sourceType: 'module' },
    },
  },
  {
    files: ['**/*.{js,ts,vue}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', generatedClientImports],
      'no-restricted-properties': ['error', ...focusedTests],
      'no-restricted-syntax': ['error', focusedDescribe],
      // Optional props typed with `defineProps<...>()` are undefined by design.
      'vue/require-default-prop': 'off',
      // Formatting is not the linter's job here; these Vue layout rules only fight the formatter.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
    },
  },
  {
    // The server project shares one module graph per worker (isolate: false in vitest.config.ts):
    // a module replaced in one file would stay replaced, or stay real, for the next.
    files: ['{server,shared,scripts,openapi}/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        focusedDescribe,
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'Server tests share modules between files: pass the dependency in instead of vi.mock.',
        },
      ],
    },
  },
  {
    // Features and server modules are used through their index.ts; app, server, shared and tooling
    // keep to their side; no circles (scripts/boundaries/plugin.js, counted by `npm run boundaries`).
    files: ['{src,server,shared,scripts,openapi,e2e}/**/*.{js,mjs,ts,vue}'],
    plugins: { boundaries },
    rules: { 'boundaries/entry-only': 'error', 'boundaries/no-area-cycles': 'error', 'boundaries/sql-in-repositories': 'error' },
  },
  {
    // shared/ runs in the browser and in Node alike: no platform, database or framework imports.
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'pg', '@electric-sql/*', 'fastify', 'vue', 'vuetify', 'vue-*', 'pinia', '@tanstack/*', 'monaco-editor'],
              message: 'shared/ is used by the app and the server alike: no Node, database, DOM or framework imports.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'process', 'Buffer', 'require'].map((name) => ({
          name,
          message: 'shared/ is used by the app and the server alike: no browser or Node globals.',
        })),
      ],
    },
  },
  {
    // src/api owns the generated client.
    files: ['src/api/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Vuetify's slot syntax (`v-slot:item.name`) uses dotted modifiers on purpose.
    files: ['**/*.vue'],
    rules: { 'vue/valid-v-slot': ['error', { allowModifiers: true }] },
  },
)
