import type { OperationSpec } from './spec'

export const entityRecordsOperations: OperationSpec[] = []
