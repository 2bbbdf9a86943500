import { bearerOf } from '../../http/auth'
import { type OperationHandlers } from '../../http/operation'
import { currentProfile, login, signOut, type AuthSettings } from './service'

export function authOperations(settings: AuthSettings): OperationHandlers {
  return {
    Auth_Login: {
      access: 'public',
      handle: ({ db, body, now, request }) => login(db, body.UserNameOrEmail, body.Password, now, settings, request.ip),
    },
    Auth_Me: {
      handle: ({ db, auth }) => currentProfile(db, auth),
    },
    Auth_Logout: {
      handle: ({ db, auth, request }) => signOut(db, auth, bearerOf(request)),
    },
  }
}
