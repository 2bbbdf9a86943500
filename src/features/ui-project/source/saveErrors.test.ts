import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api'
import { saveErrors } from './saveErrors'

const changes = [
  { Path: 'src/App.vue', Content: 'x', PreviousPath: null },
  { Path: 'src/util/format.ts', Content: 'y', PreviousPath: 'src/old.ts' },
]
const refusal = (issues: { Code: string; Message: string; Field?: string; Target?: string }[]) =>
  new ApiError({ kind: 'envelope', status: 400, issues: issues.map((issue) => ({ Metadata: {}, ...issue })) })

describe('a refused save', () => {
  it('puts each message on the file it names: by change index, by Target, a renamed file’s old path on its new one', () => {
    const error = refusal([
      { Code: 'uiProject.revision.notText', Message: 'The content holds the NUL character.', Field: 'Changes[0].Content' },
      { Code: 'uiProject.revision.fileNotFound', Message: '"src/old.ts" is not a file of the working revision.', Field: 'Changes[1].PreviousPath' },
      { Code: 'uiProject.revision.pathConflict', Message: '"src/app.vue" and "src/App.vue" differ only in letter case.', Field: 'Changes', Target: 'src/main.ts' },
      { Code: 'workspace.validation.required', Message: 'Message is required.', Field: 'Message' },
      { Code: 'uiProject.revision.tooLarge', Message: 'The files would add up to too many bytes.', Field: 'Changes' },
    ])
    expect(saveErrors(error, changes, ['src/App.vue', 'src/main.ts', 'src/util/format.ts'])).toEqual({
      byFile: {
        'src/App.vue': ['The content holds the NUL character.'],
        'src/util/format.ts': ['"src/old.ts" is not a file of the working revision.'],
        'src/main.ts': ['"src/app.vue" and "src/App.vue" differ only in letter case.'],
      },
      message: ['Message is required.'],
      general: ['The files would add up to too many bytes.'],
    })
  })
})
