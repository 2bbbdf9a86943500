import type { OperationHandlers } from '../../http/operation'

/** File-system settings and the policy tester. STUB: being written. */
export const fileSettingsHandlers: OperationHandlers = {}
