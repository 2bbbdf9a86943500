import { randomUUID } from 'node:crypto'
import type { Db } from '../db'
import { hashPassword, insertGroup, replaceMembers, systemRolePermissions, insertRole, replaceRolePermissions, insertUser, replaceUserRoles, displayNameOf } from '../modules/principals'
import { issueApiKey } from '../modules/auth'
import { completeModules, saveSettings } from '../modules/workspace'
import { demoCredentials, demoGroups, demoRoleIds, demoUsers } from './demoData'
import { seedFunctionAutomation } from '../modules/functions'
import { seedDemoAttachments } from './demoAttachments'
import { seedDemoRunHistory } from './runHistory'
import { seedDemoEntities } from './entities/demoEntities'
import { seedDemoRecordMatching } from '../modules/record-matching'
import { seedDemoBoards } from './boards/demoBoards'
import { seedDemoEntitlements } from './entitlements/demoEntitlements'
import { seedDemoUiProject } from './uiProject'
import { seedDemoNetOperationProject } from './netOperationProject'
import { moduleContributions } from '../app'
import { appContextOf, openAppContext } from '../platform/appContext'

const roleDescriptions = {
  Admin: 'Full control of the workspace, including role permissions and settings.',
  Configurator: 'Configures entities, boards, entitlements and principals.',
  Operator: 'Watches and cancels function operations.',
  Auditor: 'Reads configuration and operations for audits.',
}

export interface DemoSeedOptions {
  /** The demo data model (customers, products, contracts) with records (default true). */
  entities?: boolean
  /** The last 30 days of function runs and jobs (default true); tests that count runs themselves leave it out. */
  runHistory?: boolean
  /** A few stored files on the first contract (default false: they need a files directory, see main.ts). */
  attachments?: boolean
  /** The "Customer support" and "Releases" boards with a month of history (default true). */
  boards?: boolean
  /** Support subscriptions and data access with three months of adjust history (default true). */
  entitlements?: boolean
  /** The workspace UI project's and the Net Operation Project's first two revisions each, no builds (default true). */
  uiProject?: boolean
  /** Told each part before it is seeded (the server's start prints them: a first start takes a while). */
  onProgress?: (part: string) => void
}

/** Fills an empty database with the demo workspace; does nothing when users already exist. */
export async function seedDemoWorkspace(db: Db, now = appContextOf(db).clock(), options: DemoSeedOptions = {}): Promise<boolean> {
  // The seed may run before the database is served: what the modules contribute (the builtin
  // functions the catalog lists) is known to its context first.
  openAppContext(db, { contributes: moduleContributions() })
  const [existing] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users')
  if ((existing?.count ?? 0) > 0) return false

  const progress = options.onProgress ?? (() => undefined)
  progress('users, roles and settings')
  // Hash outside the transaction: scrypt is deliberately slow.
  const passwordHashes = new Map<string, string>()
  for (const user of demoUsers) if (user.password) passwordHashes.set(user.id, await hashPassword(user.password))

  await db.transaction(async (tx) => {
    await saveSettings(tx, {
      name: 'demo',
      locale: 'en-US',
      timeZone: 'Europe/Berlin',
      dateTimeFormat: 'MM/dd/yyyy h:mm a',
      dateFormat: 'MM/dd/yyyy',
      timeFormat: 'h:mm a',
      regionCode: 'eu-central',
      modules: completeModules({ Boards: { Enabled: true }, EntitlementOperations: { Enabled: true }, WorkInbox: { Enabled: true } }),
    })
    for (const [name, id] of Object.entries(demoRoleIds) as Array<[keyof typeof demoRoleIds, string]>) {
      const isSystem = name !== 'Auditor'
      await insertRole(tx, { id, name, description: roleDescriptions[name], extendedData: {}, isSystem }, now, randomUUID())
      const keys = name === 'Auditor' ? ['functions.operations.view', 'uiproject.view'] : systemRolePermissions[name]
      await replaceRolePermissions(tx, id, keys)
    }
    for (const user of demoUsers) {
      await insertUser(tx, {
        id: user.id,
        userName: user.userName,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: displayNameOf(user.userName, user.firstName, user.lastName),
        userType: user.userType ?? 0,
        isActive: user.isActive ?? true,
        locale: user.locale ?? null,
        timeZone: user.timeZone ?? null,
        extendedData: user.extendedData ?? {},
        passwordHash: passwordHashes.get(user.id) ?? null,
        onboardingStatus: 2,
      }, now, randomUUID())
      await replaceUserRoles(tx, user.id, user.roles.map((role) => demoRoleIds[role]))
    }
    for (const group of demoGroups) {
      await insertGroup(tx, { ...group, extendedData: {} }, now, randomUUID())
      await replaceMembers(tx, group.id, group.members)
    }
    await issueApiKey(tx, 'usr-integration', 'Demo integration key', now, demoCredentials.integration.apiKey)
  })
  // Before the automation exists, so the demo records start no trigger jobs.
  const withEntities = options.entities !== false
  const parts: Array<[string, boolean, () => Promise<unknown>]> = [
    ['customers, products and contracts', withEntities, () => seedDemoEntities(db, now)],
    ['near-duplicate customers and a matching profile', withEntities, () => seedDemoRecordMatching(db, now)],
    ['boards with a month of history', withEntities && options.boards !== false, () => seedDemoBoards(db, now)],
    ['entitlements with three months of history', withEntities && options.entitlements !== false, () => seedDemoEntitlements(db, now)],
    ['functions, schedules and triggers', true, () => seedFunctionAutomation(db, now)],
    // The last 30 days of runs, once the catalog, schedules, bindings and actions exist.
    ['30 days of function runs', options.runHistory !== false, () => seedDemoRunHistory(db, now)],
    ['stored files', withEntities && options.attachments === true, () => seedDemoAttachments(db, now)],
    ['the UI project', options.uiProject !== false, () => seedDemoUiProject(db, now)],
    ['the Net Operation Project', options.uiProject !== false, () => seedDemoNetOperationProject(db, now)],
  ]
  for (const [part, wanted, seed] of parts) {
    if (!wanted) continue
    progress(part)
    await seed()
  }
  return true
}

/** What a person needs to try the demo workspace. */
export function demoCredentialsText(): string {
  const { admin, configurator, operator, integration } = demoCredentials
  return [
    'Demo workspace "demo" sign-ins:',
    `  ${admin.userName} / ${admin.password}  (Admin)`,
    `  ${configurator.userName} / ${configurator.password}  (Configurator)`,
    `  ${operator.userName} / ${operator.password}  (Operator)`,
    `  service user ${integration.userName}: Authorization: Bearer ${integration.apiKey}  (Configurator)`,
  ].join('\n')
}
