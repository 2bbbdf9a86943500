import { afterEach, describe, expect, it } from 'vitest'
import {
  compileProject,
  FieldType,
  findMonoToolchain,
  generateProject,
  invokeFunction,
  sandboxAvailable,
  templateFiles,
  toolchainOverrideVariable,
  type CompileOutcome,
  type InvokeOutcome,
  type InvokeRequest,
  type SchemaField,
} from './index'
import { parseMonoVersion } from './toolchain'

/**
 * The real compiler and runtime, in the real sandbox. Skipped on machines without Mono or without
 * user namespaces; there, the missing-toolchain test still runs.
 */

const field = (key: string, type: number): SchemaField => ({ key, label: key, type, required: false, multiple: false, referencedDefinitionName: null, tableKey: null })
const generated = generateProject([
  {
    name: 'customers',
    singular: 'Customer',
    plural: 'Customers',
    fields: [field('name', FieldType.Text), field('email', FieldType.Email), field('notes', FieldType.LongText)],
    tables: [],
  },
]).files

const request: InvokeRequest = { arguments: {}, record: null, operation: null, userId: 'user-1', now: '2024-05-01T10:00:00Z' }
const never = () => new AbortController().signal

function build(files: Record<string, string>, kind: 'check' | 'build' = 'build'): Promise<CompileOutcome> {
  const userFiles = new Map([['project.json', '{ "Name": "Test", "HostContractVersion": 1 }'], ...Object.entries(files)])
  return compileProject({ userFiles, generated, kind, signal: never(), timeoutMs: 60_000 })
}

function invoke(assembly: Buffer, functionKey = 'probe', overrides: Partial<InvokeRequest> = {}, timeoutMs = 10_000): Promise<InvokeOutcome> {
  return invokeFunction({ assembly, functionKey, request: { ...request, ...overrides }, timeoutMs, memoryMb: 64, signal: never() })
}

const toolchain = findMonoToolchain()
const sandboxed = toolchain ? await sandboxAvailable() : false

describe('toolchain detection', () => {
  afterEach(() => {
    delete process.env[toolchainOverrideVariable]
  })

  it('reads the version from the first line of mono --version', () => {
    expect(parseMonoVersion('Mono JIT compiler version 6.8.0.105 (Debian 6.8.0.105+dfsg-3.3)\nCopyright')).toBe('6.8.0.105')
    expect(parseMonoVersion('something else')).toBeNull()
  })

  it('answers toolchainMissing when the override says so', async () => {
    process.env[toolchainOverrideVariable] = 'missing'
    expect(findMonoToolchain()).toBeNull()
    const compiled = await compileProject({ userFiles: templateFiles('sample'), generated, kind: 'check', signal: never(), timeoutMs: 10_000 })
    expect(compiled.failure?.reason).toBe('toolchainMissing')
    expect(compiled.ok).toBe(false)
    const invoked = await invoke(Buffer.from('not an assembly'))
    expect(invoked.kind).toBe('toolchainMissing')
  })
})

