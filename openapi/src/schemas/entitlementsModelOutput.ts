import type { Schema } from '../types'
import { arr, bool, int32, nullable, obj, permissive, ref, str } from '../s'

/**
 * Pieces of the documented InformationServiceAccessModel (schemas/platform.ts): the documented role,
 * path and plan-summary members plus the assumed ones the entitlement setup needs.
 */

/** A member the entitlements module needs beyond the spec's list (docs/contract.md, Entitlements). */
export const assumedMember = (schema: Schema, note: string): Schema => ({ ...schema, 'x-contract': 'assumed', 'x-contract-note': note })
/** An assumed member whose schema is a reference: OpenAPI 3.0 allows no siblings beside `$ref`. */
export const assumedRef = (name: string, note: string): Schema => assumedMember({ allOf: [ref(name)] }, note)
export const MODEL_NOTE = 'Every model type is answered in this shape; the setup edits and lists it.'

export const roleOutput = (): Schema =>
  permissive('role members beyond these names.', {
    RoleKind: int32(),
    DisplayName: str(),
    EntityDefinitionId: str(),
    InstancePickerInputType: int32(),
    ResourcePickerInputType: int32(),
    LookupTableSelectorMode: int32(),
    LookupTableSurfaceKey: nullable(str()),
    Id: assumedMember(str(), 'Identifies the role: issue requests name resource and beneficiary roles by it.'),
  })

const pathStep = (): Schema =>
  obj({
    Direction: ref('BindingDirection'),
    SourceEntityDefinitionId: assumedMember(str(), 'The definition the step starts from.'),
    SourceReferenceFieldId: assumedMember(str(), 'The Reference field the step follows.'),
    SourceReferenceFieldKey: assumedMember(str(), 'Its key, as written in the PathKey.'),
    TargetEntityDefinitionId: assumedMember(str(), 'The definition the step arrives at.'),
  })

export const pathOutput = (): Schema =>
  permissive('path members beyond these names.', { PathKey: str(), Steps: arr(pathStep()) })

export const planSummary = (): Schema =>
  permissive('plan summary members beyond these names.', {
    DurationUnit: int32(),
    GracePeriodUnit: int32(),
    TimeBoundWindowUnit: int32(),
    TimeBoundWindowAnchor: int32(),
    PlanFamily: nullable(
      permissive('plan family reference members beyond these names.', {
        Id: assumedMember(str(), 'Links the family.'),
        Key: assumedMember(str(), 'Names the family.'),
        DisplayName: assumedMember(str(), 'Names the family.'),
      }),
    ),
    RenewalPolicy: nullable(
      permissive('renewal policy summary beyond Mode.', {
        Mode: int32(),
        Id: assumedMember(str(), 'Links the policy.'),
        Key: assumedMember(str(), 'Names the policy.'),
        DisplayName: assumedMember(str(), 'Names the policy.'),
      }),
    ),
    Id: assumedMember(str(), 'Links the plan editor.'),
    Key: assumedMember(str(), 'Names the plan.'),
    DisplayName: assumedMember(str(), 'Names the plan.'),
    IsActive: assumedMember(bool(), 'Inactive plans issue nothing.'),
  })
