import type { languages } from 'monaco-editor/editor/editor.api'

/**
 * Languages of source files (AppCodeEditor, AppDiffEditor). TypeScript, JavaScript, CSS, HTML,
 * Markdown and C# come from Monaco's monarch `basic-languages` (registered by codeRuntime.ts, each grammar
 * loaded on first use); JSON and Vue single-file components have the small grammars below. Only
 * highlighting: no language service and no worker beyond the editor's own.
 */

export type CodeLanguage = 'typescript' | 'javascript' | 'json' | 'css' | 'html' | 'vue' | 'markdown' | 'csharp' | 'plaintext'

const byExtension: Record<string, CodeLanguage> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  json: 'json',
  css: 'css',
  html: 'html',
  htm: 'html',
  vue: 'vue',
  md: 'markdown',
  cs: 'csharp',
}

/** The language a file's path names by its extension; plain text for anything else. */
export function languageForPath(path: string): CodeLanguage {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  if (dot <= 0) return 'plaintext'
  return byExtension[name.slice(dot + 1).toLowerCase()] ?? 'plaintext'
}

export const JSON_LANGUAGE_ID = 'json'
export const VUE_LANGUAGE_ID = 'vue'

export const jsonConfiguration: languages.LanguageConfiguration = {
  comments: { lineComment: '//', blockComment: ['/*', '*/'] },
  brackets: [
    ['{', '}'],
    ['[', ']'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}', notIn: ['string'] },
    { open: '[', close: ']', notIn: ['string'] },
    { open: '"', close: '"', notIn: ['string'] },
  ],
}

/** JSON (with the comments tsconfig.json allows): keys apart from values, numbers, literals. */
export const jsonLanguage: languages.IMonarchLanguage = {
  defaultToken: 'invalid',
  tokenPostfix: '.json',
  tokenizer: {
    root: [
      [/\s+/, ''],
      [/\/\/.*$/, 'comment'],
      [/\/\*/, 'comment', '@comment'],
      [/[{}]/, 'delimiter.bracket'],
      [/[[\]]/, 'delimiter.array'],
      [/"(?:[^"\\]|\\.)*"(?=\s*:)/, 'string.key'],
      [/"(?:[^"\\]|\\.)*"/, 'string.value'],
      [/-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/, 'number'],
      [/\b(?:true|false|null)\b/, 'keyword'],
      [/[,:]/, 'delimiter'],
    ],
    comment: [
      [/[^/*]+/, 'comment'],
      [/\*\//, 'comment', '@pop'],
      [/[/*]/, 'comment'],
    ],
  },
}

export const vueConfiguration: languages.LanguageConfiguration = {
  comments: { blockComment: ['<!--', '-->'] },
  brackets: [
    ['<!--', '-->'],
    ['<', '>'],
    ['{', '}'],
    ['(', ')'],
    ['[', ']'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
    { open: '"', close: '"' },
    { open: "'", close: "'" },
  ],
  surroundingPairs: [
    { open: '"', close: '"' },
    { open: "'", close: "'" },
    { open: '<', close: '>' },
    { open: '{', close: '}' },
  ],
}

const attributeRules: languages.IMonarchLanguageRule[] = [
  [/"([^"]*)"/, 'attribute.value'],
  [/'([^']*)'/, 'attribute.value'],
  // v-if, :prop, @click, #slot, v-model.trim
  [/[\w\-:@#.[\]]+/, 'attribute.name'],
  [/=/, 'delimiter'],
  [/[ \t\r\n]+/, ''],
]

/**
 * A Vue single-file component: the markup as HTML (tags, attributes with Vue's `:`/`@`/`#`
 * shorthands, `{{ }}` as TypeScript), `<script lang="ts">` as TypeScript (plain `<script>` as
 * JavaScript) and `<style>` as CSS, each embedded from Monaco's own grammars.
 */
export const vueLanguage: languages.IMonarchLanguage = {
  defaultToken: '',
  tokenPostfix: '.vue',
  ignoreCase: true,
  tokenizer: {
    root: [
      [/<!--/, 'comment', '@comment'],
      [/(<)(script)/, ['delimiter', { token: 'tag', next: '@script' }]],
      [/(<)(style)/, ['delimiter', { token: 'tag', next: '@style' }]],
      [/(<)([\w\-.:]+)/, ['delimiter', { token: 'tag', next: '@tag' }]],
      [/(<\/)([\w\-.:]+)/, ['delimiter', { token: 'tag', next: '@tag' }]],
      [/\{\{/, { token: 'delimiter.bracket', next: '@interpolation', nextEmbedded: 'typescript' }],
      [/</, 'delimiter'],
      [/[^<{]+/, ''],
      [/\{/, ''],
    ],
    comment: [
      [/-->/, 'comment', '@pop'],
      [/[^-]+/, 'comment.content'],
      [/./, 'comment.content'],
    ],
    interpolation: [[/\}\}/, { token: 'delimiter.bracket', next: '@pop', nextEmbedded: '@pop' }]],
    tag: [[/\/?>/, 'delimiter', '@pop'], ...attributeRules],
    script: [
      [/lang(?=\s*=\s*["']?tsx?["'\s>])/, 'attribute.name', '@scriptAs.typescript'],
      [/>/, { token: 'delimiter', next: '@scriptBody.javascript', nextEmbedded: 'javascript' }],
      [/(<\/)(script\s*)(>)/, ['delimiter', 'tag', { token: 'delimiter', next: '@pop' }]],
      ...attributeRules,
    ],
    // After `lang` of a TypeScript block: the rest of the opening tag, then the body as $S2.
    scriptAs: [
      [/>/, { token: 'delimiter', switchTo: '@scriptBody.$S2', nextEmbedded: '$S2' }],
      ...attributeRules,
    ],
    scriptBody: [
      [/<\/script/, { token: '@rematch', next: '@pop', nextEmbedded: '@pop' }],
      [/[^<]+/, ''],
    ],
    style: [
      [/>/, { token: 'delimiter', next: '@styleBody', nextEmbedded: 'css' }],
      [/(<\/)(style\s*)(>)/, ['delimiter', 'tag', { token: 'delimiter', next: '@pop' }]],
      ...attributeRules,
    ],
    styleBody: [
      [/<\/style/, { token: '@rematch', next: '@pop', nextEmbedded: '@pop' }],
      [/[^<]+/, ''],
    ],
  },
}
