import { describe, expect, it } from 'vitest'
import { IssueSeverity } from '@/api'
import type { UiProjectBuildDiagnostic } from '../uiProject.types'
import { diagnosticLink, diagnosticPosition, groupDiagnostics } from './diagnostics'

const d = (File: string | null, Line: number | null, Column: number | null, Severity: number = IssueSeverity.Error): UiProjectBuildDiagnostic => ({
  File,
  Line,
  Column,
  Severity: Severity as UiProjectBuildDiagnostic['Severity'],
  Source: 'typescript',
  Code: 'TS2322',
  Message: 'Type mismatch',
})

describe('diagnostics', () => {
  it('links to the source editor at the file, line and column', () => {
    expect(diagnosticLink(d('src/pages/Home Page.vue', 12, 5))).toBe('/ui-project/source?path=src%2Fpages%2FHome%20Page.vue&line=12&column=5')
    expect(diagnosticLink(d('src/main.ts', 3, null))).toBe('/ui-project/source?path=src%2Fmain.ts&line=3')
    expect(diagnosticLink(d('src/main.ts', null, null))).toBe('/ui-project/source?path=src%2Fmain.ts')
    expect(diagnosticLink(d(null, null, null))).toBeNull()
    expect(diagnosticPosition(d('a', 12, 5))).toBe('12:5')
  })

  it('groups by file: files with errors first, by path, those without a file last; inside by position', () => {
    const groups = groupDiagnostics([
      d('src/b.ts', 9, 1, IssueSeverity.Warning),
      d(null, null, null),
      d('src/c.ts', 20, 1),
      d('src/c.ts', 4, 2),
      d('src/a.ts', 1, 1, IssueSeverity.Warning),
    ])
    expect(groups.map((group) => group.file)).toEqual(['src/c.ts', 'src/a.ts', 'src/b.ts', null])
    expect(groups[0]?.diagnostics.map((x) => x.Line)).toEqual([4, 20])
    expect(groups[0]?.errors).toBe(2)
    expect(groups[1]?.warnings).toBe(1)
  })
})
