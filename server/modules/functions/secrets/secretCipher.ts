import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** AES-256-GCM of a secret value, bound to the secret and its version (a row copied elsewhere does not decrypt). */

export interface SealedValue {
  ciphertext: string
  iv: string
  tag: string
}

const aad = (secretId: string, version: number) => Buffer.from(`${secretId}:${version}`, 'utf8')

export function seal(key: Buffer, secretId: string, version: number, value: string): SealedValue {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(aad(secretId, version))
  const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  return { ciphertext: ciphertext.toString('base64'), iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64') }
}

export function unseal(key: Buffer, secretId: string, version: number, sealed: SealedValue): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'))
  decipher.setAAD(aad(secretId, version))
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'))
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8')
}
