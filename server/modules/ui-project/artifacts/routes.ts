import type { OperationHandlers } from '../../../http/operation'

/** Artifacts: list, lifecycle (activate, deactivate, roll back, pin, purge), assets and the host's active-artifact read. */
export const uiProjectArtifactHandlers: OperationHandlers = {}
