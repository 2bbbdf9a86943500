import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import vuetify from 'vite-plugin-vuetify'

const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

export default defineConfig({
  plugins: [vue(), vuetify({ autoImport: true })],
  resolve: {
    alias: [
      { find: '@', replacement: src('') },
      // The app compiles its messages itself (src/app/plugins/messageCompiler.ts); vue-i18n's full
      // compiler would only add weight to the first load.
      { find: /^@intlify\/message-compiler$/, replacement: src('app/plugins/messageCompilerStub.ts') },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { manifest: true, sourcemap: false },
})
