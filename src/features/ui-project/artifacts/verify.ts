/**
 * Checks in the browser that an artifact's stored bytes are the bytes its record describes: each
 * asset is fetched through its short-lived link and hashed with Web Crypto — SHA-256 (hex) against
 * the content hash, SHA-384 (base64) against the Subresource Integrity string the host page uses.
 */

export type AssetName = 'javascript' | 'css'

export interface AssetExpectation {
  url: string
  /** SHA-256 of the bytes, hex. */
  contentHash: string
  /** `sha384-<base64>` (possibly among other hashes, separated by spaces). */
  integrity: string
  sizeBytes: number | null
}

export interface AssetVerification {
  asset: AssetName
  ok: boolean
  /** The bytes could not be fetched (network, CORS, expired link, ...); nothing was compared. */
  error: string | null
  expectedHash: string
  actualHash: string | null
  hashMatches: boolean
  expectedIntegrity: string
  actualIntegrity: string | null
  integrityMatches: boolean
  expectedSize: number | null
  actualSize: number | null
}

export interface ArtifactVerification {
  ok: boolean
  assets: AssetVerification[]
}

type Digest = (algorithm: 'SHA-256' | 'SHA-384', bytes: ArrayBuffer) => Promise<ArrayBuffer>
const webCryptoDigest: Digest = (algorithm, bytes) => crypto.subtle.digest(algorithm, bytes)

export function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** The sha384 member of an integrity string (`sha384-…`), or the whole string when it has none. */
export function sha384Member(integrity: string): string {
  return integrity.trim().split(/\s+/).find((part) => part.startsWith('sha384-')) ?? integrity.trim()
}

/** Compares bytes with what is expected of them. */
export async function verifyBytes(asset: AssetName, bytes: ArrayBuffer, expected: AssetExpectation, digest: Digest = webCryptoDigest): Promise<AssetVerification> {
  const actualHash = toHex(await digest('SHA-256', bytes))
  const actualIntegrity = `sha384-${toBase64(await digest('SHA-384', bytes))}`
  const hashMatches = actualHash.toLowerCase() === expected.contentHash.trim().toLowerCase()
  const integrityMatches = actualIntegrity === sha384Member(expected.integrity)
  const sizeMatches = expected.sizeBytes === null || expected.sizeBytes === bytes.byteLength
  return {
    asset,
    ok: hashMatches && integrityMatches && sizeMatches,
    error: null,
    expectedHash: expected.contentHash,
    actualHash,
    hashMatches,
    expectedIntegrity: expected.integrity,
    actualIntegrity,
    integrityMatches,
    expectedSize: expected.sizeBytes,
    actualSize: bytes.byteLength,
  }
}

function failed(asset: AssetName, expected: AssetExpectation, error: string): AssetVerification {
  return {
    asset,
    ok: false,
    error,
    expectedHash: expected.contentHash,
    actualHash: null,
    hashMatches: false,
    expectedIntegrity: expected.integrity,
    actualIntegrity: null,
    integrityMatches: false,
    expectedSize: expected.sizeBytes,
    actualSize: null,
  }
}

/** Reads an asset's bytes without credentials (the link carries its own token), never from a cache. */
export async function fetchAssetBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return response.arrayBuffer()
}

/** Fetches and checks both assets; a failed fetch fails that asset and names why. */
export async function verifyAssets(
  expected: Record<AssetName, AssetExpectation>,
  fetchBytes: (url: string) => Promise<ArrayBuffer> = fetchAssetBytes,
  digest: Digest = webCryptoDigest,
): Promise<ArtifactVerification> {
  const assets = await Promise.all(
    (['javascript', 'css'] as const).map(async (asset) => {
      let bytes: ArrayBuffer
      try {
        bytes = await fetchBytes(expected[asset].url)
      } catch (error) {
        return failed(asset, expected[asset], error instanceof Error && error.message ? error.message : String(error))
      }
      return verifyBytes(asset, bytes, expected[asset], digest)
    }),
  )
  return { ok: assets.every((asset) => asset.ok), assets }
}
