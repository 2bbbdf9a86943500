import { relative, sep } from 'node:path'
import { ESLint, type Linter } from 'eslint'
import pluginVue from 'eslint-plugin-vue'
import tseslint from 'typescript-eslint'
import type { BuildDiagnostic } from '../types'
import { allowedImportsRule, allowedImportsRuleId, sandboxPluginName } from './importRule'

/** The runner's own lint configuration: nothing of the project's is loaded (overrideConfigFile: true). */
export function lintConfig(): Linter.Config[] {
  return [
    ...pluginVue.configs['flat/essential'],
    {
      files: ['**/*.{ts,mts}'],
      languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module', ecmaVersion: 'latest' },
    },
    {
      files: ['**/*.vue'],
      languageOptions: {
        parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'], sourceType: 'module', ecmaVersion: 'latest' },
      },
    },
    {
      files: ['**/*.{js,mjs,ts,mts,vue}'],
      plugins: {
        '@typescript-eslint': tseslint.plugin as unknown as ESLint.Plugin,
        [sandboxPluginName]: { rules: { 'allowed-imports': allowedImportsRule } },
      },
      rules: {
        [allowedImportsRuleId]: 'error',
        'no-debugger': 'error',
        'no-dupe-keys': 'error',
        'no-unreachable': 'error',
        'no-var': 'error',
        'prefer-const': 'warn',
        eqeqeq: ['warn', 'smart'],
        'no-unused-vars': 'off',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/no-explicit-any': 'warn',
        // Vuetify's slots are named like `item.name`.
        'vue/valid-v-slot': ['error', { allowModifiers: true }],
      },
    },
  ]
}

export const lintedFiles = ['**/*.{js,mjs,ts,mts,vue}']

function toDiagnostic(file: string | null, message: Linter.LintMessage): BuildDiagnostic {
  return {
    File: file,
    Line: message.line || null,
    Column: message.column || null,
    EndLine: message.endLine ?? null,
    EndColumn: message.endColumn ?? null,
    Severity: message.severity === 2 ? 'error' : 'warning',
    Source: message.ruleId === allowedImportsRuleId ? 'sandbox' : 'eslint',
    Code: message.ruleId,
    Message: message.message,
  }
}

/** Lints the project's script files; a diagnostic for each message, File relative to the project. */
export async function lintProject(projectDir: string): Promise<{ diagnostics: BuildDiagnostic[]; fileCount: number }> {
  const eslint = new ESLint({
    cwd: projectDir,
    overrideConfigFile: true,
    overrideConfig: lintConfig(),
    errorOnUnmatchedPattern: false,
    warnIgnored: false,
    cache: false,
  })
  const results = await eslint.lintFiles(lintedFiles)
  const diagnostics = results.flatMap((result) => {
    const file = relative(projectDir, result.filePath).split(sep).join('/')
    return result.messages.map((message) => toDiagnostic(file, message))
  })
  return { diagnostics, fileCount: results.length }
}
