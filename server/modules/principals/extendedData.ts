import { badRequest } from '../../http/errors'
import type { ExtendedData } from './types'

export const extendedDataBound = { maxKeys: 32, maxValueLength: 1024, maxBytes: 8 * 1024 }
const keyPattern = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/
const secretWords = ['password', 'secret', 'token', 'apikey', 'api_key', 'credential', 'privatekey']

const tooLarge = 'workspace.principals.extendedDataTooLarge'

/** Enforces the ExtendedData bound: small, flat, string-valued and never a place for secrets. */
export function checkExtendedData(data: ExtendedData | undefined): ExtendedData {
  if (data === undefined || data === null) return {}
  const entries = Object.entries(data)
  if (entries.length > extendedDataBound.maxKeys) {
    throw badRequest(tooLarge, `ExtendedData holds at most ${extendedDataBound.maxKeys} keys.`, 'ExtendedData')
  }
  for (const [key, value] of entries) {
    const field = `ExtendedData.${key}`
    if (!keyPattern.test(key)) throw badRequest(tooLarge, `The ExtendedData key "${key}" is not allowed.`, field)
    const lower = key.toLowerCase()
    if (secretWords.some((word) => lower.includes(word))) {
      throw badRequest('workspace.principals.extendedDataSecret', `ExtendedData is not a place for secrets ("${key}").`, field)
    }
    if (typeof value !== 'string') throw badRequest('workspace.validation.invalid', `${field} must be a string.`, field)
    if (value.length > extendedDataBound.maxValueLength) {
      throw badRequest(tooLarge, `${field} is longer than ${extendedDataBound.maxValueLength} characters.`, field)
    }
  }
  if (Buffer.byteLength(JSON.stringify(data), 'utf8') > extendedDataBound.maxBytes) {
    throw badRequest(tooLarge, `ExtendedData is larger than ${extendedDataBound.maxBytes} bytes.`, 'ExtendedData')
  }
  return data
}
