import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { ResourceIdentity } from '../files.types'
import { FolderStrategies } from '../settings.service'

/** Where bytes go under the storage root. Every part of a path comes from the server, never from a client's file name. */

/** Part files of open uploads: `<root>/.uploads/<session id>.part`. */
export const uploadsFolder = '.uploads'

const maxSegmentLength = 100

/** One folder name of [A-Za-z0-9._-]; never empty, never "." or "..". */
export function safeSegment(value: string): string {
  const cleaned = value.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, maxSegmentLength)
  return cleaned === '' || /^\.+$/.test(cleaned) ? '_' : cleaned
}

export interface FolderContext {
  strategy: number
  now: Date
  owner: ResourceIdentity
  userId: string
  constantFolderName: string | null
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The folder (relative, `/`-separated, '' for the root itself) a new file goes into. */
export function folderFor(context: FolderContext): string {
  const { now, owner } = context
  switch (context.strategy) {
    case FolderStrategies.ByDate:
      return `${now.getUTCFullYear()}/${twoDigits(now.getUTCMonth() + 1)}/${twoDigits(now.getUTCDate())}`
    case FolderStrategies.ByEntity:
      return `${safeSegment(owner.ModuleKey)}/${safeSegment(owner.ContextResourceId)}`
    case FolderStrategies.ByUser:
      return safeSegment(context.userId)
    case FolderStrategies.ByModule:
      return safeSegment(owner.ModuleKey)
    case FolderStrategies.Constant:
      return context.constantFolderName ? safeSegment(context.constantFolderName) : ''
    default:
      return ''
  }
}

/** The storage key of a file: its folder and its id. */
export function storageKeyFor(folder: string, fileId: string): string {
  const name = safeSegment(fileId)
  return folder ? `${folder}/${name}` : name
}

/** An absolute path inside root; anything that would leave it is refused (defence in depth). */
export function pathInside(root: string, key: string): string {
  const base = resolve(root)
  const target = resolve(join(base, ...key.split('/')))
  const within = relative(base, target)
  if (within === '' || within.startsWith(`..${sep}`) || within === '..' || isAbsolute(within)) {
    throw new Error('A storage key must stay inside the storage root.')
  }
  return target
}

export function partFilePath(root: string, sessionId: string): string {
  return pathInside(root, `${uploadsFolder}/${safeSegment(sessionId)}.part`)
}
