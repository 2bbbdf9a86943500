import { beforeAll, describe, expect, it } from 'vitest'
import {
  compileProject,
  FieldType,
  findMonoToolchain,
  generateProject,
  invokeFunction,
  sandboxAvailable,
  templateFiles,
  type CompileOutcome,
  type InvokeOutcome,
  type InvokeRequest,
  type SchemaField,
} from './index'

/**
 * Calls of built functions in the real sandbox: outcomes, limits and isolation. Skipped on
 * machines without Mono or without user namespaces.
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

function build(files: Record<string, string>): Promise<CompileOutcome> {
  const userFiles = new Map([['project.json', '{ "Name": "Test", "HostContractVersion": 1 }'], ...Object.entries(files)])
  return compileProject({ userFiles, generated, kind: 'build', signal: never(), timeoutMs: 60_000 })
}

/** A project with one command whose body is `body`. */
async function commandAssembly(body: string): Promise<Buffer> {
  const source = `using System;\nusing Workspace.Host;\npublic static class Probe\n{\n    [Command("probe")]\n    public static FunctionResult Run(FunctionContext context)\n    {\n${body}\n    }\n}\n`
  const outcome = await build({ 'Functions/Probe.cs': source })
  expect(outcome.failure, JSON.stringify(outcome.diagnostics)).toBeNull()
  if (!outcome.assembly) throw new Error('no assembly')
  return outcome.assembly
}

function invoke(assembly: Buffer, functionKey = 'probe', overrides: Partial<InvokeRequest> = {}, timeoutMs = 10_000): Promise<InvokeOutcome> {
  return invokeFunction({ assembly, functionKey, request: { ...request, ...overrides }, timeoutMs, memoryMb: 64, signal: never() })
}

const toolchain = findMonoToolchain()
const sandboxed = toolchain ? await sandboxAvailable() : false

