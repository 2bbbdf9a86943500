import type { Schema } from '../types'
import { arr, bool, double, filled, int32, int64, nullable, ref, request, str, uuid } from '../s'

/** Entitlement plan families, renewal policies, plans and the plan impact preview (all assumed). */

const NOTE = 'Entitlement setup the spec names (configuration scope item 7) but does not show; designed in its conventions.'
const keyMember = () => str('Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$.')
const amount = (description: string) => nullable(int32(`${description} Null exactly when the unit is None; else 1..1000.`))
const differenceCodes = 'Codes: terms, duration, grace, window, renewal, limit-added:<key>, limit-removed:<key>, limit-amount:<key>.'

const familyBody = {
  Key: keyMember(),
  DisplayName: str(),
  Description: nullable(str()),
  SortOrder: nullable(int32('Position in the list; null puts it last.')),
}

const policyBody = {
  Key: keyMember(),
  DisplayName: str(),
  Description: nullable(str()),
  Mode: ref('RenewalMode'),
  LeadDays: nullable(int32('0..365; required for Automatic (renews this many days before the end), a reminder window otherwise.')),
  ExternalPolicyKey: nullable(str('Required for External: the external policy that renews.')),
}

const planBody = {
  Key: keyMember(),
  DisplayName: str(),
  Description: nullable(str()),
  PlanFamilyId: nullable(str()),
  RenewalPolicyId: nullable(str()),
  DurationAmount: amount('Length of the term.'),
  DurationUnit: ref('PlanPeriodUnit'),
  GracePeriodAmount: amount('Grace after the term.'),
  GracePeriodUnit: ref('PlanPeriodUnit'),
  TimeBoundWindowAmount: amount('Length of each period (window).'),
  TimeBoundWindowUnit: ref('PlanPeriodUnit'),
  TimeBoundWindowAnchor: ref('TimeBoundWindowAnchor'),
  IssuedTermsText: nullable(str('Terms text snapshotted on every entitlement issued (at most 20,000 characters).')),
  IsActive: bool('An inactive plan issues and renews nothing.'),
  SortOrder: nullable(int32('Position among the model\'s plans; null puts it last.')),
  Limits: arr(ref('EntitlementPlanLimitInput'), 'At most 20, keys unique; the array order is the display order.'),
}
const planRequired = ['Key', 'DisplayName', 'DurationUnit', 'GracePeriodUnit', 'TimeBoundWindowUnit', 'TimeBoundWindowAnchor', 'IsActive', 'Limits']

const impactEntitlement = {
  EntitlementId: str(),
  EntitlementNumber: int64(),
  OwnerDisplayName: str(),
}

export const entitlementPlanSchemas: Record<string, Schema> = {
  EntitlementPlanFamily: filled(
    { Id: str(), Key: str(), DisplayName: str(), Description: nullable(str()), SortOrder: int32(), PlanCount: int32(), RowVersion: uuid() },
    'A plan family: groups plans across models for display.',
  ),
  EntitlementPlanFamilyRequest: request(familyBody, ['Key', 'DisplayName'], NOTE),
  EntitlementPlanFamilyUpdateRequest: request({ ...familyBody, RowVersion: uuid() }, ['Key', 'DisplayName', 'RowVersion'], NOTE),
  EntitlementRenewalPolicy: filled(
    {
      Id: str(),
      Key: str(),
      DisplayName: str(),
      Description: nullable(str()),
      Mode: ref('RenewalMode'),
      LeadDays: nullable(int32()),
      ExternalPolicyKey: nullable(str()),
      PlanCount: int32(),
      RowVersion: uuid(),
    },
    'A renewal policy; entitlements snapshot it at issue.',
  ),
  EntitlementRenewalPolicyRequest: request(policyBody, ['Key', 'DisplayName', 'Mode'], NOTE),
  EntitlementRenewalPolicyUpdateRequest: request({ ...policyBody, RowVersion: uuid() }, ['Key', 'DisplayName', 'Mode', 'RowVersion'], NOTE),
  EntitlementPlanLimit: filled(
    {
      Id: str(),
      Key: str(),
      DisplayName: str(),
      LimitFamily: ref('LimitFamily'),
      GrantedAmount: nullable(double('Null = unlimited (tracked, never exhausted).')),
      UnitLabel: nullable(str()),
      SortOrder: int32(),
    },
    'A limit every period of an issued entitlement gets.',
  ),
  EntitlementPlanLimitInput: request(
    {
      Key: keyMember(),
      DisplayName: str(),
      LimitFamily: ref('LimitFamily'),
      GrantedAmount: nullable(double('At least 0; null = unlimited. Rounded to 6 decimal places.')),
      UnitLabel: nullable(str()),
    },
    ['Key', 'DisplayName', 'LimitFamily'],
    NOTE,
  ),
  EntitlementPlan: filled(
    {
      Id: str(),
      EntitlementModelId: str(),
      Key: str(),
      DisplayName: str(),
      Description: nullable(str()),
      PlanFamily: nullable(filled({ Id: str(), Key: str(), DisplayName: str() }, 'The plan\'s family.')),
      RenewalPolicy: nullable(
        filled({ Id: str(), Key: str(), DisplayName: str(), Mode: ref('RenewalMode') }, 'The plan\'s renewal policy.'),
      ),
      DurationAmount: nullable(int32()),
      DurationUnit: ref('PlanPeriodUnit'),
      GracePeriodAmount: nullable(int32()),
      GracePeriodUnit: ref('PlanPeriodUnit'),
      TimeBoundWindowAmount: nullable(int32()),
      TimeBoundWindowUnit: ref('PlanPeriodUnit'),
      TimeBoundWindowAnchor: ref('TimeBoundWindowAnchor'),
      IssuedTermsText: nullable(str()),
      IsActive: bool(),
      SortOrder: int32(),
      Limits: arr(ref('EntitlementPlanLimit')),
      IssuedCount: int32('Entitlements issued from the plan.'),
      AllowedActions: filled({ CanUpdate: bool(), CanDelete: bool('No entitlement was issued from it.') }, 'What the caller may do.'),
      RowVersion: uuid(),
    },
    'A plan: the terms and limits entitlements are issued with.',
  ),
  EntitlementPlanRequest: request(planBody, planRequired, NOTE),
  EntitlementPlanUpdateRequest: request({ ...planBody, RowVersion: uuid() }, [...planRequired, 'RowVersion'], NOTE),
  EntitlementPlanImpact: filled(
    {
      PlanId: str(),
      ChangedFields: arr(str(), `Which terms the proposal changes compared with the plan now. ${differenceCodes}`),
      LiveCount: int32('Issued, Active or Suspended entitlements of the plan.'),
      DifferingCount: int32(),
      Differing: arr(
        filled({ ...impactEntitlement, Differences: arr(str(), differenceCodes) }, 'A live entitlement whose snapshot differs.'),
        'The first 100, by number.',
      ),
      OverLimitCount: int32(),
      OverLimit: arr(
        filled(
          {
            ...impactEntitlement,
            LimitKey: str(),
            LimitDisplayName: str(),
            ConsumedAmount: double('Consumed in the current period.'),
            ProposedGrantedAmount: nullable(double()),
          },
          'A live entitlement that would be over a proposed granted amount.',
        ),
        'The first 100, by number.',
      ),
    },
    'What a plan change would mean for live entitlements; issued entitlements keep their snapshots, nothing is written.',
  ),
}

