import { describe, expect, it } from 'vitest'
import { parseCompilerOutput } from './diagnostics'
import { descriptorProblems, interopProblems, maskCommentsAndStrings, pathProblem } from './projectChecks'
import { extractResponse, parseDescribe, parseInvoke, responseMarker } from './protocol'

describe('parseCompilerOutput', () => {
  it('reads located errors and warnings with project-relative paths', () => {
    const output = [
      "src/Functions/Greeting.cs(12,9): error CS0029: Cannot implicitly convert type `string' to `int'",
      "src/Generated/Entities/Customer.cs(3,5): warning CS0108: `X' hides inherited member",
      'src/Functions/Greeting.cs(12,9): (Location of the symbol related to previous error)',
      'Compilation failed: 1 error(s), 1 warnings',
    ].join('\n')
    expect(parseCompilerOutput(output)).toEqual([
      { File: 'Functions/Greeting.cs', Line: 12, Column: 9, EndLine: null, EndColumn: null, Severity: 'error', Source: 'csharp', Code: 'CS0029', Message: "Cannot implicitly convert type `string' to `int'" },
      { File: 'Generated/Entities/Customer.cs', Line: 3, Column: 5, EndLine: null, EndColumn: null, Severity: 'warning', Source: 'csharp', Code: 'CS0108', Message: "`X' hides inherited member" },
    ])
  })

  it('keeps sandbox paths out of unlocated and runner diagnostics', () => {
    const [missing, runner] = parseCompilerOutput(
      "error CS2001: Source file `/work/src/A.cs' could not be found\n.runner/WorkspaceHost.cs(5,1): error CS0101: duplicate",
    )
    expect(missing).toMatchObject({ File: null, Line: null, Code: 'CS2001', Message: "Source file `A.cs' could not be found" })
    expect(runner).toMatchObject({ File: null, Line: null, Code: 'CS0101' })
    expect(runner?.Message).toContain('host runner')
  })
})

describe('project checks', () => {
  it('refuses paths the sandbox cannot take', () => {
    expect(pathProblem('Functions/A.cs')).toBeNull()
    expect(pathProblem('My Functions/A b.cs')).toBeNull()
    for (const bad of ['', '/etc/x.cs', '../x.cs', 'a//b.cs', 'a/./b.cs', 'a\\b.cs', 'a"b.cs', 'a\nb.cs']) expect(pathProblem(bad)).not.toBeNull()
  })

  it('finds extern and DllImport in code, not in comments or strings', () => {
    const source = [
      '// extern in a comment, DllImport too',
      'var text = "extern DllImport";',
      'var verbatim = @"extern ""DllImport""";',
      '/* extern */ [DllImport("libc")]',
      '    static extern int getpid();',
      "var c = '\\'';",
    ].join('\n')
    expect(interopProblems('A.cs', source).map((d) => [d.Line, d.Column])).toEqual([
      [4, 15],
      [5, 12],
    ])
    expect(maskCommentsAndStrings(source).split('\n')).toHaveLength(6)
  })

  it('accepts a project.json of this contract version only', () => {
    expect(descriptorProblems('{ "Name": "x", "HostContractVersion": 1 }')).toEqual([])
    expect(descriptorProblems('{ "Name": "x", "HostContractVersion": 2 }')[0]?.Message).toContain('version 2')
    expect(descriptorProblems('{')[0]?.File).toBe('project.json')
  })
})

describe('runner protocol', () => {
  it('takes the last marked line and checks every member', () => {
    const describeLine = `${responseMarker}{"Functions":[{"Key":"k","DisplayName":"K","Kind":"command","EntityName":null,"Operation":null,"Method":"A.B"}],"Errors":[]}`
    const response = extractResponse(`noise\n${responseMarker}{"old":1}\n${describeLine}\n`)
    expect(response && parseDescribe(response)).toEqual({
      functions: [{ Key: 'k', DisplayName: 'K', Kind: 'command', EntityName: null, Operation: null, Method: 'A.B' }],
      errors: [],
    })
    expect(extractResponse('no marker')).toBeNull()
    expect(extractResponse(`${responseMarker}{broken`)).toBeNull()
    expect(parseInvoke({ Outcome: 'success', Issues: 'x', Changes: [], Logs: [] })).toBeNull()
  })
})
