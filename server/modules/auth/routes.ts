import { bearerOf } from '../../http/auth'
import { defineOperation, type OperationHandlers } from '../../http/operation'
import { currentProfile, login, signOut, type AuthSettings } from './service'

export function authOperations(settings: AuthSettings): OperationHandlers {
  return {
    Auth_Login: defineOperation<{ UserNameOrEmail: string; Password: string }>({
      access: 'public',
      handle: ({ db, body, now, request }) => login(db, body.UserNameOrEmail, body.Password, now, settings, request.ip),
    }),
    Auth_Me: defineOperation({
      handle: ({ db, auth }) => currentProfile(db, auth),
    }),
    Auth_Logout: defineOperation({
      handle: ({ db, auth, request }) => signOut(db, auth, bearerOf(request)),
    }),
  }
}
