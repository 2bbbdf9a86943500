import type { Db } from '../../db'
import {
  createPlanFamily, createInformationServiceAccessModel, createModel, createPlan, createRenewalPolicy, ModelType, ResourceScopeMode,
  type ModelCreateInput, type PlanInput, advanceEntitlements, PlanPeriodUnit, RenewalMode,
} from '../../modules/entitlements'
import { loadRecordModel } from '../../modules/entities'
import { issueDemoEntitlements, type DemoPlans } from './demoIssued'
import { LimitFamily } from '../../../shared/enums'

/**
 * The demo entitlements, set up through the setup services as a configurator would: renewal
 * policies, the "Support plans" family, the "Support subscription" model with Basic and Premium,
 * and the information-service-access model "Data service access" with its open data feed. The
 * entitlements and their adjust history are issued in demoIssued.ts.
 */

const role = (displayName: string, definitionId: string): ModelCreateInput['OwnerParty'] => ({ DisplayName: displayName, EntityDefinitionId: definitionId, PickerInputType: 0, LookupTableSelectorMode: 0, LookupTableSurfaceKey: null })

const supportPlan = (base: Pick<PlanInput, 'Key' | 'DisplayName' | 'Description' | 'RenewalPolicyId' | 'PlanFamilyId' | 'SortOrder'>, tickets: number, seats: number): PlanInput => ({
  ...base,
  DurationAmount: 12,
  DurationUnit: PlanPeriodUnit.Month,
  GracePeriodAmount: 14,
  GracePeriodUnit: PlanPeriodUnit.Day,
  TimeBoundWindowAmount: 1,
  TimeBoundWindowUnit: PlanPeriodUnit.Month,
  TimeBoundWindowAnchor: 0,
  IssuedTermsText: `Support by e-mail and phone on working days. Up to ${tickets} tickets a month for up to ${seats} named contacts.`,
  IsActive: true,
  Limits: [
    { Key: 'tickets', DisplayName: 'Tickets', LimitFamily: LimitFamily.Quantity, GrantedAmount: tickets, UnitLabel: 'tickets' },
    { Key: 'seats', DisplayName: 'Seats', LimitFamily: LimitFamily.Seats, GrantedAmount: seats, UnitLabel: 'contacts' },
  ],
})

async function definitionId(db: Db, name: string): Promise<string> {
  const definition = await loadRecordModel(db, name)
  if (!definition) throw new Error(`The demo ${name} definition is missing.`)
  return definition.id
}

async function seedSetup(db: Db, now: Date): Promise<DemoPlans> {
  const autoRenew = await createRenewalPolicy(db, { Key: 'auto-renew', DisplayName: 'Auto-renew', Description: 'Renews automatically 30 days before the end.', Mode: RenewalMode.Automatic, LeadDays: 30 })
  const manual = await createRenewalPolicy(db, { Key: 'manual-renewal', DisplayName: 'Manual renewal', Description: 'Renewed by the account team on request.', Mode: RenewalMode.Manual, LeadDays: 30 })
  await createRenewalPolicy(db, { Key: 'partner-portal', DisplayName: 'Partner portal', Description: 'Renewed by orders in the partner portal.', Mode: RenewalMode.External, ExternalPolicyKey: 'partner-portal' })
  const family = await createPlanFamily(db, { Key: 'support-plans', DisplayName: 'Support plans', Description: 'Support subscriptions by size.' })
  const customers = await definitionId(db, 'customers')
  const contracts = await definitionId(db, 'contracts')
  const support = await createModel(db, {
    Key: 'support',
    DisplayName: 'Support subscription',
    Description: 'Help desk support for a customer, by tickets a month and named contacts.',
    ModelType: ModelType.Subscription,
    PartyType: 0,
    AccessMode: 0,
    ResourceScopeMode: ResourceScopeMode.AllResources,
    OwnerParty: role('Customer', customers),
  }, now)
  const basic = await createPlan(db, support.Id, supportPlan({ Key: 'basic', DisplayName: 'Basic', Description: 'For small teams.', PlanFamilyId: family.Id, RenewalPolicyId: autoRenew.Id, SortOrder: 1 }, 20, 5), now)
  const premium = await createPlan(db, support.Id, supportPlan({ Key: 'premium', DisplayName: 'Premium', Description: 'For large teams.', PlanFamilyId: family.Id, RenewalPolicyId: manual.Id, SortOrder: 2 }, 100, 25), now)
  const dataAccess = await createInformationServiceAccessModel(db, {
    Key: 'data-access',
    DisplayName: 'Data service access',
    Description: 'Read access to the data feed of the customer\'s contracts.',
    PartyType: 0,
    AccessMode: 0,
    OwnerParty: { DisplayName: 'Customer', EntityDefinitionId: customers, InstancePickerInputType: 0, InstanceLookupTableSelectorMode: 0 },
    PartyDelegationPath: { PathKey: '' },
    ResourceScopeMode: ResourceScopeMode.ReachableFromOwner,
    Resource: { DisplayName: 'Contract', EntityDefinitionId: contracts, ResourcePickerInputType: 0, ResourceLookupTableSelectorMode: 0 },
    // customers.contracts is the paired field of contracts.customer.
    ResourceHierarchyPath: { PathKey: 'contracts' },
  }, now)
  const dataFeed = await createPlan(db, dataAccess.Id, {
    Key: 'open-data-feed',
    DisplayName: 'Open data feed',
    Description: 'API calls against the contract data feed, counted per month.',
    DurationUnit: PlanPeriodUnit.None,
    GracePeriodUnit: PlanPeriodUnit.None,
    TimeBoundWindowAmount: 1,
    TimeBoundWindowUnit: PlanPeriodUnit.Month,
    TimeBoundWindowAnchor: 0,
    IssuedTermsText: 'Fair use: 10,000 API calls a month.',
    IsActive: true,
    Limits: [{ Key: 'api-calls', DisplayName: 'API calls', LimitFamily: LimitFamily.Consumption, GrantedAmount: 10_000, UnitLabel: 'calls' }],
  }, now)
  return { basic: basic.Id, premium: premium.Id, dataFeed: dataFeed.Id }
}

/** Seeds the demo entitlements as of `now`, then lets the lifecycle job bring the stored states up to date. */
export async function seedDemoEntitlements(db: Db, now: Date): Promise<void> {
  const plans = await seedSetup(db, now)
  await issueDemoEntitlements(db, plans, now)
  await advanceEntitlements(db, now)
}
