import type { OperationSpec } from './spec'

export const functionHostOperations: OperationSpec[] = []
