import { type OperationHandlers } from '../../http/operation'
import { getBoardsModule, updateBoardsModule } from './module.service'

/** The module switch answers while the module is off (that is how it is switched on again). */
const requiredPermissions = ['boards.configure']

export const boardModuleHandlers: OperationHandlers = {
  BoardsModule_Get: {
    requiredPermissions,
    handle: ({ db, request }) => getBoardsModule(db, request.headers['accept-language']),
  },
  BoardsModule_Update: {
    requiredPermissions,
    handle: ({ db, body, request }) => updateBoardsModule(db, body, request.headers['accept-language']),
  },
}
