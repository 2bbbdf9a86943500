import { createRequire } from 'node:module'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import vue from '@vitejs/plugin-vue'
import vuetify from 'vite-plugin-vuetify'

const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

/**
 * The headers a deployment sends with the app (docs/deploy.md), served by `vite preview` so the
 * e2e tests and benchmarks run the build under them. connect-src: the app reads its API address
 * from config.json and the sign-in screen accepts another installation's, so the preview allows
 * the local APIs (any port on 127.0.0.1 and localhost) and any HTTPS API; a deployment lists its
 * own API origin instead.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Vuetify writes its theme into a <style> element and components set style attributes.
  "style-src 'self' 'unsafe-inline'",
  // blob: the preview of an attachment (an image or a PDF fetched with the token, shown from an object URL).
  "img-src 'self' data: blob:",
  // …and the UI project's preview: the API's host page of an artifact, sandboxed by its own policy.
  "frame-src blob: http://127.0.0.1:* http://localhost:* https:",
  "font-src 'self'",
  "connect-src 'self' http://127.0.0.1:* http://localhost:* https:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const appSecurityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

// vite-plugin-vuetify adds `import { VBtn } from 'vuetify/components/VBtn'` to each component while
// it is served, after the dev server's dependency scan: left to be found page by page, every new
// one re-bundles the dependencies and reloads the page. So every Vuetify component module the
// plugin can import (its own import map) and the directives are pre-bundled from the start.
// `npx tsx scripts/check-dev-server.ts` proves that the first visit of every screen stays clean.
const vuetifyImportMap = createRequire(import.meta.url)('vuetify/dist/json/importMap.json') as {
  components: Record<string, { from: string }>
}
const vuetifyModules = [...new Set(Object.values(vuetifyImportMap.components).map(({ from }) => `vuetify/${from}`))]

// Monaco is imported only by the lazily loaded runtimes of src/platform/components/expression-editor/
// (monacoRuntime.ts for every editor, codeRuntime.ts for source files and diffs): their entry points
// are pre-bundled from the start too, or the first editor opened would re-bundle the dependencies
// and reload. Keep this list in step with those files' imports (the `?worker` import bundles on its
// own) and with the message tables of expression-editor/monaco.ts.
const monacoModules = [
  'monaco-editor/nls/lang/de.js',
  'monaco-editor/editor/editor.api',
  'monaco-editor/features/codicon/register',
  'monaco-editor/editor/contrib/suggest/browser/suggestController',
  'monaco-editor/features/hover/register',
  'monaco-editor/features/parameterHints/register',
  'monaco-editor/features/codeAction/register',
  'monaco-editor/features/gotoError/register',
  'monaco-editor/features/bracketMatching/register',
  'monaco-editor/features/wordOperations/register',
  // codeRuntime.ts
  'monaco-editor/languages/definitions/typescript/register',
  'monaco-editor/languages/definitions/javascript/register',
  'monaco-editor/languages/definitions/css/register',
  'monaco-editor/languages/definitions/html/register',
  'monaco-editor/languages/definitions/markdown/register',
  'monaco-editor/features/find/register',
  'monaco-editor/features/folding/register',
  'monaco-editor/features/comment/register',
  'monaco-editor/features/linesOperations/register',
  'monaco-editor/features/toggleTabFocusMode/register',
  'monaco-editor/features/diffEditor/register',
  // typeCheck.ts
  'monaco-editor/languages/features/typescript/register',
]

/**
 * With PREVIEW_API_BASE_URL set, `vite preview` answers config.json with that API address instead
 * of the built file, so the e2e tests and benchmarks point the app at their own API without
 * intercepting requests in the browser (interception turns off the HTTP cache and sends every
 * request through the test runner).
 */
const previewApiAddress: Plugin = {
  name: 'preview-api-address',
  configurePreviewServer(server) {
    server.middlewares.use('/config.json', (request, response, next) => {
      const apiBaseUrl = process.env.PREVIEW_API_BASE_URL
      if (!apiBaseUrl || request.method !== 'GET') return next()
      response.setHeader('Content-Type', 'application/json')
      response.setHeader('Cache-Control', 'no-store')
      for (const [name, value] of Object.entries(appSecurityHeaders)) response.setHeader(name, value)
      response.end(JSON.stringify({ apiBaseUrl }))
    })
  },
}

// Vuetify modules the app replaces, by the path Vuetify's components import them from: the loader
// slot mounts the progress bar only while something loads (src/app/plugins/vuetifyLoaderSlot.ts says
// why), and the overlays' back-button guard does not hold up every navigation
// (src/app/plugins/vuetifyBackButton.ts). The dev server's prebundled Vuetify takes them too
// (optimizeDeps below).
const vuetifyStandIns = [
  { find: /^\.\.\/\.\.\/composables\/loader\.js$/, replacement: src('app/plugins/vuetifyLoaderSlot.ts') },
  { find: /^\.\.\/\.\.\/composables\/router\.js$/, replacement: src('app/plugins/vuetifyBackButton.ts') },
]
const standInsForDeps = {
  name: 'vuetify-stand-ins',
  resolveId: (source: string, importer: string | undefined) =>
    importer?.includes('/vuetify/lib/') ? (vuetifyStandIns.find((standIn) => standIn.find.test(source))?.replacement ?? null) : null,
}

export default defineConfig({
  plugins: [vue(), vuetify({ autoImport: true }), previewApiAddress],
  // Features the app does not use, left out of the bundle: vue-i18n's legacy API and global
  // components, Vue's Options API (all code is <script setup> / composition), devtools hooks.
  define: {
    __VUE_I18N_LEGACY_API__: 'false',
    __VUE_I18N_FULL_INSTALL__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./shared', import.meta.url)) },
      { find: '@', replacement: src('') },
      // The app compiles its messages itself (src/app/plugins/messageCompiler.ts); vue-i18n's full
      // compiler would only add weight to the first load.
      { find: /^@intlify\/message-compiler$/, replacement: src('app/plugins/messageCompilerStub.ts') },
      ...vuetifyStandIns,
    ],
  },
  optimizeDeps: {
    include: [...vuetifyModules, 'vuetify/directives', ...monacoModules],
    rolldownOptions: { plugins: [standInsForDeps] },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: appSecurityHeaders },
  build: { manifest: true, sourcemap: false },
})
