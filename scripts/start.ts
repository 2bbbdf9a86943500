// `npm start`: the local workspace API (persisted under .data/workspace, demo seed on first start)
// and the Vite dev server side by side, with prefixed output. Ctrl+C stops both; so does either
// one exiting.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const rootDir = resolve(fileURLToPath(new URL('..', import.meta.url)))
const apiHost = process.env.API_HOST ?? '127.0.0.1'
const apiPort = process.env.API_PORT ?? '4010'
const dataDir = process.env.DATA_DIR ?? join(rootDir, '.data', 'workspace')
const apiUrl = `http://${apiHost}:${apiPort}`
const appUrl = 'http://127.0.0.1:5173'

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR
const paint = (code: number, text: string) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text)

const children = new Map<string, ChildProcess>()
let shuttingDown = false

function run(label: string, color: number, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  // Node itself runs both tools, so signals reach them directly and no shell is involved.
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: { ...process.env, ...env, FORCE_COLOR: useColor ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = paint(color, `[${label}]`)
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`))
  }
  child.on('exit', (code, signal) => {
    children.delete(label)
    if (shuttingDown) {
      if (children.size === 0) process.exit(process.exitCode ?? 0)
      return
    }
    console.log(`${prefix} exited (${signal ?? `code ${code}`}); stopping the rest.`)
    process.exitCode = code || 1
    stopAll()
  })
  children.set(label, child)
  return child
}

function stopAll(): void {
  shuttingDown = true
  if (children.size === 0) process.exit(process.exitCode ?? 0)
  for (const child of children.values()) child.kill('SIGTERM')
  // Whatever does not stop within five seconds is ended for good.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL')
    process.exit(process.exitCode ?? 1)
  }, 5000).unref()
}

/** Waits for the API, saying every 20 seconds that it is still starting (a first start seeds the demo). */
async function waitForApi(timeoutMs: number): Promise<boolean> {
  const started = Date.now()
  const deadline = started + timeoutMs
  let nextNote = started + 20_000
  while (Date.now() < deadline && !shuttingDown) {
    if (Date.now() >= nextNote) {
      console.log(paint(33, `Still waiting for the API (${Math.round((Date.now() - started) / 1000)} s); the app cannot sign in until it answers.`))
      nextNote += 20_000
    }
    try {
      const response = await fetch(`${apiUrl}/openapi/service-config-v1.json`)
      if (response.ok) return true
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 300))
  }
  return false
}

function printBanner(): void {
  const lines = [
    '',
    paint(1, 'Workspace Admin is running'),
    `  App:  ${paint(36, appUrl)}`,
    `  API:  ${paint(36, apiUrl)}${process.env.DATABASE_URL ? '  (PostgreSQL from DATABASE_URL)' : `  (data in ${dataDir})`}`,
    '',
    '  Demo sign-ins (user name / password):',
    '    admin / Admin#2026               (Admin)',
    '    configurator / Configurator#2026 (Configurator)',
    '    operator / Operator#2026         (Operator)',
    '    service API key: wsk_demo_4f1c2a9e7b3d4c8e9a0b1c2d3e4f5a6b',
    '',
    '  Press Ctrl+C to stop.',
    '',
  ]
  if (apiUrl !== 'http://127.0.0.1:4010') {
    lines.splice(-3, 0, `  The API is not on the default address: enter ${apiUrl} on the sign-in screen.`)
  }
  console.log(lines.join('\n'))
}

process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)

run('api', 35, ['--import', 'tsx', 'server/main.ts'], {
  API_HOST: apiHost,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  // One JSON line per request drowns the dev server's output; LOG_REQUESTS=true brings it back.
  LOG_REQUESTS: process.env.LOG_REQUESTS ?? 'false',
  // The dev app stays allowed (CORS) when API_ALLOWED_ORIGINS names further origins.
  ...(process.env.API_ALLOWED_ORIGINS ? { API_ALLOWED_ORIGINS: `${appUrl},${process.env.API_ALLOWED_ORIGINS}` } : {}),
})
run('app', 32, [join(rootDir, 'node_modules', 'vite', 'bin', 'vite.js')])
// Vite prints its address at once; the API may take a minute more on its first start.
console.log(paint(33, `Starting the API at ${apiUrl}. A first start prepares the demo workspace (about a minute);\nuntil it answers, the app's sign-in says nothing answers yet and checks again. "Workspace Admin is running" follows once it does.`))

if (await waitForApi(5 * 60_000)) printBanner()
else if (!shuttingDown) console.log(paint(33, `The API did not answer at ${apiUrl} within five minutes; see the [api] output above.`))
