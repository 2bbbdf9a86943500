import { mkdir, mkdtemp, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'

/**
 * A build's folders under the system's temporary folder:
 *   <root>/project  the revision's tree and node_modules (links to the allowed packages); the tools' working directory
 *   <root>/runner   what only the runner writes: its tsconfig, the bundle's output, an empty env folder, a home
 * The tree cannot reach the runner's folder: its paths are relative to project/ and never contain "..".
 */
export interface Sandbox {
  root: string
  projectDir: string
  runnerDir: string
  outDir: string
  envDir: string
  homeDir: string
  cacheDir: string
}

export const sandboxPrefix = 'workspace-ui-build-'

/** No build runs this long (their time limit is minutes), so an older sandbox was left by a process that died. */
const staleSandboxAgeMs = 60 * 60 * 1000
let staleSandboxesSwept = false

/** Removes sandboxes a crashed process left behind; once per process. */
export async function removeStaleSandboxes(now = Date.now()): Promise<void> {
  if (staleSandboxesSwept) return
  staleSandboxesSwept = true
  const parent = tmpdir()
  for (const name of await readdir(parent).catch(() => [])) {
    if (!name.startsWith(sandboxPrefix)) continue
    const dir = join(parent, name)
    const info = await stat(dir).catch(() => null)
    if (info && now - info.mtimeMs > staleSandboxAgeMs) await rm(dir, { recursive: true, force: true }).catch(() => undefined)
  }
}

export async function createSandbox(): Promise<Sandbox> {
  await removeStaleSandboxes()
  // Real path: the read guard and the path scrubbing compare real paths (tmpdir may be a symlink).
  const root = await realpath(await mkdtemp(join(tmpdir(), sandboxPrefix)))
  const sandbox: Sandbox = {
    root,
    projectDir: join(root, 'project'),
    runnerDir: join(root, 'runner'),
    outDir: join(root, 'runner', 'out'),
    envDir: join(root, 'runner', 'env'),
    homeDir: join(root, 'runner', 'home'),
    cacheDir: join(root, 'runner', 'cache'),
  }
  for (const dir of [sandbox.projectDir, sandbox.outDir, sandbox.envDir, sandbox.homeDir, sandbox.cacheDir]) {
    await mkdir(dir, { recursive: true })
  }
  return sandbox
}

/** Writes files (paths already checked by treePathProblem) into the project folder; never over an existing file. */
export async function writeTree(projectDir: string, files: Iterable<readonly [string, string]>): Promise<void> {
  for (const [path, text] of files) {
    const target = join(projectDir, ...path.split('/'))
    const inside = relative(projectDir, target)
    if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..') throw new Error(`"${path}" is outside the project.`)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, text, { encoding: 'utf8', flag: 'wx' })
  }
}

export async function removeSandbox(sandbox: Sandbox): Promise<void> {
  await rm(sandbox.root, { recursive: true, force: true, maxRetries: 3 })
}
