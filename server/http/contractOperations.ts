// The server's one way into the generated contract types (the app's is src/api).
/* eslint-disable no-restricted-imports */
import type { components as ProductUiComponents, operations as ProductUiOperations } from '../../shared/contract/product-ui-v1'
import type { QueryDefaults } from '../../shared/contract/query-defaults'
import type { components as ConfigComponents, operations as ConfigOperations } from '../../shared/contract/service-config-v1'
import type { components as PublicComponents, operations as PublicOperations } from '../../shared/contract/service-public-v1'
/* eslint-enable no-restricted-imports */

/**
 * The request and response types of every contract operation, by operationId, from the generated
 * contract: a handler's body, query, params and payload follow the contract, so a contract change
 * shows up as a type error in the server.
 */

/** Schemas of each contract document: the request and record shapes the server reads and builds. */
export type ConfigSchemas = ConfigComponents['schemas']
export type PublicSchemas = PublicComponents['schemas']
export type ProductUiSchemas = ProductUiComponents['schemas']

/** Operations of every contract document; an operationId two documents share must mean the same there. */
export type ContractOperations = ConfigOperations & PublicOperations & ProductUiOperations

export type OperationId = keyof ContractOperations & string

/** The operationIds two documents both define but describe differently (none may exist). */
type Disagreeing<A, B> = {
  [Id in keyof A & keyof B]: [A[Id]] extends [B[Id]] ? ([B[Id]] extends [A[Id]] ? never : Id) : Id
}[keyof A & keyof B]
type MustAgree<Ids extends never> = Ids
export type DocumentsAgree = MustAgree<
  | Disagreeing<ConfigOperations, PublicOperations>
  | Disagreeing<ConfigOperations, ProductUiOperations>
  | Disagreeing<PublicOperations, ProductUiOperations>
>

type Parameters<Id extends OperationId> = ContractOperations[Id]['parameters']

/** Marks the named members present: validation fills them before the handler runs. */
export type WithDefaults<T, Keys extends PropertyKey> = Omit<T, Keys & keyof T> & { [K in Keys & keyof T]-?: Exclude<T[K], undefined> }

type DefaultedQuery<Id extends OperationId> = Id extends keyof QueryDefaults ? QueryDefaults[Id] : never

/** Query parameters after validation (coerced, defaults filled); unknown ones are tolerated and not typed. */
export type RequestQuery<Id extends OperationId> = [NonNullable<Parameters<Id>['query']>] extends [never]
  ? Record<string, never>
  : WithDefaults<NonNullable<Parameters<Id>['query']>, DefaultedQuery<Id>>

/** Path parameters after validation. */
export type RequestParams<Id extends OperationId> = [NonNullable<Parameters<Id>['path']>] extends [never]
  ? Record<string, never>
  : NonNullable<Parameters<Id>['path']>

type RequestContent<Id extends OperationId> = ContractOperations[Id] extends { requestBody: { content: infer Content } } ? Content : never

/**
 * The JSON body after validation (bodies get no defaults); a binary body (a file chunk, a zip) is
 * `unknown` here and checked for bytes by its handler; no body is `undefined`.
 */
export type RequestBody<Id extends OperationId> = [RequestContent<Id>] extends [never]
  ? undefined
  : RequestContent<Id> extends { 'application/json': infer Json }
    ? Json
    : unknown

type Responses<Id extends OperationId> = ContractOperations[Id]['responses']

/** Operations without a 200 answer: none may exist, as the server answers every success with 200 (app.ts). */
type WithoutOk = { [Id in OperationId]: 200 extends keyof Responses<Id> ? never : Id }[OperationId]
type MustBeNone<Ids extends never> = Ids
export type EverySuccessIs200 = MustBeNone<WithoutOk>

type SuccessResponse<Id extends OperationId> = Responses<Id> extends { 200: infer Ok } ? Ok : never

/** The envelope's Data of an operation's success answer; `unknown` for a download (no JSON envelope). */
export type ResponseData<Id extends OperationId> =
  SuccessResponse<Id> extends { content: { 'application/json': { Data?: infer Data } } } ? Data : unknown
