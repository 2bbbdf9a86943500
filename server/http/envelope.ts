import type { ConfigSchemas } from './contractOperations'

/** One business issue of an ApiResponse (Errors or Warnings); every contract document describes it alike. */
export type Issue = ConfigSchemas['Issue']

export interface ApiResponse<T> {
  Success: boolean
  Data: T | null
  Errors: Issue[]
  Warnings: Issue[]
}

export function success<T>(data: T): ApiResponse<T> {
  return { Success: true, Data: data, Errors: [], Warnings: [] }
}

/** Data a handler answers together with Warnings (e.g. a consumption over the granted amount). */
export class WithWarnings<T> {
  constructor(
    readonly data: T,
    readonly warnings: Issue[],
  ) {}
}

export function failure<T>(errors: Issue[], data: T | null = null): ApiResponse<T> {
  return { Success: false, Data: data, Errors: errors, Warnings: [] }
}

/** RFC 9457 problem details, used for 401 and 403. */
export interface ProblemDetails {
  type: string
  title: string
  status: number
  detail: string | null
  instance: string | null
  requiredRoles?: string[]
  requiredPermissions?: string[]
  /** A machine-readable reason beside the detail (e.g. a disabled module). */
  code?: string
}
