import { describe, expect, it } from 'vitest'
import { ignoredFileNote, treePathProblem } from './treePaths'

describe('treePathProblem', () => {
  it('accepts normalised relative POSIX paths', () => {
    for (const path of ['workspace.json', 'src/main.ts', 'src/pages/Customers List.vue', '.gitignore']) {
      expect(treePathProblem(path)).toBeNull()
    }
  })

  it.each([
    ['', 'empty'],
    ['/etc/passwd', 'absolute'],
    ['C:/x.ts', 'absolute'],
    ['../x.ts', '".."'],
    ['src/../../x.ts', '".."'],
    ['src/./x.ts', '"."'],
    ['src//x.ts', 'empty segment'],
    ['src/', 'empty segment'],
    ['src\\x.ts', 'backslash'],
    ['src/a\0b.ts', 'NUL'],
    ['src/a\nb.ts', 'control character'],
    ['a/'.repeat(600), 'longer'],
  ])('refuses %j (%s)', (path, reason) => {
    expect(treePathProblem(path)).toContain(reason)
  })
})

describe('ignoredFileNote', () => {
  it.each(['tsconfig.json', 'tsconfig.app.json', 'vite.config.ts', 'vite.config.mjs', 'postcss.config.js', 'eslint.config.js', '.env', '.env.production', 'src/.env.local', '.eslintrc.json', '.postcssrc'])(
    'ignores the configuration file %s',
    (path) => {
      expect(ignoredFileNote(path)).toContain('the build configuration is fixed')
    },
  )

  it('ignores package.json and node_modules with their own reasons', () => {
    expect(ignoredFileNote('package.json')).toContain('the packages are fixed')
    expect(ignoredFileNote('node_modules/vue/index.js')).toContain('node_modules is provided by the build')
    expect(ignoredFileNote('src/node_modules/x/index.js')).toContain('node_modules is provided by the build')
  })

  it('keeps the project\'s own files', () => {
    for (const path of ['workspace.json', 'src/main.ts', 'src/config.ts', 'src/vite.ts', 'README.md', 'src/environment.ts']) {
      expect(ignoredFileNote(path)).toBeNull()
    }
  })
})
