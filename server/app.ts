import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { loadContract, contractDocuments, type ContractOperation } from './contract/contract'
import type { Db } from './db'
import { authorize, requireCaller } from './http/auth'
import { applyCors, defaultAllowedOrigins, registerCors } from './http/cors'
import { failure, success, WithWarnings } from './http/envelope'
import { EnvelopeError, issue } from './http/errors'
import { echoed } from './http/echo'
import { answerClientError } from './http/frameworkErrors'
import { logCompletion, loggedPath } from './http/requestLog'
import { registerMessageLanguage } from './http/messageLanguage'
import { requireJsonBody, requireRawBody } from './http/mediaType'
import { RawResponse } from './http/rawResponse'
import { applySecurityHeaders, registerSecurityHeaders } from './http/securityHeaders'
import { sendError, withIssueDefaults, type UniqueConflicts } from './http/reply'
import type { AuthContext } from './http/operation'
import { openAppContext } from './platform/appContext'
import { systemClock } from './platform/clock'
import { installModules } from './platform/installModules'
import { contributionsOf, type ServerModule } from './platform/serverModule'
import type { Contribution } from './platform/registry'
import { authModule, type AuthModuleOptions } from './modules/auth'
import { principalsModule } from './modules/principals'
import { functionsModule } from './modules/functions'
import { entitiesModule } from './modules/entities'
import { filesModule } from './modules/files'
import { boardsModule } from './modules/boards'
import { entitlementsModule } from './modules/entitlements'
import { uiProjectModule, type UiProjectModuleOptions } from './modules/ui-project'
import { netOperationProjectModule } from './modules/net-operation-project'
import { entityActionsModule } from './modules/entity-actions'
import { recordMatchingModule } from './modules/record-matching'

export interface AppOptions {
  db: Db
  /** true logs requests without secrets (path only, no headers, no query); false/omitted logs unexpected failures only. */
  logger?: boolean
  /** Where log lines go (default stdout). */
  logStream?: NodeJS.WritableStream
  /** Directory holding service-config-v1.json and service-public-v1.json. */
  contractDir?: string
  tokenTtlMinutes?: number
  /** The server's notion of now; tests move it to expire tokens. */
  clock?: () => Date
  /** Browser origins allowed to call the API (CORS); default: the app's dev and preview origins. */
  allowedOrigins?: readonly string[]
  /** Limits of failed sign-ins (modules/auth/loginThrottle.ts); defaults for what is left out. */
  loginThrottle?: AuthModuleOptions['loginThrottle']
  /** Where file bytes go when the settings name no RootPath (default: a temporary directory). */
  filesDir?: string
  /** Keys of UI artifact asset links, shared by the processes on the same data (default: this app's own). */
  assetTokenKeys?: UiProjectModuleOptions['assetTokenKeys']
}

export const defaultContractDir = fileURLToPath(new URL('../openapi', import.meta.url))
export const defaultTokenTtlMinutes = 12 * 60

/** Request log lines carry the path only (segments bounded): the query may hold access_token. */
const safeLogger = {
  serializers: {
    req: (request: FastifyRequest) => ({ method: request.method, path: loggedPath(request.url) }),
    res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
  },
} satisfies FastifyServerOptions['logger']

/**
 * The contract allows ids and keys of up to 128 characters in path segments; percent-encoded, one
 * character takes up to 12 (four UTF-8 bytes as %XX). Longer segments answer 414 in the envelope.
 */
const maxPathSegmentLength = 128 * 12

function fastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1')
}

/** The server's modules; their request parsing is set up in this order. */
export function serverModules(options: Pick<AppOptions, 'tokenTtlMinutes' | 'loginThrottle' | 'filesDir' | 'assetTokenKeys'> = {}): ServerModule[] {
  return [
    authModule({
      tokenTtlMinutes: options.tokenTtlMinutes ?? defaultTokenTtlMinutes,
      ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
    }),
    principalsModule,
    functionsModule,
    entitiesModule,
    filesModule(options.filesDir ? { filesDir: options.filesDir } : {}),
    boardsModule,
    entitlementsModule,
    entityActionsModule,
    recordMatchingModule,
    uiProjectModule(options.assetTokenKeys ? { assetTokenKeys: options.assetTokenKeys } : {}),
    netOperationProjectModule,
  ]
}

/**
 * What the modules contribute to each other's registries (builtin functions, resource resolvers),
 * for code that works on a database before or without serving it: the seed, the test starts.
 */
