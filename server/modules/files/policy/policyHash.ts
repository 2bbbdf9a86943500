import { createHash } from 'node:crypto'
import { normalizePolicy, type NormalizedPolicy } from './normalize'

/**
 * SHA-256 hex of the canonical JSON of the normalised policy. Rule order and repeated rules do not
 * change what is allowed, so the canonical form sorts the rules and keeps each one once: the same
 * policy written in another order has the same hash (and keeps its version).
 */
export function policyHash(policy: NormalizedPolicy): string {
  const normalized = normalizePolicy(policy.FileTypeRules, policy.AllowedMimeTypes)
  const rules = [
    ...new Set(normalized.FileTypeRules.map((rule) => JSON.stringify({ Extensions: rule.Extensions, MimeTypes: rule.MimeTypes }))),
  ].sort()
  const canonical = `{"AllowedMimeTypes":${JSON.stringify(normalized.AllowedMimeTypes)},"FileTypeRules":[${rules.join(',')}]}`
  return createHash('sha256').update(canonical).digest('hex')
}
