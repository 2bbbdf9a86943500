/** The auth module as other modules and the server see it: everything else in this folder is its own. */
export { createLoginThrottle, type LoginThrottleSettings } from './loginThrottle'
export { authOperations } from './routes'
export { authenticate, issueApiKey } from './service'
