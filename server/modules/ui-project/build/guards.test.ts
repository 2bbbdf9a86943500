import { spawnSync } from 'node:child_process'
import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { networkGuardPath, readGuardPath, readRootsVariable } from './sandboxedChild'

/** Runs a tiny script in a node started with a guard; answers its exit code and output. */
function runGuarded(guard: string, script: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', guard, '--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('the network guard', () => {
  it.each([
    ["import net from 'node:net'; net.connect(9, '127.0.0.1')", 'net.connect'],
    ["import net from 'node:net'; new net.Socket().connect(9, '127.0.0.1')", 'net.Socket.connect'],
    ["import { request } from 'node:http'; request('http://127.0.0.1:9/')", 'http.request'],
    ["import https from 'node:https'; https.get('https://example.com/')", 'https.get'],
    ["import { lookup } from 'node:dns/promises'; await lookup('example.com')", 'dns.promises.lookup'],
    ["import dns from 'node:dns'; dns.lookup('example.com', () => {})", 'dns.lookup'],
    ["await fetch('http://127.0.0.1:9/')", 'fetch'],
    ["import net from 'node:net'; net.createServer().listen(0)", 'net.Server.listen'],
    ["import dgram from 'node:dgram'; dgram.createSocket('udp4')", 'dgram.createSocket'],
  ])('throws on %s', (script, what) => {
    const { status, output } = runGuarded(networkGuardPath, script)
    expect(status).not.toBe(0)
    expect(output).toContain(`Network access is disabled in the UI build sandbox (${what})`)
  })

  it('lets a connection attempt reach nothing, not even a listening local server', async () => {
    let connections = 0
    const server = createServer((socket) => {
      connections += 1
      socket.destroy()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const { status } = runGuarded(networkGuardPath, `import net from 'node:net'; net.connect(${port}, '127.0.0.1')`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await new Promise((resolve) => server.close(resolve))
    expect(status).not.toBe(0)
    expect(connections).toBe(0)
  })

  it('leaves local work alone', () => {
    const { status, output } = runGuarded(networkGuardPath, "import { createHash } from 'node:crypto'; console.log(createHash('sha256').update('x').digest('hex').length)")
    expect(output.trim()).toBe('64')
    expect(status).toBe(0)
  })
})

describe('the read guard', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'read-guard-test-')))
  const outside = realpathSync(mkdtempSync(join(tmpdir(), 'read-guard-outside-')))
  writeFileSync(join(root, 'inside.txt'), 'inside')
  writeFileSync(join(outside, 'secret.txt'), 'top secret')
  symlinkSync(outside, join(root, 'link'))
  const env = { [readRootsVariable]: JSON.stringify([root]) }

  afterAll(() => {
    rmSync(root, { recursive: true, force: true })
    rmSync(outside, { recursive: true, force: true })
  })

  it('reads inside its roots', () => {
    const { status, output } = runGuarded(readGuardPath, `import fs from 'node:fs'; console.log(fs.readFileSync(${JSON.stringify(join(root, 'inside.txt'))}, 'utf8'))`, env)
    expect(output.trim()).toBe('inside')
    expect(status).toBe(0)
  })

  it.each([
    ['readFileSync', (file: string) => `import fs from 'node:fs'; fs.readFileSync(${JSON.stringify(file)})`],
    ['promises.readFile', (file: string) => `import { readFile } from 'node:fs/promises'; await readFile(${JSON.stringify(file)})`],
    ['readFile callback', (file: string) => `import fs from 'node:fs'; fs.readFile(${JSON.stringify(file)}, (error) => { console.error(error.message); process.exit(3) })`],
    ['createReadStream', (file: string) => `import fs from 'node:fs'; fs.createReadStream(${JSON.stringify(file)})`],
    ['openSync', (file: string) => `import { openSync } from 'node:fs'; openSync(${JSON.stringify(file)}, 'r')`],
  ])('refuses %s outside its roots, also through a symlink', (_name, script) => {
    for (const file of [join(outside, 'secret.txt'), join(root, 'link', 'secret.txt'), '/etc/hostname']) {
      const { status, output } = runGuarded(readGuardPath, script(file), env)
      expect(status).not.toBe(0)
      expect(output).toContain('reading outside the build sandbox is not allowed')
      expect(output).not.toContain('top secret')
    }
  })

  it('refuses to start without its roots', () => {
    const { status, output } = runGuarded(readGuardPath, 'console.log(1)')
    expect(status).not.toBe(0)
    expect(output).toContain(`${readRootsVariable} must name the allowed read roots`)
  })
})
