import { createHmac } from 'node:crypto'
import type { BuiltinFunction } from './types'

export const signingSecretName = 'export-signing-key'

/**
 * Signs a payload with the managed secret `export-signing-key` (HMAC-SHA256), as a partner checks
 * what an export sends. The run records the signature and the secret's version, never the secret.
 */
export const signPayload: BuiltinFunction = {
  key: 'sign-payload',
  displayName: 'Sign payload',
  description: 'Signs a payload with the export signing key (HMAC-SHA256); the result names the key version used.',
  supportsCancellation: false,
  timeoutMs: 10_000,
  maxAttempts: 1,
  version: 1,
  secrets: [signingSecretName],
  async run(context) {
    const payload = context.arguments.Payload
    if (typeof payload !== 'string' || payload.length === 0 || payload.length > 100_000) {
      return { kind: 'validation', issues: [{ field: 'Payload', message: 'Payload is the text to sign (1 to 100,000 characters).' }] }
    }
    const key = await context.secret(signingSecretName)
    const signature = createHmac('sha256', key.value).update(payload, 'utf8').digest('hex')
    context.log(`signed ${payload.length} characters with ${signingSecretName} version ${key.version}`)
    return { kind: 'success', summary: `Signed with ${signingSecretName} version ${key.version}.`, result: { Signature: signature, KeyVersion: key.version } }
  },
}
