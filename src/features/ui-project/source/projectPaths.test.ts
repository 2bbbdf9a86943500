import { describe, expect, it } from 'vitest'
import { i18n } from '@/app/plugins/i18n'
import { checkFilePath, normaliseProjectPath, type PathProblem } from './projectPaths'

const existing = ['src/App.vue', 'src/pages/Home.vue', 'README.md']

function problem(typed: string, context: Partial<Parameters<typeof checkFilePath>[1]> = {}): PathProblem | string {
  const result = checkFilePath(typed, { existing, ...context })
  return result.ok ? `ok ${result.path}` : result.problem
}

describe('project paths', () => {
  it('are stored as the server stores them: "/" between names, no "./" or empty names', () => {
    expect(normaliseProjectPath('  src\\pages//Orders.vue ')).toEqual({ ok: true, path: 'src/pages/Orders.vue' })
    expect(normaliseProjectPath('./src/x.ts')).toEqual({ ok: true, path: 'src/x.ts' })
  })

  it('refuses what the server refuses', () => {
    expect(problem('')).toBe('empty')
    expect(problem('./')).toBe('empty')
    expect(problem('/etc/passwd')).toBe('absolute')
    expect(problem('C:/x.ts')).toBe('absolute')
    expect(problem('C:x.ts')).toBe('absolute')
    expect(problem('src/../../x.ts')).toBe('traversal')
    expect(problem('src/a\u0000.ts')).toBe('invalidCharacter')
    expect(problem('src/a\nb.ts')).toBe('invalidCharacter')
    expect(problem('src/.../x.ts')).toBe('dotName')
    expect(problem('node_modules/x/index.js')).toBe('reserved')
    expect(problem('.GIT/config')).toBe('reserved')
    expect(problem(`src/${'a'.repeat(256)}.ts`)).toBe('nameTooLong')
    expect(problem(`${'abcdefgh/'.repeat(60)}x.ts`)).toBe('tooLong')
  })

  it('refuses a path another file has (letter case ignored), a folder, or a path under a file', () => {
    expect(problem('src/app.VUE')).toBe('exists')
    expect(problem('src/pages')).toBe('isFolder')
    expect(problem('README.md/notes.md')).toBe('underFile')
    expect(problem('src/pages/Orders.vue')).toBe('ok src/pages/Orders.vue')
  })

  it('lets a renamed file keep its own path in another case, and counts files only for new ones', () => {
    expect(problem('src/app.vue', { renaming: 'src/App.vue' })).toBe('ok src/app.vue')
    expect(problem('src/New.vue', { maxFiles: 3 })).toBe('tooManyFiles')
    expect(problem('src/New.vue', { maxFiles: 3, renaming: 'README.md' })).toBe('ok src/New.vue')
  })

  it('has a message for every problem, in English and German', () => {
    const problems: PathProblem[] = ['empty', 'absolute', 'traversal', 'invalidCharacter', 'dotName', 'reserved', 'tooLong', 'nameTooLong', 'exists', 'isFolder', 'underFile', 'tooManyFiles']
    for (const locale of ['en', 'de'] as const) {
      for (const key of problems) expect(i18n.global.te(`uiProjectSource.paths.${key}`, locale), `${locale} ${key}`).toBe(true)
    }
    expect(i18n.global.t('uiProjectSource.paths.traversal')).toBe('A path must not contain “..”.')
    expect(i18n.global.t('uiProjectSource.paths.invalidCharacter')).toBe('A path must not contain control characters such as NUL or line breaks.')
  })
})
