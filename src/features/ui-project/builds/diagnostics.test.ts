import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { IssueSeverity } from '@/api'
import type { UiProjectBuildDiagnostic } from '../uiProject.types'
import { uiProjectRoutes } from '../routes'
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

/** Where a diagnostic's link leads: the page's path and its query as the page reads it. */
function target(diagnostic: UiProjectBuildDiagnostic) {
  const link = diagnosticLink(diagnostic)
  if (!link) return null
  const { path, query } = createRouter({ history: createMemoryHistory(), routes: uiProjectRoutes }).resolve(link)
  return { path, query }
}

describe('diagnostics', () => {
  it('links to the source editor at the file, line and column', () => {
    expect(target(d('src/pages/Home Page.vue', 12, 5))).toEqual({ path: '/ui-project/source', query: { path: 'src/pages/Home Page.vue', line: '12', column: '5' } })
    expect(target(d('src/main.ts', 3, null))).toEqual({ path: '/ui-project/source', query: { path: 'src/main.ts', line: '3' } })
    expect(target(d('src/main.ts', null, null))).toEqual({ path: '/ui-project/source', query: { path: 'src/main.ts' } })
    expect(target(d(null, null, null))).toBeNull()
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
