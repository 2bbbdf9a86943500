import { FolderStrategy } from '@/api'
import { BYTES_PER_MB } from './policyRules'

/** Bytes shown as megabytes in an input: at most two decimals, empty for no value. */
export function bytesToMegabytesText(bytes: number | null): string {
  if (bytes === null) return ''
  return String(Math.round((bytes / BYTES_PER_MB) * 100) / 100)
}

/** What the megabytes input holds, in bytes; null when it is empty or not a number. */
export function megabytesTextToBytes(text: string): number | null {
  if (text.trim() === '') return null
  const megabytes = Number(text)
  return Number.isFinite(megabytes) ? Math.round(megabytes * BYTES_PER_MB) : null
}

/** Hours split into whole days and the hours left (`30 days`, `1 day 12 hours`). */
export function splitHours(hours: number): { days: number; hours: number } {
  return { days: Math.floor(hours / 24), hours: hours % 24 }
}

/** The date folders of a file stored on `date` (UTC), as the ByDate strategy names them. */
function dateFolders(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`
}

export interface FolderPlaceholders {
  fileId: string
  definitionId: string
  userId: string
  module: string
}

/** Where a file goes below the root under each strategy, with placeholders for the parts that vary. */
export function folderExample(strategy: FolderStrategy, constantFolderName: string, now: Date, names: FolderPlaceholders): string {
  switch (strategy) {
    case FolderStrategy.ByDate:
      return `${dateFolders(now)}/${names.fileId}`
    case FolderStrategy.ByEntity:
      return `${names.module}/${names.definitionId}/${names.fileId}`
    case FolderStrategy.ByUser:
      return `${names.userId}/${names.fileId}`
    case FolderStrategy.ByModule:
      return `${names.module}/${names.fileId}`
    case FolderStrategy.Constant:
      return `${constantFolderName.trim() || '…'}/${names.fileId}`
    default:
      return names.fileId
  }
}
