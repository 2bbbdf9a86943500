import { runUiBuild } from '/work/main/server/modules/ui-project/build/runner'
import { readTemplateFiles } from '/work/main/server/modules/ui-project/templates'
const vueShim = "declare module '*.vue' {\n  import type { DefineComponent } from 'vue'\n  const component: DefineComponent<object, object, unknown>\n  export default component\n}\n"
const plain = new Map(Object.entries({
  'workspace.json': JSON.stringify({ name: 'Plain', version: '1.0.0', hostContractVersion: 1, pages: [{ key: 'home', title: 'Home', path: '/', component: 'src/App.vue' }], locales: ['en'] }),
  'src/locales/en.json': '{ "title": "Plain" }\n',
  'src/env.d.ts': vueShim,
  'src/main.ts': "import { createApp } from 'vue'\nimport App from './App.vue'\n\ncreateApp(App).mount('#app')\n",
  'src/App.vue': "<script setup lang=\"ts\">\nimport { ref } from 'vue'\n\nconst count = ref(0)\n</script>\n\n<template>\n  <button type=\"button\" @click=\"count++\">{{ count }}</button>\n</template>\n",
}))
const which = process.argv[2] ?? 'plain'
const files = which === 'plain' ? plain : readTemplateFiles(which)
const t = performance.now()
const r = await runUiBuild({ kind: 'build', files, signal: new AbortController().signal, onStage: () => {}, onLog: () => {} })
console.log(which, 'ok', r.ok, Math.round(performance.now() - t), 'ms', r.stageTimings.map((s) => `${s.stage}:${s.durationMs}`).join(' '))
