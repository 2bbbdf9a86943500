/** The auth module as other modules and the server see it: everything else in this folder is its own. */
export { authModule, type AuthModuleOptions } from './module'
export { createLoginThrottle, type LoginThrottleSettings } from './loginThrottle'
export { authenticate, issueApiKey } from './service'
