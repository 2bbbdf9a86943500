import { lstat, mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { processAlive, processStartTime } from './processTree'

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

/**
 * A sandbox's folder is named after the process that made it: `<prefix><pid>-<start time>-XXXXXX`
 * (mkdtemp's six characters), so that a later process knows whether its owner still runs.
 */
const ownedName = /^workspace-ui-build-(\d+)-(\d+|x)-[A-Za-z0-9]{6}$/
/** Folders of older versions carry no owner: only their age tells. */
const unownedName = /^workspace-ui-build-[A-Za-z0-9]{6}$/
/** No build runs this long (their time limit is minutes). */
const staleUnownedAgeMs = 60 * 60 * 1000
let staleSandboxesSwept = false

let owner: string | null = null

function ownerTag(): string {
  owner ??= `${process.pid}-${processStartTime(process.pid) ?? 'x'}`
  return owner
}

/** Whether a folder of the temporary root is a sandbox nobody uses any more. */
function isStale(name: string, modifiedMs: number, now: number): boolean {
  const owned = ownedName.exec(name)
  if (owned) {
    const [, pid = '', startTime = ''] = owned
    // This process's own sandboxes are builds still running.
    if (`${pid}-${startTime}` === ownerTag()) return false
    return !processAlive(Number(pid), startTime === 'x' ? null : startTime)
  }
  return unownedName.test(name) && now - modifiedMs > staleUnownedAgeMs
}

/**
 * Removes the sandboxes that processes which died (a crashed or killed API) left in `parent`: only
 * folders named as this runner names them (not symlinks), whose owner no longer runs. Once per
 * process, before its first build (the children of a dead API end with it: guards/parentWatch.mjs).
 */
export async function removeStaleSandboxes(parent = tmpdir(), now = Date.now()): Promise<string[]> {
  const removed: string[] = []
  for (const name of await readdir(parent).catch(() => [])) {
    if (!name.startsWith(sandboxPrefix)) continue
    const dir = join(parent, name)
    const info = await lstat(dir).catch(() => null)
    if (!info?.isDirectory() || !isStale(name, info.mtimeMs, now)) continue
    await rm(dir, { recursive: true, force: true }).catch(() => undefined)
    removed.push(name)
  }
  return removed
}

export async function createSandbox(): Promise<Sandbox> {
  if (!staleSandboxesSwept) {
    staleSandboxesSwept = true
    await removeStaleSandboxes()
  }
  // Real path: the read guard and the path scrubbing compare real paths (tmpdir may be a symlink).
  const root = await realpath(await mkdtemp(join(tmpdir(), `${sandboxPrefix}${ownerTag()}-`)))
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
