import { lstatSync, readlinkSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The script every mcs and mono process starts in, as root of fresh user, mount, network and pid
 * namespaces (`unshare --user --map-root-user --mount --net --pid --fork`). It builds a root of its
 * own on a tmpfs: read-only /usr, /lib, /lib64, /bin, /etc/mono (symlinks such as /bin -> usr/bin
 * as links), the job's work folder at /work, three device files and a read-only /proc of the new
 * pid namespace. Then it pivots into that root and detaches the old one — unlike a plain chroot,
 * which the namespace's root could leave again with CAP_SYS_CHROOT — and drops every capability
 * before it starts the tool, so the tool can neither mount, remount /usr writable, nor chroot. A
 * `timeout` there ends the tool even if the API died. Few commands: each one costs a process start.
 *
 * Arguments: root work mode(ro|rw) seconds vmem-kib fsize-blocks nproc "bind:/usr link:/bin=usr/bin ..." command...
 */
export const jailScript = `set -eu
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
root="$1"; work="$2"; mode="$3"; seconds="$4"; vmem="$5"; fsize="$6"; nproc="$7"; system="$8"; shift 8
mount -t tmpfs -o size=16m,mode=0755,nosuid,nodev jail "$root"
cd "$root"
binds=""; links=""
for entry in $system; do
  case "$entry" in
    bind:*) binds="$binds \${entry#bind:}" ;;
    link:*) links="$links \${entry#link:}" ;;
  esac
done
mkdir -p dev proc tmp work etc .old $(for dir in $binds; do printf '.%s ' "$dir"; done)
for link in $links; do ln -s "\${link#*=}" ".\${link%%=*}"; done
for dir in $binds; do mount --bind -o ro,nosuid,nodev "$dir" ".$dir"; done
touch dev/null dev/zero dev/urandom
for device in null zero urandom; do mount --bind "/dev/$device" "dev/$device"; done
if [ "$mode" = ro ]; then mount --bind -o ro,nosuid,nodev "$work" work; else mount --bind -o nosuid,nodev "$work" work; fi
mount -t proc -o ro,nosuid,nodev,noexec proc proc
pivot_root . .old
umount -l /.old
rmdir /.old
cd /work
unset OLDPWD
ulimit -v "$vmem"
ulimit -f "$fsize"
ulimit -p "$nproc"
exec setpriv --no-new-privs --bounding-set=-all --inh-caps=-all -- timeout --foreground -s KILL "$seconds" "$@"
`

/** The system folders the jail shows, as the script's "bind:" and "link:" entries; read once. */
let systemLayout: string | undefined

export function jailSystemLayout(): string {
  systemLayout ??= ['/usr', '/lib', '/lib64', '/bin', '/etc/mono']
    .map((path) => {
      try {
        const info = lstatSync(path)
        if (info.isSymbolicLink()) return `link:${path}=${readlinkSync(path)}`
        return info.isDirectory() ? `bind:${path}` : ''
      } catch {
        return ''
      }
    })
    .filter((entry) => entry !== '' && !/\s/.test(entry))
    .join(' ')
  return systemLayout
}

export const jobPrefix = 'workspace-net-build-'

/**
 * One sandboxed job's folders under os.tmpdir(): `root` (an empty mount point for the jail's
 * tmpfs), `work` (bound at /work) and the script. Named `<prefix><pid>-XXXXXX`, so that folders a
 * crashed API left behind can be told from those of a running one.
 */
export interface JobFolder {
  dir: string
  rootDir: string
  workDir: string
  scriptPath: string
}

let swept = false

export async function createJobFolder(): Promise<JobFolder> {
  if (!swept) {
    swept = true
    await removeAbandonedJobs()
  }
  const dir = await realpath(await mkdtemp(join(tmpdir(), `${jobPrefix}${process.pid}-`)))
  // Traversable (not listable) for the unprivileged user the jail runs as when the API is root.
  await chmod(dir, 0o711)
  const folder: JobFolder = { dir, rootDir: join(dir, 'root'), workDir: join(dir, 'work'), scriptPath: join(dir, 'jail.sh') }
  await mkdir(folder.rootDir, { mode: 0o755 })
  await mkdir(folder.workDir, { mode: 0o755 })
  await writeFile(folder.scriptPath, jailScript, { mode: 0o644 })
  return folder
}

/** Error messages of file operations name job folders; callers' messages must not. */
export function withoutJobPaths(message: string): string {
  return message.replace(new RegExp(`[^\\s'"\`]*${jobPrefix}[^\\s'"\`]*`, 'g'), '(build folder)')
}

export async function removeJobFolder(folder: JobFolder): Promise<void> {
  await rm(folder.dir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined)
}

/** Folders of processes that no longer run (a crashed or killed API). */
async function removeAbandonedJobs(): Promise<void> {
  const parent = tmpdir()
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const owner = new RegExp(`^${jobPrefix}(\\d+)-[A-Za-z0-9]{6}$`).exec(name)?.[1]
    if (!owner || Number(owner) === process.pid || processAlive(Number(owner))) continue
    await rm(join(parent, name), { recursive: true, force: true }).catch(() => undefined)
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
