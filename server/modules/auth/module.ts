import { defineModule, type ServerModule } from '../../platform/serverModule'
import { createLoginThrottle, type LoginThrottleSettings } from './loginThrottle'
import { authOperations } from './routes'

export interface AuthModuleOptions {
  tokenTtlMinutes: number
  /** Limits of failed sign-ins; defaults for what is left out. */
  loginThrottle?: Partial<LoginThrottleSettings>
}

/** Sign in and out, tokens, the caller's profile. */
export function authModule(options: AuthModuleOptions): ServerModule {
  return defineModule({
    name: 'auth',
    operations: authOperations({ tokenTtlMinutes: options.tokenTtlMinutes, throttle: createLoginThrottle(options.loginThrottle) }),
  })
}
