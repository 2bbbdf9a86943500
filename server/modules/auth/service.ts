import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import type { ConfigSchemas } from '../../http/contractOperations'
import type { Issue } from '../../http/envelope'
import { EnvelopeError, badRequest, unauthorized } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { avatarFor, dummyPasswordHash, verifyPassword, findUserRow, findUserRowByLogin, type UserRow, UserType } from '../principals'
import type { LoginThrottle } from './loginThrottle'
import { findPermissionKeysOf } from './permissions.repo'
import { apiKeyPrefix, hashSecret, newAccessToken, newApiKey } from './secrets'
import {
  deleteAccessToken, deleteExpiredAccessTokens, findAccessTokenOwner, findApiKeyOwner, insertAccessToken, insertApiKey,
} from './tokens.repo'
import { getSettings } from '../workspace'

export type WorkspaceUserProfile = ConfigSchemas['WorkspaceUserProfile']

export interface AuthSettings {
  tokenTtlMinutes: number
  throttle: LoginThrottle
}

const invalidCredentials = () =>
  badRequest('workspace.auth.invalidCredentials', 'The user name or password is not correct.')

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/**
 * 400 like every other refused sign-in (the login operation documents 200 and 400), with the wait
 * in `Retry-After` and `Metadata.RetryAfterSeconds`.
 */
function tooManyAttempts(seconds: number): EnvelopeError {
  const refusal: Issue = {
    Code: 'workspace.auth.tooManyAttempts',
    Message: `Too many failed sign-ins. Try again in ${waitText(seconds)}.`,
    Metadata: { RetryAfterSeconds: String(seconds) },
  }
  return new EnvelopeError(400, [refusal], null, { 'Retry-After': String(seconds) })
}

/**
 * Sign in with user name or email and password; the same answer for unknown user and wrong
 * password. Failed sign-ins are throttled per account and client address (loginThrottle.ts).
 */
export async function login(
  db: Db,
  userNameOrEmail: string,
  password: string,
  now: Date,
  settings: AuthSettings,
  clientAddress: string,
): Promise<WorkspaceUserProfile> {
  const user = await findUserRowByLogin(db, userNameOrEmail)
  // The account's id, so its user name and its email share one counter.
  const account = user?.id ?? userNameOrEmail.trim().toLowerCase()
  const wait = settings.throttle.retryAfterSeconds(account, clientAddress, now)
  if (wait > 0) throw tooManyAttempts(wait)
  const canUsePassword = user !== undefined && user.is_active && user.user_type === UserType.WorkspaceUser && user.password_hash !== null
  // Verify against a dummy hash when the user cannot sign in, so timing does not reveal which users exist.
  const matches = await verifyPassword(password, canUsePassword ? user.password_hash! : dummyPasswordHash)
  if (!canUsePassword || !matches) {
    settings.throttle.recordFailure(account, clientAddress, now)
    throw invalidCredentials()
  }
  settings.throttle.recordSuccess(account, clientAddress, now)

  const token = newAccessToken()
  const expiresAt = new Date(now.getTime() + settings.tokenTtlMinutes * 60_000)
  await deleteExpiredAccessTokens(db, now)
  await insertAccessToken(db, hashSecret(token), user.id, now, expiresAt)
  return { AccessToken: token, ...(await profileOf(db, user)) }
}

/** Revokes the access token the request came with; a service API key stays valid (administrators manage keys). */
export async function signOut(db: Db, auth: AuthContext, bearer: string | null): Promise<{ Revoked: boolean }> {
  if (auth.via !== 'accessToken' || !bearer) return { Revoked: false }
  await deleteAccessToken(db, hashSecret(bearer))
  return { Revoked: true }
}

export async function currentProfile(db: Db, auth: AuthContext): Promise<WorkspaceUserProfile> {
  const user = await findUserRow(db, auth.userId)
  if (!user) throw unauthorized()
  return profileOf(db, user)
}

async function profileOf(db: Db, user: UserRow): Promise<WorkspaceUserProfile> {
  const settings = await getSettings(db)
  const profile: WorkspaceUserProfile = {
    UserId: user.id,
    UserName: user.user_name,
    Email: user.email,
    FirstName: user.first_name,
    LastName: user.last_name,
    DisplayName: user.display_name,
    Avatar: avatarFor(user.id, user.display_name),
    UserType: user.user_type,
    WorkspaceName: settings.name,
    Locale: user.locale ?? settings.locale,
    TimeZone: user.time_zone ?? settings.timeZone,
    DateTimeFormat: settings.dateTimeFormat,
    DateFormat: settings.dateFormat,
    TimeFormat: settings.timeFormat,
    OnboardingStatus: user.onboarding_status,
    Roles: user.role_names,
    Permissions: await findPermissionKeysOf(db, user.id),
    Modules: settings.modules,
  }
  if (settings.regionCode) profile.RegionCode = settings.regionCode
  return profile
}

/** Resolves a bearer value (access token or service API key) to the caller, or null when it is not valid now. */
export async function authenticate(db: Db, bearer: string, now: Date): Promise<AuthContext | null> {
  const hash = hashSecret(bearer)
  const isApiKey = bearer.startsWith(apiKeyPrefix)
  const ownerId = isApiKey ? await findApiKeyOwner(db, hash) : await findAccessTokenOwner(db, hash, now)
  if (ownerId === undefined) return null
  const user = await findUserRow(db, ownerId)
  if (!user || !user.is_active) return null
  // API keys belong to service users only; a key that ended up on another user is not honoured.
  if (isApiKey && user.user_type !== UserType.ServiceUser) return null
  return {
    userId: user.id,
    userName: user.user_name,
    userType: user.user_type,
    roles: user.role_names,
    permissions: await findPermissionKeysOf(db, user.id),
    via: isApiKey ? 'apiKey' : 'accessToken',
  }
}

/** Issues an API key for a service user; only the hash is kept. Pass `key` to register a known key (demo data). */
export async function issueApiKey(db: Db, userId: string, name: string, now: Date, key: string = newApiKey()): Promise<string> {
  await insertApiKey(db, { id: randomUUID(), keyHash: hashSecret(key), userId, name }, now)
  return key
}