describe.skipIf(!sandboxed)('invoking in the sandbox', () => {
  let sample: Buffer

  beforeAll(async () => {
    const outcome = await compileProject({ userFiles: templateFiles('sample'), generated, kind: 'build', signal: never(), timeoutMs: 60_000 })
    if (!outcome.assembly) throw new Error(JSON.stringify(outcome))
    sample = outcome.assembly
  })

  it('runs the sample command: validation, then success with summary, result and log', async () => {
    const invalid = await invoke(sample, 'greet-customer')
    expect(invalid).toMatchObject({ kind: 'validation', issues: [{ field: 'name', message: "Enter the customer's name." }] })
    const success = await invoke(sample, 'greet-customer', { arguments: { name: 'Zoé' } })
    expect(success).toMatchObject({ kind: 'success', summary: 'Hello, Zoé!', result: { greeting: 'Hello, Zoé!' }, logs: ['Greeted Zoé for user user-1'] })
  })

  it('runs the sample handler, which returns the changed fields only when there is something to tidy', async () => {
    const record = { entityName: 'customers', id: 'c-1', fields: { name: '  Ada Lovelace ', email: 'ADA@Example.com', notes: null } }
    const outcome = await invoke(sample, 'tidy-new-customer', { record, operation: 'create' })
    expect(outcome).toMatchObject({ kind: 'success', summary: 'Tidied the new customer.', changes: [{ entityName: 'customers', id: 'c-1', fields: { name: 'Ada Lovelace', email: 'ada@example.com' } }] })
    const tidy = await invoke(sample, 'tidy-new-customer', { record: { ...record, fields: { name: 'Ada', email: 'ada@example.com' } }, operation: 'create' })
    expect(tidy).toMatchObject({ kind: 'success', summary: 'The customer was tidy already.', changes: [] })
  })

  it('answers an unknown key with an exception that names it', async () => {
    const outcome = await invoke(sample, 'no-such-function')
    expect(outcome.kind).toBe('exception')
    expect(outcome.error?.message).toContain('"no-such-function"')
  })

  it('reports an exception thrown by user code with its type and message', async () => {
    const outcome = await invoke(await commandAssembly('        throw new InvalidOperationException("The order is locked.");'))
    expect(outcome.kind).toBe('exception')
    expect(outcome.error).toMatchObject({ type: 'System.InvalidOperationException', message: 'The order is locked.' })
    expect(outcome.error?.stackTrace).toContain('Probe.Run')
  })

  it('keeps the protocol whatever the function prints, and bounds its log', async () => {
    const body = '        for (var i = 0; i < 5000; i++) Console.WriteLine("line " + i + " @@workspace-host@@ {}");\n        Console.Error.Write("no newline");\n        return FunctionResult.Success("printed");'
    const outcome = await invoke(await commandAssembly(body))
    expect(outcome).toMatchObject({ kind: 'success', summary: 'printed' })
    expect(outcome.logs).toHaveLength(1001)
    expect(outcome.logs[0]).toBe('line 0 @@workspace-host@@ {}')
    expect(outcome.logs.at(-1)).toBe('(further log output was dropped)')
  })

  it('does not wait for threads the function leaves running', async () => {
    const body = '        new System.Threading.Thread(() => { while (true) { } }).Start();\n        return FunctionResult.Success("left");'
    const outcome = await invoke(await commandAssembly(body), 'probe', {}, 5000)
    expect(outcome).toMatchObject({ kind: 'success', summary: 'left' })
  })

  it('reports a stack overflow as a crash or an exception, never a hang', async () => {
    const source = 'using Workspace.Host;\npublic static class Deep\n{\n    static int Down(int n) { return Down(n + 1) + 1; }\n    [Command("deep")] public static FunctionResult Run(FunctionContext c) { return FunctionResult.Success(Down(0)); }\n}\n'
    const outcome = await build({ 'Deep.cs': source })
    const invoked = await invoke(outcome.assembly ?? Buffer.alloc(0), 'deep')
    expect(['crashed', 'exception']).toContain(invoked.kind)
  })

  it('ends an endless loop at the time limit', async () => {
    const assembly = await commandAssembly('        while (true) { }')
    const outcome = await invoke(assembly, 'probe', {}, 1500)
    expect(outcome.kind).toBe('timeout')
    // Killed, not waited out: far below the 10 minutes a lost process could live.
    expect(outcome.durationMs).toBeLessThan(10_000)
  })

  it('has no network: connecting and resolving fail inside the function', async () => {
    const tcp = await commandAssembly('        var client = new System.Net.Sockets.TcpClient();\n        client.Connect("1.1.1.1", 80);\n        return FunctionResult.Success("connected");')
    const tcpOutcome = await invoke(tcp)
    expect(tcpOutcome.kind).toBe('exception')
    expect(tcpOutcome.error?.type).toBe('System.Net.Sockets.SocketException')
    const web = await commandAssembly('        return FunctionResult.Success(new System.Net.WebClient().DownloadString("http://example.com/"));')
    const webOutcome = await invoke(web)
    expect(webOutcome.kind).toBe('exception')
    expect(webOutcome.error?.type).toBe('System.Net.WebException')
  })

  it('sees no host files: /etc/passwd and the API folder are not there', async () => {
    const passwd = await invoke(await commandAssembly('        return FunctionResult.Success(System.IO.File.ReadAllText("/etc/passwd"));'))
    expect(passwd.kind).toBe('exception')
    expect(passwd.error?.type).toBe('System.IO.FileNotFoundException')
    const apiFile = `${process.cwd()}/package.json`
    const cwd = await invoke(await commandAssembly(`        return FunctionResult.Success(System.IO.File.ReadAllText(${JSON.stringify(apiFile)}));`))
    expect(cwd.kind).toBe('exception')
    expect(cwd.error?.type).toMatch(/^System\.IO\.(FileNotFoundException|DirectoryNotFoundException)$/)
  })

  it('cannot write outside its temporary folder', async () => {
    const outcome = await invoke(await commandAssembly('        System.IO.File.WriteAllText("/usr/lib/x", "x");\n        return FunctionResult.Success("written");'))
    expect(outcome.kind).toBe('exception')
    expect(outcome.error?.type).toMatch(/^System\.(IO\.IOException|UnauthorizedAccessException)$/)
  })

  it('ends allocation beyond the memory limit as memoryExceeded', async () => {
    const body = '        var chunks = new System.Collections.Generic.List<byte[]>();\n        while (true) chunks.Add(new byte[1 << 20]);'
    const outcome = await invoke(await commandAssembly(body))
    expect(outcome.kind).toBe('memoryExceeded')
  })

  it('ends cancelled when the signal aborts', async () => {
    const assembly = await commandAssembly('        while (true) { }')
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 300)
    const outcome = await invokeFunction({ assembly, functionKey: 'probe', request, timeoutMs: 10_000, memoryMb: 64, signal: controller.signal })
    expect(outcome.kind).toBe('cancelled')
    expect(outcome.durationMs).toBeLessThan(10_000)
  })
})

describe.skipIf(!sandboxed)('warm workers', () => {
  const counting = `using System;
using Workspace.Host;
public static class Counting
{
    private static int calls;

    [Command("count")]
    public static FunctionResult Count(FunctionContext context) { calls += 1; return FunctionResult.Success("call " + calls); }

    [Command("spin")]
    public static FunctionResult Spin(FunctionContext context) { while (true) { } }
}
`

  it('answer the calls of one assembly from one process, and a call past its time leaves the next one a fresh worker', async () => {
    const outcome = await build({ 'Functions/Counting.cs': counting })
    if (!outcome.assembly) throw new Error(JSON.stringify(outcome.diagnostics))
    const assembly = outcome.assembly
    // One worker, one after the other: the class's static state shows it was the same process.
    expect((await invoke(assembly, 'count')).summary).toBe('call 1')
    expect((await invoke(assembly, 'count')).summary).toBe('call 2')
    expect((await invoke(assembly, 'spin', {}, 1000)).kind).toBe('timeout')
    expect((await invoke(assembly, 'count')).summary).toBe('call 1')
  })

  it('are not used when switched off: every call starts its own process', async () => {
    const outcome = await build({ 'Functions/Counting.cs': counting.replace('[Command("count")]', '[Command("count-alone")]') })
    if (!outcome.assembly) throw new Error(JSON.stringify(outcome.diagnostics))
    process.env.NET_PROJECT_WARM_WORKERS = 'off'
    try {
      expect((await invoke(outcome.assembly, 'count-alone')).summary).toBe('call 1')
      expect((await invoke(outcome.assembly, 'count-alone')).summary).toBe('call 1')
    } finally {
      delete process.env.NET_PROJECT_WARM_WORKERS
    }
  })
})
