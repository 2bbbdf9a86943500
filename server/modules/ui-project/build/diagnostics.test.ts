import { describe, expect, it } from 'vitest'
import { boundDiagnostics, diagnostic, hideOutsidePaths, parseTypeScriptOutput, pathScrubber, projectRelativePath, quotesOnlyTheProject } from './diagnostics'

const projectDir = '/tmp/workspace-ui-build-x/project'

describe('parseTypeScriptOutput', () => {
  it('reads located and unlocated diagnostics with their continuation lines', () => {
    const output = [
      "src/App.vue(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      "src/main.ts(1,1): error TS2345: Argument of type 'X' is not assignable to parameter of type 'Y'.",
      "  Property 'a' is missing in type 'X' but required in type 'Y'.",
      '../../../work/main/node_modules/vuetify/lib/x.d.ts(10,2): error TS1005: \';\' expected.',
      "error TS18003: No inputs were found in config file 'tsconfig.ui-build.json'.",
      '',
    ].join('\n')
    const diagnostics = parseTypeScriptOutput(output, projectDir)
    expect(diagnostics).toEqual([
      diagnostic('typescript', 'error', "Type 'string' is not assignable to type 'number'.", { File: 'src/App.vue', Line: 3, Column: 7, Code: 'TS2322' }),
      diagnostic('typescript', 'error', "Argument of type 'X' is not assignable to parameter of type 'Y'.\nProperty 'a' is missing in type 'X' but required in type 'Y'.", {
        File: 'src/main.ts',
        Line: 1,
        Column: 1,
        Code: 'TS2345',
      }),
      diagnostic('typescript', 'error', "';' expected.", { File: null, Line: 10, Column: 2, Code: 'TS1005' }),
      diagnostic('typescript', 'error', "No inputs were found in config file 'tsconfig.ui-build.json'.", { Code: 'TS18003' }),
    ])
  })
})

describe('projectRelativePath', () => {
  it('answers POSIX paths inside the project and null outside it or in node_modules', () => {
    expect(projectRelativePath(`${projectDir}/src/App.vue`, projectDir)).toBe('src/App.vue')
    expect(projectRelativePath('src/App.vue', projectDir)).toBe('src/App.vue')
    expect(projectRelativePath('/etc/passwd', projectDir)).toBeNull()
    expect(projectRelativePath(`${projectDir}/node_modules/vue/index.js`, projectDir)).toBeNull()
  })
})

describe('pathScrubber', () => {
  it('replaces the longest known path first', () => {
    const scrub = pathScrubber([
      ['/tmp/sb', '<sandbox>'],
      ['/tmp/sb/project/', ''],
    ])
    expect(scrub('at /tmp/sb/project/src/App.vue and /tmp/sb/runner/out')).toBe('at src/App.vue and <sandbox>/runner/out')
  })
})

describe('boundDiagnostics', () => {
  it('keeps errors first and says how many were left out', () => {
    const many = [
      ...Array.from({ length: 3 }, (_, index) => diagnostic('eslint', 'warning', `w${index}`)),
      ...Array.from({ length: 3 }, (_, index) => diagnostic('typescript', 'error', `e${index}`)),
    ]
    const bounded = boundDiagnostics(many, 4)
    expect(bounded.map((item) => item.Message)).toEqual(['e0', 'e1', 'e2', 'w0', '2 more diagnostics were left out (a build keeps 4).'])
  })

  it('cuts very long messages', () => {
    const [item] = boundDiagnostics([diagnostic('bundler', 'error', 'x'.repeat(10_000))])
    expect(item?.Message.length).toBeLessThan(4100)
  })
})

describe('hideOutsidePaths', () => {
  it('replaces every path outside the project, so no message lists files outside or quotes them', () => {
    expect(hideOutsidePaths("Could not load /etc/adduser.conf, /etc/ld.so.conf (imported by src/a.js): readFile '/tmp/x/secret.json'")).toBe(
      "Could not load <outside project>, <outside project> (imported by src/a.js): readFile '<outside project>'",
    )
    expect(hideOutsidePaths('file:///etc/hostname and ../../../../etc/hostname')).toBe('<outside project> and <outside project>')
  })

  it('keeps project paths, placeholders, markup and web URLs', () => {
    const text = 'src/App.vue ./x ../runner/out/app.js <sandbox>/runner <toolchain>/node_modules/vite </template> http://127.0.0.1:9/beacon 1 / 2'
    expect(hideOutsidePaths(text)).toBe(text)
  })

  it('leaves the runner\'s own messages about the tree and its refusals, which quote only the project', () => {
    expect(quotesOnlyTheProject(diagnostic('project', 'error', 'the path "/customers" is used by another page.'))).toBe(true)
    expect(quotesOnlyTheProject(diagnostic('sandbox', 'error', 'refused', { Code: 'importRefused' }))).toBe(true)
    expect(quotesOnlyTheProject(diagnostic('sandbox', 'error', 'EACCES', { Code: 'vite:css' }))).toBe(false)
    expect(quotesOnlyTheProject(diagnostic('bundler', 'error', 'x'))).toBe(false)
  })
})
