import type { OperationSpec } from './spec'

export const entityAdminOperations: OperationSpec[] = []
