import type { Schema } from '../types'
import { arr, assumed, bool, dateTime, double, filled, int32, int64, nullable, obj, ref, request, str, uuid } from '../s'
import { pageOf } from './common'

/**
 * Entitlement operations runtime beyond the documented adjust (all assumed): issue, list, read,
 * lifecycle, renewals, ledger reverse and reads. The detail is the documented EntitlementDetail.
 */

const NOTE = 'Entitlement operations runtime the spec names (runtime scope item 11) but does not show; designed in its conventions.'
const idempotencyKey = () => nullable(str('At most 200 characters; a repeat with the same body answers the first result, another body 409.'))

const entityReference = (): Schema =>
  filled(
    { EntityDefinitionId: str(), EntityDisplayName: str(), EntityInstanceId: str(), DisplayName: str() },
    'A record: its definition, the definition\'s display name and the record\'s display text.',
  )

export const entitlementRuntimeSchemas: Record<string, Schema> = {
  EntitlementAccess: filled(
    { Read: bool(), Issue: bool('Issue, lifecycle and renew.'), Adjust: bool('Adjust and reverse.') },
    'What the caller may do with entitlements of a model (its security grants; Admin always).',
  ),
  EntitlementPlanTerms: filled(
    {
      DurationAmount: nullable(int32()),
      DurationUnit: ref('PlanPeriodUnit'),
      GracePeriodAmount: nullable(int32()),
      GracePeriodUnit: ref('PlanPeriodUnit'),
      TimeBoundWindowAmount: nullable(int32()),
      TimeBoundWindowUnit: ref('PlanPeriodUnit'),
      TimeBoundWindowAnchor: ref('TimeBoundWindowAnchor'),
      Limits: arr(
        filled(
          {
            Key: str(),
            DisplayName: str(),
            LimitFamily: ref('LimitFamily'),
            GrantedAmount: nullable(str('Exact decimal text, e.g. "20" or "12.5"; null = unlimited.')),
            UnitLabel: nullable(str()),
          },
          'A plan limit as issued.',
        ),
      ),
    },
    'The plan terms captured at issue; later plan edits never change them.',
  ),
  EntitlementIssueRequest: request(
    {
      EntitlementPlanId: str('An active plan of an active model.'),
      OwnerEntityInstanceId: str('A live record of the model\'s OwnerParty definition.'),
      StartsAtUtc: nullable(dateTime('Null = now.')),
      Resources: nullable(
        arr(
          obj({ ResourceRoleId: str(), EntityInstanceId: str() }, { closed: true, required: ['ResourceRoleId', 'EntityInstanceId'] }),
          'Records of the model\'s Resource / RelatedResource roles.',
        ),
      ),
      Beneficiaries: nullable(
        arr(
          obj({ BeneficiaryPartyRoleId: str(), EntityInstanceId: str() }, { closed: true, required: ['BeneficiaryPartyRoleId', 'EntityInstanceId'] }),
          'Records of the model\'s DelegateParty role.',
        ),
      ),
      SourceType: ref('EntitlementSourceType'),
      SourceData: nullable(str()),
      IdempotencyKey: idempotencyKey(),
    },
    ['EntitlementPlanId', 'OwnerEntityInstanceId', 'SourceType'],
    `${NOTE} Issues an entitlement from a plan: term, periods and limits from the plan, snapshots of its terms and renewal policy.`,
  ),
  EntitlementSummary: filled(
    {
      Id: str(),
      EntitlementNumber: int64(),
      EntitlementModelId: str(),
      EntitlementModelDisplayName: str(),
      ModelType: ref('EntitlementModelType'),
      EntitlementPlanId: str(),
      EntitlementPlanDisplayName: str(),
      Owner: entityReference(),
      Status: ref('EntitlementStatus'),
      EffectiveState: ref('EntitlementEffectiveState'),
      StartsAtUtc: dateTime(),
      EndsAtUtc: nullable(dateTime()),
      GraceUntilUtc: nullable(dateTime()),
      IssuedAtUtc: dateTime(),
      Usage: nullable(
        arr(
          filled(
            {
              EntitlementLimitId: str(),
              DisplayName: str(),
              UnitLabel: nullable(str()),
              LimitFamily: ref('LimitFamily'),
              GrantedAmount: nullable(double('Null = unlimited.')),
              ConsumedAmount: double(),
              IsOverLimit: bool('Consumed above granted.'),
            },
            'A limit of the period running now: consumed of granted.',
          ),
          'The limits of the period running now (its grace included), in the plan\'s order; null when no period runs now.',
        ),
      ),
      RowVersion: uuid(),
    },
    'An entitlement list row.',
  ),
  EntitlementPage: assumed(pageOf('EntitlementSummary'), 'Entitlements of readable models matching the filters.'),
  EntitlementRuntimeOptions: filled(
    {
      Models: arr(
        filled(
          {
            Id: str(),
            Key: str(),
            DisplayName: str(),
            ModelType: ref('EntitlementModelType'),
            IsActive: bool(),
            ResourceScopeMode: ref('ResourceScopeMode'),
            Access: ref('EntitlementAccess'),
            Roles: arr(
              filled(
                { Id: str(), RoleKind: ref('EntitlementRoleKind'), DisplayName: str(), EntityDefinitionId: str(), EntityDefinitionName: str() },
                'A role of the model: whose records the issue dialog picks.',
              ),
            ),
            Plans: arr(
              filled(
                {
                  Id: str(),
                  Key: str(),
                  DisplayName: str(),
                  IsActive: bool(),
                  PlanFamilyDisplayName: nullable(str()),
                  Summary: str('One line, e.g. "12 months, monthly windows, 14 days grace".'),
                },
                'A plan of the model.',
              ),
            ),
          },
          'A readable model.',
        ),
      ),
    },
    'The readable models with their roles and plans: list filters and the issue dialog (the setup reads are for configurators).',
  ),
  EntitlementLifecycleRequest: request(
    {
      Action: ref('EntitlementLifecycleAction'),
      RowVersion: uuid('The entitlement\'s RowVersion.'),
      ReasonText: nullable(str('At most 500 characters.')),
    },
    ['Action', 'RowVersion'],
    `${NOTE} Suspend, resume, cancel or revoke (the spec lists the statuses, not the transitions).`,
  ),
  EntitlementRenewRequest: request(
    {
      RowVersion: uuid('The entitlement\'s RowVersion.'),
      SourceType: ref('EntitlementSourceType'),
      SourceData: nullable(str()),
      IdempotencyKey: idempotencyKey(),
    },
    ['RowVersion', 'SourceType'],
    'Renewal workflow endpoints belong to the runtime description (spec item 10); their shape is not shown.',
  ),
  EntitlementRenewalOperation: filled(
    {
      Id: str(),
      EntitlementId: str(),
      Trigger: ref('RenewalTrigger'),
      Status: ref('RenewalOperationStatus'),
      RenewalPolicyId: nullable(str()),
      RenewalPolicyKey: nullable(str()),
      RenewalMode: ref('RenewalMode'),
      OutcomeCode: nullable(str()),
      OutcomeMessage: nullable(str()),
      SuccessorEntitlementId: nullable(str()),
      SuccessorEntitlementNumber: nullable(int64()),
      RequestedByUserId: nullable(str()),
      FunctionRunId: nullable(str()),
      RequestedAtUtc: dateTime(),
      CompletedAtUtc: nullable(dateTime()),
    },
    'One renewal attempt of an entitlement and its outcome.',
  ),
  EntitlementLedgerPage: assumed(pageOf('EntitlementLedgerEntry'), 'Ledger entries of an entitlement, newest first.'),
  EntitlementLedgerReverseRequest: request(
    {
      RowVersion: nullable(uuid('The limit\'s RowVersion; when given and stale the call answers 409.')),
      ReasonCode: nullable(str()),
      ReasonText: nullable(str()),
      IdempotencyKey: idempotencyKey(),
      SourceType: ref('EntitlementSourceType'),
      SourceData: nullable(str()),
    },
    ['SourceType'],
    `${NOTE} Reverses what is left of an Adjust, Consume or Release entry (LedgerOperation Reverse).`,
  ),
  EntitlementBalanceAsOf: filled(
    {
      AsOfUtc: dateTime(),
      Limits: arr(
        filled(
          {
            EntitlementLimitId: str(),
            Key: str(),
            DisplayName: str(),
            LimitFamily: ref('LimitFamily'),
            PeriodNumber: int32(),
            GrantedAmount: nullable(double()),
            ConsumedAmount: double('BalanceAfter of the newest entry at or before AsOfUtc, else 0.'),
            AvailableAmount: nullable(double()),
            LastLedgerEntryId: nullable(str()),
          },
          'A limit whose period covers AsOfUtc.',
        ),
      ),
    },
    'Balances at a past moment, replayed from the ledger.',
  ),
  EntitlementLimitBurndown: filled(
    {
      EntitlementLimitId: str(),
      GrantedAmount: nullable(double()),
      StartsAtUtc: dateTime(),
      EndsAtUtc: nullable(dateTime()),
      Points: arr(
        filled({ AtUtc: dateTime(), ConsumedAmount: double(), AvailableAmount: nullable(double()) }, 'The balance at a moment.'),
        'The period start, the end of each day with entries (weeks beyond 400 points), and min(now, end).',
      ),
    },
    'A limit\'s consumption over its period.',
  ),
}
