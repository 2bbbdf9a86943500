import { spawn } from 'node:child_process'

/**
 * Lint and both type checks at once (what `npm test` starts with): ESLint, vue-tsc (the app) and
 * tsc (server, shared, scripts) are each single-threaded, so side by side they keep the cores busy
 * instead of waiting for each other. Fails when any of them fails.
 */
const checks: string[][] = [
  ['eslint', '.'],
  ['vue-tsc', '--noEmit', '-p', 'tsconfig.app.json'],
  ['tsc', '--noEmit', '-p', 'tsconfig.node.json'],
]

const failed = await Promise.all(
  checks.map(
    ([command, ...args]) =>
      new Promise<string | null>((resolve) => {
        const name = `${command} ${args.join(' ')}`
        spawn(`node_modules/.bin/${command}`, args, { stdio: 'inherit' })
          .on('error', () => resolve(name))
          .on('exit', (code) => resolve(code === 0 ? null : name))
      }),
  ),
)
for (const name of failed) if (name) console.error(`failed: ${name}`)
process.exit(failed.some((name) => name !== null) ? 1 : 0)