export const moduleContributions = (): Contribution[] => contributionsOf(serverModules())

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options
  const modules = serverModules(options)
  const context = openAppContext(db, { clock: options.clock ?? systemClock, contributes: contributionsOf(modules) })
  const contractDir = options.contractDir ?? defaultContractDir
  // Unexpected failures (500) are always logged, with their error id; requests only when asked.
  const logger = { ...safeLogger, level: options.logger ? 'info' : 'error', ...(options.logStream ? { stream: options.logStream } : {}) }
  let allowedOrigins: ReadonlySet<string> = new Set()
  let conflicts: UniqueConflicts = new Map()
  const app = Fastify({
    logger,
    routerOptions: { maxParamLength: maxPathSegmentLength },
    // Router refusals (bad percent-encoding, over-long segments) answer the envelope like every
    // other failure; they skip the request hooks, so CORS and security headers are added here.
    frameworkErrors: (error, request, reply) => {
      logCompletion(request, reply)
      applyCors(request, reply, allowedOrigins)
      applySecurityHeaders(request, reply)
      return sendError(error, request, reply, conflicts)
    },
    // Refusals of Node's HTTP parser (oversized headers, unreadable requests): the envelope too.
    clientErrorHandler: answerClientError,
  })

  // The spec accepts text/json and application/*+json request bodies as well.
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('text/json', { parseAs: 'string' }, jsonParser)
  app.addContentTypeParser(/^application\/[\w.-]+\+json/, { parseAs: 'string' }, jsonParser)
  allowedOrigins = registerCors(app, options.allowedOrigins ?? defaultAllowedOrigins)
  registerSecurityHeaders(app)
  registerMessageLanguage(app)
  const installed = await installModules(app, context, modules)
  const { handlers } = installed
  conflicts = installed.conflicts
  const { operations, missing } = loadContract(contractDir)
  if (missing.length > 0) app.log.warn(`contract documents not found: ${missing.join(', ')}`)

  const served = new Set(operations.map((operation) => operation.operationId))
  const unmatched = Object.keys(handlers).filter((operationId) => !served.has(operationId))
  if (operations.length > 0 && unmatched.length > 0) app.log.warn(`handlers without a contract operation: ${unmatched.join(', ')}`)

  // Both documents may describe the same route; the first one (config) serves it.
  const registered = new Set<string>()
  const callers = new WeakMap<FastifyRequest, AuthContext>()
  for (const operation of operations) {
    const definition = handlers[operation.operationId]
    const route = `${operation.method} ${operation.path}`
    if (!definition || registered.has(route)) continue
    registered.add(route)
    operation.prepare()
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: fastifyPath(operation.path),
      ...(definition.rawBody ? { bodyLimit: definition.rawBody.maxBytes } : {}),
      // Who calls and whether they may, before the body is read: a refused caller's body is never parsed.
      onRequest: async (request) => {
        if (definition.access !== 'public') {
          const caller = await requireCaller(db, request, context.clock())
          authorize(caller, definition)
          callers.set(request, caller)
        }
        if (definition.admit) await definition.admit(request, context.db)
        else if (definition.rawBody) requireRawBody(request, definition.rawBody.mediaType)
        else requireJsonBody(request, definition.acceptsFormBody)
      },
      handler: async (request, reply) => {
        const now = context.clock()
        const caller = callers.get(request) ?? null
        const input = validated(operation, request)
        const data = await definition.handle({
          body: input.body,
          query: input.query,
          params: input.params,
          auth: caller as AuthContext,
          db: context.db,
          now,
          request,
          app: context,
        })
        if (data instanceof RawResponse) return data.send(reply)
        if (data instanceof WithWarnings) return reply.code(200).send({ ...success(data.data), Warnings: withIssueDefaults(data.warnings) })
        return reply.code(200).send(success(data ?? null))
      },
    })
  }

  for (const name of contractDocuments) {
    app.get(`/openapi/${name}.json`, async (_request, reply) => {
      const file = `${contractDir}/${name}.json`
      if (!existsSync(file)) throw new EnvelopeError(404, [issue('workspace.notFound', `${name}.json is not available.`)])
      return reply.type('application/json; charset=utf-8').send(readFileSync(file, 'utf8'))
    })
  }

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(withIssueDefaults([issue('workspace.notFound', `No operation at ${request.method} ${echoed(request.url.split('?')[0]!)}.`)])))
  })
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply, conflicts))
  return app
}

function validated(operation: ContractOperation, request: FastifyRequest) {
  const result = operation.validate({
    params: (request.params ?? {}) as Record<string, unknown>,
    query: (request.query ?? {}) as Record<string, unknown>,
    body: request.body,
  })
  if (!result.ok) throw new EnvelopeError(400, result.issues)
  return result.value
}
