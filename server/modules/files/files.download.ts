import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Db } from '../../db'
import { forbidden, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { RawResponse } from '../../http/rawResponse'
import { managePermission, permissionsFor } from './files.items'
import { ownerOf } from './files.repo'
import { requireFile } from './files.service'
import { FileCodes } from './files.types'
import { resolveResource } from './resources'
import { isMissingFile } from './storage/fileStore'
import { pathInside } from './storage/paths'

/** Downloads: the stored bytes as a stream, with headers no file name can break. */

const mimeTypePattern = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/

/** Only these show in the browser when asked (never SVG: it can carry scripts). */
export function mayShowInline(mimeType: string): boolean {
  return mimeType === 'application/pdf' || (mimeType.startsWith('image/') && mimeType !== 'image/svg+xml')
}

/** RFC 6266 / 5987: an ASCII fallback and the exact name as UTF-8, percent-encoded. */
export function contentDisposition(fileName: string, inline: boolean): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || 'file'
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

export async function downloadFile(db: Db, auth: AuthContext, fileId: string, disposition: string | undefined): Promise<RawResponse> {
  const file = await requireFile(db, fileId)
  const resource = await resolveResource(db, ownerOf(file), auth)
  const rights = resource?.attachmentsEnabled ? resource : null
  if (!permissionsFor(auth, file, rights).CanDownload) {
    throw forbidden(`Downloading a file in the trash, or of a record that is gone, needs the permission ${managePermission}.`, { permissions: [managePermission] })
  }
  const path = pathInside(file.storage_root, file.storage_key)
  let size: number
  try {
    size = (await stat(path)).size
  } catch (error) {
    if (isMissingFile(error)) {
      const missing = notFound('The bytes of this file are missing from the storage.', fileId)
      for (const found of missing.issues) found.Code = FileCodes.contentMissing
      throw missing
    }
    throw error
  }
  const mimeType = mimeTypePattern.test(file.mime_type) ? file.mime_type : 'application/octet-stream'
  const inline = disposition === 'inline' && mayShowInline(mimeType)
  return new RawResponse(createReadStream(path), {
    'Content-Type': mimeType,
    'Content-Length': String(size),
    'Content-Disposition': contentDisposition(file.file_name, inline),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  })
}
