import { BoardTargetKind, ProcessContentPolicy, RepeatPolicy } from '@/api'
import type { BoardAdministration, BoardTargetDefinition, BoardTargetDefinitionCreateRequest, BoardTargetDefinitionUpdateRequest } from '../../api/boards.types'
import type { Problems } from '../shared/useModelItemForm'

export const policyMembers = ['CreateCommentPolicy', 'ReadCommentPolicy', 'CreateAttachmentPolicy', 'ReadAttachmentPolicy'] as const
export type PolicyMember = (typeof policyMembers)[number]

export interface TargetFormValues extends Record<string, unknown> {
  TargetKind: BoardTargetKind
  TargetModelId: string
  IsActive: boolean
  RepeatPolicy: RepeatPolicy
  CreateCommentPolicy: ProcessContentPolicy
  ReadCommentPolicy: ProcessContentPolicy
  CreateAttachmentPolicy: ProcessContentPolicy
  ReadAttachmentPolicy: ProcessContentPolicy
}

export function targetValues(target: BoardTargetDefinition | null): TargetFormValues {
  return {
    TargetKind: target?.TargetKind ?? BoardTargetKind.EntityInstance,
    TargetModelId: target?.TargetModelId ?? '',
    IsActive: target?.IsActive ?? true,
    RepeatPolicy: target?.RepeatPolicy ?? RepeatPolicy.Always,
    CreateCommentPolicy: target?.CreateCommentPolicy ?? ProcessContentPolicy.Inherit,
    ReadCommentPolicy: target?.ReadCommentPolicy ?? ProcessContentPolicy.Inherit,
    CreateAttachmentPolicy: target?.CreateAttachmentPolicy ?? ProcessContentPolicy.Inherit,
    ReadAttachmentPolicy: target?.ReadAttachmentPolicy ?? ProcessContentPolicy.Inherit,
  }
}

/** An entity target names its definition, an entitlement target its id; "No target" names nothing. */
export function checkTarget(values: TargetFormValues): Problems {
  if (values.TargetKind !== BoardTargetKind.None && values.TargetModelId.trim() === '') return { TargetModelId: { key: 'common.validation.required' } }
  return {}
}

export function toTargetRequest(values: TargetFormValues): BoardTargetDefinitionCreateRequest {
  return {
    TargetKind: values.TargetKind,
    TargetModelId: values.TargetKind === BoardTargetKind.None ? null : values.TargetModelId.trim(),
    IsActive: values.IsActive,
    RepeatPolicy: values.RepeatPolicy,
    CreateCommentPolicy: values.CreateCommentPolicy,
    ReadCommentPolicy: values.ReadCommentPolicy,
    CreateAttachmentPolicy: values.CreateAttachmentPolicy,
    ReadAttachmentPolicy: values.ReadAttachmentPolicy,
  }
}

export const toTargetUpdateRequest = (values: TargetFormValues, rowVersion: string): BoardTargetDefinitionUpdateRequest => ({
  ...toTargetRequest(values),
  RowVersion: rowVersion,
})

/** The saved definition: by id, or a new one as the definition the answer has that the board had not. */
export function findTarget(model: BoardAdministration, targetId: string | null, known: readonly string[]): BoardTargetDefinition | null {
  return model.TargetDefinitions.find((target) => (targetId ? target.Id === targetId : !known.includes(target.Id))) ?? null
}