describe.skipIf(!sandboxed)('compiling in the sandbox', () => {
  it('builds the sample template against a generated customers schema and lists its functions', async () => {
    const outcome = await compileProject({ userFiles: templateFiles('sample'), generated, kind: 'build', signal: never(), timeoutMs: 60_000 })
    expect(outcome.failure).toBeNull()
    expect(outcome.ok).toBe(true)
    expect(outcome.diagnostics).toEqual([])
    expect(outcome.assembly?.length).toBeGreaterThan(1000)
    expect(outcome.assemblyHash).toMatch(/^[0-9a-f]{64}$/)
    expect(outcome.compilerVersion).toBe(toolchain?.version)
    expect(outcome.functions).toEqual([
      { Key: 'greet-customer', DisplayName: 'Greet a customer', Kind: 'command', EntityName: null, Operation: null, Method: 'Workspace.Operations.Commands.GreetCustomer' },
      { Key: 'tidy-new-customer', DisplayName: 'Tidy new customers', Kind: 'mutationHandler', EntityName: 'customers', Operation: 'create', Method: 'Workspace.Operations.CustomerHandlers.TidyNewCustomer' },
    ])
  })

  it('checks without returning an assembly', async () => {
    const outcome = await compileProject({ userFiles: templateFiles('sample'), generated, kind: 'check', signal: never(), timeoutMs: 60_000 })
    expect(outcome.ok).toBe(true)
    expect(outcome.assembly).toBeNull()
    expect(outcome.functions).toHaveLength(2)
  })

  it('reports a type error with its file, line, column and code', async () => {
    const source = 'namespace Demo\n{\n    public static class Broken\n    {\n        public static int Value()\n        {\n            int number = "text";\n            return number;\n        }\n    }\n}\n'
    const outcome = await build({ 'Functions/Broken.cs': source })
    expect(outcome.failure?.reason).toBe('compileErrors')
    expect(outcome.assembly).toBeNull()
    expect(outcome.diagnostics).toContainEqual(
      expect.objectContaining({ File: 'Functions/Broken.cs', Line: 7, Column: 26, Severity: 'error', Source: 'csharp', Code: 'CS0029' }),
    )
  })

  it('refuses native interop before compiling', async () => {
    const source = 'using System.Runtime.InteropServices;\npublic static class Native\n{\n    [DllImport("libc")]\n    public static extern int getpid();\n}\n'
    const outcome = await build({ 'Native.cs': source })
    expect(outcome.failure?.reason).toBe('invalidProject')
    expect(outcome.diagnostics.map((d) => [d.File, d.Line, d.Source])).toEqual([
      ['Native.cs', 4, 'project'],
      ['Native.cs', 5, 'project'],
    ])
  })

  it('compiles generated classes of every field type, which read and write records', async () => {
    const types = Object.entries(FieldType).filter(([name]) => name !== 'Table')
    const rich = generateProject([
      {
        name: 'orders',
        singular: 'Order',
        plural: 'Orders',
        fields: [
          ...types.map(([name, type]) => ({ ...field(name.toLowerCase(), type), referencedDefinitionName: type === FieldType.Reference ? 'customers' : null })),
          { ...field('labels', FieldType.Select), multiple: true },
          { ...field('lines', FieldType.Table), tableKey: 'lines' },
          { ...field('class', FieldType.Text) },
        ],
        tables: [{ key: 'lines', fields: [field('quantity', FieldType.Integer), field('price', FieldType.Money)] }],
      },
      { name: 'customers', singular: 'Customer', plural: 'Customers', fields: [field('name', FieldType.Text)], tables: [] },
    ])
    const source = [
      'using Workspace.Entities;',
      'using Workspace.Host;',
      'public static class Orders',
      '{',
      '    [EntityMutationHandler("orders", MutationOperation.Patch)]',
      '    public static FunctionResult Touch(FunctionContext context)',
      '    {',
      '        var original = context.Record<Order>();',
      '        var order = context.Record<Order>();',
      '        order.Integer = order.Integer + 1;',
      '        order.Lines.Add(new Order.LinesRow { Quantity = 2, Price = 1.25m });',
      '        var byName = RecordChange.For(order, "Class", "money");',
      '        return FunctionResult.Changes(order.ChangesSince(original), byName).WithSummary(order.Money.ToString());',
      '    }',
      '}',
    ].join('\n')
    const outcome = await compileProject({ userFiles: new Map([['Orders.cs', source]]), generated: rich.files, kind: 'build', signal: never(), timeoutMs: 60_000 })
    expect(outcome.diagnostics).toEqual([])
    if (!outcome.assembly) throw new Error(JSON.stringify(outcome.failure))
    const fields = { integer: 41, money: '12.50', class: 'A', lines: [{ Id: 'l1', quantity: 1, price: 3 }], labels: ['x', 'y'], boolean: true }
    const invoked = await invoke(outcome.assembly, 'orders-patch', { record: { entityName: 'orders', id: 'o-1', fields }, operation: 'patch' })
    expect(invoked).toMatchObject({ kind: 'success', summary: '12.50' })
    expect(invoked.changes).toEqual([
      { entityName: 'orders', id: 'o-1', fields: { integer: 42, lines: [{ Id: 'l1', quantity: 1, price: 3 }, { quantity: 2, price: 1.25 }] } },
      { entityName: 'orders', id: 'o-1', fields: { class: 'A', money: 12.5 } },
    ])
  })

  it('ends timedOut at the time limit and cancelled when the signal aborts', async () => {
    const userFiles = templateFiles('sample')
    const timedOut = await compileProject({ userFiles, generated, kind: 'build', signal: never(), timeoutMs: 60 })
    expect(timedOut.failure?.reason).toBe('timedOut')
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 60)
    const cancelled = await compileProject({ userFiles, generated, kind: 'build', signal: controller.signal, timeoutMs: 60_000 })
    expect(cancelled.failure?.reason).toBe('cancelled')
    expect(cancelled.durationMs).toBeLessThan(10_000)
  })

  it('leaves stale project copies of Generated/ out of the compile', async () => {
    const outcome = await build({ 'Generated/Entities/Gone.cs': 'this is not C#', 'Generated/Entities/Customer.cs': 'neither' }, 'check')
    expect(outcome.ok).toBe(true)
  })

  it('reports duplicate keys and bad signatures from the runner', async () => {
    const source = 'using Workspace.Host;\npublic static class Twice\n{\n    [Command("same")] public static FunctionResult A(FunctionContext c) { return FunctionResult.Success("a"); }\n    [Command("same")] public static FunctionResult B(FunctionContext c) { return FunctionResult.Success("b"); }\n    [Command("odd")] public static string C(FunctionContext c) { return ""; }\n}\n'
    const outcome = await build({ 'Twice.cs': source })
    expect(outcome.failure?.reason).toBe('invalidProject')
    const messages = outcome.diagnostics.map((d) => d.Message).join('\n')
    expect(messages).toContain('Two functions have the key "same"')
    expect(messages).toContain('Twice.C: the signature must be')
  })
})
