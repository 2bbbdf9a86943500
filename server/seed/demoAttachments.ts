import { deflateSync } from 'node:zlib'
import type { Db } from '../db'
import type { AuthContext } from '../http/operation'
import { deleteStoredFile, completeUpload, putChunk, startUpload } from '../modules/files'

/**
 * A few files on the first demo contract, stored the way an upload stores them (policy, checksum,
 * folders), and one in the trash, so the Files tab and the file trash show something at first start.
 */

const admin: AuthContext = { userId: 'usr-admin', userName: 'admin', userType: 0, roles: ['Admin'], permissions: ['files.manage'], via: 'accessToken' }

/** A one-page PDF saying `text` (a minimal, valid document). */
function demoPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A small PNG: a blue-to-teal gradient, as a stand-in for a site photo. */
function demoPng(width = 160, height = 100): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const check = Buffer.alloc(4)
    check.writeUInt32BE(crc(typed))
    return Buffer.concat([length, typed, check])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3
      rows.set([30 + (x * 40) / width, 90 + (y * 100) / height, 200 - (x * 60) / width], at)
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}

async function store(db: Db, owner: Record<string, string>, fileName: string, mimeType: string, bytes: Buffer, now: Date) {
  const session = await startUpload(db, admin, { FileName: fileName, SizeBytes: bytes.length, MimeType: mimeType, ChecksumSha256: null, Description: null, Owner: owner }, now)
  await putChunk(db, admin, session.Id, 0, bytes, now)
  return completeUpload(db, admin, session.Id, { ChecksumSha256: null }, now)
}

export async function seedDemoAttachments(db: Db, now: Date): Promise<void> {
  const [contract] = await db.query<{ definition_id: string; schema_name: string; physical_table_name: string }>(
    `SELECT d.id AS definition_id, t.schema_name, t.physical_table_name
       FROM entity_definitions d JOIN entity_tables t ON t.entity_definition_id = d.id AND t.is_primary
      WHERE d.name = 'contracts'`,
  )
  if (!contract) return
  const [record] = await db.query<{ id: string; number: string }>(`SELECT id, number FROM "${contract.schema_name}"."${contract.physical_table_name}" ORDER BY number LIMIT 1`)
  if (!record) return
  const owner = { ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: contract.definition_id, ResourceObjectId: record.id }
  await store(db, owner, `Signed contract ${record.number}.pdf`, 'application/pdf', demoPdf(`Contract ${record.number} - signed copy`), now)
  await store(db, owner, 'Site photo.png', 'image/png', demoPng(), now)
  await store(db, owner, 'Kick-off notes.txt', 'text/plain', Buffer.from('Kick-off meeting\n\n- Scope agreed\n- Delivery in two batches\n- Next review in four weeks\n'), now)
  const draft = await store(db, owner, 'Draft offer.pdf', 'application/pdf', demoPdf('Draft offer - superseded'), now)
  await deleteStoredFile(db, admin, draft.File.Id, now)
}
