import { describe, expect, it } from 'vitest'
import { languageForPath } from './codeLanguages'

describe('languageForPath', () => {
  it('names the highlighting of a project file by its extension', () => {
    expect(
      ['src/main.ts', 'src/env.d.ts', 'a.tsx', 'vite.config.mjs', 'x.js', 'package.json', 'src/style.css', 'index.html', 'src/App.vue', 'README.md', 'LICENSE', '.gitignore', 'src/App.VUE'].map(
        languageForPath,
      ),
    ).toEqual(['typescript', 'typescript', 'typescript', 'javascript', 'javascript', 'json', 'css', 'html', 'vue', 'markdown', 'plaintext', 'plaintext', 'vue'])
  })
})
