import { ApiError, unwrap } from '@/api'

/**
 * The two halves of a project's ZIP calls that are the same for every project: the package as the
 * request body, and the downloaded package as a Blob (errors still read as the envelope).
 */

// The contract types the ZIP body as a string; the serializer hands fetch the bytes themselves.
export const zipBody = (zip: Blob) => ({ body: '', bodySerializer: () => zip, headers: { 'Content-Type': 'application/zip' } })

export async function zipBlobOf(pending: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<Blob> {
  const result = await pending
  if (result.response.ok && result.data instanceof Blob) return result.data
  if (!result.response.ok) await unwrap(Promise.resolve(result) as Parameters<typeof unwrap>[0])
  throw new ApiError({ kind: 'unexpected', status: result.response.status })
}
