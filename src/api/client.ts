import createClient, { type Middleware } from 'openapi-fetch'
import type { components as ConfigComponents, paths as ConfigPaths } from '@shared/contract/service-config-v1'
import type { components as PublicComponents, paths as PublicPaths } from '@shared/contract/service-public-v1'
import type { components as ProductUiComponents, paths as ProductUiPaths } from '@shared/contract/product-ui-v1'
import { ApiError, isAbort, parseEnvelope, parseProblem, type ApiIssue, type ApiProblem } from './errors'

/** A description without paths generates `Record<string, never>`, which would erase the other's paths. */
type KnownPaths<P> = string extends keyof P ? unknown : P
/** A description without schemas generates `never`. */
type KnownSchemas<S> = [S] extends [never] ? unknown : S

/**
 * Every path of the three descriptions: one client reaches the configuration and the public API and
 * the operations only the product UI uses (run-history retention, sign-out).
 */
export type ApiPaths = KnownPaths<ConfigPaths> & KnownPaths<PublicPaths> & KnownPaths<ProductUiPaths>

/** The component schemas of the descriptions (`Schemas['User']`). */
export type Schemas = KnownSchemas<ConfigComponents['schemas']> &
  KnownSchemas<PublicComponents['schemas']> &
  KnownSchemas<ProductUiComponents['schemas']>

export interface ApiConfig {
  /** The installation's API base address, e.g. `https://workspace.example.com`; never derived from the app's own address. */
  baseUrl: string
  /** The access token or service API key sent as `Authorization: Bearer <token>`. */
  getToken: () => string | null | undefined
  /** Called for every 401 answer seen through `unwrap`, before it throws. */
  onUnauthorized: (error: ApiError) => void
  /** Called with the envelope's Warnings whenever an answer carries some. */
  onWarnings: (warnings: ApiIssue[]) => void
  /**
   * The language the UI shows (`de`, `en-US`), sent as `Accept-Language` so the server answers its
   * messages (e.g. a validation rule's) in it; nothing is sent when it gives none (the browser's own applies).
   */
  getLocale: () => string | null | undefined
}

const config: ApiConfig = {
  baseUrl: '',
  getToken: () => null,
  onUnauthorized: () => undefined,
  onWarnings: () => undefined,
  getLocale: () => null,
}

export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '')
}

/** Sets (or, when the user picks another installation, changes) how requests are made. Omitted members stay as they are. */
export function configureApi(options: Partial<ApiConfig>): void {
  if (options.baseUrl !== undefined) config.baseUrl = normalizeBaseUrl(options.baseUrl)
  if (options.getToken) config.getToken = options.getToken
  if (options.onUnauthorized) config.onUnauthorized = options.onUnauthorized
  if (options.onWarnings) config.onWarnings = options.onWarnings
  if (options.getLocale) config.getLocale = options.getLocale
}

export function getApiBaseUrl(): string {
  return config.baseUrl
}

/**
 * openapi-fetch fixes its base URL when the client is created; the installation can change at run time,
 * so the client builds root-relative URLs and this Request resolves them against the current base URL.
 */
class InstallationRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? installationUrl(input) : input, init)
  }
}

function installationUrl(path: string): string {
  if (!config.baseUrl) {
    throw new ApiError({ kind: 'network', message: 'No workspace API address is configured.' })
  }
  return config.baseUrl + path
}

/** Read global fetch per call (not once at start) so tests and polyfills that replace it are honoured. */
async function send(request: Request): Promise<Response> {
  try {
    return await globalThis.fetch(request)
  } catch (error) {
    if (isAbort(error)) throw error
    // fetch rejects only when no answer arrived: offline, DNS, refused connection, CORS.
    throw new ApiError({ kind: 'network', cause: error })
  }
}

const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = config.getToken()
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`)
    return request
  },
}

/** A language tag as Accept-Language carries it (also a CORS-safelisted value). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/

const uiLanguage: Middleware = {
  onRequest({ request }) {
    const locale = config.getLocale()?.trim()
    if (locale && LANGUAGE_TAG.test(locale) && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', locale)
    return request
  },
}

export const apiClient = createClient<ApiPaths>({ baseUrl: '', Request: InstallationRequest, fetch: send })
apiClient.use(bearerToken)
apiClient.use(uiLanguage)

/** The members of a call result unwrap reads; every apiClient result has them. */
interface CallResult {
  data?: unknown
  error?: unknown
  response: Response
}

type SuccessBody<R> = R extends { data: infer Body } ? Body : never

/** `Data` of the operation's 200 envelope, e.g. `Schemas['User']` for Users_Get. */
export type ResponseData<R> = SuccessBody<R> extends { Data?: infer Data } ? NonNullable<Data> : never

/**
 * Awaits an apiClient call and returns the envelope's Data, or throws ApiError.
 * Warnings go to `onWarnings`; a 401 also goes to `onUnauthorized`.
 */
export async function unwrap<R extends CallResult>(call: Promise<R>): Promise<ResponseData<R>> {
  let result: R
  try {
    result = await call
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error
    // e.g. a 200 whose body is not JSON (an HTML page at the wrong address).
    throw new ApiError({ kind: 'unexpected', cause: error })
  }
  const { response } = result
  const status = response.status
  const body = response.ok ? result.data : result.error

  if (status === 401 || status === 403) {
    const problem: ApiProblem = parseProblem(body) ?? { requiredRoles: [], requiredPermissions: [], raw: {} }
    // The contract says ProblemDetails; keep the issues should a server answer with an envelope instead.
    const issues = parseEnvelope(body)?.errors ?? []
    const error = new ApiError({ kind: 'problem', status, problem, issues })
    if (status === 401) config.onUnauthorized(error)
    throw error
  }

  const envelope = parseEnvelope(body)
  if (!envelope) throw new ApiError({ kind: 'unexpected', status, data: body })
  if (envelope.warnings.length) config.onWarnings(envelope.warnings)
  if (!response.ok || !envelope.success) {
    throw new ApiError({ kind: 'envelope', status, issues: envelope.errors, data: envelope.data })
  }
  if (envelope.data === null) {
    throw new ApiError({ kind: 'unexpected', status, message: 'The workspace API answered without Data.' })
  }
  // The contract describes the body; the envelope was checked above.
  return envelope.data as ResponseData<R>
}
