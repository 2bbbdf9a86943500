/**
 * The workspace UI project's build runner: type-checks, lints and bundles a revision's tree with
 * real tools in a sandboxed child process. The callers (routes, queue) use only this file.
 *
 * The project format (docs/ui-project-format.md has the full description):
 * - A Vue 3 + Pinia + Vuetify app. `workspace.json` at the root:
 *   { "name", "version" (semantic; becomes the artifact's WebAppVersion), "hostContractVersion": 1,
 *     "pages": [{ "key", "title", "path" (hash route, "/customers"), "component" ("src/pages/X.vue") }],
 *     "locales": ["en", "de"] }
 *   Each page's component must exist; each locale has its messages in `src/locales/<code>.json`.
 * - `src/main.ts` is the entry: it creates the app with Pinia and Vuetify (registering only the
 *   Vuetify components it uses, plus `import 'vuetify/styles'`) and mounts it on `#app`.
 * - Imports: the project's own files and `vue`, `pinia`, `vuetify` (with its subpaths),
 *   `vue-router`, `@mdi/js`; anything else is refused (a 'sandbox' error).
 * - The build configuration is fixed: tsconfig*.json, vite/postcss/eslint configs, .env files,
 *   package.json and node_modules in the tree are ignored (one 'sandbox' warning each) and never
 *   written into the sandbox.
 * - Host contract 1 (the only one this host supports): one self-executing (IIFE) JavaScript file
 *   and one CSS file; the app mounts into the host page's `<div id="app">` and may read
 *   `window.__WORKSPACE_HOST__ = { apiBaseUrl, locale, accessToken? }`.
 *
 * Stages (the contract's BuildStage): check = Preparing, Restoring, Generating, Compiling (vue-tsc),
 * Analyzing (ESLint), Completed; build adds Packaging (Vite), Publishing, Finalizing. A check runs
 * every stage it can and reports all diagnostics; a build bundles only a tree without errors.
 * Isolation: every tool runs in a child process (own process group, minimal environment, 768 MiB
 * heap, no network: guards/networkGuard.mjs and, where possible, an empty network namespace; no
 * reading outside the sandbox and the toolchain: guards/readGuard.mjs). Nothing of the tree is
 * executed: its files are type-checked, linted and transformed, never run.
 */
import { BuildRun } from './buildRun'
import type { BuildInput, BuildOutcome } from './types'

export type {
  BuildDiagnostic,
  BuildFailure,
  BuildInput,
  BuildKindName,
  BuildOutcome,
  BuildOutput,
  StageEvent,
  StageTiming,
  ToolchainVersions,
} from './types'
export type { DependencyMetadata, LocaleDescriptor, PageDescriptor } from './descriptors'
export { BuildFailureCategory } from './failures'
export { BuildStage, stageMessageKey } from './stages'
export { defaultBuildTimeoutMs, outputLimits } from './buildRun'
export { stageLogLimits } from './logLimiter'
export { allowedPackages } from './allowedImports'
export { runnerConfigVersion, supportedHostContractVersions, ToolchainMissingError, toolchainFingerprint, toolchainVersions } from './toolchain'

/** Runs a check or a build of a tree; never throws: every failure is in the outcome. */
export function runUiBuild(input: BuildInput): Promise<BuildOutcome> {
  return new BuildRun(input).run()
}
